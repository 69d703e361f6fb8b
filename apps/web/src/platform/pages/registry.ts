import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The whitelist of pages a server menu may name in its `component`. Pages load lazily; a name that is not
 * here renders the "page not available" view instead of crashing.
 */
export const PAGE_REGISTRY: Record<string, LazyExoticComponent<ComponentType>> = {
  'dict-management': lazy(() => import('../../system/dict/DictPage.tsx').then((m) => ({ default: m.DictPage }))),
  'logging-login': lazy(() => import('../../system/log/LoginLogPage.tsx').then((m) => ({ default: m.LoginLogPage }))),
  'logging-operation': lazy(() => import('../../system/log/OperationLogPage.tsx').then((m) => ({ default: m.OperationLogPage }))),
  'self-edit': lazy(() => import('../../system/self/SelfPage.tsx').then((m) => ({ default: m.SelfPage }))),
};

export const pageFor = (component: string | null | undefined) => (component ? PAGE_REGISTRY[component] : undefined);
