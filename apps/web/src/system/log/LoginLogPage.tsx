import { UnlockOutlined } from '@ant-design/icons';
import { LoginLog, PERMISSIONS } from '@zhwy/contracts';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { ResourcePage, type Row } from '../../platform/resource/index.ts';
import { CleanButton } from './CleanButton.tsx';
import { statusColumn, timeColumn } from './columns.tsx';
import { useLogView } from './useLogView.ts';

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

/**
 * 登录日志: every login attempt, newest first; search by user name, status and a date range; the user name opens
 * the row's detail; export (the list's filters) and clean-up with their codes; search failures stay quiet (spec).
 */
export function LoginLogPage() {
  const { t } = useTranslation();
  const { can } = useAccess();
  const { view, message } = useLogView(LoginLog);
  const title = t('system.loginLog.title');
  return (
    <ResourcePage
      entity={view}
      title={title}
      listOptions={{ silent: true }}
      columns={{ userName: { width: 160 }, ip: { width: 150 }, time: timeColumn, message: { render: (_: unknown, row: Row) => message(row) }, status: statusColumn }}
      details={{ message: (_value, row) => message(row) }}
      toolbar={(reload) => <CleanButton path="/zhwy/api/system/cscpLogLogins/clean" code={PERMISSIONS.loginLog.clean} name={title} onCleaned={reload} />}
      // Unlock (with its permission only): a locked account is unlocked from any of its rows.
      rowActions={can(PERMISSIONS.loginLog.unlock) ? (row: Row) => <UnlockButton userName={String(row.userName ?? '')} /> : undefined}
    />
  );
}
