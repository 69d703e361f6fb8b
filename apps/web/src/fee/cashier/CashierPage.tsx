import { FeeBill, FeeOrder, formatMoney, parseMoney } from '@zhwy/contracts';
import { App, Button, Card, Empty, Flex, Form, Result, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoomPicker } from '../../base/pickers/index.ts';
import { type Envelope, http } from '../../platform/http/client.ts';
import { EnumTag, RefSelect, enumOptions } from '../../platform/resource/index.ts';
import { ReceiptButtons } from '../order/receipt.tsx';
import { FundsAccountSelect, useFundsAccounts } from './FundsAccountSelect.tsx';
import { PrepayModal } from './PrepayModal.tsx';

/** What GET /api/zhwy/fee-order/owed answers (amounts as decimal strings). */
type OwedBill = {
  id: number;
  itemName: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string | null;
  amount: string;
  paidAmount: string;
  principalOwed: string;
  lateFeeOwed: string;
  owed: string;
  status: string;
  auditState: string;
  payable: boolean;
};
type Owed = { day: string; payer: { field: PayerField; id: number; label: string }; bills: OwedBill[] };
type Paid = { id: number; receiptNo: string; totalAmount: string };
type PayerField = 'roomId' | 'parkingSpaceId' | 'carId';

const PAYER_TARGETS: Record<Exclude<PayerField, 'roomId'>, string> = { parkingSpaceId: 'base.parkingSpace', carId: 'base.car' };
/** The cents of decimal strings, summed exactly: the totals shown are the sum of the lines shown. */
const sum = (values: string[]) => formatMoney(values.reduce((total, value) => total + (parseMoney(value) ?? 0), 0));

/**
 * 收银台: pick a room (community → building → room), a parking space or a car; its unpaid and partly paid bills with
 * the late fee to today, all chosen (a bill under review cannot be); the method; 收费 → the receipt number with 打印收据.
 * The server checks everything again (docs/billing.md, "The cashier").
 */
