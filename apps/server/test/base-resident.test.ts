import { BASE_PERMISSIONS, idCardCheckChar } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/platform/crypto.ts';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

const t = useTestApp();
const R = '/api/base/new-com-resident';
const RR = '/api/base/new-resident-room';
const tokens = { admin: '', second: '' };
type Body = Record<string, unknown>;

/** A valid 18-digit ID number: region 110105, the date, a sequence (odd: a man), its check character. */
const idOf = (date: string, seq: number) => {
  const first17 = `110105${date}${String(seq).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
};
const call = (method: 'GET' | 'POST', url: string, payload?: Body, token = tokens.admin, host = DEMO) =>
  t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });
const tenantOf = async (code: string) => (await t.sql<{ id: number }>('SELECT id FROM tenant WHERE code = $1', [code]))[0].id;
const ids = { area: 0, area2: 0, building: 0, room: 0, room2: 0, otherRoom: 0 };

const resident = (n: number, extra: Body = {}) => ({ areaId: ids.area, name: `住户${n}`, idCardNo: idOf('19800101', n), mobile: `1380013${String(n).padStart(4, '0')}`, idCardType: '1', residentType: '1', ...extra });

const accountWith = async (username: string, codes: string[], areaIds?: number[]) => {
  const tenantId = await tenantOf('demo');
  const [user] = await t.sql<{ id: number }>('INSERT INTO sys_user (tenant_id, username, password_hash) VALUES ($1, $2, $3) RETURNING id', [tenantId, username, await hashPassword(ADMIN_PASSWORD)]);
  const [role] = await t.sql<{ id: number }>("INSERT INTO sys_role (tenant_id, name, role_extent) VALUES ($1, $2, '') RETURNING id", [tenantId, `role-${username}`]);
  await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)', [tenantId, user.id, role.id]);
  await t.sql('INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT tenant_id, $2, id FROM sys_menu WHERE tenant_id = $1 AND permission_code = ANY($3::text[])', [tenantId, role.id, codes]);
  await t.sql('UPDATE tenant SET access_version = access_version + 1 WHERE id = $1', [tenantId]);
  const token = await loginReady(t.app, { username });
  if (areaIds) await t.app.inject({ method: 'PUT', url: `/zhwy/api/system/cscpUserAreas/${user.id}`, headers: authed(tokens.admin), payload: { areaIds } });
  return token;
};

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  tokens.second = await loginReady(t.app, { host: SECOND, username: 'admin' });
  const tenantId = await tenantOf('demo');
  const area = async (code: string) => (await call('POST', '/api/base/new-com-area', { areaCode: code, areaName: `住户测试${code}`, address: '路', status: '0' })).json().id as number;
  ids.area = await area('RA');
  ids.area2 = await area('RB');
  const [b] = await t.sql<{ id: number }>("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, 'B1', '1号楼', 10) RETURNING id", [tenantId, ids.area]);
  ids.building = b.id;
  const room = async (areaId: number, no: string) =>
    (await t.sql<{ id: number }>("INSERT INTO com_room (tenant_id, area_id, building_id, floor, room_no, state) VALUES ($1, $2, $3, 1, $4, '1') RETURNING id", [tenantId, areaId, ids.building, no]))[0].id;
  ids.room = await room(ids.area, '101');
  ids.room2 = await room(ids.area, '102');
  ids.otherRoom = await room(ids.area2, '201');
});

describe('new-com-resident: the ID rules, uniqueness and masking', () => {
  it('derives the birthday and sex from a 居民身份证 number and answers masked', async () => {
    const res = await call('POST', `${R}/insertNewComResident`, resident(1, { idCardNo: idOf('19850612', 2) }));
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json();
    // The birthday is the ID number's hidden digits: it shows its year only, as the number hides the rest.
    expect(row).toMatchObject({ birthday: '1985-**-**', sex: '2', name: '住**', mobile: '138****0001', source: '1' });
    expect(row.idCardNo).toMatch(/^110105\*{8}\d{3}[\dX]$/);
    const [stored] = await t.sql<{ birthday: string }>("SELECT to_char(birthday, 'YYYY-MM-DD') AS birthday FROM com_resident WHERE id = $1", [row.id]);
    expect(stored.birthday).toBe('1985-06-12');
  });

  it('refuses missing, over-long and malformed values with field errors', async () => {
    const missing = await call('POST', `${R}/insertNewComResident`, { areaId: ids.area });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().fields).sort()).toEqual(expect.arrayContaining(['idCardNo', 'mobile', 'name']));
    const long = await call('POST', `${R}/insertNewComResident`, resident(3, { name: '长'.repeat(51) }));
    expect(long.statusCode).toBe(422);
    expect(long.json().fields).toHaveProperty('name');
    const badId = await call('POST', `${R}/insertNewComResident`, resident(4, { idCardNo: '110105198001010010' }));
    expect(badId.statusCode).toBe(422);
    expect(badId.json().fields).toEqual({ idCardNo: '请输入正确的身份证号码' });
    const badMobile = await call('POST', `${R}/insertNewComResident`, resident(5, { mobile: '12800138000' }));
    expect(badMobile.json().fields).toEqual({ mobile: '请输入正确的手机号码' });
    const contradicts = await call('POST', `${R}/insertNewComResident`, resident(6, { birthday: '1990-01-01' }));
    expect(contradicts.statusCode).toBe(422);
    expect(contradicts.json().fields).toEqual({ birthday: '出生日期与身份证号码不一致' });
    const shortPassport = await call('POST', `${R}/insertNewComResident`, resident(7, { idCardType: '2', idCardNo: 'E12' }));
    expect(shortPassport.json().fields).toEqual({ idCardNo: '长度不能少于 4 个字符' });
    const passport = await call('POST', `${R}/insertNewComResident`, resident(8, { idCardType: '2', idCardNo: 'E1234567' }));
    expect(passport.statusCode, passport.body).toBe(200);
    expect(passport.json().birthday).toBeNull();
    const stars = await call('POST', `${R}/insertNewComResident`, resident(9, { mobile: '138****0009' }));
    expect(stars.json().fields).toEqual({ mobile: '请输入完整的内容，不能包含 *' });
  });

  it('keeps the ID number unique in the tenant, not across tenants', async () => {
    const body = resident(10);
    expect((await call('POST', `${R}/insertNewComResident`, body)).statusCode).toBe(200);
    const again = await call('POST', `${R}/insertNewComResident`, { ...body, name: '另一人' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ idCardNo: expect.any(String) });
    const area2 = (await call('POST', '/api/base/new-com-area', { areaCode: 'SR', areaName: '二住户小区', address: '路', status: '0' }, tokens.second, SECOND)).json().id;
    const other = await call('POST', `${R}/insertNewComResident`, { ...body, areaId: area2 }, tokens.second, SECOND);
    expect(other.statusCode, other.body).toBe(200);
    // Cross-tenant: the other tenant's resident is not there for this one.
    expect((await call('GET', `${R}/getById/${other.json().id}`)).statusCode).toBe(404);
    expect((await call('POST', `${R}/getByIdNotDesensitized`, { id: other.json().id })).statusCode).toBe(404);
  });

  it('edits keep masked values sent back unchanged and re-derive the birthday from a new number', async () => {
    const created = (await call('POST', `${R}/insertNewComResident`, resident(11))).json();
    const res = await call('POST', `${R}/updateNewComResident`, { id: created.id, name: created.name, mobile: created.mobile, idCardNo: created.idCardNo, birthday: created.birthday, remark: '改' });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.sql<{ mobile: string; remark: string }>('SELECT mobile, remark FROM com_resident WHERE id = $1', [created.id]);
    expect(stored).toEqual({ mobile: '13800130011', remark: '改' });
    const moved = await call('POST', `${R}/updateNewComResident`, { id: created.id, idCardNo: idOf('19500302', 11) });
    expect(moved.json().birthday).toBe('1950-**-**');
    const [after] = await t.sql<{ birthday: string }>("SELECT to_char(birthday, 'YYYY-MM-DD') AS birthday FROM com_resident WHERE id = $1", [created.id]);
    expect(after.birthday).toBe('1950-03-02');
    // A masked birthday other than the stored one's mask is refused, as any other value with stars.
    expect((await call('POST', `${R}/updateNewComResident`, { id: created.id, birthday: '1951-**-**' })).json().fields).toEqual({ birthday: expect.any(String) });
  });

  it('finds a resident by exact ID number, masked', async () => {
    const res = await call('POST', `${R}/getResidentByIdCardNo`, { idCardNo: idOf('19800101', 10) });
    expect(res.json().data).toMatchObject({ name: '住***' });
    expect((await call('POST', `${R}/getResidentByIdCardNo`, { idCardNo: idOf('19800101', 999) })).json().data).toBeNull();
  });
});

describe('unmasked reads: permission and operation log', () => {
  it('refuses without the unmask permission (403) and logs who saw whom with it', async () => {
    const created = (await call('POST', `${R}/insertNewComResident`, resident(20))).json();
    const reader = await accountWith('res-reader', ['base:resident:list']);
    expect((await call('POST', `${R}/getByIdNotDesensitized`, { id: created.id }, reader)).statusCode).toBe(403);
    expect((await call('POST', `${R}/exportNotDesensitized`, {}, reader)).statusCode).toBe(403);
    const unmasker = await accountWith('res-unmask', ['base:resident:list', BASE_PERMISSIONS.residentUnmask], [ids.area]);
    const res = await call('POST', `${R}/getByIdNotDesensitized`, { id: created.id }, unmasker);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: '住户20', mobile: '13800130020', idCardNo: idOf('19800101', 20) });
    const logged = await t.sql<{ username: string; message: string; message_key: string; message_params: string }>(
      "SELECT username, message, message_key, message_params FROM sys_operation_log WHERE message_key = $1 AND error IS NULL",
      ['residentUnmask'],
    );
    expect(logged).toEqual([{ username: 'res-unmask', message: '查看住户明文', message_key: 'residentUnmask', message_params: JSON.stringify({ id: created.id }) }]);
  });

  it('keeps a user to their communities: reads 404, writes elsewhere 403', async () => {
    const created = (await call('POST', `${R}/insertNewComResident`, resident(21))).json();
    const staff = await accountWith('res-scope', ['base:resident:list', 'base:resident:add', 'base:residentRoom:add'], [ids.area2]);
    expect((await call('GET', `${R}/getById/${created.id}`, undefined, staff)).statusCode).toBe(404);
    expect((await call('POST', `${R}/insertNewComResident`, resident(22), staff)).statusCode).toBe(403);
    expect((await call('POST', `${RR}/saveBindRoom`, { residentId: created.id, roomId: ids.room, relation: '1' }, staff)).statusCode).toBe(403);
  });
});

describe('bindings: the room state and the resident first room', () => {
  it('binds, refuses a second live binding, refuses the delete while bound, unbinds', async () => {
    const created = (await call('POST', `${R}/insertNewComResident`, resident(30, { roomId: ids.room, relation: '3' }))).json();
    expect(created).toMatchObject({ roomId: ids.room, roomName: '1号楼-101' });
    const state = async (id: number) => (await t.sql<{ state: string }>('SELECT state FROM com_room WHERE id = $1', [id]))[0].state;
    expect(await state(ids.room)).toBe('3');
    const again = await call('POST', `${RR}/saveBindRoom`, { residentId: created.id, roomId: ids.room, relation: '1' });
    expect(again.statusCode).toBe(409);
    const other = await call('POST', `${RR}/saveBindRoom`, { residentId: created.id, roomId: ids.otherRoom, relation: '1' });
    expect(other.json().fields).toEqual({ roomId: '不属于所选小区' });
    const dates = await call('POST', `${RR}/saveBindRoom`, { residentId: created.id, roomId: ids.room2, relation: '1', startDate: '2024-05-01', endDate: '2024-04-01' });
    expect(dates.json().fields).toEqual({ endDate: '结束日期不能早于开始日期' });
    const bound = await call('POST', `${RR}/saveBindRoom`, { residentId: created.id, roomId: ids.room2, relation: '1' });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(await state(ids.room2)).toBe('2');
    const refused = await call('POST', `${R}/delete/${created.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该住户还绑定着 2 间房屋，请先解除绑定');
    const list = (await call('POST', `${RR}/getPageList`, { 'residentId.equals': created.id })).json();
    expect(list.recordsTotal).toBe(2);
    const first = list.data.find((b: Body) => b.roomId === ids.room);
    expect((await call('POST', `${RR}/updateBind`, { id: first.id, relation: '1' })).statusCode).toBe(200);
    expect(await state(ids.room)).toBe('2');
    expect((await call('POST', `${RR}/unbind/${first.id}`)).statusCode).toBe(200);
    expect(await state(ids.room)).toBe('1');
    expect((await call('GET', `${R}/getById/${created.id}`)).json()).toMatchObject({ roomId: ids.room2, roomName: '1号楼-102' });
    const byRoom = (await call('GET', `/api/base/resident/residentByRoomId/${ids.room2}`)).json().data;
    expect(byRoom.map((r: Body) => r.id)).toEqual([created.id]);
    expect((await call('GET', `/api/base/resident/getById/${created.id}/${ids.room2}`)).json()).toMatchObject({ relation: '1' });
    expect((await call('GET', `/api/base/resident/getById/${created.id}/${ids.room}`)).statusCode).toBe(404);
    await call('POST', `${RR}/unbind/${bound.json().id}`);
    await t.endDuplicateWindows(); // the same delete again: past the duplicate-submit window
    expect((await call('POST', `${R}/delete/${created.id}`)).statusCode).toBe(200);
  });
});

