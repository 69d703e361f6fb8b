import type { MenuItem } from '@zhwy/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildMenuTree, buildPageTable } from '../router/menu-routes.ts';
import { useSession } from '../session/store.ts';

/** A menu's title in the current language: `menu.<name>` when translated, else the server's title. */
export const useMenuTitle = () => {
  const { t } = useTranslation();
  return useCallback((item: Pick<MenuItem, 'name' | 'title'>) => t(`menu.${item.name}`, { defaultValue: item.title }), [t]);
};

/** The routable pages of the current user's menus, by path. */
export const usePageTable = () => {
  const menus = useSession((s) => s.menus);
  return useMemo(() => buildPageTable(menus), [menus]);
};

export const useMenuTree = () => {
  const menus = useSession((s) => s.menus);
  return useMemo(() => buildMenuTree(menus), [menus]);
};
