import { type FieldDef, ParkingSpace, SPACE_BATCH_LIMITS, SPACE_BATCH_PATHS, VALIDATION_MESSAGES, formatMessage, permissionOf, planSpaceBatch } from '@zhwy/contracts';
import { Alert, App, Button, Descriptions, Form, Input, InputNumber, Modal, Select, Space, Steps, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { type Envelope, http } from '../../platform/http/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { FieldInput, RefEmpty, RefSelect, type RuleText, fieldRules, labelKey, serverFieldErrors } from '../../platform/resource/index.ts';

type Lot = { id: number; parkingName: string; parkingNo: string; floorRange: { min: number; max: number } };
type Values = { areaId?: number; parkingId?: number; floor?: number; prefix?: string; startNo?: number; endNo?: number; digits?: number; spaceType?: string; area?: string; remark?: string };
type Preview = { count: number; first: string; last: string; parkingName: string; clashes: string[] };

const RULE_FIELDS = ['areaId', 'parkingId', 'floor', 'prefix', 'startNo', 'endNo', 'digits', 'spaceType', 'area', 'remark'] as const;
/** The clashes shown as tags; the count says how many more. */
const SHOWN = 120;
const floorsOf = (lot?: Lot) => {
  if (!lot) return [];
  const { min, max } = lot.floorRange;
  return Array.from({ length: max - min + 1 }, (_, i) => (min < 0 ? max - i : min + i));
};

/** A community's lots with their floors (fee-common getAreaParings), read when the community is chosen. */
const useLots = (areaId?: number) => {
  const [loaded, setLoaded] = useState<{ areaId: number; lots: Lot[] } | null>(null);
  useEffect(() => {
    if (!areaId) return;
    let current = true;
    http
      .get<Envelope<Lot[]>>(`/api/zhwy/fee-common/getAreaParings/${areaId}`)
      .then((answer) => current && setLoaded({ areaId, lots: answer.data }))
      .catch(() => current && setLoaded({ areaId, lots: [] }));
    return () => {
      current = false;
    };
  }, [areaId]);
  const fresh = !!areaId && loaded?.areaId === areaId;
  return { lots: fresh ? loaded.lots : [], loading: !!areaId && !fresh };
};

/**
 * 批量新增车位: a lot and floor, a prefix and a number range with zero padding (B1-001 … B1-200), the type, area and
 * remark all share; then the server's preview (count, first and last, the numbers the lot already has) before one
 * call creates all or none. The numbers come from planSpaceBatch, the same function the server inserts with.
 */
export function SpaceBatchButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Values | undefined;
  const { lots, loading } = useLots(values?.areaId);
  const lot = lots.find((l) => l.id === values?.parkingId);
  const k = (key: string, params?: Record<string, unknown>) => t(`base.parkingSpace.batch.${key}`, params);
  const label = (field: string) => (field in ParkingSpace.fields ? t(labelKey(ParkingSpace, field)) : k(field));
  const textOf =
    (field: string): RuleText =>
    (key, params) =>
      key === 'required' ? t('resource.required', { label: label(field) }) : key === 'requiredSelect' ? t('resource.requiredSelect', { label: label(field) }) : formatMessage(VALIDATION_MESSAGES[locale][key], params);
  const rulesOf = (field: keyof typeof ParkingSpace.fields): Rule[] => fieldRules(ParkingSpace.fields[field] as FieldDef, textOf(field));
  const required = (field: string, select = false): Rule => ({ required: true, message: t(select ? 'resource.requiredSelect' : 'resource.required', { label: label(field) }) });
  const range = values?.startNo != null && values.endNo != null ? { prefix: values.prefix?.trim(), startNo: values.startNo, endNo: values.endNo, digits: values.digits ?? 3 } : null;
  const plan = range ? planSpaceBatch(range) : null;
  /** The range's rules, as the server words them: on the field the server names. */
  const planRule = (field: 'endNo' | 'prefix'): Rule => ({
    validator: async () => {
      const problem = plan?.problem;
      if (problem && problem.field === field) throw new Error(formatMessage(VALIDATION_MESSAGES[locale][problem.key], problem.params));
    },
  });

  const close = () => {
    setOpen(false);
    setPreview(null);
    form.resetFields();
  };
  const bodyOf = (v: Values) => ({
    areaId: v.areaId,
    parkingId: v.parkingId,
    floor: v.floor,
    prefix: v.prefix?.trim() ?? '',
    startNo: v.startNo,
    endNo: v.endNo,
    digits: v.digits,
    spaceType: v.spaceType,
    area: v.area?.trim() || null,
    remark: v.remark?.trim() || null,
  });
  const refused = (error: unknown) => form.setFields(serverFieldErrors(error, RULE_FIELDS) as Parameters<typeof form.setFields>[0]);
  const showPreview = async () => {
    const checked = await form.validateFields();
    setBusy(true);
    try {
      setPreview((await http.post<Envelope<Preview>>(SPACE_BATCH_PATHS.preview, bodyOf(checked))).data);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    setBusy(true);
    try {
      const answer = await http.post<Envelope<{ created: number }>>(SPACE_BATCH_PATHS.add, bodyOf(form.getFieldsValue(true) as Values));
      message.success(k('saved', { count: answer.data.created }));
      close();
      onDone();
    } catch (error) {
      // Numbers taken since the preview: shown in it (the server answers them all).
      const clashes = error instanceof HttpError ? error.body.clashes : undefined;
      if (preview && Array.isArray(clashes)) setPreview({ ...preview, clashes: clashes.map(String) });
      else {
        setPreview(null);
        refused(error);
      }
    } finally {
      setBusy(false);
    }
  };
  const floorLabel = (floor: number) => (floor < 0 ? k('floorBelow', { n: -floor }) : k('floorAbove', { n: floor }));
  const clashes = preview?.clashes ?? [];

  return (
    <Auth code={permissionOf(ParkingSpace, 'add')}>
      <Button onClick={() => setOpen(true)}>{k('button')}</Button>
      <Modal
        open={open}
        title={k('title')}
        onCancel={close}
        width={680}
        destroyOnHidden
        maskClosable={false}
        footer={
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            {preview ? (
              <>
                <Button onClick={() => setPreview(null)}>{k('prev')}</Button>
                <Button type="primary" loading={busy} disabled={clashes.length > 0} onClick={() => void save()}>
                  {k('save')}
                </Button>
              </>
            ) : (
              <Button type="primary" loading={busy} onClick={() => void showPreview()}>
                {k('preview')}
              </Button>
            )}
          </Space>
        }
      >
        <Steps size="small" current={preview ? 1 : 0} items={[{ title: k('stepRule') }, { title: k('stepPreview') }]} style={{ margin: '8px 0 24px' }} />
        <Form form={form} name="parking-space-batch" layout="horizontal" labelCol={{ flex: '120px' }} labelWrap wrapperCol={{ flex: 1 }} preserve initialValues={{ startNo: 1, digits: 3, spaceType: ParkingSpace.fields.spaceType.default }} disabled={busy} style={{ display: preview ? 'none' : undefined }}>
          <Form.Item name="areaId" label={label('areaId')} rules={[required('areaId', true)]}>
            <RefSelect target="base.community" placeholder={t('resource.selectPlaceholder', { label: label('areaId') })} onChange={() => form.setFieldsValue({ parkingId: undefined, floor: undefined })} />
          </Form.Item>
          <Form.Item name="parkingId" label={label('parkingId')} rules={[required('parkingId', true)]} extra={values?.areaId ? undefined : k('communityFirst')}>
            <Select
              options={lots.map((l) => ({ value: l.id, label: l.parkingName }))}
              loading={loading}
              disabled={!values?.areaId}
              notFoundContent={<RefEmpty target="base.parking" />}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('resource.selectPlaceholder', { label: label('parkingId') })}
              onChange={(id: number) => form.setFieldsValue({ floor: floorsOf(lots.find((l) => l.id === id))[0] })}
            />
          </Form.Item>
          <Form.Item name="floor" label={label('floor')} rules={[required('floor', true)]}>
            <Select options={floorsOf(lot).map((floor) => ({ value: floor, label: floorLabel(floor) }))} disabled={!lot} placeholder={t('resource.selectPlaceholder', { label: label('floor') })} />
          </Form.Item>
          <Form.Item name="prefix" label={k('prefix')} extra={k('prefixHelp')} rules={[{ max: ParkingSpace.fields.spaceNo.max - 1, message: formatMessage(VALIDATION_MESSAGES[locale].max, { max: ParkingSpace.fields.spaceNo.max - 1 }) }, planRule('prefix')]} dependencies={['endNo', 'digits']}>
            <Input placeholder="B1-" maxLength={ParkingSpace.fields.spaceNo.max - 1} allowClear />
          </Form.Item>
          <Form.Item label={k('range')} required extra={plan && !plan.problem ? k('sample', { first: plan.first, last: plan.last, count: plan.count }) : undefined}>
            <Space.Compact block>
              <Form.Item name="startNo" noStyle rules={[required('startNo')]}>
                <InputNumber min={0} max={SPACE_BATCH_LIMITS.number} precision={0} placeholder={k('startNo')} aria-label={k('startNo')} style={{ width: 'calc(50% - 20px)' }} />
              </Form.Item>
              <Input value="~" disabled tabIndex={-1} aria-hidden style={{ width: 40, textAlign: 'center', pointerEvents: 'none' }} />
              <Form.Item name="endNo" noStyle rules={[required('endNo'), planRule('endNo')]} dependencies={['startNo']}>
                <InputNumber min={0} max={SPACE_BATCH_LIMITS.number} precision={0} placeholder={k('endNo')} aria-label={k('endNo')} style={{ width: 'calc(50% - 20px)' }} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <Form.Item name="digits" label={k('digits')} extra={k('digitsHelp')} rules={[required('digits')]}>
            <InputNumber min={1} max={SPACE_BATCH_LIMITS.digits} precision={0} />
          </Form.Item>
          <Form.Item name="spaceType" label={label('spaceType')} rules={rulesOf('spaceType')}>
            <FieldInput field={ParkingSpace.fields.spaceType as FieldDef} module="base" mode="form" />
          </Form.Item>
          <Form.Item name="area" label={label('area')} rules={rulesOf('area')}>
            <FieldInput field={ParkingSpace.fields.area as FieldDef} module="base" mode="form" placeholder={t('resource.inputPlaceholder', { label: label('area') })} />
          </Form.Item>
          <Form.Item name="remark" label={label('remark')} rules={rulesOf('remark')}>
            <FieldInput field={ParkingSpace.fields.remark as FieldDef} module="base" mode="form" placeholder={t('resource.inputPlaceholder', { label: label('remark') })} />
          </Form.Item>
        </Form>
        {preview && (
          <Space orientation="vertical" style={{ width: '100%' }} data-testid="space-batch-preview">
            <Alert type={clashes.length > 0 ? 'error' : 'success'} showIcon title={clashes.length > 0 ? k('clashes', { n: clashes.length }) : k('noClash')} />
            <Descriptions size="small" bordered column={1} styles={{ label: { width: 140 } }}>
              <Descriptions.Item label={label('parkingId')}>{preview.parkingName}</Descriptions.Item>
              <Descriptions.Item label={label('floor')}>{floorLabel(Number(values?.floor))}</Descriptions.Item>
              <Descriptions.Item label={k('count')}>{preview.count}</Descriptions.Item>
              <Descriptions.Item label={k('first')}>{preview.first}</Descriptions.Item>
              <Descriptions.Item label={k('last')}>{preview.last}</Descriptions.Item>
              {clashes.length > 0 && (
                <Descriptions.Item label={k('taken')}>
                  {clashes.slice(0, SHOWN).map((no) => (
                    <Tag key={no} color="error">
                      {no}
                    </Tag>
                  ))}
                  {clashes.length > SHOWN && <Typography.Text type="secondary">{k('more', { n: clashes.length - SHOWN })}</Typography.Text>}
                </Descriptions.Item>
              )}
            </Descriptions>
          </Space>
        )}
      </Modal>
    </Auth>
  );
}
