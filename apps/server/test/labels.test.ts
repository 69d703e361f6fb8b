import { Banner, Community, Floor, Resident, Room, SysUser, idCardCheckChar, permissionOf } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountWith, placeIn } from './helpers/base-places.ts';
import { authed, loginReady, useTestApp } from './helpers/app.ts';

/** Labels of references from the server: lists, one row, exports and the ids → labels call (docs/api.md). */
const t = useTestApp();
const tokens = { admin: '', scoped: '', roomReader: '', floorEditor: '', nobody: '' };
const ids = { tenant: 0, a: 0, b: 0, building: 0, unit: 0, room: 0, roomNoUnit: 0, roomB: 0, resident: 0, floor: 0, stray: 0, otherTenantArea: 0 };
type Row = Record<string, unknown> & { id: number; labels?: Record<string, string> };

const ROOM = '/api/base/comRoom';
const RESIDENT = '/api/base/new-com-resident';
const FLOOR = '/api/base/new-com-building-floor';
const BUILDING = '/api/base/ComBuilding';
const LABELS = '/api/platform/labels';

const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
const get = (url: string, token = tokens.admin) => t.app.inject({ method: 'GET', url, headers: authed(token) });
const post = (url: string, payload: unknown, token = tokens.admin) => t.app.inject({ method: 'POST', url, headers: authed(token), payload: payload as object });
const idCard = (seq: number) => {
  const first17 = `110105${19850101}${String(seq).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
};

/** The first sheet of an .xlsx answer as rows of cells by header. */
const sheetOf = async (payload: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as unknown[];
    rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i]]).filter(([h]) => h !== '')));
  });
  return rows;
};

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  ids.tenant = await one("SELECT id FROM tenant WHERE code = 'demo'", []);
  const area = (code: string, name: string) => one("INSERT INTO com_area (tenant_id, area_code, area_name, address, status) VALUES ($1, $2, $3, '路', '0') RETURNING id", [ids.tenant, code, name]);
  ids.a = await area('LBA', '金桂苑');
  ids.b = await area('LBB', '银桂苑');
  ids.building = await one("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, 'LB2', '2号楼', 18) RETURNING id", [ids.tenant, ids.a]);
  const buildingB = await one("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, 'LBB1', '乙1号楼', 18) RETURNING id", [ids.tenant, ids.b]);
  ids.unit = await one("INSERT INTO com_unit (tenant_id, area_id, building_id, unit_no, unit_name) VALUES ($1, $2, $3, 'U2', '2单元') RETURNING id", [ids.tenant, ids.a, ids.building]);
  const room = (areaId: number, buildingId: number, unitId: number | null, roomNo: string) =>
    one("INSERT INTO com_room (tenant_id, area_id, building_id, unit_id, floor, room_no, state) VALUES ($1, $2, $3, $4, 4, $5, '1') RETURNING id", [ids.tenant, areaId, buildingId, unitId, roomNo]);
  ids.room = await room(ids.a, ids.building, ids.unit, '402');
  ids.roomNoUnit = await room(ids.a, ids.building, null, '501');
  ids.roomB = await room(ids.b, buildingB, null, '101');
  ids.resident = await one(
    "INSERT INTO com_resident (tenant_id, area_id, name, id_card_type, id_card_no, mobile, resident_type, building_id, room_id, room_name) VALUES ($1, $2, '王小明', '1', $3, '13700001111', '1', $4, $5, '2号楼-2单元-402') RETURNING id",
    [ids.tenant, ids.a, idCard(1), ids.building, ids.room],
  );
  ids.floor = await one('INSERT INTO com_building_floor (tenant_id, area_id, building_id, floor_no, floor_name, leader_id) VALUES ($1, $2, $3, 4, $4, $5) RETURNING id', [ids.tenant, ids.a, ids.building, '四层', ids.resident]);
  // Another tenant's community, and a demo building pointing at it (a state no API call makes): it must not be named.
  ids.otherTenantArea = (await placeIn(t, 'second', 'LBX')).areaId;
  ids.stray = await one("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, 'LBS', '游离楼', 3) RETURNING id", [ids.tenant, ids.otherTenantArea]);
  tokens.scoped = await accountWith(t, tokens.admin, 'labels-scoped', [permissionOf(Room, 'list'), permissionOf(Community, 'list')], [ids.a]);
  tokens.roomReader = await accountWith(t, tokens.admin, 'labels-room', [permissionOf(Room, 'list')], null);
  // Picks a floor's leader (a resident) without the resident unmask code the built-in administrator holds.
  tokens.floorEditor = await accountWith(t, tokens.admin, 'labels-floor', [permissionOf(Floor, 'edit')], [ids.a]);
  tokens.nobody = await accountWith(t, tokens.admin, 'labels-nobody', ['system:none:list'], null);
});

describe('a list page names its references', () => {
  it('gives each row the labels of its reference fields beside the ids, a room by its building and unit', async () => {
    const res = await get(`${ROOM}?buildingId=${ids.building}&sort=roomNo,asc`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Row[];
    // In the list's order of places: within the building, a room outside any unit before the units' rooms.
    expect(rows.map((r) => [r.roomNo, r.areaId, r.labels])).toEqual([
      ['501', ids.a, { areaId: '金桂苑', buildingId: '2号楼' }],
      ['402', ids.a, { areaId: '金桂苑', buildingId: '2号楼', unitId: '2单元' }],
    ]);
    const residents = (await post(`${RESIDENT}/getPageList`, { areaId: ids.a })).json().data as Row[];
    expect(residents.find((r) => r.id === ids.resident)?.labels).toEqual({ areaId: '金桂苑', buildingId: '2号楼', roomId: '2号楼-2单元-402' });
  });

  it('gives one row (get) its labels too', async () => {
    const res = await get(`${ROOM}/${ids.room}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().labels).toEqual({ areaId: '金桂苑', buildingId: '2号楼', unitId: '2单元' });
  });

  it('masks a label that is personal data as the target masks it (a floor leader: a resident)', async () => {
    const floors = (await get(`${FLOOR}?buildingId=${ids.building}`)).json().data as Row[];
    const floor = floors.find((r) => r.id === ids.floor)!;
    expect(floor.labels?.leaderId).toBe('王**');
    expect(JSON.stringify(floors)).not.toContain('王小明');
    const labels = await get(`${LABELS}?entity=base.resident&ids=${ids.resident}`);
    expect(labels.statusCode, labels.body).toBe(200);
    expect(labels.json()).toEqual({ data: [{ id: ids.resident, label: '王**' }] });
  });

  it('names nothing of another tenant (a row pointing there has no label)', async () => {
    const stray = (await get(`${BUILDING}/${ids.stray}`)).json() as Row;
    expect(stray.areaId).toBe(ids.otherTenantArea);
    expect(stray.labels).toEqual({});
    const res = await get(`${LABELS}?entity=base.community&ids=${ids.otherTenantArea},${ids.a}`);
    expect(res.json()).toEqual({ data: [{ id: ids.a, label: '金桂苑' }] });
  });
});