export function CashierPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [kind, setKind] = useState<PayerField>('roomId');
  const [payerId, setPayerId] = useState<number | undefined>();
  const [owed, setOwed] = useState<Owed | null>(null);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [method, setMethod] = useState('1');
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<Paid | null>(null);
  const [residentId, setResidentId] = useState<number | undefined>();
  const [fundsVersion, setFundsVersion] = useState(0);
  const [prepaying, setPrepaying] = useState(false);
  // 余额: the room's accounts, read when the method is chosen and again after a payment.
  const accounts = useFundsAccounts(kind === 'roomId' && method === '6' ? payerId : undefined, fundsVersion);
  const account = accounts?.find((one) => one.residentId === residentId);

  const load = useCallback(async (field: PayerField, id: number | undefined) => {
    setPaid(null);
    setPayerId(id);
    setResidentId(undefined);
    if (!id) return setOwed(null);
    setLoading(true);
    try {
      const data = (await http.get<Envelope<Owed>>('/api/zhwy/fee-order/owed', { [field]: id })).data;
      setOwed(data);
      setChosen(data.bills.filter((bill) => bill.payable).map((bill) => bill.id));
    } finally {
      setLoading(false);
    }
  }, []);

  const rows = owed?.bills ?? [];
  const picked = rows.filter((bill) => chosen.includes(bill.id));
  const totals = useMemo(
    () => ({ principal: sum(picked.map((b) => b.principalOwed)), lateFee: sum(picked.map((b) => b.lateFeeOwed)), owed: sum(picked.map((b) => b.owed)) }),
    [picked],
  );
  // 余额 pays a room's bills only (from one of its residents' accounts).
  const methods = enumOptions(FeeOrder.fields.payMethod, 'fee').filter((option) => option.value !== '6' || kind === 'roomId');
  const chosenAccount = method === '6' ? (residentId ?? accounts?.[0]?.residentId) : undefined;
  const methodLabel = methods.find((option) => option.value === method)?.label ?? method;

  const pay = () =>
    modal.confirm({
      title: t('fee.cashier.confirmPay', { amount: totals.owed, method: methodLabel }),
      onOk: async () => {
        setPaying(true);
        try {
          const body = { [kind]: payerId, payMethod: method, bills: picked.map((bill) => ({ billId: bill.id })), ...(method === '6' ? { residentId: chosenAccount } : {}) };
          const result = (await http.post<Envelope<Paid>>('/api/zhwy/fee-order/pay', body)).data;
          setPaid(result);
          if (method === '6') {
            setResidentId(chosenAccount);
            setFundsVersion((n) => n + 1);
          }
          message.success(t('fee.cashier.success'));
        } catch {
          // The failure is shown by the client; what is owed may have changed (another cashier): read it again.
          void load(kind, payerId);
        } finally {
          setPaying(false);
        }
      },
    });

  const money = (value: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</span>;
  const columns = [
    { title: t('fee.cashier.item'), dataIndex: 'itemName', key: 'itemName' },
    { title: t('fee.cashier.period'), key: 'period', render: (_: unknown, bill: OwedBill) => `${bill.periodStart} ~ ${bill.periodEnd}` },
    { title: t('fee.cashier.dueDate'), dataIndex: 'dueDate', key: 'dueDate', responsive: ['md' as const] },
    { title: t('fee.cashier.amount'), dataIndex: 'amount', key: 'amount', align: 'right' as const, render: money, responsive: ['lg' as const] },
    { title: t('fee.cashier.paid'), dataIndex: 'paidAmount', key: 'paidAmount', align: 'right' as const, render: money, responsive: ['lg' as const] },
    { title: t('fee.cashier.principalOwed'), dataIndex: 'principalOwed', key: 'principalOwed', align: 'right' as const, render: money },
    { title: t('fee.cashier.lateFeeOwed'), dataIndex: 'lateFeeOwed', key: 'lateFeeOwed', align: 'right' as const, render: money },
    { title: t('fee.cashier.owed'), dataIndex: 'owed', key: 'owed', align: 'right' as const, render: (value: string) => <Typography.Text strong>{money(value)}</Typography.Text> },
    {
      title: t('fee.cashier.status'),
      key: 'status',
      render: (_: unknown, bill: OwedBill) =>
        bill.payable ? <EnumTag entity={FeeBill} name="status" field={FeeBill.fields.status} value={bill.status} /> : <Tag color="processing">{t('fee.cashier.inAudit')}</Tag>,
    },
  ];

  return (
    <Card title={t('menu.toll-cashier')}>
      <Flex gap="small" wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<PayerField>
          value={kind}
          onChange={(next) => {
            setKind(next);
            if (next !== 'roomId' && method === '6') setMethod('1');
            void load(next, undefined);
          }}
          options={[
            { value: 'roomId', label: t('fee.cashier.room') },
            { value: 'parkingSpaceId', label: t('fee.cashier.parkingSpace') },
            { value: 'carId', label: t('fee.cashier.car') },
          ]}
        />
        {kind === 'roomId' ? (
          <RoomPicker aria-label={t('fee.cashier.room')} value={payerId ?? null} placeholder={t('fee.cashier.pickRoom')} style={{ width: 360, maxWidth: '100%' }} onChange={(id) => void load('roomId', id)} />
        ) : (
          <RefSelect
            key={kind}
            target={PAYER_TARGETS[kind]}
            aria-label={t(`fee.cashier.${kind === 'carId' ? 'car' : 'parkingSpace'}`)}
            value={payerId}
            allowClear
            placeholder={t(kind === 'carId' ? 'fee.cashier.pickCar' : 'fee.cashier.pickSpace')}
            style={{ width: 360, maxWidth: '100%' }}
            onChange={(id: unknown) => void load(kind, typeof id === 'number' ? id : undefined)}
          />
        )}
        {owed && <Typography.Text type="secondary">{t('fee.cashier.lateFeeAsOf', { day: owed.day })}</Typography.Text>}
      </Flex>
      {paid ? (
        <Result
          status="success"
          title={t('fee.cashier.success')}
          subTitle={
            <Space direction="vertical" size={0}>
              <span>{t('fee.cashier.receiptNo', { no: paid.receiptNo })}</span>
              <span>{t('fee.cashier.amountPaid', { amount: paid.totalAmount })}</span>
              {method === '6' && account && <span data-testid="funds-balance">{t('fee.cashier.balanceLeft', { name: account.residentName, balance: account.balance })}</span>}
            </Space>
          }
          extra={
            <Space wrap style={{ justifyContent: 'center' }}>
              <ReceiptButtons id={paid.id} receiptNo={paid.receiptNo} />
              <Button onClick={() => void load(kind, payerId)}>{t('fee.cashier.next')}</Button>
            </Space>
          }
        />
      ) : !payerId ? (
        <Empty description={t('fee.cashier.choosePayer')} />
      ) : (
        <>
          <Table<OwedBill>
            rowKey="id"
            size="middle"
            loading={loading}
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('fee.cashier.noBills')} /> }}
            rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as number[]), getCheckboxProps: (bill) => ({ disabled: !bill.payable }) }}
            summary={() =>
              rows.length > 0 && (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    {t('fee.cashier.selected', { n: picked.length })}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} colSpan={4} align="right">
                    {t('fee.cashier.totalPrincipal')} {money(totals.principal)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={6} align="right">
                    {money(totals.lateFee)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={7} align="right">
                    <Typography.Text strong data-testid="cashier-total">
                      {money(totals.owed)}
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={8} />
                </Table.Summary.Row>
              )
            }
          />
          <Form layout="inline" style={{ marginTop: 16, rowGap: 8 }}>
            <Form.Item label={t('fee.cashier.payMethod')}>
              <Select aria-label={t('fee.cashier.payMethod')} value={method} onChange={setMethod} options={methods} style={{ width: 140 }} />
            </Form.Item>
            {method === '6' && (
              <Form.Item label={t('fee.cashier.fundsAccount')}>
                <FundsAccountSelect accounts={accounts} value={chosenAccount} onChange={setResidentId} />
              </Form.Item>
            )}
            <Form.Item label={t('fee.cashier.total')}>
              <Typography.Text strong style={{ fontSize: 18 }}>
                ¥{totals.owed}
              </Typography.Text>
            </Form.Item>
            <Form.Item>
              <Button type="primary" size="large" loading={paying} disabled={picked.length === 0 || (method === '6' && !chosenAccount)} onClick={pay}>
                {t('fee.cashier.pay')}
              </Button>
            </Form.Item>
            <Form.Item>
              <Button size="large" onClick={() => setPrepaying(true)}>
                {t('fee.cashier.prepay')}
              </Button>
            </Form.Item>
          </Form>
        </>
      )}
      {payerId && (
        <PrepayModal
          open={prepaying}
          field={kind}
          payerId={payerId}
          onClose={() => setPrepaying(false)}
          onPaid={(result) => {
            setPrepaying(false);
            setPaid(result);
            setFundsVersion((n) => n + 1);
          }}
        />
      )}
    </Card>
  );
}
