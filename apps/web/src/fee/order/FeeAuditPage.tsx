import { FeeBill } from '@zhwy/contracts';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Row, ResourcePage } from '../../platform/resource/index.ts';
import { TransitionAction, transitionsOf } from '../../platform/resource/TransitionAction.tsx';

const call = (name: string) => transitionsOf(FeeBill).find((c) => c.name === name)!;
/** A bill's name in dialogs: its period. */
const billName = (row: Row) => `${String(row.periodStart ?? '')} ~ ${String(row.periodEnd ?? '')}`;

/** A transition shown only where the bill's status allows it (the server refuses the others with 409 too). */
const only = (name: string, statuses: string[]) => (row: Row, done: () => void) =>
  statuses.includes(String(row.status)) ? <TransitionAction entity={FeeBill} call={call(name)} row={row} name={billName(row)} onDone={done} /> : null;
const hidden = () => null;

/**
 * 退费作废审核 (docs/billing.md, "Refunds and voids"): 待审核, the bills waiting with 审核通过 / 审核驳回; 退费/作废申请,
 * the bills out of an audit, with 申请退费 where paid or partly paid and 申请作废 where unpaid, each with its
 * reason; 作废明细, the voided bills. The detail shows each bill's history.
 */
export function FeeAuditPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('pending');
  const page = (fixedQuery: Record<string, string>, transitions: Parameters<typeof ResourcePage>[0]['transitions']) => (
    <ResourcePage entity={FeeBill} rowName={billName} listOptions={{ fixedQuery }} transitions={transitions} hideColumns={['auditState']} />
  );
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'pending', label: t('fee.cashier.pending'), children: page({ 'auditState.in': '1,2' }, { applyRefund: hidden, applyVoid: hidden }) },
        { key: 'apply', label: t('fee.cashier.applyTab'), children: page({ 'auditState.equals': '0' }, { applyRefund: only('applyRefund', ['1', '2']), applyVoid: only('applyVoid', ['0']) }) },
        { key: 'voided', label: t('fee.cashier.voided'), children: page({ 'status.equals': '4' }, { applyRefund: hidden, applyVoid: hidden }) },
      ]}
    />
  );
}
