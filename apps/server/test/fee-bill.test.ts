import { ROUNDING_OF, areaAmount, fixedAmount } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { executeRun, generationTuning, lineAmountSql, recoverRuns } from '../src/fee/bills/generate.ts';
import { feeGenerateJob } from '../src/fee/bills/job.ts';
import { settledRun } from '../src/fee/bills/routes.ts';
import type { Services } from '../src/platform/services.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';
import { expectSummariesExact } from './helpers/fee-summaries.ts';

const t = useTestApp();
/** Base's payers, as the fee module is given them. */
const payers = () => t.app.services.payers!;
const BILL = '/api/zhwy/fee-bill';

describe('fee bills: the SQL amounts', () => {
  it('equal money.ts for a table of areas, prices, months and roundings (630.98 among them)', async () => {
    const cases: [number, number, number, string][] = [
      [8950, 23_500, 3, '1'], [8950, 23_500, 3, '2'], [8950, 23_500, 3, '3'], [8950, 23_500, 1, '1'],
      [1, 1, 1, '1'], [5_000, 50, 1, '1'], [12_345, 33_333, 12, '1'], [9_999_999, 99_999_999, 12, '3'],
      [7_777, 15_555, 6, '2'], [10_050, 25_000, 1, '1'], [0, 23_500, 3, '1'], [123, 4_999, 1, '2'],
    ];
    for (const [area, price, months, rounding] of cases) {
      const text = lineAmountSql({ chargeMethod: '1', unitPrice: price, fixedAmount: null, rounding }, months);
      const [row] = await t.sql<{ amount: string }>(`SELECT ${text} AS amount FROM (SELECT $1::bigint AS building_area) p`, [area]);
      expect(Number(row.amount), `${area} × ${price} × ${months} (${rounding})`).toBe(areaAmount(area, price, months, ROUNDING_OF[rounding as '1']));
    }
    const [fixed] = await t.sql<{ amount: string }>(`SELECT ${lineAmountSql({ chargeMethod: '2', unitPrice: null, fixedAmount: 12_345, rounding: '2' }, 3)} AS amount`);
    expect(Number(fixed.amount)).toBe(fixedAmount(12_345 * 100, 3, 'jiao'));
    const [docs] = await t.sql<{ amount: string }>(`SELECT ${lineAmountSql({ chargeMethod: '1', unitPrice: 23_500, fixedAmount: null, rounding: '1' }, 3)} AS amount FROM (SELECT 8950::bigint AS building_area) p`);
    expect(Number(docs.amount)).toBe(63_098);
  });
});

