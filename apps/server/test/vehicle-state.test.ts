import { BASE_PERMISSIONS, maskValue } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';

const t = useTestApp();
const tokens = { admin: '', second: '' };
const call = (url: string, token = tokens.admin, host = DEMO) => t.app.inject({ method: 'GET', url, headers: { ...authed(token, host), 'accept-language': 'zh_CN' } });
const data = async (url: string, token = tokens.admin) => {
  const res = await call(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);

/** Plates of this run: plate numbers are unique in a tenant, and other files share the database. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const plates = { a: `粤B${run}`, b: `粤B${(Number(run) + 1) % 100_000}`.padEnd(8, '7'), c: `粤C${run}` };

type Lot = { place: Place; lotId: number; free: number; sold: number; rented: number; carSpace: number; residentId: number; cars: { a: number; b: number; c: number } };
let lot: Lot;
let secondPlace: Place;

let items = 0;
/** A bill of a space (payer kind 2) or a car (3), written straight into the tables: 100.00 due on 2026-01-25 unless told. */
const billOf = async (place: Place, payer: { parkingSpaceId?: number; carId?: number }, { status = '0', dueDate = '2026-01-25', period = '2026-01-01', amount = 10000 } = {}) => {
  const kind = payer.carId ? '3' : '2';
  const item = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, payer_kind, charge_method, fixed_amount, cycle) VALUES ($1, $2, $3, '1', $4, '2', $5, '1') RETURNING id", [
    place.tenantId,
    place.areaId,
    `车辆状态图${run}-${(items += 1)}`,
    kind,
    amount,
  ]);
  return one(
    `INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, payer_kind, parking_space_id, car_id, period_start, period_end, due_date, amount, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7::date + interval '1 month' - interval '1 day', $8, $9, $10) RETURNING id`,
    [place.tenantId, place.areaId, item, kind, payer.parkingSpaceId ?? null, payer.carId ?? null, period, dueDate, amount, status],
  );
};

/** A lot of four spaces: B1-003 free, B1-001 sold (its own bill unpaid), B1-002 rented (a bill not yet due), B1-010 sold with two cars (one car's bill unpaid). */
const lotIn = async (place: Place): Promise<Lot> => {
  const { tenantId, areaId } = place;
  const lotId = await one("INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name, parking_type, floors) VALUES ($1, $2, 'VS1', '地下停车场', '2', 2) RETURNING id", [tenantId, areaId]);
  const residentId = await one("INSERT INTO com_resident (tenant_id, area_id, name, id_card_no, mobile) VALUES ($1, $2, '王车主', '110105199001010011', '13800138000') RETURNING id", [tenantId, areaId]);
  const space = (spaceNo: string, state: string, floor = -1) =>
    one('INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no, floor, state, resident_id, area, start_date) VALUES ($1, $2, $3, $4, $5, $6, $7, 1250, $8) RETURNING id', [
      tenantId,
      areaId,
      lotId,
      spaceNo,
      floor,
      state,
      state === '0' ? null : residentId,
      state === '0' ? null : '2026-01-01',
    ]);
  const free = await space('B1-003', '0');
  const sold = await space('B1-001', '1');
  const rented = await space('B1-002', '2');
  const carSpace = await space('B2-010', '1', -2);
  const car = (plate: string, spaceId: number | null) =>
    one("INSERT INTO com_car_info (tenant_id, area_id, plate_no, plate_color, car_type, owner_name, owner_phone, parking_space_id, status) VALUES ($1, $2, $3, '1', '1', '王车主', '13800138000', $4, '0') RETURNING id", [
      tenantId,
      areaId,
      plate,
      spaceId,
    ]);
  const cars = { a: await car(plates.a, carSpace), b: await car(plates.b, carSpace), c: await car(plates.c, rented) };
  return { place, lotId, free, sold, rented, carSpace, residentId, cars };
};

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  tokens.second = await loginReady(t.app, { host: SECOND, username: 'admin' });
  lot = await lotIn(await placeIn(t, 'demo', 'VS'));
  secondPlace = await placeIn(t, 'second', 'VS2');
  await billOf(lot.place, { parkingSpaceId: lot.sold });
  // Half paid: 60.00 of 100.00 still owed.
  await billOf(lot.place, { parkingSpaceId: lot.sold }, { period: '2026-02-01', dueDate: '2026-02-16' }).then((id) => t.sql("UPDATE fee_bill SET status = '1', paid_amount = 4000 WHERE id = $1", [id]));
  await billOf(lot.place, { parkingSpaceId: lot.rented }, { dueDate: '2099-01-25', period: '2099-01-01' });
  await billOf(lot.place, { carId: lot.cars.a }, { amount: 25050 });
  // A paid bill of the other car asks nothing.
  await billOf(lot.place, { carId: lot.cars.b }).then((id) => t.sql("UPDATE fee_bill SET status = '2', paid_amount = amount WHERE id = $1", [id]));
});

