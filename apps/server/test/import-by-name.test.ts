import { Resident, idCardCheckChar, permissionOf } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountWith } from './helpers/base-places.ts';
import { authed, loginReady, useTestApp } from './helpers/app.ts';

/** The framework's imports take a reference by its name (小区名称), its code (楼栋编号) or, as before, its id. */
const t = useTestApp();
const tokens = { admin: '', scoped: '' };
const ids = { a: 0, b: 0, c: 0, buildingA: 0, buildingB: 0, unitA: 0, twoA: 0, twoA2: 0, zhang: 0, zhangB: 0 };
type Row = Record<string, unknown>;

const RESIDENT = '/api/base/new-com-resident';
const ROOM = '/api/base/comRoom';
const CAR = '/api/base/ComCarInfo';

const idOf = (seq: number) => {
  const first17 = `110105${19900101}${String(seq).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
};
const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
const count = async (table: string) => Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE del_flag = 0`))[0].n);

/** A sheet with these headers and rows (values by header, without the `*`). */
const workbookOf = async (headers: string[], rows: Row[]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((header) => row[header.replace(/^\*/, '')] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
const upload = (path: string, buffer: Buffer, token = tokens.admin, language?: string) => {
  const boundary = '----byName';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="i.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    buffer,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { ...authed(token), 'content-type': `multipart/form-data; boundary=${boundary}`, ...(language ? { 'accept-language': language } : {}) };
  return t.app.inject({ method: 'POST', url: `${path}/importExcel`, headers, payload });
};

const RESIDENT_HEADERS = ['*所属小区', '*姓名', '*证件类型', '*证件号码', '*手机号码', '*住户类型'];
const resident = (seq: number, area: unknown): Row => ({ 所属小区: area, 姓名: `名称${seq}`, 证件类型: '居民身份证', 证件号码: idOf(seq), 手机号码: `1370000${String(seq).padStart(4, '0')}`, 住户类型: '业主' });
const ROOM_HEADERS = ['*所属小区', '*所属楼栋', '所属单元', '*所在楼层', '*房号', '*房屋用途', '*房屋状态'];
const room = (area: unknown, building: unknown, roomNo: string, unit?: unknown): Row => ({ 所属小区: area, 所属楼栋: building, 所属单元: unit, 所在楼层: 3, 房号: roomNo, 房屋用途: '住宅', 房屋状态: '未售' });

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  const tenantId = await one("SELECT id FROM tenant WHERE code = 'demo'", []);
  const area = (code: string, name: string) => one("INSERT INTO com_area (tenant_id, area_code, area_name, address, status) VALUES ($1, $2, $3, '路', '0') RETURNING id", [tenantId, code, name]);
  ids.a = await area('NA', '名称小区甲');
  ids.b = await area('NB', '名称小区乙');
  ids.c = await area('NC', '名称小区丙');
  const building = (areaId: number, no: string, name: string) =>
    one('INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, $3, $4, 18) RETURNING id', [tenantId, areaId, no, name]);
  // 1号楼 in both communities; two buildings named 2号楼 in 甲 (told apart by their 楼栋编号).
  ids.buildingA = await building(ids.a, 'A1', '1号楼');
  ids.buildingB = await building(ids.b, 'B1', '1号楼');
  ids.twoA = await building(ids.a, 'A2', '2号楼');
  ids.twoA2 = await building(ids.a, 'A2X', '2号楼');
  ids.unitA = await one("INSERT INTO com_unit (tenant_id, area_id, building_id, unit_no, unit_name) VALUES ($1, $2, $3, 'U1', '1单元') RETURNING id", [tenantId, ids.a, ids.buildingA]);
  // Residents named 张三: two in 甲, one in 乙.
  const person = (areaId: number, seq: number) =>
    one("INSERT INTO com_resident (tenant_id, area_id, name, id_card_type, id_card_no, mobile, resident_type) VALUES ($1, $2, '张三', '1', $3, $4, '1') RETURNING id", [tenantId, areaId, idOf(900 + seq), `1360000000${seq}`]);
  ids.zhang = await person(ids.a, 1);
  await person(ids.a, 2);
  ids.zhangB = await person(ids.b, 3);
  tokens.scoped = await accountWith(t, tokens.admin, 'import-scoped', [permissionOf(Resident, 'list'), permissionOf(Resident, 'import')], [ids.a]);
});