describe('fee bills: generation, rules, history', () => {
  let token = '';
  let other = '';
  let place: Place;
  let itemId = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token, host = DEMO) =>
    t.app.inject({ method, url, headers: authed(as, host), ...(payload ? { payload } : {}) });
  const item = (over: object = {}) => ({
    areaId: place.areaId, itemName: `物业费${Math.random().toString(36).slice(2, 8)}`, feeType: '1', payerKind: '1', chargeMethod: '1', unitPrice: '2.3500',
    cycle: '3', billingDay: 1, dueDays: 15, payTiming: '1', fundsPayable: '1', rounding: '1', lateFee: '0', vacantDiscount: '50.00', state: '1', ...over,
  });
  const newItem = async (over: object = {}) => {
    const res = await call('POST', '/api/zhwy/fee-item', item(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const generate = async (body: object) => {
    const res = await call('POST', `${BILL}/generate`, body);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    await settledRun(id);
    return (await call('GET', `${BILL}/runs/${id}`)).json();
  };
  const billsOf = (feeItemId: number) => t.sql<{ room_id: number; amount: number; discount: number; due_date: string; source: string }>(
    `SELECT room_id, amount, discount, due_date::text, source FROM fee_bill WHERE fee_item_id = $1 AND del_flag = 0 ORDER BY room_id`, [feeItemId]);

  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
    other = await loginReady(t.app, { host: SECOND, username: 'admin' });
    place = await placeIn(t, 'demo', 'FB');
    // 89.50 m² each; the first room 空置 (state 1, half off), the second 自住.
    await t.sql(`UPDATE com_room SET building_area = 8950, state = CASE WHEN id = $1 THEN '1' ELSE '2' END WHERE id IN ($1, $2)`, [place.roomId, place.room2Id]);
    itemId = await newItem();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    generationTuning.batchSize = 2000;
  });

  it('previews, generates a quarter once (a second run skips), with the exact amounts, vacant discount and due date', async () => {
    const body = { areaId: place.areaId, feeItemId: itemId, periodMonth: '2026-01', buildingIds: [place.buildingId] };
    const preview = await call('POST', `${BILL}/generate/preview`, body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({ payers: 2, create: 2, skipped: 0, amount: '1261.96', discount: '315.49', periodStart: '2026-01-01', periodEnd: '2026-03-31', dueDate: '2026-01-16' });
    const run = await generate(body);
    expect([run.state, run.total, run.done, run.created, run.skipped, run.amount]).toEqual(['2', 2, 2, 2, 0, '1261.96']);
    expect(await billsOf(itemId)).toEqual([
      { room_id: place.roomId, amount: 63_098, discount: 31_549, due_date: '2026-01-16', source: '1' },
      { room_id: place.room2Id, amount: 63_098, discount: 0, due_date: '2026-01-16', source: '1' },
    ]);
    await t.endDuplicateWindows();
    const again = await generate(body);
    expect([again.state, again.created, again.skipped]).toEqual(['2', 0, 2]);
    expect(await billsOf(itemId)).toHaveLength(2);
    expect((await call('POST', `${BILL}/generate/preview`, body)).json().data).toMatchObject({ create: 0, skipped: 2, amount: '0.00' });
    // The list, filtered by the room, with its references' labels.
    const list = (await call('GET', `${BILL}/getList?roomId=${place.room2Id}&feeItemId=${itemId}`)).json();
    expect(list.recordsTotal).toBe(1);
    expect(list.data[0]).toMatchObject({ amount: '630.98', discount: '0.00', status: '0', periodStart: '2026-01-01' });
    expect(list.data[0].labels.roomId).toContain('1202');
    const runs = (await call('GET', `${BILL}/runs?feeItemId=${itemId}`)).json();
    expect(runs.recordsTotal).toBe(2);
  });

  it('keeps nothing of a run that fails mid-way, and marks it failed', async () => {
    const failing = await newItem();
    generationTuning.batchSize = 1;
    const insert = generationTuning.insertBatch;
    vi.spyOn(generationTuning, 'insertBatch').mockImplementationOnce(insert).mockRejectedValueOnce(new Error('磁盘已满'));
    const run = await generate({ areaId: place.areaId, feeItemId: failing, periodMonth: '2026-04' });
    expect([run.state, run.created, run.message]).toEqual(['3', 0, '磁盘已满']);
    expect(await billsOf(failing)).toEqual([]);
  });

  it('completes a run left 生成中 by a stop once, creating each bill once', async () => {
    const left = await newItem({ cycle: '1', rounding: '3' });
    const [{ id }] = await t.sql<{ id: string }>(
      `INSERT INTO fee_bill_run (tenant_id, area_id, fee_item_id, period_start, period_end, state, total, done) VALUES ($1, $2, $3, '2026-05-01', '2026-05-31', '1', 2, 1) RETURNING id`,
      [place.tenantId, place.areaId, left],
    );
    expect(await recoverRuns(t.deps.database.pool, payers())).toContain(Number(id));
    expect(await recoverRuns(t.deps.database.pool, payers())).toEqual([]);
    expect(await executeRun(t.deps.database.pool, payers(), Number(id))).toBe(false);
    const [run] = await t.sql<{ state: string; created: number }>('SELECT state, created FROM fee_bill_run WHERE id = $1', [id]);
    expect(run).toEqual({ state: '2', created: 2 });
    // 89.50 × 2.35 = 210.325 → to the yuan 210.00.
    expect((await billsOf(left)).map((b) => b.amount)).toEqual([21_000, 21_000]);
  });

  it('the daily job generates the items whose billing day is today when their cycle starts', async () => {
    const monthly = await newItem({ cycle: '1', billingDay: 5 });
    const quarterly = await newItem({ cycle: '3', billingDay: 5 });
    // 2026-02-05 02:00 China time: a monthly cycle starts, a quarterly one does not.
    await feeGenerateJob.run({ pool: t.deps.database.pool, tenantId: place.tenantId, slot: new Date('2026-02-04T18:00:00Z'), signal: new AbortController().signal, services: t.app.services as Services });
    expect(await billsOf(monthly)).toHaveLength(2);
    expect(await billsOf(quarterly)).toHaveLength(0);
  });

  it('bills a usage item from the month’s meter readings: usage × price, rounded once, only the rooms read', async () => {
    const water = await newItem({ chargeMethod: '3', feeType: '3', unitPrice: '3.4500', cycle: '1', vacantDiscount: '0.00' });
    const [meter] = await t.sql<{ id: string }>(
      "INSERT INTO meter_info (tenant_id, area_id, meter_no, room_id, fee_item_id) VALUES ($1, $2, 'W-1201', $3, $4) RETURNING id",
      [place.tenantId, place.areaId, place.roomId, water],
    );
    // 12.40 t in March (the docs' example 2): 42.78 元; nothing read in room 2.
    await t.sql(
      `INSERT INTO meter_reading (tenant_id, area_id, room_id, fee_item_id, meter_id, period, previous_reading, current_reading, usage, reading_date)
       VALUES ($1, $2, $3, $4, $5, '2026-03', 10000, 11240, 1240, '2026-03-31')`,
      [place.tenantId, place.areaId, place.roomId, water, meter.id],
    );
    const run = await generate({ areaId: place.areaId, feeItemId: water, periodMonth: '2026-03' });
    expect([run.state, run.created]).toEqual(['2', 1]);
    expect((await billsOf(water)).map((b) => [b.room_id, b.amount, b.source])).toEqual([[place.roomId, 4278, '4']]);
    const [bill] = await t.sql<{ quantity: number; unit_price: number }>('SELECT quantity, unit_price FROM fee_bill WHERE fee_item_id = $1', [water]);
    expect(bill).toEqual({ quantity: 1240, unit_price: 34500 });
    // Again (past the duplicate-submit window): nothing twice.
    await t.endDuplicateWindows();
    expect((await generate({ areaId: place.areaId, feeItemId: water, periodMonth: '2026-03' })).created).toBe(0);
  });

  it('refuses manual and disabled items, bad periods, other communities and tenants', async () => {
    const base = { areaId: place.areaId, periodMonth: '2026-01' };
    const manual = await newItem({ chargeMethod: '4', unitPrice: null });
    expect(Object.keys((await call('POST', `${BILL}/generate/preview`, { ...base, feeItemId: manual })).json().fields)).toEqual(['feeItemId']);
    const disabled = await newItem({ state: '0' });
    expect((await call('POST', `${BILL}/generate`, { ...base, feeItemId: disabled })).json().fields).toEqual({ feeItemId: '收费项已停用' });
    const badMonth = await call('POST', `${BILL}/generate`, { ...base, feeItemId: itemId, periodMonth: '2026-13' });
    expect(badMonth.statusCode).toBe(422);
    expect(Object.keys(badMonth.json().fields)).toEqual(['periodMonth']);
    const otherArea = await call('POST', `${BILL}/generate`, { ...base, areaId: place.otherAreaId, feeItemId: itemId });
    expect(Object.keys(otherArea.json().fields)).toEqual(['feeItemId']);
    const foreignBuilding = await call('POST', `${BILL}/generate/preview`, { ...base, feeItemId: itemId, buildingIds: [999_999] });
    expect(Object.keys(foreignBuilding.json().fields)).toEqual(['buildingIds']);
    expect((await call('POST', `${BILL}/generate`, { ...base, feeItemId: itemId }, other, SECOND)).statusCode).toBe(404);
    expect((await call('POST', `${BILL}/generate`, { areaId: 'x' })).statusCode).toBe(422);
    // Staff of the other community only: 403; an account without the generate code: 403.
    const outside = await accountWith(t, token, 'billgen1', ['fee:bill:list', 'fee:bill:generate'], [place.otherAreaId]);
    expect((await call('POST', `${BILL}/generate`, { ...base, feeItemId: itemId }, outside)).statusCode).toBe(403);
    const reader = await accountWith(t, token, 'billread1', ['fee:bill:list'], null);
    expect((await call('POST', `${BILL}/generate`, { ...base, feeItemId: itemId }, reader)).statusCode).toBe(403);
    expect((await call('PUT', `${BILL}/update`, { id: 1, remark: 'x' }, reader)).statusCode).toBe(403);
    expect((await call('GET', `${BILL}/getList`, undefined, reader)).statusCode).toBe(200);
    // A run whose item was disabled after it was asked for fails, worded, with no bill.
    const [{ id: runId }] = await t.sql<{ id: string }>(
      `INSERT INTO fee_bill_run (tenant_id, area_id, fee_item_id, period_start, period_end, state) VALUES ($1, $2, $3, '2026-07-01', '2026-09-30', '0') RETURNING id`,
      [place.tenantId, place.areaId, disabled],
    );
    expect(await executeRun(t.deps.database.pool, payers(), Number(runId))).toBe(true);
    expect(await t.sql('SELECT state, message FROM fee_bill_run WHERE id = $1', [runId])).toEqual([{ state: '3', message: '收费项已停用' }]);
    expect(await billsOf(disabled)).toEqual([]);
    // Another tenant reads none of these bills.
    expect((await call('GET', `${BILL}/getList?feeItemId=${itemId}`, undefined, other, SECOND)).json().recordsTotal).toBe(0);
  });

  it('edits, resets the discount and deletes only an open bill, each in its history', async () => {
    const [bill] = await t.sql<{ id: string }>('SELECT id FROM fee_bill WHERE fee_item_id = $1 AND room_id = $2', [itemId, place.roomId]);
    const id = Number(bill.id);
    const over = await call('PUT', `${BILL}/update`, { id, discount: '700.00' });
    expect(over.statusCode).toBe(422);
    expect(over.json().fields).toEqual({ discount: '优惠金额不能大于应收金额' });
    expect(Object.keys((await call('PUT', `${BILL}/update`, { id, amount: '1.00' })).json().fields)).toEqual(['amount']);
    expect(Object.keys((await call('PUT', `${BILL}/update`, { id, periodStart: '2026-02-01' })).json().fields)).toEqual(['periodStart']);
    const edited = await call('PUT', `${BILL}/update`, { id, dueDate: '2026-01-31', discount: '100.00', remark: '协商' });
    expect(edited.statusCode, edited.body).toBe(200);
    const reset = await call('POST', `${BILL}/resetDiscount`, { id });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.discount).toBe('0.00');
    const history = (await call('GET', `${BILL}/getList/transitions/${id}`)).json().data as { action: string; remark: string }[];
    expect(history.map((h) => h.action)).toEqual(['update', 'resetDiscount']);
    expect(history[1].remark).toBe('优惠金额 100.00 → 0.00');
    // Paid in part: neither edited nor deleted.
    await t.sql('UPDATE fee_bill SET paid_amount = 100, status = $2 WHERE id = $1', [id, '1']);
    expect((await call('PUT', `${BILL}/update`, { id, remark: '再改' })).statusCode).toBe(409);
    expect((await call('DELETE', `${BILL}/deleteFeeBill/${id}`)).statusCode).toBe(409);
    await t.sql('UPDATE fee_bill SET paid_amount = 0, status = $2 WHERE id = $1', [id, '0']);
    expect((await call('DELETE', `${BILL}/deleteFeeBill/${id}`)).statusCode).toBe(200);
    expect(await t.sql('SELECT del_flag FROM fee_bill WHERE id = $1', [id])).toEqual([{ del_flag: 0 + 1 }]);
    const moves = await t.sql<{ action: string }>("SELECT action FROM sys_entity_transition WHERE entity = 'fee.feeBill' AND row_id = $1 ORDER BY id", [id]);
    expect(moves.map((m) => m.action)).toEqual(['update', 'resetDiscount', 'delete']);
    // Deleted, the room's period may be billed again.
    expect((await call('POST', `${BILL}/generate/preview`, { areaId: place.areaId, feeItemId: itemId, periodMonth: '2026-01' })).json().data.create).toBe(1);
  });

  it('takes a manual bill (手工录入) of the community, whose amount may be edited', async () => {
    const manualItem = await newItem({ chargeMethod: '4', unitPrice: null, itemName: '临时收费' });
    const body = { areaId: place.areaId, feeItemId: manualItem, payerKind: '1', status: '0', auditState: '0', roomId: place.room2Id, periodStart: '2026-03-01', periodEnd: '2026-03-31', dueDate: '2026-03-15', amount: '88.80', remark: '维修' };
    const added = await call('POST', `${BILL}/add`, body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ source: '2', payerKind: '1', status: '0', amount: '88.80' });
    expect((await call('PUT', `${BILL}/update`, { id: added.json().id, amount: '99.90' })).statusCode).toBe(200);
    const [otherRoom] = await t.sql<{ id: string }>(`INSERT INTO com_room (tenant_id, area_id, building_id, floor, room_no, state) SELECT tenant_id, $1, id, 1, '0101', '1' FROM com_building WHERE id = $2 RETURNING id`, [place.otherAreaId, place.buildingId]);
    const wrongRoom = await call('POST', `${BILL}/add`, { ...body, roomId: Number(otherRoom.id), periodStart: '2026-04-01', periodEnd: '2026-04-30' });
    expect(wrongRoom.statusCode).toBe(422);
    expect(Object.keys(wrongRoom.json().fields)).toEqual(['roomId']);
    expect(Object.keys((await call('POST', `${BILL}/add`, { ...body, roomId: null })).json().fields)).toEqual(['roomId']);
    expect(Object.keys((await call('POST', `${BILL}/add`, { ...body, periodEnd: '2026-02-01' })).json().fields)).toEqual(['periodEnd']);
    expect(Object.keys((await call('POST', `${BILL}/add`, { ...body, amount: '12.345' })).json().fields)).toEqual(['amount']);
  });

  it('takes a minimal manual bill: the fields with a default (payer kind, status, audit state, discount) filled by the server', async () => {
    const manualItem = await newItem({ chargeMethod: '4', unitPrice: null, itemName: '临时收费最小' });
    const body = { areaId: place.areaId, feeItemId: manualItem, roomId: place.roomId, periodStart: '2026-06-01', periodEnd: '2026-06-30', amount: '12.50' };
    const added = await call('POST', `${BILL}/add`, body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ payerKind: '1', status: '0', auditState: '0', discount: '0.00', source: '2', amount: '12.50', dueDate: null });
    // Sent empty, a required field is still refused, naming it.
    const empty = await call('POST', `${BILL}/add`, { ...body, periodStart: '2026-07-01', periodEnd: '2026-07-31', status: null, payerKind: '' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().fields).sort()).toEqual(['payerKind', 'status']);
    expect(Object.keys((await call('POST', `${BILL}/add`, { ...body, amount: undefined })).json().fields)).toEqual(['amount']);
  });

  it('exports labels in a real workbook, gives the template and imports bills from it with per-row errors', async () => {
    const exported = await call('POST', `${BILL}/export`, { feeItemId: String(itemId) });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const cells = (sheet.getRow(2).values as unknown[]).map(String);
    expect(cells[header.indexOf('房屋')]).toContain('1202');
    expect(cells[header.indexOf('收费项')]).not.toBe(String(itemId));
    const template = await call('GET', `${BILL}/downloadTemplate`);
    expect(template.statusCode).toBe(200);
    const tBook = new ExcelJS.Workbook();
    await tBook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const headers = (tBook.worksheets[0].getRow(1).values as unknown[]).filter(Boolean).map(String);
    expect(headers).toContain('*应收金额');

    // Two rows from the template: one right, one naming a room of another community; nothing imported, the row's error named.
    const manualItem = await newItem({ chargeMethod: '4', unitPrice: null, itemName: `导入收费${Date.now() % 1000}` });
    const [{ item_name: itemName }] = await t.sql<{ item_name: string }>('SELECT item_name FROM fee_item WHERE id = $1', [manualItem]);
    const [{ area_name: areaName }] = await t.sql<{ area_name: string }>('SELECT area_name FROM com_area WHERE id = $1', [place.areaId]);
    const row = (roomNo: string, start: string) => ({ 所属小区: areaName, 收费项: itemName, 付费对象: '房屋', 房屋: `${place.buildingName}-${roomNo}`, 计费起始: start, 计费结束: start.replace('-01', '-28'), 应收金额: '50.00', 缴费状态: '未缴', 审核状态: '无' });
    const upload = async (rows: Record<string, string>[]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('导入');
      sheet.addRow(headers);
      for (const r of rows) sheet.addRow(headers.map((h) => r[h.replace(/^\*/, '')] ?? null));
      const boundary = '----bills';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        Buffer.from(await book.xlsx.writeBuffer()),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({ method: 'POST', url: `${BILL}/import`, headers: { ...authed(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    };
    const refused = await upload([row('1201', '2026-06-01'), row('9999', '2026-06-01')]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().rows.map((r: { row: number }) => r.row)).toEqual([3]);
    expect(await billsOf(manualItem)).toEqual([]);
    const imported = await upload([row('1201', '2026-06-01'), row('1202', '2026-06-01')]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await billsOf(manualItem)).map((b) => [b.amount, b.source])).toEqual([[5000, '3'], [5000, '3']]);
  });

  it('keeps the bill summaries exact over every write above (the triggers of fee/summary)', async () => {
    await expectSummariesExact(t);
  });
});