describe('车辆状态图 (vehicle-state diagram)', () => {
  it("lists a community's lots with their spaces, and the communities through the toll centre's picker", async () => {
    expect(await data(`/api/base/vehicle-state/lots/${lot.place.areaId}`)).toEqual([{ id: lot.lotId, parkingNo: 'VS1', parkingName: '地下停车场', spaces: 4 }]);
    expect(await data(`/api/base/vehicle-state/lots/${lot.place.otherAreaId}`)).toEqual([]);
  });

  it('draws every space of the lot as a tuple, floors top first, plates masked, counts per state, and colours from real bills (the space’s and its cars’)', async () => {
    const res = await call(`/api/base/vehicle-state/lot/${lot.lotId}`);
    expect(res.statusCode, res.body).toBe(200);
    for (const plate of Object.values(plates)) expect(res.body).not.toContain(plate);
    const diagram = res.json().data;
    expect(diagram.lot).toEqual({ id: lot.lotId, areaId: lot.place.areaId, parkingNo: 'VS1', parkingName: '地下停车场', parkingType: '2', floors: 2 });
    expect(diagram.floors).toEqual([-1, -2]);
    expect(diagram.spaces).toEqual([
      [lot.sold, -1, 'B1-001', '1', '1', ''],
      [lot.rented, -1, 'B1-002', '2', '1', maskValue('plate', plates.c)],
      [lot.free, -1, 'B1-003', '0', '1', ''],
      [lot.carSpace, -2, 'B2-010', '1', '1', `${maskValue('plate', plates.a)},${maskValue('plate', plates.b)}`],
    ]);
    expect(maskValue('plate', plates.a)).toBe(`粤B***${run.slice(-2)}`);
    expect(diagram.counts).toEqual({ '0': 1, '1': 2, '2': 1 });
    // The sold space owes its own bills (100.00 + 60.00 left), the car's space its car's 250.50; the bill due in 2099
    // and the paid one ask nothing.
    expect(diagram.owing).toEqual([
      [lot.sold, '160.00'],
      [lot.carSpace, '250.50'],
    ]);
  });

  it("a space's detail: its lot, user and cars masked, what the space and each car owe and the total", async () => {
    const res = await call(`/api/base/vehicle-state/space/${lot.carSpace}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('王车主');
    for (const plate of Object.values(plates)) expect(res.body).not.toContain(plate);
    const detail = res.json().data;
    expect(detail.space).toEqual({
      id: lot.carSpace,
      spaceNo: 'B2-010',
      floor: -2,
      spaceType: '1',
      state: '1',
      area: '12.50',
      parkingId: lot.lotId,
      parkingName: '地下停车场',
      userName: '王**',
      startDate: '2026-01-01',
      endDate: null,
    });
    expect(detail.cars).toEqual([
      { id: lot.cars.a, plateNo: maskValue('plate', plates.a), carType: '1', ownerName: '王**', status: '0', owed: '250.50' },
      { id: lot.cars.b, plateNo: maskValue('plate', plates.b), carType: '1', ownerName: '王**', status: '0', owed: '0.00' },
    ]);
    expect(detail.owed).toEqual({ space: '0.00', cars: '250.50', total: '250.50' });
    expect((await data(`/api/base/vehicle-state/space/${lot.sold}`)).owed).toEqual({ space: '160.00', cars: '0.00', total: '160.00' });
    const free = await data(`/api/base/vehicle-state/space/${lot.free}`);
    expect(free.space.userName).toBeNull();
    expect(free.cars).toEqual([]);
    expect(free.owed.total).toBe('0.00');
  });

  it('a paid or deleted bill turns the space back to nothing owed', async () => {
    const place = await placeIn(t, 'demo', 'VP');
    const lotId = await one("INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name) VALUES ($1, $2, 'VP1', '地面停车场') RETURNING id", [place.tenantId, place.areaId]);
    const spaceId = await one("INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no, state) VALUES ($1, $2, $3, 'P-1', '0') RETURNING id", [place.tenantId, place.areaId, lotId]);
    const carId = await one("INSERT INTO com_car_info (tenant_id, area_id, plate_no, owner_name, owner_phone, parking_space_id) VALUES ($1, $2, $3, '李四', '13900139000', $4) RETURNING id", [
      place.tenantId,
      place.areaId,
      `粤D${run}`,
      spaceId,
    ]);
    const bill = await billOf(place, { carId });
    const owing = async () => (await data(`/api/base/vehicle-state/lot/${lotId}`)).owing;
    expect(await owing()).toEqual([[spaceId, '100.00']]);
    await t.sql("UPDATE fee_bill SET status = '2', paid_amount = amount WHERE id = $1", [bill]);
    expect(await owing()).toEqual([]);
    await t.sql("UPDATE fee_bill SET status = '0', paid_amount = 0, del_flag = 1 WHERE id = $1", [bill]);
    expect(await owing()).toEqual([]);
    // A car moved off the space takes its arrears with it.
    await t.sql("UPDATE fee_bill SET del_flag = 0 WHERE id = $1", [bill]);
    expect(await owing()).toEqual([[spaceId, '100.00']]);
    await t.sql('UPDATE com_car_info SET parking_space_id = NULL WHERE id = $1', [carId]);
    expect(await owing()).toEqual([]);
  });

  it('a lot of 2 000 spaces and 1 000 cars, a fifth of them owing, in one answer', async () => {
    const place = await placeIn(t, 'demo', 'VB');
    const { tenantId, areaId } = place;
    const lotId = await one("INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name, parking_type, floors) VALUES ($1, $2, 'VB1', '大停车场', '2', 2) RETURNING id", [tenantId, areaId]);
    await t.sql(
      `INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no, floor, state)
       SELECT $1, $2, $3, 'B' || (1 + n % 2) || '-' || lpad(n::text, 4, '0'), -(1 + n % 2), (n % 3)::text FROM generate_series(1, 2000) n`,
      [tenantId, areaId, lotId],
    );
    await t.sql(
      `INSERT INTO com_car_info (tenant_id, area_id, plate_no, owner_name, owner_phone, parking_space_id)
       SELECT $1, $2, '粤E' || lpad(n::text, 5, '0'), '车主', '13800138000', s.id
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM com_parking_space WHERE parking_id = $3) s WHERE s.n <= 1000`,
      [tenantId, areaId, lotId],
    );
    const item = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, payer_kind, charge_method, fixed_amount, cycle) VALUES ($1, $2, '车位费', '1', '2', '2', 10000, '1') RETURNING id", [tenantId, areaId]);
    await t.sql(
      `INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, payer_kind, parking_space_id, period_start, period_end, due_date, amount, status)
       SELECT $1, $2, $3, '2', id, '2026-01-01', '2026-01-31', '2026-01-16', 10000, '0' FROM com_parking_space WHERE parking_id = $4 AND id % 5 = 0`,
      [tenantId, areaId, item, lotId],
    );
    const started = performance.now();
    const res = await call(`/api/base/vehicle-state/lot/${lotId}`);
    const ms = performance.now() - started;
    console.log(`vehicle-state diagram of 2 000 spaces, 1 000 cars, 400 owing: ${ms.toFixed(0)} ms, ${(res.body.length / 1024).toFixed(0)} KiB`);
    expect(res.statusCode).toBe(200);
    const diagram = res.json().data;
    expect(diagram.spaces).toHaveLength(2000);
    expect(diagram.floors).toEqual([-1, -2]);
    expect(diagram.owing).toHaveLength(400);
    expect(diagram.spaces.filter((space: unknown[]) => space[5] !== '')).toHaveLength(1000);
    expect(res.body).not.toContain('粤E0');
  });

  it('403 without the diagram’s code; a user limited to another community is refused its lots and spaces; another tenant’s are not there', async () => {
    const urls = [`/api/base/vehicle-state/lots/${lot.place.areaId}`, `/api/base/vehicle-state/lot/${lot.lotId}`, `/api/base/vehicle-state/space/${lot.sold}`];
    const lister = await accountWith(t, tokens.admin, `vs-lister-${run}`, ['base:parkingSpace:list', 'base:car:list', BASE_PERMISSIONS.roomStateDiagram], null);
    for (const url of urls) expect((await call(url, lister)).statusCode, url).toBe(403);

    const viewer = await accountWith(t, tokens.admin, `vs-viewer-${run}`, [BASE_PERMISSIONS.vehicleStateDiagram], [lot.place.areaId]);
    for (const url of urls) expect((await call(url, viewer)).statusCode, url).toBe(200);
    // The diagram's community picker answers the diagram's code alone.
    expect((await data('/api/zhwy/fee-common/queryAllArea', viewer)).map((a: { id: number }) => a.id)).toEqual([lot.place.areaId]);

    const elsewhere = await accountWith(t, tokens.admin, `vs-elsewhere-${run}`, [BASE_PERMISSIONS.vehicleStateDiagram], [lot.place.otherAreaId]);
    expect((await call(urls[0], elsewhere)).statusCode).toBe(403);
    expect((await call(urls[1], elsewhere)).statusCode).toBe(404);
    expect((await call(urls[2], elsewhere)).statusCode).toBe(404);

    for (const url of urls) expect((await call(url, tokens.second, SECOND)).statusCode, url).toBe(404);
    expect((await call(`/api/base/vehicle-state/lots/${secondPlace.areaId}`)).statusCode).toBe(404);
    expect((await call('/api/base/vehicle-state/lot/abc')).statusCode).toBe(422);
  });
});
