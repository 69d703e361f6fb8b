import { BILL_CODES, FEE_PERMISSIONS, FeeBill, FeeNoticePlan, FeeNoticeRecord, permissionOf } from '@zhwy/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { feeNoticeJob } from '../src/fee/bills/notice-job.ts';
import type { Services } from '../src/platform/services.ts';
import { DEMO, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';
import { type BatteryContext, describeEntityApi } from './helpers/entity-battery.ts';
import { expectSummariesExact } from './helpers/fee-summaries.ts';

// 催缴记录 (one row per room per notice, masked mobile) and 催缴计划 with its daily job (fee.notice). The development SMS
// provider writes each notice as a console line.
const t = useTestApp();
const NOTICE = '/api/zhwy/fee-bill/sendFeeNotice';
const RECORDS = '/api/zhwy/fee-notice-record';
const PLANS = '/api/zhwy/fee-notice-plan';

describeEntityApi(t, FeeNoticePlan, {
  table: 'fee_notice_plan',
  sample: async (ctx: BatteryContext, host: string, n: number) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/base/new-com-area', headers: authed(ctx.token(host), host), payload: { areaCode: `NP${n}`, areaName: `催缴计划小区${n}`, address: '路', status: '0' } });
    expect(res.statusCode, res.body).toBe(200);
    return { areaId: res.json().id as number, state: '1', dayOfMonth: (n % 28) + 1, minOverdueDays: n, remark: `第${n}条` };
  },
});

const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
let seq = 0;

/** A bill of 100.00 of a room, written straight into the tables (the summaries' triggers keep up). */
const billOf = async (place: Place, roomId: number, dueDate = '2026-01-25') => {
  seq += 1;
  const item = await one(
    "INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, payer_kind, charge_method, fixed_amount, cycle) VALUES ($1, $2, $3, '1', '1', '2', 10000, '1') RETURNING id",
    [place.tenantId, place.areaId, `催缴记录测试${seq}`],
  );
  return one(
    `INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, payer_kind, room_id, period_start, period_end, due_date, amount, status)
     VALUES ($1, $2, $3, '1', $4, '2026-01-01', '2026-01-31', $5, 10000, '0') RETURNING id`,
    [place.tenantId, place.areaId, item, roomId, dueDate],
  );
};

const ownerOf = async (place: Place, roomId: number, mobile: string) => {
  seq += 1;
  const id = await one("INSERT INTO com_resident (tenant_id, area_id, name, id_card_type, id_card_no, mobile, resident_type) VALUES ($1, $2, $3, '9', $4, $5, '1') RETURNING id", [
    place.tenantId,
    place.areaId,
    `业主${seq}`,
    `NOTICEREC${seq}`,
    mobile,
  ]);
  await t.sql("INSERT INTO com_resident_room (tenant_id, area_id, resident_id, room_id, relation) VALUES ($1, $2, $3, $4, '1')", [place.tenantId, place.areaId, id, roomId]);
};

/** The console's notice lines while `run` runs. */
const consoleLines = async (run: () => Promise<unknown>) => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  try {
    await run();
    return info.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('notice to'));
  } finally {
    info.mockRestore();
  }
};

type RecordRow = { roomId: number; mobile: string | null; billCount: number; owed: string | number; outcome: string; via: string; operatorId: number | null; createTime: string };

afterEach(async () => {
  await t.endDuplicateWindows();
});

