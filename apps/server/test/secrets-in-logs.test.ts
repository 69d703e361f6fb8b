import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { aesEncrypt } from '../src/platform/crypto.ts';
import { ADMIN_PASSWORD, DEMO, randomIp, useTestApp } from './helpers/app.ts';
import { type FakeCas, logoutRequestXml, startFakeCas } from './helpers/fake-cas.ts';
import { addLoginTenant } from './helpers/login-tenant.ts';

// Issue 11: passwords, tokens, SMS codes and captcha answers never appear in any log. A whole login-security run
// (captchas, SMS two-factor login, CAS, the special entries, RSA and AES passwords, password changes, refusals)
// against an app that logs at debug in JSON, its output captured line by line; then every secret the run used is
// looked for in that output and in the login and operation log tables.
const t = useTestApp({ CAPTCHA_ENABLED: 'true', TEST_HOOKS: 'true', SMS_PROVIDER: 'test', PASSWORD_RSA: 'true', LOG_LEVEL: 'debug', LOG_FORMAT: 'json' });

const logLines: string[] = [];
const secrets = new Set<string>();
/** Short numeric secrets (SMS codes, digit captchas) only count as a whole number, not inside a longer one. */
const codes = new Set<string>();
let app: FastifyInstance;
let cas: FakeCas;
const realWrite = process.stdout.write.bind(process.stdout);

const keep = <T extends string>(value: T): T => {
  secrets.add(value);
  return value;
};

