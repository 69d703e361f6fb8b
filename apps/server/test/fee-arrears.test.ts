import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';
import { expectSummariesExact } from './helpers/fee-summaries.ts';

const t = useTestApp();
let token = '';
const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: authed(token, DEMO), ...(payload ? { payload } : {}) });

/** A fee item of the place's community and one bill of it, written straight into the tables (generation is tested elsewhere). */
const billOf = async (place: Place, payer: { roomId?: number; parkingSpaceId?: number }, { status = '0', dueDate = '2026-01-25', period = '2026-01-01' } = {}) => {
  const [item] = await t.sql<{ id: string }>(
    "INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, payer_kind, charge_method, fixed_amount, cycle) VALUES ($1, $2, $3, '1', $4, '2', 10000, '1') RETURNING id",
    [place.tenantId, place.areaId, `欠费测试${period}${status}${payer.roomId ?? payer.parkingSpaceId}`, payer.roomId ? '1' : '2'],
  );
  const [bill] = await t.sql<{ id: string }>(
    `INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, payer_kind, room_id, parking_space_id, period_start, period_end, due_date, amount, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7::date + interval '1 month' - interval '1 day', $8, 10000, $9) RETURNING id`,
    [place.tenantId, place.areaId, item.id, payer.roomId ? '1' : '2', payer.roomId ?? null, payer.parkingSpaceId ?? null, period, dueDate, status],
  );
  return Number(bill.id);
};

describe('arrears from real bills (billing provides base’s arrears service)', () => {
  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
  });

  it('a room owes while a bill due by today is unpaid or partly paid; not for a bill due later, paid, voided or deleted', async () => {
    const place = await placeIn(t, 'demo', 'AR');
    const owes = async () => (await call('GET', `/api/zhwy/fee-bill/checkRoomIsArrears/${place.roomId}`)).json().data.arrears;
    expect(await owes()).toBe(false);
    // Next year's bill is not due yet: no arrears.
    const later = await billOf(place, { roomId: place.roomId }, { dueDate: '2099-01-15', period: '2099-01-01' });
    expect(await owes()).toBe(false);
    const due = await billOf(place, { roomId: place.roomId });
    expect(await owes()).toBe(true);
    // The room-state diagram marks the room owing with what it owes (the bill not yet due left out).
    const diagram = (await call('GET', `/api/base/room-state/building/${place.buildingId}`)).json().data;
    expect(diagram.owing).toEqual([[place.roomId, '100.00']]);
    await t.sql("UPDATE fee_bill SET status = '1', paid_amount = 5000 WHERE id = $1", [due]);
    expect(await owes()).toBe(true);
    for (const settled of ['2', '3', '4']) {
      await t.sql('UPDATE fee_bill SET status = $2 WHERE id = $1', [due, settled]);
      expect(await owes(), `status ${settled}`).toBe(false);
    }
    await t.sql("UPDATE fee_bill SET status = '0', del_flag = 1 WHERE id = $1", [due]);
    expect(await owes()).toBe(false);
    // The other room's bill is not this room's.
    await billOf(place, { roomId: place.room2Id });
    expect(await owes()).toBe(false);
    expect(later).toBeGreaterThan(0);
  });

  it('refuses a room leave while it owes (409), and lets it through once the bill is paid', async () => {
    const place = await placeIn(t, 'demo', 'AL');
    await t.sql("UPDATE com_room SET state = '3' WHERE id = $1", [place.roomId]);
    const bill = await billOf(place, { roomId: place.roomId });
    const leave = await call('POST', '/api/zhwy/room-status/leave', { roomId: place.roomId });
    expect(leave.statusCode).toBe(409);
    expect(leave.json().msg).toMatch(/^存在未缴清的费用，不能/);
    expect((await t.sql<{ state: string }>('SELECT state FROM com_room WHERE id = $1', [place.roomId]))[0].state).toBe('3');
    await t.sql("UPDATE fee_bill SET status = '2', paid_amount = amount WHERE id = $1", [bill]);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the duplicate-submit window
    expect((await call('POST', '/api/zhwy/room-status/leave', { roomId: place.roomId })).json().data).toEqual({ id: place.roomId, state: '1' });
  });

  it('checkParkingSpacesIsArrears answers from the space’s bills, and a space with arrears cannot be taken out', async () => {
    const place = await placeIn(t, 'demo', 'AP');
    const [lot] = await t.sql<{ id: string }>("INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name) VALUES ($1, $2, 'AL1', '欠费测试停车场') RETURNING id", [place.tenantId, place.areaId]);
    const [space] = await t.sql<{ id: string }>("INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no, state) VALUES ($1, $2, $3, 'A-1', '1') RETURNING id", [place.tenantId, place.areaId, lot.id]);
    const id = Number(space.id);
    expect((await call('GET', `/api/zhwy/fee-bill/checkParkingSpacesIsArrears/${id}`)).json()).toEqual({ arrears: false });
    await billOf(place, { parkingSpaceId: id });
    expect((await call('GET', `/api/zhwy/fee-bill/checkParkingSpacesIsArrears/${id}`)).json()).toEqual({ arrears: true });
    const out = await call('POST', '/api/base/parkingSpace/out', { id });
    expect(out.statusCode).toBe(409);
    expect(out.json().msg).toMatch(/^存在未缴清的费用，不能/);
    expect((await t.sql<{ state: string }>('SELECT state FROM com_parking_space WHERE id = $1', [id]))[0].state).toBe('1');
  });
});

