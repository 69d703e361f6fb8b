import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { confirmLeave } from '../pages/leave-guard.ts';
import { HOME_PATH } from '../router/menu-routes.ts';
import { closeAllTabs, closeOtherTabs, closeTab, useTabs } from './tabs.ts';

type TabBarProps = { titleOf: (path: string) => string | null };

/**
 * Opened pages: home first and fixed; close one, the others, or all, from the tab's context menu or the button.
 * Closing a page with unsaved changes asks first (leave-guard.ts); a clean page closes at once.
 */
export function TabBar({ titleOf }: TabBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const paths = useTabs((s) => s.paths).filter((p) => titleOf(p) !== null);

  const close = async (path: string) => {
    if (!(await confirmLeave([path]))) return;
    const next = closeTab(path, pathname);
    if (next) void navigate(next);
  };
  const closeOthers = async (path: string) => {
    if (!(await confirmLeave(paths.filter((p) => p !== path && p !== HOME_PATH)))) return;
    closeOtherTabs(path);
    if (path !== pathname) void navigate(path);
  };
  const closeAll = async () => {
    if (!(await confirmLeave(paths.filter((p) => p !== HOME_PATH)))) return;
    closeAllTabs();
    if (pathname !== HOME_PATH) void navigate(HOME_PATH);
  };
  const actions = (path: string): MenuProps => ({
    items: [
      { key: 'close', label: t('shell.tabs.close'), disabled: path === HOME_PATH },
      { key: 'others', label: t('shell.tabs.closeOthers') },
      { key: 'all', label: t('shell.tabs.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'close') void close(path);
      else if (key === 'others') void closeOthers(path);
      else void closeAll();
    },
  });

  return (
    <div className="zh-tabbar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        locale={{ removeAriaLabel: t('shell.tabs.closeTab'), dropdownAriaLabel: t('shell.tabs.hidden') }}
        activeKey={pathname}
        onChange={(key) => void navigate(key)}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && void close(key)}
        items={paths.map((path) => ({
          key: path,
          closable: path !== HOME_PATH,
          label: (
            <Dropdown trigger={['contextMenu']} menu={actions(path)}>
              <span className="zh-tab-label">{titleOf(path)}</span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={{
          right: (
            <Dropdown trigger={['click']} menu={actions(pathname)}>
              <Button type="text" size="small" aria-label={t('shell.tabs.more')} icon={<DownOutlined />} />
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
