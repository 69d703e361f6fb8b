import type { OrgNode } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_TREE, type OrgTree, movesOf, withLevel } from './org-tree.ts';

const node = (id: number, parentId: number, orderby: number, hasChildren = false): OrgNode => ({ id, orgName: `n${id}`, description: null, parentId, orderby, hasChildren });
const level = (nodes: OrgNode[]) => ({ cscpOrgDTOs: nodes, cscpUserOrgDTOs: [], cscpWorkGroupOrgDTOs: [] });

// 0 ─ 1 ─ 11, 12, 13
//   └ 2
let tree: OrgTree = withLevel(EMPTY_TREE, 0, level([node(1, 0, 1, true), node(2, 0, 2)]));
tree = withLevel(tree, 1, level([node(11, 1, 1), node(12, 1, 2), node(13, 1, 3)]));

describe('movesOf (the organisation drag rules)', () => {
  it('reorders siblings from 1 and sends only the changed ones', () => {
    expect(movesOf(tree, { dragged: 13, target: 11, position: 'before' })).toEqual([
      { id: 13, parentId: 1, orderby: 1 },
      { id: 11, parentId: 1, orderby: 2 },
      { id: 12, parentId: 1, orderby: 3 },
    ]);
    expect(movesOf(tree, { dragged: 11, target: 12, position: 'after' })).toEqual([
      { id: 12, parentId: 1, orderby: 1 },
      { id: 11, parentId: 1, orderby: 2 },
    ]);
    expect(movesOf(tree, { dragged: 12, target: 11, position: 'after' })).toEqual([]);
  });

  it('moves into another node as its first child, renumbering the node left behind', () => {
    expect(movesOf(tree, { dragged: 11, target: 2, position: 'inside' })).toEqual([
      { id: 11, parentId: 2, orderby: 1 },
      { id: 12, parentId: 1, orderby: 1 },
      { id: 13, parentId: 1, orderby: 2 },
    ]);
    expect(movesOf(tree, { dragged: 12, target: 0, position: 'inside' })).toEqual([
      { id: 12, parentId: 0, orderby: 1 },
      { id: 1, parentId: 0, orderby: 2 },
      { id: 2, parentId: 0, orderby: 3 },
      { id: 13, parentId: 1, orderby: 2 },
    ]);
  });

  it('refuses before or after the root, the node itself and its own descendants', () => {
    expect(movesOf(tree, { dragged: 2, target: 0, position: 'before' })).toBeNull();
    expect(movesOf(tree, { dragged: 2, target: 0, position: 'after' })).toBeNull();
    expect(movesOf(tree, { dragged: 1, target: 1, position: 'inside' })).toBeNull();
    expect(movesOf(tree, { dragged: 1, target: 12, position: 'inside' })).toBeNull();
    expect(movesOf(tree, { dragged: 1, target: 12, position: 'after' })).toBeNull();
  });
});
