import { UserOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@zhwy/contracts';
import { Alert, Avatar, Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../platform/http/client.ts';
import { formatDateTime } from '../../platform/resource/index.ts';
import { useSession } from '../../platform/session/store.ts';

/** 个人中心, read-only part: account, names, times, roles, tenant. Editing arrives with the user module. */
export function SelfPage() {
  const { t } = useTranslation();
  const sessionUser = useSession((s) => s.user);
  const [fresh, setFresh] = useState<CurrentUser | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    http
      .get<Envelope<CurrentUser>>('/zhwy/api/system/cscpCurrentUserDetails', undefined, { silent: true })
      .then((res) => {
        if (!live) return;
        setFresh(res.data);
        useSession.setState({ user: res.data });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const user = fresh ?? sessionUser;
  const fullName = [user?.familyName, user?.name].filter(Boolean).join('');
  const dash = (value: string | null | undefined) => value || '—';

  return (
    <Flex vertical gap={16}>
      {failed && <Alert type="error" showIcon title={t('system.self.loadFailed')} />}
      <Card loading={!user}>
        {user && (
          <Flex gap={24} align="flex-start" wrap>
            <Avatar size={96} src={user.imgPath || undefined} icon={<UserOutlined />} />
            <Flex vertical gap={12} style={{ flex: 1, minWidth: 320 }}>
              <Space align="baseline" size={12}>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {fullName || user.username}
                </Typography.Title>
                <Typography.Text type="secondary">@{user.username}</Typography.Text>
              </Space>
              <Descriptions
                column={{ xs: 1, md: 2 }}
                size="middle"
                bordered
                items={[
                  { key: 'username', label: t('system.self.username'), children: user.username },
                  { key: 'name', label: t('system.self.name'), children: dash(fullName) },
                  { key: 'mobile', label: t('system.self.mobile'), children: dash(user.mobile) },
                  { key: 'email', label: t('system.self.email'), children: dash(user.email) },
                  { key: 'registerTime', label: t('system.self.registerTime'), children: dash(formatDateTime(user.registerTime)) },
                  { key: 'lastLogin', label: t('system.self.lastLogin'), children: dash(formatDateTime(user.lastLogin)) },
                  {
                    key: 'roles',
                    label: t('system.self.roles'),
                    children: user.roleNames.length ? user.roleNames.map((role) => <Tag key={role}>{role}</Tag>) : '—',
                  },
                  { key: 'tenant', label: t('system.self.tenant'), children: `${user.platformName} (${user.tenantCode})` },
                ]}
              />
              <Typography.Text type="secondary">{t('system.self.readOnlyNote')}</Typography.Text>
            </Flex>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
