import type { RoleMenuNode } from '@zhwy/contracts';

/** The tree's data for antd's Tree: key = menu id, title = the menu's label in the reader's language. */
export type TreeItem = { key: number; title: string; children: TreeItem[]; isButton: boolean };

export const toTreeData = (nodes: readonly RoleMenuNode[], label: (node: RoleMenuNode) => string): TreeItem[] =>
  nodes.map((node) => ({ key: node.id, title: label(node), isButton: node.type === 'button', children: toTreeData(node.items, label) }));

/** The ids the server answered checked (granted and not half-checked). */
export const checkedIdsOf = (nodes: readonly RoleMenuNode[]): number[] => nodes.flatMap((node) => [...(node.checked ? [node.id] : []), ...checkedIdsOf(node.items)]);

/** Every id of the tree (expand all). */
export const allIdsOf = (nodes: readonly RoleMenuNode[]): number[] => nodes.flatMap((node) => [node.id, ...allIdsOf(node.items)]);

/**
 * What menu/save takes: the checked ids and the half-checked ones, i.e. every ancestor of a checked node (the tree
 * shows a parent half-checked when some but not all of its children are checked).
 */
export const grantedIdsOf = (nodes: readonly RoleMenuNode[], checked: ReadonlySet<number>): number[] => {
  const parent = new Map<number, number | null>();
  const walk = (list: readonly RoleMenuNode[], parentId: number | null) => {
    for (const node of list) {
      parent.set(node.id, parentId);
      walk(node.items, node.id);
    }
  };
  walk(nodes, null);
  const granted = new Set<number>();
  for (const id of checked) {
    for (let current: number | null | undefined = id; current != null && !granted.has(current); current = parent.get(current)) granted.add(current);
  }
  return [...granted].sort((a, b) => a - b);
};