describe('the list total', () => {
  it('follows creates, rooms, unbinding and deletes, by community and building, as a real count would', async () => {
    const totals = async () => {
      const total = async (filter: Body) => (await call('POST', `${R}/getPageList`, { ...filter, size: 1 })).json().recordsTotal as number;
      return [await total({}), await total({ areaId: ids.area }), await total({ buildingId: ids.building }), await total({ 'areaId.in': `${ids.area},${ids.area2}` })];
    };
    const counted = async () => {
      const live = "FROM com_resident WHERE tenant_id = (SELECT id FROM tenant WHERE code = 'demo') AND del_flag = 0";
      const n = async (where: string) => Number((await t.sql<{ n: string }>(`SELECT count(*) AS n ${live} ${where}`))[0].n);
      return [await n(''), await n(`AND area_id = ${ids.area}`), await n(`AND building_id = ${ids.building}`), await n(`AND area_id IN (${ids.area}, ${ids.area2})`)];
    };
    expect(await totals()).toEqual(await counted());
    const a = (await call('POST', `${R}/insertNewComResident`, resident(80))).json();
    const b = (await call('POST', `${R}/insertNewComResident`, resident(81, { roomId: ids.room2, relation: '1' }))).json();
    expect(await totals()).toEqual(await counted());
    const before = await totals();
    const bound = (await call('POST', `${RR}/saveBindRoom`, { residentId: a.id, roomId: ids.room, relation: '2' })).json();
    // The resident's building moved from none to 1号楼: the building's total grows, the community's does not.
    expect(await totals()).toEqual([before[0], before[1], before[2] + 1, before[3]]);
    expect(await totals()).toEqual(await counted());
    await call('POST', `${RR}/unbind/${bound.id}`);
    const [binding] = (await call('POST', `${RR}/getPageList`, { 'residentId.equals': b.id })).json().data;
    await call('POST', `${RR}/unbind/${binding.id}`);
    expect((await call('POST', `${R}/delete/${a.id}`)).statusCode).toBe(200);
    expect(await totals()).toEqual(await counted());
    expect((await totals())[1]).toBe(before[1] - 1);
  });
});

