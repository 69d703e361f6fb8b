import { ORG_PATHS, ORG_ROOT_ID, type OrgChildren, type OrgNode } from '@zhwy/contracts';
import { http } from '../../platform/http/client.ts';

/** The loaded part of the tree: nodes by id, each loaded parent's children in order, and each node's links. */
export type OrgTree = {
  nodes: ReadonlyMap<number, OrgNode>;
  children: ReadonlyMap<number, readonly number[]>;
  users: ReadonlyMap<number, readonly number[]>;
  groups: ReadonlyMap<number, readonly number[]>;
};
export const EMPTY_TREE: OrgTree = { nodes: new Map(), children: new Map(), users: new Map(), groups: new Map() };

/** `silent`: the page says 获取数据失败！ itself. */
export const loadLevel = (parentId: number) => http.get<OrgChildren>(ORG_PATHS.all, { parentId }, { silent: true });

/** The tree with one parent's level replaced by what the server answered. */
export const withLevel = (tree: OrgTree, parentId: number, level: OrgChildren): OrgTree => {
  const nodes = new Map(tree.nodes);
  const children = new Map(tree.children);
  const users = new Map(tree.users);
  const groups = new Map(tree.groups);
  children.set(
    parentId,
    level.cscpOrgDTOs.map((node) => node.id),
  );
  for (const node of level.cscpOrgDTOs) {
    nodes.set(node.id, node);
    users.set(node.id, []);
    groups.set(node.id, []);
    // A node the server says has no children has none loaded either.
    if (!node.hasChildren) children.set(node.id, []);
  }
  for (const link of level.cscpUserOrgDTOs) users.set(link.orgId, [...(users.get(link.orgId) ?? []), link.userId]);
  for (const link of level.cscpWorkGroupOrgDTOs) groups.set(link.orgId, [...(groups.get(link.orgId) ?? []), link.groupId]);
  if (parentId !== ORG_ROOT_ID) {
    const parent = nodes.get(parentId);
    if (parent) nodes.set(parentId, { ...parent, hasChildren: level.cscpOrgDTOs.length > 0 });
  }
  return { nodes, children, users, groups };
};

/** Where a drop puts the dragged node: into `target` (first among its children), or before / after it. */
export type Drop = { dragged: number; target: number; position: 'inside' | 'before' | 'after' };
export type Move = { id: number; parentId: number; orderby: number };

/**
 * The nodes a drop changes (spec §4, organisation drag rules): the dragged node takes its new parent and place, the
 * new parent's children are numbered from 1, and so are the old parent's when the node left it; only nodes whose
 * parent or number changed are answered. The root takes drops inside only; the caller has loaded `target`'s children
 * for a drop inside it. Null when the drop is not allowed.
 */
export const movesOf = (tree: OrgTree, drop: Drop): Move[] | null => {
  const dragged = tree.nodes.get(drop.dragged);
  if (!dragged || drop.dragged === drop.target) return null;
  if (drop.target === ORG_ROOT_ID && drop.position !== 'inside') return null;
  const target = drop.target === ORG_ROOT_ID ? null : tree.nodes.get(drop.target);
  if (drop.target !== ORG_ROOT_ID && !target) return null;
  const parentId = drop.position === 'inside' ? drop.target : target!.parentId;
  // Never into itself or below itself.
  for (let at = parentId; at !== ORG_ROOT_ID; at = tree.nodes.get(at)?.parentId ?? ORG_ROOT_ID) if (at === drop.dragged) return null;
  const siblings = (tree.children.get(parentId) ?? []).filter((id) => id !== drop.dragged);
  const index = drop.position === 'inside' ? 0 : siblings.indexOf(drop.target) + (drop.position === 'after' ? 1 : 0);
  siblings.splice(index, 0, drop.dragged);
  const moves: Move[] = [];
  const renumber = (parent: number, ids: readonly number[]) =>
    ids.forEach((id, i) => {
      const node = tree.nodes.get(id)!;
      if (node.parentId !== parent || node.orderby !== i + 1) moves.push({ id, parentId: parent, orderby: i + 1 });
    });
  renumber(parentId, siblings);
  if (dragged.parentId !== parentId) renumber(dragged.parentId, (tree.children.get(dragged.parentId) ?? []).filter((id) => id !== drop.dragged));
  return moves;
};
