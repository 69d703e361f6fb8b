import { AuditOutlined } from '@ant-design/icons';
import {
  type EntityDef,
  TRANSITION_REMARK_MAX,
  type TransitionCall,
  type TransitionFieldDef,
  VALIDATION_MESSAGES,
  formatMessage,
  isRequiredFor,
  transitionCodeOf,
  transitionFieldsEntity,
  transitionFieldsOf,
  transitionsOf as allTransitionsOf,
} from '@zhwy/contracts';
import { App, Button, Flex, Form, type FormRule, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../access/access.tsx';
import { request } from '../http/client.ts';
import { useLocaleStore } from '../i18n/index.ts';
import { type Row, type RuleText, fieldRules, itemPath, labelKey, stripInput, toSubmitBody } from './derive.ts';
import { FieldInput } from './fields.tsx';
import { transitionFieldKey } from './labels.ts';
import { EnumTag } from './ResourceTable.tsx';
import { serverFieldErrors } from './server-errors.ts';

/** The entity's named transitions (an audit's `verify`): each is a row action where the row's state allows it. */
export const transitionsOf = (entity: EntityDef): TransitionCall[] => allTransitionsOf(entity).filter((call) => !!call.name);

/**
 * A transition field's `required` / `requiredTo` rule, read against the outcome chosen when it runs: a rule built
 * from the rendered outcome would still hold the previous one when a change of outcome re-validates the field.
 */
const requiredFor =
  (fieldDef: TransitionFieldDef, outcome: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const chosen = getFieldValue(outcome) as string | undefined;
      const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
      return chosen !== undefined && isRequiredFor(fieldDef, chosen) && empty ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

type Props = { entity: EntityDef; call: TransitionCall; row: Row; name?: string; onDone: () => void };

/**
 * One transition of one row (审核): shown to whoever holds its code (the edit code unless it names its own) while the
 * row is in one of the call's `from` states; a dialog names the row and its state and offers the call's `to` states
 * (已发布 / 已驳回); the server checks again.
 */
export function TransitionAction({ entity, call, row, name, onDone }: Props) {
  const { t } = useTranslation();
  const { can } = useAccess();
  const [open, setOpen] = useState(false);
  const value = String(row[call.field] ?? '');
  if (!can(transitionCodeOf(entity, call)) || !call.from.includes(value)) return null;
  return (
    <>
      <Button type="link" size="small" icon={<AuditOutlined />} onClick={() => setOpen(true)}>
        {t(`resource.calls.${call.name}`)}
      </Button>
      {open && <TransitionDialog entity={entity} call={call} row={row} name={name} onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}

/**
 * The transition's form: the outcome (one of `to`), the transition's own fields (a rejection's reason, an assignee)
 * with their rules (one `requiredTo` an outcome is required once it is chosen), and the remark; the server's field
 * errors land on their fields.
 */
function TransitionDialog({ entity, call, row, name, onClose, onDone }: Omit<Props, 'onDone'> & { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const choice = Form.useWatch(call.field, form) as string | undefined;
  const def = entity.fields[call.field]!;
  const own = transitionFieldsOf(call);
  const verb = t(`resource.calls.${call.name}`);

  const submit = async (values: Record<string, unknown>) => {
    const inPath = call.path.includes(':id');
    const remark = typeof values.remark === 'string' ? String(stripInput(values.remark)).trim() : '';
    const body: Record<string, unknown> = {
      ...toSubmitBody(transitionFieldsEntity(entity, call), values),
      [call.field]: values[call.field],
      remark: remark === '' ? null : remark,
      ...(inPath ? {} : { id: row.id }),
    };
    setBusy(true);
    try {
      await request(call.method, inPath ? itemPath(call.path, row.id) : call.path, call.method === 'GET' ? { query: body as Record<string, string> } : { body });
      message.success(t('resource.setFieldDone'));
      onClose();
      onDone();
    } catch (error) {
      // The client has shown the server's message; field errors also land on their fields.
      form.setFields(serverFieldErrors(error, [call.field, 'remark', ...own.map(([field]) => field)]));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('resource.transitionTitle', { verb, name: name ?? `#${row.id}` })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !choice }}
      confirmLoading={busy}
      width={480}
    >
      <Flex align="center" gap={8} style={{ margin: '16px 0' }}>
        {t(labelKey(entity, call.field))}: <EnumTag entity={entity} name={call.field} field={def} value={row[call.field]} />
      </Flex>
      <Form form={form} name={`${entity.name}-${call.name}`} layout="vertical" onFinish={submit} disabled={busy}>
        <Form.Item name={call.field} label={t('resource.transitionTo')}>
          <Radio.Group
            aria-label={t('resource.transitionTo')}
            options={(call.to ?? []).map((to) => ({ value: to, label: <EnumTag entity={entity} name={call.field} field={def} value={to} /> }))}
          />
        </Form.Item>
        {own.map(([field, fieldDef]) => {
          const label = t(transitionFieldKey(entity, call.name!, field), { defaultValue: fieldDef.label ?? field });
          const required = choice !== undefined && isRequiredFor(fieldDef, choice);
          const text: RuleText = (key, params) =>
            key === 'required' ? t('resource.required', { label }) : key === 'requiredSelect' ? t('resource.requiredSelect', { label }) : formatMessage(VALIDATION_MESSAGES[locale][key], params);
          const select = fieldDef.kind === 'enum' || fieldDef.kind === 'ref' || fieldDef.kind === 'refs' || fieldDef.kind === 'date' || fieldDef.kind === 'datetime';
          const placeholder = select ? t('resource.selectPlaceholder', { label }) : t('resource.inputPlaceholder', { label });
          return (
            <Form.Item
              key={field}
              name={field}
              label={label}
              required={required}
              dependencies={[call.field]}
              rules={[requiredFor(fieldDef, call.field, select ? text('requiredSelect') : text('required')), ...fieldRules({ ...fieldDef, required: false }, text)]}
              normalize={fieldDef.kind === 'text' || fieldDef.kind === 'textarea' ? stripInput : undefined}
              validateFirst
            >
              <FieldInput field={{ ...fieldDef, required }} module={entity.module} mode="form" placeholder={placeholder} />
            </Form.Item>
          );
        })}
        <Form.Item name="remark" label={t('resource.transitionRemark')} normalize={stripInput}>
          <Input.TextArea maxLength={TRANSITION_REMARK_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('resource.inputPlaceholder', { label: t('resource.transitionRemark') })} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
