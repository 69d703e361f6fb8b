import { CloseOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@zhwy/contracts';
import { App, Card, Empty, Flex, Spin, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, useAccess } from '../../platform/access/access.tsx';
import { HttpError } from '../../platform/http/errors.ts';
import { usePageNavigation } from '../../platform/pages/page-params.ts';
import { LIST_CARD_CLASS, TableViewControls } from '../../platform/resource/index.ts';
import { type Role, deleteRole, loadRoles, onRolesChanged } from './role-api.ts';
import './roles.css';

/**
 * 角色管理 (spec §2 role list): one card per role with its name and extension attribute; a click opens role-edit
 * with the role's id as the page parameter; the close icon deletes after a confirmation (refused while accounts use
 * the role: the server's message names how many); the last card, 新增角色, opens role-add.
 */
export function RoleListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { open } = usePageNavigation();
  const { can } = useAccess();
  const [roles, setRoles] = useState<Role[] | null>(null);

  const reload = useCallback(() => {
    loadRoles().then(setRoles, () => {
      setRoles((current) => current ?? []);
      message.error(t('system.role.loadFailed'));
    });
  }, [message, t]);
  useEffect(() => {
    reload();
    return onRolesChanged(reload);
  }, [reload]);

  const confirmDelete = (role: Role) =>
    modal.confirm({
      title: t('system.role.deleteTitle'),
      content: t('system.role.deleteConfirm', { name: role.name }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteRole(role.id);
          message.success(t('system.role.deleteSuccess'));
          reload();
        } catch (error) {
          // 409: in use (该角色已被 N 个账号使用，禁止删除) or the built-in role, worded by the server in this language.
          message.error(error instanceof HttpError && error.status === 409 && error.message ? error.message : t('system.role.deleteFailure'));
        }
      },
    });

  const edit = (role: Role) => can(PERMISSIONS.role.edit) && open('role-edit', { id: String(role.id) });

  return (
    <Card className={LIST_CARD_CLASS} title={t('system.role.listTitle')} extra={<TableViewControls onReload={reload} />}>
      <Spin spinning={roles === null}>
        <Flex wrap gap={16} className="zh-role-cards">
          {(roles ?? []).map((role) => (
            <Card
              key={role.id}
              hoverable={can(PERMISSIONS.role.edit)}
              className="zh-role-card"
              data-role={role.name}
              onClick={() => edit(role)}
              title={
                <Flex align="center" gap={8}>
                  <SafetyCertificateOutlined className="zh-role-card-icon" />
                  <Typography.Text ellipsis={{ tooltip: role.name }}>{role.name}</Typography.Text>
                  {role.builtinAdmin && <Tag color="gold">{t('system.role.builtin')}</Tag>}
                </Flex>
              }
              extra={
                !role.builtinAdmin && (
                  <Auth code={PERMISSIONS.role.delete}>
                    <Tooltip title={t('system.role.delete')}>
                      <CloseOutlined
                        role="button"
                        aria-label={t('system.role.deleteLabel', { name: role.name })}
                        className="zh-role-card-close"
                        onClick={(event) => {
                          event.stopPropagation();
                          confirmDelete(role);
                        }}
                      />
                    </Tooltip>
                  </Auth>
                )
              }
            >
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: role.roleExtent }} className="zh-role-card-extent">
                {role.roleExtent || t('system.role.extentNone')}
              </Typography.Paragraph>
            </Card>
          ))}
          <Auth code={PERMISSIONS.role.add}>
            <Card hoverable className="zh-role-card zh-role-card-new" onClick={() => open('role-add')} role="button" aria-label={t('system.role.add')}>
              <Flex vertical align="center" justify="center" gap={8}>
                <PlusOutlined />
                <span>{t('system.role.add')}</span>
              </Flex>
            </Card>
          </Auth>
          {roles !== null && roles.length === 0 && !can(PERMISSIONS.role.add) && <Empty description={t('system.role.empty')} />}
        </Flex>
      </Spin>
    </Card>
  );
}
