import { ResidentRoom, VALIDATION_MESSAGES, formatMessage } from '@zhwy/contracts';
import { App, Descriptions, Form, Grid, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel } from '../../platform/dict/dictionary.ts';
import { http } from '../../platform/http/client.ts';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { FieldInput, type Row, type RuleText, createDefaults, editValues, fieldRules, labelKey, serverFieldErrors, stripInput, titleKey, toSubmitBody } from '../../platform/resource/index.ts';
import { RoomPicker, pickerApi } from '../pickers/index.ts';
import { ResidentSelect } from './ResidentSelect.tsx';

export const BIND = '/api/base/new-resident-room/saveBindRoom';
export const UPDATE_BIND = '/api/base/new-resident-room/updateBind';

export type BindTarget = { mode: 'create' } | { mode: 'edit'; row: Row };

const NAMES = ['residentId', 'roomId', 'relation', 'startDate', 'endDate', 'remark'] as const;
/** What an edit may change: the relation, the dates and the remark (moving a binding is 解绑 then 绑定). */
const EDITABLE = ['relation', 'startDate', 'endDate', 'remark'] as const;

/**
 * 绑定房屋 / 编辑绑定: a resident (searched by name), a room of its community (the hierarchy's picker, with the
 * room's state now), the relation and the dates. The server keeps the room's state and the resident's first room.
 */
export function BindForm({ target, onClose, onSaved }: { target: BindTarget | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [areaId, setAreaId] = useState<number | undefined>();
  const [roomState, setRoomState] = useState<string | undefined>();
  const narrow = !Grid.useBreakpoint().sm;
  const editing = target?.mode === 'edit' ? target.row : null;
  const name = t(titleKey(ResidentRoom));

  const text = (field: string): RuleText => {
    const label = t(labelKey(ResidentRoom, field));
    return (key, params) =>
      key === 'required' ? t('resource.required', { label }) : key === 'requiredSelect' ? t('resource.requiredSelect', { label }) : formatMessage(VALIDATION_MESSAGES[locale][key], params);
  };
  const placeholder = (field: keyof typeof ResidentRoom.fields) => t(ResidentRoom.fields[field].kind === 'textarea' ? 'resource.inputPlaceholder' : 'resource.selectPlaceholder', { label: t(labelKey(ResidentRoom, field)) });

  const submit = async (values: Record<string, unknown>) => {
    const all = toSubmitBody(ResidentRoom, values, { id: editing?.id });
    const body = editing ? { id: editing.id, ...Object.fromEntries(EDITABLE.map((k) => [k, all[k]])) } : Object.fromEntries(NAMES.map((k) => [k, all[k]]));
    setSaving(true);
    try {
      await http.post(editing ? UPDATE_BIND : BIND, body);
      void message.success(t('common.submitSuccess'));
      onClose();
      onSaved();
    } catch (error) {
      form.setFields(serverFieldErrors(error, NAMES));
    } finally {
      setSaving(false);
    }
  };

  /** The picked room's state as it is now (read from its floor's rooms). */
  const roomPicked = async (roomId: number | undefined, path?: { buildingId?: number; floor?: number; unitId?: number }) => {
    setRoomState(undefined);
    if (!roomId || !path?.buildingId || path.floor === undefined) return;
    const rooms = await pickerApi.rooms(path.buildingId, path.floor, path.unitId).catch(() => []);
    setRoomState(rooms.find((room) => room.id === roomId)?.state);
  };

  const item = (field: (typeof NAMES)[number], input: React.ReactNode, extra?: React.ReactNode) => (
    <Form.Item
      key={field}
      name={field}
      label={t(labelKey(ResidentRoom, field))}
      rules={fieldRules(ResidentRoom.fields[field], text(field))}
      normalize={field === 'remark' ? stripInput : undefined}
      extra={extra}
      validateFirst
    >
      {input}
    </Form.Item>
  );

  return (
    <Modal
      open={target !== null}
      title={editing ? t('resource.editTitle', { name }) : t('base.residentRoom.messages.bindTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: saving }}
      destroyOnHidden
      width={600}
    >
      {target && (
        <Form
          form={form}
          name="resident-room-form"
          layout={narrow ? 'vertical' : 'horizontal'}
          labelCol={narrow ? undefined : { flex: '110px' }}
          labelWrap
          wrapperCol={narrow ? undefined : { flex: 1 }}
          initialValues={editing ? editValues(ResidentRoom, editing) : createDefaults(ResidentRoom)}
          onFinish={submit}
          disabled={saving}
          preserve={false}
          style={{ marginTop: 16 }}
        >
          {editing ? (
            <Descriptions
              size="small"
              column={1}
              bordered
              style={{ marginBottom: 16 }}
              items={[
                { key: 'residentName', label: t(labelKey(ResidentRoom, 'residentName')), children: String(editing.residentName ?? '') },
                { key: 'roomName', label: t(labelKey(ResidentRoom, 'roomName')), children: String(editing.roomName ?? '') },
              ]}
            />
          ) : (
            <>
              {item(
                'residentId',
                <ResidentSelect
                  placeholder={t('base.residentRoom.messages.pickResident')}
                  onPicked={(option) => {
                    setAreaId(option?.areaId);
                    form.setFieldValue('roomId', undefined);
                    setRoomState(undefined);
                  }}
                />,
              )}
              {item(
                'roomId',
                <RoomPicker areaId={areaId} disabled={!areaId} placeholder={areaId ? placeholder('roomId') : t('base.residentRoom.messages.pickResidentFirst')} onChange={(id, path) => void roomPicked(id, path)} />,
                roomState !== undefined && (
                  <Typography.Text type="secondary">
                    {t('base.residentRoom.messages.currentState')} <Tag>{dictLabel('com_room_state', roomState, 'base')}</Tag>
                  </Typography.Text>
                ),
              )}
            </>
          )}
          {item('relation', <FieldInput field={ResidentRoom.fields.relation} module="base" mode="form" placeholder={placeholder('relation')} />)}
          {item('startDate', <FieldInput field={ResidentRoom.fields.startDate} module="base" mode="form" placeholder={placeholder('startDate')} />)}
          {item('endDate', <FieldInput field={ResidentRoom.fields.endDate} module="base" mode="form" placeholder={placeholder('endDate')} />)}
          {item('remark', <FieldInput field={ResidentRoom.fields.remark} module="base" mode="form" placeholder={placeholder('remark')} />)}
        </Form>
      )}
    </Modal>
  );
}
