/**
 * The menu tree's drag rules (spec §4): the root (id 0) is fixed and nothing goes before or after it; a first-level
 * node is only reordered among the first level; a node below it never becomes first-level; nothing goes inside a
 * button. Siblings are renumbered from 1 and only the nodes whose parent or order changed are sent.
 */
export type DragNode = { id: number; parentId: number; orderby: number; type: string };

/** Where a drop puts the node: inside the target (0) or before (-1) / after (1) it. */
export type DropPosition = -1 | 0 | 1;

export const ROOT_ID = 0;

/** The parent a drop gives the dragged node. */
export const parentAfterDrop = (target: DragNode | null, position: DropPosition): number =>
  target === null ? ROOT_ID : position === 0 ? target.id : target.parentId;

/** Whether antd's Tree may drop `dragged` at `position` of `target` (null target: the root node). */
export const canDrop = (dragged: DragNode, target: DragNode | null, position: DropPosition): boolean => {
  if (target === null && position !== 0) return false; // nothing before or after the root
  if (target !== null && target.id === dragged.id) return false;
  if (position === 0 && target?.type === 'button') return false;
  const parent = parentAfterDrop(target, position);
  if (dragged.parentId === ROOT_ID) return parent === ROOT_ID;
  return parent !== ROOT_ID;
};

/**
 * The new sibling lists after the drop and the moves to send: the dragged node lands in `siblings` (the new
 * parent's children, in their order) before or after the target, or first when dropped inside; both the new and
 * the old siblings are renumbered from 1.
 */
export const movesAfterDrop = <T extends DragNode>(
  dragged: T,
  target: T | null,
  position: DropPosition,
  newSiblings: readonly T[],
  oldSiblings: readonly T[],
): { moves: { id: number; parentId: number; orderby: number }[]; newList: T[]; oldList: T[] } => {
  const parentId = parentAfterDrop(target, position);
  const list = newSiblings.filter((n) => n.id !== dragged.id);
  let index = 0;
  if (position !== 0 && target) index = list.findIndex((n) => n.id === target.id) + (position === 1 ? 1 : 0);
  list.splice(Math.max(0, index), 0, { ...dragged, parentId });
  const moved = new Map<number, { id: number; parentId: number; orderby: number }>();
  const renumber = (nodes: readonly T[], parent: number): T[] =>
    nodes.map((node, i) => {
      const original = node.id === dragged.id ? dragged : node;
      if (original.parentId !== parent || original.orderby !== i + 1) moved.set(node.id, { id: node.id, parentId: parent, orderby: i + 1 });
      return { ...node, parentId: parent, orderby: i + 1 };
    });
  const newList = renumber(list, parentId);
  const oldList = dragged.parentId === parentId ? newList : renumber(oldSiblings.filter((n) => n.id !== dragged.id), dragged.parentId);
  return { moves: [...moved.values()], newList, oldList };
};