describe('an import takes a reference by name, code or id', () => {
  it('resolves 所属小区 by name, by code and by id in one file', async () => {
    const before = await count('com_resident');
    const res = await upload(RESIDENT, await workbookOf(RESIDENT_HEADERS, [resident(1, '名称小区甲'), resident(2, ids.b), resident(3, String(ids.c)), resident(4, 'NB')]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ imported: 4 });
    expect(await count('com_resident')).toBe(before + 4);
    const stored = await t.sql<{ id_card_no: string; area_id: string }>('SELECT id_card_no, area_id FROM com_resident WHERE id_card_no = ANY($1) ORDER BY id_card_no', [[1, 2, 3, 4].map(idOf)]);
    expect(stored.map((r) => Number(r.area_id))).toEqual([ids.a, ids.b, ids.c, ids.b]);
  });

  it('refuses an unknown name by row, column and value, and writes nothing', async () => {
    const before = await count('com_resident');
    const res = await upload(RESIDENT, await workbookOf(RESIDENT_HEADERS, [resident(10, '名称小区甲'), resident(11, '不存在小区'), resident(12, '名称小区乙')]));
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toEqual([{ row: 3, fields: { areaId: '小区“不存在小区”不存在' } }]);
    expect(await count('com_resident')).toBe(before);
    // In the caller's language.
    const english = await upload(RESIDENT, await workbookOf(RESIDENT_HEADERS, [resident(11, '不存在小区')]), tokens.admin, 'en-US');
    expect(english.json().rows).toEqual([{ row: 2, fields: { areaId: '小区 “不存在小区” does not exist' } }]);
  });

  it('an id nobody has is still judged as an id', async () => {
    const res = await upload(RESIDENT, await workbookOf(RESIDENT_HEADERS, [resident(13, 987654)]));
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toEqual([{ row: 2, fields: { areaId: '所选记录不存在或已删除' } }]);
  });

  it('a community outside the caller’s scope is not found by its name; by its id it is out of scope; nothing is written', async () => {
    const before = await count('com_resident');
    const res = await upload(RESIDENT, await workbookOf(RESIDENT_HEADERS, [resident(20, '名称小区甲'), resident(21, '名称小区乙'), resident(22, ids.b)]), tokens.scoped);
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toEqual([
      { row: 3, fields: { areaId: '小区“名称小区乙”不存在' } },
      { row: 4, fields: { _: '无权操作该小区的数据' } },
    ]);
    expect(await count('com_resident')).toBe(before);
    const good = await upload(RESIDENT, await workbookOf(RESIDENT_HEADERS, [resident(20, '名称小区甲')]), tokens.scoped);
    expect(good.statusCode, good.body).toBe(200);
  });
});

