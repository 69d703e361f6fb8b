import { describe, expect, it } from 'vitest';
import { readingsOf } from './path-search.ts';

/** A room's steps: 楼栋 (required), 单元 (optional). */
const ROOM_STEPS = [{ required: true }, { required: false }];

describe('reading a typed path', () => {
  it('3-2-302: building, unit and room, or building and a room numbered 2-302', () => {
    expect(readingsOf(['3', '2', '302'], ROOM_STEPS)).toEqual([
      { named: ['3', '2'], own: '302' },
      { named: ['3', null], own: '2-302' },
    ]);
  });

  it('3-302: the unit left out; a single part is no path', () => {
    expect(readingsOf(['3', '302'], ROOM_STEPS)).toEqual([{ named: ['3', null], own: '302' }]);
    expect(readingsOf(['302'], ROOM_STEPS)).toEqual([]);
  });

  it('a required step is always named; a path longer than the steps keeps the rest as the name (12-01 rooms)', () => {
    expect(readingsOf(['A', 'B1', '001'], [{ required: true }])).toEqual([{ named: ['A'], own: 'B1-001' }]);
    expect(readingsOf(['1', '2', '12', '01'], ROOM_STEPS)).toEqual([
      { named: ['1', '2'], own: '12-01' },
      { named: ['1', null], own: '2-12-01' },
    ]);
  });
});
