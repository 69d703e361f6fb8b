import { type EntityDef, VALIDATION_MESSAGES, childrenOf, formatMessage, refTargetOf } from '@zhwy/contracts';
import { App, Button, Drawer, Flex, Form, type FormInstance, Grid, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { Fragment, type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../http/client.ts';
import { useLocaleStore } from '../i18n/index.ts';
import { writeOf } from './calls.ts';
import { type Row, type RuleText, actionKey, createDefaults, editValues, fieldRules, formFieldsOf, labelKey, stripInput, titleKey, toSubmitBody } from './derive.ts';
import { childSubmitBody, childTitleKey } from './child-rows.ts';
import { ChildRowsTable, useChildRowsOf } from './ChildRowsTable.tsx';
import { FieldInput } from './fields.tsx';
import { serverFieldErrors } from './server-errors.ts';

/** Inputs a page renders itself, by field name. */
export type FormInputs = Record<string, (props: { placeholder: string; editing: boolean }) => ReactNode>;

/**
 * What a page adds to the generic form where its entity needs more than its fields: a field's whole form item(s)
 * (`items`: the mobile with its SMS code), rules beside the derived ones (a check across fields), values set as others
 * change, a section after the fields (`extra`: a room to bind on a create) and the names of the values beyond the
 * entity's fields that the body carries (`extraValues`).
 */
export type FormParts = {
  items?: Record<string, (props: { label: string; placeholder: string; rules: Rule[]; row: Row | null }) => ReactNode>;
  rules?: Partial<Record<string, Rule[]>>;
  onValuesChange?: (changed: Record<string, unknown>, form: FormInstance) => void;
  extra?: (row: Row | null) => ReactNode;
  extraValues?: readonly string[];
};

/** What the modal works on (a create may start from `values`: the list tree's choice); `seq` gives every opening a fresh form. */
type Target = ({ mode: 'create'; values?: Record<string, unknown> } | { mode: 'edit'; row: Row }) & { seq: number };

type FormOptions = {
  /** Values the page fixes (e.g. the chosen dictionary's code): not shown, always submitted. */
  fixedValues?: Record<string, unknown>;
  /** Fields shown but not changeable when editing (e.g. a code other rows refer to). */
  lockedOnEdit?: readonly string[];
  /** After a save; a create passes the server's answer (e.g. a device key shown once). */
  onSaved?: (created?: Row) => void;
  /** A modal, or a drawer for a long form; by default a drawer beyond DRAWER_FIELDS fields. */
  container?: 'modal' | 'drawer';
  /** A page's own input for a field (it gets the Form.Item's value and onChange), in place of the derived one. */
  inputs?: FormInputs;
  parts?: FormParts;
  /**
   * Fields the form keeps but does not show: another input fills them (小区's region cascader writes 省份, 城市 and
   * 区县), so a person enters each fact once; their values are submitted as they stand.
   */
  hidden?: readonly string[];
};

/** Forms with more fields than this open in a drawer (the spec: long forms in a drawer, short ones in a modal). */
export const DRAWER_FIELDS = 8;

/**
 * Open/close state of an entity's create/edit modal: `openCreate()` (or `openCreate(values)`: a new row starting from
 * them, over the defaults), `openEdit(row)`, and the modal's props.
 */
export function useResourceForm(entity: EntityDef, options: FormOptions = {}) {
  // The target outlives `open` until the closing animation ends, so the form does not go blank while it fades.
  const [state, setState] = useState<{ target: Target | null; open: boolean }>({ target: null, open: false });
  const openCreate = useCallback(
    // Not a click's event: a button may pass `openCreate` as its onClick.
    (values?: Record<string, unknown>) => setState((s) => ({ target: { mode: 'create', values: isValues(values) ? values : undefined, seq: (s.target?.seq ?? 0) + 1 }, open: true })),
    [],
  );
  const openEdit = useCallback((row: Row) => setState((s) => ({ target: { mode: 'edit', row, seq: (s.target?.seq ?? 0) + 1 }, open: true })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const afterClose = useCallback(() => setState((s) => (s.open ? s : { target: null, open: false })), []);
  const modalProps: ResourceFormModalProps = { entity, target: state.target, open: state.open, onClose: close, afterClose, ...options };
  return { openCreate, openEdit, close, modalProps };
}

const isValues = (values: unknown): values is Record<string, unknown> => !!values && typeof values === 'object' && Object.getPrototypeOf(values) === Object.prototype;

export type ResourceFormModalProps = FormOptions & {
  entity: EntityDef;
  target: Target | null;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
};

/** One form per opening (keyed by `seq`): initial values always come from the row being edited. */
export function ResourceFormModal(props: ResourceFormModalProps) {
  return props.target ? <FormModal key={props.target.seq} {...props} target={props.target} /> : null;
}

/**
 * Create/edit form of the entity's writable fields: counters and max lengths, required and pattern rules in the
 * current language, emoji stripped as typed, server field errors on their fields, submit disabled while saving.
 */
function FormModal({ entity, target, open, onClose, afterClose, onSaved, fixedValues = {}, lockedOnEdit = [], container, inputs, parts = {}, hidden = [] }: ResourceFormModalProps & { target: Target }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editing = target.mode === 'edit' ? target.row : null;
  const fields = formFieldsOf(entity, Object.keys(fixedValues));
  const shown = fields.filter(([field]) => !hidden.includes(field)).length;
  const name = t(titleKey(entity));
  const lists = childrenOf(entity);
  useChildRowsOf(form, entity, editing);

  const submit = async (values: Record<string, unknown>) => {
    const create = !editing;
    const write = writeOf(entity, create ? 'create' : 'update');
    if (!write) return;
    const extra = Object.fromEntries((parts.extraValues ?? []).filter((name) => values[name] != null && values[name] !== '').map((name) => [name, values[name]]));
    const body = { ...toSubmitBody(entity, values, { id: editing?.id, fixedValues, read: editing ?? undefined }), ...childSubmitBody(entity, values), ...extra };
    setSaving(true);
    try {
      const saved = await request<Row>(write.method, write.path, { body });
      message.success(t('common.submitSuccess'));
      onClose();
      onSaved?.(create ? (saved as Row) : undefined);
    } catch (error) {
      // The client has shown the server's message; field errors also land on their fields.
      form.setFields(serverFieldErrors(error, [...fields.map(([n]) => n), ...(parts.extraValues ?? [])], entity));
    } finally {
      setSaving(false);
    }
  };

  // Narrow screens (phones, 390 px): every label above its field. Side by side, a long label or field wrapped on
  // its own and the form mixed both layouts.
  const narrow = !Grid.useBreakpoint().sm;
  const title = editing ? t('resource.editTitle', { name }) : t(actionKey(entity, 'create'), { defaultValue: t('resource.createTitle', { name }) });
  // Child tables need the drawer's width.
  const drawer = (container ?? (shown > DRAWER_FIELDS || lists.length > 0 ? 'drawer' : 'modal')) === 'drawer';
  const body = (
    <Form
      form={form}
      name={`${entity.name}-form`}
      layout={narrow ? 'vertical' : 'horizontal'}
      labelCol={narrow ? undefined : { flex: '120px' }}
      labelWrap
      wrapperCol={narrow ? undefined : { flex: 1 }}
      initialValues={editing ? editValues(entity, editing) : { ...createDefaults(entity, t), ...(target.mode === 'create' ? target.values : undefined), ...Object.fromEntries(lists.map(([list]) => [list, []])) }}
      onFinish={submit}
      onValuesChange={parts.onValuesChange && ((changed) => parts.onValuesChange!(changed, form))}
      disabled={saving}
      preserve={false}
      style={{ marginTop: drawer ? 0 : 16 }}
    >
      {fields.map(([field, def]) => {
        const label = t(labelKey(entity, field));
        const text: RuleText = (key, params) =>
          key === 'required'
            ? t('resource.required', { label })
            : key === 'requiredSelect'
              ? t('resource.requiredSelect', { label })
              : formatMessage(VALIDATION_MESSAGES[locale][key], params);
        // A tree's parent is chosen by name like a reference; left empty, the row is a top-level one.
        const parentOf = def.kind === 'int' ? refTargetOf(entity, field) : undefined;
        const select = def.kind === 'enum' || def.kind === 'ref' || def.kind === 'refs' || def.kind === 'date' || def.kind === 'datetime';
        const placeholder = parentOf ? t('resource.treeRoot', { label }) : select ? t('resource.selectPlaceholder', { label }) : t('resource.inputPlaceholder', { label });
        const rules = [...fieldRules(def, text), ...(parts.rules?.[field] ?? [])];
        if (parts.items?.[field]) return <Fragment key={field}>{parts.items[field]({ label, placeholder, rules, row: editing })}</Fragment>;
        return (
          <Form.Item
            key={field}
            name={field}
            label={label}
            rules={rules}
            normalize={def.kind === 'text' || def.kind === 'textarea' ? stripInput : undefined}
            validateFirst
            hidden={hidden.includes(field)}
          >
            {inputs?.[field] ? (
              inputs[field]({ placeholder, editing: !!editing })
            ) : (
              <FieldInput field={def} module={entity.module} mode="form" placeholder={placeholder} disabled={!!editing && lockedOnEdit.includes(field)} parentOf={parentOf} />
            )}
          </Form.Item>
        );
      })}
      {parts.extra?.(editing)}
      {lists.map(([list, child]) => (
        <ChildRowsTable key={list} name={list} child={child} module={entity.module} title={t(childTitleKey(entity, list), { defaultValue: t(titleKey(child.entity), { defaultValue: child.entity.title }) })} />
      ))}
    </Form>
  );

  if (drawer) {
    return (
      <Drawer
        open={open}
        afterOpenChange={(visible) => !visible && afterClose()}
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
        {body}
      </Drawer>
    );
  }

  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: saving }}
      destroyOnHidden
      width={560}
    >
      {body}
    </Modal>
  );
}
