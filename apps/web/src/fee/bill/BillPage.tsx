import { BILL_CODES, FeeBill, permissionOf } from '@zhwy/contracts';
import { App, Button, Modal, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { ResourcePage, TransitionAction, rowLabelOf, transitionsOf } from '../../platform/resource/index.ts';
import { FeeNoticeButton } from '../notice/FeeNoticeButton.tsx';

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

type Rule = { id: number; ruleName: string };

/** 优惠: a discount rule of the bill's community applied (the server computes it on the bill's amount, rounded once). */
function ApplyDiscount({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [rules, setRules] = useState<Rule[] | null>(null);
  const [ruleId, setRuleId] = useState<number | undefined>();
  const [saving, setSaving] = useState(false);
  if (!isOpen(row)) return null;
  const start = () => {
    setOpen(true);
    void http
      .get<{ data: Rule[] }>('/api/zhwy/fee-discount', { areaId: Number(row.areaId), state: '1', size: 100 })
      .then((answer) => setRules(answer.data))
      .catch(() => setRules([]));
  };
  const apply = async () => {
    setSaving(true);
    try {
      await http.post('/api/zhwy/fee-bill/applyDiscount', { id: row.id, ruleId });
      void message.success(t('fee.bills.discountDone'));
      setOpen(false);
      onDone();
    } catch {
      // The client shows the refusal.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Auth code={permissionOf(FeeBill, 'edit')}>
      <Button type="link" size="small" onClick={start}>
        {t('fee.bills.applyDiscount')}
      </Button>
      <Modal open={open} title={t('fee.bills.discountTitle')} onCancel={() => setOpen(false)} onOk={() => void apply()} okButtonProps={{ disabled: !ruleId, loading: saving }} destroyOnHidden>
        <Select
          aria-label={t('fee.bills.discountRule')}
          placeholder={t('fee.bills.discountPick')}
          loading={rules === null}
          value={ruleId}
          onChange={setRuleId}
          style={{ width: '100%' }}
          options={(rules ?? []).map((rule) => ({ value: rule.id, label: rule.ruleName }))}
        />
      </Modal>
    </Auth>
  );
}

/**
 * 账单管理: the bills of the caller's communities with their filters; 手工录入 (the entity's create call), 导出, 导入 and
 * its template in the toolbar; a row's edit (due date, discount, remark; the amount of a manual bill), delete and
 * 重置优惠 while it is unpaid; its history (edits and audit moves) under its detail, as every entity with transitions.
 * The spec's other bill screens are this page over a fixed filter (`fixedQuery`, below).
 */
export function BillPage({ fixedQuery }: { fixedQuery?: Record<string, string> }) {
  return (
    <ResourcePage
      entity={FeeBill}
      listOptions={fixedQuery ? { fixedQuery } : undefined}
      nameField="roomId"
      rowName={(row) => rowLabelOf(row, 'roomId') ?? rowLabelOf(row, 'parkingSpaceId') ?? rowLabelOf(row, 'carId') ?? String(row.id)}
      searchFields={['areaId', 'feeItemId', 'roomId', 'status', 'periodStart', 'dueDate', 'payerKind', 'parkingSpaceId', 'carId', 'auditState', 'source']}
      hideColumns={['periodEnd']}
      hiddenInForm={['payerKind', 'status', 'auditState', 'rounding', 'quantity', 'unitPrice']}
      lockedOnEdit={['areaId', 'feeItemId', 'payerKind', 'roomId', 'parkingSpaceId', 'carId', 'periodStart', 'periodEnd', 'quantity', 'unitPrice', 'rounding', 'status', 'auditState']}
      rowActions={(row, reload) => (
        <>
          <ApplyDiscount row={row} onDone={reload} />
          <ResetDiscount row={row} onDone={reload} />
        </>
      )}
      transitions={billTransitions}
      // 发送催缴 of the chosen bills (rooms' bills only: a parking space's or car's has nobody to notify yet).
      batchAction={{
        code: BILL_CODES.notice,
        selectable: (row) => row.roomId != null,
        render: (rows, done) => (
          <FeeNoticeButton
            kind="bills"
            ids={rows.map((row) => row.id)}
            roomName={(roomId) => {
              const row = rows.find((r) => Number(r.roomId) === roomId);
              return (row && rowLabelOf(row, 'roomId')) ?? String(roomId);
            }}
            onDone={done}
          />
        ),
      }}
    />
  );
}

/** 周期性收费: the bills generation made (批量生成 and the monthly job). */
export const PeriodicBillsPage = () => <BillPage fixedQuery={{ 'source.equals': '1' }} />;
/** 临时收费: the bills entered by hand; its 新增 is 手工录入. */
export const TemporaryBillsPage = () => <BillPage fixedQuery={{ 'source.equals': '2' }} />;
/** 已缴账单: the bills paid in full. */
export const PaidBillsPage = () => <BillPage fixedQuery={{ 'status.equals': '2' }} />;
/** 作废明细: the voided bills (their history says who voided them, when and why). */
export const VoidedBillsPage = () => <BillPage fixedQuery={{ 'status.equals': '4' }} />;
/** 未收明细: the bills still owed (未缴, 部分缴费), due or not: 收费统计's uncollected, bill by bill. */
export const UncollectedBillsPage = () => <BillPage fixedQuery={{ 'status.in': '0,1' }} />;
