import { HomeOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH, type MenuNode } from '../router/menu-routes.ts';
import { MenuIcon } from './icons.tsx';
import { opensElsewhere } from './links.ts';
import { useMenuTitle, useMenuTree } from './usePages.ts';

type Item = Required<MenuProps>['items'][number];

const groupKey = (node: MenuNode) => `group:${node.item.id}`;

/** Keys of the groups above a path, outermost first. */
const groupsAbove = (nodes: MenuNode[], path: string, trail: string[] = []): string[] | null => {
  for (const node of nodes) {
    if (node.path === path && node.children.length === 0) return trail;
    const found = groupsAbove(node.children, path, [...trail, groupKey(node)]);
    if (found) return found;
  }
  return null;
};

/**
 * A menu entry's label as a real link to its page (the whole title on hover, where the menu cuts it): Ctrl-click or
 * a middle click opens the page in a new browser tab; a plain click stays in the app (the menu navigates).
 */
function PageLink({ path, title }: { path: string; title: string }) {
  return (
    <a
      href={path}
      title={title}
      className="zh-menu-link"
      onClick={(event) => {
        if (!opensElsewhere(event)) event.preventDefault();
      }}
    >
      {title}
    </a>
  );
}

/** The side menu from the server's menus (menu types only, sorted by orderby), with a home entry first. */
export function SideMenu({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const tree = useMenuTree();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const items = useMemo(() => {
    const toItem = (node: MenuNode): Item =>
      node.children.length > 0
        ? { key: groupKey(node), icon: <MenuIcon name={node.item.icon} />, label: <span title={title(node.item)}>{title(node.item)}</span>, children: node.children.map(toItem) }
        : { key: node.path!, icon: <MenuIcon name={node.item.icon} />, label: <PageLink path={node.path!} title={title(node.item)} /> };
    const hasHome = tree.some((n) => n.path === HOME_PATH);
    const home: Item = { key: HOME_PATH, icon: <HomeOutlined />, label: <PageLink path={HOME_PATH} title={t('menu.home')} /> };
    return hasHome ? tree.map(toItem) : [home, ...tree.map(toItem)];
  }, [tree, title, t]);

  const [openKeys, setOpenKeys] = useState<string[]>(() => groupsAbove(tree, pathname) ?? []);
  const [popupKeys, setPopupKeys] = useState<string[]>([]);
  // Opening a page from elsewhere (a tab, the home page) unfolds its group.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    const above = groupsAbove(tree, pathname) ?? [];
    if (above.some((k) => !openKeys.includes(k))) setOpenKeys([...new Set([...openKeys, ...above])]);
  }

  return (
    <Menu
      mode="inline"
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={[pathname]}
      // Folded, the groups open as pop-ups; unfolding restores the groups that were open before.
      openKeys={collapsed ? popupKeys : openKeys}
      onOpenChange={collapsed ? setPopupKeys : setOpenKeys}
      // A plain click opens the page in this tab (the link's own navigation is held back); with Ctrl, Cmd or Shift,
      // or the middle button, the browser opens the link in a new tab or window, and this tab stays where it was.
      onClick={({ key, domEvent }) => {
        if (!opensElsewhere(domEvent)) void navigate(key);
      }}
      className="zh-side-menu"
    />
  );
}
