import { FeeBill, permissionOf } from '@zhwy/contracts';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { ResourcePage, TransitionAction, rowLabelOf, transitionsOf } from '../../platform/resource/index.ts';

type Row = { id: number } & Record<string, unknown>;

/** Only an unpaid bill with nothing received is edited, deleted or has its discount reset (the server says so too). */
const isOpen = (row: Row) => String(row.status) === '0' && String(row.auditState ?? '0') === '0' && Number(row.paidAmount ?? 0) === 0;

/** 申请退费 only of a paid or partly paid bill, 申请作废 only of an open one (the audit's rules; the server refuses the rest). */
const APPLICABLE: Record<string, (row: Row) => boolean> = {
  applyRefund: (row) => ['1', '2'].includes(String(row.status)),
  applyVoid: isOpen,
};
const billTransitions = Object.fromEntries(
  transitionsOf(FeeBill)
    .filter((call) => call.name! in APPLICABLE)
    .map((call) => [call.name!, (row: Row, onDone: () => void) => (APPLICABLE[call.name!](row) ? <TransitionAction entity={FeeBill} call={call} row={row} onDone={onDone} /> : null)]),
);

/** 重置优惠: the discount back to 0 after a confirmation. */
function ResetDiscount({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (!isOpen(row) || Number(String(row.discount ?? 0)) === 0) return null;
  return (
    <Auth code={permissionOf(FeeBill, 'edit')}>
      <Popconfirm
        title={t('fee.bills.resetConfirm')}
        onConfirm={async () => {
          await http.post('/api/zhwy/fee-bill/resetDiscount', { id: row.id });
          void message.success(t('fee.bills.resetDone'));
          onDone();
        }}
      >
        <Button type="link" size="small">
          {t('fee.bills.resetDiscount')}
        </Button>
      </Popconfirm>
    </Auth>
  );
}

/**
 * 账单管理: the bills of the caller's communities with their filters; 手工录入 (the entity's create call), 导出, 导入 and
 * its template in the toolbar; a row's edit (due date, discount, remark; the amount of a manual bill), delete and
 * 重置优惠 while it is unpaid; its history (edits and audit moves) under its detail, as every entity with transitions.
 */
export function BillPage() {
  return (
    <ResourcePage
      entity={FeeBill}
      nameField="roomId"
      rowName={(row) => rowLabelOf(row, 'roomId') ?? rowLabelOf(row, 'parkingSpaceId') ?? rowLabelOf(row, 'carId') ?? String(row.id)}
      searchFields={['areaId', 'feeItemId', 'roomId', 'status', 'periodStart', 'dueDate', 'payerKind', 'parkingSpaceId', 'carId', 'auditState', 'source']}
      hideColumns={['periodEnd']}
      hiddenInForm={['payerKind', 'status', 'auditState', 'rounding', 'quantity', 'unitPrice']}
      lockedOnEdit={['areaId', 'feeItemId', 'payerKind', 'roomId', 'parkingSpaceId', 'carId', 'periodStart', 'periodEnd', 'quantity', 'unitPrice', 'rounding', 'status', 'auditState']}
      rowActions={(row, reload) => <ResetDiscount row={row} onDone={reload} />}
      transitions={billTransitions}
    />
  );
}
