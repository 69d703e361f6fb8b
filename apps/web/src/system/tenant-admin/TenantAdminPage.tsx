import { PlusOutlined } from '@ant-design/icons';
import { PERMISSIONS, TENANT_EXPIRY_WARN_DAYS, type TenantAdminRow, type TenantCreated } from '@zhwy/contracts';
import { App, Button, Card, Flex, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { type ViewColumn, useListView } from '../../platform/resource/index.ts';
import { TextSearchForm } from '../../platform/resource/TextSearchForm.tsx';
import { usePagedList } from '../../platform/resource/usePagedList.ts';
import { CreatedTenantModal } from './CreatedTenantModal.tsx';
import { TENANT_PATH, TenantFormModal } from './TenantFormModal.tsx';


/** Expiry date with the days left: red within TENANT_EXPIRY_WARN_DAYS and once expired. */
function Expiry({ row }: { row: TenantAdminRow }) {
  const { t } = useTranslation();
  if (row.expireAt === null || row.daysLeft === null) return <Typography.Text type="secondary">{t('system.tenantAdmin.never')}</Typography.Text>;
  const left = row.daysLeft;
  const text = left < 0 ? t('system.tenantAdmin.expired', { count: -left }) : left === 0 ? t('system.tenantAdmin.expiresToday') : t('system.tenantAdmin.daysLeft', { count: left });
  return (
    <Space size={8}>
      <span>{row.expireAt}</span>
      <Typography.Text type={left < TENANT_EXPIRY_WARN_DAYS ? 'danger' : 'secondary'} data-testid="days-left">
        {text}
      </Typography.Text>
    </Space>
  );
}

/** 停用/启用 with a confirmation; the operator's own tenant cannot be disabled (said on the disabled button). */
function StatusButton({ row, onDone }: { row: TenantAdminRow; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const disabling = row.status === 0;
  const change = async () => {
    try {
      await http.put(`${TENANT_PATH}/updateStatus/${row.id}`, { status: disabling ? 1 : 0 });
    } catch {
      return; // the client has shown why
    }
    message.success(t(disabling ? 'system.tenantAdmin.disabledDone' : 'system.tenantAdmin.enabledDone', { name: row.platformName }));
    onDone();
  };
  if (disabling && row.operator) {
    return (
      <Tooltip title={t('system.tenantAdmin.operatorSelf')}>
        <Button type="link" size="small" danger disabled>
          {t('system.tenantAdmin.disable')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title={t(disabling ? 'system.tenantAdmin.disableConfirm' : 'system.tenantAdmin.enableConfirm', { name: row.platformName })}
      description={disabling ? t('system.tenantAdmin.disableDescription') : undefined}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: disabling }}
      onConfirm={change}
    >
      <Button type="link" size="small" danger={disabling}>
        {t(disabling ? 'system.tenantAdmin.disable' : 'system.tenantAdmin.enable')}
      </Button>
    </Popconfirm>
  );
}

/**
 * 租户管理 (issue 12): the platform operator's tenants — expiry with days left, user counts, status — with new
 * tenant (its first administrator's initial password shown once), edit/renew and disable/enable. Only the operator
 * tenant has this page (and its server calls answer only there).
 */
export function TenantAdminPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState<{ open: boolean; editing: TenantAdminRow | null }>({ open: false, editing: null });
  const [created, setCreated] = useState<TenantCreated | null>(null);

  const { rows, loading, search, reload, pagination } = usePagedList<TenantAdminRow>(`${TENANT_PATH}/queryList`);

  const columns: ViewColumn<TenantAdminRow>[] = [
    {
      key: 'code',
      title: t('system.tenantAdmin.code'),
      dataIndex: 'code',
      width: 150,
      render: (code: string, row) => (
        <Space size={6}>
          <Typography.Text strong>{code}</Typography.Text>
          {row.operator && <Tag color="blue">{t('system.tenantAdmin.operator')}</Tag>}
        </Space>
      ),
    },
    { key: 'platformName', title: t('system.tenantAdmin.platformName'), dataIndex: 'platformName', ellipsis: true, width: 180 },
    { key: 'tenantIdStr', title: t('system.tenantAdmin.tenantIdStr'), dataIndex: 'tenantIdStr', width: 130, ellipsis: true },
    {
      key: 'status',
      title: t('system.tenantAdmin.status'),
      dataIndex: 'status',
      width: 80,
      render: (status: number) => <Tag color={status === 0 ? 'success' : 'error'}>{t(status === 0 ? 'system.tenantAdmin.enabled' : 'system.tenantAdmin.disabled')}</Tag>,
    },
    { key: 'expireAt', title: t('system.tenantAdmin.expireAt'), width: 210, render: (_: unknown, row) => <Expiry row={row} /> },
    { key: 'userCount', title: t('system.tenantAdmin.userCount'), dataIndex: 'userCount', width: 80, align: 'right' },
    {
      key: 'createTime',
      title: t('system.tenantAdmin.createTime'),
      dataIndex: 'createTime',
      width: 110,
      // The day is what matters in the list; the time on hover.
      render: (time: string) => <Tooltip title={time}>{time.slice(0, 10)}</Tooltip>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      // Text links without icons: a compact column, in every language.
      width: 160,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Auth code={PERMISSIONS.tenant.edit}>
            <Button type="link" size="small" onClick={() => setForm({ open: true, editing: row })}>
              {t('system.tenantAdmin.edit')}
            </Button>
          </Auth>
          <Auth code={PERMISSIONS.tenant.status}>
            <StatusButton row={row} onDone={reload} />
          </Auth>
        </Space>
      ),
    },
  ];
  const listView = useListView('system.tenant', columns, reload);

  return (
    <Flex vertical gap={16}>
      <TextSearchForm
        name="tenantSearch"
        fields={[
          { name: 'code', label: t('system.tenantAdmin.code'), placeholder: t('system.tenantAdmin.searchCode'), maxLength: 63 },
          { name: 'platformName', label: t('system.tenantAdmin.platformName'), placeholder: t('system.tenantAdmin.searchName'), maxLength: 100 },
        ]}
        onSearch={search}
      />
      <Card
        className={listView.cardClassName}
        title={t('system.tenantAdmin.listTitle')}
        extra={
          <Flex gap={8} wrap>
            <Auth code={PERMISSIONS.tenant.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null })}>
                {t('system.tenantAdmin.add')}
              </Button>
            </Auth>
            {listView.controls}
          </Flex>
        }
      >
        <Table<TenantAdminRow>
          rowKey="id"
          size={listView.size}
          columns={listView.columns}
          dataSource={rows}
          loading={loading}
          scroll={{ x: 1100 }}
          tableLayout="fixed"
          pagination={pagination}
        />
      </Card>
      <TenantFormModal
        open={form.open}
        editing={form.editing}
        onClose={() => setForm({ open: false, editing: null })}
        onSaved={() => {
          setForm({ open: false, editing: null });
          reload();
        }}
        onCreated={(result) => {
          setForm({ open: false, editing: null });
          setCreated(result);
          reload();
        }}
      />
      <CreatedTenantModal created={created} onClose={() => setCreated(null)} />
    </Flex>
  );
}
