import type { DepartmentNode } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { areaCount, countNodes, findNode, parentIds, parentOptions, subtreeIds, tableRows } from './department-tree.ts';

const node = (id: number, name: string, children: DepartmentNode[] = []): DepartmentNode => ({
  id, parentId: 0, departmentName: name, orderby: 1, leaderId: null, leaderName: null, phone: null, areaIds: '', status: '0', remark: null, createTime: '', children,
});
const tree = [node(1, '工程部', [node(2, '维修组', [node(3, '水电班')]), node(4, '设备组')]), node(5, '客服部')];

describe('department tree helpers', () => {
  it('finds a subtree, the parents and the count', () => {
    expect([...subtreeIds(tree[0].children[0])]).toEqual([2, 3]);
    expect(parentIds(tree)).toEqual([1, 2]);
    expect(countNodes(tree)).toBe(5);
    expect(findNode(tree, 3)?.departmentName).toBe('水电班');
    expect(findNode(tree, 9)).toBeUndefined();
    expect(areaCount('')).toBe(0);
    expect(areaCount('3,7')).toBe(2);
  });

  it('offers the top level and every department as parents, the edited subtree disabled', () => {
    const [top] = parentOptions(tree, '顶级部门', subtreeIds(tree[0].children[0]));
    expect(top).toMatchObject({ value: 0, title: '顶级部门' });
    const engineering = top.children![0];
    expect(engineering.disabled).toBeUndefined();
    expect(engineering.children![0]).toMatchObject({ value: 2, disabled: true });
    expect(engineering.children![0].children![0]).toMatchObject({ value: 3, disabled: true });
    expect(engineering.children![1].disabled).toBeUndefined();
  });

  it('gives the table rows without an empty children list (a leaf shows no expand button)', () => {
    const rows = tableRows(tree);
    expect(rows[1].children).toBeUndefined();
    expect(rows[0].children![0].children![0]).toMatchObject({ id: 3, children: undefined });
    expect(rows[0].node).toBe(tree[0]);
  });
});
