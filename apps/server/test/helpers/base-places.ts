import { expect } from 'vitest';
import { hashPassword } from '../../src/platform/crypto.ts';
import { ADMIN_PASSWORD, type TestApp, authed, loginReady } from './app.ts';

/** A community with a building and two rooms, and a second community, written straight into a tenant's tables. */
export type Place = { tenantId: number; areaId: number; otherAreaId: number; buildingId: number; buildingName: string; roomId: number; room2Id: number; roomNo: string };

const one = async (t: TestApp, text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);

export const placeIn = async (t: TestApp, tenantCode: string, tag: string): Promise<Place> => {
  const tenantId = await one(t, 'SELECT id FROM tenant WHERE code = $1', [tenantCode]);
  const area = (n: number) => one(t, "INSERT INTO com_area (tenant_id, area_code, area_name, address, status) VALUES ($1, $2, $3, '科技园路 1 号', '0') RETURNING id", [tenantId, `T${tag}${n}`, `${tag}测试小区${n}`]);
  const areaId = await area(1);
  const otherAreaId = await area(2);
  const buildingName = `${tag}1号楼`;
  const buildingId = await one(t, 'INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, $3, $4, 18) RETURNING id', [tenantId, areaId, `${tag}B1`, buildingName]);
  const room = (roomNo: string) => one(t, "INSERT INTO com_room (tenant_id, area_id, building_id, floor, room_no, state) VALUES ($1, $2, $3, 12, $4, '1') RETURNING id", [tenantId, areaId, buildingId, roomNo]);
  return { tenantId, areaId, otherAreaId, buildingId, buildingName, roomId: await room('1201'), room2Id: await room('1202'), roomNo: '1201' };
};

/** A demo-tenant account holding only the menu items of `codes`, limited to the communities `areaIds` (null: none set). */
export const accountWith = async (t: TestApp, adminToken: string, username: string, codes: string[], areaIds: number[] | null) => {
  const tenantId = await one(t, "SELECT id FROM tenant WHERE code = 'demo'", []);
  const userId = await one(t, 'INSERT INTO sys_user (tenant_id, username, password_hash) VALUES ($1, $2, $3) RETURNING id', [tenantId, username, await hashPassword(ADMIN_PASSWORD)]);
  const roleId = await one(t, "INSERT INTO sys_role (tenant_id, name, role_extent) VALUES ($1, $2, '') RETURNING id", [tenantId, `role-${username}`]);
  await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)', [tenantId, userId, roleId]);
  await t.sql('INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT tenant_id, $2, id FROM sys_menu WHERE tenant_id = $1 AND permission_code = ANY($3::text[])', [tenantId, roleId, codes]);
  await t.sql('UPDATE tenant SET access_version = access_version + 1 WHERE id = $1', [tenantId]);
  const token = await loginReady(t.app, { username });
  if (areaIds) {
    const res = await t.app.inject({ method: 'PUT', url: `/zhwy/api/system/cscpUserAreas/${userId}`, headers: authed(adminToken), payload: { areaIds } });
    expect(res.statusCode, res.body).toBe(200);
  }
  return token;
};