describe('the ids → labels call', () => {
  it('answers a community-scoped caller only the labels of its communities', async () => {
    const res = await get(`${LABELS}?entity=base.community&ids=${ids.a},${ids.b}`, tokens.scoped);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ id: ids.a, label: '金桂苑' }]);
    const rooms = await get(`${LABELS}?entity=base.room&ids=${ids.room},${ids.roomB}`, tokens.scoped);
    expect(rooms.json().data).toEqual([{ id: ids.room, label: '2号楼-2单元-402' }]);
  });

  it('searches the target by its name, in scope, as a select\'s options', async () => {
    const res = await get(`${LABELS}?entity=base.community&search=${encodeURIComponent('桂苑')}`, tokens.scoped);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ id: ids.a, label: '金桂苑' }]);
    const all = (await get(`${LABELS}?entity=base.community&search=${encodeURIComponent('桂苑')}`)).json().data as { label: string }[];
    expect(all.map((o) => o.label)).toEqual(['金桂苑', '银桂苑']);
    const rooms = (await get(`${LABELS}?entity=base.room&search=40`)).json().data as { id: number; label: string }[];
    expect(rooms).toContainEqual({ id: ids.room, label: '2号楼-2单元-402' });
  });

  it('searches a masked name only as its mask allows', async () => {
    const part = await get(`${LABELS}?entity=base.resident&search=${encodeURIComponent('王')}`, tokens.floorEditor);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toContainEqual({ id: ids.resident, label: '王**' });
    // A fragment of the hidden part finds nothing by it: a whole name is an exact look-up, a middle never.
    const middle = await get(`${LABELS}?entity=base.resident&search=${encodeURIComponent('小明')}`, tokens.floorEditor);
    expect(middle.statusCode).toBe(200);
    expect(middle.json().data).toEqual([]);
    const whole = await get(`${LABELS}?entity=base.resident&search=${encodeURIComponent('王小明')}`, tokens.floorEditor);
    expect(whole.json().data).toEqual([{ id: ids.resident, label: '王**' }]);
  });

  it('is for whoever may pick from the target: its readers, or readers and writers of what refers to it', async () => {
    // A room reader picks communities and buildings (a room refers to them), not residents.
    expect((await get(`${LABELS}?entity=base.community&ids=${ids.a}`, tokens.roomReader)).statusCode).toBe(200);
    expect((await get(`${LABELS}?entity=base.resident&ids=${ids.resident}`, tokens.roomReader)).statusCode).toBe(403);
    expect((await get(`${LABELS}?entity=base.community&ids=${ids.a}`, tokens.nobody)).statusCode).toBe(403);
    expect((await get(`${LABELS}?entity=base.nothing&ids=1`)).statusCode).toBe(422);
    expect((await get(`${LABELS}?entity=base.room&ids=0`)).statusCode).toBe(422);
  });
});

