import { Layout } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useOutlet } from 'react-router';
import { PagePathContext, setPageTitles } from '../pages/leave-guard.ts';
import { HOME_PATH } from '../router/menu-routes.ts';
import { HeaderBar } from './HeaderBar.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TabBar } from './TabBar.tsx';
import { mayKeep, pagesToDrop } from './kept-pages.ts';
import { openTab, useTabs } from './tabs.ts';
import { useExpiryNotice } from './useExpiryNotice.ts';
import { useMenuTitle, usePageTable } from './usePages.ts';
import { useDocumentTitle, usePlatformName } from './usePlatformName.ts';
import { updateUiSettings, useUiSettings } from './settings.ts';
import './layout.css';

/** antd's lg breakpoint, as Layout.Sider's `breakpoint="lg"` tests it. */
const NARROW_QUERY = 'screen and (max-width: 991.98px)';

/**
 * The shell around every page: header, side menu, tab bar. Each opened tab keeps its page mounted and running;
 * the inactive ones are only hidden, so switching tabs keeps what was typed, chosen and loaded. (Not React's
 * <Activity mode="hidden">: it ends a hidden page's effects and starts them again when the page comes back, and a
 * page that loads its record in an effect then reloaded it over what was typed: 新增用户 came back empty.)
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname, key: visit } = useLocation();
  const outlet = useOutlet();
  const pages = usePageTable();
  const title = useMenuTitle();
  const { darkMenu, collapsed } = useUiSettings();
  const openPaths = useTabs((s) => s.paths);
  const closedPaths = useTabs((s) => s.closed);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const platformName = usePlatformName();
  // Below lg the menu is folded away and, opened with the header's button, lies over the page until a page is
  // chosen; the folding saved in the settings is the wide screen's and stays as it was.
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const folded = narrow ? menuOpenAt !== pathname : collapsed;

  const isPage = pathname === HOME_PATH || pages.has(pathname);
  const titleOf = useCallback(
    (path: string) => (path === HOME_PATH ? t('menu.home') : pages.has(path) ? title(pages.get(path)!.item) : null),
    [pages, title, t],
  );

  // The element of each opened page, captured the first time its route renders; a closed tab's page goes at once,
  // before the navigation away is rendered (kept-pages.ts).
  const [views, setViews] = useState<Record<string, ReactNode>>({});
  const tabs = { paths: openPaths, closed: closedPaths };
  if (isPage && outlet && !(pathname in views) && mayKeep(pathname, tabs)) setViews((v) => ({ ...v, [pathname]: outlet }));
  const closed = pagesToDrop(Object.keys(views), pathname, tabs);
  if (closed.length > 0) setViews((v) => Object.fromEntries(Object.entries(v).filter(([p]) => !closed.includes(p))));

  // Each navigation to a page opens its tab, also one back to a page whose tab was closed before the address changed.
  useEffect(() => {
    if (isPage) openTab(pathname);
  }, [pathname, visit, isPage]);

  useDocumentTitle(titleOf(pathname));
  useEffect(() => setPageTitles(titleOf), [titleOf]);

  useExpiryNotice();

  const entry = pages.get(pathname);
  const crumbs = pathname === HOME_PATH ? [t('menu.home')] : entry ? [...entry.trail.map(title), title(entry.item)] : [];

  const toggle = () => (narrow ? setMenuOpenAt(folded ? pathname : null) : updateUiSettings({ collapsed: !collapsed }));

  return (
    <Layout className="zh-shell">
      <HeaderBar platformName={platformName} collapsed={folded} onToggle={toggle} crumbs={crumbs} onOpenSettings={() => setSettingsOpen(true)} />
      <Layout className="zh-body">
        <Layout.Sider
          className={narrow ? 'zh-sider zh-sider-narrow' : 'zh-sider'}
          collapsed={folded}
          collapsedWidth={narrow ? 0 : 64}
          breakpoint="lg"
          onBreakpoint={(broken) => {
            setNarrow(broken);
            setMenuOpenAt(null);
          }}
          width={220}
          theme={darkMenu ? 'dark' : 'light'}
          trigger={null}
          aria-label={t('shell.header.navigation')}
        >
          <SideMenu collapsed={folded} dark={darkMenu} />
        </Layout.Sider>
        {narrow && !folded && <div className="zh-sider-mask" aria-hidden onClick={() => setMenuOpenAt(null)} />}
        <Layout className="zh-main">
          <TabBar titleOf={titleOf} />
          <Layout.Content className="zh-content">
            {Object.entries(views).map(([path, view]) => (
              <div key={path} className="zh-page" hidden={path !== pathname}>
                <PagePathContext value={path}>{view}</PagePathContext>
              </div>
            ))}
            {!isPage && outlet}
          </Layout.Content>
        </Layout>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Layout>
  );
}
