import { ORG_FIELDS, ORG_PATHS, type OrgNode } from '@zhwy/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../platform/http/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { stripInput } from '../../platform/resource/index.ts';
import { UserPicker } from '../work-group/UserPicker.tsx';
import { type WorkGroupOption, loadWorkGroupOptions } from '../work-group/work-group-api.ts';

/** What the modal edits: a new child of `parentId`, or an existing node with its links. */
export type OrgEditing = { parentId: number; parentName: string; node?: OrgNode; users: readonly number[]; groups: readonly number[] };
type Values = { orgName: string; description?: string; workGroups: number[]; users: number[] };
const NAME_MAX = ORG_FIELDS.orgName.max;
const DESCRIPTION_MAX = ORG_FIELDS.description.max;

/**
 * The node form (spec §2 "Organisation tree": name, description, work groups and people, both multi-selects that
 * filter as one types). Saves the node and its links in one call and says so with the spec's messages.
 */
export function OrgFormModal({ editing, onClose, onSaved }: { editing: OrgEditing | null; onClose: () => void; onSaved: (parentId: number) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [groups, setGroups] = useState<WorkGroupOption[]>([]);
  const [saving, setSaving] = useState(false);
  const open = editing !== null;

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadWorkGroupOptions().then(
      (options) => live && setGroups(options),
      () => live && setGroups([]), // the client has shown why
    );
    return () => {
      live = false;
    };
  }, [open]);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue({ orgName: editing.node?.orgName ?? '', description: editing.node?.description ?? '', users: [...editing.users], workGroups: [...editing.groups] });
  }, [editing, form]);

  const adding = !editing?.node;
  const save = async (values: Values) => {
    if (!editing) return;
    const id = editing.node?.id ?? null;
    setSaving(true);
    try {
      await http.post<Envelope<number>>(
        ORG_PATHS.save,
        {
          cscpOrgDTOs: [{ id, orgName: values.orgName, description: values.description ?? '', parentId: editing.parentId, ...(editing.node ? { orderby: editing.node.orderby } : {}) }],
          cscpUserOrgDTOs: values.users.map((userId) => ({ orgId: id, userId })),
          cscpWorkGroupOrgDTOs: values.workGroups.map((groupId) => ({ orgId: id, groupId })),
        },
        { silent: true },
      );
      message.success(t(adding ? 'system.org.addSuccess' : 'system.org.updateSuccess'));
      onSaved(editing.parentId);
    } catch (error) {
      message.error(t(adding ? 'system.org.addFailure' : 'system.org.updateFailure'));
      if (error instanceof HttpError) {
        // `cscpOrgDTOs.0.orgName` → orgName; links → their selects.
        const names: Record<string, keyof Values> = { orgName: 'orgName', description: 'description', cscpUserOrgDTOs: 'users', cscpWorkGroupOrgDTOs: 'workGroups' };
        form.setFields(
          Object.entries(error.fields).flatMap(([field, text]) => {
            const name = names[field.replace(/^cscpOrgDTOs\.0\./, '').split('.')[0]!];
            return name ? [{ name, errors: [text] }] : [];
          }),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? `${t(adding ? 'system.org.addTitle' : 'system.org.editTitle')}` : undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving }}
      forceRender
      width={600}
    >
      <Form<Values> form={form} name="org-form" layout="vertical" onFinish={save}>
        <Form.Item label={t('system.org.parent')} htmlFor="org-form-parent">
          <Input id="org-form-parent" value={editing?.parentName} disabled />
        </Form.Item>
        <Form.Item name="orgName" label={t('system.org.fields.orgName')} normalize={stripInput} rules={[{ required: true, whitespace: true, message: t('system.org.rules.orgName') }, { max: NAME_MAX }]}>
          <Input placeholder={t('system.org.placeholders.orgName')} maxLength={NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="description" label={t('system.org.fields.description')} normalize={stripInput} rules={[{ max: DESCRIPTION_MAX }]}>
          <Input.TextArea placeholder={t('system.org.placeholders.description')} maxLength={DESCRIPTION_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="workGroups" label={t('system.org.fields.workGroups')}>
          <Select<number[]>
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            maxTagCount="responsive"
            placeholder={t('system.org.placeholders.workGroups')}
            options={groups.map((group) => ({ value: group.id, label: group.groupName }))}
          />
        </Form.Item>
        <Form.Item name="users" label={t('system.org.fields.users')}>
          <UserPicker placeholder={t('system.org.placeholders.users')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
