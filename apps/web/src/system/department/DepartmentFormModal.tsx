import { ComDepartment, type DepartmentNode, VALIDATION_MESSAGES, formatMessage } from '@zhwy/contracts';
import { App, Form, Input, InputNumber, Modal, Radio, Select, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../platform/http/client.ts';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { type RuleText, FieldInput, createDefaults, editValues, enumOptions, fieldRules, serverFieldErrors, stripInput, toSubmitBody } from '../../platform/resource/index.ts';
import { parentOptions, subtreeIds } from './department-tree.ts';
import { type LeaderOption, useLeaderOptions } from './leader-options.ts';

/** What the form works on: a new top-level department, a new one under `parent`, or an existing one. */
export type DepartmentTarget = { mode: 'create'; parent?: DepartmentNode } | { mode: 'edit'; node: DepartmentNode };

const FIELDS = ['parentId', 'departmentName', 'orderby', 'leaderId', 'phone', 'areaIds', 'status', 'remark'] as const;
const { fields } = ComDepartment;

type Props = { target: DepartmentTarget | null; tree: readonly DepartmentNode[]; onClose: () => void; onSaved: () => void };

/**
 * Create and edit a department: the parent from the tree (its own subtree disabled: a move there is refused), name,
 * order, leader (a user of the tenant), phone, the communities it serves (searchable), status and remark. The rules
 * are the entity's, worded in the current language; the server's field errors land on their fields.
 */
export function DepartmentFormModal({ target, tree, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editing = target?.mode === 'edit' ? target.node : null;
  const leaders = useLeaderOptions(target !== null);

  const treeData = useMemo(() => parentOptions(tree, t('system.department.topLevel'), editing ? subtreeIds(editing) : undefined), [tree, editing, t]);
  // The current leader stays readable when the user list is not available to the caller (or the leader left it).
  const leaderOptions = useMemo((): LeaderOption[] => {
    if (!editing?.leaderId || leaders.options.some((o) => o.value === editing.leaderId)) return leaders.options;
    return [{ value: editing.leaderId, label: editing.leaderName ?? `#${editing.leaderId}`, search: (editing.leaderName ?? '').toLowerCase() }, ...leaders.options];
  }, [leaders.options, editing]);

  const initialValues = useMemo(() => {
    if (editing) return { ...editValues(ComDepartment, { ...editing }), parentId: editing.parentId, orderby: editing.orderby };
    const parent = target?.mode === 'create' ? target.parent : undefined;
    return { ...createDefaults(ComDepartment), parentId: parent?.id ?? 0, orderby: (parent ? parent.children.length : tree.length) + 1 };
  }, [editing, target, tree]);

  const rulesOf = (name: (typeof FIELDS)[number]) => {
    const label = t(`system.department.fields.${name}`);
    const text: RuleText = (key, params) =>
      key === 'required' ? t('resource.required', { label }) : key === 'requiredSelect' ? t('resource.requiredSelect', { label }) : formatMessage(VALIDATION_MESSAGES[locale][key], params);
    return fieldRules(fields[name]!, text);
  };

  const submit = async (values: Record<string, unknown>) => {
    const body = toSubmitBody(ComDepartment, values, { id: editing?.id });
    setSaving(true);
    try {
      if (editing) await http.put(ComDepartment.paths.update!, body);
      else await http.post(ComDepartment.paths.create!, body);
      message.success(t(editing ? 'system.department.saved' : 'system.department.created'));
      onClose();
      onSaved();
    } catch (error) {
      // The client has shown the server's message; field errors also land on their fields.
      form.setFields(serverFieldErrors(error, FIELDS));
    } finally {
      setSaving(false);
    }
  };

  const title = editing
    ? `${t('system.department.editTitle')} · ${editing.departmentName}`
    : target?.mode === 'create' && target.parent
      ? `${t('system.department.createChildTitle')} · ${target.parent.departmentName}`
      : t('system.department.createTitle');
  const label = (name: (typeof FIELDS)[number]) => t(`system.department.fields.${name}`);

  return (
    <Modal
      open={target !== null}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, disabled: saving }}
      destroyOnHidden
      width={640}
      maskClosable={false}
    >
      <Form
        form={form}
        name="department-form"
        labelCol={{ flex: '110px' }}
        wrapperCol={{ flex: 1 }}
        labelWrap
        initialValues={initialValues}
        onFinish={submit}
        disabled={saving}
        preserve={false}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="parentId"
          label={label('parentId')}
          rules={[{ required: true, message: t('system.department.parentRequired') }]}
          extra={editing ? t('system.department.parentHint') : undefined}
        >
          <TreeSelect
            treeData={treeData}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('system.department.selectParent')}
            popupMatchSelectWidth
          />
        </Form.Item>
        <Form.Item name="departmentName" label={label('departmentName')} rules={rulesOf('departmentName')} normalize={stripInput} validateFirst>
          <Input maxLength={fields.departmentName!.max} showCount placeholder={t('system.department.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="orderby" label={label('orderby')} rules={[{ required: true, message: t('system.department.orderbyRequired') }]}>
          <InputNumber min={fields.orderby!.min} max={fields.orderby!.max} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="leaderId" label={label('leaderId')} extra={t('system.department.leaderHint')}>
          <Select
            options={leaderOptions}
            loading={leaders.loading}
            allowClear
            showSearch={{ filterOption: (input, option) => !!option && (option as LeaderOption).search.includes(input.trim().toLowerCase()) }}
            placeholder={t('system.department.selectLeader')}
          />
        </Form.Item>
        <Form.Item name="phone" label={label('phone')} rules={rulesOf('phone')} normalize={stripInput} validateFirst>
          <Input maxLength={fields.phone!.max} inputMode="tel" placeholder={t('system.department.inputPhone')} />
        </Form.Item>
        <Form.Item name="areaIds" label={label('areaIds')} rules={rulesOf('areaIds')} extra={t('system.department.areaHint')}>
          <FieldInput field={fields.areaIds!} module="system" mode="form" placeholder={t('system.department.selectAreas')} maxTagCount="responsive" />
        </Form.Item>
        <Form.Item name="status" label={label('status')} rules={rulesOf('status')}>
          <Radio.Group options={enumOptions(fields.status!, 'system')} />
        </Form.Item>
        <Form.Item name="remark" label={label('remark')} rules={rulesOf('remark')} normalize={stripInput}>
          <Input.TextArea maxLength={fields.remark!.max} showCount autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('system.department.inputRemark')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
