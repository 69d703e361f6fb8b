import { Layout } from 'antd';
import { Activity, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useOutlet } from 'react-router';
import { HOME_PATH } from '../router/menu-routes.ts';
import { useSession } from '../session/store.ts';
import { HeaderBar } from './HeaderBar.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TabBar } from './TabBar.tsx';
import { openTab, useTabs } from './tabs.ts';
import { useExpiryNotice } from './useExpiryNotice.ts';
import { useMenuTitle, usePageTable } from './usePages.ts';
import { updateUiSettings, useUiSettings } from './settings.ts';
import './layout.css';

/**
 * The shell around every page: header, side menu, tab bar. Each opened tab keeps its page mounted; the
 * inactive ones are hidden with <Activity>, so switching tabs keeps what was typed, scrolled and loaded.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const pages = usePageTable();
  const title = useMenuTitle();
  const user = useSession((s) => s.user);
  const tenant = useSession((s) => s.tenant);
  const { darkMenu, collapsed } = useUiSettings();
  const openPaths = useTabs((s) => s.paths);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const platformName = user?.platformName ?? tenant?.platformName ?? t('common.appName');

  const isPage = pathname === HOME_PATH || pages.has(pathname);
  const titleOf = useCallback(
    (path: string) => (path === HOME_PATH ? t('menu.home') : pages.has(path) ? title(pages.get(path)!.item) : null),
    [pages, title, t],
  );

  // The element of each opened page, captured the first time its route renders.
  const [views, setViews] = useState<Record<string, ReactNode>>({});
  if (isPage && outlet && !(pathname in views)) setViews((v) => ({ ...v, [pathname]: outlet }));
  const closed = Object.keys(views).filter((p) => p !== pathname && !openPaths.includes(p));
  if (closed.length > 0) setViews((v) => Object.fromEntries(Object.entries(v).filter(([p]) => !closed.includes(p))));

  useEffect(() => {
    if (isPage) openTab(pathname);
  }, [pathname, isPage]);

  const pageTitle = titleOf(pathname);
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${platformName}` : platformName;
  }, [pageTitle, platformName]);

  useExpiryNotice();

  const entry = pages.get(pathname);
  const crumbs = pathname === HOME_PATH ? [t('menu.home')] : entry ? [...entry.trail.map(title), title(entry.item)] : [];

  const toggle = () => updateUiSettings({ collapsed: !collapsed });

  return (
    <Layout className="zh-shell">
      <HeaderBar platformName={platformName} collapsed={collapsed} onToggle={toggle} crumbs={crumbs} onOpenSettings={() => setSettingsOpen(true)} />
      <Layout className="zh-body">
        <Layout.Sider
          className="zh-sider"
          collapsed={collapsed}
          collapsedWidth={64}
          width={220}
          theme={darkMenu ? 'dark' : 'light'}
          trigger={null}
          aria-label={t('shell.header.navigation')}
        >
          <SideMenu collapsed={collapsed} dark={darkMenu} />
        </Layout.Sider>
        <Layout className="zh-main">
          <TabBar titleOf={titleOf} />
          <Layout.Content className="zh-content">
            {Object.entries(views).map(([path, view]) => (
              <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
                {view}
              </Activity>
            ))}
            {!isPage && outlet}
          </Layout.Content>
        </Layout>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Layout>
  );
}
