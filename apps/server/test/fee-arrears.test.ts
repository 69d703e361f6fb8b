import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, placeIn } from './helpers/base-places.ts';

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
