import { BATCH_MAX, Building, ROOM_NO_PATTERNS, type BatchGenerate, permissionOf, planBatch } from '@zhwy/contracts';
import { Alert, App, Button, Descriptions, Form, InputNumber, Input, Modal, Select, Space, Steps, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { RefSelect, useRefLabels } from '../../platform/resource/index.ts';
import { currentCommunity } from '../place-tree/current-community.ts';

type Values = { areaId?: number; buildingNos?: string; aboveFloors?: number; underFloors?: number; units?: number; roomsPerFloor?: number; pattern?: BatchGenerate['pattern']; basementRooms?: boolean };
const BUILDING_NOS = /^[A-Za-z0-9]{1,20}(\s*[,，]\s*[A-Za-z0-9]{1,20}){0,49}$/;
const nosOf = (text = '') => text.split(/[,，]/).map((s) => s.trim()).filter(Boolean);

/**
 * 批量生成: buildings (numbers, floors above and below), units and rooms per floor, a numbering rule, then a preview
 * (counts and sample numbers, from the same planBatch the server uses) before one call creates all or nothing.
 */
export function BatchWizard({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Values | undefined;
  const input = (v: Values | undefined): BatchGenerate | null =>
    v?.areaId && v.buildingNos && BUILDING_NOS.test(v.buildingNos) && v.aboveFloors && v.roomsPerFloor && v.units !== undefined
      ? { areaId: v.areaId, buildingNos: nosOf(v.buildingNos), aboveFloors: v.aboveFloors, underFloors: v.underFloors ?? 0, units: v.units, roomsPerFloor: v.roomsPerFloor, pattern: v.pattern, basementRooms: v.basementRooms ?? false }
      : null;
  const request = input(values);
  const plan = request ? planBatch(request) : null;
  // The preview names the community the buildings go into (its label, as the select showed it).
  const communityName = useRefLabels('base.community', values?.areaId ? [values.areaId] : []).get(values?.areaId ?? 0) ?? '';
  const k = (key: string) => t(`base.hierarchy.${key}`);
  const fieldsOf = [['areaId', 'buildingNos', 'aboveFloors', 'underFloors'], ['units', 'roomsPerFloor', 'pattern', 'basementRooms']];
  // Opened, it starts in the community chosen in the list's tree (the current community), as 新增 does.
  useEffect(() => {
    const areaId = currentCommunity();
    if (open && areaId && !form.getFieldValue('areaId')) form.setFieldValue('areaId', areaId);
  }, [open, form]);

  const close = () => {
    setOpen(false);
    setStep(0);
    form.resetFields();
  };
  const next = async () => {
    await form.validateFields(fieldsOf[step]);
    setStep(step + 1);
  };
  const submit = async () => {
    if (!request) return;
    setBusy(true);
    try {
      const answer = await http.post<{ data: { rooms: number } }>('/api/base/ComBuilding/batchGenerate', request);
      message.success(t('base.hierarchy.generated', { rooms: answer.data.rooms }));
      close();
      onDone();
    } catch {
      // The client shows the server's refusal (楼栋编号 3 已存在, 一次最多生成 10000 间房屋).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Auth code={permissionOf(Building, 'add')}>
      <Button onClick={() => setOpen(true)}>{k('batch')}</Button>
      <Modal
        open={open}
        title={k('batchTitle')}
        onCancel={close}
        width={640}
        destroyOnHidden
        footer={
          <Space>
            {step > 0 && <Button onClick={() => setStep(step - 1)}>{k('prev')}</Button>}
            {step < 2 && (
              <Button type="primary" onClick={() => void next()}>
                {k('next')}
              </Button>
            )}
            {step === 2 && (
              <Button type="primary" loading={busy} disabled={!plan || plan.rooms > BATCH_MAX} onClick={() => void submit()}>
                {k('generate')}
              </Button>
            )}
          </Space>
        }
      >
        <Steps size="small" current={step} items={[{ title: k('stepBuilding') }, { title: k('stepRooms') }, { title: k('stepPreview') }]} style={{ marginBottom: 24 }} />
        <Form form={form} layout="horizontal" labelCol={{ flex: '150px' }} labelWrap preserve initialValues={{ underFloors: 0, units: 2, roomsPerFloor: 4, aboveFloors: 18, pattern: 'floorTimes100', basementRooms: false }}>
          <div style={{ display: step === 0 ? undefined : 'none' }}>
            <Form.Item name="areaId" label={k('area')} rules={[{ required: true }]}>
              <RefSelect target="base.community" placeholder={k('area')} />
            </Form.Item>
            <Form.Item name="buildingNos" label={k('buildingNos')} extra={k('buildingNosHelp')} rules={[{ required: true }, { pattern: BUILDING_NOS, message: k('buildingNoInvalid') }]}>
              <Input maxLength={1100} placeholder="1,2,3" />
            </Form.Item>
            <Form.Item name="aboveFloors" label={k('aboveFloors')} rules={[{ required: true }]}>
              <InputNumber min={1} max={200} precision={0} />
            </Form.Item>
            <Form.Item name="underFloors" label={k('underFloors')}>
              <InputNumber min={0} max={20} precision={0} />
            </Form.Item>
          </div>
          <div style={{ display: step === 1 ? undefined : 'none' }}>
            <Form.Item name="units" label={k('units')} rules={[{ required: true }]}>
              <InputNumber min={0} max={20} precision={0} />
            </Form.Item>
            <Form.Item name="roomsPerFloor" label={k('roomsPerFloor')} rules={[{ required: true }]}>
              <InputNumber min={1} max={99} precision={0} />
            </Form.Item>
            <Form.Item name="pattern" label={k('pattern')} extra={k('basementNote')}>
              <Select options={ROOM_NO_PATTERNS.map((p) => ({ value: p, label: k(`patterns.${p}`) }))} />
            </Form.Item>
            <Form.Item name="basementRooms" label={k('basementRooms')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>
        </Form>
        {step === 2 && plan && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type={plan.rooms > BATCH_MAX ? 'error' : 'info'} showIcon title={plan.rooms > BATCH_MAX ? t('base.hierarchy.previewTooMany', { max: BATCH_MAX }) : t('base.hierarchy.previewCounts', plan)} />
            <Descriptions size="small" bordered column={1} styles={{ label: { width: 150 } }}>
              <Descriptions.Item label={k('area')}>{communityName}</Descriptions.Item>
              <Descriptions.Item label={k('buildingNos')}>{request!.buildingNos.join('、')}</Descriptions.Item>
              <Descriptions.Item label={k('previewSample')}>
                {plan.samples.map((s) => (
                  <Tag key={s}>{s}</Tag>
                ))}
              </Descriptions.Item>
            </Descriptions>
          </Space>
        )}
      </Modal>
    </Auth>
  );
}
