import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';

// Issue 20's protocol items for base data: the spec's delete calls with the ids in the body beside the ids-in-path
// form (same handler, same checks), and the floor leader read through the reference rather than copied.

const t = useTestApp();
const tokens = { admin: '', second: '' };
type Body = Record<string, unknown>;
let place: Place;
let secondPlace: Place;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = tokens.admin, host = DEMO) =>
  t.app.inject({ method, url, headers: { ...authed(token, host), 'accept-language': 'zh_CN' }, ...(payload !== undefined ? { payload: payload as Body } : {}) });
const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
const live = async (table: string, id: number) => (await t.sql(`SELECT 1 FROM ${table} WHERE id = $1 AND del_flag = 0`, [id])).length === 1;

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  tokens.second = await loginReady(t.app, { host: SECOND, username: 'admin' });
  place = await placeIn(t, 'demo', 'P');
  secondPlace = await placeIn(t, 'second', 'P2');
});

const building = (no: string, areaId = place.areaId, tenantId = place.tenantId) =>
  one('INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, $3, $3, 6) RETURNING id', [tenantId, areaId, no]);
const unit = (buildingId: number, no: string) =>
  one('INSERT INTO com_unit (tenant_id, area_id, building_id, unit_no, unit_name) VALUES ($1, $2, $3, $4, $4) RETURNING id', [place.tenantId, place.areaId, buildingId, no]);
const room = (buildingId: number, no: string) =>
  one("INSERT INTO com_room (tenant_id, area_id, building_id, floor, room_no, state) VALUES ($1, $2, $3, 1, $4, '1') RETURNING id", [place.tenantId, place.areaId, buildingId, no]);
let serial = 0;
const resident = async (areaId = place.areaId, mobile = '13800138000') => {
  serial += 1;
  return one("INSERT INTO com_resident (tenant_id, area_id, name, id_card_type, id_card_no, mobile, resident_type) VALUES ($1, $2, '张三丰', '1', $3, $4, '1') RETURNING id", [
    place.tenantId,
    areaId,
    `P${String(serial).padStart(17, '0')}`,
    mobile,
  ]);
};

