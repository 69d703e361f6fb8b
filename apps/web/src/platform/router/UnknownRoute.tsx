import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../session/store.ts';

/**
 * Anything no route matches. Logged out: the login page (a menu route cannot be known before login).
 * Logged in with the session loaded: /404. Logged in but the session failed to load: a way to retry.
 */
export function UnknownRoute() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const ready = useSession((s) => s.ready);
  if (!token) return <Navigate to="/login" replace />;
  if (ready) return <Navigate to="/404" replace />;
  return (
    <div className="zh-center">
      <Result
        status="warning"
        title={t('shell.session.failed')}
        extra={<Button type="primary" onClick={() => window.location.reload()}>{t('shell.session.retry')}</Button>}
      />
    </div>
  );
}
