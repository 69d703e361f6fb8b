import { BASE_PERMISSIONS, Car, Resident, idCardCheckChar } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MASKED_LOOKUP_LIMITS } from '../src/platform/search-by-mask.ts';
import { DEMO, authed, loginReady, useTestApp } from './helpers/app.ts';
import { accountWith } from './helpers/base-places.ts';
import { describePersonalData } from './helpers/personal-data-battery.ts';

// Issue 20's framework items: derived fields, search by mask, the scope of references and shared rows, links,
// images and tree cycles (docs/decisions.md, "Personal data: masking, derived fields, search by mask, write scope").
const t = useTestApp();
type Body = Record<string, unknown>;
const R = '/api/base/new-com-resident';
let admin = '';
let seq = 0;
const tag = `${Date.now() % 100000}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, token = admin) =>
  t.app.inject({ method, url, headers: authed(token, DEMO), ...(payload ? { payload } : {}) });
const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
const demoId = () => one("SELECT id FROM tenant WHERE code = 'demo'", []);
const community = async () => one("INSERT INTO com_area (tenant_id, area_code, area_name, address, status) VALUES ($1, $2, $3, '路', '0') RETURNING id", [await demoId(), `PD${tag}${++seq}`, `个人数据小区${tag}-${seq}`]);
const idOf = (date: string, n: number) => {
  const first17 = `110105${date}${String(n % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
};
const SURNAMES = '赵钱孙李周吴郑王冯陈';
const residentBody = async (n: number, areaId?: number) => ({
  areaId: areaId ?? (await community()),
  name: `${SURNAMES[n % 10]}测${n}`,
  idCardNo: idOf(`19${String(50 + (n % 40))}0612`, n),
  mobile: `139${String(n).padStart(4, '0')}${tag.padStart(5, '0').slice(-4)}`,
  idCardType: '1',
  residentType: '1',
});
const residentIn = async (areaId: number) => {
  const res = await call('POST', `${R}/insertNewComResident`, await residentBody(++seq + 500, areaId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};

beforeAll(async () => {
  admin = await loginReady(t.app, { username: 'admin' });
});

// The generated battery for the entities with masked fields whose calls it can drive (residents and cars here; the
// generic entities get it from describeEntityApi).
describePersonalData(t, Resident, { sample: async (_host, n) => residentBody(n + 300) });
// A plate whose hidden part (its 3rd to 5th characters) is letters: no mobile, time or id of the same row can hold it
// by chance (a digit plate once met its hidden digits inside the owner's masked mobile, 139****…).
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const plateOf = (v: number) => {
  const high = Math.floor(v / 100);
  const letters = [high % 24, Math.floor(high / 24) % 24, Math.floor(high / 576) % 24].map((i) => PLATE_LETTERS[i]).join('');
  return `粤B${letters}${String(v % 100).padStart(2, '0')}`;
};
describePersonalData(t, Car, {
  sample: async (_host, n) => {
    // The owner is a resident: the car keeps the resident's name and mobile.
    const owner = await residentBody(n + 700);
    const created = await call('POST', `${R}/insertNewComResident`, owner);
    expect(created.statusCode, created.body).toBe(200);
    return {
      areaId: owner.areaId,
      plateNo: plateOf((Number(tag) * 7 + n) % 100000),
      plateColor: '1',
      carType: '1',
      ownerName: owner.name,
      ownerPhone: owner.mobile,
      status: '0',
      residentId: created.json().id,
    };
  },
});

describe('derived fields: a birthday is masked wherever its ID number is', () => {
  let id = 0;
  let areaId = 0;
  beforeAll(async () => {
    const body = await residentBody(++seq + 100);
    areaId = body.areaId;
    const res = await call('POST', `${R}/insertNewComResident`, { ...body, idCardNo: idOf('19851207', 271), name: '生日测' });
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().id;
    const [tenantId] = [await demoId()];
    const building = await one("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, 'PB', 'P1号楼', 9) RETURNING id", [tenantId, areaId]);
    const room = await one("INSERT INTO com_room (tenant_id, area_id, building_id, floor, room_no, state) VALUES ($1, $2, $3, 1, '101', '0') RETURNING id", [tenantId, areaId, building]);
    expect((await call('POST', '/api/base/new-resident-room/saveBindRoom', { residentId: id, roomId: room, relation: '1' })).statusCode).toBe(200);
  });

  it('getById, the lists, the older calls and the export show its year only; the unmasked read shows it all', async () => {
    expect((await call('GET', `${R}/getById/${id}`)).json().birthday).toBe('1985-**-**');
    const listed = (await call('POST', `${R}/getPageList`, { areaId })).json().data.find((r: Body) => r.id === id);
    expect(listed.birthday).toBe('1985-**-**');
    const older = (await call('GET', `/api/base/resident/getPage?areaId=${areaId}`)).json().data.find((r: Body) => r.id === id);
    expect(older.birthday).toBe('1985-**-**');
    const room = (await call('GET', `/api/base/resident/residentByRoomId/${listed.roomId}`)).json().data.find((r: Body) => r.id === id);
    expect(room.birthday).toBe('1985-**-**');
    const notice = (await call('GET', `/api/base/resident/getUserByNotice?areaId=${areaId}`)).json().data.find((r: Body) => r.id === id);
    expect(notice.birthday).toBe('1985-**-**');
    const elderly = (await call('GET', `/api/base/resident/getOldPeoplePage?areaId=${areaId}&minAge=0`)).json().data.find((r: Body) => r.id === id);
    // The age reached this year: from the year the mask shows, never more.
    expect(elderly).toMatchObject({ birthday: '1985-**-**', age: new Date().getFullYear() - 1985 });
    const exported = await call('POST', `${R}/export`, { areaId: String(areaId) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0].eachRow((line) => line.eachCell((cell) => cells.push(cell.text)));
    expect(cells).toContain('1985-**-**');
    expect(cells.some((cell) => cell.includes('1985-12-07') || cell.includes('19851207'))).toBe(false);
    expect((await call('POST', `${R}/getByIdNotDesensitized`, { id })).json().birthday).toBe('1985-12-07');
  });
});

describe('search by mask', () => {
  let areaId = 0;
  let body: Awaited<ReturnType<typeof residentBody>>;
  let reader = '';
  let unmasker = '';
  beforeAll(async () => {
    body = await residentBody(++seq + 200);
    areaId = body.areaId;
    expect((await call('POST', `${R}/insertNewComResident`, body)).statusCode).toBe(200);
    reader = await accountWith(t, admin, `pdread${tag}`, ['base:resident:list'], [areaId]);
    unmasker = await accountWith(t, admin, `pdunmask${tag}`, ['base:resident:list', BASE_PERMISSIONS.residentUnmask], [areaId]);
  });
  const names = async (query: Body, token: string) => {
    const res = await call('POST', `${R}/getPageList`, { areaId: String(areaId), ...query }, token);
    return { status: res.statusCode, fields: res.json().fields, rows: res.statusCode === 200 ? (res.json().data as Body[]).length : -1 };
  };

  it('refuses fragments of a masked mobile and lists of guesses, naming the field (422)', async () => {
    expect(await names({ 'mobile.contains': body.mobile.slice(0, 5) }, reader)).toMatchObject({ status: 422, fields: { mobile: expect.any(String) } });
    expect(await names({ 'mobile.in': `${body.mobile},13900000000` }, reader)).toMatchObject({ status: 422, fields: { mobile: expect.any(String) } });
    // Hidden characters of a name or ID number are looked up as a whole value: nothing found.
    expect(await names({ 'name.contains': body.name.slice(1) }, reader)).toMatchObject({ status: 200, rows: 0 });
    expect(await names({ 'idCardNo.contains': body.idCardNo.slice(6, 14) }, reader)).toMatchObject({ status: 200, rows: 0 });
  });

  it('finds a resident by the whole value or the part the mask shows (last four digits, surname)', async () => {
    expect(await names({ mobile: body.mobile }, reader)).toMatchObject({ status: 200, rows: 1 });
    expect(await names({ mobile: body.mobile.slice(-4) }, reader)).toMatchObject({ status: 200, rows: 1 });
    expect(await names({ 'idCardNo.contains': body.idCardNo.slice(-4) }, reader)).toMatchObject({ status: 200, rows: 1 });
    expect(await names({ 'name.contains': body.name }, reader)).toMatchObject({ status: 200, rows: 1 });
    expect(await names({ 'name.contains': body.name[0] }, reader)).toMatchObject({ status: 200, rows: 1 });
    // The older calls follow the same rule.
    const older = await call('GET', `/api/base/resident/getPage?areaId=${areaId}&mobile.contains=${body.mobile.slice(2, 8)}`, undefined, reader);
    expect(older.statusCode).toBe(422);
    const elderly = (name: string) => call('GET', `/api/base/resident/getOldPeoplePage?areaId=${areaId}&minAge=0&name=${encodeURIComponent(name)}`, undefined, reader);
    expect((await elderly(body.name.slice(1))).json().recordsTotal).toBe(0);
    expect((await elderly(body.name[0])).json().recordsTotal).toBe(1);
  });

  it('lets the unmask code search freely', async () => {
    expect(await names({ 'mobile.contains': body.mobile.slice(2, 8) }, unmasker)).toMatchObject({ status: 200, rows: 1 });
    expect(await names({ 'name.contains': body.name.slice(1) }, unmasker)).toMatchObject({ status: 200, rows: 1 });
    // The mobile box's last four digits are the part shown for them too (an exact filter of a masked field).
    expect(await names({ mobile: body.mobile.slice(-4) }, unmasker)).toMatchObject({ status: 200, rows: 1 });
  });

  it('counts exact look-ups per user: past the limit, 429', async () => {
    const counted = await accountWith(t, admin, `pdlimit${tag}`, ['base:resident:list'], [areaId]);
    for (let i = 0; i < MASKED_LOOKUP_LIMITS.perMinute; i++) {
      expect((await names({ mobile: `1390000${String(i).padStart(4, '0')}` }, counted)).status).toBe(200);
    }
    expect((await names({ mobile: body.mobile }, counted)).status).toBe(429);
    // Parts the mask shows are not look-ups: still answered.
    expect((await names({ mobile: body.mobile.slice(-4) }, counted)).status).toBe(200);
    // Nor does another user's count touch this reader.
    expect((await names({ mobile: body.mobile }, reader)).status).toBe(200);
  });
});

describe('write scope: references and rows shared by several communities', () => {
  it("refuses a floor leader from a community outside the writer's (403), in the generic floor update", async () => {
    const [mine, theirs] = [await community(), await community()];
    const tenantId = await demoId();
    const building = await one("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, 'FB', 'F1号楼', 9) RETURNING id", [tenantId, mine]);
    const floor = await one('INSERT INTO com_building_floor (tenant_id, area_id, building_id, floor_no) VALUES ($1, $2, $3, 3) RETURNING id', [tenantId, mine, building]);
    const [leaderMine, leaderTheirs] = [await residentIn(mine), await residentIn(theirs)];
    const writer = await accountWith(t, admin, `pdfloor${tag}`, ['base:floor:list', 'base:floor:edit'], [mine]);
    const res = await call('PUT', '/api/base/new-com-building-floor', { id: floor, leaderId: leaderTheirs }, writer);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().fields).toHaveProperty('leaderId');
    expect((await call('PUT', '/api/base/new-com-building-floor', { id: floor, leaderId: leaderMine }, writer)).statusCode).toBe(200);
  });
});

describe('links, images and trees', () => {
  const banner = (extra: Body) => ({
    community: '',
    categoryId: 0,
    title: `链接${++seq}`,
    numeration: 1,
    picture: '/api/ctyun/files/abcdefghijklmnopqrstuv.png',
    classificationType: '首页',
    connectionType: '0',
    details: 'https://example.com/a',
    remark: '备注',
    startTime: '2026-01-01T00:00:00Z',
    endTime: '2026-12-31T00:00:00Z',
    status: '0',
    ...extra,
  });
  let base: Body = {};
  beforeAll(async () => {
    const category = (await call('POST', '/api/zhwy/category', { parentId: 0, categoryName: `链接分类${tag}`, explain: '说明' })).json().id;
    base = { community: String(await community()), categoryId: category };
  });

  it('a link is http(s) or a reference within the site; a picture is a file of this site', async () => {
    for (const details of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' data:text/html,x', '//evil.example/x', 'vbscript:x']) {
      const res = await call('POST', '/api/zhwy/banner-manager', banner({ ...base, details }));
      expect(res.statusCode, details).toBe(422);
      expect(res.json().fields).toHaveProperty('details');
    }
    for (const details of ['https://example.com/spring', 'http://example.com', '/content/article/3', '文章 12']) {
      expect((await call('POST', '/api/zhwy/banner-manager', banner({ ...base, details }))).statusCode, details).toBe(200);
    }
    for (const picture of ['javascript:alert(1)', 'https://evil.example/x.png', '/api/ctyun/files/../../etc/passwd', '/elsewhere/x.png']) {
      const res = await call('POST', '/api/zhwy/banner-manager', banner({ ...base, picture }));
      expect(res.statusCode, picture).toBe(422);
      expect(res.json().fields).toHaveProperty('picture');
    }
  });

  it('refuses a category moved under its own descendant (422 treeCycle), and a missing parent', async () => {
    const make = async (parentId: number) => (await call('POST', '/api/zhwy/category', { parentId, categoryName: `树${++seq}`, explain: '说明' })).json().id as number;
    const a = await make(0);
    const b = await make(a);
    const c = await make(b);
    for (const parentId of [a, b, c]) {
      const res = await call('PUT', '/api/zhwy/category', { id: a, parentId });
      expect(res.statusCode, String(parentId)).toBe(422);
      expect(res.json().fields).toEqual({ parentId: '不能移动到自身或其下级之下' });
    }
    expect((await call('PUT', '/api/zhwy/category', { id: a, parentId: 99_999_999 })).json().fields).toEqual({ parentId: expect.any(String) });
    // Moving a leaf elsewhere is fine.
    expect((await call('PUT', '/api/zhwy/category', { id: c, parentId: a })).statusCode).toBe(200);
  });

  it('walks a deep tree to its root in one statement: a move under the 40th descendant is refused, beside it allowed', async () => {
    const make = async (parentId: number) => (await call('POST', '/api/zhwy/category', { parentId, categoryName: `深${++seq}`, explain: '说明' })).json().id as number;
    const chain = [await make(0)];
    for (let i = 0; i < 40; i++) chain.push(await make(chain[chain.length - 1]));
    const refused = await call('PUT', '/api/zhwy/category', { id: chain[0], parentId: chain[40] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ parentId: '不能移动到自身或其下级之下' });
    const sideways = await make(0);
    expect((await call('PUT', '/api/zhwy/category', { id: sideways, parentId: chain[40] })).statusCode).toBe(200);
  });
});
