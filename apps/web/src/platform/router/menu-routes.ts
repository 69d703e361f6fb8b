import type { MenuItem } from '@zhwy/contracts';

/** The home page: a static child of the layout, always the first tab. */
export const HOME_PATH = '/home';
/** Paths the static routes own; a server menu cannot take them over. */
const RESERVED = new Set(['/', '/login', '/update-password', '/404', '/main', HOME_PATH]);

/** A routable page from the server's menu list. */
export type PageEntry = {
  path: string;
  item: MenuItem;
  /** Menu-type ancestors, outermost first: the breadcrumb puts their titles in front of the page's. */
  trail: MenuItem[];
};

/** A node of the side menu: a page (path) or a group of pages. */
export type MenuNode = { item: MenuItem; path: string | null; children: MenuNode[] };

const byOrder = (a: MenuItem, b: MenuItem) => a.orderby - b.orderby || a.id - b.id;
const isMenuType = (item: MenuItem) => item.type.startsWith('menu');
const trimSlashes = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * Each item's full path. An absolute url stays as it is; a relative one joins its parent's path, so nested
 * levels flatten into one list of paths under the layout. Items without a url get null.
 */
export const resolvePaths = (menus: readonly MenuItem[]): Map<number, string | null> => {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const paths = new Map<number, string | null>();
  const resolve = (item: MenuItem, seen: Set<number>): string | null => {
    if (paths.has(item.id)) return paths.get(item.id)!;
    const url = item.url ? trimSlashes(item.url) : '';
    let path: string | null = null;
    if (url.startsWith('/')) path = url;
    else if (url) {
      const parent = byId.get(item.parentId);
      const base = parent && !seen.has(parent.id) ? resolve(parent, new Set(seen).add(item.id)) : null;
      path = `${base ?? ''}/${url}`;
    }
    paths.set(item.id, path);
    return path;
  };
  for (const item of menus) resolve(item, new Set([item.id]));
  return paths;
};

/** Menu-type ancestors of an item, outermost first. */
const trailOf = (item: MenuItem, byId: Map<number, MenuItem>): MenuItem[] => {
  const trail: MenuItem[] = [];
  const seen = new Set([item.id]);
  for (let parent = byId.get(item.parentId); parent && !seen.has(parent.id); parent = byId.get(parent.parentId)) {
    seen.add(parent.id);
    if (isMenuType(parent)) trail.unshift(parent);
  }
  return trail;
};

/**
 * The routable pages: every item that is not a button and has both a path and a component (menu1, menu2,
 * menu2-sp and non-menu), keyed by path. The first item wins when two claim the same path.
 */
export const buildPageTable = (menus: readonly MenuItem[]): Map<string, PageEntry> => {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const paths = resolvePaths(menus);
  const table = new Map<string, PageEntry>();
  for (const item of [...menus].sort(byOrder)) {
    const path = paths.get(item.id);
    if (item.type === 'button' || !path || !item.component || RESERVED.has(path) || table.has(path)) continue;
    table.set(path, { path, item, trail: trailOf(item, byId) });
  }
  return table;
};

/**
 * The side menu: only types beginning with "menu", sorted by orderby. An item whose parent is not in the
 * visible list is shown at the top level rather than lost. A group with no pages under it is left out.
 */
export const buildMenuTree = (menus: readonly MenuItem[]): MenuNode[] => {
  const visible = menus.filter(isMenuType).sort(byOrder);
  const ids = new Set(visible.map((m) => m.id));
  const pages = buildPageTable(menus);
  const paths = resolvePaths(menus);
  const nodeOf = (item: MenuItem, seen: Set<number>): MenuNode | null => {
    const children = visible
      .filter((child) => child.parentId === item.id && !seen.has(child.id))
      .map((child) => nodeOf(child, new Set(seen).add(child.id)))
      .filter((n): n is MenuNode => n !== null);
    const path = paths.get(item.id) ?? null;
    const routable = path !== null && (pages.has(path) || path === HOME_PATH);
    if (children.length === 0 && !routable) return null;
    return { item, path: routable ? path : null, children };
  };
  return visible
    .filter((item) => item.parentId === 0 || !ids.has(item.parentId))
    .map((item) => nodeOf(item, new Set([item.id])))
    .filter((n): n is MenuNode => n !== null);
};
