import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../platform/http/client.ts';

/** A room's residents' funds accounts (GET /api/zhwy/fee-order/fundsAccounts): names masked, balances in 元. */
export type FundsAccount = { residentId: number; residentName: string; balance: string; useLimit: string | null };

/** The room's accounts, read again whenever `version` changes (after a payment the balance has fallen). */
export const useFundsAccounts = (roomId: number | undefined, version: number) => {
  const key = `${roomId ?? ''}:${version}`;
  const [read, setRead] = useState<{ key: string; accounts: FundsAccount[] } | null>(null);
  useEffect(() => {
    let live = true;
    if (roomId) void http.get<Envelope<FundsAccount[]>>('/api/zhwy/fee-order/fundsAccounts', { roomId }).then((res) => live && setRead({ key: `${roomId}:${version}`, accounts: res.data }));
    return () => {
      live = false;
    };
  }, [roomId, version]);
  // Until the read for this room and version lands: null (loading), never another room's accounts.
  return read?.key === key ? read.accounts : null;
};

/** 扣款账户: which resident's account of the room pays (余额), each shown with its balance. */
export function FundsAccountSelect({ accounts, value, onChange }: { accounts: FundsAccount[] | null; value: number | undefined; onChange: (residentId: number) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('fee.cashier.fundsAccount')}
      value={value}
      onChange={onChange}
      loading={accounts === null}
      placeholder={t('fee.cashier.pickAccount')}
      notFoundContent={t('fee.cashier.noAccounts')}
      style={{ width: 260 }}
      options={(accounts ?? []).map((account) => ({ value: account.residentId, label: t('fee.cashier.accountOption', { name: account.residentName, balance: account.balance }) }))}
    />
  );
}
