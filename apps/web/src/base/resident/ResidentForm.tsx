import { type EntityDef, ResidentRoom, Resident, VALIDATION_MESSAGES, formatMessage, idCardBirthday, idCardSex, residentIdErrors } from '@zhwy/contracts';
import { App, Button, Divider, Drawer, Flex, Form, Grid, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../platform/http/client.ts';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { FieldInput, type Row, type RuleText, createDefaults, editValues, fieldRules, formFieldsOf, labelKey, serverFieldErrors, stripInput, titleKey, toSubmitBody } from '../../platform/resource/index.ts';
import { RoomPicker } from '../pickers/index.ts';
import { CAPTCHA_FIELD, MobileCaptcha } from './MobileCaptcha.tsx';

export const RESIDENT_CREATE = '/api/base/new-com-resident/insertNewComResident';
export const RESIDENT_UPDATE = '/api/base/new-com-resident/updateNewComResident';

/** What the form is open on: a new resident, or a row of the list (masked, as read). */
export type ResidentTarget = { mode: 'create' } | { mode: 'edit'; row: Row };

const FIELDS = formFieldsOf(Resident);
const NAMES = [...FIELDS.map(([name]) => name), 'roomId', 'relation', CAPTCHA_FIELD];

/**
 * A field's rules on an edit: a masked value (138****8000) left as it was read passes, since the server keeps the
 * stored one for it; anything typed is checked as on a create.
 */
const keepMasked = (rules: Rule[], original: unknown): Rule[] =>
  typeof original === 'string' && original.includes('*')
    ? rules.map((rule) =>
        typeof rule === 'object' && rule.validator
          ? { ...rule, validator: (r, value: unknown, cb) => (value === original ? Promise.resolve() : rule.validator!(r, value, cb)) }
          : rule,
      )
    : rules;

/**
 * 新增/编辑住户 (a drawer: the form is long). The ID rules are the server's (`residentIdErrors`): a 居民身份证 number
 * is checked as typed, fills 出生日期 and 性别 when they are empty, and a birthday that contradicts it is refused on
 * 出生日期. A new resident may be bound to a room of its community at once (房屋 and 与房屋关系). 手机号码 has
 * 获取验证码 and, once a code went out, 验证码 (MobileCaptcha: the mobile is saved 已验证). The server's field errors
 * land on their fields.
 */
export function ResidentForm({ target, onClose, onSaved }: { target: ResidentTarget | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const narrow = !Grid.useBreakpoint().sm;
  const editing = target?.mode === 'edit' ? target.row : null;
  const areaId = Form.useWatch('areaId', form) as number | undefined;
  const roomId = Form.useWatch('roomId', form) as number | undefined;
  const title = t(editing ? 'resource.editTitle' : 'resource.createTitle', { name: t(titleKey(Resident)) });

  const ruleText = (entity: EntityDef, field: string): RuleText => {
    const label = t(labelKey(entity, field));
    return (key, params) =>
      key === 'required' ? t('resource.required', { label }) : key === 'requiredSelect' ? t('resource.requiredSelect', { label }) : formatMessage(VALIDATION_MESSAGES[locale][key], params);
  };
  /** The shared ID rule on one of its fields (idCardNo or birthday), in the reader's language. */
  const idRule = (field: 'idCardNo' | 'birthday'): Rule => ({
    validator: (_rule, value: unknown) => {
      const values = form.getFieldsValue(['idCardType', 'idCardNo', 'birthday']) as Record<string, unknown>;
      const birthday = field === 'birthday' ? value : values.birthday;
      const key = residentIdErrors({ ...values, [field]: value, birthday: dayjs.isDayjs(birthday) ? birthday.format('YYYY-MM-DD') : birthday })[field];
      return key ? Promise.reject(new Error(ruleText(Resident, field)(key, { min: 4, max: 30 }))) : Promise.resolve();
    },
  });

  const submit = async (values: Record<string, unknown>) => {
    const body = toSubmitBody(Resident, values, { id: editing?.id });
    if (values[CAPTCHA_FIELD]) body[CAPTCHA_FIELD] = values[CAPTCHA_FIELD];
    if (!editing && values.roomId) {
      body.roomId = values.roomId;
      body.relation = values.relation ?? values.residentType;
    }
    setSaving(true);
    try {
      await http.post(editing ? RESIDENT_UPDATE : RESIDENT_CREATE, body);
      void message.success(t('common.submitSuccess'));
      onClose();
      onSaved();
    } catch (error) {
      form.setFields(serverFieldErrors(error, NAMES));
    } finally {
      setSaving(false);
    }
  };

  /** A valid 居民身份证 number fills an empty 出生日期 and 性别, as the server would store them. */
  const filled = (changed: Record<string, unknown>) => {
    // A room chosen: the relation starts as the resident's type (业主 → 业主), to be changed where it differs.
    if (changed.roomId && !form.getFieldValue('relation')) form.setFieldValue('relation', form.getFieldValue('residentType'));
    if (typeof changed.idCardNo !== 'string' || String(form.getFieldValue('idCardType') ?? '1') !== '1') return;
    const birthday = idCardBirthday(changed.idCardNo);
    if (!birthday) return;
    if (!form.getFieldValue('birthday')) form.setFieldValue('birthday', dayjs(birthday));
    if (!form.getFieldValue('sex')) form.setFieldValue('sex', idCardSex(changed.idCardNo) ?? undefined);
  };

  return (
    <Drawer
      open={target !== null}
      title={title}
      onClose={onClose}
      size={Math.min(720, window.innerWidth)}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={saving} onClick={() => form.submit()}>
            {t('common.submit')}
          </Button>
        </Flex>
      }
    >
      {target && (
        <Form
          form={form}
          name="resident-form"
          layout={narrow ? 'vertical' : 'horizontal'}
          labelCol={narrow ? undefined : { flex: '120px' }}
          labelWrap
          wrapperCol={narrow ? undefined : { flex: 1 }}
          initialValues={editing ? editValues(Resident, editing) : createDefaults(Resident, t)}
          onFinish={submit}
          onValuesChange={filled}
          disabled={saving}
          preserve={false}
          // One form instance serves every opening: without this, the values a closed form left behind (a create's)
          // outweighed the next opening's initial values and an edit after a create opened blank.
          clearOnDestroy
        >
          {FIELDS.map(([name, def]) => {
            const label = t(labelKey(Resident, name));
            const select = def.kind === 'enum' || def.kind === 'ref' || def.kind === 'date' || def.kind === 'image';
            const placeholder = t(select ? 'resource.selectPlaceholder' : 'resource.inputPlaceholder', { label });
            let rules = fieldRules(def, ruleText(Resident, name));
            if (name === 'idCardNo' || name === 'birthday') rules = [...rules, idRule(name)];
            if (editing) rules = keepMasked(rules, editing[name]);
            if (name === 'mobile') return <MobileCaptcha key={name} form={form} label={label} placeholder={placeholder} rules={rules} editing={editing} />;
            return (
              <Form.Item
                key={name}
                name={name}
                label={label}
                rules={rules}
                dependencies={name === 'idCardNo' ? ['idCardType'] : name === 'birthday' ? ['idCardNo', 'idCardType'] : undefined}
                normalize={def.kind === 'text' || def.kind === 'textarea' ? stripInput : undefined}
                validateFirst
              >
                <FieldInput field={def} module="base" mode="form" placeholder={placeholder} disabled={!!editing && name === 'areaId'} />
              </Form.Item>
            );
          })}
          {!editing && (
            <>
              <Divider titlePlacement="start" plain>
                {t('base.resident.messages.roomSection')}
              </Divider>
              <Typography.Paragraph type="secondary">{t('base.resident.messages.roomHint')}</Typography.Paragraph>
              <Form.Item name="roomId" label={t(labelKey(ResidentRoom, 'roomId'))}>
                <RoomPicker areaId={areaId} disabled={!areaId} placeholder={areaId ? t('resource.selectPlaceholder', { label: t(labelKey(ResidentRoom, 'roomId')) }) : t('base.resident.messages.pickCommunityFirst')} />
              </Form.Item>
              <Form.Item name="relation" label={t(labelKey(ResidentRoom, 'relation'))} rules={roomId ? fieldRules(ResidentRoom.fields.relation, ruleText(ResidentRoom, 'relation')) : []}>
                <FieldInput field={ResidentRoom.fields.relation} module="base" mode="form" disabled={!roomId} placeholder={t('resource.selectPlaceholder', { label: t(labelKey(ResidentRoom, 'relation')) })} />
              </Form.Item>
            </>
          )}
        </Form>
      )}
    </Drawer>
  );
}
