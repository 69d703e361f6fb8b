import type pg from 'pg';
import { pgScope } from '../../platform/scope-sql.ts';

export type MenuNodeRow = { id: number; parentId: number; name: string; title: string; type: string };
export type TreeNode = { id: number; title: string; name: string; type: string; checked: boolean; items: TreeNode[] };

/** The tenant's whole menu tree, buttons included, ordered as the side menu orders it. */
export const tenantMenus = async (client: pg.Pool | pg.PoolClient, tenantId: number): Promise<MenuNodeRow[]> =>
  (
    await client.query<MenuNodeRow>(
      `SELECT id, parent_id AS "parentId", name, title, type FROM sys_menu WHERE ${pgScope(null, 1, { live: false })} ORDER BY parent_id, orderby, id`,
      [tenantId],
    )
  ).rows;

/** Children by parent id (0 is the root); an item whose parent is gone hangs nowhere and is not shown. */
export const childrenOf = (menus: readonly MenuNodeRow[]) => {
  const children = new Map<number, MenuNodeRow[]>();
  for (const menu of menus) {
    const list = children.get(menu.parentId) ?? [];
    list.push(menu);
    children.set(menu.parentId, list);
  }
  return children;
};

/** The tree from the root, each node checked when `isChecked` says so. */
export const buildTree = (menus: readonly MenuNodeRow[], isChecked: (id: number) => boolean): TreeNode[] => {
  const children = childrenOf(menus);
  const build = (parentId: number, seen: Set<number>): TreeNode[] =>
    (children.get(parentId) ?? [])
      .filter((m) => !seen.has(m.id)) // a cycle left by hand in the table must not loop
      .map((m) => ({ id: m.id, title: m.title, name: m.name, type: m.type, checked: isChecked(m.id), items: build(m.id, new Set(seen).add(m.id)) }));
  return build(0, new Set());
};

/**
 * What a set of sent ids grants, as the tree shows it: every ancestor of a sent item is granted too (a child's menu
 * is reachable only under its parent); a granted node is fully checked when it is a leaf or all its children are
 * fully checked, else half-checked (some but not all of its subtree). Answers each granted id with its half flag.
 */
export const grantsOf = (menus: readonly MenuNodeRow[], sent: ReadonlySet<number>): Map<number, boolean> => {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const granted = new Set<number>();
  for (const id of sent) {
    let current = byId.get(id);
    const seen = new Set<number>();
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      granted.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  const children = childrenOf(menus);
  const full = new Map<number, boolean>();
  const isFull = (id: number, depth = 0): boolean => {
    const known = full.get(id);
    if (known !== undefined) return known;
    const kids = children.get(id) ?? [];
    // A leaf is fully checked when it was sent; a parent when all its children are (as the tree conducts checks).
    const value = depth < 64 && granted.has(id) && (kids.length === 0 ? sent.has(id) : kids.every((k) => isFull(k.id, depth + 1)));
    full.set(id, value);
    return value;
  };
  return new Map([...granted].map((id) => [id, !isFull(id)]));
};
