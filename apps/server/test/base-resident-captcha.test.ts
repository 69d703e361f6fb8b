import { ERROR_CODES, idCardCheckChar } from '@zhwy/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RESIDENT_CAPTCHA_LIMITS } from '../src/base/resident/captcha.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { accountWith as grant } from './helpers/base-places.ts';

// 住户 getCaptcha: an SMS code to the mobile staff enter for a resident, typed back as `captcha` on the create or edit
// (the mobile is then 已验证). The test provider keeps the last code per number for the test hook.

const t = useTestApp({ SMS_PROVIDER: 'test', TEST_HOOKS: 'true' });
const R = '/api/base/new-com-resident';
const tokens = { admin: '', second: '' };
type Body = Record<string, unknown>;
const ids = { area: 0, secondArea: 0 };

const call = (url: string, payload?: Body, token = tokens.admin, host = DEMO, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });
const getCaptcha = (mobile: unknown, token = tokens.admin, host = DEMO) => call(`${R}/getCaptcha`, { mobile }, token, host);
/** The code the phone received (the test provider, through the test hook). */
const received = async (mobile: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/test-hooks/sms/${mobile}`, headers: { host: DEMO } });
  expect(res.statusCode).toBe(200);
  return res.json().data.code as string;
};
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
/** The per-number 30 s wait and the duplicate-submit second are not what a test of codes is about. */
const sendNow = async (mobile: string, token = tokens.admin) => {
  await t.store.delete(`sms:wait:resident:${await demoId()}:${mobile}`);
  const res = await getCaptcha(mobile, token);
  expect(res.statusCode, res.body).toBe(200);
  return received(mobile);
};
const demoId = async () => Number((await t.sql<{ id: string }>("SELECT id FROM tenant WHERE code = 'demo'"))[0].id);

const idOf = (seq: number) => {
  const first17 = `11010519900101${String(seq).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
};
const resident = (n: number, extra: Body = {}) => ({ areaId: ids.area, name: `验证${n}`, idCardType: '1', idCardNo: idOf(n), mobile: `1370000${String(n).padStart(4, '0')}`, residentType: '1', ...extra });
const stored = async (idCardNo: string) => t.sql<{ id: number; mobile: string; mobile_verified: string }>('SELECT id, mobile, mobile_verified FROM com_resident WHERE id_card_no = $1 AND del_flag = 0', [idCardNo]);

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  tokens.second = await loginReady(t.app, { host: SECOND, username: 'admin' });
  ids.area = (await call('/api/base/new-com-area', { areaCode: 'CAP', areaName: '验证码小区', address: '路', status: '0' })).json().id;
  ids.secondArea = (await call('/api/base/new-com-area', { areaCode: 'CAP', areaName: '验证码小区', address: '路', status: '0' }, tokens.second, SECOND)).json().id;
});

describe('POST getCaptcha: a code to the mobile', () => {
  it('sends a 6-digit code; the answer never holds it; the store keeps only its hash', async () => {
    const mobile = '13700000001';
    const res = await getCaptcha(mobile);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: '验证码已发送，5 分钟内有效', data: null });
    const code = await received(mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    // Through the store the server uses (PostgreSQL's kv_store, or Redis with REDIS_URL).
    const stored = await t.deps.store.get(`sms:code:resident:${await demoId()}:${mobile}`);
    expect(stored).toEqual(expect.any(String));
    expect(stored).not.toContain(code);
  });

  it('waits 30 s before a resend to the same number (429 with the seconds left); another number goes at once', async () => {
    const mobile = '13700000002';
    expect((await getCaptcha(mobile)).statusCode).toBe(200);
    await t.endDuplicateWindows(); // past the duplicate-submit second
    const again = await getCaptcha(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: ERROR_CODES.rateLimited, msg: expect.stringMatching(/^请在 ([12]?\d|30) 秒后重新发送$/) });
    expect((await getCaptcha('13700000003')).statusCode).toBe(200);
    // The wait is the tenant's: another tenant may send to the number.
    expect((await getCaptcha(mobile, tokens.second, SECOND)).statusCode).toBe(200);
  });

  it('refuses a malformed or masked number on its field, and a body without one', async () => {
    for (const mobile of ['12345678901', '137****0001', '1370000000', 13700000001]) {
      const res = await getCaptcha(mobile);
      expect(res.statusCode, String(mobile)).toBe(422);
      expect(Object.keys(res.json().fields)).toEqual(['mobile']);
    }
    expect((await call(`${R}/getCaptcha`, {})).json().fields).toEqual({ mobile: expect.any(String) });
  });

  it('needs the resident add or edit permission (403 otherwise), as does captchaStatus', async () => {
    const reader = await grant(t, tokens.admin, 'cap-reader', ['base:resident:list'], null);
    expect((await getCaptcha('13700000004', reader)).statusCode).toBe(403);
    expect((await call(`${R}/captchaStatus`, undefined, reader, DEMO, 'GET')).statusCode).toBe(403);
    const editor = await grant(t, tokens.admin, 'cap-editor', ['base:resident:list', 'base:resident:edit'], null);
    expect((await getCaptcha('13700000004', editor)).statusCode).toBe(200);
    const status = await call(`${R}/captchaStatus`, undefined, editor, DEMO, 'GET');
    expect(status.json().data).toEqual({ available: true, codeLength: 6, resendSeconds: 30, codeTtlSeconds: 300 });
  });

  it(`limits one user to ${RESIDENT_CAPTCHA_LIMITS.sendsPerUserPerHour} codes an hour, whatever the numbers`, async () => {
    const busy = await grant(t, tokens.admin, 'cap-busy', ['base:resident:add'], null);
    for (let i = 0; i < RESIDENT_CAPTCHA_LIMITS.sendsPerUserPerHour; i++) expect((await getCaptcha(`1360000${String(i).padStart(4, '0')}`, busy)).statusCode).toBe(200);
    const over = await getCaptcha('13600009999', busy);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(ERROR_CODES.rateLimited);
    // Another user is not limited by it.
    expect((await getCaptcha('13600009999')).statusCode).toBe(200);
  });
});

