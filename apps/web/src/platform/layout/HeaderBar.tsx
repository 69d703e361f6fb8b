import {
  DownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Breadcrumb, Button, Dropdown, Tooltip } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { headerItemsOf } from '../pages/registry.ts';
import { logout, useSession } from '../session/store.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const PROFILE_PATH = '/self-edit';

function FullscreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const label = t(full ? 'shell.header.exitFullscreen' : 'shell.header.fullscreen');
  const toggle = () => {
    const change = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => {});
  };
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} />
    </Tooltip>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const name = [user?.familyName, user?.name].filter(Boolean).join('') || user?.username || '';
  const confirmLogout = () =>
    modal.confirm({
      title: t('shell.header.logout'),
      content: t('shell.header.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logout();
        await navigate('/login', { replace: true });
      },
    });
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: t('shell.header.profile') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('shell.header.logout'), danger: true },
        ],
        onClick: ({ key }) => (key === 'profile' ? void navigate(PROFILE_PATH) : confirmLogout()),
      }}
    >
      <Button type="text" className="zh-user" aria-label={t('shell.header.account', { name })}>
        <Avatar size={28} src={user?.imgPath || undefined} icon={<UserOutlined />} />
        <span className="zh-user-name">{name}</span>
        <DownOutlined className="zh-user-caret" />
      </Button>
    </Dropdown>
  );
}

type HeaderBarProps = {
  platformName: string;
  collapsed: boolean;
  onToggle: () => void;
  crumbs: string[];
  onOpenSettings: () => void;
};

/** Logo and platform name, menu folding, breadcrumb; language, full screen, settings, the user's menu. */
export function HeaderBar({ platformName, collapsed, onToggle, crumbs, onOpenSettings }: HeaderBarProps) {
  const { t } = useTranslation();
  const toggleLabel = t(collapsed ? 'shell.header.expand' : 'shell.header.collapse');
  return (
    <header className="zh-header">
      {/* As wide as the side menu below it: the logo alone when the menu is folded. */}
      <div className={collapsed ? 'zh-brand zh-brand-collapsed' : 'zh-brand'} title={collapsed ? platformName : undefined}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="zh-brand-name" title={platformName}>
          {platformName}
        </span>
      </div>
      <Button type="text" aria-label={toggleLabel} title={toggleLabel} icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={onToggle} />
      <Breadcrumb className="zh-breadcrumb" items={crumbs.map((title) => ({ title }))} />
      <div className="zh-header-actions">
        {headerItemsOf().map(({ name, Item }) => (
          <Suspense key={name} fallback={null}>
            <Item />
          </Suspense>
        ))}
        <LanguageSwitch />
        <FullscreenButton />
        <Tooltip title={t('shell.header.settings')}>
          <Button type="text" aria-label={t('shell.header.settings')} icon={<SettingOutlined />} onClick={onOpenSettings} />
        </Tooltip>
        <UserMenu />
      </div>
    </header>
  );
}