describe('a comma list of references', () => {
  it('is named with 、, and a community outside the caller\'s scope stays an id', async () => {
    const category = await one("INSERT INTO content_category (tenant_id, parent_id, category_name, explain) VALUES ($1, 0, '标签分类', '说明') RETURNING id", [ids.tenant]);
    const banner = await one(
      `INSERT INTO content_banner (tenant_id, community, category_id, title, numeration, picture, classification_type, connection_type, details, remark, start_time, end_time, status)
       VALUES ($1, $2, $3, '标签轮播', 1, '/api/ctyun/files/a.png', '首页', '0', '/news/1', '备注', now(), now() + interval '1 day', '0') RETURNING id`,
      [ids.tenant, `${ids.a},${ids.b}`, category],
    );
    const reader = await accountWith(t, tokens.admin, 'labels-banner', [permissionOf(Banner, 'list')], [ids.a]);
    const theirs = (await get(`${Banner.paths.list}?size=1000`, reader)).json().data as Row[];
    expect(theirs.find((r) => r.id === banner)?.labels).toEqual({ community: `金桂苑、${ids.b}`, categoryId: '标签分类' });
    const all = (await get(`${Banner.paths.list}?size=1000`)).json().data as Row[];
    expect(all.find((r) => r.id === banner)?.labels?.community).toBe('金桂苑、银桂苑');
  });
});

describe('a target that limits its reads', () => {
  it('names users only among the caller\'s peers, as the user list does (its readLimit)', async () => {
    const user = async (username: string, areaId: number) => {
      const id = await one("INSERT INTO sys_user (tenant_id, username, password_hash) VALUES ($1, $2, 'x') RETURNING id", [ids.tenant, username]);
      await t.sql('INSERT INTO sys_user_area (tenant_id, user_id, area_id) VALUES ($1, $2, $3)', [ids.tenant, id, areaId]);
      return id;
    };
    const peer = await user('labels-peer', ids.a);
    const far = await user('labels-far', ids.b);
    const reader = await accountWith(t, tokens.admin, 'labels-users', [permissionOf(SysUser, 'list')], [ids.a]);
    const res = await get(`${LABELS}?entity=system.user&ids=${peer},${far}`, reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ id: peer, label: 'labels-peer' }]);
    expect((await get(`${LABELS}?entity=system.user&ids=${peer},${far}`)).json().data).toHaveLength(2);
  });
});

