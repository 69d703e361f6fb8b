import { idCardCheckChar, isMobile, isPlate, roomStateAfterBindings, type RoomState } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRegions, regionRows } from '../src/base/region/regions.ts';
import { DEMO_COMMUNITIES, DEMO_DEPARTMENT_AREAS, DEMO_PLAN } from '../src/base/seed/demo.ts';
import { generateBaseData } from '../src/base/seed/generate.ts';
import { withTransaction } from '../src/platform/db/transaction.ts';
import { SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

// This file's app starts with the demo data, as a first start does.
const t = useTestApp({ DEMO_DATA: 'true' });

type Row = Record<string, unknown>;

/** What must hold of a tenant's seeded base data: valid ID numbers, rooms whose state its bindings explain, cars on their spaces. */
const expectConsistent = async (tenantId: number) => {
  const residents = await t.sql<{ id_card_no: string; mobile: string; sex: string; birthday: string }>(
    "SELECT id_card_no, mobile, sex, to_char(birthday, 'YYYYMMDD') AS birthday FROM com_resident WHERE tenant_id = $1",
    [tenantId],
  );
  expect(residents.length).toBeGreaterThan(0);
  for (const r of residents) {
    expect(r.id_card_no).toMatch(/^\d{17}[\dX]$/);
    expect(idCardCheckChar(r.id_card_no.slice(0, 17))).toBe(r.id_card_no[17]);
    expect(r.id_card_no.slice(6, 14)).toBe(r.birthday);
    expect(Number(r.id_card_no[16]) % 2 === 1 ? '1' : '2').toBe(r.sex);
    expect(isMobile(r.mobile)).toBe(true);
  }
  // Every room's state is what its live bindings make of it.
  const rooms = await t.sql<{ state: RoomState; relations: string[] }>(
    `SELECT r.state, coalesce(array_agg(b.relation) FILTER (WHERE b.id IS NOT NULL), '{}') AS relations
     FROM com_room r LEFT JOIN com_resident_room b ON b.room_id = r.id AND b.del_flag = 0 WHERE r.tenant_id = $1 GROUP BY r.id, r.state`,
    [tenantId],
  );
  for (const room of rooms) {
    if (room.relations.length > 0) expect(room.state).toBe(roomStateAfterBindings('1', room.relations));
    else expect(['0', '1', '4']).toContain(room.state);
  }
  // Bindings agree with the resident's own room, building and community.
  const mismatched = await t.sql(
    `SELECT b.id FROM com_resident_room b JOIN com_resident p ON p.id = b.resident_id JOIN com_room r ON r.id = b.room_id
     WHERE b.tenant_id = $1 AND (p.room_id <> b.room_id OR r.area_id <> b.area_id OR r.building_id <> b.building_id OR p.resident_type <> b.relation)`,
    [tenantId],
  );
  expect(mismatched).toEqual([]);
  const cars = await t.sql<{ plate_no: string; space_owner: number; resident_id: number }>(
    `SELECT c.plate_no, s.resident_id AS space_owner, c.resident_id FROM com_car_info c JOIN com_parking_space s ON s.id = c.parking_space_id WHERE c.tenant_id = $1`,
    [tenantId],
  );
  expect(cars.length).toBeGreaterThan(0);
  for (const car of cars) {
    expect(isPlate(car.plate_no)).toBe(true);
    expect(car.space_owner).toBe(car.resident_id);
  }
};

describe('communities: createCode, queryCommunity, regions, the demo data', () => {
  let token = '';
  let demoTenant = 0;
  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
    demoTenant = (await t.sql<{ id: number }>("SELECT id FROM tenant WHERE code = 'demo'"))[0].id;
  });
  const get = (url: string, bearer: string | null = token, host?: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer ? authed(bearer, host) : { host: 'demo.localhost' } });

  it('area/byParentCode walks province → city → district from the root 86; a district has none; unknown is 404; anonymous is 401', async () => {
    const provinces = (await get('/api/base/area/byParentCode/86')).json().data as Row[];
    expect(provinces).toHaveLength(34);
    expect(provinces.find((p) => p.code === '440000')).toEqual({ code: '440000', name: '广东省', parentCode: '86', level: 1, leaf: false });
    const cities = (await get('/api/base/area/byParentCode/440000')).json().data as Row[];
    expect(cities.find((c) => c.code === '440300')).toMatchObject({ name: '深圳市', level: 2, leaf: false });
    const districts = (await get('/api/base/area/byParentCode/440300')).json().data as Row[];
    expect(districts.find((d) => d.code === '440305')).toMatchObject({ name: '南山区', level: 3, leaf: true });
    expect((await get('/api/base/area/byParentCode/440305')).json().data).toEqual([]);
    expect((await get('/api/base/area/byParentCode/999999')).statusCode).toBe(404);
    expect((await get('/api/base/area/byParentCode/abc')).statusCode).toBe(422);
    expect((await get('/api/base/area/byParentCode/86', null)).statusCode).toBe(401);
    // Any signed-in user reads it (read-only staff included).
    const staff = await loginReady(t.app, { username: 'staff' });
    expect((await get('/api/base/area/byParentCode/86', staff)).statusCode).toBe(200);
  });

  it('the region table is loaded once: a second load adds nothing', async () => {
    const [{ n }] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM sys_region');
    expect(n).toBe(regionRows().length);
    expect(await loadRegions(t.deps.database.pool)).toBe(0);
    expect((await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM sys_region'))[0].n).toBe(n);
  });

  it('createCode answers XQ + region + the next free sequence of the tenant; without a region 000000', async () => {
    // The demo data holds XQ440305001.
    expect((await get('/api/base/new-com-area/createCode/440305')).json().data).toEqual({ code: 'XQ440305002' });
    expect((await get('/api/base/new-com-area/createCode/0')).json().data).toEqual({ code: 'XQ000000001' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/base/new-com-area',
      headers: authed(token),
      payload: { areaCode: 'XQ440305002', areaName: '编码测试小区', address: '编码路 1 号', status: '0' },
    });
    expect(created.statusCode).toBe(200);
    expect((await get('/api/base/new-com-area/createCode/440305')).json().data).toEqual({ code: 'XQ440305003' });
    // Another tenant counts its own codes.
    const second = await loginReady(t.app, { username: 'admin', host: SECOND });
    expect((await get('/api/base/new-com-area/createCode/440305', second, SECOND)).json().data).toEqual({ code: 'XQ440305001' });
    // Read-only staff may not create communities, so gets no code.
    const staff = await loginReady(t.app, { username: 'staff' });
    expect((await get('/api/base/new-com-area/createCode/440305', staff)).statusCode).toBe(403);
    expect((await get('/api/base/new-com-area/createCode/x1')).statusCode).toBe(422);
  });

  it('queryCommunity answers the community with its counts; another tenant\'s is 404', async () => {
    const [area] = await t.sql<{ id: number }>("SELECT id FROM com_area WHERE area_name = '锦绣花园'");
    const res = await get(`/api/base/community/queryCommunity/${area.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: area.id, areaName: '锦绣花园', areaCode: 'XQ440305001', regionCode: '440305', buildingCount: 2, unitCount: 4, roomCount: 48 });
    expect(data.residentCount).toBe(20);
    expect(data.carCount).toBeGreaterThan(0);
    expect(data.parkingCount).toBe(1);
    expect(data.parkingSpaceCount).toBe(data.carCount);
    expect(Object.values(data.roomStateCounts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(48);
    const second = await loginReady(t.app, { username: 'admin', host: SECOND });
    expect((await get(`/api/base/community/queryCommunity/${area.id}`, second, SECOND)).statusCode).toBe(404);
    expect((await get('/api/base/community/queryCommunity/99999999')).statusCode).toBe(404);
  });

  it('the demo tenant starts with three communities, 144 rooms and 60 consistent residents, written once', async () => {
    const areas = await t.sql<{ area_name: string }>('SELECT area_name FROM com_area WHERE tenant_id = $1 ORDER BY id', [demoTenant]);
    expect(areas.map((a) => a.area_name)).toEqual(expect.arrayContaining(DEMO_COMMUNITIES.map((c) => c.areaName)));
    const [counts] = await t.sql<{ rooms: number; residents: number }>(
      'SELECT (SELECT count(*) FROM com_room WHERE tenant_id = $1)::int AS rooms, (SELECT count(*) FROM com_resident WHERE tenant_id = $1)::int AS residents',
      [demoTenant],
    );
    expect(counts).toEqual({ rooms: DEMO_PLAN.rooms, residents: DEMO_PLAN.residents });
    await expectConsistent(demoTenant);
    // Every demo department serves communities (the user form suggests them): its named demo ones.
    const departments = await t.sql<{ name: string; areas: string }>(
      `SELECT d.department_name AS name, string_agg(a.area_name, ',' ORDER BY a.id) AS areas
       FROM com_department d JOIN com_area a ON a.id = ANY(string_to_array(d.area_ids, ',')::bigint[])
       WHERE d.tenant_id = $1 AND d.del_flag = 0 GROUP BY d.department_name`,
      [demoTenant],
    );
    expect(departments).toHaveLength(Object.keys(DEMO_DEPARTMENT_AREAS).length);
    const names = (indexes: number[]) => indexes.map((i) => DEMO_COMMUNITIES[i].areaName).join(',');
    for (const { name, areas: served } of departments) expect(served, name).toBe(names(DEMO_DEPARTMENT_AREAS[name]));
    // The next start writes nothing more; the second tenant has none.
    const { seedBase } = await import('../src/base/seed/demo.ts');
    const started = Date.now();
    expect((await seedBase(t.deps.database.pool, t.config)).banner).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await t.sql('SELECT 1 FROM com_area WHERE tenant_id <> $1', [demoTenant])).length).toBe(0);
  });

  it('the bulk generator writes a small run consistently beside existing data (1 community, 50 rooms)', async () => {
    const [{ id: tenantId }] = await t.sql<{ id: number }>("SELECT id FROM tenant WHERE code = 'second'");
    const started = Date.now();
    await withTransaction(t.deps.database.pool, (client) =>
      generateBaseData(client, {
        tenantId,
        communities: [{ ...DEMO_COMMUNITIES[0], areaCode: 'SEED001', areaName: '海棠湾' }],
        rooms: 50,
        residents: 120,
        units: 2,
        floors: 6,
        roomsPerFloor: 2,
        batch: 50,
      }),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    const [counts] = await t.sql<{ rooms: number; residents: number; bindings: number }>(
      `SELECT (SELECT count(*) FROM com_room WHERE tenant_id = $1)::int AS rooms, (SELECT count(*) FROM com_resident WHERE tenant_id = $1)::int AS residents,
         (SELECT count(*) FROM com_resident_room WHERE tenant_id = $1)::int AS bindings`,
      [tenantId],
    );
    expect(counts).toEqual({ rooms: 50, residents: 120, bindings: 120 });
    await expectConsistent(tenantId);
  });
});
