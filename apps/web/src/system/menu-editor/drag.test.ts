import { describe, expect, it } from 'vitest';
import { type DragNode, canDrop, movesAfterDrop } from './drag.ts';

const node = (id: number, parentId: number, orderby: number, type = 'menu2'): DragNode => ({ id, parentId, orderby, type });
const top = [node(1, 0, 1, 'menu1'), node(2, 0, 2, 'menu1'), node(3, 0, 3, 'menu1')];
const under1 = [node(11, 1, 1), node(12, 1, 2), node(13, 1, 5)];
const under2 = [node(21, 2, 1)];

describe('the menu tree’s drag rules', () => {
  it('keeps first-level nodes among the first level and deeper nodes below it', () => {
    expect(canDrop(top[0]!, top[2]!, 1)).toBe(true); // reorder first level
    expect(canDrop(top[0]!, null, 0)).toBe(true); // inside the root
    expect(canDrop(top[0]!, top[1]!, 0)).toBe(false); // into another node
    expect(canDrop(under1[0]!, top[1]!, -1)).toBe(false); // a deeper node to the first level
    expect(canDrop(under1[0]!, null, 0)).toBe(false);
    expect(canDrop(under1[0]!, top[1]!, 0)).toBe(true); // under another first-level node
    expect(canDrop(under1[0]!, under2[0]!, 1)).toBe(true);
  });

  it('allows nothing before or after the root, nor inside a button', () => {
    expect(canDrop(top[0]!, null, -1)).toBe(false);
    expect(canDrop(top[0]!, null, 1)).toBe(false);
    expect(canDrop(under1[0]!, node(99, 1, 9, 'button'), 0)).toBe(false);
    expect(canDrop(under1[0]!, node(99, 1, 9, 'button'), 1)).toBe(true);
  });

  it('renumbers the siblings from 1 and sends only the changed nodes', () => {
    // 13 before 11: 13 → 1, 11 → 2, 12 → 3
    const { moves } = movesAfterDrop(under1[2]!, under1[0]!, -1, under1, under1);
    expect(moves).toEqual([
      { id: 13, parentId: 1, orderby: 1 },
      { id: 11, parentId: 1, orderby: 2 },
      { id: 12, parentId: 1, orderby: 3 },
    ]);
    // 12 after 21 under node 2: 12 → (2, 2); the old siblings close up: 13 → 2
    const across = movesAfterDrop(under1[1]!, under2[0]!, 1, under2, under1);
    expect(across.moves).toEqual([
      { id: 12, parentId: 2, orderby: 2 },
      { id: 13, parentId: 1, orderby: 2 },
    ]);
    expect(across.oldList.map((n) => n.id)).toEqual([11, 13]);
    // inside a node: first among its children
    const inside = movesAfterDrop(under1[0]!, top[1]!, 0, under2, under1);
    expect(inside.newList.map((n) => n.id)).toEqual([11, 21]);
    expect(inside.moves).toContainEqual({ id: 21, parentId: 2, orderby: 2 });
  });
});
