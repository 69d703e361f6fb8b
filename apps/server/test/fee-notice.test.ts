import { BILL_CODES, FEE_PERMISSIONS, permissionOf, FeeBill } from '@zhwy/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendFeeNotice } from '../src/fee/bills/notice.ts';
import type { Services } from '../src/platform/services.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';

// The development provider (SMS_PROVIDER unset, not production): each notice is a line on the console, the number masked.
const t = useTestApp();
let token = '';
const NOTICE = '/api/zhwy/fee-bill/sendFeeNotice';
const send = (payload: object, as = token, host = DEMO) => t.app.inject({ method: 'POST', url: NOTICE, headers: authed(as, host), payload });

const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
let seq = 0;

/** A bill of 100.00 of a room (or a parking space), written straight into the tables. */
const billOf = async (place: Place, payer: { roomId?: number; parkingSpaceId?: number }, { status = '0', dueDate = '2026-01-25', paid = 0 } = {}) => {
  seq += 1;
  const item = await one(
    "INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, payer_kind, charge_method, fixed_amount, cycle) VALUES ($1, $2, $3, '1', $4, '2', 10000, '1') RETURNING id",
    [place.tenantId, place.areaId, `催缴测试${seq}`, payer.roomId ? '1' : '2'],
  );
  return one(
    `INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, payer_kind, room_id, parking_space_id, period_start, period_end, due_date, amount, paid_amount, status)
     VALUES ($1, $2, $3, $4, $5, $6, '2026-01-01', '2026-01-31', $7, 10000, $8, $9) RETURNING id`,
    [place.tenantId, place.areaId, item, payer.roomId ? '1' : '2', payer.roomId ?? null, payer.parkingSpaceId ?? null, dueDate, paid, status],
  );
};

/** A resident bound to a room with a relation (1 业主, 2 家属, 3 租户). */
const residentOf = async (place: Place, roomId: number, name: string, mobile: string, relation: string) => {
  seq += 1;
  const id = await one("INSERT INTO com_resident (tenant_id, area_id, name, id_card_type, id_card_no, mobile, resident_type) VALUES ($1, $2, $3, '9', $4, $5, $6) RETURNING id", [
    place.tenantId,
    place.areaId,
    name,
    `NOTICE${seq}`,
    mobile,
    relation,
  ]);
  await t.sql('INSERT INTO com_resident_room (tenant_id, area_id, resident_id, room_id, relation) VALUES ($1, $2, $3, $4, $5)', [place.tenantId, place.areaId, id, roomId, relation]);
  return id;
};

const roomIn = (place: Place, roomNo: string) =>
  one("INSERT INTO com_room (tenant_id, area_id, building_id, floor, room_no, state) VALUES ($1, $2, $3, 12, $4, '1') RETURNING id", [place.tenantId, place.areaId, place.buildingId, roomNo]);

/** The console's notice lines while `run` runs. */
const consoleLines = async (run: () => Promise<unknown>) => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  try {
    await run();
    return info.mock.calls.map((call) => String(call[0]));
  } finally {
    info.mockRestore();
  }
};

afterEach(async () => {
  await t.endDuplicateWindows();
});

