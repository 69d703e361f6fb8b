import { ERROR_CODES } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROOMS_LIMITS } from '../src/base/resident-audit/app-rooms.ts';
import { DEMO, SECOND, authed, loginReady, randomIp, useTestApp } from './helpers/app.ts';
import { type Place, placeIn } from './helpers/base-places.ts';

const t = useTestApp();
type Body = Record<string, unknown>;
type Listed = { code: number; data: Body[]; recordsTotal: number };

/** A lookup call as the resident app makes it: no token, the tenant's host, one address per call unless given. */
const lookup = (url: string, { host = DEMO, ip = randomIp(), query }: { host?: string; ip?: string; query?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host }, remoteAddress: ip, ...(query ? { query } : {}) });
const listed = async (url: string, options: Parameters<typeof lookup>[1] = {}): Promise<Listed> => {
  const res = await lookup(url, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const idsOf = (page: Listed) => page.data.map((row) => row.id);

const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);

let demo: Place;
let second: Place;
/** The demo place's building gets two units: unit 1 with rooms on floors 1 and 2, unit 2 with one room. */
const units = { u1: 0, u2: 0, deleted: 0 };
const rooms = { u1f1: 0, u1f2: 0, u2f1: 0, deleted: 0 };
/** A community switched off (停用), with a building and a room; a disabled building of the demo community. */
const off = { areaId: 0, buildingId: 0, roomId: 0, disabledBuildingId: 0, deletedBuildingId: 0 };

beforeAll(async () => {
  demo = await placeIn(t, 'demo', 'L');
  second = await placeIn(t, 'second', 'M');
  const { tenantId, areaId, buildingId } = demo;
  const unit = (no: string, del = 0) =>
    one('INSERT INTO com_unit (tenant_id, area_id, building_id, unit_no, unit_name, sort, del_flag) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id', [tenantId, areaId, buildingId, no, `${no}单元`, Number(no), del]);
  units.u1 = await unit('1');
  units.u2 = await unit('2');
  units.deleted = await unit('3', 1);
  const room = (unitId: number, floor: number, roomNo: string, del = 0) =>
    one("INSERT INTO com_room (tenant_id, area_id, building_id, unit_id, floor, room_no, state, del_flag) VALUES ($1, $2, $3, $4, $5, $6, '2', $7) RETURNING id", [tenantId, areaId, buildingId, unitId, floor, roomNo, del]);
  rooms.u1f1 = await room(units.u1, 1, '101');
  rooms.u1f2 = await room(units.u1, 2, '201');
  rooms.u2f1 = await room(units.u2, 1, '102');
  rooms.deleted = await room(units.u1, 1, '103', 1);
  // A resident living in 101: the lookup must not tell.
  const residentId = await one(
    "INSERT INTO com_resident (tenant_id, area_id, name, id_card_type, id_card_no, mobile, resident_type, building_id, room_id, room_name) VALUES ($1, $2, '王秘密', '1', '110101199001011237', '13987654321', '1', $3, $4, 'L1号楼-1单元-101') RETURNING id",
    [tenantId, areaId, buildingId, rooms.u1f1],
  );
  await t.sql("INSERT INTO com_resident_room (tenant_id, area_id, resident_id, resident_name, building_id, room_id, room_name, relation, start_date) VALUES ($1, $2, $3, '王秘密', $4, $5, 'L1号楼-1单元-101', '1', current_date)", [tenantId, areaId, residentId, buildingId, rooms.u1f1]);

  off.areaId = demo.otherAreaId;
  await t.sql("UPDATE com_area SET status = '1' WHERE id = $1", [off.areaId]);
  off.buildingId = await one('INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, $3, $4, 6) RETURNING id', [tenantId, off.areaId, 'OFF1', '停用小区1号楼']);
  off.roomId = await one("INSERT INTO com_room (tenant_id, area_id, building_id, floor, room_no, state) VALUES ($1, $2, $3, 1, '101', '1') RETURNING id", [tenantId, off.areaId, off.buildingId]);
  off.disabledBuildingId = await one("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors, status) VALUES ($1, $2, 'LB9', '停用楼', 6, '1') RETURNING id", [tenantId, areaId]);
  off.deletedBuildingId = await one("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors, del_flag) VALUES ($1, $2, 'LB8', '已删楼', 6, 1) RETURNING id", [tenantId, areaId]);
});

describe('GET /api/app/…: the resident app’s public room lookup', () => {
  it('lists the host tenant’s enabled communities only, with id, name and district', async () => {
    await t.sql("UPDATE com_area SET district = '南山区' WHERE id = $1", [demo.areaId]);
    const page = await listed('/api/app/communities');
    expect(page.code).toBe(0);
    expect(page.data).toEqual([{ id: demo.areaId, areaName: 'L测试小区1', district: '南山区' }]);
    expect(page.recordsTotal).toBe(1);
    // The second tenant's host sees its own two, never the demo tenant's.
    const other = await listed('/api/app/communities', { host: SECOND });
    expect(idsOf(other).sort()).toEqual([second.areaId, second.otherAreaId].sort());
    // By part of the name; a wildcard is a plain character.
    expect(idsOf(await listed('/api/app/communities', { host: SECOND, query: { name: 'm测试小区2' } }))).toEqual([second.otherAreaId]);
    expect((await listed('/api/app/communities', { host: SECOND, query: { name: '%' } })).data).toEqual([]);
  });

  it('pages: size and page, the total of every page', async () => {
    const first = await listed('/api/app/communities', { host: SECOND, query: { size: '1' } });
    const next = await listed('/api/app/communities', { host: SECOND, query: { size: '1', page: '1' } });
    expect([first.data.length, next.data.length, first.recordsTotal, next.recordsTotal]).toEqual([1, 1, 2, 2]);
    expect(first.data[0].id).not.toBe(next.data[0].id);
    const rooms = await listed(`/api/app/buildings/${demo.buildingId}/rooms`, { query: { size: '2' } });
    expect(rooms.data).toHaveLength(2);
    expect(rooms.recordsTotal).toBe(5);
  });

  it('lists a community’s live enabled buildings: numbers and names only', async () => {
    const page = await listed(`/api/app/communities/${demo.areaId}/buildings`);
    expect(page.data).toEqual([{ id: demo.buildingId, buildingNo: 'LB1', buildingName: 'L1号楼' }]);
    expect(idsOf(page)).not.toContain(off.disabledBuildingId);
    expect(idsOf(page)).not.toContain(off.deletedBuildingId);
  });

  it('lists a building’s live units and the floors its rooms are on', async () => {
    const page = await listed(`/api/app/buildings/${demo.buildingId}/units`);
    expect(page.data).toEqual([
      { id: units.u1, unitNo: '1', unitName: '1单元' },
      { id: units.u2, unitNo: '2', unitName: '2单元' },
    ]);
    const floors = await lookup(`/api/app/buildings/${demo.buildingId}/floors`);
    expect(floors.json()).toEqual({ code: 0, msg: expect.any(String), data: [{ floor: 1 }, { floor: 2 }, { floor: 12 }] });
    const ofUnit = await lookup(`/api/app/buildings/${demo.buildingId}/floors`, { query: { unitId: String(units.u2) } });
    expect(ofUnit.json().data).toEqual([{ floor: 1 }]);
  });

  it('lists a unit’s live rooms (id, unit, floor, number) and nothing about who lives there', async () => {
    const res = await lookup(`/api/app/units/${units.u1}/rooms`);
    expect(res.statusCode).toBe(200);
    const page: Listed = res.json();
    expect(page.data).toEqual([
      { id: rooms.u1f1, unitId: units.u1, floor: 1, roomNo: '101' },
      { id: rooms.u1f2, unitId: units.u1, floor: 2, roomNo: '201' },
    ]);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'data', 'msg', 'recordsTotal']);
    for (const row of page.data) expect(Object.keys(row).sort()).toEqual(['floor', 'id', 'roomNo', 'unitId']);
    // The resident of 101, its state, its binding: none of it in the answer.
    for (const secret of ['王秘密', '王*', '13987654321', '8765', '110101', 'state', 'relation']) expect(res.body).not.toContain(secret);
    expect((await listed(`/api/app/units/${units.u1}/rooms`, { query: { floor: '2' } })).data.map((r) => r.roomNo)).toEqual(['201']);
  });

  it('lists a building’s rooms, on one floor when asked (rooms without a unit too)', async () => {
    const all = await listed(`/api/app/buildings/${demo.buildingId}/rooms`);
    expect(all.data.map((r) => r.roomNo)).toEqual(['101', '102', '201', '1201', '1202']);
    expect(all.data.map((r) => r.id)).not.toContain(rooms.deleted);
    const floor1 = await listed(`/api/app/buildings/${demo.buildingId}/rooms`, { query: { floor: '1' } });
    expect(floor1.data).toEqual([
      { id: rooms.u1f1, unitId: units.u1, floor: 1, roomNo: '101' },
      { id: rooms.u2f1, unitId: units.u2, floor: 1, roomNo: '102' },
    ]);
    const floor12 = await listed(`/api/app/buildings/${demo.buildingId}/rooms`, { query: { floor: '12' } });
    expect(floor12.data).toEqual([
      { id: demo.roomId, unitId: null, floor: 12, roomNo: '1201' },
      { id: demo.room2Id, unitId: null, floor: 12, roomNo: '1202' },
    ]);
  });

  it('answers 404 for another tenant’s rows, a disabled community and everything under it, a disabled or deleted building or unit', async () => {
    const missing = [
      `/api/app/communities/${second.areaId}/buildings`,
      `/api/app/buildings/${second.buildingId}/units`,
      `/api/app/buildings/${second.buildingId}/rooms`,
      `/api/app/buildings/${second.buildingId}/floors`,
      `/api/app/communities/${off.areaId}/buildings`,
      `/api/app/buildings/${off.buildingId}/rooms`,
      `/api/app/buildings/${off.buildingId}/units`,
      `/api/app/buildings/${off.disabledBuildingId}/rooms`,
      `/api/app/buildings/${off.deletedBuildingId}/units`,
      `/api/app/units/${units.deleted}/rooms`,
      '/api/app/units/999999/rooms',
    ];
    for (const url of missing) {
      const res = await lookup(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, msg: expect.any(String) });
    }
    // The disabled community is not listed either; its building's units seen from the second tenant's host: 404.
    expect(idsOf(await listed('/api/app/communities'))).not.toContain(off.areaId);
    expect((await lookup(`/api/app/units/${units.u1}/rooms`, { host: SECOND })).statusCode).toBe(404);
  });

  it('refuses malformed ids and queries with 422 and the field, unknown keys too', async () => {
    const cases: [string, Record<string, string> | undefined, string][] = [
      ['/api/app/communities/abc/buildings', undefined, 'id'],
      ['/api/app/units/0/rooms', undefined, 'id'],
      ['/api/app/buildings/1e3/rooms', undefined, 'id'],
      ['/api/app/communities', { size: '1000' }, 'size'],
      ['/api/app/communities', { size: '0' }, 'size'],
      ['/api/app/communities', { page: '-1' }, 'page'],
      ['/api/app/communities', { status: '1' }, 'status'],
      [`/api/app/buildings/${demo.buildingId}/rooms`, { floor: 'x' }, 'floor'],
      [`/api/app/buildings/${demo.buildingId}/floors`, { unitId: 'x' }, 'unitId'],
    ];
    for (const [url, query, field] of cases) {
      const res = await lookup(url, { query });
      expect(res.statusCode, `${url} ${JSON.stringify(query)}`).toBe(422);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });

  it('answers an unknown or disabled tenant’s host as the registration does (403 tenantUnavailable)', async () => {
    await t.sql("INSERT INTO tenant (code, platform_name, tenant_id_str, status) VALUES ('shut', '停用物业', 'T-SHUT', 1)");
    for (const host of ['nobody.localhost', 'shut.localhost']) {
      for (const url of ['/api/app/communities', `/api/app/units/${units.u1}/rooms`]) {
        const res = await lookup(url, { host });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe(ERROR_CODES.tenantUnavailable);
        const payload = { roomId: 1, name: '赵六', idCardNo: '11010519491231002X', mobile: '13600001111' };
        const registered = await t.app.inject({ method: 'POST', url: '/api/app/resident-register', headers: { host }, remoteAddress: randomIp(), payload });
        expect([registered.statusCode, registered.json().code]).toEqual([403, ERROR_CODES.tenantUnavailable]);
      }
    }
  });

  it('limits one address to 60 calls a minute across every level (429), malformed calls included', async () => {
    const ip = randomIp();
    for (let i = 0; i < APP_ROOMS_LIMITS.perAddressPerMinute; i += 1) {
      const url = i % 3 === 0 ? '/api/app/communities' : i % 3 === 1 ? `/api/app/units/${units.u1}/rooms` : '/api/app/units/abc/rooms';
      expect((await lookup(url, { ip })).statusCode).toBe(i % 3 === 2 ? 422 : 200);
    }
    const limited = await lookup('/api/app/communities', { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(ERROR_CODES.rateLimited);
    // Another address, and the same address on another tenant's host, are not limited by it.
    expect((await lookup('/api/app/communities')).statusCode).toBe(200);
    expect((await lookup('/api/app/communities', { ip, host: SECOND })).statusCode).toBe(200);
  });

  it('full flow: community → building → unit → room, registered with the room found, listed in 住户审核', async () => {
    const ip = randomIp();
    const [community] = (await listed('/api/app/communities', { ip, query: { name: 'L测试' } })).data;
    const [building] = (await listed(`/api/app/communities/${community.id}/buildings`, { ip })).data;
    const unit = (await listed(`/api/app/buildings/${building.id}/units`, { ip })).data.find((u) => u.unitName === '2单元')!;
    const [room] = (await listed(`/api/app/units/${unit.id}/rooms`, { ip })).data;
    expect(room.roomNo).toBe('102');

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/app/resident-register',
      headers: { host: DEMO },
      remoteAddress: ip,
      payload: { roomId: room.id, name: '赵六', idCardType: '1', idCardNo: '11010519491231002X', mobile: '13600001111', relation: '3' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { id } = registered.json().data;

    const admin = await loginReady(t.app, { username: 'admin' });
    const audits = await t.app.inject({ method: 'POST', url: '/api/base/resident-audit/getPageList', headers: authed(admin), payload: { auditStatus: '0' } });
    expect(audits.statusCode, audits.body).toBe(200);
    expect(audits.json().data.find((row: Body) => row.id === id)).toMatchObject({ areaId: demo.areaId, roomId: rooms.u2f1, roomName: 'L1号楼-2单元-102', name: '赵*', auditStatus: '0' });
  });
});
