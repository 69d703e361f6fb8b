import type { DepartmentNode } from '@zhwy/contracts';

/** A TreeSelect node of the parent picker. */
export type ParentOption = { value: number; title: string; disabled?: boolean; children?: ParentOption[] };

/** The ids of a department and of everything below it: where it cannot move to. */
export const subtreeIds = (node: DepartmentNode): Set<number> => {
  const ids = new Set<number>();
  const walk = (n: DepartmentNode) => {
    ids.add(n.id);
    n.children.forEach(walk);
  };
  walk(node);
  return ids;
};

/**
 * The parent picker's tree: the top level (0) above the departments; `excluded` (the edited department's subtree)
 * shows but cannot be chosen, as the server would refuse it.
 */
export const parentOptions = (tree: readonly DepartmentNode[], topLabel: string, excluded: ReadonlySet<number> = new Set()): ParentOption[] => {
  const convert = (nodes: readonly DepartmentNode[], blocked: boolean): ParentOption[] =>
    nodes.map((n) => {
      const disabled = blocked || excluded.has(n.id);
      return { value: n.id, title: n.departmentName, disabled: disabled || undefined, children: n.children.length > 0 ? convert(n.children, disabled) : undefined };
    });
  return [{ value: 0, title: topLabel, children: convert(tree, false) }];
};

/** The ids of departments with children: the rows an "expand all" opens. */
export const parentIds = (tree: readonly DepartmentNode[]): number[] =>
  tree.flatMap((n) => (n.children.length > 0 ? [n.id, ...parentIds(n.children)] : []));

/** How many departments the tree holds. */
export const countNodes = (tree: readonly DepartmentNode[]): number => tree.reduce((sum, n) => sum + 1 + countNodes(n.children), 0);

/** The department `id` in the tree, or undefined. */
export const findNode = (tree: readonly DepartmentNode[], id: number): DepartmentNode | undefined => {
  for (const n of tree) {
    if (n.id === id) return n;
    const below = findNode(n.children, id);
    if (below) return below;
  }
  return undefined;
};

/** The comma list of community ids as a count ('' → 0). */
export const areaCount = (areaIds: string): number => (areaIds ? areaIds.split(',').filter(Boolean).length : 0);

/** A tree row of the table: a leaf has no `children` (an empty list would still show the expand button). */
export type DepartmentRow = Omit<DepartmentNode, 'children'> & { children?: DepartmentRow[]; node: DepartmentNode };

/** The tree as the table's rows, each keeping its node (what the row's buttons act on). */
export const tableRows = (tree: readonly DepartmentNode[]): DepartmentRow[] =>
  tree.map((node) => ({ ...node, node, children: node.children.length > 0 ? tableRows(node.children) : undefined }));
