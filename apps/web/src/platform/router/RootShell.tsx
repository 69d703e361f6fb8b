import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, isRouteErrorResponse, useNavigation, useRouteError } from 'react-router';
import { PageLoading } from './PageLoading.tsx';
import { startProgress } from './progress.ts';

/** The top route: runs the loading bar while a navigation loads code or the session. */
export function RootShell() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => (busy ? startProgress() : undefined), [busy]);
  return <Outlet />;
}

/** First paint while the router resolves the first route (code, session). */
export function BootFallback() {
  return <PageLoading fullscreen />;
}

/** Last resort for errors no page caught: says what happened and offers a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <div className="zh-center" role="alert">
      <div className="zh-route-error">
        <h1>{t('shell.page.loadFailed')}</h1>
        <p>{t('shell.page.loadFailedDetail')}</p>
        {detail && <pre>{detail}</pre>}
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('shell.page.retry')}
        </Button>
      </div>
    </div>
  );
}
