import { Button, Result } from 'antd';
import { Component, type ReactNode, Suspense, createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { CurrentPage } from '../pages/current-page.ts';
import { pageFor } from '../pages/registry.ts';
import { useSession } from '../session/store.ts';
import { buildPageTable } from './menu-routes.ts';
import { PageLoading } from './PageLoading.tsx';

/** The page a server menu names, from the whitelist registry; a clear notice when the registry lacks it. */
export function MenuPage({ path }: { path: string }) {
  const menus = useSession((s) => s.menus);
  const token = useSession((s) => s.token);
  const entry = useMemo(() => buildPageTable(menus).get(path), [menus, path]);
  // The session has just ended (a 401): the way to the login page is under way; the emptied menus are no 404.
  if (!token) return null;
  // A route patched in for an earlier login that the current user's menus do not grant.
  if (!entry) return <Navigate to="/404" replace />;
  const Page = pageFor(entry.item.component);
  if (!Page) return <PageUnavailable component={entry.item.component ?? ''} />;
  return (
    <PageBoundary>
      <Suspense fallback={<PageLoading />}>
        {/* A lazy page from the registry's fixed table, not a component made during render. */}
        <CurrentPage.Provider value={entry.item.component ?? null}>{createElement(Page)}</CurrentPage.Provider>
      </Suspense>
    </PageBoundary>
  );
}

export function PageUnavailable({ component }: { component: string }) {
  const { t } = useTranslation();
  return (
    <div className="zh-panel">
      <Result status="warning" title={t('shell.page.unavailable')} subTitle={t('shell.page.unavailableDetail', { component })} />
    </div>
  );
}

function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="zh-panel">
      <Result
        status="error"
        title={t('shell.page.loadFailed')}
        subTitle={t('shell.page.loadFailedDetail')}
        extra={<Button type="primary" onClick={onRetry}>{t('shell.page.retry')}</Button>}
      />
    </div>
  );
}

/** Keeps a failing page (or a chunk that did not load) inside its tab instead of taking the shell down. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // A chunk that failed to load stays failed in React.lazy's cache: reload the document to fetch it again.
    return <PageFailed onRetry={() => window.location.reload()} />;
  }
}
