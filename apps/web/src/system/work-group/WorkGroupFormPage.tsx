import { SysWorkGroup } from '@zhwy/contracts';
import { Alert, App, Card, Form, Input, Spin } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../platform/http/errors.ts';
import { usePageNavigation, usePageParams } from '../../platform/pages/page-params.ts';
import { stripInput } from '../../platform/resource/index.ts';
import { type PickedUser, UserPicker } from './UserPicker.tsx';
import { type WorkGroupDetail, createWorkGroup, loadWorkGroup, notifyWorkGroupsChanged, updateWorkGroup } from './work-group-api.ts';
import { FULL_PAGE_FORM_LAYOUT, FormPageActions } from '../../platform/resource/FormPageActions.tsx';

type Values = { groupName: string; description: string; users: number[] };
const F = SysWorkGroup.fields;
const LIST = 'workgroup-management';

/** The server's field errors beside the form's fields: `userDetail` (and `userDetail.0.userId`) is the users field. */
const formErrorsOf = (error: HttpError) =>
  Object.entries(error.fields).flatMap(([field, text]) => {
    const name = field.startsWith('userDetail') ? 'users' : field;
    return ['groupName', 'description', 'users'].includes(name) ? [{ name: name as keyof Values, errors: [text] }] : [];
  });

/**
 * 新增工作组 / 编辑工作组 (spec §2 "Work-group edit/create"): name, description and staff (several, searched on the
 * server); the group being edited is the page parameter `id` (kept for the browser session, so a reload shows it
 * again). Submit is disabled while loading or saving; reset reloads the group (edit) or empties the form (new);
 * back and a successful save close the tab and return to the list.
 */
function WorkGroupForm({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { close } = usePageNavigation();
  const params = usePageParams('workgroup-edit');
  const id = mode === 'edit' ? Number(params.id) || null : null;
  const page = mode === 'edit' ? 'workgroup-edit' : 'workgroup-add';
  // What was read for which request (id and reset count): loading until the current one has answered.
  const [version, setVersion] = useState(0);
  const key = `${id}:${version}`;
  const [loaded, setLoaded] = useState<{ key: string; group: WorkGroupDetail | null } | null>(null);
  const group = loaded?.key === key ? loaded.group : null;
  const loading = mode === 'edit' && !!id && loaded?.key !== key;
  const [saving, setSaving] = useState(false);

  // The answer's handling reads the latest t and message without making them causes of a reload (a new identity of
  // either would reset the form under the user's typing).
  const showLoaded = useEffectEvent((loadedKey: string, detail: WorkGroupDetail) => {
    setLoaded({ key: loadedKey, group: detail });
    form.setFieldsValue({ groupName: detail.groupName, description: detail.description, users: detail.userDetail.map((user) => user.userId) });
  });
  const showLoadFailed = useEffectEvent((loadedKey: string) => {
    setLoaded({ key: loadedKey, group: null });
    message.error(t('system.workGroup.loadFailed'));
  });

  useEffect(() => {
    form.resetFields();
    if (mode === 'add' || !id) return;
    let live = true;
    loadWorkGroup(id).then(
      (detail) => {
        if (live) showLoaded(key, detail);
      },
      () => {
        if (live) showLoadFailed(key);
      },
    );
    return () => {
      live = false;
    };
  }, [form, id, key, mode]);

  /** Reset: the group as stored (edit), or an empty form (new). */
  const reset = () => {
    form.resetFields();
    setVersion((v) => v + 1);
  };

  const back = () => void close(page, LIST);

  const submit = async (values: Values) => {
    setSaving(true);
    const hide = message.loading(t('system.workGroup.updating'), 0);
    const input = { groupName: values.groupName, description: values.description, orgId: group?.orgId ?? null, userDetail: values.users.map((userId) => ({ userId })) };
    try {
      if (id) await updateWorkGroup(id, input);
      else await createWorkGroup(input);
      hide();
      message.success(t(id ? 'system.workGroup.updateSuccess' : 'system.workGroup.createSuccess'));
      notifyWorkGroupsChanged();
      if (mode === 'add') form.resetFields();
      void close(page, LIST, { saved: true });
    } catch (error) {
      hide();
      const failure = t(id ? 'system.workGroup.updateFailure' : 'system.workGroup.createFailure');
      // The server's field errors go beside their fields (userDetail is the form's users).
      if (error instanceof HttpError) form.setFields(formErrorsOf(error));
      message.error(error instanceof HttpError && error.message && error.status !== 422 ? `${failure}：${error.message}` : failure);
    } finally {
      setSaving(false);
    }
  };

  const known: PickedUser[] = group?.userDetail ?? [];
  const missing = mode === 'edit' && !id;

  return (
    <Card title={t(mode === 'edit' ? 'system.workGroup.editTitle' : 'system.workGroup.addTitle')}>
      {missing && <Alert type="warning" showIcon title={t('system.workGroup.noGroup')} style={{ marginBottom: 16 }} />}
      <Spin spinning={loading}>
        <Form<Values> form={form} name={page} {...FULL_PAGE_FORM_LAYOUT} onFinish={submit} disabled={missing}>
          <Form.Item name="groupName" label={t('system.workGroup.fields.groupName')} normalize={stripInput} rules={[{ required: true, whitespace: true, message: t('system.workGroup.rules.groupName') }, { max: F.groupName.max }]}>
            <Input placeholder={t('system.workGroup.placeholders.groupName')} maxLength={F.groupName.max} showCount />
          </Form.Item>
          <Form.Item name="description" label={t('system.workGroup.fields.description')} normalize={stripInput} rules={[{ required: true, whitespace: true, message: t('system.workGroup.rules.description') }, { max: F.description.max }]}>
            <Input.TextArea placeholder={t('system.workGroup.placeholders.description')} maxLength={F.description.max} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
          <Form.Item name="users" label={t('system.workGroup.fields.users')} rules={[{ required: true, type: 'array', min: 1, message: t('system.workGroup.rules.users') }]}>
            <UserPicker known={known} placeholder={t('system.workGroup.placeholders.users')} />
          </Form.Item>
          <FormPageActions saving={saving} disabled={loading || missing} onReset={reset} onBack={back} />
        </Form>
      </Spin>
    </Card>
  );
}

export const WorkGroupAddPage = () => <WorkGroupForm mode="add" />;
export const WorkGroupEditPage = () => <WorkGroupForm mode="edit" />;
