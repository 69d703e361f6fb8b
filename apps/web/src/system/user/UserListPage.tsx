import { KeyOutlined, MoreOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import { type FieldDef, PERMISSIONS, SysUser } from '@zhwy/contracts';
import { App, Button, Card, Dropdown, Flex, Input, type MenuProps, Modal, Switch, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, useAccess } from '../../platform/access/access.tsx';
import { dictLabel } from '../../platform/dict/dictionary.ts';
import { type Envelope, http } from '../../platform/http/client.ts';
import { usePageNavigation } from '../../platform/pages/page-params.ts';
import { ResourceTable, type Row, TableViewControls, columnChoicesOf, tableViewKey, useResourceList, useTableView } from '../../platform/resource/index.ts';
import { useSession } from '../../platform/session/store.ts';
import { USER_PATHS, onUsersChanged } from './user-api.ts';

/** The search box's one text goes under every `…Like` key: a user matches when any of them does (the `…Or` call). */
const SEARCH_FIELDS = Object.entries(SysUser.fields as Record<string, FieldDef>)
  .filter(([, field]) => field.param)
  .map(([name]) => name);

/** The family name shows within 姓名; the rest of the user's fields are columns (工号, 性别, 岗位, 邮箱 on demand). */
const HIDDEN = ['familyName'];

const fullNameOf = (row: Row) => `${row.familyName ?? ''}${row.name ?? ''}`;

/** 启用/禁用 by the spec's call, with its success or failure message. */
function StatusCell({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { can } = useAccess();
  const [busy, setBusy] = useState(false);
  const enabled = String(row.status) === '0';
  const toggle = async () => {
    setBusy(true);
    try {
      await http.post(USER_PATHS.status, { userId: row.id, status: enabled ? '1' : '0' }, { silent: true });
      message.success(t(enabled ? 'system.user.disabled' : 'system.user.enabled', { name: row.username }));
      onDone();
    } catch (error) {
      message.error(t('system.user.statusFailed', { msg: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  // Without the status code the state is shown, not offered (the switch is the status button).
  if (!can(PERMISSIONS.user.status)) return <Tag color={enabled ? 'success' : 'error'}>{dictLabel('sys_user_status', String(row.status), 'system')}</Tag>;
  return (
    <Switch
      checked={enabled}
      loading={busy}
      onChange={toggle}
      aria-label={`${t('system.user.fields.status')} ${String(row.username)}`}
      checkedChildren={dictLabel('sys_user_status', '0', 'system')}
      unCheckedChildren={dictLabel('sys_user_status', '1', 'system')}
    />
  );
}

/** The new password of a reset, shown once with a copy button. */
function ResetPasswordResult({ result, onClose }: { result: { username: string; password: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={result !== null} title={t('system.user.resetDone')} onCancel={onClose} onOk={onClose} okText={t('common.close')} cancelButtonProps={{ hidden: true }} destroyOnHidden>
      {result && (
        <Flex vertical gap={12}>
          <Typography.Text>{t('system.user.resetDoneText', { name: result.username })}</Typography.Text>
          <Typography.Paragraph copyable={{ text: result.password, tooltips: [t('system.user.copy'), t('system.user.copied')] }} code style={{ fontSize: 18, margin: 0 }} data-testid="reset-password-value">
            {result.password}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('system.user.resetHint')}</Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}

/**
 * 用户管理 (spec §2 "User list"): one search box for account, name or phone, the spec's columns, 13 rows a page,
 * 新增, and per row 编辑, the status switch, 删除 and, under 更多, 重置密码 and 解锁; each button behind its code.
 */
export function UserListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const list = useResourceList(SysUser);
  const { open } = usePageNavigation();
  const me = useSession((s) => s.user?.id);
  const { can } = useAccess();
  const [reset, setReset] = useState<{ username: string; password: string } | null>(null);
  const { reload } = list;
  const view = useTableView(tableViewKey(SysUser));
  useEffect(() => onUsersChanged(reload), [reload]);

  const search = (text: string) => list.search(Object.fromEntries(SEARCH_FIELDS.map((name) => [name, text])));
  const remove = (row: Row) =>
    modal.confirm({
      title: t('system.user.deleteConfirm'),
      content: t('system.user.deleteWhich', { name: row.username }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await http.delete(USER_PATHS.remove(row.id));
        message.success(t('common.deleteSuccess'));
        list.reload();
      },
    });
  const resetPassword = (row: Row) =>
    modal.confirm({
      title: t('system.user.resetConfirm', { name: row.username }),
      content: t('system.user.resetConfirmText'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const res = await http.post<Envelope<{ username: string; password: string }>>(USER_PATHS.resetPassword, { userId: row.id });
        setReset(res.data);
      },
    });
  const unlock = async (row: Row) => {
    await http.post(USER_PATHS.unlock, { userId: row.id });
    message.success(t('system.user.unlocked', { name: row.username }));
  };

  const moreItems = (row: Row): MenuProps['items'] => [
    ...(can(PERMISSIONS.user.resetPassword) ? [{ key: 'reset', icon: <KeyOutlined />, label: t('system.user.resetPassword'), onClick: () => resetPassword(row), disabled: row.id === me }] : []),
    ...(can(PERMISSIONS.user.unlock) ? [{ key: 'unlock', icon: <UnlockOutlined />, label: t('system.user.unlock'), onClick: () => void unlock(row).catch(() => {}) }] : []),
  ];

  return (
    <Card
      title={t('system.user.listTitle')}
      extra={
        <Flex gap={8} wrap>
          <Auth code={PERMISSIONS.user.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('user-add')}>
              {t('common.add')}
            </Button>
          </Auth>
          <TableViewControls view={view} choices={columnChoicesOf(SysUser, t, { hide: HIDDEN, titles: { name: t('system.user.fullName') } })} onReload={list.reload} />
        </Flex>
      }
    >
      <Flex style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('system.user.searchPlaceholder')}
          aria-label={t('system.user.searchPlaceholder')}
          enterButton={t('common.search')}
          onSearch={search}
          style={{ maxWidth: 420 }}
        />
      </Flex>
      <ResourceTable
        entity={SysUser}
        list={list}
        view={view}
        hide={HIDDEN}
        columns={{
          username: { width: 130 },
          name: { title: t('system.user.fullName'), width: 110, render: (_: unknown, row: Row) => fullNameOf(row) },
          departmentName: { width: 130 },
          mobile: { width: 130 },
          status: { render: (_: unknown, row: Row) => <StatusCell row={row} onDone={list.reload} /> },
        }}
        actions={(row) => (
          <Flex gap={4} wrap={false}>
            <Auth code={PERMISSIONS.user.edit}>
              <Button type="link" size="small" onClick={() => open('user-edit', { userId: String(row.id) })}>
                {t('common.edit')}
              </Button>
            </Auth>
            <Auth code={PERMISSIONS.user.delete}>
              <Button type="link" size="small" danger disabled={row.id === me} onClick={() => remove(row)}>
                {t('common.delete')}
              </Button>
            </Auth>
            <Auth code={[PERMISSIONS.user.resetPassword, PERMISSIONS.user.unlock]}>
              <Dropdown menu={{ items: moreItems(row) }} trigger={['click']}>
                <Button type="link" size="small" icon={<MoreOutlined />} aria-label={`${t('system.user.more')} ${String(row.username)}`}>
                  {t('system.user.more')}
                </Button>
              </Dropdown>
            </Auth>
          </Flex>
        )}
      />
      <ResetPasswordResult result={reset} onClose={() => setReset(null)} />
    </Card>
  );
}
