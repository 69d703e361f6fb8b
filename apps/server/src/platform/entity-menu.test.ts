import { BASE_PERMISSIONS, Floor, ParkingSpace, actionCode } from '@zhwy/contracts';
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
});
