import { type EntityDef, FUNDS_READ_FIELDS, FundConfig, UserFunds, UserFundsDetail } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index } from 'drizzle-orm/pg-core';
import { entityTable } from '../platform/db/entity-table.ts';

const live = sql`del_flag = 0`;

/** What a table stores of an entity: its fields but those read from the resident and the room (the views add them). */
export const storedOf = <E extends EntityDef>(entity: E): EntityDef => ({
  ...entity,
  fields: Object.fromEntries(Object.entries(entity.fields).filter(([name]) => !(FUNDS_READ_FIELDS as readonly string[]).includes(name))),
});

/** 用户资金: one live account per resident and room; `balance` in cents, the sum of its movements. */
export const userFunds = entityTable(storedOf(UserFunds), {
  table: 'user_funds',
  columns: { balance: bigint('balance', { mode: 'number' }).notNull().default(0) },
  indexes: (t) => [index('user_funds_list_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live)],
});

/** 资金明细: the ledger, signed amounts in cents (`recharge_limit`) and the balance each left (`actual_limit`). */
export const userFundsDetail = entityTable(storedOf(UserFundsDetail), {
  table: 'user_funds_detail',
  indexes: (t) => [
    index('user_funds_detail_list_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
    index('user_funds_detail_funds_idx').on(t.tenantId, t.fundsId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
  ],
});

/** 资金配置: one live row per community; amounts in cents. */
export const fundConfig = entityTable(FundConfig, { table: 'fund_config' });
