import { CAPTCHA_LOGIN_CODES, CAPTCHA_LOGIN_HEADERS, ERROR_CODES } from '@zhwy/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { aesEncrypt, hashPassword } from '../src/platform/crypto.ts';
import { SMS_LIMITS } from '../src/system/sms/service.ts';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, loginReady, passwordKeyOf, randomIp, useTestApp } from './helpers/app.ts';
import { addLoginTenant } from './helpers/login-tenant.ts';

// SMS two-factor login (issue 11): the masked phone by account name, a code to that account's phone only, the
// code at login. The test provider keeps the last code per number for the test hook (TEST_HOOKS=true).

const t = useTestApp({ SMS_PROVIDER: 'test', TEST_HOOKS: 'true' });

const DEMO_TENANT_ID = 'T-DEMO-0001';
const phones = { alice: '13800138000', bob: '13900139000', admin: '13700137000', carol: '13600136000', dave: '13500135000', erin: '13300133000' };
let adminToken = '';

/** An enabled account of the demo tenant with ADMIN_PASSWORD and the given mobile. */
const addUser = async (username: string, mobile: string | null, status = 0) => {
  await t.sql(`INSERT INTO sys_user (tenant_id, username, password_hash, mobile, status) SELECT id, $1, $2, $3, $4 FROM tenant WHERE code = 'demo'`, [
    username,
    await hashPassword(ADMIN_PASSWORD),
    mobile,
    status,
  ]);
};

const lookup = async (userName: string, ip: string, options: { encrypt?: boolean; host?: string } = {}) => {
  const host = options.host ?? DEMO;
  const value = options.encrypt === false ? userName : aesEncrypt(userName, await passwordKeyOf(t.app, host));
  return t.app.inject({ method: 'GET', url: `/zhwy/api/system/selectPhoneByUserName?userName=${encodeURIComponent(value)}`, headers: { host }, remoteAddress: ip });
};

const send = (phone: unknown, ip: string, tenantId: unknown = DEMO_TENANT_ID, host = DEMO) =>
  t.app.inject({ method: 'POST', url: '/api/tencentSms/loginSend', headers: { host }, remoteAddress: ip, payload: { phone, tenantId } });

/** The code the test provider holds for a number (the test hook). */
const sentCode = async (mobile: string): Promise<string> => {
  const res = await t.app.inject({ method: 'GET', url: `/test-hooks/sms/${mobile}`, headers: { host: DEMO } });
  expect(res.statusCode).toBe(200);
  return res.json().data.code;
};

/** The login with the code in its header (X-Sms-Code), or none. */
const smsLogin = async (username: string, smsCode: string | undefined, ip = randomIp(), password = ADMIN_PASSWORD): Promise<LightMyRequestResponse> => {
  const key = await passwordKeyOf(t.app, DEMO);
  return t.app.inject({
    method: 'POST',
    url: '/zhwy/api/system/login',
    headers: { host: DEMO, ...(smsCode === undefined ? {} : { 'x-sms-code': smsCode }) },
    remoteAddress: ip,
    payload: { username, password: aesEncrypt(password, key) },
  });
};

/** Look-up and send from one address, answering the code the phone received. */
const codeFor = async (username: string, mobile: string, ip = randomIp()) => {
  const found = await lookup(username, ip);
  expect(found.json().data).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  const sent = await send(found.json().data, ip);
  expect(sent.statusCode, sent.body).toBe(200);
  return sentCode(mobile);
};

const settings = (body: unknown, token = adminToken, host = DEMO) =>
  t.app.inject({ method: 'PUT', url: '/zhwy/api/zhwy_admin/zhwyTenant/loginSettings', headers: authed(token, host), payload: body as object });

/** Where the store keeps a demo account's live code (its hash). */
const codeKeyOf = async (username: string) => {
  const [row] = await t.sql<{ tenant_id: number; id: number }>(
    "SELECT tenant_id, id FROM sys_user WHERE username = $1 AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')",
    [username],
  );
  return `sms:code:${row.tenant_id}:${row.id}`;
};

/** Lets the next send to this number go at once (the 30 s resend wait is covered by its own test). */
const skipResendWait = (mobile: string) => t.store.delete(`sms:wait:${mobile}`);

