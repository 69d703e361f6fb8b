import { BASE_PERMISSIONS, Floor, ParkingSpace, actionCode, defineEntity, enumOf, defineDict, transition } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { entityMenu } from './entity-menu.ts';

describe('entityMenu', () => {
  it("adds the page's own buttons from their codes, named by their action", () => {
    const menu = entityMenu(Floor, { name: 'base-floor', url: '/base/floor', icon: 'BarsOutlined', buttons: [{ code: BASE_PERMISSIONS.floorLeader, title: '设置楼层长' }] });
    expect(menu.permissionCode).toBe('base:floor:list');
    expect(menu.children?.map((c) => [c.name, c.permissionCode])).toEqual([
      ['base-floor-add', 'base:floor:add'],
      ['base-floor-edit', 'base:floor:edit'],
      ['base-floor-delete', 'base:floor:delete'],
      ['base-floor-leader', 'base:floor:leader'],
    ]);
  });

  it("refuses a code of another entity's prefix", () => {
    expect(() => entityMenu(Floor, { name: 'base-floor', url: '/base/floor', icon: 'x', buttons: [{ code: actionCode(ParkingSpace, 'out'), title: '退出车位' }] })).toThrow(
      'base:parkingSpace:out is not an action code of floor',
    );
  });

  it('adds a transition with a code of its own as a button titled with its verb', () => {
    const STATE = defineDict('fixture_order_status', '状态', { '0': '待派单', '1': '已派单' });
    const Order = defineEntity({
      module: 'fixture',
      name: 'order',
      title: '工单',
      permission: 'fixture:order',
      paths: { list: '/api/fixture/order' },
      calls: [transition('assign', '派单', { path: '/api/fixture/order/assign', field: 'status', from: ['0'], to: ['1'], code: 'assign' })],
      fields: { status: enumOf(STATE, '状态', { readOnly: true, default: '0' }) },
      defaultSort: { field: 'status', order: 'asc' },
      softDelete: false,
    });
    const menu = entityMenu(Order, { name: 'fixture-order', url: '/fixture/orders', icon: 'x' });
    expect(menu.children?.map((c) => [c.title, c.permissionCode])).toEqual([
      ['编辑', 'fixture:order:edit'],
      ['派单', 'fixture:order:assign'],
    ]);
  });
});