describe('欠费清单 (GET /api/zhwy/fee-bill/arrears)', () => {
  const daysAgo = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

  it('lists the payers owing on bills due by today, most owed first, with ageing buckets and totals that equal the rows', async () => {
    const place = await placeIn(t, 'demo', 'AG');
    // Room 1: 100.00 due 10 days ago, 100.00 due 45 days ago partly paid (40.00), 100.00 due 200 days ago; one not due yet.
    const ages = [10, 45, 200];
    for (const [i, age] of ages.entries()) {
      const bill = await billOf(place, { roomId: place.roomId }, { dueDate: daysAgo(age), period: `2025-0${i + 1}-01` });
      if (age === 45) await t.sql("UPDATE fee_bill SET status = '1', paid_amount = 4000 WHERE id = $1", [bill]);
    }
    await billOf(place, { roomId: place.roomId }, { dueDate: '2099-01-15', period: '2099-01-01' });
    // Room 2: 100.00 less a 30.00 discount, due 100 days ago.
    const bill2 = await billOf(place, { roomId: place.room2Id }, { dueDate: daysAgo(100), period: '2025-05-01' });
    await t.sql('UPDATE fee_bill SET discount = 3000 WHERE id = $1', [bill2]);

    const res = await call('GET', `/api/zhwy/fee-bill/arrears?areaId=${place.areaId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(body.recordsTotal).toBe(2);
    expect(body.data.map((r: { roomId: number }) => r.roomId)).toEqual([place.roomId, place.room2Id]);
    expect(body.data[0]).toMatchObject({ bills: 3, owed: '260.00', days0to30: '100.00', days31to90: '60.00', days91to180: '0.00', over180: '100.00', overdueDays: 200, oldestDue: daysAgo(200), payerKind: '1' });
    expect(body.data[0].labels.roomId).toContain('1201');
    expect(body.data[0].labels.areaId).toBe('AG测试小区1');
    expect(body.data[1]).toMatchObject({ bills: 1, owed: '70.00', days91to180: '70.00', overdueDays: 100 });
    expect(body.totals).toEqual({ payers: 2, owed: '330.00', days0to30: '100.00', days31to90: '60.00', days91to180: '70.00', over180: '100.00' });
    // Paging: the second page of one row holds room 2, the totals unchanged.
    const second = (await call('GET', `/api/zhwy/fee-bill/arrears?areaId=${place.areaId}&page=2&size=1`)).json().data;
    expect(second.data.map((r: { roomId: number }) => r.roomId)).toEqual([place.room2Id]);
    expect(second.totals.owed).toBe('330.00');
    // By building: the place's building holds both rooms; another building none.
    expect((await call('GET', `/api/zhwy/fee-bill/arrears?buildingId=${place.buildingId}`)).json().data.recordsTotal).toBe(2);
    const [other] = await t.sql<{ id: string }>("INSERT INTO com_building (tenant_id, area_id, building_no, building_name, above_floors) VALUES ($1, $2, 'AGB2', 'AG2号楼', 6) RETURNING id", [place.tenantId, place.areaId]);
    expect((await call('GET', `/api/zhwy/fee-bill/arrears?buildingId=${other.id}`)).json().data.recordsTotal).toBe(0);
  });

  it('refuses bad paging and unknown keys (422 naming the field), a community outside the caller’s, and callers without the code', async () => {
    const bad = await call('GET', '/api/zhwy/fee-bill/arrears?size=0');
    expect((await call('GET', '/api/zhwy/fee-bill/arrears?page=0')).statusCode).toBe(422);
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('size');
    expect((await call('GET', '/api/zhwy/fee-bill/arrears?areaId=abc')).statusCode).toBe(422);
    expect((await call('GET', '/api/zhwy/fee-bill/arrears?sneaky=1')).statusCode).toBe(422);
    const place = await placeIn(t, 'demo', 'AS');
    await billOf(place, { roomId: place.roomId });
    // A clerk of the other community: 403 naming it, and the unfiltered list leaves this community's payer out.
    const clerk = await accountWith(t, token, 'arrears_clerk', ['fee:arrears:list'], [place.otherAreaId]);
    const asClerk = (url: string) => t.app.inject({ method: 'GET', url, headers: authed(clerk, DEMO) });
    expect((await asClerk(`/api/zhwy/fee-bill/arrears?areaId=${place.areaId}`)).statusCode).toBe(403);
    const seen = (await asClerk('/api/zhwy/fee-bill/arrears?size=100')).json().data;
    expect(seen.data.some((r: { areaId: number }) => r.areaId === place.areaId)).toBe(false);
    // Without the code: 403.
    const noCode = await accountWith(t, token, 'arrears_none', ['fee:item:list'], null);
    expect((await t.app.inject({ method: 'GET', url: '/api/zhwy/fee-bill/arrears', headers: authed(noCode, DEMO) })).statusCode).toBe(403);
    // The second tenant sees none of the demo tenant's payers.
    const second = await loginReady(t.app, { username: 'admin', host: SECOND });
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/zhwy/fee-bill/arrears?size=100', headers: authed(second, SECOND) })).json().data;
    expect(theirs.data.some((r: { areaId: number }) => r.areaId === place.areaId)).toBe(false);
  });

  it('keeps the bill summaries exact over every write above (the triggers of fee/summary)', async () => {
    await expectSummariesExact(t);
  });
});
