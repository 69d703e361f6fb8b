import { describe, expect, it } from 'vitest';
import { arrangeColumns, fitWidths, moveColumn, toggleColumn } from './column-view.ts';

const choices = [
  { key: 'code', title: '编码' },
  { key: 'name', title: '名称' },
  { key: 'city', title: '城市', hiddenByDefault: true },
  { key: 'time', title: '创建时间' },
];

describe('column view', () => {
  it('shows the list as defined until the user arranges it', () => {
    expect(arrangeColumns(choices, undefined)).toEqual([
      { key: 'code', visible: true },
      { key: 'name', visible: true },
      { key: 'city', visible: false },
      { key: 'time', visible: true },
    ]);
  });

  it('keeps the saved order and visibility, drops columns gone, and puts new ones after their default neighbour', () => {
    const saved = [
      { key: 'time', visible: true },
      { key: 'gone', visible: true },
      { key: 'code', visible: false },
    ];
    expect(arrangeColumns(choices, saved)).toEqual([
      { key: 'time', visible: true },
      { key: 'code', visible: false },
      { key: 'name', visible: true },
      { key: 'city', visible: false },
    ]);
  });

  it('moves a column and never hides the last one shown', () => {
    const arranged = arrangeColumns(choices, undefined);
    expect(moveColumn(arranged, 3, 0).map((c) => c.key)).toEqual(['time', 'code', 'name', 'city']);
    expect(moveColumn(arranged, 0, 9)).toEqual(arranged);
    const one = [{ key: 'code', visible: true }, { key: 'name', visible: false }];
    expect(toggleColumn(one, 'code', false)).toEqual(one);
    expect(toggleColumn(one, 'name', true)).toEqual([{ key: 'code', visible: true }, { key: 'name', visible: true }]);
  });

  it('fits the columns to the room there is, each giving up part of what it has above its least width', () => {
    const columns = [
      { width: 180, min: 100 },
      { width: 165, min: 165 },
      { width: 120, min: 80 },
    ];
    // Room enough, or not measured yet: the widths as wanted.
    expect(fitWidths(columns, 600)).toEqual([180, 165, 120]);
    expect(fitWidths(columns, 0)).toEqual([180, 165, 120]);
    // 60 px short: the first gives 40 (80 of the 120 spare), the third 20, the time none.
    expect(fitWidths(columns, 405)).toEqual([140, 165, 100]);
    expect(fitWidths(columns, 405).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(405);
    // Less room than the least widths: those, and the table scrolls.
    expect(fitWidths(columns, 200)).toEqual([100, 165, 80]);
  });
});