describe('a reference within the row’s parent', () => {
  it('finds 1号楼 within each row’s community and 1单元 within its building', async () => {
    const res = await upload(ROOM, await workbookOf(ROOM_HEADERS, [room('名称小区甲', '1号楼', 'N301', '1单元'), room('名称小区乙', '1号楼', 'N302')]));
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.sql<{ room_no: string; area_id: string; building_id: string; unit_id: string | null }>(
      "SELECT room_no, area_id, building_id, unit_id FROM com_room WHERE room_no LIKE 'N3%' ORDER BY room_no",
    );
    expect(stored.map((r) => [r.room_no, Number(r.area_id), Number(r.building_id), r.unit_id === null ? null : Number(r.unit_id)])).toEqual([
      ['N301', ids.a, ids.buildingA, ids.unitA],
      ['N302', ids.b, ids.buildingB, null],
    ]);
  });

  it('an ambiguous name asks for the code; the code resolves; a bad parent is the only error of its row; nothing is written', async () => {
    const before = await count('com_room');
    const res = await upload(
      ROOM,
      await workbookOf(ROOM_HEADERS, [room('名称小区甲', 'A2', 'N401'), room('名称小区甲', '2号楼', 'N402'), room('名称小区丁', '1号楼', 'N403', '1单元'), room('名称小区乙', '1单元', 'N404')]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toEqual([
      { row: 3, fields: { buildingId: '名称“2号楼”不唯一，请填写楼栋编号' } },
      { row: 4, fields: { areaId: '小区“名称小区丁”不存在' } },
      { row: 5, fields: { buildingId: '楼栋“1单元”不存在' } },
    ]);
    expect(await count('com_room')).toBe(before);
    const good = await upload(ROOM, await workbookOf(ROOM_HEADERS, [room('名称小区甲', 'A2', 'N401'), room('名称小区甲', 'A2X', 'N402')]));
    expect(good.statusCode, good.body).toBe(200);
    const stored = await t.sql<{ building_id: string }>("SELECT building_id FROM com_room WHERE room_no IN ('N401', 'N402') ORDER BY room_no");
    expect(stored.map((r) => Number(r.building_id))).toEqual([ids.twoA, ids.twoA2]);
  });

  it('a vehicle’s owner by name within its community: unique there, ambiguous where two share it (then by ID number)', async () => {
    const headers = ['*所属小区', '*车牌号', '*车牌颜色', '*车辆类型', '车主', '*车主姓名', '*联系电话', '*状态'];
    const car = (area: string, plate: string, owner: string): Row => ({ 所属小区: area, 车牌号: plate, 车牌颜色: '蓝牌', 车辆类型: '小型汽车', 车主: owner, 车主姓名: '张三', 联系电话: '13600000009', 状态: '正常' });
    const refused = await upload(CAR, await workbookOf(headers, [car('名称小区乙', '京A12345', '张三'), car('名称小区甲', '京A12346', '张三')]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().rows).toEqual([{ row: 3, fields: { residentId: '名称“张三”不唯一，请填写证件号码' } }]);
    const good = await upload(CAR, await workbookOf(headers, [car('名称小区乙', '京A12345', '张三'), car('名称小区甲', '京A12346', idOf(901))]));
    expect(good.statusCode, good.body).toBe(200);
    const stored = await t.sql<{ plate_no: string; resident_id: string }>("SELECT plate_no, resident_id FROM com_car_info WHERE plate_no IN ('京A12345', '京A12346') ORDER BY plate_no");
    expect(stored.map((r) => Number(r.resident_id))).toEqual([ids.zhangB, ids.zhang]);
  });
});

describe('a room by its path (楼栋-单元-房号) within the row’s community', () => {
  const rooms = { u1: 0, u2: 0, only: 0, twoA: 0, inB: 0 };
  let space = 0;
  const CAR_HEADERS = ['*所属小区', '*车牌号', '*车牌颜色', '*车辆类型', '*车主姓名', '*联系电话', '所属房屋', '车位', '*状态'];
  let plate = 0;
  const car = (area: string, roomPath: unknown, extra: Row = {}): Row => ({
    所属小区: area, 车牌号: `京B${String(++plate).padStart(5, '0')}`, 车牌颜色: '蓝牌', 车辆类型: '小型汽车', 车主姓名: '李四', 联系电话: '13700000001', 所属房屋: roomPath, 状态: '正常', ...extra,
  });
  const roomOf = async (plates: string[]) =>
    (await t.sql<{ plate_no: string; room_id: string | null }>('SELECT plate_no, room_id FROM com_car_info WHERE plate_no = ANY($1) ORDER BY plate_no', [plates])).map((r) => Number(r.room_id));

  beforeAll(async () => {
    const tenantId = await one("SELECT id FROM tenant WHERE code = 'demo'", []);
    const unit2 = await one("INSERT INTO com_unit (tenant_id, area_id, building_id, unit_no, unit_name) VALUES ($1, $2, $3, 'U2', '2单元') RETURNING id", [tenantId, ids.a, ids.buildingA]);
    const roomIn = (areaId: number, buildingId: number, unitId: number | null, roomNo: string) =>
      one("INSERT INTO com_room (tenant_id, area_id, building_id, unit_id, floor, room_no, state) VALUES ($1, $2, $3, $4, 12, $5, '0') RETURNING id", [tenantId, areaId, buildingId, unitId, roomNo]);
    // 1201 in both units of 甲's 1号楼 (its short path is ambiguous); 1301 only in 1单元; 501 in one of 甲's two 2号楼; 1401 in 乙's 1号楼.
    rooms.u1 = await roomIn(ids.a, ids.buildingA, ids.unitA, '1201');
    rooms.u2 = await roomIn(ids.a, ids.buildingA, unit2, '1201');
    rooms.only = await roomIn(ids.a, ids.buildingA, ids.unitA, '1301');
    rooms.twoA = await roomIn(ids.a, ids.twoA, null, '501');
    rooms.inB = await roomIn(ids.b, ids.buildingB, null, '1401');
    const lot = await one("INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name) VALUES ($1, $2, 'PA', '地下车库') RETURNING id", [tenantId, ids.a]);
    space = await one("INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no) VALUES ($1, $2, $3, 'B1-001') RETURNING id", [tenantId, ids.a, lot]);
  });

  it('finds 1号楼-2单元-1201, 1号楼-1301 (unique in its building), 2号楼-501 (one of two 2号楼), codes, a full-width dash; a space by 停车场-车位编号', async () => {
    const rows = [
      car('名称小区甲', '1号楼-1单元-1201'),
      car('名称小区甲', '1号楼-2单元-1201'),
      car('名称小区甲', '1号楼-1301'),
      car('名称小区甲', '2号楼-501'),
      car('名称小区乙', '1号楼-1401'),
      car('名称小区甲', 'A1-U2-1201'),
      car('名称小区甲', '1号楼 － 1单元 － 1301', { 车位: '地下车库-B1-001' }),
    ];
    const res = await upload(CAR, await workbookOf(CAR_HEADERS, rows));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ imported: 7 });
    const plates = rows.map((r) => String(r.车牌号));
    expect(await roomOf(plates)).toEqual([rooms.u1, rooms.u2, rooms.only, rooms.twoA, rooms.inB, rooms.u2, rooms.only]);
    const [stored] = await t.sql<{ parking_space_id: string }>('SELECT parking_space_id FROM com_car_info WHERE plate_no = $1', [plates[6]]);
    expect(Number(stored.parking_space_id)).toBe(space);
  });

  it('an unknown path, an ambiguous short path and a path of another community are row errors naming the value; nothing is written', async () => {
    const before = await count('com_car_info');
    const rows = [car('名称小区甲', '1号楼-1单元-1201'), car('名称小区甲', '1号楼-3单元-1201'), car('名称小区甲', '1号楼-1201'), car('名称小区甲', '1号楼-1401'), car('名称小区甲', '1201')];
    const res = await upload(CAR, await workbookOf(CAR_HEADERS, rows));
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toEqual([
      { row: 3, fields: { roomId: '房屋“1号楼-3单元-1201”不存在' } },
      { row: 4, fields: { roomId: '名称“1号楼-1201”不唯一，请填写楼栋名称-单元名称-房号' } },
      { row: 5, fields: { roomId: '房屋“1号楼-1401”不存在' } },
      { row: 6, fields: { roomId: '名称“1201”不唯一，请填写楼栋名称-单元名称-房号' } },
    ]);
    expect(await count('com_car_info')).toBe(before);
    const english = await upload(CAR, await workbookOf(CAR_HEADERS, [car('名称小区甲', '1号楼-1201')]), tokens.admin, 'en-US');
    expect(english.json().rows).toEqual([{ row: 2, fields: { roomId: 'The name “1号楼-1201” is not unique: enter the 楼栋名称-单元名称-房号 instead' } }]);
  });

  it('the template’s note on 所属房屋 asks for the room number or the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${CAR}/downloadImportTemplate`, headers: authed(tokens.admin) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const note = (label: string) => JSON.stringify(sheet.getCell(1, (sheet.getRow(1).values as string[]).indexOf(label)).note);
    expect(note('所属房屋')).toContain('填写房号或楼栋名称-单元名称-房号；按本行的所属小区查找');
    expect(note('车位')).toContain('填写车位编号或停车场名称-车位编号');
  });
});

