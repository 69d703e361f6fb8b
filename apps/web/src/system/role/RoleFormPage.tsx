import { ROLE_EXTENT_MAX, ROLE_NAME_MAX, type RoleMenuNode } from '@zhwy/contracts';
import { Alert, App, Button, Card, Form, Input, Space, Spin, Tree, type TreeProps } from 'antd';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../platform/http/errors.ts';
import { usePageNavigation, usePageParams } from '../../platform/pages/page-params.ts';
import { stripInput } from '../../platform/resource/index.ts';
import './roles.css';
import { allIdsOf, checkedIdsOf, grantedIdsOf, toTreeData } from './menu-tree.ts';
import { type Role, createRole, loadRole, loadRoleMenus, notifyRolesChanged, saveRoleMenus, updateRole } from './role-api.ts';
import { FULL_PAGE_FORM_LAYOUT, FormPageActions } from '../../platform/resource/FormPageActions.tsx';

/** Whether two lists hold the same ids, in any order. */
const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;

type Values = { id?: number; name: string; roleExtent?: string; parentId?: number };
const LIST = 'role-management';
type Loaded = { key: string; role: Role | null; menus: RoleMenuNode[] };

/**
 * 新增角色 / 编辑角色 (spec §2 "Role edit"): hidden id, name, roleExtent, hidden parent id and the checkable menu
 * tree (buttons included). Submit is disabled while saving; reset reloads the role (edit) or clears the form and
 * loads the whole tree (new); back and a successful save close the page and return to the role cards.
 */
