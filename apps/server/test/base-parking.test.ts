import { BASE_PERMISSIONS, CarEntryRecord, Parking, ParkingGate, ParkingSpace, permissionOf } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { GATE_LIMITS, GATE_PASS_PATH } from '../src/base/parking/ingest.ts';
import { hashPassword } from '../src/platform/crypto.ts';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type BatteryContext, describeEntityApi } from './helpers/entity-battery.ts';

const t = useTestApp();
type Body = Record<string, unknown>;
let seq = 0;
const tokenOf: Record<string, string> = {};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, token = tokenOf[DEMO], host = DEMO) =>
  t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, host = DEMO) => {
  const res = await call(method, url, payload, tokenOf[host], host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const community = async (host = DEMO) => {
  const n = ++seq;
  const body = { areaCode: `P${host.slice(0, 2)}${n}`, areaName: `停车测试小区${host.slice(0, 2)}${n}`, address: `停车路 ${n} 号`, status: '0' };
  return (await ok('POST', '/api/base/new-com-area', body, host)).id as number;
};
const lotBody = (areaId: number, extra: Body = {}) => ({ areaId, parkingNo: `L${++seq}`, parkingName: `停车场${seq}`, parkingType: '1', floors: 2, status: '0', ...extra });
const lot = async (areaId: number, extra: Body = {}, host = DEMO) => (await ok('POST', Parking.paths.create!, lotBody(areaId, extra), host)) as Body & { id: number };
const spaceBody = (areaId: number, parkingId: number, extra: Body = {}) => ({ areaId, parkingId, spaceNo: `B-${++seq}`, floor: 1, spaceType: '1', state: '0', ...extra });
const space = async (areaId: number, parkingId: number, extra: Body = {}, host = DEMO) =>
  (await ok('POST', ParkingSpace.paths.create!, spaceBody(areaId, parkingId, extra), host)) as Body & { id: number };
const gateBody = (areaId: number, parkingId: number, extra: Body = {}) => ({ areaId, parkingId, gateNo: `G-${++seq}`, gateName: `东门${seq}`, direction: '3', status: '0', ...extra });
const resident = async (areaId: number, host = DEMO) => {
  const [{ id: tenantId }] = await t.sql<{ id: number }>('SELECT id FROM tenant WHERE code = $1', [host.split('.')[0]]);
  const [row] = await t.sql<{ id: number }>(
    "INSERT INTO com_resident (tenant_id, area_id, name, id_card_type, id_card_no, mobile, resident_type) VALUES ($1, $2, '张三', '1', $3, '13800138000', '1') RETURNING id",
    [tenantId, areaId, `11010519900101${String(1000 + ++seq).slice(-4)}`],
  );
  return row.id;
};

beforeAll(async () => {
  tokenOf[DEMO] = await loginReady(t.app, { username: 'admin' });
  tokenOf[SECOND] = await loginReady(t.app, { host: SECOND, username: 'admin' });
});

// The framework's battery: required, lengths, enums, patterns, unique, references, cross-tenant 404, staff 403.
const lotSample = async (ctx: BatteryContext, host: string) => {
  tokenOf[host] ??= ctx.token(host);
  return lotBody(await community(host));
};
describeEntityApi(t, Parking, { table: 'com_parking', sample: (ctx, host) => lotSample(ctx, host) });
describeEntityApi(t, ParkingSpace, {
  table: 'com_parking_space',
  sample: async (ctx, host) => {
    const body = await lotSample(ctx, host);
    const created = await lot(body.areaId, {}, host);
    // With a user (a free space may name whom it is reserved for), so the battery's references include it.
    return spaceBody(body.areaId, created.id, { residentId: await resident(body.areaId, host) });
  },
});

describe('parking lots', () => {
  it('refuses deleting a lot while it has spaces (409 parkingHasSpaces with the count), and deletes it once they are gone', async () => {
    const areaId = await community();
    const l = await lot(areaId);
    const [a, b] = [await space(areaId, l.id), await space(areaId, l.id)];
    const refused = await call('POST', `/api/base/parking/remove/${l.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该停车场下还有 2 个车位，不能删除');
    expect((await call('DELETE', `/api/base/parking/${l.id}`)).statusCode).toBe(409);
    await ok('POST', `/api/base/parkingSpace/remove/${a.id},${b.id}`);
    expect((await call('DELETE', `/api/base/parking/${l.id}`)).statusCode).toBe(200);
  });

  it('refuses fewer floors than its spaces use, and a move to another community while it has spaces', async () => {
    const areaId = await community();
    const l = await lot(areaId, { floors: 3 });
    await space(areaId, l.id, { floor: 3 });
    const fewer = await call('POST', '/api/base/parking/modify', { id: l.id, floors: 2 });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().fields).toHaveProperty('floors');
    const moved = await call('POST', '/api/base/parking/modify', { id: l.id, areaId: await community() });
    expect(moved.statusCode).toBe(409);
    expect((await call('POST', '/api/base/parking/modify', { id: l.id, floors: 4 })).statusCode).toBe(200);
  });

  it('GET queryList lists, exportList and the template answer workbooks, and the fee-common picker lists a community\'s lots', async () => {
    const areaId = await community();
    const l = await lot(areaId, { parkingType: '2', floors: 2 });
    const listed = await ok('GET', `/api/base/parking/queryList?areaId=${areaId}`);
    expect(listed.data.map((r: Body) => r.id)).toEqual([l.id]);
    expect((await call('POST', '/api/base/parking/exportList', { areaId })).headers['content-type']).toContain('spreadsheetml');
    expect((await call('GET', '/api/base/parking/downloadTemplate')).headers['content-type']).toContain('spreadsheetml');
    const picked = await ok('GET', `/api/zhwy/fee-common/getAreaParings/${areaId}`);
    expect(picked.data).toEqual([expect.objectContaining({ id: l.id, floors: 2, floorRange: { min: -2, max: -1 } })]);
    expect((await call('GET', '/api/zhwy/fee-common/getAreaParings/abc')).statusCode).toBe(422);
  });
});

describe('parking spaces', () => {
  it('keeps a space on one of its lot\'s floors (ground 1…n, underground −1…−n) and in its lot\'s community', async () => {
    const areaId = await community();
    const ground = await lot(areaId, { floors: 2 });
    const under = await lot(areaId, { parkingType: '2', floors: 2 });
    const high = await call('POST', ParkingSpace.paths.create!, spaceBody(areaId, ground.id, { floor: 3 }));
    expect(high.statusCode).toBe(422);
    expect(high.json().fields.floor).toBe('不能大于 2');
    const low = await call('POST', ParkingSpace.paths.create!, spaceBody(areaId, under.id, { floor: 1 }));
    expect(low.json().fields.floor).toBe('不能大于 -1');
    expect((await call('POST', ParkingSpace.paths.create!, spaceBody(areaId, under.id, { floor: -2 }))).statusCode).toBe(200);
    const elsewhere = await call('POST', '/api/base/parkingSpace/add', spaceBody(await community(), ground.id));
    expect(elsewhere.statusCode).toBe(422);
    expect(Object.keys(elsewhere.json().fields)).toEqual(['parkingId']);
  });

  it('a sold or rented space needs a user, a resident of the same community', async () => {
    const areaId = await community();
    const l = await lot(areaId);
    const none = await call('POST', ParkingSpace.paths.create!, spaceBody(areaId, l.id, { state: '1' }));
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().fields)).toEqual(['residentId']);
    const stranger = await resident(await community());
    const foreign = await call('POST', ParkingSpace.paths.create!, spaceBody(areaId, l.id, { state: '2', residentId: stranger }));
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().fields)).toEqual(['residentId']);
    const rented = await space(areaId, l.id, { state: '2', residentId: await resident(areaId), endDate: '2030-12-31' });
    expect(rented).toMatchObject({ state: '2', endDate: '2030-12-31' });
    // Back to 空闲 only through 退出; an in-use space is not deleted.
    expect((await call('POST', '/api/base/parkingSpace/modify', { id: rented.id, state: '0' })).json().msg).toBe('车位使用中，请先办理退出');
    expect((await call('POST', `/api/base/parkingSpace/remove/${rented.id}`)).statusCode).toBe(409);
  });

  it('退出 checks arrears, clears the user and dates, sets 空闲 in one logged write; refused when free, without its code, or out of reach', async () => {
    const areaId = await community();
    const l = await lot(areaId);
    const sold = await space(areaId, l.id, { state: '1', residentId: await resident(areaId), startDate: '2024-01-01', endDate: '2034-01-01' });
    expect(await ok('GET', `/api/zhwy/fee-bill/checkParkingSpacesIsArrears/${sold.id}`)).toEqual({ arrears: false });
    expect((await call('POST', '/api/base/parkingSpace/out', { id: sold.id }, await loginReady(t.app, { username: 'staff' }))).statusCode).toBe(403);
    await ok('POST', '/api/base/parkingSpace/out', { id: sold.id });
    expect(await ok('GET', `/api/base/parkingSpace/${sold.id}`)).toMatchObject({ state: '0', residentId: null, startDate: null, endDate: null });
    const logged = await t.sql<{ message: string }>("SELECT message FROM sys_operation_log WHERE uri = '/api/base/parkingSpace/out' AND status = 0");
    expect(logged.map((r) => r.message)).toEqual(['退出车位']);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the duplicate-submit window
    const again = await call('POST', '/api/base/parkingSpace/out', { id: sold.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('车位空闲，无需退出');
    expect((await call('POST', '/api/base/parkingSpace/out', { id: 'x' })).statusCode).toBe(422);
    expect((await call('POST', '/api/base/parkingSpace/out', { id: 99_999_999 })).statusCode).toBe(404);
    // Another tenant's space is not there for the caller.
    const theirArea = await community(SECOND);
    const theirLot = await lot(theirArea, {}, SECOND);
    const theirs = await space(theirArea, theirLot.id, { state: '1', residentId: await resident(theirArea, SECOND) }, SECOND);
    expect((await call('POST', '/api/base/parkingSpace/out', { id: theirs.id })).statusCode).toBe(404);
    expect((await call('GET', `/api/zhwy/fee-bill/checkParkingSpacesIsArrears/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/zhwy/fee-common/getParkingSpaceByParkingIdAndFloor/${theirLot.id}/1`)).statusCode).toBe(404);
  });

  it('the floor picker lists a lot\'s spaces on one floor and refuses a floor that is not a number', async () => {
    const areaId = await community();
    const l = await lot(areaId);
    const one = await space(areaId, l.id, { floor: 1, spaceNo: 'F1-002' });
    await space(areaId, l.id, { floor: 2 });
    const picked = await ok('GET', `/api/zhwy/fee-common/getParkingSpaceByParkingIdAndFloor/${l.id}/1`);
    expect(picked.data.map((r: Body) => r.id)).toEqual([one.id]);
    expect((await call('GET', `/api/zhwy/fee-common/getParkingSpaceByParkingIdAndFloor/${l.id}/x`)).statusCode).toBe(422);
  });
});

describe('data scope', () => {
  it('a user of one community neither reads, takes out nor picks another community\'s spaces', async () => {
    const [mine, other] = [await community(), await community()];
    const [{ id: tenantId }] = await t.sql<{ id: number }>("SELECT id FROM tenant WHERE code = 'demo'");
    const [user] = await t.sql<{ id: number }>("INSERT INTO sys_user (tenant_id, username, password_hash) VALUES ($1, 'parking-scoped', $2) RETURNING id", [tenantId, await hashPassword(ADMIN_PASSWORD)]);
    const [role] = await t.sql<{ id: number }>("INSERT INTO sys_role (tenant_id, name, role_extent) VALUES ($1, 'parking-scoped', '') RETURNING id", [tenantId]);
    await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)', [tenantId, user.id, role.id]);
    const codes = [permissionOf(ParkingSpace, 'list'), permissionOf(ParkingSpace, 'add'), BASE_PERMISSIONS.parkingSpaceOut];
    await t.sql('INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT tenant_id, $2, id FROM sys_menu WHERE tenant_id = $1 AND permission_code = ANY($3::text[])', [tenantId, role.id, codes]);
    await t.sql('INSERT INTO sys_user_area (tenant_id, user_id, area_id) VALUES ($1, $2, $3)', [tenantId, user.id, mine]);
    await t.sql('UPDATE tenant SET access_version = access_version + 1 WHERE id = $1', [tenantId]);
    const scoped = await loginReady(t.app, { username: 'parking-scoped' });
    const otherLot = await lot(other);
    const theirs = await space(other, otherLot.id, { state: '1', residentId: await resident(other) });
    expect((await call('POST', '/api/base/parkingSpace/out', { id: theirs.id }, scoped)).statusCode).toBe(404);
    expect((await call('POST', ParkingSpace.paths.create!, spaceBody(other, otherLot.id), scoped)).statusCode).toBe(403);
    expect((await call('GET', `/api/zhwy/fee-common/getAreaParings/${other}`, undefined, scoped)).statusCode).toBe(403);
    const listed = await call('GET', `/api/base/parkingSpace?parkingId=${otherLot.id}`, undefined, scoped);
    expect(listed.json().recordsTotal).toBe(0);
  });
});

describe('barrier gates and car entries', () => {
  const pass = (gateNo: string | undefined, key: string | undefined, body: Body, host = DEMO) =>
    t.app.inject({
      method: 'POST',
      url: GATE_PASS_PATH,
      headers: { host, ...(gateNo ? { 'x-gate-no': gateNo } : {}), ...(key ? { 'x-gate-key': key } : {}) },
      payload: body,
    });
  const passBody = (extra: Body = {}) => ({ plateNo: '粤B12345', direction: '1', passTime: new Date().toISOString(), ...extra });
  const newGate = async (host = DEMO, extra: Body = {}) => {
    const areaId = await community(host);
    const l = await lot(areaId, {}, host);
    return (await ok('POST', '/api/base/parkingGate/add', gateBody(areaId, l.id, extra), host)) as Body & { id: number; gateNo: string; deviceKey: string; areaId: number; parkingId: number };
  };

  it('a new gate answers its key once; only its hash is stored; reads never carry it; a reset replaces it', async () => {
    const gate = await newGate();
    expect(gate.deviceKey).toMatch(/^gk_[\w-]{43}$/);
    const [stored] = await t.sql<{ key_hash: string }>('SELECT key_hash FROM com_parking_gate WHERE id = $1', [gate.id]);
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.key_hash).not.toContain(gate.deviceKey);
    expect(JSON.stringify(await ok('GET', `/api/base/parkingGate/${gate.id}`))).not.toContain('key');
    // The list in its default order, as the page asks for it (sort=createTime,desc), carries no key either.
    const listed = await ok('GET', `/api/base/parkingGate?areaId=${gate.areaId}&sort=createTime%2Cdesc`);
    expect(listed.data.map((r: Body) => r.gateNo)).toEqual([gate.gateNo]);
    expect(JSON.stringify(listed)).not.toContain('key');
    expect((await pass(gate.gateNo, gate.deviceKey, passBody())).statusCode).toBe(200);
    const reset = await ok('POST', '/api/base/parkingGate/resetKey', { id: gate.id });
    expect(reset.data.deviceKey).not.toBe(gate.deviceKey);
    expect((await pass(gate.gateNo, gate.deviceKey, passBody())).statusCode).toBe(401);
    expect((await pass(gate.gateNo, reset.data.deviceKey, passBody())).statusCode).toBe(200);
    const staff = await loginReady(t.app, { username: 'staff' });
    expect((await call('POST', '/api/base/parkingGate/resetKey', { id: gate.id }, staff)).statusCode).toBe(403);
  });

  it('refuses a gate whose lot is not in its community, a taken gate number, and bad fields (422 naming them)', async () => {
    const gate = await newGate();
    const other = await community();
    const crossed = await call('POST', '/api/base/parkingGate/add', gateBody(other, gate.parkingId));
    expect(crossed.statusCode).toBe(422);
    expect(Object.keys(crossed.json().fields)).toEqual(['parkingId']);
    const taken = await call('POST', ParkingGate.paths.create!, gateBody(gate.areaId, gate.parkingId, { gateNo: gate.gateNo }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toHaveProperty('gateNo');
    const bad = await call('POST', '/api/base/parkingGate/add', { ...gateBody(gate.areaId, gate.parkingId), gateNo: '中 文', direction: '9', gateName: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['direction', 'gateName', 'gateNo']);
    const theirs = await newGate(SECOND);
    expect((await call('POST', '/api/base/parkingGate/resetKey', { id: theirs.id })).statusCode).toBe(404);
  });

  it('ingest: a record in the gate\'s tenant, community and lot, lastSeen updated; listed with the plate masked and filtered by time', async () => {
    const gate = await newGate();
    const at = '2026-01-05T08:30:00.000Z';
    const res = await pass(gate.gateNo, gate.deviceKey, passBody({ plateNo: '京A12345', passTime: new Date(Date.now() - 60_000).toISOString(), carKind: '2', areaId: 1 }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fields)).toEqual(['areaId']);
    const when = new Date(Date.now() - 60_000).toISOString();
    expect((await pass(gate.gateNo, gate.deviceKey, passBody({ plateNo: '京A12345', passTime: when, carKind: '2' }))).statusCode).toBe(200);
    const [row] = await t.sql<{ area_id: number; parking_id: number; gate_id: number; plate_no: string }>(
      'SELECT area_id, parking_id, gate_id, plate_no FROM com_car_comein_record WHERE gate_id = $1',
      [gate.id],
    );
    expect(row).toEqual({ area_id: gate.areaId, parking_id: gate.parkingId, gate_id: gate.id, plate_no: '京A12345' });
    expect((await ok('GET', `/api/base/parkingGate/${gate.id}`)).lastSeen).not.toBeNull();
    const listed = await ok('GET', `${CarEntryRecord.paths.list}?parkingId=${gate.parkingId}&plateNo.contains=12345`);
    expect(listed.data.map((r: Body) => r.plateNo)).toEqual(['京A***45']);
    const outside = await ok('GET', `${CarEntryRecord.paths.list}?parkingId=${gate.parkingId}&passTime.to=${encodeURIComponent(at)}`);
    expect(outside.recordsTotal).toBe(0);
    const inside = await ok('GET', `${CarEntryRecord.paths.list}?parkingId=${gate.parkingId}&passTime.from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&direction=1`);
    expect(inside.recordsTotal).toBe(1);
    expect((await call('GET', `${CarEntryRecord.paths.list}?passTime.from=yesterday`)).statusCode).toBe(422);
    // The second tenant sees none of it.
    expect((await call('GET', `${CarEntryRecord.paths.list}?parkingId=${gate.parkingId}`, undefined, tokenOf[SECOND], SECOND)).json().recordsTotal).toBe(0);
  });

  it('ingest refuses an absent or wrong key, an unknown gate, another tenant\'s gate, a disabled gate, bad fields and a wrong direction', async () => {
    const gate = await newGate();
    expect((await pass(undefined, undefined, passBody())).statusCode).toBe(401);
    expect((await pass(gate.gateNo, undefined, passBody())).statusCode).toBe(401);
    const wrong = await pass(gate.gateNo, `${gate.deviceKey}x`, passBody());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe('设备凭证无效');
    expect((await pass('no-such-gate', gate.deviceKey, passBody())).statusCode).toBe(401);
    // A gate of the second tenant with its own key, posted to the first tenant's host: no such gate there.
    const theirs = await newGate(SECOND);
    expect((await pass(theirs.gateNo, theirs.deviceKey, passBody())).statusCode).toBe(401);
    expect((await pass(theirs.gateNo, theirs.deviceKey, passBody(), SECOND)).statusCode).toBe(200);
    const bad = await pass(gate.gateNo, gate.deviceKey, { plateNo: 'ABC', direction: '7', passTime: 'soon' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['direction', 'passTime', 'plateNo']);
    const future = await pass(gate.gateNo, gate.deviceKey, passBody({ passTime: new Date(Date.now() + 3_600_000).toISOString() }));
    expect(Object.keys(future.json().fields)).toEqual(['passTime']);
    const exitOnly = await newGate(DEMO, { direction: '2' });
    const entering = await pass(exitOnly.gateNo, exitOnly.deviceKey, passBody({ direction: '1' }));
    expect(entering.statusCode).toBe(422);
    expect(Object.keys(entering.json().fields)).toEqual(['direction']);
    await ok('POST', '/api/base/parkingGate/modify', { id: gate.id, status: '1' });
    expect((await pass(gate.gateNo, gate.deviceKey, passBody())).statusCode).toBe(403);
    expect(await t.sql('SELECT 1 FROM com_car_comein_record WHERE gate_id = $1', [gate.id])).toEqual([]);
  });

  it('ingest is rate-limited: per gate, and failed credentials per address', async () => {
    const gate = await newGate();
    const [{ id: tenantId }] = await t.sql<{ id: number }>("SELECT id FROM tenant WHERE code = 'demo'");
    // Spend the gate's budget through the store rather than with 120 inserts.
    for (let i = 0; i < GATE_LIMITS.passesPerGatePerMinute; i++) await t.store.increment(`rate:gate:${tenantId}:${gate.id}`, 60_000);
    expect((await pass(gate.gateNo, gate.deviceKey, passBody())).statusCode).toBe(429);
    const ip = '10.77.0.1';
    const wrong = () => t.app.inject({ method: 'POST', url: GATE_PASS_PATH, remoteAddress: ip, headers: { host: DEMO, 'x-gate-no': gate.gateNo, 'x-gate-key': 'nope' }, payload: passBody() });
    for (let i = 0; i < GATE_LIMITS.failuresPerIpPerMinute; i++) expect((await wrong()).statusCode).toBe(401);
    expect((await wrong()).statusCode).toBe(429);
  });
});

describe('批量新增车位 (parkingSpace/batchAdd)', () => {
  const BATCH = '/api/base/parkingSpace/batchAdd';
  const PREVIEW = '/api/base/parkingSpace/batchAddPreview';
  const batchOf = (areaId: number, parkingId: number, extra: Body = {}) => ({ areaId, parkingId, floor: 1, prefix: 'B1-', startNo: 1, endNo: 20, digits: 3, spaceType: '2', area: '12.50', ...extra });
  const spacesOf = (parkingId: number) =>
    t.sql<{ space_no: string; floor: number; space_type: string; area: number; state: string; area_id: number }>(
      'SELECT space_no, floor, space_type, area, state, area_id FROM com_parking_space WHERE parking_id = $1 AND del_flag = 0 ORDER BY space_no',
      [parkingId],
    );
  const setting = async (floors = 2) => {
    const areaId = await community();
    return { areaId, parkingId: (await lot(areaId, { floors })).id };
  };

  it('creates B1-001 … B1-200 in one call: free spaces on the floor with the shared type and area, found in the list, one log row', async () => {
    const { areaId, parkingId } = await setting();
    const res = await ok('POST', BATCH, batchOf(areaId, parkingId, { endNo: 200, floor: 2, remark: '一期' }));
    expect(res.data).toMatchObject({ created: 200, first: 'B1-001', last: 'B1-200' });
    const rows = await spacesOf(parkingId);
    expect(rows).toHaveLength(200);
    expect(rows[0]).toMatchObject({ space_no: 'B1-001', floor: 2, space_type: '2', area: 1250, state: '0', area_id: areaId });
    expect(rows[199].space_no).toBe('B1-200');
    const listed = await ok('GET', `/api/base/parkingSpace?parkingId=${parkingId}&spaceNo.contains=B1-200`);
    expect(listed.data.map((r: Body) => [r.spaceNo, r.area, r.state])).toEqual([['B1-200', '12.50', '0']]);
    const logged = await t.sql<{ message: string; message_key: string; message_params: string }>(
      'SELECT message, message_key, message_params FROM sys_operation_log WHERE uri = $1 AND status = 0 AND params LIKE $2',
      [BATCH, `%"parkingId":${parkingId},%`],
    );
    expect(logged).toHaveLength(1);
    const [lotRow] = await t.sql<{ parking_name: string }>('SELECT parking_name FROM com_parking WHERE id = $1', [parkingId]);
    expect(logged[0]).toMatchObject({ message: '批量新增车位', message_key: 'catalogue.spaceBatchAdded' });
    expect(JSON.parse(logged[0].message_params)).toEqual({ n: 200, lot: lotRow.parking_name, first: 'B1-001', last: 'B1-200' });
  });

  it('the preview counts the numbers, names the first and last and lists those the lot already has, and writes nothing', async () => {
    const { areaId, parkingId } = await setting();
    await space(areaId, parkingId, { spaceNo: 'A-0007' });
    await space(areaId, parkingId, { spaceNo: 'A-0012' });
    const preview = await ok('POST', PREVIEW, batchOf(areaId, parkingId, { prefix: 'A-', digits: 4, startNo: 5, endNo: 14 }));
    expect(preview.data).toMatchObject({ count: 10, first: 'A-0005', last: 'A-0014', clashes: ['A-0007', 'A-0012'] });
    expect(await spacesOf(parkingId)).toHaveLength(2);
    // A number wider than the padding is written whole.
    expect((await ok('POST', PREVIEW, batchOf(areaId, parkingId, { prefix: '', digits: 2, startNo: 98, endNo: 101 }))).data).toMatchObject({ count: 4, first: '98', last: '101', clashes: [] });
  });

  it('refuses a reversed range, more than 2,000 spaces and a number longer than 20 characters (422 naming the field), before any write', async () => {
    const { areaId, parkingId } = await setting();
    const reversed = await call('POST', BATCH, batchOf(areaId, parkingId, { startNo: 30, endNo: 29 }));
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({ msg: '结束编号不能小于起始编号', fields: { endNo: '结束编号不能小于起始编号' } });
    const many = await call('POST', BATCH, batchOf(areaId, parkingId, { startNo: 1, endNo: 2001 }));
    expect(many.statusCode).toBe(422);
    expect(many.json().fields).toEqual({ endNo: '一次最多新增 2000 个车位' });
    const preview = await call('POST', PREVIEW, batchOf(areaId, parkingId, { startNo: 0, endNo: 2000 }));
    expect(preview.json().fields).toEqual({ endNo: '一次最多新增 2000 个车位' });
    // 6 digits leave 14 characters of 车位编号's 20 to the prefix (17 here).
    const long = await call('POST', BATCH, batchOf(areaId, parkingId, { prefix: 'B2-地下二层东区C通道北侧车位-', digits: 6, endNo: 5 }));
    expect(long.statusCode).toBe(422);
    expect(long.json().fields).toEqual({ prefix: '长度不能超过 14 个字符' });
    const bad = await call('POST', BATCH, { ...batchOf(areaId, parkingId), startNo: -1, endNo: 'x', digits: 9, spaceType: '8', extra: 1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['digits', 'endNo', 'extra', 'spaceType', 'startNo']);
    const english = await t.app.inject({ method: 'POST', url: BATCH, headers: { ...authed(tokenOf[DEMO]), 'accept-language': 'en-US' }, payload: batchOf(areaId, parkingId, { startNo: 9, endNo: 3 }) });
    expect(english.json().fields).toEqual({ endNo: 'The end number cannot be less than the start number' });
    expect(await spacesOf(parkingId)).toEqual([]);
  });

  it('refuses numbers the lot already has with the list of clashes (422 spaceNo), all or nothing; another lot may reuse them', async () => {
    const { areaId, parkingId } = await setting();
    await space(areaId, parkingId, { spaceNo: 'B1-150' });
    await space(areaId, parkingId, { spaceNo: 'B1-007' });
    const refused = await call('POST', BATCH, batchOf(areaId, parkingId, { endNo: 200 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ msg: '该停车场已有 2 个车位编号与本次重复：B1-007, B1-150', fields: { spaceNo: expect.stringContaining('B1-007, B1-150') }, clashes: ['B1-007', 'B1-150'] });
    expect((await spacesOf(parkingId)).map((r) => r.space_no)).toEqual(['B1-007', 'B1-150']);
    // A deleted space's number is free again; the same numbers in another lot are no clash.
    const [gone] = await t.sql<{ id: number }>("SELECT id FROM com_parking_space WHERE parking_id = $1 AND space_no = 'B1-007'", [parkingId]);
    await ok('DELETE', `/api/base/parkingSpace/${gone.id}`);
    expect((await ok('POST', BATCH, batchOf(areaId, parkingId, { endNo: 10 }))).data.created).toBe(10);
    const other = await lot(areaId);
    expect((await ok('POST', BATCH, batchOf(areaId, other.id, { startNo: 140, endNo: 160 }))).data.created).toBe(21);
    // A failing insert leaves nothing: the floor outside the lot is refused after the lot is read, nothing written.
    const high = await call('POST', BATCH, batchOf(areaId, other.id, { startNo: 500, endNo: 510, floor: 3 }));
    expect(high.statusCode).toBe(422);
    expect(high.json().fields).toEqual({ floor: '不能大于 2' });
    expect(await spacesOf(other.id)).toHaveLength(21);
  });

  it('a clash inside the insert (a unique violation) rolls the whole batch back', async () => {
    const { areaId, parkingId } = await setting();
    // A trigger that makes the 15th row of any insert clash stands for a space created between check and insert.
    await t.sql(`CREATE OR REPLACE FUNCTION zz_batch_clash() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.space_no = 'R-015' THEN NEW.space_no := 'R-001'; END IF; RETURN NEW; END $$`);
    await t.sql('CREATE TRIGGER zz_batch_clash BEFORE INSERT ON com_parking_space FOR EACH ROW EXECUTE FUNCTION zz_batch_clash()');
    try {
      const res = await call('POST', BATCH, batchOf(areaId, parkingId, { prefix: 'R-', endNo: 30 }));
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toHaveProperty('spaceNo');
      expect(await spacesOf(parkingId)).toEqual([]);
      const logged = await t.sql<{ status: number }>('SELECT status FROM sys_operation_log WHERE uri = $1 AND params LIKE $2', [BATCH, `%"parkingId":${parkingId},%`]);
      expect(logged).toEqual([{ status: 1 }]);
    } finally {
      await t.sql('DROP TRIGGER zz_batch_clash ON com_parking_space');
      await t.sql('DROP FUNCTION zz_batch_clash()');
    }
  });

  it('needs the space add code (403), a lot in the caller\'s communities (403) of the community named (422 parkingId), of the tenant', async () => {
    const { areaId, parkingId } = await setting();
    const staff = await loginReady(t.app, { username: 'staff' });
    expect((await call('POST', BATCH, batchOf(areaId, parkingId), staff)).statusCode).toBe(403);
    expect((await call('POST', PREVIEW, batchOf(areaId, parkingId), staff)).statusCode).toBe(403);
    const [mine, other] = [await setting(), await setting()];
    const [{ id: tenantId }] = await t.sql<{ id: number }>("SELECT id FROM tenant WHERE code = 'demo'");
    const [user] = await t.sql<{ id: number }>("INSERT INTO sys_user (tenant_id, username, password_hash) VALUES ($1, 'parking-batch', $2) RETURNING id", [tenantId, await hashPassword(ADMIN_PASSWORD)]);
    const [role] = await t.sql<{ id: number }>("INSERT INTO sys_role (tenant_id, name, role_extent) VALUES ($1, 'parking-batch', '') RETURNING id", [tenantId]);
    await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)', [tenantId, user.id, role.id]);
    const codes = [permissionOf(ParkingSpace, 'list'), permissionOf(ParkingSpace, 'add')];
    await t.sql('INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT tenant_id, $2, id FROM sys_menu WHERE tenant_id = $1 AND permission_code = ANY($3::text[])', [tenantId, role.id, codes]);
    await t.sql('INSERT INTO sys_user_area (tenant_id, user_id, area_id) VALUES ($1, $2, $3)', [tenantId, user.id, mine.areaId]);
    await t.sql('UPDATE tenant SET access_version = access_version + 1 WHERE id = $1', [tenantId]);
    const scopedToken = await loginReady(t.app, { username: 'parking-batch' });
    // The other community's lot: out of scope by its community, and not a lot of the caller's community.
    expect((await call('POST', BATCH, batchOf(other.areaId, other.parkingId), scopedToken)).statusCode).toBe(403);
    expect((await call('POST', PREVIEW, batchOf(other.areaId, other.parkingId), scopedToken)).statusCode).toBe(403);
    const crossed = await call('POST', BATCH, batchOf(mine.areaId, other.parkingId), scopedToken);
    expect(crossed.statusCode).toBe(422);
    expect(Object.keys(crossed.json().fields)).toEqual(['parkingId']);
    expect(await spacesOf(other.parkingId)).toEqual([]);
    expect((await call('POST', BATCH, batchOf(mine.areaId, mine.parkingId), scopedToken)).json().data.created).toBe(20);
    // Another tenant's lot is not there for the caller.
    const theirArea = await community(SECOND);
    const theirLot = await lot(theirArea, {}, SECOND);
    expect(Object.keys((await call('POST', BATCH, batchOf(areaId, theirLot.id))).json().fields)).toEqual(['parkingId']);
    expect(await spacesOf(theirLot.id)).toEqual([]);
  });

  it('2,000 spaces at once (the limit), set-based', async () => {
    const { areaId, parkingId } = await setting();
    const started = performance.now();
    const res = await ok('POST', BATCH, batchOf(areaId, parkingId, { prefix: 'P-', digits: 4, startNo: 1, endNo: 2000 }));
    const ms = Math.round(performance.now() - started);
    expect(res.data).toMatchObject({ created: 2000, first: 'P-0001', last: 'P-2000' });
    expect(await spacesOf(parkingId)).toHaveLength(2000);
    console.info(`batchAdd 2000 spaces: ${res.data.ms} ms in the handler, ${ms} ms the call`);
  });
});
