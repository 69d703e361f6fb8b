import { BASE_PERMISSIONS, BATCH_MAX } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';

const t = useTestApp();
const tokens = { admin: '', second: '' };
type Body = Record<string, unknown>;
let place: Place;
let secondPlace: Place;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = tokens.admin, host = DEMO) =>
  t.app.inject({ method, url, headers: { ...authed(token, host), 'accept-language': 'zh_CN' }, ...(payload !== undefined ? { payload: payload as Body } : {}) });
const data = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const count = async (text: string, values: unknown[]) => Number((await t.sql<{ n: string }>(text, values))[0].n);
const generate = (body: Body) => call('POST', '/api/base/ComBuilding/batchGenerate', body);

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  tokens.second = await loginReady(t.app, { host: SECOND, username: 'admin' });
  place = await placeIn(t, 'demo', 'H');
  secondPlace = await placeIn(t, 'second', 'H2');
});

describe('the pickers', () => {
  it('walk community → building → floor → room, each limited to the tenant', async () => {
    const buildings = await data('GET', `/api/base/common-plugins/queryBuildingByAreaId/${place.areaId}`);
    expect(buildings).toEqual([expect.objectContaining({ id: place.buildingId, buildingName: place.buildingName })]);
    expect(await data('GET', `/api/base/common-plugins/queryUnitsByBuildingId/${place.buildingId}`)).toEqual([]);
    expect(await data('POST', '/api/base/common-plugins/getFloors', { buildingId: place.buildingId })).toEqual([{ floor: 12, floorName: null }]);
    expect(await data('GET', `/api/zhwy/fee-common/getFloors/${place.buildingId}/0`)).toEqual([{ floor: 12, floorName: null }]);
    const rooms = await data('POST', '/api/base/common-plugins/getRooms', { buildingId: place.buildingId, floor: 12 });
    expect(rooms.map((r: Body) => r.roomNo)).toEqual(['1201', '1202']);
    expect((await data('GET', `/api/zhwy/fee-common/getRooms/${place.buildingId}/12`)).length).toBe(2);
    expect(await data('GET', `/api/zhwy/fee-common/getRooms/${place.buildingId}/11`)).toEqual([]);
    expect(await data('GET', `/api/base/common-plugins/roomPath/${place.roomId}`)).toMatchObject({ areaId: place.areaId, buildingId: place.buildingId, floor: 12, roomNo: '1201' });
    const areas = await data('GET', '/api/zhwy/fee-common/queryAllArea');
    expect(areas.map((a: Body) => a.id)).toContain(place.areaId);
    expect(areas.map((a: Body) => a.id)).not.toContain(secondPlace.areaId);
    expect(await data('GET', `/api/zhwy/fee-common/getListForTendId/${place.roomId}`)).toEqual([]);
  });

  it("another tenant's building or room is not there (404); bad ids are 422", async () => {
    for (const url of [
      `/api/base/common-plugins/queryUnitsByBuildingId/${secondPlace.buildingId}`,
      `/api/zhwy/fee-common/getFloors/${secondPlace.buildingId}/0`,
      `/api/zhwy/fee-common/getRooms/${secondPlace.buildingId}/12`,
      `/api/base/common-plugins/roomPath/${secondPlace.roomId}`,
      `/api/zhwy/fee-common/getListForTendId/${secondPlace.roomId}`,
      `/api/base/room-state/building/${secondPlace.buildingId}`,
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
    }
    expect((await call('GET', `/api/base/common-plugins/queryBuildingByAreaId/${secondPlace.areaId}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/base/common-plugins/queryUnitsByBuildingId/abc')).statusCode).toBe(422);
    expect((await call('GET', `/api/zhwy/fee-common/getRooms/${place.buildingId}/999`)).statusCode).toBe(422);
    const missing = await call('POST', '/api/base/common-plugins/getRooms', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toHaveProperty('buildingId');
    expect((await call('POST', '/api/base/common-plugins/getRooms', { buildingId: place.buildingId, extra: 1 })).statusCode).toBe(422);
  });

  it("a user limited to another community gets 403 for this one's buildings and sees none of its rooms", async () => {
    const token = await accountWith(t, tokens.admin, 'hier-scope', ['base:room:list'], [place.otherAreaId]);
    expect((await call('GET', `/api/base/common-plugins/queryBuildingByAreaId/${place.areaId}`, undefined, token)).statusCode).toBe(403);
    expect((await call('GET', `/api/zhwy/fee-common/getFloors/${place.buildingId}/0`, undefined, token)).statusCode).toBe(404);
    const areas = (await call('GET', '/api/zhwy/fee-common/queryAllArea', undefined, token)).json().data;
    expect(areas.map((a: Body) => a.id)).toEqual([place.otherAreaId]);
    const none = await accountWith(t, tokens.admin, 'hier-none', [], null);
    expect((await call('GET', '/api/zhwy/fee-common/queryAllArea', undefined, none)).statusCode).toBe(403);
  });
});

describe('batch creation', () => {
  it('the wizard creates buildings, units, floors and rooms by the rule, and refuses the same building twice naming it', async () => {
    const res = await generate({ areaId: place.areaId, buildingNos: ['W1'], aboveFloors: 40, underFloors: 2, units: 4, roomsPerFloor: 6, pattern: 'floorTimes100' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ buildings: 1, units: 4, floors: 42, rooms: 960 });
    const [building] = await t.sql<{ id: number }>("SELECT id FROM com_building WHERE area_id = $1 AND building_no = 'W1'", [place.areaId]);
    expect(await count('SELECT count(*) n FROM com_unit WHERE building_id = $1', [building.id])).toBe(4);
    expect(await count('SELECT count(*) n FROM com_building_floor WHERE building_id = $1', [building.id])).toBe(42);
    expect(await count("SELECT count(*) n FROM com_room WHERE building_id = $1 AND room_no = '4006'", [building.id])).toBe(4);
    const again = await generate({ areaId: place.areaId, buildingNos: ['W2', 'W1'], aboveFloors: 2, units: 1, roomsPerFloor: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('楼栋编号 W1 已存在');
    expect(await count("SELECT count(*) n FROM com_building WHERE area_id = $1 AND building_no = 'W2'", [place.areaId])).toBe(0);
    // Logged as a batch by its own name (not as one 新增楼栋).
    const [logged] = await t.sql<Record<string, unknown>>("SELECT message, message_key FROM sys_operation_log WHERE uri = '/api/base/ComBuilding/batchGenerate' AND status = 0 ORDER BY id DESC LIMIT 1");
    expect(logged).toEqual({ message: '批量生成楼栋', message_key: 'entityBatchCreate' });

    // The diagram reads the whole building in one call.
    const started = performance.now();
    const diagram = await data('GET', `/api/base/room-state/building/${building.id}`);
    console.log(`room-state diagram of 40 floors × 4 units × 6 rooms: ${(performance.now() - started).toFixed(0)} ms`);
    expect(diagram.rooms).toHaveLength(960);
    expect(diagram.units).toHaveLength(4);
    expect(diagram.floors[0]).toBe(40);
    expect(diagram.counts).toMatchObject({ '0': 960, '1': 0 });
  });

  it(`creates ${BATCH_MAX} rooms in one call within 2 s, and refuses more`, async () => {
    const started = performance.now();
    const res = await generate({ areaId: place.areaId, buildingNos: ['K1', 'K2'], aboveFloors: 50, units: 10, roomsPerFloor: 10, pattern: 'floorDash' });
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    console.log(`batchGenerate of ${res.json().data.rooms} rooms: ${ms.toFixed(0)} ms in the call (${res.json().data.ms} ms in the handler)`);
    expect(res.json().data.rooms).toBe(BATCH_MAX);
    expect(ms).toBeLessThan(2000);
    const tooMany = await generate({ areaId: place.areaId, buildingNos: ['K3'], aboveFloors: 101, units: 10, roomsPerFloor: 10 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().msg).toBe(`一次最多生成 ${BATCH_MAX} 间房屋`);
  });

  it('refuses bad wizard input field by field', async () => {
    for (const [body, field] of [
      [{ buildingNos: ['X'], aboveFloors: 2, units: 1, roomsPerFloor: 1 }, 'areaId'],
      [{ areaId: place.areaId, buildingNos: [], aboveFloors: 2, units: 1, roomsPerFloor: 1 }, 'buildingNos'],
      [{ areaId: place.areaId, buildingNos: ['X'.repeat(21)], aboveFloors: 2, units: 1, roomsPerFloor: 1 }, 'buildingNos.0'],
      [{ areaId: place.areaId, buildingNos: ['X'], aboveFloors: 0, units: 1, roomsPerFloor: 1 }, 'aboveFloors'],
      [{ areaId: place.areaId, buildingNos: ['X'], aboveFloors: 2, units: 1, roomsPerFloor: 100 }, 'roomsPerFloor'],
      [{ areaId: place.areaId, buildingNos: ['X'], aboveFloors: 2, units: 1, roomsPerFloor: 1, pattern: 'nope' }, 'pattern'],
    ] as const) {
      const res = await generate(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().fields).toHaveProperty([field]);
    }
    expect((await generate({ areaId: secondPlace.areaId, buildingNos: ['X'], aboveFloors: 2, units: 1, roomsPerFloor: 1 })).statusCode).toBe(404);
    const dup = await generate({ areaId: place.areaId, buildingNos: ['D1', 'D1'], aboveFloors: 2, units: 1, roomsPerFloor: 1 });
    expect(dup.statusCode).toBe(409);
  });

  it('batchSaveRoom saves all or none, a duplicate refused naming the room number', async () => {
    const room = (roomNo: string, extra: Body = {}) => ({ areaId: place.areaId, buildingId: place.buildingId, floor: 3, roomNo, ...extra });
    const ok = await call('POST', '/api/base/batchSaveRoom', [room('301'), room('302')]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ created: 2 });
    const dup = await call('POST', '/api/base/batchSaveRoom', [room('303'), room('301')]);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe('房号 301 已存在');
    expect(dup.json().fields).toHaveProperty(['1.roomNo']);
    const inList = await call('POST', '/api/base/batchSaveRoom', [room('304'), room('304')]);
    expect(inList.statusCode).toBe(409);
    expect(await count("SELECT count(*) n FROM com_room WHERE building_id = $1 AND room_no IN ('303', '304')", [place.buildingId])).toBe(0);
    const long = await call('POST', '/api/base/batchSaveRoom', [room('3'.repeat(21))]);
    expect(long.statusCode).toBe(422);
    expect(long.json().fields).toHaveProperty(['0.roomNo']);
    expect((await call('POST', '/api/base/batchSaveRoom', [])).statusCode).toBe(422);
    expect((await call('POST', '/api/base/batchSaveRoom', [room('305', { floor: 19 })])).json().fields).toEqual({ '0.floor': '楼层超出楼栋的层数范围' });
    expect((await call('POST', '/api/base/batchSaveRoom', [room('305', { areaId: place.otherAreaId })])).json().fields).toEqual({ '0.buildingId': '不属于所选小区' });
    expect((await call('POST', '/api/base/batchSaveRoom', [room('305', { buildingId: secondPlace.buildingId })])).statusCode).toBe(422);
    expect((await call('POST', '/api/base/batchSaveRoom', [room('305', { areaId: secondPlace.areaId })])).statusCode).toBe(422);
    const tooMany = await call('POST', '/api/base/batchSaveRoom', Array.from({ length: BATCH_MAX + 1 }, (_, i) => room(`9${i}`)));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().msg).toBe(`一次最多生成 ${BATCH_MAX} 间房屋`);
  });

  it('batchSaveBuilding and batchSaveUnit save lists, all or none', async () => {
    const b = await call('POST', '/api/base/batchSaveBuilding', [
      { areaId: place.areaId, buildingNo: 'S1', buildingName: 'S1号楼', aboveFloors: 6 },
      { areaId: place.areaId, buildingNo: 'S2', buildingName: 'S2号楼', aboveFloors: 6 },
    ]);
    expect(b.statusCode, b.body).toBe(200);
    const dup = await call('POST', '/api/base/batchSaveBuilding', [{ areaId: place.areaId, buildingNo: 'S1', buildingName: 'again', aboveFloors: 6 }]);
    expect(dup.json().msg).toBe('楼栋编号 S1 已存在');
    const [s1] = await t.sql<{ id: number }>("SELECT id FROM com_building WHERE building_no = 'S1' AND area_id = $1", [place.areaId]);
    const u = await call('POST', '/api/base/batchSaveUnit', [{ areaId: place.areaId, buildingId: s1.id, unitNo: '1', unitName: '1单元' }]);
    expect(u.statusCode, u.body).toBe(200);
    expect((await call('POST', '/api/base/batchSaveUnit', [{ areaId: place.areaId, buildingId: s1.id, unitNo: '1', unitName: 'x' }])).statusCode).toBe(409);
    expect((await call('POST', '/api/base/batchSaveUnit', [{ areaId: place.areaId, buildingId: s1.id, unitNo: '2' }])).statusCode).toBe(422);
  });
});

describe('deletes refused while children exist', () => {
  it('a building with units, a unit with rooms, a floor with rooms, a room with residents', async () => {
    await generate({ areaId: place.areaId, buildingNos: ['DEL'], aboveFloors: 2, units: 1, roomsPerFloor: 1 });
    const [building] = await t.sql<{ id: number }>("SELECT id FROM com_building WHERE building_no = 'DEL' AND area_id = $1", [place.areaId]);
    const [unit] = await t.sql<{ id: number }>('SELECT id FROM com_unit WHERE building_id = $1', [building.id]);
    const [floor] = await t.sql<{ id: number }>('SELECT id FROM com_building_floor WHERE building_id = $1 AND floor_no = 1', [building.id]);
    const b = await call('POST', `/api/base/deleteComBuildingById/${building.id}`);
    expect(b.statusCode).toBe(409);
    expect(b.json().msg).toBe('该楼栋下还有 1 个单元，不能删除');
    const u = await call('POST', `/api/base/ComUnit/deleteComUnitById/${unit.id}`);
    expect(u.json().msg).toBe('该单元下还有 2 间房屋，不能删除');
    const f = await call('DELETE', `/api/base/new-com-building-floor/${floor.id}`);
    expect(f.json().msg).toBe('该楼层还有 1 间房屋，不能删除');
    const fb = await call('POST', '/api/base/ComBuilding/delete/buildingFloor', { buildingId: building.id, floorNos: [1] });
    expect(fb.statusCode).toBe(409);

    // A resident bound to a room keeps it.
    const [resident] = await t.sql<{ id: number }>(
      "INSERT INTO com_resident (tenant_id, area_id, name, id_card_type, id_card_no, mobile, resident_type) VALUES ($1, $2, '张三', '1', '110105199001010011', '13800138000', '1') RETURNING id",
      [place.tenantId, place.areaId],
    );
    await t.sql("INSERT INTO com_resident_room (tenant_id, area_id, resident_id, room_id, relation) VALUES ($1, $2, $3, $4, '1')", [place.tenantId, place.areaId, resident.id, place.room2Id]);
    const r = await call('POST', `/api/base/comRoom/removeRoom/${place.room2Id},${place.roomId}`);
    expect(r.statusCode).toBe(409);
    expect(r.json().msg).toBe('该房屋还绑定着 1 位住户，不能删除');
    expect(await count('SELECT count(*) n FROM com_room WHERE id = $1 AND del_flag = 0', [place.roomId])).toBe(1);

    // Rooms gone: the unit, then the building (its floor rows go with it).
    const [roomIds] = await t.sql<{ ids: string }>("SELECT string_agg(id::text, ',') ids FROM com_room WHERE building_id = $1", [building.id]);
    expect((await call('POST', `/api/base/comRoom/removeRoom/${roomIds.ids}`)).statusCode).toBe(200);
    expect((await call('POST', '/api/base/ComBuilding/delete/buildingFloor', { buildingId: building.id, floorNos: [2] })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/base/ComUnit/${unit.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/base/ComBuilding/${building.id}`)).statusCode).toBe(200);
    expect(await count('SELECT count(*) n FROM com_building_floor WHERE building_id = $1 AND del_flag = 0', [building.id])).toBe(0);
    // The resident's floor leadership: only a resident of the floor's community.
    const [other] = await t.sql<{ id: number }>('SELECT id FROM com_building_floor WHERE del_flag = 0 AND area_id = $1 LIMIT 1', [place.areaId]);
    const lead = await call('POST', '/api/base/new-com-building/bindFloorLeader', { id: other.id, leaderId: resident.id });
    expect(lead.statusCode, lead.body).toBe(200);
    const floors = await data('GET', `/api/base/ComBuilding/buildingFloor?buildingId=${(await t.sql<{ b: number }>('SELECT building_id b FROM com_building_floor WHERE id = $1', [other.id]))[0].b}`);
    expect(floors.find((x: Body) => x.id === other.id)).toMatchObject({ leaderName: '张*', leaderPhone: '138****8000' });
    const [stranger] = await t.sql<{ id: number }>(
      "INSERT INTO com_resident (tenant_id, area_id, name, id_card_type, id_card_no, mobile, resident_type) VALUES ($1, $2, '李四', '1', '110105199001010038', '13800138001', '1') RETURNING id",
      [place.tenantId, place.otherAreaId],
    );
    expect((await call('POST', '/api/base/new-com-building/bindFloorLeader', { id: other.id, leaderId: stranger.id })).json().fields).toEqual({ leaderId: '不属于所选小区' });
    expect(await data('GET', `/api/zhwy/fee-common/getListForTendId/${place.room2Id}`)).toEqual([expect.objectContaining({ name: '张*', mobile: '138****8000', relation: '1' })]);
  });
});

describe('a community with buildings', () => {
  it('is not deleted (409 counting them); without buildings it is', async () => {
    const res = await call('DELETE', `/api/base/new-com-area/${place.areaId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/^该小区下还有 \d+ 栋楼，不能删除$/);
    const [empty] = await t.sql<{ id: number }>("INSERT INTO com_area (tenant_id, area_code, area_name, address, status) VALUES ($1, 'THEMPTY', '空小区', '路 1 号', '0') RETURNING id", [place.tenantId]);
    const [building] = await t.sql<{ id: number }>("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, 'X', 'X', 1) RETURNING id", [place.tenantId, empty.id]);
    expect((await call('DELETE', `/api/base/new-com-area/${empty.id}`)).json().msg).toBe('该小区下还有 1 栋楼，不能删除');
    expect((await call('DELETE', `/api/base/ComBuilding/${building.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/base/new-com-area/${empty.id}`)).statusCode).toBe(200);
  });
});

describe('room state', () => {
  it('sale, rent and leave each after the state check, with the arrears seam', async () => {
    const [{ id }] = await t.sql<{ id: number }>("INSERT INTO com_room (tenant_id, area_id, building_id, floor, room_no, state) VALUES ($1, $2, $3, 5, '501', '0') RETURNING id", [
      place.tenantId,
      place.areaId,
      place.buildingId,
    ]);
    expect(await data('GET', `/api/zhwy/fee-bill/checkRoomIsArrears/${id}`)).toEqual({ arrears: false });
    const rent = await call('POST', '/api/zhwy/room-status/rent', { roomId: id });
    expect(rent.statusCode).toBe(409);
    expect(rent.json().msg).toBe('房屋当前为“未售”，不能出租');
    // The state and the act are worded in the caller's language too, not only the sentence around them (each call
    // past the duplicate-submit window of the same body).
    await t.endDuplicateWindows();
    const inEnglish = await t.app.inject({ method: 'POST', url: '/api/zhwy/room-status/rent', headers: { ...authed(tokens.admin, DEMO), 'accept-language': 'en-US' }, payload: { roomId: id } });
    expect(inEnglish.json().msg).toBe('The room is "Unsold": cannot rent it out');
    await t.endDuplicateWindows();
    const inJapanese = await t.app.inject({ method: 'POST', url: '/api/zhwy/room-status/rent', headers: { ...authed(tokens.admin, DEMO), 'accept-language': 'ja-JP' }, payload: { roomId: id } });
    expect(inJapanese.json().msg).toBe('部屋は現在「未販売」のため賃貸できません');
    expect((await call('POST', '/api/zhwy/room-status/sale', { roomId: id })).json().data).toEqual({ id, state: '1' });
    await t.endDuplicateWindows(); // past the duplicate-submit window of the same bodies
    expect((await call('POST', '/api/zhwy/room-status/rent', { roomId: id })).json().data).toEqual({ id, state: '3' });
    expect((await call('POST', '/api/zhwy/room-status/sale', { roomId: id })).json().msg).toBe('房屋当前为“出租”，不能出售');
    expect((await call('POST', '/api/zhwy/room-status/leave', { roomId: id })).json().data).toEqual({ id, state: '1' });
    expect((await call('POST', '/api/zhwy/room-status/leave', { roomId: secondPlace.roomId })).statusCode).toBe(404);
    expect((await call('POST', '/api/zhwy/room-status/leave', {})).statusCode).toBe(422);
    const viewer = await accountWith(t, tokens.admin, 'hier-viewer', ['base:room:list', BASE_PERMISSIONS.roomStateDiagram], [place.areaId]);
    expect((await call('POST', '/api/zhwy/room-status/sale', { roomId: id }, viewer)).statusCode).toBe(403);
    const detail = await call('GET', `/api/base/room-state/room/${place.room2Id}`, undefined, viewer);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.residents).toEqual([expect.objectContaining({ name: '张*' })]);
  });

  it("another tenant's admin cannot read or change this tenant's rooms", async () => {
    const res = await call('POST', '/api/zhwy/room-status/sale', { roomId: place.roomId }, tokens.second, SECOND);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', `/api/base/room-state/room/${place.roomId}`, undefined, tokens.second, SECOND)).statusCode).toBe(404);
    expect((await call('POST', `/api/base/deleteComBuildingById/${place.buildingId}`, undefined, tokens.second, SECOND)).statusCode).toBe(404);
  });
});
