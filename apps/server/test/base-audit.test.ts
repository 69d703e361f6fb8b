import { BASE_PERMISSIONS } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, randomIp, useTestApp } from './helpers/app.ts';
import { type Place, accountWith as grant, placeIn } from './helpers/base-places.ts';

const t = useTestApp({ TEST_HOOKS: 'true' });
const REGISTER = '/api/app/resident-register';
const AUDIT = '/api/base/resident-audit';
const tokens = { admin: '', second: '' };
const accountWith = (username: string, codes: string[], areaIds: number[] | null) => grant(t, tokens.admin, username, codes, areaIds);
type Body = Record<string, unknown>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, token = tokens.admin, host = DEMO) =>
  t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });

/** A digit captcha of the host's tenant and its answer (through the test hook). */
const captchaOf = async (host = DEMO) => {
  const res = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/catpcha/digitalCaptcha', headers: { host }, remoteAddress: randomIp() });
  const [key] = Object.keys(res.json() as Body);
  const answer = await t.app.inject({ method: 'GET', url: `/test-hooks/captcha/${key}`, headers: { host } });
  return { captchaKey: key, captchaCode: String(answer.json().data.code) };
};

/** Valid 18-digit ID numbers (check digit computed). */
const ID = { c: '44030519900101123X' };
const fixId = (first17: string) => {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * w[i], 0);
  return first17 + '10X98765432'[sum % 11];
};
const register = async (body: Body, { host = DEMO, ip = randomIp(), captcha = true } = {}) =>
  t.app.inject({ method: 'POST', url: REGISTER, headers: { host }, remoteAddress: ip, payload: { ...(captcha ? await captchaOf(host) : {}), ...body } });

let demo: Place;
let second: Place;

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  tokens.second = await loginReady(t.app, { host: SECOND, username: 'admin' });
  demo = await placeIn(t, 'demo', 'A');
  second = await placeIn(t, 'second', 'S');
});

const person = (roomId: number, idCardNo = fixId('44030519900101123'), extra: Body = {}) => ({
  roomId,
  name: '李四',
  sex: '1',
  idCardType: '1',
  idCardNo,
  mobile: '13912345678',
  relation: '1',
  applyRemark: '新入住',
  ...extra,
});

describe('POST /api/app/resident-register: the resident app’s self-registration (public)', () => {
  it('stores a pending application for a room of the host’s tenant, answering only its id', async () => {
    const res = await register(person(demo.roomId, ID.c));
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data;
    expect(res.json().data).toEqual({ id });
    const [row] = await t.sql<Body>('SELECT area_id, audit_status, room_name, create_by FROM com_resident_audit WHERE id = $1', [id]);
    expect(row).toMatchObject({ area_id: demo.areaId, audit_status: '0', room_name: `${demo.buildingName}-${demo.roomNo}`, create_by: null });
    // The console lists it, masked.
    const listed = (await call('POST', `${AUDIT}/getPageList`, { auditStatus: '0' })).json();
    const mine = listed.data.find((r: Body) => r.id === id);
    expect(mine).toMatchObject({ name: '李*', idCardNo: '440305********123X', mobile: '139****5678', auditStatus: '0' });
  });

  it('refuses bad input field by field: ID number, mobile, a masked ID, unknown fields', async () => {
    const bad = await register(person(demo.roomId, '110105194912310021', { mobile: '12345678901' }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['idCardNo', 'mobile']);
    const masked = await register(person(demo.roomId, '110105********002X', { mobile: '139****5678' }));
    expect(Object.keys(masked.json().fields).sort()).toEqual(['idCardNo', 'mobile']);
    const extra = await register({ ...person(demo.roomId), auditStatus: '1' });
    expect(extra.statusCode).toBe(422);
    expect(Object.keys(extra.json().fields)).toEqual(['auditStatus']);
  });

  it('refuses an unknown room, a room of another tenant, and a repeated pending application', async () => {
    const unknown = await register(person(999_999));
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().fields)).toEqual(['roomId']);
    // The second tenant's room, asked through the demo host: not there.
    const other = await register(person(second.roomId));
    expect(other.statusCode).toBe(422);
    const idCardNo = fixId('32010219850505123');
    expect((await register(person(demo.roomId, idCardNo))).statusCode).toBe(200);
    const again = await register(person(demo.roomId, idCardNo));
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ idCardNo: expect.any(String) });
  });

  it('needs no captcha where CAPTCHA_ENABLED=false (as the login)', async () => {
    expect((await register(person(demo.roomId, fixId('32010219850505127')), { captcha: false })).statusCode).toBe(200);
  });

  it('limits one address to 10 attempts an hour (429), whatever they were', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) expect((await register(person(999_999, fixId(`32010219850506${100 + i}`)), { ip })).statusCode).toBe(422);
    const limited = await register(person(demo.roomId), { ip });
    expect(limited.statusCode).toBe(429);
    // Another address is not limited by it.
    expect((await register(person(999_999, fixId('32010219850507100')))).statusCode).toBe(422);
  });
});

