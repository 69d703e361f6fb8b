import { FeeOrder } from '@zhwy/contracts';
import { App, Form, InputNumber, Modal, Select, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../platform/http/client.ts';
import { enumOptions } from '../../platform/resource/index.ts';
import { FundsAccountSelect, useFundsAccounts } from './FundsAccountSelect.tsx';

type PayerField = 'roomId' | 'parkingSpaceId' | 'carId';
type PrepayItem = { id: number; itemName: string; cycle: string; fundsPayable: boolean };
type PlannedPeriod = { periodStart: string; periodEnd: string; dueDate: string; billId: number | null; amount: string; discount: string; owed: string };
type Preview = { periods: PlannedPeriod[]; total: string };
export type Prepaid = { id: number; receiptNo: string; totalAmount: string; created: number };

/**
 * 预缴: a periodic fee item of the payer's community and N periods; the preview lists the periods (an open bill of
 * one is paid, a missing one made) with the total; 确认预缴 makes and pays them in one order (POST …/prepay).
 */
export function PrepayModal({ open, field, payerId, onClose, onPaid }: { open: boolean; field: PayerField; payerId: number; onClose: () => void; onPaid: (paid: Prepaid) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [items, setItems] = useState<PrepayItem[]>([]);
  const [pickedItem, setFeeItemId] = useState<number | undefined>();
  const [periods, setPeriods] = useState(3);
  const [previewed, setPreviewed] = useState<{ key: string; preview: Preview } | null>(null);
  const [method, setMethod] = useState('1');
  const [pickedResident, setResidentId] = useState<number | undefined>();
  const [saving, setSaving] = useState(false);
  const accounts = useFundsAccounts(open && field === 'roomId' && method === '6' ? payerId : undefined, 0);
  // The first item and the first account until the cashier picks another.
  const feeItemId = pickedItem ?? items[0]?.id;
  const residentId = pickedResident ?? accounts?.[0]?.residentId;
  const key = `${field}:${payerId}:${feeItemId}:${periods}`;
  const preview = previewed?.key === key ? previewed.preview : null;

  useEffect(() => {
    if (!open) return;
    let live = true;
    void http.get<Envelope<PrepayItem[]>>('/api/zhwy/fee-order/prepay/items', { [field]: payerId }).then((res) => live && setItems(res.data));
    return () => {
      live = false;
    };
  }, [open, field, payerId]);

  useEffect(() => {
    if (!open || !feeItemId || !periods) return;
    let live = true;
    void http
      .get<Envelope<Preview>>('/api/zhwy/fee-order/prepay/preview', { [field]: payerId, feeItemId, periods })
      .then((res) => live && setPreviewed({ key: `${field}:${payerId}:${feeItemId}:${periods}`, preview: res.data }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, field, payerId, feeItemId, periods]);

  const item = items.find((one) => one.id === feeItemId);
  const methods = enumOptions(FeeOrder.fields.payMethod, 'fee').filter((option) => option.value !== '6' || (field === 'roomId' && item?.fundsPayable));
  const submit = async () => {
    if (!feeItemId) return;
    setSaving(true);
    try {
      const body = { [field]: payerId, feeItemId, periods, payMethod: method, ...(method === '6' ? { residentId } : {}) };
      const paid = (await http.post<Envelope<Prepaid>>('/api/zhwy/fee-order/prepay', body)).data;
      message.success(t('fee.cashier.prepayDone'));
      onPaid(paid);
    } catch {
      // The client shows the refusal.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('fee.cashier.prepayTitle')}
      okText={t('fee.cashier.prepayConfirm')}
      okButtonProps={{ disabled: !preview || (method === '6' && !residentId), loading: saving }}
      onOk={() => void submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form layout="inline" style={{ rowGap: 8, marginBottom: 16 }}>
        <Form.Item label={t('fee.cashier.item')}>
          <Select aria-label={t('fee.cashier.item')} value={feeItemId} onChange={setFeeItemId} style={{ width: 200 }} notFoundContent={t('fee.cashier.noPrepayItems')} options={items.map((one) => ({ value: one.id, label: one.itemName }))} />
        </Form.Item>
        <Form.Item label={t('fee.cashier.prepayPeriods')}>
          <InputNumber aria-label={t('fee.cashier.prepayPeriods')} min={1} max={36} precision={0} value={periods} onChange={(n) => setPeriods(n ?? 1)} />
        </Form.Item>
        <Form.Item label={t('fee.cashier.payMethod')}>
          <Select aria-label={t('fee.cashier.prepayMethod')} value={method} onChange={setMethod} options={methods} style={{ width: 120 }} />
        </Form.Item>
        {method === '6' && (
          <Form.Item label={t('fee.cashier.fundsAccount')}>
            <FundsAccountSelect accounts={accounts} value={residentId} onChange={setResidentId} />
          </Form.Item>
        )}
      </Form>
      <Table<PlannedPeriod>
        rowKey="periodStart"
        size="small"
        pagination={false}
        loading={!preview && !!feeItemId}
        dataSource={preview?.periods ?? []}
        columns={[
          { title: t('fee.cashier.period'), key: 'period', render: (_: unknown, p: PlannedPeriod) => `${p.periodStart} ~ ${p.periodEnd}` },
          { title: t('fee.cashier.dueDate'), dataIndex: 'dueDate', key: 'dueDate' },
          { title: t('fee.cashier.prepayBill'), key: 'bill', render: (_: unknown, p: PlannedPeriod) => (p.billId ? <Tag>{t('fee.cashier.prepayExisting')}</Tag> : <Tag color="blue">{t('fee.cashier.prepayNew')}</Tag>) },
          { title: t('fee.cashier.owed'), dataIndex: 'owed', key: 'owed', align: 'right' as const },
        ]}
        summary={() =>
          preview && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                {t('fee.cashier.prepayTotal')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong data-testid="prepay-total">
                  {preview.total}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </Modal>
  );
}
