import { ORG_ROOT_ID } from '@zhwy/contracts';

/** One organisation as the tree's rules see it. */
export type TreeNode = { id: number; parentId: number; orderby: number };
/** A node's new place: its parent and its position among its siblings. */
export type Placement = { id: number; parentId: number; orderby: number };

/** Why a set of placements cannot be applied; the routes turn it into 404 / 422. */
export type TreeProblem = { kind: 'missing'; id: number } | { kind: 'noParent'; id: number } | { kind: 'cycle'; id: number } | { kind: 'repeated'; id: number };

/**
 * Applies placements to the tenant's tree and answers the rows to write: every node whose parent or order changed.
 * Each affected parent (the old and new parents of the placed nodes, and `alsoRenumber`) has its children renumbered
 * from 1 in the order they then have; where two share a number, a placed node goes first (it is where the person
 * dropped it), then the lower id. Refused when a node or new parent does not exist (0 is the root) or when a node
 * would end up under itself.
 */
export const place = (
  nodes: readonly TreeNode[],
  placements: readonly Placement[],
  alsoRenumber: readonly number[] = [],
): { changes: TreeNode[] } | { problem: TreeProblem } => {
  const before = new Map(nodes.map((node) => [node.id, node]));
  const after = new Map(nodes.map((node) => [node.id, { ...node }]));
  const placed = new Set<number>();
  const parents = new Set<number>(alsoRenumber);
  for (const { id, parentId, orderby } of placements) {
    const node = after.get(id);
    if (!node) return { problem: { kind: 'missing', id } };
    if (placed.has(id)) return { problem: { kind: 'repeated', id } };
    if (parentId !== ORG_ROOT_ID && !after.has(parentId)) return { problem: { kind: 'noParent', id } };
    parents.add(node.parentId).add(parentId);
    placed.add(id);
    node.parentId = parentId;
    node.orderby = orderby;
  }
  // Walking up from a placed node must reach the root within as many steps as there are nodes.
  for (const id of placed) {
    let current = after.get(id)!.parentId;
    for (let steps = 0; current !== ORG_ROOT_ID; steps++) {
      if (current === id || steps > after.size) return { problem: { kind: 'cycle', id } };
      const next = after.get(current);
      if (!next) break; // a parent the table lost: the node hangs nowhere, which is no loop
      current = next.parentId;
    }
  }
  for (const parent of parents) {
    const children = [...after.values()]
      .filter((node) => node.parentId === parent)
      .sort((a, b) => a.orderby - b.orderby || Number(placed.has(b.id)) - Number(placed.has(a.id)) || a.id - b.id);
    children.forEach((node, index) => (node.orderby = index + 1));
  }
  const changes = [...after.values()].filter((node) => {
    const old = before.get(node.id)!;
    return old.parentId !== node.parentId || old.orderby !== node.orderby;
  });
  return { changes };
};

/** The ids of the given nodes and of everything under them. */
export const subtreeOf = (nodes: readonly TreeNode[], roots: readonly number[]): Set<number> => {
  const children = new Map<number, number[]>();
  for (const node of nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  const found = new Set<number>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
};
