import { beforeAll, describe, expect, it } from 'vitest';
import { settledRun } from '../src/fee/bills/routes.ts';
import { DEMO, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, placeIn } from './helpers/base-places.ts';

const t = useTestApp();
const BILL = '/api/zhwy/fee-bill';

/** Base's `payers` service (docs/billing.md, "Payers"), as billing is given it, and generation over spaces and cars through it. */
describe('fee: base payers', () => {
  let token = '';
  let place: Place;
  let other: Place;
  let spaces: number[] = [];
  let otherSpace = 0;
  let goneSpace = 0;
  let carId = 0;
  const payers = () => t.app.services.payers!;
  const db = () => t.deps.database.db;
  const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: authed(token, DEMO), ...(payload ? { payload } : {}) });
  const space = (areaId: number, parkingId: number, no: string, delFlag = 0) =>
    one('INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no, del_flag) VALUES ($1, $2, $3, $4, $5) RETURNING id', [place.tenantId, areaId, parkingId, no, delFlag]);
  const newItem = async (over: object) => {
    const res = await call('POST', '/api/zhwy/fee-item', {
      areaId: place.areaId, itemName: `停车费${Math.random().toString(36).slice(2, 8)}`, feeType: '4', payerKind: '2', chargeMethod: '2', fixedAmount: '300.00',
      cycle: '1', billingDay: 1, dueDays: 15, payTiming: '1', fundsPayable: '1', rounding: '1', lateFee: '0', vacantDiscount: '0', state: '1', ...over,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
    place = await placeIn(t, 'demo', 'PY');
    other = await placeIn(t, 'second', 'PZ');
    await t.sql(`UPDATE com_room SET building_area = 8950, state = '1' WHERE id = $1`, [place.roomId]);
    const lot = await one('INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name) VALUES ($1, $2, $3, $4) RETURNING id', [place.tenantId, place.areaId, 'PYP1', '地下车库']);
    const otherLot = await one('INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name) VALUES ($1, $2, $3, $4) RETURNING id', [place.tenantId, place.otherAreaId, 'PYP2', '地面车场']);
    spaces = [await space(place.areaId, lot, 'B1-001'), await space(place.areaId, lot, 'B1-002')];
    goneSpace = await space(place.areaId, lot, 'B1-003', 1);
    otherSpace = await space(place.otherAreaId, otherLot, 'G-001');
    carId = await one("INSERT INTO com_car_info (tenant_id, area_id, plate_no, owner_name, owner_phone) VALUES ($1, $2, '粤B12345', '张三', '13800138000') RETURNING id", [place.tenantId, place.areaId]);
  });

  it('answers a payer\'s community, the ids not of a community, a room\'s facts, only for the tenant\'s live rows', async () => {
    const p = payers();
    expect(await p.hasCommunity(db(), place.tenantId, place.areaId)).toBe(true);
    expect(await p.hasCommunity(db(), place.tenantId, other.areaId)).toBe(false);
    expect(await p.communityOf(db(), place.tenantId, 'room', place.roomId)).toBe(place.areaId);
    expect(await p.communityOf(db(), place.tenantId, 'parkingSpace', otherSpace)).toBe(place.otherAreaId);
    expect(await p.communityOf(db(), place.tenantId, 'car', carId)).toBe(place.areaId);
    expect(await p.communityOf(db(), place.tenantId, 'building', place.buildingId)).toBe(place.areaId);
    expect(await p.communityOf(db(), place.tenantId, 'building', other.buildingId)).toBeUndefined();
    expect(await p.communityOf(db(), place.tenantId, 'parkingSpace', goneSpace)).toBeUndefined();
    expect(await p.communityOf(db(), place.tenantId, 'room', other.roomId)).toBeUndefined();
    expect(await p.notIn(db(), place.tenantId, place.areaId, 'room', [place.roomId, place.room2Id, place.room2Id])).toEqual([]);
    expect(await p.notIn(db(), place.tenantId, place.areaId, 'room', [place.roomId, other.roomId, other.roomId])).toEqual([other.roomId]);
    expect(await p.notIn(db(), place.tenantId, place.areaId, 'building', [place.buildingId, other.buildingId])).toEqual([other.buildingId]);
    expect(await p.notIn(db(), place.tenantId, place.areaId, 'parkingSpace', [...spaces, goneSpace, otherSpace])).toEqual([goneSpace, otherSpace]);
    expect(await p.notIn(db(), place.tenantId, place.areaId, 'car', [])).toEqual([]);
    expect(await p.room(db(), place.tenantId, place.roomId)).toEqual({ id: place.roomId, areaId: place.areaId, buildingId: place.buildingId, buildingArea: 8950, state: '1' });
    expect(await p.room(db(), place.tenantId, other.roomId)).toBeUndefined();
    expect(() => p.payersText('room', { tenant: 1, community: 2, buildings: 5, rooms: 6 }, 'p; DROP')).toThrow('not an SQL identifier');
    expect(() => p.payersText('car', { tenant: 1, community: 0, buildings: 5, rooms: 6 })).toThrow('not a parameter number');
  });

  it('generates the live parking spaces and cars of the community through the payers subquery; buildings are for rooms only', async () => {
    const spaceItem = await newItem({});
    const body = { areaId: place.areaId, feeItemId: spaceItem, periodMonth: '2026-03' };
    const preview = await call('POST', `${BILL}/generate/preview`, body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ payers: 2, create: 2, amount: '600.00', discount: '0.00' });
    const started = await call('POST', `${BILL}/generate`, body);
    expect(started.statusCode, started.body).toBe(200);
    await settledRun(started.json().data.id);
    const bills = await t.sql<{ parking_space_id: number; room_id: number | null; amount: number }>(
      'SELECT parking_space_id, room_id, amount FROM fee_bill WHERE fee_item_id = $1 AND del_flag = 0 ORDER BY parking_space_id', [spaceItem]);
    expect(bills).toEqual(spaces.map((id) => ({ parking_space_id: id, room_id: null, amount: 30_000 })));
    const withBuildings = await call('POST', `${BILL}/generate/preview`, { ...body, buildingIds: [place.buildingId] });
    expect([withBuildings.statusCode, Object.keys(withBuildings.json().fields)]).toEqual([422, ['buildingIds']]);
    const carItem = await newItem({ payerKind: '3', itemName: '车辆管理费' });
    expect((await call('POST', `${BILL}/generate/preview`, { ...body, feeItemId: carItem })).json().data).toMatchObject({ payers: 1, create: 1, amount: '300.00' });
  });

  it('takes a manual bill of a space of the community only', async () => {
    const manual = await newItem({ chargeMethod: '4', fixedAmount: null, itemName: '车位临时费' });
    const body = { areaId: place.areaId, feeItemId: manual, payerKind: '2', status: '0', auditState: '0', parkingSpaceId: spaces[0], periodStart: '2026-03-01', periodEnd: '2026-03-31', amount: '10.00' };
    const added = await call('POST', `${BILL}/add`, body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ payerKind: '2', source: '2' });
    const wrong = await call('POST', `${BILL}/add`, { ...body, parkingSpaceId: otherSpace, periodStart: '2026-04-01', periodEnd: '2026-04-30' });
    expect([wrong.statusCode, Object.keys(wrong.json().fields)]).toEqual([422, ['parkingSpaceId']]);
  });
});