describe('older calls', () => {
  it('getOldPeoplePage: age from the birthday, 60 and over by default, filterable', async () => {
    const old = (await call('POST', '/api/base/resident/insert', resident(40, { idCardNo: idOf('19400101', 41), name: '老人甲' }))).json();
    await call('POST', '/api/base/resident/insert', resident(42, { idCardNo: idOf('20000101', 43), name: '年轻人' }));
    const page = (await call('GET', `/api/base/resident/getOldPeoplePage?areaId=${ids.area}&size=100`)).json();
    const names = page.data.map((r: Body) => r.id);
    expect(names).toContain(old.id);
    expect(page.data.every((r: Body) => Number(r.age) >= 60)).toBe(true);
    expect(page.data.find((r: Body) => r.id === old.id).name).toBe('老**');
    const over90 = (await call('GET', `/api/base/resident/getOldPeoplePage?areaId=${ids.area}&minAge=90`)).json();
    expect(over90.data.map((r: Body) => r.id)).not.toContain(old.id);
  });

  it('batchDeleteResident deletes all or none', async () => {
    const a = (await call('POST', '/api/base/resident/insert', resident(50))).json();
    const b = (await call('POST', '/api/base/resident/insert', resident(51, { roomId: ids.room2, relation: '2' }))).json();
    expect((await call('POST', `/api/base/resident/batchDeleteResident?ids=${a.id},${b.id}`)).statusCode).toBe(409);
    expect((await call('GET', `${R}/getById/${a.id}`)).statusCode).toBe(200);
  });
});

