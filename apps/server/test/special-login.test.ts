import { ERROR_CODES, LOGIN_ENTRY_CODES, PASSWORD_STATUS } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { aesEncrypt } from '../src/platform/crypto.ts';
import { authed, login, passwordKeyOf, randomIp, useTestApp } from './helpers/app.ts';
import { addLoginTenant } from './helpers/login-tenant.ts';

const t = useTestApp();
const PASSWORD = 'City#Pass2026';
let host = '';
let key = '';

const post = (url: string, payload: unknown, options: { host?: string; ip?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: options.token ? authed(options.token, options.host ?? host) : { host: options.host ?? host },
    remoteAddress: options.ip ?? randomIp(),
    payload: payload as object,
  });
const city = (body: Record<string, unknown>, options?: { host?: string; ip?: string }) => post('/zhwy/api/system/loginForCity', body, options);
const laiZhou = (body: Record<string, unknown>, options?: { host?: string; ip?: string }) => post('/zhwy/api/system/loginForLaiZhou', body, options);
const lastLog = async (userName: string) =>
  (await t.sql<{ message: string; status: number }>('SELECT message, status FROM sys_login_log WHERE user_name = $1 ORDER BY id DESC LIMIT 1', [userName]))[0];

beforeAll(async () => {
  ({ host } = await addLoginTenant(t, 'city', { specialLoginEnabled: true }, [
    { username: 'citizen', password: PASSWORD, areaIds: [11, 12] },
    { username: 'guesser', password: PASSWORD },
    { username: 'boss', password: PASSWORD, admin: true },
    { username: 'off', password: PASSWORD, status: 1 },
  ]));
  key = await passwordKeyOf(t.app, host);
});

describe('the special entries are off unless the tenant turns them on', () => {
  it('refuses both logins on a tenant without the switch, and logs the refusal', async () => {
    const demoKey = await passwordKeyOf(t.app);
    const password = aesEncrypt('whatever', demoKey);
    const res = await city({ username: 'admin', password, level2domain: 'demo' }, { host: 'demo.localhost' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: LOGIN_ENTRY_CODES.specialLoginDisabled });
    const auto = await laiZhou({ username: 'admin', password }, { host: 'demo.localhost' });
    expect(auto.statusCode).toBe(403);
    expect(auto.json().code).toBe(LOGIN_ENTRY_CODES.specialLoginDisabled);
    expect(await lastLog('admin')).toEqual({ message: '莱州自动登录入口：本平台未开启此登录入口', status: 1 });
  });
});

describe('POST /zhwy/api/system/loginForCity', () => {
  it('logs in with the AES-encrypted password when level2domain names this tenant', async () => {
    const res = await city({ username: 'citizen', password: aesEncrypt(PASSWORD, key), level2domain: 'CITY' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ passwordStatus: PASSWORD_STATUS.ok, lockoutTime: 0 });
    const me = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpCurrentUserDetails', headers: authed(res.json().token, host) });
    expect(me.json().data.username).toBe('citizen');
    expect(await lastLog('citizen')).toEqual({ message: '城市平台入口：登录成功', status: 0 });
  });

  it('refuses another tenant\'s level2domain, a plain password and missing fields', async () => {
    const other = await city({ username: 'citizen', password: aesEncrypt(PASSWORD, key), level2domain: 'demo' });
    expect(other.statusCode).toBe(422);
    expect(other.json().fields).toHaveProperty('level2domain');
    const plain = await city({ username: 'citizen', password: PASSWORD, level2domain: 'city' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().fields).toHaveProperty('password');
    const missing = await city({ username: 'citizen', password: aesEncrypt(PASSWORD, key) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toHaveProperty('level2domain');
    for (const body of [{}, { username: 'x'.repeat(65), password: 'a', level2domain: 'city' }, { username: 'a', password: 'a', level2domain: 'x'.repeat(64) }, [], 'text']) {
      const res = await city(body as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('counts wrong passwords in the same lockout as the login form', async () => {
    const ip = randomIp();
    for (const left of [4, 3]) {
      const res = await city({ username: 'guesser', password: aesEncrypt('wrong', key), level2domain: 'city' }, { ip });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.badCredentials, attempts: left });
    }
    const form = await login(t.app, { host, username: 'guesser', password: 'wrong', ip });
    expect(form.json().attempts).toBe(2);
    await laiZhou({ username: 'guesser', password: aesEncrypt('wrong', key) }, { ip });
    const locked = await city({ username: 'guesser', password: aesEncrypt('wrong', key), level2domain: 'city' }, { ip });
    expect(locked.json()).toMatchObject({ code: ERROR_CODES.accountLocked, attempts: 0 });
    // Locked: the right password through the entry is refused too.
    const right = await city({ username: 'guesser', password: aesEncrypt(PASSWORD, key), level2domain: 'city' }, { ip });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe(ERROR_CODES.accountLocked);
  });

  it('shares the login rate limit of the address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    // Bad ciphertext: each call counts before it fails fast, no password hashing needed.
    for (let i = 0; i < 61; i++) statuses.push((await city({ username: 'citizen', password: 'not-aes', level2domain: 'city' }, { ip })).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
    const form = await login(t.app, { host, username: 'citizen', password: PASSWORD, ip });
    expect(form.statusCode).toBe(429);
  });

  it('keeps the login\'s other rules: a disabled account', async () => {
    const res = await city({ username: 'off', password: aesEncrypt(PASSWORD, key), level2domain: 'city' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.userDisabled);
  });
});

describe('POST /zhwy/api/system/loginForLaiZhou and LaiZhouUser/addAreaId', () => {
  it('logs in, then addAreaId answers the user\'s communities and grants nothing', async () => {
    const res = await laiZhou({ username: 'citizen', password: aesEncrypt(PASSWORD, key) });
    expect(res.statusCode).toBe(200);
    const token = res.json().token;
    expect(await lastLog('citizen')).toEqual({ message: '莱州自动登录入口：登录成功', status: 0 });

    const add = (body: unknown) => post('/zhwy/api/zhwy_admin/LaiZhouUser/addAreaId', body, { token });
    const plain = await add({});
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toEqual({ areaIds: [11, 12], allCommunities: false });
    expect((await add({ areaId: 11 })).statusCode).toBe(200);
    expect((await add({ areaIds: '11,12' })).statusCode).toBe(200);

    const grab = await add({ areaIds: [12, 99] });
    expect(grab.statusCode).toBe(403);
    expect(grab.json().msg).toContain('99');
    const after = await t.sql<{ area_id: number }>("SELECT area_id FROM sys_user_area a JOIN sys_user u ON u.id = a.user_id WHERE u.username = 'citizen' ORDER BY area_id");
    expect(after.map((r) => Number(r.area_id))).toEqual([11, 12]);

    for (const body of [{ areaId: -1 }, { areaIds: 'a,b' }, { areaIds: [0] }, { areaId: 'x' }]) {
      const bad = await add(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('answers the whole tenant for an administrator, and needs a session', async () => {
    const token = (await laiZhou({ username: 'boss', password: aesEncrypt(PASSWORD, key) })).json().token;
    const res = await post('/zhwy/api/zhwy_admin/LaiZhouUser/addAreaId', { areaIds: [5] }, { token });
    expect(res.json().data).toEqual({ areaIds: [], allCommunities: true });
    const anonymous = await post('/zhwy/api/zhwy_admin/LaiZhouUser/addAreaId', {});
    expect(anonymous.statusCode).toBe(401);
  });
});