beforeAll(async () => {
  adminToken = await loginReady(t.app, { username: 'admin' });
  await addUser('alice', phones.alice);
  await addUser('bob', phones.bob);
  await addUser('carol', phones.carol);
  await addUser('dave', phones.dave);
  await addUser('erin', phones.erin);
  await addUser('nophone', null);
  await addUser('masked', '138****1234');
  await addUser('gone', '13200132000', 1);
});

describe('two-factor login off', () => {
  it('the look-up reveals nothing, sending is refused, the login needs no code', async () => {
    const found = await lookup('alice', randomIp());
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ code: 0, msg: '未开启短信验证码登录', data: null });
    const sent = await send('138****8000', randomIp());
    expect(sent.statusCode).toBe(403);
    expect(sent.json().msg).toBe('未开启短信验证码登录');
    expect((await smsLogin('alice', undefined)).statusCode).toBe(200);
  });

  it('the administrator turns it on only with a phone of their own', async () => {
    const refused = await settings({ doubleFactorLogin: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ doubleFactorLogin: '请先在个人中心为自己的账号绑定手机号，再开启短信验证码登录' });
    await t.sql(`UPDATE sys_user SET mobile = $1 WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`, [phones.admin]);
    // (Not the same body again within a second: the duplicate-submit guard.)
    const on = await settings({ doubleFactorLogin: true, captchaType: 'blockPuzzle' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.doubleFactorLogin).toBe(true);
  });
});

