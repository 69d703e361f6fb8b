import { MeterInfo, usageAmount } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { usageOf } from '../src/meter/index.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { accountWith, placeIn } from './helpers/base-places.ts';
import { describeEntityApi } from './helpers/entity-battery.ts';

const t = useTestApp();
const INFO = '/api/zhwy/meter-info';
const READING = '/api/zhwy/meter-reading';

const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
/** A fee item written straight into the tenant's table: water (用量×单价) unless said otherwise. */
const feeItemIn = (tenantId: number, areaId: number, name: string, method = '3', state = '1') =>
  one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, charge_method, unit_price, state) VALUES ($1, $2, $3, '3', $4, 34500, $5) RETURNING id", [tenantId, areaId, name, method, state]);

describeEntityApi(t, MeterInfo, {
  table: 'meter_info',
  sample: async (_ctx, host, n) => {
    const place = await placeIn(t, host === SECOND ? 'second' : 'demo', `S${n}`);
    return { areaId: place.areaId, meterNo: `WM${n}`, meterType: '1', roomId: place.roomId, feeItemId: await feeItemIn(place.tenantId, place.areaId, `水费${n}`), initialReading: '100.00', state: '1', remark: '厨房' };
  },
});

describe('meter: meters, readings, the month’s batch entry and the usage billing reads', () => {
  let token = '';
  let other = '';
  let place: Awaited<ReturnType<typeof placeIn>>;
  let water = 0;
  let meter1 = 0;
  let meter2 = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token, host = DEMO) =>
    t.app.inject({ method, url, headers: authed(as, host), ...(payload ? { payload } : {}) });
  const meterBody = (no: string, roomId: number, feeItemId: number, initialReading = '100.00') => ({ areaId: place.areaId, meterNo: no, meterType: '1', roomId, feeItemId, initialReading, state: '1' });

  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
    other = await loginReady(t.app, { host: SECOND, username: 'admin' });
    place = await placeIn(t, 'demo', 'R');
    water = await feeItemIn(place.tenantId, place.areaId, '水费');
    const m1 = await call('POST', `${INFO}/add`, meterBody('SB-1201', place.roomId, water));
    expect(m1.statusCode, m1.body).toBe(200);
    meter1 = m1.json().id;
    expect(m1.json().buildingId).toBe(place.buildingId);
    meter2 = (await call('POST', `${INFO}/add`, meterBody('SB-1202', place.room2Id, water, '50.00'))).json().id;
  });

  it('refuses a fee item that is not an enabled usage × price one of the community, and a room of another community', async () => {
    const area = await feeItemIn(place.tenantId, place.areaId, '物业费', '1');
    const stopped = await feeItemIn(place.tenantId, place.areaId, '停用水费', '3', '0');
    const elsewhere = await feeItemIn(place.tenantId, place.otherAreaId, '别处水费');
    for (const [n, item] of [area, stopped, elsewhere].entries()) {
      const res = await call('POST', `${INFO}/add`, meterBody(`X${n}`, place.roomId, item));
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ feeItemId: '请选择计费方式为“用量×单价”且已启用的收费项' });
    }
    const room = await one("INSERT INTO com_room (tenant_id, area_id, building_id, floor, room_no, state) VALUES ($1, $2, $3, 1, '0101', '1') RETURNING id", [place.tenantId, place.otherAreaId, place.buildingId]);
    expect(Object.keys((await call('POST', `${INFO}/add`, meterBody('X9', room, water))).json().fields)).toEqual(['roomId']);
    const dup = await call('POST', `${INFO}/add`, meterBody('SB-1201', place.room2Id, water));
    expect(dup.statusCode).toBe(409);
    expect((await call('GET', `${INFO}/${meter1}`)).json().initialReading).toBe('100.00');
  });

  it('chains readings: previous from the last one, usage exact, lower and repeated months refused, only the latest edited or deleted', async () => {
    const jan = await call('POST', READING, { meterId: meter1, period: '2026-01', currentReading: '112.40', readingDate: '2026-01-25', reader: '王师傅' });
    expect(jan.statusCode, jan.body).toBe(200);
    expect([jan.json().previousReading, jan.json().usage, jan.json().roomId, jan.json().feeItemId]).toEqual(['100.00', '12.40', place.roomId, water]);
    expect(await t.sql('SELECT previous_reading, current_reading, usage FROM meter_reading WHERE id = $1', [jan.json().id])).toEqual([{ previous_reading: 10_000, current_reading: 11_240, usage: 1_240 }]);

    const again = await call('POST', READING, { meterId: meter1, period: '2026-01', currentReading: '113.00', readingDate: '2026-01-26' });
    expect(again.statusCode).toBe(409);
    const low = await call('POST', READING, { meterId: meter1, period: '2026-02', currentReading: '112.39', readingDate: '2026-02-25' });
    expect(low.statusCode).toBe(422);
    expect(low.json().fields).toEqual({ currentReading: '本期读数不能小于上期读数 112.40' });
    const bad = await call('POST', READING, { meterId: meter1, period: '2026-13', currentReading: '1e3', readingDate: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['currentReading', 'readingDate']);

    const feb = await call('POST', READING, { meterId: meter1, period: '2026-02', currentReading: '120.00', readingDate: '2026-02-25' });
    expect([feb.json().previousReading, feb.json().usage]).toEqual(['112.40', '7.60']);
    const past = await call('POST', READING, { meterId: meter1, period: '2025-12', currentReading: '120.00', readingDate: '2025-12-25' });
    expect(Object.keys(past.json().fields)).toEqual(['period']);

    // January is no longer the latest: neither edited nor deleted; February is.
    expect((await call('POST', `${READING}/update`, { id: jan.json().id, currentReading: '113.00' })).statusCode).toBe(409);
    expect((await call('POST', `${READING}/delete/${jan.json().id}`)).statusCode).toBe(409);
    const edited = await call('POST', `${READING}/update`, { id: feb.json().id, currentReading: '130.00' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().usage).toBe('17.60');
    expect(Object.keys((await call('POST', `${READING}/update`, { id: feb.json().id, period: '2026-03' })).json().fields)).toEqual(['period']);
    expect((await call('POST', `${READING}/update`, { id: feb.json().id, currentReading: '112.00' })).statusCode).toBe(422);

    // A read meter keeps its initial reading and cannot be deleted; its readings are the list's.
    expect(Object.keys((await call('POST', `${INFO}/update`, { id: meter1, initialReading: '90.00' })).json().fields)).toEqual(['initialReading']);
    expect((await call('POST', `${INFO}/delete/${meter1}`)).statusCode).toBe(409);
    const listed = (await call('GET', `${READING}/queryList?meterId=${meter1}`)).json();
    expect(listed.data.map((row: { period: string; usage: string }) => [row.period, row.usage])).toEqual([['2026-02', '17.60'], ['2026-01', '12.40']]);
  });

  it('enters a building’s month at once: previous readings on the sheet, all rows or none, each refusal under its row', async () => {
    const sheetUrl = `${READING}/queryListAll?buildingId=${place.buildingId}&feeItemId=${water}&period=2026-03`;
    const sheet = (await call('GET', sheetUrl)).json().data;
    expect(sheet.map((row: { meterNo: string; previousReading: string; roomName: string; currentReading: null }) => [row.meterNo, row.previousReading, row.currentReading])).toEqual([
      ['SB-1201', '130.00', null],
      ['SB-1202', '50.00', null],
    ]);
    expect(sheet[0].roomName).toContain('1201');

    const batch = { buildingId: place.buildingId, feeItemId: water, period: '2026-03', readingDate: '2026-03-25', reader: '李四' };
    const refused = await call('POST', `${READING}/addList`, { ...batch, rows: [{ meterId: meter1, currentReading: '125.00' }, { meterId: meter2, currentReading: '55.50' }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ 'rows.0.currentReading': '本期读数不能小于上期读数 130.00' });
    expect(await t.sql("SELECT id FROM meter_reading WHERE period = '2026-03'")).toEqual([]);
    const badRow = await call('POST', `${READING}/addList`, { ...batch, rows: [{ meterId: meter1, currentReading: 'abc' }] });
    expect(Object.keys(badRow.json().fields)).toEqual(['rows.0.currentReading']);

    const saved = await call('POST', `${READING}/addList`, { ...batch, rows: [{ meterId: meter1, currentReading: '135.25' }, { meterId: meter2, currentReading: '55.50' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.map((row: { usage: string }) => row.usage)).toEqual(['5.25', '5.50']);
    const after = (await call('GET', sheetUrl)).json().data;
    expect(after.map((row: { currentReading: string; usage: string }) => [row.currentReading, row.usage])).toEqual([['135.25', '5.25'], ['55.50', '5.50']]);

    // The billing seam: the month's usage of the item per room, in hundredths.
    const rows = await usageOf(t.deps.database.db, { tenantId: place.tenantId, areaIds: null }, { communityId: place.areaId, feeItemId: water, period: '2026-03' });
    expect(rows.map(({ roomId, meterId, usage }) => ({ roomId, meterId, usage }))).toEqual([
      { roomId: place.roomId, meterId: meter1, usage: 525 },
      { roomId: place.room2Id, meterId: meter2, usage: 550 },
    ]);
    expect(await usageOf(t.deps.database.db, { tenantId: place.tenantId, areaIds: null }, { communityId: place.areaId, feeItemId: water, period: '2026-03', roomIds: [place.room2Id] })).toHaveLength(1);
    // docs/billing.md's worked example: 3.4500 元/t, to the cent (January 12.40 t, February 17.60 t, March 5.25 t).
    expect([1_240, 1_760, rows[0].usage].map((usage) => usageAmount(usage, 34_500, 'cent'))).toEqual([4_278, 6_072, 1_811]);
    expect(await usageOf(t.deps.database.db, { tenantId: place.tenantId, areaIds: [place.otherAreaId] }, { communityId: place.areaId, feeItemId: water, period: '2026-03' })).toEqual([]);

    const bad = await call('POST', `${READING}/addList`, { ...batch, period: '2026/04', rows: [] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['period', 'rows']);
  });

  it('keeps tenants and communities apart and asks each permission code', async () => {
    const [reading] = await t.sql<{ id: string }>('SELECT id FROM meter_reading WHERE meter_id = $1 ORDER BY period DESC LIMIT 1', [meter2]);
    expect((await call('GET', `${READING}/${reading.id}`, undefined, other, SECOND)).statusCode).toBe(404);
    expect((await call('POST', `${READING}/delete/${reading.id}`, undefined, other, SECOND)).statusCode).toBe(404);
    expect((await call('GET', `${READING}/queryListAll?buildingId=${place.buildingId}&feeItemId=${water}&period=2026-03`, undefined, other, SECOND)).statusCode).toBe(404);
    const foreign = await call('POST', READING, { meterId: meter2, period: '2026-04', currentReading: '60.00', readingDate: '2026-04-25' }, other, SECOND);
    expect(foreign.statusCode).toBe(422);

    const elsewhere = await accountWith(t, token, 'meter-elsewhere', ['fee:reading:list', 'fee:reading:add'], [place.otherAreaId]);
    expect((await call('GET', `${READING}/queryListAll?buildingId=${place.buildingId}&feeItemId=${water}&period=2026-03`, undefined, elsewhere)).statusCode).toBe(403);
    const batch = { buildingId: place.buildingId, feeItemId: water, period: '2026-04', readingDate: '2026-04-25', rows: [{ meterId: meter2, currentReading: '60.00' }] };
    expect((await call('POST', `${READING}/addList`, batch, elsewhere)).statusCode).toBe(403);
    expect((await call('GET', `${READING}/${reading.id}`, undefined, elsewhere)).statusCode).toBe(404);
    const readOnly = await accountWith(t, token, 'meter-reader', ['fee:reading:list'], [place.areaId]);
    expect((await call('POST', `${READING}/addList`, batch, readOnly)).statusCode).toBe(403);
    expect((await call('POST', `${READING}/download`, {}, readOnly)).statusCode).toBe(403);
    expect((await call('GET', `${READING}/queryListAll?buildingId=${place.buildingId}&feeItemId=${water}&period=2026-03`, undefined, readOnly)).statusCode).toBe(200);
  });

  it('exports the filtered readings, gives the templates as real workbooks and imports a month from one', async () => {
    const exported = await call('POST', `${READING}/download`, { meterId: String(meter1) });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toEqual(expect.arrayContaining(['表号', '抄表月份', '上期读数', '本期读数', '用量']));
    expect(sheet.rowCount).toBe(4);

    for (const path of [`${READING}/downloadTemplate`, `${INFO}/downloadTemplate`]) {
      const res = await call('GET', path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const template = new ExcelJS.Workbook();
      await template.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(template.worksheets[0].getRow(1).cellCount).toBeGreaterThan(3);
    }

    const template = new ExcelJS.Workbook();
    await template.xlsx.load((await call('GET', `${READING}/downloadTemplate`)).rawPayload as unknown as ArrayBuffer);
    const headers = (template.worksheets[0].getRow(1).values as string[]).filter(Boolean);
    const upload = async (values: Record<string, unknown>) => {
      const workbook = new ExcelJS.Workbook();
      const ws = workbook.addWorksheet('导入');
      ws.addRow(headers);
      ws.addRow(headers.map((h) => values[h.replace(/^\*/, '')] ?? null));
      const boundary = '----meter';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        Buffer.from(await workbook.xlsx.writeBuffer()),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({ method: 'POST', url: `${READING}/importExcel`, headers: { ...authed(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    };
    const low = await upload({ 表号: 'SB-1202', 抄表月份: '2026-04', 本期读数: '50.00', 抄表日期: '2026-04-25' });
    expect(low.statusCode, low.body).toBe(422);
    const imported = await upload({ 表号: 'SB-1202', 抄表月份: '2026-04', 本期读数: '61.00', 抄表日期: '2026-04-25' });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await t.sql("SELECT usage FROM meter_reading WHERE period = '2026-04' AND meter_id = $1", [meter2])).toEqual([{ usage: 550 }]);
  });
});