describe('the spec’s delete calls with the ids in the body', () => {
  it('deleteComBuildingById, ComUnit/deleteComUnitById, comRoom/removeRoom: [ids], {ids: [...]} or {ids: "a,b"}; the path form stays', async () => {
    const [b1, b2, b3] = [await building('SB1'), await building('SB2'), await building('SB3')];
    expect((await call('POST', '/api/base/deleteComBuildingById', [b1, b2])).statusCode).toBe(200);
    expect([await live('com_building', b1), await live('com_building', b2)]).toEqual([false, false]);
    expect((await call('POST', `/api/base/deleteComBuildingById/${b3}`)).statusCode).toBe(200);

    const host = await building('SB4');
    const [u1, u2] = [await unit(host, 'U1'), await unit(host, 'U2')];
    expect((await call('POST', '/api/base/ComUnit/deleteComUnitById', { ids: [u1, String(u2)] })).statusCode).toBe(200);
    expect(await live('com_unit', u2)).toBe(false);

    const [r1, r2] = [await room(host, '101'), await room(host, '102')];
    expect((await call('POST', '/api/base/comRoom/removeRoom', { ids: `${r1},${r2}` })).statusCode).toBe(200);
    expect([await live('com_room', r1), await live('com_room', r2)]).toEqual([false, false]);
  });

  it('the same checks: children refuse (409), another tenant’s id fails the whole call (404), no code 403, bad ids 422', async () => {
    const host = await building('SB5');
    const r1 = await room(host, '201');
    const refused = await call('POST', '/api/base/deleteComBuildingById', { ids: [host] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该楼栋下还有 1 间房屋，不能删除');
    const theirs = await building('SX1', secondPlace.areaId, secondPlace.tenantId);
    expect((await call('POST', '/api/base/comRoom/removeRoom', [r1, theirs])).statusCode).toBe(404);
    expect(await live('com_room', r1)).toBe(true);
    const reader = await accountWith(t, tokens.admin, 'spec-delete-reader', ['base:building:list', 'base:room:list'], null);
    expect((await call('POST', '/api/base/comRoom/removeRoom', [r1], reader)).statusCode).toBe(403);
    for (const bad of [[], {}, { ids: [] }, { ids: ['x'] }, { ids: [0] }, { ids: 'a,b' }]) {
      const res = await call('POST', '/api/base/comRoom/removeRoom', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect(await live('com_room', r1)).toBe(true);
  });

  it('ComCarInfo/deleteByIds and new-com-resident/delete take the ids in the body too', async () => {
    const carOf = (plate: string) =>
      one("INSERT INTO com_car_info (tenant_id, area_id, plate_no, plate_color, car_type, owner_name, owner_phone, status) VALUES ($1, $2, $3, '1', '1', '李四', '13900139000', '0') RETURNING id", [
        place.tenantId,
        place.areaId,
        plate,
      ]);
    const [c1, c2] = [await carOf('粤B12345'), await carOf('粤B12346')];
    expect((await call('POST', '/api/base/ComCarInfo/deleteByIds', { ids: [c1, c2] })).statusCode).toBe(200);
    expect([await live('com_car_info', c1), await live('com_car_info', c2)]).toEqual([false, false]);

    const [p1, p2, bound] = [await resident(), await resident(), await resident()];
    await t.sql("INSERT INTO com_resident_room (tenant_id, area_id, resident_id, room_id, relation) VALUES ($1, $2, $3, $4, '1')", [place.tenantId, place.areaId, bound, place.roomId]);
    // A bound resident refuses the whole call, as the path form does.
    const refused = await call('POST', '/api/base/new-com-resident/delete', { ids: [p1, bound] });
    expect(refused.statusCode).toBe(409);
    expect(await live('com_resident', p1)).toBe(true);
    expect((await call('POST', '/api/base/new-com-resident/delete', [p1, p2])).statusCode).toBe(200);
    expect([await live('com_resident', p1), await live('com_resident', p2)]).toEqual([false, false]);
    expect((await call('POST', `/api/base/new-com-resident/delete/${bound}`)).statusCode).toBe(409);
  });
});

describe('the floor leader is read through the reference', () => {
  it('floor reads (list, body list, get, buildingFloor) show the resident’s current name and mobile, masked; nothing is copied', async () => {
    const host = await building('SL1');
    const floorId = await one('INSERT INTO com_building_floor (tenant_id, area_id, building_id, floor_no, floor_name) VALUES ($1, $2, $3, 3, $4) RETURNING id', [place.tenantId, place.areaId, host, '3层']);
    const leader = await resident(place.areaId, '13912345678');
    expect((await call('POST', '/api/base/new-com-building/bindFloorLeader', { id: floorId, leaderId: leader })).statusCode).toBe(200);
    // The floor stores the reference only.
    expect(await t.sql("SELECT 1 FROM information_schema.columns WHERE table_name = 'com_building_floor' AND column_name = 'leader_phone'")).toEqual([]);

    const shown = { leaderId: leader, leaderName: '张**', leaderPhone: '139****5678' };
    const reads = async () => [
      (await call('GET', `/api/base/new-com-building-floor?buildingId=${host}`)).json().data[0],
      (await call('POST', '/api/base/new-com-building-floor/getPageList', { buildingId: host })).json().data[0],
      (await call('GET', `/api/base/new-com-building-floor/${floorId}`)).json(),
      (await call('GET', `/api/base/ComBuilding/buildingFloor?buildingId=${host}`)).json().data[0],
    ];
    for (const row of await reads()) expect(row).toMatchObject(shown);
    // A new mobile of the resident shows at once: no stale copy.
    await t.sql("UPDATE com_resident SET mobile = '13700001111', name = '李四' WHERE id = $1", [leader]);
    for (const row of await reads()) expect(row).toMatchObject({ leaderName: '李*', leaderPhone: '137****1111' });
    // The generic edit keeps working through the view and cannot set the leader's name or mobile.
    const edited = await call('PUT', '/api/base/new-com-building-floor', { id: floorId, floorName: '三层' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ floorName: '三层', leaderPhone: '137****1111' });
    const forged = await call('PUT', '/api/base/new-com-building-floor', { id: floorId, leaderPhone: '13800000000' });
    expect(forged.statusCode).toBe(422);
    // A deleted resident leads nothing any more; clearing the leader clears both.
    await t.sql('UPDATE com_resident SET del_flag = 1 WHERE id = $1', [leader]);
    expect((await call('GET', `/api/base/new-com-building-floor/${floorId}`)).json()).toMatchObject({ leaderName: null, leaderPhone: null });
    expect((await call('POST', '/api/base/new-com-building/bindFloorLeader', { id: floorId, leaderId: null })).statusCode).toBe(200);
    // A create through the view (the generic add) stores the floor.
    const created = await call('POST', '/api/base/new-com-building-floor', { areaId: place.areaId, buildingId: host, floorNo: 4, floorName: '4层' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ floorNo: 4, leaderId: null, leaderName: null, leaderPhone: null });
  });
});