describe('exports speak labels', () => {
  it('writes a resident\'s 所属小区, 所在楼栋 and 所在房屋 as a clerk reads them', async () => {
    const res = await post(`${RESIDENT}/export`, { areaId: ids.a });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await sheetOf(res.rawPayload);
    const row = rows.find((r) => r[Resident.fields.name.label] === '王**')!;
    expect([row['所属小区'], row['所在楼栋'], row['所在房屋']]).toEqual(['金桂苑', '2号楼', '2号楼-2单元-402']);
  });

  it('writes rooms with names that the import reads back', async () => {
    const res = await post(`${ROOM}/export`, { buildingId: ids.building });
    expect(res.statusCode, res.body).toBe(200);
    const exported = Buffer.from(res.rawPayload);
    const rows = await sheetOf(exported);
    expect(rows.map((r) => [r['所属小区'], r['所属楼栋'], r['所属单元'] ?? null, r['房号']])).toEqual([
      ['金桂苑', '2号楼', null, '501'],
      ['金桂苑', '2号楼', '2单元', '402'],
    ]);
    // Deleted and imported again from the exported file: the same rooms, under the same community, building and unit.
    await t.sql('DELETE FROM com_building_floor WHERE id = $1', [ids.floor]);
    await t.sql('UPDATE com_resident SET room_id = NULL, building_id = NULL WHERE id = $1', [ids.resident]);
    const removed = await t.app.inject({ method: 'POST', url: `${ROOM}/removeRoom/${ids.room},${ids.roomNoUnit}`, headers: authed(tokens.admin) });
    expect(removed.statusCode, removed.body).toBe(200);
    const boundary = '----labels';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rooms.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      exported,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const imported = await t.app.inject({ method: 'POST', url: `${ROOM}/importExcel`, headers: { ...authed(tokens.admin), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toEqual({ imported: 2 });
    const back = await t.sql<{ room_no: string; area_id: string; building_id: string; unit_id: string | null }>(
      'SELECT room_no, area_id, building_id, unit_id FROM com_room WHERE tenant_id = $1 AND building_id = $2 AND del_flag = 0 ORDER BY room_no',
      [ids.tenant, ids.building],
    );
    expect(back.map((r) => [r.room_no, Number(r.area_id), Number(r.building_id), r.unit_id === null ? null : Number(r.unit_id)])).toEqual([
      ['402', ids.a, ids.building, ids.unit],
      ['501', ids.a, ids.building, null],
    ]);
  });
});

// The definitions' fields this file names: a renamed label fails here rather than in a confusing assertion.
it('names the fields it reads', () => {
  expect([Resident.fields.areaId.label, Resident.fields.buildingId.label, Resident.fields.roomId.label]).toEqual(['所属小区', '所在楼栋', '所在房屋']);
  expect([Room.fields.areaId.label, Room.fields.buildingId.label, Room.fields.unitId.label]).toEqual(['所属小区', '所属楼栋', '所属单元']);
  expect(Floor.fields.leaderId.ref).toBe('base.resident');
});

describe('copied names stay true when their source changes', () => {
  it('renaming a building, a unit or a room rewrites the room names residents, bindings and registrations copied', async () => {
    const building = await one("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, 'LBC', '3号楼', 9) RETURNING id", [ids.tenant, ids.b]);
    const unit = await one("INSERT INTO com_unit (tenant_id, area_id, building_id, unit_no, unit_name) VALUES ($1, $2, $3, 'U1', '1单元') RETURNING id", [ids.tenant, ids.b, building]);
    const room = await one("INSERT INTO com_room (tenant_id, area_id, building_id, unit_id, floor, room_no, state) VALUES ($1, $2, $3, $4, 3, '301', '2') RETURNING id", [ids.tenant, ids.b, building, unit]);
    const resident = await one(
      "INSERT INTO com_resident (tenant_id, area_id, name, id_card_type, id_card_no, mobile, resident_type, building_id, room_id, room_name) VALUES ($1, $2, '李四', '1', $3, '13700002222', '1', $4, $5, '3号楼-1单元-301') RETURNING id",
      [ids.tenant, ids.b, idCard(2), building, room],
    );
    await t.sql("INSERT INTO com_resident_room (tenant_id, area_id, resident_id, resident_name, building_id, room_id, room_name, relation) VALUES ($1, $2, $3, '李四', $4, $5, '3号楼-1单元-301', '1')", [ids.tenant, ids.b, resident, building, room]);
    await t.sql("INSERT INTO com_resident_audit (tenant_id, area_id, name, id_card_type, id_card_no, mobile, room_id, room_name, relation, audit_status) VALUES ($1, $2, '李四', '1', $3, '13700002222', $4, '3号楼-1单元-301', '1', '1')", [ids.tenant, ids.b, idCard(2), room]);
    const copies = async () =>
      (await t.sql<{ name: string }>(
        `SELECT room_name AS name FROM com_resident WHERE id = $1 UNION ALL SELECT room_name FROM com_resident_room WHERE resident_id = $1 UNION ALL SELECT room_name FROM com_resident_audit WHERE room_id = $2`,
        [resident, room],
      )).map((r) => r.name);

    const renamed = await t.app.inject({ method: 'PUT', url: BUILDING, headers: authed(tokens.admin), payload: { id: building, buildingName: '3号楼东' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await copies()).toEqual(['3号楼东-1单元-301', '3号楼东-1单元-301', '3号楼东-1单元-301']);
    await t.sql("UPDATE com_unit SET unit_name = '一单元' WHERE id = $1", [unit]);
    await t.sql("UPDATE com_room SET room_no = '302' WHERE id = $1", [room]);
    expect(await copies()).toEqual(['3号楼东-一单元-302', '3号楼东-一单元-302', '3号楼东-一单元-302']);
    // The list's label and the stored copy say the same.
    const listed = (await post(`${RESIDENT}/getPageList`, { areaId: ids.b })).json().data as Row[];
    const row = listed.find((r) => r.id === resident)!;
    expect([row.roomName, row.labels?.roomId]).toEqual(['3号楼东-一单元-302', '3号楼东-一单元-302']);
  });

  it('a resident\'s new name or mobile reaches its bindings and the cars it owns', async () => {
    const resident = await one("INSERT INTO com_resident (tenant_id, area_id, name, id_card_type, id_card_no, mobile, resident_type) VALUES ($1, $2, '赵五', '1', $3, '13700003333', '1') RETURNING id", [ids.tenant, ids.b, idCard(3)]);
    await t.sql("INSERT INTO com_resident_room (tenant_id, area_id, resident_id, resident_name, building_id, room_id, room_name, relation) VALUES ($1, $2, $3, '赵五', NULL, $4, '乙1号楼-101', '1')", [ids.tenant, ids.b, resident, ids.roomB]);
    await t.sql("INSERT INTO com_car_info (tenant_id, area_id, plate_no, plate_color, car_type, owner_name, owner_phone, resident_id, status) VALUES ($1, $2, '京A12345', '1', '1', '赵五', '13700003333', $3, '0')", [ids.tenant, ids.b, resident]);
    await t.sql("UPDATE com_resident SET name = '赵六', mobile = '13700004444' WHERE id = $1", [resident]);
    const [binding] = await t.sql<{ resident_name: string }>('SELECT resident_name FROM com_resident_room WHERE resident_id = $1', [resident]);
    const [car] = await t.sql<{ owner_name: string; owner_phone: string }>('SELECT owner_name, owner_phone FROM com_car_info WHERE resident_id = $1', [resident]);
    expect([binding.resident_name, car.owner_name, car.owner_phone]).toEqual(['赵六', '赵六', '13700004444']);
  });
});