describe('催缴记录 and 催缴计划', () => {
  let admin = '';
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin, host = DEMO) =>
    t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });
  const recordsOf = async (query: string, token = admin) => {
    const res = await call('GET', `${RECORDS}/getList?${query}`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: RecordRow[]; recordsTotal: number };
  };

  beforeAll(async () => {
    admin = await loginReady(t.app, { username: 'admin' });
  });

  it('发送催缴 writes one record per room (sent or skipped) with the mobile masked in the list, the row and the export; no write calls', async () => {
    const place = await placeIn(t, 'demo', 'RA');
    await ownerOf(place, place.roomId, '13900000111');
    await billOf(place, place.roomId);
    await billOf(place, place.roomId);
    await billOf(place, place.room2Id); // nobody to send to
    const lines = await consoleLines(async () => {
      const res = await call('POST', NOTICE, { roomIds: [place.roomId, place.room2Id] });
      expect(res.json().data).toEqual({ rooms: 2, sent: 1, skipped: [{ roomId: place.room2Id, reason: 'noMobile' }] });
    });
    expect(lines).toHaveLength(1);

    const [adminUser] = await t.sql<{ id: string }>("SELECT u.id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = 'demo' AND u.username = 'admin'");
    const list = await recordsOf(`areaId=${place.areaId}`);
    expect(list.recordsTotal).toBe(2);
    const byRoom = new Map(list.data.map((row) => [row.roomId, row]));
    expect(byRoom.get(place.roomId)).toMatchObject({ mobile: '139****0111', billCount: 2, outcome: 'sent', via: '1', operatorId: Number(adminUser.id) });
    expect(String(byRoom.get(place.roomId)!.owed)).toMatch(/^200(\.00)?$/);
    expect(byRoom.get(place.room2Id)).toMatchObject({ mobile: null, billCount: 1, outcome: 'noMobile', via: '1' });
    expect(JSON.stringify(list)).not.toContain('13900000111');
    // Stored in clear (the services' own), read masked everywhere.
    const [stored] = await t.sql<{ mobile: string }>('SELECT mobile FROM fee_notice_record WHERE tenant_id = $1 AND room_id = $2', [place.tenantId, place.roomId]);
    expect(stored.mobile).toBe('13900000111');
    const id = (list.data.find((row) => row.roomId === place.roomId) as unknown as { id: number }).id;
    const item = await call('GET', `${RECORDS}/${id}`);
    expect(item.statusCode, item.body).toBe(200);
    expect(item.body).not.toContain('13900000111');
    expect(item.body).toContain('139****0111');
    const exported = await call('POST', `${RECORDS}/export`, { areaId: place.areaId });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    expect(exported.rawPayload.includes(Buffer.from('13900000111'))).toBe(false);

    // The filters: outcome, room, time range.
    expect((await recordsOf(`areaId=${place.areaId}&outcome=sent`)).data.map((row) => row.roomId)).toEqual([place.roomId]);
    expect((await recordsOf(`roomId=${place.room2Id}`)).data.map((row) => row.outcome)).toEqual(['noMobile']);
    expect((await recordsOf(`areaId=${place.areaId}&createTime.from=2000-01-01&createTime.to=2000-01-02`)).recordsTotal).toBe(0);
    expect((await recordsOf(`areaId=${place.areaId}&createTime.from=2000-01-01`)).recordsTotal).toBe(2);

    // List-only: nothing written by hand.
    expect((await call('POST', RECORDS, { areaId: place.areaId, roomId: place.roomId, outcome: 'sent' })).statusCode).toBe(404);
    expect((await call('DELETE', `${RECORDS}/${id}`)).statusCode).toBe(404);
    await expectSummariesExact(t);
  });

  it('chosen bills (账单管理) count alone: the room’s other due bills are not added, and the record says so', async () => {
    const place = await placeIn(t, 'demo', 'RE');
    await ownerOf(place, place.roomId, '13900000141');
    const chosen = await billOf(place, place.roomId);
    await billOf(place, place.roomId);
    const lines = await consoleLines(() => call('POST', NOTICE, { ids: [chosen] }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('有1笔物业费用未缴，合计100.00元');
    expect((await recordsOf(`areaId=${place.areaId}`)).data).toMatchObject([{ roomId: place.roomId, billCount: 1, outcome: 'sent' }]);
    await expectSummariesExact(t);
  });

  it('a caller outside the community sees none of its records (list, row), one without the list code is refused', async () => {
    const place = await placeIn(t, 'demo', 'RB');
    await ownerOf(place, place.roomId, '13900000121');
    await billOf(place, place.roomId);
    await consoleLines(() => call('POST', NOTICE, { roomIds: [place.roomId] }));
    const [row] = (await recordsOf(`areaId=${place.areaId}`)).data as unknown as { id: number }[];
    expect(row).toBeDefined();
    const elsewhere = await accountWith(t, admin, 'notice-rec-other', [permissionOf(FeeNoticeRecord, 'list')], [place.otherAreaId]);
    expect((await recordsOf(`roomId=${place.roomId}`, elsewhere)).recordsTotal).toBe(0);
    expect([403, 404]).toContain((await call('GET', `${RECORDS}/${row.id}`, undefined, elsewhere)).statusCode);
    const inside = await accountWith(t, admin, 'notice-rec-in', [permissionOf(FeeNoticeRecord, 'list')], [place.areaId]);
    expect((await recordsOf(`roomId=${place.roomId}`, inside)).data).toMatchObject([{ mobile: '139****0121' }]);
    const without = await accountWith(t, admin, 'notice-rec-none', [permissionOf(FeeBill, 'list'), FEE_PERMISSIONS.arrears, BILL_CODES.notice], null);
    expect((await call('GET', `${RECORDS}/getList`, undefined, without)).statusCode).toBe(403);
    await expectSummariesExact(t);
  });

  it('the daily job sends once per room and day for each enabled plan of the day, to rooms overdue by the plan’s days, and records it', async () => {
    const place = await placeIn(t, 'demo', 'RC');
    await ownerOf(place, place.roomId, '13900000131');
    await ownerOf(place, place.room2Id, '13900000132');
    await billOf(place, place.roomId, '2026-01-25'); // 49 days overdue on 2026-03-15
    await billOf(place, place.room2Id, '2026-03-01'); // 14 days: under the plan's 30
    const created = await call('POST', PLANS, { areaId: place.areaId, state: '1', dayOfMonth: 15, minOverdueDays: 30 });
    expect(created.statusCode, created.body).toBe(200);
    // The other community's plan is disabled: nothing is sent there.
    const other = await call('POST', PLANS, { areaId: place.otherAreaId, state: '0', dayOfMonth: 15, minOverdueDays: 0 });
    expect(other.statusCode, other.body).toBe(200);

    const run = (slot: string) =>
      feeNoticeJob.run({ pool: t.deps.database.pool, tenantId: place.tenantId, slot: new Date(slot), signal: new AbortController().signal, services: t.app.services as Services });
    // 2026-03-15T01:05Z is 09:05 on the 15th in China.
    const first = await consoleLines(() => run('2026-03-15T01:05:00Z'));
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('139****0131');
    const again = await consoleLines(() => run('2026-03-15T01:05:00Z'));
    expect(again).toEqual([]);
    // Another day of the month: not the plan's.
    expect(await consoleLines(() => run('2026-03-16T01:05:00Z'))).toEqual([]);

    const list = await recordsOf(`areaId=${place.areaId}`);
    expect(list.data).toMatchObject([{ roomId: place.roomId, mobile: '139****0131', billCount: 1, outcome: 'sent', via: '2', operatorId: null }]);
    expect((await recordsOf(`areaId=${place.areaId}&via=2`)).recordsTotal).toBe(1);
    const [stored] = await t.sql<{ plan_id: string; notice_day: string }>('SELECT plan_id, notice_day FROM fee_notice_record WHERE tenant_id = $1 AND area_id = $2', [place.tenantId, place.areaId]);
    expect(stored).toEqual({ plan_id: Number(created.json().id), notice_day: '2026-03-15' });
    // The next month's day sends again (the plan's room and day are what is unique), now to room 2 as well (45 days).
    const next = await consoleLines(() => run('2026-04-15T01:05:00Z'));
    expect(next).toHaveLength(2);
    expect((await recordsOf(`areaId=${place.areaId}&via=2`)).recordsTotal).toBe(3);
    await expectSummariesExact(t);
  });

  it('writes each row before its message: two runs of a plan’s day send once, and a provider that fails mid-way leaves 发送中', async () => {
    const place = await placeIn(t, 'demo', 'RW');
    await ownerOf(place, place.roomId, '13900000141');
    await billOf(place, place.roomId, '2026-01-25');
    const created = await call('POST', PLANS, { areaId: place.areaId, state: '1', dayOfMonth: 15, minOverdueDays: 0 });
    expect(created.statusCode, created.body).toBe(200);
    const services = t.app.services as Services;
    const run = (slot: string, with_ = services) => feeNoticeJob.run({ pool: t.deps.database.pool, tenantId: place.tenantId, slot: new Date(slot), signal: new AbortController().signal, services: with_ });

    // Two instances on the same day at once: the plan-room-day row is written by one of them, which alone sends (the
    // other tests' plans of the 15th send to their own rooms).
    const lines = await consoleLines(() => Promise.all([run('2026-05-15T01:05:00Z'), run('2026-05-15T01:05:00Z')]));
    expect(lines.filter((line) => line.includes('139****0141'))).toHaveLength(1);
    expect((await recordsOf(`areaId=${place.areaId}`)).data.map((row) => row.outcome)).toEqual(['sent']);

    // The provider fails after the row was written: the row stays 发送中 (the message may have gone), not missing.
    const failing = { ...services, sms: { ...services.sms, notify: (notice: Parameters<Services['sms']['notify']>[0]) => (notice.mobile === '13900000141' ? Promise.reject(new Error('provider stopped')) : services.sms.notify(notice)) } };
    await consoleLines(() => expect(run('2026-06-15T01:05:00Z', failing)).rejects.toThrow('provider stopped'));
    const rows = await t.sql<{ outcome: string; notice_day: string }>('SELECT outcome, notice_day FROM fee_notice_record WHERE tenant_id = $1 AND area_id = $2 ORDER BY id', [place.tenantId, place.areaId]);
    expect(rows).toEqual([{ outcome: 'sent', notice_day: '2026-05-15' }, { outcome: 'sending', notice_day: '2026-06-15' }]);
  });

  it('validates a plan on the server: day 1–28, days ≥ 0, the community required (422), in scope (403) and once (409)', async () => {
    const place = await placeIn(t, 'demo', 'RD');
    const fields = async (body: object, token = admin) => {
      const res = await call('POST', PLANS, body, token);
      return { status: res.statusCode, fields: Object.keys((res.json() as { fields?: object }).fields ?? {}) };
    };
    expect(await fields({ areaId: place.areaId, state: '1', dayOfMonth: 0, minOverdueDays: 0 })).toEqual({ status: 422, fields: ['dayOfMonth'] });
    expect(await fields({ areaId: place.areaId, state: '1', dayOfMonth: 29, minOverdueDays: 0 })).toEqual({ status: 422, fields: ['dayOfMonth'] });
    expect(await fields({ areaId: place.areaId, state: '1', dayOfMonth: 5, minOverdueDays: -1 })).toEqual({ status: 422, fields: ['minOverdueDays'] });
    expect(await fields({ state: '1', dayOfMonth: 5, minOverdueDays: 0 })).toEqual({ status: 422, fields: ['areaId'] });
    expect((await call('POST', PLANS, { areaId: place.areaId, state: '1', dayOfMonth: 'x', minOverdueDays: 0 })).statusCode).toBeGreaterThanOrEqual(400);
    const planner = await accountWith(t, admin, 'notice-planner', [permissionOf(FeeNoticePlan, 'list'), permissionOf(FeeNoticePlan, 'add')], [place.otherAreaId]);
    expect((await call('POST', PLANS, { areaId: place.areaId, state: '1', dayOfMonth: 5, minOverdueDays: 0 }, planner)).statusCode).toBe(403);
    expect((await call('POST', PLANS, { areaId: place.areaId, state: '1', dayOfMonth: 5, minOverdueDays: 0 })).statusCode).toBe(200);
    // One plan per community: the framework's unique-value refusal (409, on the field).
    const twice = await fields({ areaId: place.areaId, state: '1', dayOfMonth: 6, minOverdueDays: 0 });
    expect(twice).toEqual({ status: 409, fields: ['areaId'] });
  });
});
