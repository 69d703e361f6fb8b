import { BILL_CODES, FeeBillRun } from '@zhwy/contracts';
import { Alert, App, Button, Card, DatePicker, Descriptions, Form, Progress, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { RefSelect, ResourcePage, serverFieldErrors } from '../../platform/resource/index.ts';

type Values = { areaId?: number; feeItemId?: number; month?: Dayjs; buildingIds?: number[] };
type Preview = { payers: number; create: number; skipped: number; amount: string; discount: string; periodStart: string; periodEnd: string; dueDate: string };
type Run = { id: number; state: string; total: number; done: number; created: number; skipped: number; amount: string; message: string | null };
type Option = { value: number; label: string };

const BILL = '/api/zhwy/fee-bill';
const POLL_MS = 700;

/** The enabled fee items and the buildings of a community, for the form's selects. */
const useCommunityOptions = (areaId: number | undefined) => {
  // Kept with the community they were read for: another community's options are never shown.
  const [loaded, setLoaded] = useState<{ areaId: number; items: Option[]; buildings: Option[] } | null>(null);
  useEffect(() => {
    let live = true;
    if (!areaId) return;
    const query = { 'areaId.equals': String(areaId), size: '1000' };
    void Promise.all([
      http.get<{ data: { id: number; itemName: string }[] }>('/api/zhwy/fee-item', { ...query, 'state.equals': '1' }),
      http.get<{ data: { id: number; buildingName: string }[] }>('/api/base/ComBuilding', query),
    ]).then(([items, buildings]) => {
      if (live) {
        setLoaded({
          areaId,
          items: items.data.map((row) => ({ value: row.id, label: row.itemName })),
          buildings: buildings.data.map((row) => ({ value: row.id, label: row.buildingName })),
        });
      }
    });
    return () => {
      live = false;
    };
  }, [areaId]);
  const none: Option[] = [];
  return loaded && loaded.areaId === areaId ? loaded : { items: none, buildings: none };
};

/**
 * 批量生成: a community, a fee item, the first month of the period (the item's cycle gives the months) and optionally
 * some buildings; 预览 shows what would be created (bills already there are skipped), 生成 starts a run whose progress
 * the page follows to its result. The runs are listed below.
 */
export function GeneratePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const areaId = Form.useWatch('areaId', form);
  const { items, buildings } = useCommunityOptions(areaId);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [busy, setBusy] = useState(false);
  const [listKey, setListKey] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const k = (key: string, params?: Record<string, unknown>) => t(`fee.bills.${key}`, params);
  useEffect(() => () => clearTimeout(timer.current), []);

  const bodyOf = async () => {
    const v = await form.validateFields();
    return { areaId: v.areaId, feeItemId: v.feeItemId, periodMonth: v.month!.format('YYYY-MM'), buildingIds: v.buildingIds ?? [] };
  };
  const fieldErrors = (error: unknown) => {
    // The server names the month `periodMonth`; the form holds it as `month`.
    const errors = serverFieldErrors(error, ['areaId', 'feeItemId', 'periodMonth', 'buildingIds']).map(({ name, errors: texts }) => ({ name: (name === 'periodMonth' ? 'month' : name) as keyof Values, errors: texts }));
    if (errors.length > 0) form.setFields(errors);
  };
  const poll = (id: number) => {
    void http.get<Run>(`${BILL}/runs/${id}`).then((answer) => {
      setRun(answer);
      if (answer.state === '0' || answer.state === '1') timer.current = setTimeout(() => poll(id), POLL_MS);
      else {
        setBusy(false);
        setListKey((n) => n + 1);
        if (answer.state === '2') void message.success(k('generated', { n: answer.created }));
      }
    }, () => setBusy(false));
  };

  const onPreview = async () => {
    const body = await bodyOf();
    setRun(null);
    try {
      setPreview((await http.post<{ data: Preview }>(`${BILL}/generate/preview`, body)).data);
    } catch (error) {
      fieldErrors(error);
    }
  };
  const onGenerate = async () => {
    const body = await bodyOf();
    setBusy(true);
    setRun(null);
    try {
      const answer = await http.post<{ data: { id: number } }>(`${BILL}/generate`, body);
      poll(answer.data.id);
    } catch (error) {
      setBusy(false);
      fieldErrors(error);
    }
  };
  const percent = run && run.total > 0 ? Math.floor((run.done * 100) / run.total) : run?.state === '2' ? 100 : 0;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={k('generateTitle')}>
        <Form form={form} layout="vertical" style={{ maxWidth: 960 }} onValuesChange={() => setPreview(null)}>
          <Space wrap size={16} align="start">
            <Form.Item name="areaId" label={k('area')} rules={[{ required: true, message: k('areaRequired') }]} style={{ width: 240 }}>
              <RefSelect target="base.community" placeholder={k('area')} onChange={() => form.setFieldsValue({ feeItemId: undefined, buildingIds: [] })} />
            </Form.Item>
            <Form.Item name="feeItemId" label={k('feeItem')} rules={[{ required: true, message: k('feeItemRequired') }]} style={{ width: 240 }}>
              <Select options={items} placeholder={k('feeItem')} disabled={!areaId} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
            <Form.Item name="month" label={k('month')} rules={[{ required: true, message: k('monthRequired') }]} style={{ width: 180 }}>
              <DatePicker picker="month" style={{ width: '100%' }} placeholder={k('month')} />
            </Form.Item>
            <Form.Item name="buildingIds" label={k('buildings')} extra={k('buildingsHelp')} style={{ width: 280 }}>
              <Select mode="multiple" options={buildings} placeholder={k('allBuildings')} disabled={!areaId} showSearch={{ optionFilterProp: 'label' }} allowClear />
            </Form.Item>
          </Space>
          <Space>
            <Button onClick={() => void onPreview()} disabled={busy}>
              {k('preview')}
            </Button>
            <Auth code={BILL_CODES.generate}>
              <Button type="primary" onClick={() => void onGenerate()} loading={busy}>
                {k('generate')}
              </Button>
            </Auth>
          </Space>
        </Form>
        {preview && (
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginTop: 16 }} aria-label={k('previewTitle')}>
            <Descriptions.Item label={k('period')}>{`${preview.periodStart} ~ ${preview.periodEnd}`}</Descriptions.Item>
            <Descriptions.Item label={k('dueDate')}>{preview.dueDate}</Descriptions.Item>
            <Descriptions.Item label={k('payers')}>{preview.payers}</Descriptions.Item>
            <Descriptions.Item label={k('toCreate')}>{preview.create}</Descriptions.Item>
            <Descriptions.Item label={k('skipped')}>{preview.skipped}</Descriptions.Item>
            <Descriptions.Item label={k('amount')}>{`¥${preview.amount}`}</Descriptions.Item>
            <Descriptions.Item label={k('discount')}>{`¥${preview.discount}`}</Descriptions.Item>
          </Descriptions>
        )}
        {run && (
          <div style={{ marginTop: 16 }} aria-label={k('progress')}>
            <Progress percent={percent} status={run.state === '3' ? 'exception' : run.state === '2' ? 'success' : 'active'} format={() => `${run.done} / ${run.total}`} />
            {run.state === '2' && <Alert type="success" showIcon message={k('result', { created: run.created, skipped: run.skipped, amount: run.amount })} />}
            {run.state === '3' && <Alert type="error" showIcon message={k('failed', { message: run.message ?? '' })} />}
          </div>
        )}
      </Card>
      <ResourcePage key={listKey} entity={FeeBillRun} nameField="id" title={k('runs')} />
    </Space>
  );
}