type Call = { method?: 'GET' | 'POST' | 'PUT'; url: string; host?: string; body?: unknown; headers?: Record<string, string>; ip?: string; form?: boolean };
const call = (c: Call): Promise<LightMyRequestResponse> =>
  app.inject({
    method: c.method ?? 'POST',
    url: c.url,
    headers: { host: c.host ?? DEMO, ...(c.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...c.headers },
    remoteAddress: c.ip ?? randomIp(),
    ...(c.body === undefined ? {} : { payload: c.form ? new URLSearchParams(c.body as Record<string, string>).toString() : (c.body as object) }),
  });

const tenantInfo = async (host = DEMO) => (await call({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', host })).json().data;
const aes = async (plain: string, host = DEMO) => keep(aesEncrypt(keep(plain), (await tenantInfo(host)).passwordKey));
const rsa = async (plain: string, host = DEMO) => {
  const key = crypto.createPublicKey({ key: Buffer.from((await tenantInfo(host)).passwordPublicKey, 'base64'), format: 'der', type: 'spki' });
  keep(plain);
  return keep(`rsa:${crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain)).toString('base64')}`);
};

/** A slider solved through the test hook: its second verification (the captcha's answer, kept as secrets). */
const sliderVerification = async (host = DEMO) => {
  const get = (await call({ url: '/catpcha/get', host, body: { captchaType: 'blockPuzzle', clientUid: 'logs', ts: Date.now() } })).json().repData;
  keep(get.secretKey);
  const answer = (await call({ method: 'GET', url: `/test-hooks/captcha/${get.token}`, host })).json().data;
  const point = JSON.stringify({ x: answer.x, y: 5 });
  const pointJson = keep(aesEncrypt(point, get.secretKey));
  expect((await call({ url: '/zhwy/api/system/catpcha/check', host, body: { captchaType: 'blockPuzzle', token: get.token, pointJson } })).json().repCode).toBe('0000');
  return keep(aesEncrypt(`${get.token}---${point}`, get.secretKey));
};

const tokenOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return keep(res.json().token as string);
};

beforeAll(async () => {
  process.stdout.write = ((chunk: string | Uint8Array) => {
    logLines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  app = await buildApp(t.deps, { webRoot: null });
  await app.ready();
  cas = await startFakeCas();
});

afterAll(async () => {
  process.stdout.write = realWrite;
  await app?.close();
  await cas?.close();
});

describe('a full login-security run', () => {
  it('logs in every way there is', async () => {
    // The forced change of the seeded password, without session (RSA), then a refused login with a plain password.
    const ready = 'Logs#Ready2026';
    const changed = await call({ method: 'PUT', url: '/zhwy/api/system/cscpUserPassword', body: { userName: 'admin', oldPassword: await rsa(ADMIN_PASSWORD), newPassword: await rsa(ready) } });
    tokenOf(changed);
    const plain = await call({ url: '/zhwy/api/system/login', body: { username: 'admin', password: keep('Plain#Secret2026') }, headers: { 'captcha-verification': await sliderVerification() } });
    expect(plain.statusCode).toBe(400);

    // A wrong password and a right one, each with a solved slider; a replayed verification.
    const wrong = await call({ url: '/zhwy/api/system/login', body: { username: 'admin', password: await aes('Wrong#Guess2026') }, headers: { 'captcha-verification': await sliderVerification() } });
    expect(wrong.statusCode).toBe(401);
    const verification = await sliderVerification();
    const admin = tokenOf(await call({ url: '/zhwy/api/system/login', body: { username: 'admin', password: await rsa(ready) }, headers: { 'captcha-verification': verification } }));
    expect((await call({ url: '/zhwy/api/system/login', body: { username: 'admin', password: await aes(ready) }, headers: { 'captcha-verification': verification } })).statusCode).toBe(400);

    // The token in the header, and (refused) in the query string.
    expect((await call({ method: 'GET', url: '/zhwy/api/system/cscpCurrentUserDetails', headers: { authorization: `Bearer ${admin}` } })).statusCode).toBe(200);
    await call({ method: 'GET', url: `/zhwy/api/system/cscpCurrentUserDetails?token=${admin}&access_token=${admin}` });

    // The digit captcha.
    const settings = (body: object) => call({ method: 'PUT', url: '/zhwy/api/zhwy_admin/zhwyTenant/loginSettings', body, headers: { authorization: admin } });
    expect((await settings({ captchaType: 'digit' })).statusCode).toBe(200);
    const digit = (await call({ method: 'GET', url: '/zhwy/api/system/catpcha/digitalCaptcha' })).json();
    const [key] = Object.keys(digit);
    const digits = (await call({ method: 'GET', url: `/test-hooks/captcha/${key}` })).json().data.code as string;
    codes.add(digits);
    tokenOf(await call({ url: '/zhwy/api/system/login', body: { username: 'admin', password: await aes(ready) }, headers: { 'captcha-key': key, 'captcha-verification': digits } }));

    // SMS two-factor login: a wrong code, then the one sent.
    await t.sql("UPDATE sys_user SET mobile = '13700137000' WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')");
    expect((await settings({ captchaType: 'off', doubleFactorLogin: true })).statusCode).toBe(200);
    const ip = randomIp();
    const phone = (await call({ method: 'GET', url: `/zhwy/api/system/selectPhoneByUserName?userName=${encodeURIComponent(await aes('admin'))}`, ip })).json().data;
    secrets.delete('admin'); // the account name is no secret
    expect((await call({ url: '/api/tencentSms/loginSend', body: { phone, tenantId: 'T-DEMO-0001' }, ip })).statusCode).toBe(200);
    const sms = (await call({ method: 'GET', url: '/test-hooks/sms/13700137000' })).json().data.code as string;
    codes.add(sms);
    const wrongCode = sms === '000000' ? '111111' : '000000';
    expect((await call({ url: '/zhwy/api/system/login', body: { username: 'admin', password: await aes(ready) }, headers: { 'x-sms-code': wrongCode } })).statusCode).toBe(401);
    // Two wrong answers on the account (a password, a code): the captcha is asked for even with the tenant's off.
    const headers = { 'x-sms-code': sms, 'captcha-verification': await sliderVerification() };
    tokenOf(await call({ url: '/zhwy/api/system/login', body: { username: 'admin', password: await aes(ready) }, headers }));
    expect((await settings({ doubleFactorLogin: false, captchaType: 'blockPuzzle' })).statusCode).toBe(200);

    // CAS: a login by ticket, a refused ticket, the single logout.
    const { host: casHost } = await addLoginTenant(t, 'logscas', { casBaseUrl: cas.baseUrl, specialLoginEnabled: true }, [{ username: 'zhang', password: 'Zhang#Pass2026' }]);
    const service = `http://${casHost}/login`;
    const ticket = keep(cas.issue('zhang', service));
    tokenOf(await call({ url: '/zhwy/api/system/loginByCas', host: casHost, form: true, body: { ticket, serviceUrl: service } }));
    expect((await call({ url: '/zhwy/api/system/loginByCas', host: casHost, form: true, body: { ticket: keep('ST-9-forged-secret-ticket'), serviceUrl: service } })).statusCode).toBe(401);
    expect((await call({ url: '/login', host: casHost, form: true, body: { logoutRequest: logoutRequestXml(ticket) } })).json().msg).toBe('会话已结束');

    // The special entries.
    tokenOf(await call({ url: '/zhwy/api/system/loginForCity', host: casHost, body: { username: 'zhang', password: await aes('Zhang#Pass2026', casHost), level2domain: 'logscas' } }));
    tokenOf(await call({ url: '/zhwy/api/system/loginForLaiZhou', host: casHost, body: { username: 'zhang', password: await rsa('Zhang#Pass2026', casHost) } }));
  });

  it('wrote log lines for all of it, at debug, in JSON', () => {
    const requests = logLines.filter((line) => line.includes('"incoming request"'));
    expect(requests.length).toBeGreaterThan(40);
    const urls = requests.map((line) => JSON.parse(line).req.url as string);
    for (const path of ['/zhwy/api/system/login', '/zhwy/api/system/loginByCas', '/api/tencentSms/loginSend', '/zhwy/api/system/loginForCity', '/test-hooks/sms/13700137000']) {
      expect(urls).toContain(path);
    }
    // The query strings are there, their secrets replaced.
    expect(urls.some((url) => url.startsWith('/zhwy/api/system/cscpCurrentUserDetails?token=******'))).toBe(true);
  });

  it('holds none of the passwords, ciphertexts, tokens, tickets, codes or captcha answers', async () => {
    const loginLog = (await t.sql('SELECT * FROM sys_login_log')).map((row) => JSON.stringify(row));
    const operationLog = (await t.sql('SELECT * FROM sys_operation_log')).map((row) => JSON.stringify(row));
    expect(loginLog.length).toBeGreaterThan(8);
    expect(operationLog.length).toBeGreaterThan(2);
    const everything = [...logLines, ...loginLog, ...operationLog].join('\n');
    expect(secrets.size).toBeGreaterThan(25);
    const found = [...secrets].filter((secret) => everything.includes(secret)).map((secret) => secret.slice(0, 40));
    expect(found).toEqual([]);
    expect(codes.size).toBe(2);
    const foundCodes = [...codes].filter((code) => new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`).test(everything));
    expect(foundCodes).toEqual([]);
  });
});