describe('POST /api/base/resident-audit/update: the audit', () => {
  const pending = async (idCardNo: string, roomId = demo.roomId, extra: Body = {}) => {
    const res = await register(person(roomId, idCardNo, extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };

  it('approval creates the resident, binds the room and moves the room to 自住, in one call; twice is 409 auditDone', async () => {
    const idCardNo = fixId('11010119800101001');
    const id = await pending(idCardNo);
    await t.sql("UPDATE com_room SET state = '1' WHERE id = $1", [demo.roomId]);
    const res = await call('POST', `${AUDIT}/update`, { id, auditStatus: '1', auditRemark: '资料齐全' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, auditStatus: '1', auditRemark: '资料齐全', idCardNo: '110101********' + idCardNo.slice(-4) });
    const [resident] = await t.sql<Body>('SELECT id, name, mobile, source, room_id, area_id, birthday::text AS birthday FROM com_resident WHERE id_card_no = $1 AND del_flag = 0', [idCardNo]);
    expect(resident).toMatchObject({ name: '李四', mobile: '13912345678', source: '2', birthday: '1980-01-01', room_id: demo.roomId, area_id: demo.areaId });
    expect(res.json().residentId).toBe(Number(resident.id));
    const bindings = await t.sql<Body>('SELECT relation, room_name FROM com_resident_room WHERE resident_id = $1 AND del_flag = 0', [resident.id]);
    expect(bindings).toEqual([{ relation: '1', room_name: `${demo.buildingName}-${demo.roomNo}` }]);
    expect((await t.sql<Body>('SELECT state FROM com_room WHERE id = $1', [demo.roomId]))[0].state).toBe('2');
    // The resident shows in the resident list.
    const residents = (await call('POST', '/api/base/new-com-resident/getPageList', { idCardNo })).json();
    expect(residents.recordsTotal).toBe(1);

    const twice = await call('POST', `${AUDIT}/update`, { id, auditStatus: '2', auditRemark: '再审' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('该申请已审核，不能重复审核');
    // The operation log has the audit, worded by its key.
    const logged = await t.sql<Body>("SELECT message FROM sys_operation_log WHERE uri = '/api/base/resident-audit/update' AND status = 0");
    expect(logged.map((r) => r.message)).toEqual(['审核住户审核']);
  });

  it('approval of a known ID number binds that resident unchanged: a second room, no second resident, the record as it was', async () => {
    const idCardNo = fixId('11010119800101002');
    await call('POST', `${AUDIT}/update`, { id: await pending(idCardNo), auditStatus: '1' });
    const id = await pending(idCardNo, demo.room2Id, { mobile: '13800001111', relation: '3' });
    expect((await call('POST', `${AUDIT}/update`, { id, auditStatus: '1' })).statusCode).toBe(200);
    const residents = await t.sql<Body>('SELECT id, name, mobile, room_id FROM com_resident WHERE id_card_no = $1 AND del_flag = 0', [idCardNo]);
    expect(residents).toHaveLength(1);
    expect(residents[0]).toMatchObject({ name: '李四', mobile: '13912345678', room_id: demo.roomId });
    const rooms = await t.sql<Body>('SELECT room_id, relation FROM com_resident_room WHERE resident_id = $1 AND del_flag = 0 ORDER BY id', [residents[0].id]);
    expect(rooms).toEqual([{ room_id: demo.roomId, relation: '1' }, { room_id: demo.room2Id, relation: '3' }]);
  });

  it('an anonymous registration naming an existing resident’s ID number never overwrites the record (issue 20)', async () => {
    // The resident as staff entered it, mobile verified.
    const idCardNo = fixId('11010119800101006');
    const created = await call('POST', '/api/base/new-com-resident/insertNewComResident', { areaId: demo.areaId, name: '赵六', idCardType: '1', idCardNo, mobile: '13700005555', residentType: '1' });
    expect(created.statusCode, created.body).toBe(200);
    const residentId = created.json().id as number;
    await t.sql("UPDATE com_resident SET mobile_verified = '1' WHERE id = $1", [residentId]);
    const record = async () => (await t.sql<Body>('SELECT name, mobile, mobile_verified FROM com_resident WHERE id = $1', [residentId]))[0];

    // Someone else's name and mobile with that number: the audit shows whose number it is (masked) and what differs.
    const forged = await pending(idCardNo, demo.roomId, { name: '钱七', mobile: '13600006666' });
    const seen = await call('GET', `${AUDIT}/existing/${forged}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toEqual({
      exists: true,
      residentId,
      sameCommunity: true,
      name: '赵*',
      mobile: '137****5555',
      differs: ['name', 'mobile', 'sex'],
      bound: false,
      approvable: false,
      reason: 'auditNameMismatch',
    });
    // Approval is refused with the reason; nothing changes; rejecting stays possible.
    const refused = await call('POST', `${AUDIT}/update`, { id: forged, auditStatus: '1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ msg: expect.stringContaining('姓名与住户档案不一致'), fields: { auditStatus: expect.any(String) } });
    expect(await record()).toEqual({ name: '赵六', mobile: '13700005555', mobile_verified: '1' });
    expect(await t.sql('SELECT 1 FROM com_resident_room WHERE resident_id = $1 AND del_flag = 0', [residentId])).toEqual([]);
    expect((await t.sql<Body>('SELECT audit_status FROM com_resident_audit WHERE id = $1', [forged]))[0].audit_status).toBe('0');
    expect((await call('POST', `${AUDIT}/update`, { id: forged, auditStatus: '2', auditRemark: '姓名不符' })).statusCode).toBe(200);

    // The same name with another mobile: approval binds the resident as it is (the mobile and 已验证 stay).
    const sameName = await pending(idCardNo, demo.room2Id, { name: '赵六', mobile: '13600006666' });
    expect((await call('GET', `${AUDIT}/existing/${sameName}`)).json().data).toMatchObject({ exists: true, differs: ['mobile', 'sex'], approvable: true, reason: null, bound: false });
    const approved = await call('POST', `${AUDIT}/update`, { id: sameName, auditStatus: '1' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().residentId).toBe(residentId);
    expect(await record()).toEqual({ name: '赵六', mobile: '13700005555', mobile_verified: '1' });
    expect((await t.sql<Body>('SELECT room_id FROM com_resident_room WHERE resident_id = $1 AND del_flag = 0', [residentId])).map((r) => r.room_id)).toEqual([demo.room2Id]);

    // A new ID number: nobody's; a number of another community's resident: shown as existing, without who.
    const fresh = await pending(fixId('11010119800101008'));
    expect((await call('GET', `${AUDIT}/existing/${fresh}`)).json().data).toMatchObject({ exists: false, approvable: true, differs: [] });
    expect((await call('GET', `${AUDIT}/existing/${fresh}`, undefined, tokens.second, SECOND)).statusCode).toBe(404);
  });

  it('a resident of another community is refused as saveBindRoom refuses it, and the audit says so without naming them', async () => {
    const elsewhere = fixId('11010119800101007');
    const created = await call('POST', '/api/base/new-com-resident/insertNewComResident', { areaId: demo.otherAreaId, name: '王五', idCardType: '1', idCardNo: elsewhere, mobile: '13700003333', residentType: '1' });
    expect(created.statusCode, created.body).toBe(200);
    const id = await pending(elsewhere);
    expect((await call('GET', `${AUDIT}/existing/${id}`)).json().data).toEqual({
      exists: true,
      residentId: null,
      sameCommunity: false,
      name: null,
      mobile: null,
      differs: [],
      bound: false,
      approvable: false,
      reason: 'notInCommunity',
    });
    const refused = await call('POST', `${AUDIT}/update`, { id, auditStatus: '1' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().fields)).toEqual(['roomId']);
    expect((await t.sql<Body>('SELECT audit_status, resident_id FROM com_resident_audit WHERE id = $1', [id]))[0]).toEqual({ audit_status: '0', resident_id: null });
    expect(await t.sql('SELECT 1 FROM com_resident_room WHERE resident_id = $1', [created.json().id])).toEqual([]);
    expect((await t.sql<Body>('SELECT name, mobile FROM com_resident WHERE id = $1', [created.json().id]))[0]).toEqual({ name: '王五', mobile: '13700003333' });
  });

  it('rejection needs a remark and creates nothing', async () => {
    const idCardNo = fixId('11010119800101003');
    const id = await pending(idCardNo);
    const bare = await call('POST', `${AUDIT}/update`, { id, auditStatus: '2' });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().fields)).toEqual(['auditRemark']);
    expect((await call('POST', `${AUDIT}/update`, { id, auditStatus: '0' })).statusCode).toBe(422);
    const res = await call('POST', `${AUDIT}/update`, { id, auditStatus: '2', auditRemark: '房号不符' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ auditStatus: '2', auditRemark: '房号不符', residentId: null });
    expect(await t.sql('SELECT 1 FROM com_resident WHERE id_card_no = $1', [idCardNo])).toEqual([]);
  });

  it('another tenant’s application is 404; a staff member outside its community gets 404; without the audit code 403', async () => {
    const id = await pending(fixId('11010119800101004'));
    expect((await call('POST', `${AUDIT}/update`, { id, auditStatus: '1' }, tokens.second, SECOND)).statusCode).toBe(404);
    expect((await call('GET', `${AUDIT}/getById/${id}`, undefined, tokens.second, SECOND)).statusCode).toBe(404);
    const staff = await accountWith('audit-staff', [BASE_PERMISSIONS.residentAuditAudit, 'base:residentAudit:list'], [demo.otherAreaId]);
    expect((await call('POST', `${AUDIT}/update`, { id, auditStatus: '1' }, staff)).statusCode).toBe(404);
    const reader = await accountWith('audit-reader', ['base:residentAudit:list'], null);
    expect((await call('POST', `${AUDIT}/update`, { id, auditStatus: '1' }, reader)).statusCode).toBe(403);
    expect((await t.sql<Body>('SELECT audit_status FROM com_resident_audit WHERE id = $1', [id]))[0].audit_status).toBe('0');
  });

  it('DELETE deleteById removes an application; export is a masked workbook', async () => {
    const id = await pending(fixId('11010119800101005'));
    expect((await call('DELETE', `${AUDIT}/deleteById/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `${AUDIT}/getById/${id}`)).statusCode).toBe(404);
    const exported = await call('POST', `${AUDIT}/export`, {});
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    // The export is logged by its name (worded per reader from its key), not as its path.
    const [logged] = await t.sql<Body>("SELECT message, message_key FROM sys_operation_log WHERE uri = $1 ORDER BY id DESC LIMIT 1", [`${AUDIT}/export`]);
    expect(logged).toMatchObject({ message: '导出住户审核', message_key: 'entityExport' });
  });

  it('the home page’s workbench counts the pending applications in the caller’s communities, for whoever may list them', async () => {
    const WORKBENCH = '/api/platform/workbench';
    const countOf = async (token: string, host = DEMO) => {
      const res = await call('GET', WORKBENCH, undefined, token, host);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { name: string; menu: string; count: number }[]).find((item) => item.name === 'pendingResidentAudits');
    };
    const pendingIn = async (areaIds: number[] | null) =>
      Number((await t.sql<Body>(`SELECT count(*) AS n FROM com_resident_audit WHERE tenant_id = $1 AND del_flag = 0 AND audit_status = '0' ${areaIds ? 'AND area_id = ANY($2::bigint[])' : ''}`, areaIds ? [demo.tenantId, areaIds] : [demo.tenantId]))[0].n);
    const scopedToken = await accountWith('workbench-scoped', ['base:residentAudit:list'], [demo.otherAreaId]);
    const before = await countOf(tokens.admin);
    expect(before).toEqual({ name: 'pendingResidentAudits', menu: 'base-resident-audit', count: await pendingIn(null) });
    await pending(fixId('11010119800101006'));
    expect((await countOf(tokens.admin))!.count).toBe(before!.count + 1);
    // A clerk of another community sees none of the demo community's applications; the second tenant none of the demo tenant's.
    expect((await countOf(scopedToken))!.count).toBe(await pendingIn([demo.otherAreaId]));
    expect((await countOf(tokens.second, SECOND))!.count).toBe(Number((await t.sql<Body>("SELECT count(*) AS n FROM com_resident_audit WHERE tenant_id = $1 AND del_flag = 0 AND audit_status = '0'", [second.tenantId]))[0].n));
    // Without the list code, no count at all.
    const other = await accountWith('workbench-none', ['base:community:list'], null);
    expect(await countOf(other)).toBeUndefined();
  });
});

describe('with CAPTCHA_ENABLED=true', () => {
  const c = useTestApp({ TEST_HOOKS: 'true', CAPTCHA_ENABLED: 'true' });
  let place: Place;
  beforeAll(async () => {
    place = await placeIn(c, 'demo', 'K');
  });
  const captchaOn = async (host = DEMO) => {
    const res = await c.app.inject({ method: 'GET', url: '/zhwy/api/system/catpcha/digitalCaptcha', headers: { host }, remoteAddress: randomIp() });
    const [key] = Object.keys(res.json() as Body);
    const answer = await c.app.inject({ method: 'GET', url: `/test-hooks/captcha/${key}`, headers: { host } });
    return { captchaKey: key, captchaCode: String(answer.json().data.code) };
  };
  const send = (payload: Body) => c.app.inject({ method: 'POST', url: REGISTER, headers: { host: DEMO }, remoteAddress: randomIp(), payload });

  it('needs the tenant’s captcha, used once; another tenant’s does not pass', async () => {
    const missing = await send(person(place.roomId));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['captchaCode', 'captchaKey']);
    const body = { ...person(place.roomId, fixId('32010219850505124')), ...(await captchaOn()) };
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(200);
    const reused = await send({ ...body, idCardNo: fixId('32010219850505125') });
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(reused.json().fields)).toEqual(['captchaCode']);
    const crossed = await send({ ...person(place.roomId, fixId('32010219850505126')), ...(await captchaOn(SECOND)) });
    expect(crossed.statusCode).toBe(422);
    expect(Object.keys(crossed.json().fields)).toEqual(['captchaCode']);
  });
});