describe('captcha on insertNewComResident / updateNewComResident', () => {
  it('a wrong code is 422 on captcha and writes nothing; the right one marks the mobile verified, once', async () => {
    const body = resident(10);
    const code = await sendNow(body.mobile);
    const wrong = await call(`${R}/insertNewComResident`, { ...body, captcha: wrongFor(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual({ captcha: '短信验证码错误或已失效' });
    expect(await stored(body.idCardNo)).toEqual([]);
    const malformed = await call(`${R}/insertNewComResident`, { ...body, captcha: '12ab' });
    expect(malformed.json().fields).toEqual({ captcha: '短信验证码错误或已失效' });

    const right = await call(`${R}/insertNewComResident`, { ...body, captcha: code });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ mobileVerified: '1', mobile: '137****0010' });
    expect(right.json()).not.toHaveProperty('captcha');
    expect(await stored(body.idCardNo)).toMatchObject([{ mobile: body.mobile, mobile_verified: '1' }]);
    // Used: the same code does not verify another resident with that number.
    const reused = await call(`${R}/insertNewComResident`, { ...resident(11, { mobile: body.mobile }), captcha: code });
    expect(reused.statusCode).toBe(422);
    expect(await stored(idOf(11))).toEqual([]);
  });

  it('a code is for its number: one sent to another mobile, or by another tenant, does not pass', async () => {
    const code = await sendNow('13700000020');
    const other = await call(`${R}/insertNewComResident`, { ...resident(20, { mobile: '13700000021' }), captcha: code });
    expect(other.statusCode).toBe(422);
    expect(other.json().fields).toEqual({ captcha: '短信验证码错误或已失效' });
    const elsewhere = await call(`${R}/insertNewComResident`, { ...resident(20, { areaId: ids.secondArea, mobile: '13700000020' }), captcha: code }, tokens.second, SECOND);
    expect(elsewhere.statusCode).toBe(422);
  });

  it('without a code a resident is saved unverified; a failed other rule does not use a right code up', async () => {
    const plain = await call(`${R}/insertNewComResident`, resident(30));
    expect(plain.json().mobileVerified).toBe('0');
    const code = await sendNow(resident(31).mobile);
    // The ID number is taken: 409, and the code still works for the corrected resident.
    const taken = await call(`${R}/insertNewComResident`, { ...resident(31, { idCardNo: idOf(30) }), captcha: code });
    expect(taken.statusCode).toBe(409);
    expect((await call(`${R}/insertNewComResident`, { ...resident(31), captcha: code })).json().mobileVerified).toBe('1');
  });

  it('an edit keeps the mark while the mobile stays, clears it on a new mobile without a code, sets it with one', async () => {
    const body = resident(40);
    const created = (await call(`${R}/insertNewComResident`, { ...body, captcha: await sendNow(body.mobile) })).json();
    expect(created.mobileVerified).toBe('1');
    const update = (values: Body) => call(`${R}/updateNewComResident`, { id: created.id, ...values });
    // Other fields, the masked mobile sent back, the full number unchanged: still verified.
    expect((await update({ remark: '改' })).json().mobileVerified).toBe('1');
    expect((await update({ mobile: created.mobile, remark: '再改' })).json().mobileVerified).toBe('1');
    expect((await update({ mobile: body.mobile })).json().mobileVerified).toBe('1');
    // A new mobile: unverified.
    const moved = await update({ mobile: '13700000041' });
    expect(moved.json()).toMatchObject({ mobileVerified: '0', mobile: '137****0041' });
    // A wrong code on the edit: 422 and nothing written (the mobile stays the new one, unverified; the remark unchanged).
    const code = await sendNow('13700000042');
    const wrong = await update({ mobile: '13700000042', remark: '不该写入', captcha: wrongFor(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual({ captcha: '短信验证码错误或已失效' });
    expect((await t.sql('SELECT mobile, mobile_verified, remark FROM com_resident WHERE id = $1', [created.id]))[0]).toEqual({ mobile: '13700000041', mobile_verified: '0', remark: '再改' });
    // The right code with the new number: verified again.
    expect((await update({ mobile: '13700000042', captcha: code })).json()).toMatchObject({ mobileVerified: '1', mobile: '137****0042' });
    // A code for the stored number, the mobile not sent: verified (after a change made it unverified).
    await update({ mobile: '13700000043' });
    expect((await update({ captcha: await sendNow('13700000043') })).json().mobileVerified).toBe('1');
  });

  it('five wrong codes burn it: the right one is refused after them', async () => {
    const body = resident(50);
    const created = (await call(`${R}/insertNewComResident`, body)).json();
    const code = await sendNow(body.mobile);
    for (let i = 0; i < 5; i++) {
      const res = await call(`${R}/updateNewComResident`, { id: created.id, remark: `试${i}`, captcha: wrongFor(code) });
      expect(res.statusCode).toBe(422);
    }
    expect((await call(`${R}/updateNewComResident`, { id: created.id, captcha: code })).statusCode).toBe(422);
    expect((await stored(body.idCardNo))[0].mobile_verified).toBe('0');
  });

  it('an expired code is refused', async () => {
    const body = resident(60);
    const code = await sendNow(body.mobile);
    const key = `sms:code:resident:${await demoId()}:${body.mobile}`;
    await t.store.set(key, (await t.store.get(key))!, 1); // its 5 minutes are over
    await vi.waitFor(async () => expect(await t.store.get(key)).toBeNull());
    expect((await call(`${R}/insertNewComResident`, { ...body, captcha: code })).statusCode).toBe(422);
  });

  it('the verified mark is no input: a create or edit sending it is refused', async () => {
    const res = await call(`${R}/insertNewComResident`, { ...resident(70), mobileVerified: '1' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fields)).toEqual(['mobileVerified']);
  });
});

describe('the operation log: the send with the number masked, never a code', () => {
  it('logs each send (also refused ones) with the masked number; no row holds a code or the full number', async () => {
    const mobile = '13700000080';
    const code = await sendNow(mobile);
    await t.endDuplicateWindows(); // past the duplicate-submit second: the resend wait answers
    expect((await getCaptcha(mobile)).statusCode).toBe(429);
    const body = resident(80, { mobile });
    expect((await call(`${R}/insertNewComResident`, { ...body, captcha: wrongFor(code) })).statusCode).toBe(422);
    expect((await call(`${R}/insertNewComResident`, { ...body, captcha: code })).statusCode).toBe(200);

    const sends = await t.sql<{ params: string; message: string; message_key: string; message_params: string; status: number }>(
      "SELECT params, message, message_key, message_params, status FROM sys_operation_log WHERE uri = $1 AND params LIKE '%0080%' ORDER BY id",
      [`${R}/getCaptcha`],
    );
    expect(sends).toEqual([
      { params: JSON.stringify({ query: {}, body: { mobile: '137****0080' } }), message: '发送住户手机验证码', message_key: 'residentCaptcha', message_params: JSON.stringify({ mobile: '137****0080' }), status: 0 },
      { params: JSON.stringify({ query: {}, body: { mobile: '137****0080' } }), message: '发送住户手机验证码', message_key: 'residentCaptcha', message_params: JSON.stringify({ mobile: '137****0080' }), status: 1 },
    ]);
    const rows = await t.sql<{ text: string }>("SELECT uri || ' ' || params || ' ' || coalesce(error, '') || ' ' || coalesce(message_params, '') AS text FROM sys_operation_log");
    expect(rows.filter((row) => row.text.includes(code))).toEqual([]);
    expect(rows.filter((row) => row.text.includes('getCaptcha') && row.text.includes(mobile))).toEqual([]);
    // The writes that carried the code show it as a secret.
    const writes = await t.sql<{ params: string }>("SELECT params FROM sys_operation_log WHERE uri = $1 AND params LIKE '%13700000080%'", [`${R}/insertNewComResident`]);
    expect(writes).toHaveLength(2);
    for (const row of writes) expect(JSON.parse(row.params).body.captcha).toBe('******');
  });
});

describe('without an SMS provider (production without the Tencent settings)', () => {
  const p = useTestApp({ NODE_ENV: 'production', SMS_PROVIDER: undefined, TEST_HOOKS: undefined });

  it('captchaStatus says so and getCaptcha answers 503 smsNotConfigured', async () => {
    const token = await loginReady(p.app, { username: 'admin' });
    const status = await p.app.inject({ method: 'GET', url: `${R}/captchaStatus`, headers: authed(token) });
    expect(status.json().data.available).toBe(false);
    const res = await p.app.inject({ method: 'POST', url: `${R}/getCaptcha`, headers: authed(token), payload: { mobile: '13700000090' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().msg).toBe('短信服务未配置，请联系管理员');
  });
});