describe('the template says so', () => {
  const template = async (token = tokens.admin) => {
    const res = await t.app.inject({ method: 'GET', url: `${RESIDENT}/downloadImportTemplate`, headers: authed(token) });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook;
  };
  const namesListed = (workbook: ExcelJS.Workbook) => {
    const sheet = workbook.worksheets[0];
    const validation = sheet.getCell('A2').dataValidation;
    expect(validation).toMatchObject({ type: 'list' });
    const [, column, last] = /^names!\$([A-Z]+)\$1:\$[A-Z]+\$(\d+)$/.exec(validation.formulae![0] as string)!;
    const names = workbook.getWorksheet('names')!;
    return Array.from({ length: Number(last) }, (_, i) => String(names.getCell(`${column}${i + 1}`).value));
  };

  it('notes on a reference column that it takes a name, with a drop-down of the names the caller sees', async () => {
    const workbook = await template();
    const header = workbook.worksheets[0].getCell('A1');
    expect(header.value).toBe('*所属小区');
    expect(JSON.stringify(header.note)).toContain('填写小区名称');
    expect(workbook.getWorksheet('names')!.state).toBe('veryHidden');
    expect(namesListed(workbook)).toEqual(expect.arrayContaining(['名称小区甲', '名称小区乙', '名称小区丙']));
    expect(namesListed(await template(tokens.scoped))).toEqual(['名称小区甲']);
  });

  it('no drop-down of personal data (a vehicle’s owner) nor of more than 200 rows (buildings)', async () => {
    const download = async (url: string) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await t.app.inject({ method: 'GET', url, headers: authed(tokens.admin) })).rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const column = (label: string) => (sheet.getRow(1).values as string[]).indexOf(label);
      return { sheet, column };
    };
    const cars = await download(`${CAR}/downloadImportTemplate`);
    expect(JSON.stringify(cars.sheet.getCell(1, cars.column('车主')).note)).toContain('填写姓名或证件号码；按本行的所属小区查找');
    expect(cars.sheet.getCell(2, cars.column('车主')).dataValidation).toBeUndefined();
    const rooms = await download(`${ROOM}/downloadImportTemplate`);
    expect(rooms.sheet.getCell(2, rooms.column('*所属楼栋')).dataValidation).toMatchObject({ type: 'list' });
    await t.sql("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) SELECT tenant_id, id, 'G' || n, n || '号楼', 5 FROM com_area, generate_series(1, 200) n WHERE id = $1", [ids.c]);
    const many = await download(`${ROOM}/downloadImportTemplate`);
    expect(many.sheet.getCell(2, many.column('*所属楼栋')).dataValidation).toBeUndefined();
    expect(many.sheet.getCell(2, many.column('*所属小区')).dataValidation).toMatchObject({ type: 'list' });
  });

  it('a template filled in with a community’s name imports', async () => {
    const workbook = await template();
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as string[]).slice(1).map((h) => h.replace(/^\*/, ''));
    const values = resident(30, '名称小区丙');
    headers.forEach((header, i) => {
      if (values[header] !== undefined) sheet.getCell(2, i + 1).value = values[header] as ExcelJS.CellValue;
    });
    const res = await upload(RESIDENT, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(Number((await t.sql<{ area_id: string }>('SELECT area_id FROM com_resident WHERE id_card_no = $1', [idOf(30)]))[0].area_id)).toBe(ids.c);
  });
});
