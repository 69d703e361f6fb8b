import { FeeOrder } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';
import { ReceiptButtons } from './receipt.tsx';

/**
 * 收费订单: the payments (and refunds, state 已退款 with negative lines) by receipt number, payer, amount, method,
 * cashier and time; filters and export from the framework; the detail with its lines; 打印收据 / 下载收据 per row.
 */
export function FeeOrderPage() {
  return <ResourcePage entity={FeeOrder} nameField="receiptNo" rowActions={(row) => <ReceiptButtons id={Number(row.id)} receiptNo={String(row.receiptNo ?? row.id)} size="small" />} />;
}
