import { describe, expect, it } from 'vitest';
import { arrangeColumns, moveColumn, toggleColumn } from './column-view.ts';

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
});
