import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';

const t = useTestApp();
const CAR = '/api/base/ComCarInfo';
const GARAGE = '/api/base/garage';
const tokens = { admin: '', second: '' };
type Body = Record<string, unknown>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, token = tokens.admin, host = DEMO) =>
  t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });

let demo: Place;
let second: Place;
let residentId = 0;
let otherResidentId = 0;
let spaceId = 0;

const car = (extra: Body = {}): Body => ({ areaId: demo.areaId, plateNo: '粤B12345', plateColor: '1', carType: '1', ownerName: '王五', ownerPhone: '13700001111', status: '0', ...extra });
const fields = (res: { json: () => Body }) => Object.keys((res.json().fields ?? {}) as Body).sort();

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  tokens.second = await loginReady(t.app, { host: SECOND, username: 'admin' });
  demo = await placeIn(t, 'demo', 'C');
  second = await placeIn(t, 'second', 'D');
  const resident = async (areaId: number, idCardNo: string) =>
    Number((await t.sql<{ id: string }>("INSERT INTO com_resident (tenant_id, area_id, name, id_card_no, mobile) VALUES ($1, $2, '赵六', $3, '13612345678') RETURNING id", [demo.tenantId, areaId, idCardNo]))[0].id);
  residentId = await resident(demo.areaId, '110101198001010011');
  otherResidentId = await resident(demo.otherAreaId, '110101198001010012');
  const lot = Number((await t.sql<{ id: string }>("INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name) VALUES ($1, $2, 'P1', '地下车库') RETURNING id", [demo.tenantId, demo.areaId]))[0].id);
  spaceId = Number((await t.sql<{ id: string }>("INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no) VALUES ($1, $2, $3, 'B-001') RETURNING id", [demo.tenantId, demo.areaId, lot]))[0].id);
});

describe('vehicles (ComCarInfo)', () => {
  it('refuses bad plates, masked ones included; takes a new-energy plate, stores it upper-cased and reads it masked', async () => {
    for (const plateNo of ['粤B1234', 'AB12345', '粤I12345', '粤B123456', '粤B***45']) {
      const res = await call('POST', `${CAR}/save`, car({ plateNo }));
      expect(res.statusCode, plateNo).toBe(422);
      expect(fields(res), plateNo).toEqual(['plateNo']);
    }
    const res = await call('POST', `${CAR}/save`, car({ plateNo: '粤bd12345' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plateNo).toBe('粤B****45');
    expect((await t.sql<Body>('SELECT plate_no FROM com_car_info WHERE id = $1', [res.json().id]))[0].plate_no).toBe('粤BD12345');
    // A large new-energy plate (letter last) too.
    expect((await call('POST', `${CAR}/save`, car({ plateNo: '京A12345F' }))).statusCode).toBe(200);
  });

  it('refuses a duplicate plate whatever its case, and an end date before the start', async () => {
    expect((await call('POST', `${CAR}/save`, car({ plateNo: '沪C88888' }))).statusCode).toBe(200);
    const dup = await call('POST', `${CAR}/save`, car({ plateNo: '沪c88888' }));
    expect(dup.statusCode).toBe(409);
    expect(fields(dup)).toEqual(['plateNo']);
    const dates = await call('POST', `${CAR}/save`, car({ plateNo: '沪C88889', startDate: '2026-05-01', endDate: '2026-04-30' }));
    expect(dates.statusCode).toBe(422);
    expect(fields(dates)).toEqual(['endDate']);
  });

  it('a resident owner fills the name and phone from the record (a masked form value is fine); owner, room and space must be of the community', async () => {
    const res = await call('POST', `${CAR}/save`, car({ plateNo: '浙A11111', residentId, ownerName: '赵*', ownerPhone: '136****5678', roomId: demo.roomId, parkingSpaceId: spaceId }));
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.sql<Body>('SELECT owner_name, owner_phone FROM com_car_info WHERE id = $1', [res.json().id]);
    expect(stored).toEqual({ owner_name: '赵六', owner_phone: '13612345678' });
    const wrong = await call('POST', `${CAR}/save`, car({ plateNo: '浙A22222', areaId: demo.otherAreaId, residentId, roomId: demo.roomId, parkingSpaceId: spaceId }));
    expect(wrong.statusCode).toBe(422);
    expect(fields(wrong)).toEqual(['parkingSpaceId', 'residentId', 'roomId']);
    // A non-resident's masked name is refused: stars are never stored.
    expect(fields(await call('POST', `${CAR}/save`, car({ plateNo: '浙A33333', ownerName: '王*' })))).toEqual(['ownerName']);
  });

  it('edits keep a masked plate sent back unchanged; another tenant sees 404; a staff member outside the community 403', async () => {
    const created = (await call('POST', `${CAR}/save`, car({ plateNo: '苏E66666' }))).json();
    const edited = await call('POST', `${CAR}/edit`, { ...car({ plateNo: created.plateNo, brand: '比亚迪 汉' }), id: created.id });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.sql<Body>('SELECT plate_no, brand FROM com_car_info WHERE id = $1', [created.id]))[0]).toEqual({ plate_no: '苏E66666', brand: '比亚迪 汉' });
    expect((await call('GET', `${CAR}/getById/${created.id}`, undefined, tokens.second, SECOND)).statusCode).toBe(404);
    expect((await call('POST', `${CAR}/deleteByIds/${created.id}`, undefined, tokens.second, SECOND)).statusCode).toBe(404);
    const staff = await accountWith(t, tokens.admin, 'car-staff', ['base:car:list', 'base:car:add'], [demo.otherAreaId]);
    expect((await call('POST', `${CAR}/save`, car({ plateNo: '苏E77777' }), staff)).statusCode).toBe(403);
    expect((await call('GET', `${CAR}/getById/${created.id}`, undefined, staff)).statusCode).toBe(404);
    expect(second.areaId).toBeGreaterThan(0);
  });
});

describe('garages', () => {
  it('sold or rented needs a resident of the garage’s community; 未售 clears the user', async () => {
    const base = { areaId: demo.areaId, garageNo: 'G-01', state: '1' };
    expect(fields(await call('POST', GARAGE + '/add', base))).toEqual(['residentId']);
    expect(fields(await call('POST', GARAGE + '/add', { ...base, residentId: otherResidentId }))).toEqual(['residentId']);
    const res = await call('POST', GARAGE + '/add', { ...base, residentId, area: 18.5 });
    expect(res.statusCode, res.body).toBe(200);
    const back = await call('POST', GARAGE + '/modify', { ...base, id: res.json().id, state: '0', residentId });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().residentId).toBeNull();
    const dup = await call('POST', GARAGE + '/add', { ...base, state: '0' });
    expect(dup.statusCode).toBe(409);
  });
});