describe('import', () => {
  const workbookOf = async (rows: Body[]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('住户');
    sheet.addRow(['*所属小区', '*姓名', '*证件类型', '*证件号码', '*手机号码', '*住户类型']);
    for (const row of rows) sheet.addRow([row.areaId, row.name, '居民身份证', row.idCardNo, row.mobile, '业主']);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const upload = (buffer: Buffer) => {
    const boundary = '----resident';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
      buffer,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({ method: 'POST', url: `${R}/importExcel`, headers: { ...authed(tokens.admin), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  };

  it('reports both bad rows by row and column and imports nothing', async () => {
    const before = (await t.sql<{ n: string }>('SELECT count(*) AS n FROM com_resident WHERE del_flag = 0'))[0].n;
    const wrongCheckDigit = idOf('19800101', 64).slice(0, 17) + (idOf('19800101', 64).endsWith('1') ? '2' : '1');
    const rows = [
      resident(60),
      { ...resident(61), name: '长'.repeat(51) },
      resident(62),
      { ...resident(63), mobile: '123' },
      { ...resident(64), idCardNo: wrongCheckDigit },
      { ...resident(65), idCardNo: idOf('19800101', 60) },
    ];
    const res = await upload(await workbookOf(rows));
    expect(res.statusCode).toBe(422);
    // Every kind of error in one report: the field rules, the ID rules, and a number the file repeats.
    expect(res.json().rows).toEqual([
      { row: 3, fields: { name: '长度不能超过 50 个字符' } },
      { row: 5, fields: { mobile: '请输入正确的手机号码' } },
      { row: 6, fields: { idCardNo: '请输入正确的身份证号码' } },
      { row: 7, fields: { idCardNo: '已存在，请重新输入' } },
    ]);
    expect((await t.sql<{ n: string }>('SELECT count(*) AS n FROM com_resident WHERE del_flag = 0'))[0].n).toBe(before);
  });

  it('imports 10,000 rows with birthdays and sex derived, the time printed', async () => {
    const n = 10_000;
    const rows = Array.from({ length: n }, (_, i) => resident(1000 + i, { idCardNo: idOf(`${1970 + Math.floor(i / 1000)}0101`, i % 1000), mobile: `139${String(i).padStart(8, '0')}` }));
    const start = performance.now();
    const res = await upload(await workbookOf(rows));
    const ms = performance.now() - start;
    console.log(`resident import: ${n} rows in ${Math.round(ms)} ms`);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().data).toEqual({ imported: n });
    const [{ count }] = await t.sql<{ count: string }>("SELECT count(*) FROM com_resident WHERE source = '3' AND birthday IS NOT NULL AND sex IS NOT NULL");
    expect(Number(count)).toBe(n);
  }, 60_000);
});

describe('the delete consults the reference graph', () => {
  it('refuses (409 naming the referrer) a resident a garage or parking space is sold to, and deletes nothing', async () => {
    const tenantId = await tenantOf('demo');
    const owner = (await call('POST', `${R}/insertNewComResident`, resident(90))).json();
    const other = (await call('POST', `${R}/insertNewComResident`, resident(91))).json();
    const garage = await call('POST', '/api/base/garage', { areaId: ids.area, garageNo: 'G-90', state: '1', residentId: owner.id });
    expect(garage.statusCode, garage.body).toBe(200);
    const [lot] = await t.sql<{ id: number }>("INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name) VALUES ($1, $2, 'P90', '地库') RETURNING id", [tenantId, ids.area]);
    const space = await call('POST', '/api/base/parkingSpace', { areaId: ids.area, parkingId: lot.id, spaceNo: 'S-91', floor: 1, spaceType: '1', state: '1', residentId: other.id });
    expect(space.statusCode, space.body).toBe(200);
    const live = async () =>
      (await t.sql<{ id: number }>('SELECT id FROM com_resident WHERE id = ANY($1::bigint[]) AND del_flag = 0 ORDER BY id', [[owner.id, other.id]])).map((row) => row.id);

    const byGarage = await call('POST', `${R}/delete/${owner.id}`);
    expect(byGarage.statusCode).toBe(409);
    expect(byGarage.json().msg).toBe('该记录仍被车库使用，不能删除');
    const bySpace = await call('POST', `${R}/delete/${other.id}`);
    expect(bySpace.statusCode).toBe(409);
    expect(bySpace.json().msg).toBe('该记录仍被车位使用，不能删除');
    // All or none: the body form with both refuses both.
    expect((await call('POST', `${R}/delete`, { ids: [owner.id, other.id] })).statusCode).toBe(409);
    expect(await live()).toEqual([owner.id, other.id].sort((a, b) => a - b));

    // Once the garage is back to 未售 (its user cleared), its former owner goes; the space's user stays refused.
    const unsold = await call('POST', '/api/base/garage/modify', { id: garage.json().id, state: '0' });
    expect(unsold.statusCode, unsold.body).toBe(200);
    // (The body form: the same call again within a second would be taken for a double submit.)
    const gone = await call('POST', `${R}/delete`, { ids: [owner.id] });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await live()).toEqual([other.id]);
  });
});
