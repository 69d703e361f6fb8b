import { type OnlineSessionRow, PERMISSIONS } from '@zhwy/contracts';
import { App, Button, Card, Flex, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { type ViewColumn, useListView } from '../../platform/resource/index.ts';
import { TextSearchForm } from '../../platform/resource/TextSearchForm.tsx';
import { usePagedList } from '../../platform/resource/usePagedList.ts';

const PATH = '/zhwy/api/system/online';

const timeOf = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

/** Force logout after a confirmation; the caller's own session cannot be forced out (log out instead). */
function ForceLogoutButton({ row, onDone }: { row: OnlineSessionRow; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const button = (
    <Button type="link" size="small" danger disabled={row.current}>
      {t('system.onlineSession.forceLogout')}
    </Button>
  );
  if (row.current) return <Tooltip title={t('system.onlineSession.ownSession')}>{button}</Tooltip>;
  const force = async () => {
    try {
      await http.delete(`${PATH}/${row.id}`);
    } catch {
      onDone(); // the client has shown why (the session may have ended meanwhile)
      return;
    }
    message.success(t('system.onlineSession.forcedOut', { name: row.username }));
    onDone();
  };
  return (
    <Popconfirm
      title={t('system.onlineSession.forceLogoutConfirm', { name: row.username })}
      description={t('system.onlineSession.forceLogoutDescription')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={force}
    >
      {button}
    </Popconfirm>
  );
}

/**
 * 在线用户 (issue 12): who is logged in to this tenant — account, name, host, IP, login time, last activity,
 * remember-me, browser — newest login first, with force logout. The caller's own session is marked.
 */
export function OnlineSessionPage() {
  const { t } = useTranslation();

  const { rows, loading, page, setPage, search, reload, pagination } = usePagedList<OnlineSessionRow>(PATH);
  // The last row of a later page forced out: show the page before.
  const afterForce = () => (rows.length === 1 && page > 1 ? setPage(page - 1) : reload());

  const columns: ViewColumn<OnlineSessionRow>[] = [
    {
      key: 'username',
      title: t('system.onlineSession.username'),
      dataIndex: 'username',
      width: 140,
      render: (username: string, row) => (
        <Space size={6}>
          <span>{username}</span>
          {row.current && <Tag color="processing">{t('system.onlineSession.current')}</Tag>}
        </Space>
      ),
    },
    { key: 'name', title: t('system.onlineSession.name'), dataIndex: 'name', width: 100 },
    { key: 'tenantCode', title: t('system.onlineSession.tenantCode'), dataIndex: 'tenantCode', width: 80 },
    { key: 'ip', title: t('system.onlineSession.ip'), dataIndex: 'ip', width: 120 },
    { key: 'loginTime', title: t('system.onlineSession.loginTime'), dataIndex: 'loginTime', width: 160, render: timeOf },
    { key: 'lastActiveTime', title: t('system.onlineSession.lastActiveTime'), dataIndex: 'lastActiveTime', width: 160, render: timeOf },
    {
      key: 'rememberMe',
      title: t('system.onlineSession.rememberMe'),
      dataIndex: 'rememberMe',
      width: 80,
      render: (remember: boolean) => (remember ? <Tag color="blue">{t('system.onlineSession.yes')}</Tag> : <Typography.Text type="secondary">{t('system.onlineSession.no')}</Typography.Text>),
    },
    {
      key: 'userAgent',
      title: t('system.onlineSession.userAgent'),
      dataIndex: 'userAgent',
      width: 150,
      ellipsis: { showTitle: false },
      render: (agent: string) =>
        agent ? (
          <Tooltip title={agent} placement="topLeft">
            <span>{agent}</span>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 100,
      render: (_: unknown, row) => (
        <Auth code={PERMISSIONS.session.forceLogout}>
          <ForceLogoutButton row={row} onDone={afterForce} />
        </Auth>
      ),
    },
  ];
  const listView = useListView('system.onlineSession', columns, reload);

  return (
    <Flex vertical gap={16}>
      <TextSearchForm
        name="sessionSearch"
        fields={[
          { name: 'username', label: t('system.onlineSession.username'), placeholder: t('system.onlineSession.searchUsername'), maxLength: 64 },
          { name: 'ip', label: t('system.onlineSession.ip'), placeholder: t('system.onlineSession.searchIp'), maxLength: 64 },
        ]}
        onSearch={search}
      />
      <Card
        className={listView.cardClassName}
        title={t('system.onlineSession.listTitle')}
        extra={listView.controls}
      >
        <Table<OnlineSessionRow>
          rowKey="id"
          size={listView.size}
          columns={listView.columns}
          dataSource={rows}
          loading={loading}
          // The columns' widths: a 1440 px screen shows them all (the browser's name cut, whole on hover).
          scroll={{ x: 1090 }}
          tableLayout="fixed"
          pagination={pagination}
        />
      </Card>
    </Flex>
  );
}