describe('phone look-up', () => {
  it('answers the linked phone masked, for the AES-encrypted name and for a plain one', async () => {
    const found = await lookup('alice', randomIp());
    expect(found.json()).toEqual({ code: 0, msg: '操作成功', data: '138****8000' });
    expect((await lookup('alice', randomIp(), { encrypt: false })).json().data).toBe('138****8000');
    expect(found.body).not.toContain('13800138000');
  });

  it('no phone, a masked phone, a disabled account and an unknown name get the same answer', async () => {
    const answers = await Promise.all(['nophone', 'masked', 'gone', 'nobody-such'].map(async (name) => (await lookup(name, randomIp())).json()));
    for (const answer of answers) expect(answer).toEqual({ code: 0, msg: '该用户未绑定手机号，请联系管理员', data: null });
    // In the caller's language.
    const english = await t.app.inject({
      method: 'GET',
      url: '/zhwy/api/system/selectPhoneByUserName?userName=nophone',
      headers: { host: DEMO, 'accept-language': 'en-US' },
      remoteAddress: randomIp(),
    });
    expect(english.json().msg).toBe('This user has no linked mobile number; please contact the administrator');
  });

  it('another tenant does not see this tenant’s accounts', async () => {
    const secondAdmin = await loginReady(t.app, { host: SECOND, username: 'admin' });
    await t.sql(`UPDATE sys_user SET mobile = '13100131000' WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'second')`);
    const on = await settings({ doubleFactorLogin: true }, secondAdmin, SECOND);
    expect(on.statusCode, on.body).toBe(200);
    expect((await lookup('admin', randomIp(), { host: SECOND })).json().data).toBe('131****1000');
    expect((await lookup('alice', randomIp(), { host: SECOND })).json()).toEqual({ code: 0, msg: '该用户未绑定手机号，请联系管理员', data: null });
  });

  it('bad input is refused, never a 500', async () => {
    const ip = randomIp();
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/zhwy/api/system/selectPhoneByUserName${query}`, headers: { host: DEMO }, remoteAddress: ip });
    for (const query of ['', '?userName=', '?userName=%20%20', `?userName=${'x'.repeat(1100)}`, '?userName=a&userName=b', '?userName[a]=1']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().fields), query).toEqual(['userName']);
    }
    // Not AES, not a name of this tenant, broken escapes: the "no phone" answer.
    for (const query of ['?userName=%E0%A4%A', `?userName=${'%F0%9F%98%80'.repeat(20)}`, '?userName=QUJD']) expect((await get(query)).statusCode, query).toBe(200);
  });

  it(`at most ${SMS_LIMITS.lookupsPerIpPerMinute} look-ups a minute from one address`, async () => {
    const ip = randomIp();
    for (let i = 0; i < SMS_LIMITS.lookupsPerIpPerMinute; i++) expect((await lookup('alice', ip, { encrypt: false })).statusCode).toBe(200);
    const over = await lookup('alice', ip, { encrypt: false });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(ERROR_CODES.rateLimited);
    expect((await lookup('alice', randomIp(), { encrypt: false })).statusCode).toBe(200);
  });
});

describe('sending the code', () => {
  it('sends 6 digits to the looked-up account’s phone, then waits 30 s before a resend', async () => {
    const ip = randomIp();
    const found = await lookup('bob', ip);
    const sent = await send(found.json().data, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ code: 0, msg: '验证码已发送，5 分钟内有效', data: null });
    expect(await sentCode(phones.bob)).toMatch(/^\d{6}$/);
    // The code is stored as a hash only.
    const stored = await t.store.get(await codeKeyOf('bob'));
    expect(stored).toMatch(/scrypt/);
    expect(stored).not.toContain(await sentCode(phones.bob));

    const early = await send('139****9000', ip);
    expect(early.statusCode).toBe(429);
    expect(early.json().msg).toMatch(/^请在 ([12]?\d|30) 秒后重新发送$/);
    // The full number works as well as the masked one (it must be the account's own).
    await skipResendWait(phones.bob);
    expect((await send(phones.bob, ip)).statusCode).toBe(200);
  });

  it('only to an account this address looked up: never to a number the request names', async () => {
    const ip = randomIp();
    // No look-up from this address.
    const blind = await send('138****8000', ip);
    expect(blind.statusCode).toBe(422);
    expect(blind.json().fields).toEqual({ phone: '请先输入账号，获取绑定的手机号' });
    // A looked-up account, but another number (full or masked).
    await lookup('alice', ip);
    for (const phone of ['13800138001', '13912345678', '139****8000']) {
      const other = await send(phone, ip);
      expect(other.statusCode, phone).toBe(422);
      expect(other.json().fields.phone).toBe('请先输入账号，获取绑定的手机号');
    }
    await expect(t.app.inject({ method: 'GET', url: '/test-hooks/sms/13912345678', headers: { host: DEMO } })).resolves.toMatchObject({ statusCode: 404 });
    // The look-up of another address does not count.
    expect((await send('138****8000', randomIp())).statusCode).toBe(422);
  });

  it('bad input is refused with the field named, never a 500', async () => {
    const ip = randomIp();
    await lookup('alice', ip);
    const wrongTenant = await send('138****8000', ip, 'T-SUN-0002');
    expect(wrongTenant.statusCode).toBe(422);
    expect(wrongTenant.json().fields).toEqual({ tenantId: '格式不正确' });
    for (const [phone, tenantId] of [['', DEMO_TENANT_ID], ['abc', DEMO_TENANT_ID], ['1380013800', DEMO_TENANT_ID], [13800138000, DEMO_TENANT_ID], ['138****8000', null], ['138****8000', { a: 1 }]]) {
      const res = await send(phone, ip, tenantId);
      expect(res.statusCode, JSON.stringify([phone, tenantId])).toBe(422);
    }
    for (const payload of ['not json', '[]', '"138****8000"', '{"phone":["138****8000"],"tenantId":"T-DEMO-0001"}']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/tencentSms/loginSend', headers: { host: DEMO, 'content-type': 'application/json' }, remoteAddress: ip, payload });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });

  it(`at most ${SMS_LIMITS.sendsPerPhonePerHour} codes an hour to one number`, async () => {
    const ip = randomIp();
    await lookup('carol', ip);
    for (let i = 0; i < SMS_LIMITS.sendsPerPhonePerHour; i++) {
      await skipResendWait(phones.carol);
      expect((await send('136****6000', ip)).statusCode).toBe(200);
    }
    await skipResendWait(phones.carol);
    const over = await send('136****6000', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toBe('该手机号获取验证码次数过多，请稍后再试');
  });

  it(`at most ${SMS_LIMITS.sendsPerIpPerHour} send calls an hour from one address`, async () => {
    const ip = randomIp();
    for (let i = 0; i < SMS_LIMITS.sendsPerIpPerHour; i++) expect((await send('138****8000', ip)).statusCode).toBe(422);
    const over = await send('138****8000', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(ERROR_CODES.rateLimited);
  });
});

describe('login with the code', () => {
  it('requires the code, refuses and counts a wrong one, accepts the right one once', async () => {
    const code = await codeFor('dave', phones.dave);
    const ip = randomIp();
    const missing = await smsLogin('dave', undefined, ip);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ msg: '手机验证码不能为空', fields: { smsCode: '手机验证码不能为空' } });
    expect((await smsLogin('dave', '   ', ip)).json().fields).toEqual({ smsCode: '手机验证码不能为空' });

    const wrong = await smsLogin('dave', code === '000000' ? '111111' : '000000', ip);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: ERROR_CODES.badCredentials, msg: '短信验证码错误或已失效', attempts: 4, fields: { smsCode: '短信验证码错误或已失效' } });
    // A wrong password with a right code is a wrong password (the code is not used up).
    const badPassword = await smsLogin('dave', code, ip, 'Wrong#Pass1');
    expect(badPassword.json()).toMatchObject({ code: ERROR_CODES.badCredentials, attempts: 3 });
    expect(badPassword.json()).not.toHaveProperty('fields');

    const right = await smsLogin('dave', code, ip);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().token).toBeTruthy();
    const replay = await smsLogin('dave', code, randomIp());
    expect(replay.statusCode).toBe(401);
    expect(replay.json().msg).toBe('短信验证码错误或已失效');
  });

  it('an expired code is refused', async () => {
    const code = await codeFor('erin', phones.erin);
    const key = await codeKeyOf('erin');
    await t.store.set(key, (await t.store.get(key))!, 1); // its 5 minutes are over
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = await smsLogin('erin', code);
    expect(late.statusCode).toBe(401);
    expect(late.json().fields).toEqual({ smsCode: '短信验证码错误或已失效' });
  });

  it('a new code replaces the previous one; five wrong codes burn it', async () => {
    await skipResendWait(phones.alice);
    const first = await codeFor('alice', phones.alice);
    await skipResendWait(phones.alice);
    const second = await codeFor('alice', phones.alice);
    if (first !== second) expect((await smsLogin('alice', first)).statusCode).toBe(401);
    const wrong = second === '999999' ? '888888' : '999999';
    // From five addresses: one address alone would lock itself out of the account at its fifth failure.
    for (let i = 0; i < 5; i++) expect((await smsLogin('alice', wrong)).statusCode).toBe(401);
    expect((await smsLogin('alice', second)).statusCode).toBe(401);
    await skipResendWait(phones.alice);
    expect((await smsLogin('alice', await codeFor('alice', phones.alice))).statusCode).toBe(200);
  });

  it('an account without a usable phone is told so after its password', async () => {
    for (const name of ['nophone', 'masked']) {
      const res = await smsLogin(name, '123456');
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ smsCode: '该用户未绑定手机号，请联系管理员' });
    }
    // A wrong password says nothing about the phone.
    expect((await smsLogin('nophone', '123456', randomIp(), 'Wrong#Pass1')).json()).not.toHaveProperty('fields');
  });

  it('the code of one account does not log in another', async () => {
    await skipResendWait(phones.bob);
    const bobs = await codeFor('bob', phones.bob);
    expect((await smsLogin('dave', bobs)).statusCode).toBe(401);
    expect((await smsLogin('bob', bobs)).statusCode).toBe(200);
  });
});

describe('codes never in a log', () => {
  it('request log, operation log, login log and the store hold no code', async () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const logged = await buildApp({ ...t.deps, config: { ...t.config, logLevel: 'trace', logFormat: 'json' } }, { webRoot: null });
    try {
      await logged.ready();
      const key = await passwordKeyOf(logged, DEMO);
      const ip = randomIp();
      await skipResendWait(phones.dave);
      await logged.inject({ method: 'GET', url: `/zhwy/api/system/selectPhoneByUserName?userName=${encodeURIComponent(aesEncrypt('dave', key))}`, headers: { host: DEMO }, remoteAddress: ip });
      expect((await logged.inject({ method: 'POST', url: '/api/tencentSms/loginSend', headers: { host: DEMO }, remoteAddress: ip, payload: { phone: '135****5000', tenantId: DEMO_TENANT_ID } })).statusCode).toBe(200);
      const code = await sentCode(phones.dave);
      const loginWith = (smsCode: string) =>
        logged.inject({ method: 'POST', url: '/zhwy/api/system/login', headers: { host: DEMO, 'x-sms-code': smsCode }, remoteAddress: ip, payload: { username: 'dave', password: aesEncrypt(ADMIN_PASSWORD, key) } });
      expect((await loginWith(code === '123123' ? '321321' : '123123')).statusCode).toBe(401);
      const ok = await loginWith(code);
      expect(ok.statusCode).toBe(200);
      // The session's first call, logged with its operation (the settings' change).
      const token = ok.json().token as string;
      expect((await logged.inject({ method: 'GET', url: '/zhwy/api/system/cscpCurrentUserDetails', headers: authed(token) })).statusCode).toBeLessThan(500);

      const output = lines.join('');
      expect(output).toContain('selectPhoneByUserName'); // the request log was captured
      expect(output).not.toContain(code);
      const tables = await t.sql<{ text: string }>(
        `SELECT params || ' ' || coalesce(error, '') || ' ' || uri AS text FROM sys_operation_log UNION ALL SELECT message || ' ' || user_name FROM sys_login_log
         UNION ALL SELECT key || ' ' || value FROM kv_store WHERE key NOT LIKE 'sms:test:%'`,
      );
      expect(tables.length).toBeGreaterThan(0);
      expect(tables.filter((row) => row.text.includes(code))).toEqual([]);
    } finally {
      write.mockRestore();
      await logged.close();
    }
  });
});

describe('with a slider captcha on (CAPTCHA_ENABLED=true)', () => {
  const c = useTestApp({ SMS_PROVIDER: 'test', TEST_HOOKS: 'true', CAPTCHA_ENABLED: 'true' });
  const HOST = 'smscap.localhost';

  /** A passed slider captcha through the test hook: its second verification (protocols.md). */
  const solveSlider = async () => {
    const ip = randomIp();
    const got = await c.app.inject({ method: 'POST', url: '/zhwy/api/system/catpcha/get', headers: { host: HOST }, remoteAddress: ip, payload: { captchaType: 'blockPuzzle', clientUid: 'sms-test', ts: Date.now() } });
    const challenge = got.json().repData as { token: string; secretKey: string };
    const answer = (await c.app.inject({ method: 'GET', url: `/test-hooks/captcha/${challenge.token}`, headers: { host: HOST } })).json().data as { x: number };
    const points = { x: answer.x, y: 5 };
    const checked = await c.app.inject({
      method: 'POST',
      url: '/zhwy/api/system/catpcha/check',
      headers: { host: HOST },
      remoteAddress: ip,
      payload: { captchaType: 'blockPuzzle', token: challenge.token, pointJson: aesEncrypt(JSON.stringify(points), challenge.secretKey) },
    });
    expect(checked.json().repCode).toBe('0000');
    return aesEncrypt(`${challenge.token}---${JSON.stringify(points)}`, challenge.secretKey);
  };

  it('a send needs its own passed captcha, used up by it', async () => {
    await addLoginTenant(c, 'smscap', { doubleFactorLogin: true, captchaType: 'blockPuzzle' }, [{ username: 'frank', password: ADMIN_PASSWORD }]);
    await c.sql("UPDATE sys_user SET mobile = '13400134000' WHERE username = 'frank'");
    const ip = randomIp();
    const sendWith = (headers: Record<string, string>) =>
      c.app.inject({ method: 'POST', url: '/api/tencentSms/loginSend', headers: { host: HOST, ...headers }, remoteAddress: ip, payload: { phone: '134****4000', tenantId: 'T-SMSCAP' } });
    const found = await c.app.inject({ method: 'GET', url: '/zhwy/api/system/selectPhoneByUserName?userName=frank', headers: { host: HOST }, remoteAddress: ip });
    expect(found.json().data).toBe('134****4000');

    const unverified = await sendWith({});
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().code).toBe(CAPTCHA_LOGIN_CODES.captchaRequired);
    const verification = await solveSlider();
    const sent = await sendWith({ [CAPTCHA_LOGIN_HEADERS.verification]: verification });
    expect(sent.statusCode, sent.body).toBe(200);
    // Used up: the same verification does not send again (nor log in).
    await c.store.delete('sms:wait:13400134000');
    expect((await sendWith({ [CAPTCHA_LOGIN_HEADERS.verification]: verification })).json().code).toBe(CAPTCHA_LOGIN_CODES.captchaWrong);
  });
});