function RoleForm({ mode }: { mode: 'add' | 'edit' }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { close } = usePageNavigation();
  const params = usePageParams('role-edit');
  const id = mode === 'edit' ? Number(params.id) || null : null;
  const page = mode === 'edit' ? 'role-edit' : 'role-add';
  const [version, setVersion] = useState(0);
  const key = `${id}:${version}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const current = loaded?.key === key ? loaded : null;
  const loading = current === null && !(mode === 'edit' && !id);
  const [checked, setChecked] = useState<number[]>([]);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const builtin = current?.role?.builtinAdmin === true;

  // What the load does with its answer reads the latest t and message without being one of the load's causes: a new
  // identity of either (a language loaded, the app context re-rendered) must not reset and reload the form.
  const showLoaded = useEffectEvent((loadedKey: string, role: Role | null, menus: RoleMenuNode[]) => {
    setLoaded({ key: loadedKey, role, menus });
    setChecked(checkedIdsOf(menus));
    setExpanded(menus.map((node) => node.id));
    if (role) {
      form.setFieldsValue({ id: role.id, name: role.name, roleExtent: role.roleExtent ?? '', parentId: role.parentId ?? 0 });
      message.success(t('system.role.loadSuccess'));
    }
  });
  const showLoadFailed = useEffectEvent((loadedKey: string) => {
    setLoaded({ key: loadedKey, role: null, menus: [] });
    message.error(t('system.role.loadFailed'));
  });

  useEffect(() => {
    form.resetFields();
    if (mode === 'edit' && !id) return;
    let live = true;
    Promise.all([id ? loadRole(id) : Promise.resolve(null), loadRoleMenus(id)]).then(
      ([role, menus]) => {
        if (live) showLoaded(key, role, menus);
      },
      () => {
        if (live) showLoadFailed(key);
      },
    );
    return () => {
      live = false;
    };
  }, [form, id, key, mode]);

  /** Menu titles in the reader's language where the web app knows the item (`menu.<name>`), else the stored title. */
  const treeData = useMemo(
    () => toTreeData(current?.menus ?? [], (node) => (i18n.exists(`menu.${node.name}`) ? i18n.t(`menu.${node.name}`) : node.title)),
    [current, i18n],
  );

  const reset = () => {
    form.resetFields();
    setVersion((v) => v + 1);
  };
  const back = () => void close(page, LIST);

  const submit = async (values: Values) => {
    setSaving(true);
    const hide = message.loading(t(id ? 'system.role.updating' : 'system.role.creating'), 0);
    const input = { name: values.name, roleExtent: values.roleExtent || null, parentId: values.parentId ?? 0 };
    try {
      const saved = id ? await updateRole(id, input) : await createRole(input);
      if (!builtin) await saveRoleMenus(saved.id, grantedIdsOf(current?.menus ?? [], new Set(checked)));
      hide();
      message.success(t(id ? 'system.role.updateSuccess' : 'system.role.createSuccess'));
      notifyRolesChanged();
      if (mode === 'add') form.resetFields();
      void close(page, LIST, { saved: true });
    } catch (error) {
      hide();
      const failure = t(id ? 'system.role.updateFailure' : 'system.role.createFailure');
      if (error instanceof HttpError) {
        form.setFields(Object.entries(error.fields).flatMap(([name, text]) => (name === 'name' || name === 'roleExtent' ? [{ name, errors: [text] }] : [])));
      }
      message.error(error instanceof HttpError && error.message && error.status !== 422 ? `${failure}：${error.message}` : failure);
    } finally {
      setSaving(false);
    }
  };

  const onCheck: TreeProps['onCheck'] = (keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number));
  const missing = mode === 'edit' && !id;

  return (
    <Card title={t(mode === 'edit' ? 'system.role.editTitle' : 'system.role.addTitle')}>
      {missing && <Alert type="warning" showIcon title={t('system.role.noRole')} style={{ marginBottom: 16 }} />}
      <Spin spinning={loading} tip={t('system.role.loading')}>
        <Form<Values> form={form} name={page} {...FULL_PAGE_FORM_LAYOUT} onFinish={submit} disabled={missing}>
          <Form.Item name="id" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="parentId" hidden initialValue={0}>
            <Input />
          </Form.Item>
          <Form.Item name="name" label={t('system.role.fields.name')} normalize={stripInput} validateTrigger="onBlur" rules={[{ required: true, whitespace: true, message: t('system.role.rules.name') }, { max: ROLE_NAME_MAX }]}>
            <Input placeholder={t('system.role.placeholders.name')} maxLength={ROLE_NAME_MAX} showCount />
          </Form.Item>
          <Form.Item name="roleExtent" label={t('system.role.fields.roleExtent')} normalize={stripInput} rules={[{ max: ROLE_EXTENT_MAX }]}>
            <Input.TextArea placeholder={t('system.role.placeholders.roleExtent')} maxLength={ROLE_EXTENT_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item label={t('system.role.fields.menus')}>
            {builtin && <Alert type="info" showIcon title={t('system.role.builtinGrants')} style={{ marginBottom: 8 }} />}
            <Space style={{ marginBottom: 4 }}>
              <Button size="small" type="link" onClick={() => setExpanded(allIdsOf(current?.menus ?? []))} disabled={false}>
                {t('system.role.expandAll')}
              </Button>
              <Button size="small" type="link" onClick={() => setExpanded([])} disabled={false}>
                {t('system.role.collapseAll')}
              </Button>
            </Space>
            <div className="zh-role-tree">
              <Tree
                checkable
                selectable={false}
                disabled={builtin || missing || saving}
                treeData={treeData}
                checkedKeys={checked}
                onCheck={onCheck}
                expandedKeys={expanded}
                onExpand={(keys) => setExpanded(keys.map(Number))}
                aria-label={t('system.role.fields.menus')}
              />
            </div>
          </Form.Item>
          <FormPageActions
            saving={saving}
            disabled={loading || missing}
            onReset={reset}
            onBack={back}
            changedBesides={() => !!current && !sameIds(checked, checkedIdsOf(current.menus))}
          />
        </Form>
      </Spin>
    </Card>
  );
}

export const RoleAddPage = () => <RoleForm mode="add" />;
export const RoleEditPage = () => <RoleForm mode="edit" />;
