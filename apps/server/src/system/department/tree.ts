import type { DepartmentNode } from '@zhwy/contracts';

export type DepartmentRow = Omit<DepartmentNode, 'children'>;

/**
 * Flat rows (already ordered by orderby, then id) → the tree: each node keeps the rows' order among its siblings. A row
 * whose parent is not among the rows (cannot happen while the server keeps parents live; defensive) becomes a root.
 */
export const buildTree = (rows: readonly DepartmentRow[]): DepartmentNode[] => {
  const nodes = new Map<number, DepartmentNode>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: DepartmentNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === 0 ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
};

/** The rows whose name contains `text` (case-insensitive) and every ancestor of them, so each match keeps its path. */
export const withAncestorsOfMatches = (rows: readonly DepartmentRow[], text: string): DepartmentRow[] => {
  const needle = text.toLowerCase();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keep = new Set<number>();
  for (const row of rows) {
    if (!row.departmentName.toLowerCase().includes(needle)) continue;
    // Walk up until the root or a node already kept (its path is kept too); the guard stops a corrupt cycle.
    for (let at: DepartmentRow | undefined = row; at && !keep.has(at.id); at = byId.get(at.parentId)) keep.add(at.id);
  }
  return rows.filter((row) => keep.has(row.id));
};

/** A department's path from the top as users store it (`departmentIds`): its ancestors without the root 0, then itself. */
export const departmentPathOf = (ancestors: string, id: number): string => [...ancestors.split(',').filter((a) => a !== '0'), String(id)].join(',');
