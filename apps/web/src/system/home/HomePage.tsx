import { RightOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Empty, Row, Tag } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../../platform/layout/icons.tsx';
import { opensElsewhere } from '../../platform/layout/links.ts';
import { useMenuTitle, useMenuTree } from '../../platform/layout/usePages.ts';
import { formatDateTime } from '../../platform/resource/index.ts';
import type { MenuNode } from '../../platform/router/menu-routes.ts';
import { HOME_PATH } from '../../platform/router/menu-routes.ts';
import { useSession } from '../../platform/session/store.ts';
import { Workbench } from './Workbench.tsx';
import './home.css';

dayjs.extend(localizedFormat);

const partOfDay = (hour: number) => (hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening');

/** The side menu's pages, in its order, with the groups above each (never a page reached only from another, such as 编辑用户). */
const menuPages = (nodes: readonly MenuNode[], trail: MenuNode['item'][] = []): { path: string; item: MenuNode['item']; trail: MenuNode['item'][] }[] =>
  nodes.flatMap((node) =>
    node.children.length > 0 ? menuPages(node.children, [...trail, node.item]) : node.path && node.path !== HOME_PATH ? [{ path: node.path, item: node.item, trail }] : [],
  );

/**
 * /home: who is logged in, for which tenant, with which roles; what waits for them (the workbench's counts) and the
 * pages of their side menu as shortcuts (links: Ctrl-click opens a new tab).
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const tree = useMenuTree();
  const title = useMenuTitle();
  if (!user) return null;

  const name = [user.familyName, user.name].filter(Boolean).join('') || user.username;
  const now = dayjs();
  const shortcuts = menuPages(tree);

  return (
    <div className="zh-home">
      <section className="zh-home-hero">
        <div>
          <h2>{t('shell.home.welcome', { greeting: t(`shell.home.greeting.${partOfDay(now.hour())}`), name })}</h2>
          <p>{t('shell.home.intro', { platform: user.platformName })}</p>
        </div>
        <div className="zh-home-date">
          <strong>{now.format('dddd')}</strong>
          <span>{now.format('LL')}</span>
        </div>
      </section>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Workbench />
        </Col>
        <Col xs={24} xl={8} className="zh-home-account">
          <AccountCard />
        </Col>
        <Col xs={24}>
          <Card title={t('shell.home.shortcuts')} className="zh-home-card">
            {shortcuts.length === 0 ? (
              <Empty description={t('shell.home.noShortcuts')} />
            ) : (
              <div className="zh-shortcuts">
                {shortcuts.map(({ path, item, trail }) => (
                  <a
                    key={path}
                    href={path}
                    className="zh-shortcut"
                    onClick={(event) => {
                      if (opensElsewhere(event)) return;
                      event.preventDefault();
                      void navigate(path);
                    }}
                  >
                    <span className="zh-shortcut-icon">
                      <MenuIcon name={item.icon} />
                    </span>
                    <span className="zh-shortcut-text">
                      <strong>{title(item)}</strong>
                      {trail.length > 0 && <small>{trail.map(title).join(' / ')}</small>}
                    </span>
                    <RightOutlined className="zh-shortcut-arrow" />
                  </a>
                ))}
              </div>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

/** Who is logged in: account, platform, tenant, roles, last login. */
function AccountCard() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <Card title={t('shell.home.account')} className="zh-home-card">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'username', label: t('shell.home.username'), children: user.username },
          { key: 'platform', label: t('shell.home.platform'), children: user.platformName },
          { key: 'tenant', label: t('shell.home.tenantCode'), children: <Tag>{user.tenantCode}</Tag> },
          {
            key: 'roles',
            label: t('shell.home.roles'),
            children: user.roleNames.length ? user.roleNames.map((role) => <Tag key={role} color="blue">{role}</Tag>) : t('shell.home.noRoles'),
          },
          { key: 'lastLogin', label: t('shell.home.lastLogin'), children: formatDateTime(user.lastLogin) || '—' },
        ]}
      />
    </Card>
  );
}
