import { UnlockOutlined } from '@ant-design/icons';
import { LoginLog, PERMISSIONS } from '@zhwy/contracts';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { ResourcePage, type Row } from '../../platform/resource/index.ts';
import { statusColumn, timeColumn } from './columns.tsx';

/** Lifts the lockout of the row's account name (the account's and every address's), after a confirmation. */
function UnlockButton({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const unlock = async () => {
    try {
      await http.put(`/zhwy/api/system/cscpUserUnlock/${encodeURIComponent(userName)}`);
    } catch {
      return; // the client has shown why
    }
    message.success(t('system.loginLog.unlocked', { name: userName }));
  };
  return (
    <Popconfirm
      title={t('system.loginLog.unlockConfirm', { name: userName })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onConfirm={unlock}
    >
      <Button type="link" size="small" icon={<UnlockOutlined />}>
        {t('system.loginLog.unlock')}
      </Button>
    </Popconfirm>
  );
}

/** 登录日志: every login attempt, newest first; search by user name; search failures stay quiet (spec). */
export function LoginLogPage() {
  const { t } = useTranslation();
  const { can } = useAccess();
  return (
    <ResourcePage
      entity={LoginLog}
      title={t('system.loginLog.title')}
      listOptions={{ silent: true }}
      columns={{ userName: { width: 160 }, ip: { width: 150 }, time: timeColumn, status: statusColumn }}
      // Unlock (with its permission only): a locked account is unlocked from any of its rows.
      rowActions={can(PERMISSIONS.loginLog.unlock) ? (row: Row) => <UnlockButton userName={String(row.userName ?? '')} /> : undefined}
    />
  );
}
