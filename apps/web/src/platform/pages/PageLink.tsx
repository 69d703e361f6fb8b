import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageNavigation } from './page-params.ts';

/**
 * A link to another menu page, by its component (the administrator may move its URL), opened with `params` (a
 * row's detail: `{ detail: '42' }`). Plain text for a user whose menus lack the page.
 */
export function PageLink({ component, params, children }: { component: string; params?: Record<string, string>; children: ReactNode }) {
  const { open, pathOf } = usePageNavigation();
  if (!pathOf(component)) return <>{children}</>;
  return <Typography.Link onClick={() => open(component, params)}>{children}</Typography.Link>;
}
