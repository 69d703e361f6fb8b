import { FeeItem, LateFeeConfig } from '@zhwy/contracts';
import { entityTable } from '../platform/db/entity-table.ts';

/** 收费项: unit_price in ten-thousandths of a yuan, fixed_amount in cents, vacant_discount in hundredths of a percent. */
export const feeItem = entityTable(FeeItem, { table: 'fee_item' });
/** 滞纳金设置: one live row per community; daily_rate in millionths of the principal, cap_rate in basis points. */
export const feeLateConfig = entityTable(LateFeeConfig, { table: 'fee_late_config' });