describe('发送催缴 (sendFeeNotice)', () => {
  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
  });

  it('sends one notice per owing room to its owner first (else family or tenant), masked on the console; skips rooms nobody can receive', async () => {
    const place = await placeIn(t, 'demo', 'NA');
    const room3 = await roomIn(place, '1203');
    await residentOf(place, place.roomId, '租客甲', '13900000012', '3');
    await residentOf(place, place.roomId, '业主甲', '13900000011', '1');
    // Room 2: the owner's number is no mainland mobile; the family member's is.
    await residentOf(place, place.room2Id, '业主乙', '02088886666', '1');
    await residentOf(place, place.room2Id, '家属乙', '13900000021', '2');
    await billOf(place, { roomId: place.roomId });
    await billOf(place, { roomId: place.roomId }, { status: '1', paid: 5000 });
    await billOf(place, { roomId: place.roomId }, { status: '2', paid: 10000 });
    await billOf(place, { roomId: place.roomId }, { dueDate: '2099-01-25' }); // not due: not on the arrears list
    await billOf(place, { roomId: place.room2Id });
    await billOf(place, { roomId: room3 });

    let res: Awaited<ReturnType<typeof send>> | undefined;
    const lines = await consoleLines(async () => {
      res = await send({ roomIds: [place.roomId, place.room2Id, room3] });
    });
    expect(res!.statusCode, res!.body).toBe(200);
    expect(res!.json().data).toEqual({ rooms: 3, sent: 2, skipped: [{ roomId: room3, reason: 'noMobile' }] });
    expect(lines).toEqual([
      '[SMS, development only] notice to 139****0011: 尊敬的业主，您的房屋NA1号楼-1201有2笔物业费用未缴，合计150.00元，请及时缴纳。如已缴纳请忽略。',
      '[SMS, development only] notice to 139****0021: 尊敬的业主，您的房屋NA1号楼-1202有1笔物业费用未缴，合计100.00元，请及时缴纳。如已缴纳请忽略。',
    ]);
    // Neither the answer nor the log holds a number or a name.
    expect(res!.body).not.toMatch(/1390000|业主甲|家属乙/);
    const [log] = await t.sql<{ message: string; message_key: string; message_params: string; params: string }>(
      'SELECT message, message_key, message_params, params FROM sys_operation_log WHERE uri = $1 ORDER BY id DESC LIMIT 1',
      [NOTICE],
    );
    expect(log).toMatchObject({ message: '发送催缴通知', message_key: 'feeNotice', message_params: JSON.stringify({ rooms: 3, sent: 2 }) });
    expect(JSON.stringify(log)).not.toMatch(/1390000/);
  });

  it('chosen bills: any open one (due or not), per room; a room whose chosen bills are settled owes nothing; a parking bill is refused', async () => {
    const place = await placeIn(t, 'demo', 'NB');
    await residentOf(place, place.roomId, '业主丙', '13900000031', '1');
    await residentOf(place, place.room2Id, '业主丁', '13900000041', '1');
    const later = await billOf(place, { roomId: place.roomId }, { dueDate: '2099-01-25' });
    const due = await billOf(place, { roomId: place.roomId });
    const paid = await billOf(place, { roomId: place.room2Id }, { status: '2', paid: 10000 });
    const voided = await billOf(place, { roomId: place.room2Id }, { status: '4' });
    const lines = await consoleLines(async () => {
      const res = await send({ ids: [later, due, paid, voided] });
      expect(res.json().data).toEqual({ rooms: 2, sent: 1, skipped: [{ roomId: place.room2Id, reason: 'nothingOwed' }] });
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('139****0031');
    expect(lines[0]).toContain('有2笔物业费用未缴，合计200.00元');

    const [lot] = await t.sql<{ id: string }>("INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name) VALUES ($1, $2, 'NB1', '催缴测试停车场') RETURNING id", [place.tenantId, place.areaId]);
    const space = await one("INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no, state) VALUES ($1, $2, $3, 'B-1', '1') RETURNING id", [place.tenantId, place.areaId, lot.id]);
    const parkingBill = await billOf(place, { parkingSpaceId: space });
    const refused = await send({ ids: [due, parkingBill] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ ids: '只能对房屋的账单发送催缴通知' });
    // Nothing chosen, or too many.
    expect((await send({ ids: [] })).statusCode).toBe(422);
    expect((await send({ roomIds: Array.from({ length: 201 }, (_, i) => i + 1) })).statusCode).toBe(422);
  });

  it('needs fee:bill:notice (403), and sees only the caller’s tenant and communities (404, nothing sent)', async () => {
    const place = await placeIn(t, 'demo', 'NC');
    await residentOf(place, place.roomId, '业主戊', '13900000051', '1');
    const bill = await billOf(place, { roomId: place.roomId });
    const without = await accountWith(t, token, 'notice-none', [permissionOf(FeeBill, 'list'), FEE_PERMISSIONS.arrears], null);
    expect((await send({ roomIds: [place.roomId] }, without)).statusCode).toBe(403);
    const elsewhere = await accountWith(t, token, 'notice-other', [permissionOf(FeeBill, 'list'), FEE_PERMISSIONS.arrears, BILL_CODES.notice], [place.otherAreaId]);
    const other = await placeIn(t, 'second', 'ND');
    const otherBill = await billOf(other, { roomId: other.roomId });
    const lines = await consoleLines(async () => {
      expect((await send({ roomIds: [place.roomId] }, elsewhere)).statusCode).toBe(404);
      expect((await send({ ids: [bill] }, elsewhere)).statusCode).toBe(404);
      expect((await send({ roomIds: [other.roomId] })).statusCode).toBe(404);
      expect((await send({ ids: [otherBill] })).statusCode).toBe(404);
      expect((await send({ ids: [bill, otherBill] })).statusCode).toBe(404);
    });
    expect(lines).toEqual([]);
    // The other tenant's own administrator reaches its room (no resident there: skipped).
    const secondToken = await loginReady(t.app, { username: 'admin', host: SECOND });
    expect((await send({ roomIds: [other.roomId] }, secondToken, SECOND)).json().data).toEqual({ rooms: 1, sent: 0, skipped: [{ roomId: other.roomId, reason: 'noMobile' }] });
  });

  it('keeps the number’s hourly limit (shared with the codes): a room over it is skipped as smsLimit', async () => {
    const place = await placeIn(t, 'demo', 'NE');
    const mobile = '13900000061';
    await residentOf(place, place.roomId, '业主己', mobile, '1');
    await residentOf(place, place.room2Id, '业主己', '13900000071', '1');
    await billOf(place, { roomId: place.roomId });
    await billOf(place, { roomId: place.room2Id });
    for (let i = 0; i < 5; i += 1) await t.store.increment(`sms:phone:h:${mobile}`, 60 * 60_000);
    const lines = await consoleLines(async () => {
      const res = await send({ roomIds: [place.roomId, place.room2Id] });
      expect(res.json().data).toEqual({ rooms: 2, sent: 1, skipped: [{ roomId: place.roomId, reason: 'smsLimit' }] });
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('139****0071');
  });

  it('answers 503 when no provider can send notices (nothing is read or counted)', async () => {
    const sms = { available: true, noticeAvailable: false, notify: vi.fn() } as unknown as Services['sms'];
    const roomResidents = { contactsOf: vi.fn() } as unknown as Services['roomResidents'];
    const failure = await sendFeeNotice(t.deps.database.db, { sms, roomResidents }, { tenantId: 1, areaIds: null }, { ids: [], roomIds: [1] }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ statusCode: 503, message: 'smsNotConfigured' });
    expect(sms.notify).not.toHaveBeenCalled();
    expect(roomResidents.contactsOf).not.toHaveBeenCalled();
  });
});
