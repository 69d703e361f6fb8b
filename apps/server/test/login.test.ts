import { ERROR_CODES, PASSWORD_STATUS } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, login, useTestApp } from './helpers/app.ts';

const t = useTestApp();

describe('POST /zhwy/api/system/login', () => {
  it('answers a token and passwordStatus 1 for the seeded administrator', async () => {
    const res = await login(t.app, { username: 'admin', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.passwordStatus).toBe(PASSWORD_STATUS.weak);
    expect(body.lockoutTime).toBe(0);
    expect(body.attempts).toBe(5);
    // The token works, and only its hash is stored.
    const me = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpCurrentUserDetails', headers: authed(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ username: 'admin', tenantCode: 'demo' });
    const stored = await t.sql<{ token_hash: string }>('SELECT token_hash FROM sys_session');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((s) => s.token_hash)).not.toContain(body.token);
  });

  it('refuses missing fields with 422 and a field map', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/login', headers: { host: DEMO }, payload: {} });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.fields).toMatchObject({ username: expect.any(String), password: expect.any(String) });
    expect(body.fields.username).toBe('不能为空');
    expect(body.msg).toBeTruthy();

    const blank = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/login', headers: { host: DEMO }, payload: { username: '  ', password: 'x' } });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().fields)).toEqual(['username']);
  });

  it('answers the field messages in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/zhwy/api/system/login',
      headers: { host: DEMO, 'accept-language': 'en-US,en;q=0.9' },
      payload: { password: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.username).toBe('Required');
  });

  it('refuses a password that is not AES-encrypted with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/zhwy/api/system/login',
      headers: { host: DEMO },
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('password');
  });

  // Failures count per (account, address): these tests send theirs from one address (lockout.test.ts: the rest).
  it('counts wrong passwords down, then locks the account even for the right password', async () => {
    const ip = '10.0.1.1';
    const attempts: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await login(t.app, { username: 'staff', password: 'Wrong#Pass1', ip });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(ERROR_CODES.badCredentials);
      expect(res.json().lockoutTime).toBe(0);
      attempts.push(res.json().attempts);
    }
    expect(attempts).toEqual([4, 3, 2, 1]);
    expect((await login(t.app, { username: 'staff', password: 'Wrong#Pass1', ip })).json()).toMatchObject({ attempts: 0, code: ERROR_CODES.accountLocked });

    const locked = await login(t.app, { username: 'staff', password: ADMIN_PASSWORD, ip });
    expect(locked.statusCode).toBe(401);
    expect(locked.json().code).toBe(ERROR_CODES.accountLocked);
    expect(locked.json().attempts).toBe(0);
    expect(locked.json().lockoutTime).toBeGreaterThan(29 * 60);
    expect(locked.json().lockoutTime).toBeLessThanOrEqual(30 * 60);
    expect(locked.json()).not.toHaveProperty('token');

    // The lock is per tenant: the second tenant's staff still logs in.
    expect((await login(t.app, { host: SECOND, username: 'staff', password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it('the fifth failure itself answers the lockout', async () => {
    await t.sql("INSERT INTO sys_user (tenant_id, username, password_hash) SELECT tenant_id, 'locky', password_hash FROM sys_user WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')");
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await login(t.app, { username: 'locky', password: 'Nope#12345', ip: '10.0.1.2' })).json());
    expect(results.map((r) => r.attempts)).toEqual([4, 3, 2, 1, 0]);
    expect(results[4].lockoutTime).toBeGreaterThan(0);
    expect(results[4].code).toBe(ERROR_CODES.accountLocked);
  });

  it('treats an unknown user like a wrong password, lockout included', async () => {
    const ip = '10.0.1.3';
    const first = await login(t.app, { username: 'ghost', password: 'Whatever#1', ip });
    expect(first.statusCode).toBe(401);
    expect(first.json().attempts).toBe(4);
    const known = await login(t.app, { host: SECOND, username: 'admin', password: 'Whatever#1' });
    expect(known.json().msg).toBe(first.json().msg);
    for (let i = 0; i < 4; i++) await login(t.app, { username: 'ghost', password: 'Whatever#1', ip });
    const locked = await login(t.app, { username: 'ghost', password: 'Whatever#1', ip });
    expect(locked.statusCode).toBe(401);
    expect(locked.json().lockoutTime).toBeGreaterThan(0);
  });

  it('refuses a disabled user with 403 and a clear message', async () => {
    await t.sql("UPDATE sys_user SET status = 1 WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'second')");
    try {
      const res = await login(t.app, { host: SECOND, username: 'admin', password: ADMIN_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ERROR_CODES.userDisabled);
      expect(res.json().msg).toBe('账号已被禁用，请联系管理员');
      expect(res.json()).not.toHaveProperty('token');
      // In the caller's language, as every server message.
      const english = await login(t.app, { host: SECOND, username: 'admin', password: ADMIN_PASSWORD, language: 'en-US' });
      expect(english.json()).toMatchObject({ code: ERROR_CODES.userDisabled, msg: 'This account has been disabled. Contact your administrator.' });
    } finally {
      await t.sql("UPDATE sys_user SET status = 0 WHERE username = 'admin'");
    }
  });

  it('a disabled user loses the sessions already open', async () => {
    const token = (await login(t.app, { host: SECOND, username: 'staff', password: ADMIN_PASSWORD })).json().token;
    const menus = () => t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token, SECOND) });
    expect((await menus()).statusCode).toBe(200);
    await t.sql("UPDATE sys_user SET status = 1 WHERE username = 'staff' AND tenant_id = (SELECT id FROM tenant WHERE code = 'second')");
    expect((await menus()).statusCode).toBe(401);
    await t.sql("UPDATE sys_user SET status = 0 WHERE username = 'staff'");
  });

  it('blocks the login of an expired tenant with passwordStatus 5 and a message', async () => {
    await t.sql(`INSERT INTO tenant (code, platform_name, tenant_id_str, expire_at) VALUES ('lapsed', '过期物业', 'T-L', now() - interval '1 minute')`);
    await t.sql(`INSERT INTO sys_user (tenant_id, username, password_hash)
                 SELECT (SELECT id FROM tenant WHERE code = 'lapsed'), 'admin', password_hash FROM sys_user WHERE username = 'admin' LIMIT 1`);
    const res = await login(t.app, { host: 'lapsed.localhost', username: 'admin', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().passwordStatus).toBe(PASSWORD_STATUS.blocked);
    expect(res.json().token).toBe('');
    expect(res.json().msg).toBe('项目已过期，请联系平台管理员续期');
    const japanese = await login(t.app, { host: 'lapsed.localhost', username: 'admin', password: ADMIN_PASSWORD, language: 'ja' });
    expect(japanese.json().msg).toBe('プロジェクトの有効期限が切れています。プラットフォーム管理者に更新を依頼してください');
  });

  it('refuses the open sessions of a tenant once it expires, except logout', async () => {
    await t.sql(`INSERT INTO tenant (code, platform_name, tenant_id_str, expire_at) VALUES ('lapsing', '将过期物业', 'T-X', now() + interval '1500 milliseconds')`);
    await t.sql(`INSERT INTO sys_user (tenant_id, username, password_hash)
                 SELECT (SELECT id FROM tenant WHERE code = 'lapsing'), 'admin', password_hash FROM sys_user WHERE username = 'admin' LIMIT 1`);
    const host = 'lapsing.localhost';
    const token = (await login(t.app, { host, username: 'admin', password: ADMIN_PASSWORD })).json().token as string;
    const menus = () => t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token, host) });
    expect((await menus()).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const refused = await menus();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.tenantUnavailable, msg: expect.stringContaining('过期') });
    const logout = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/logout', headers: authed(token, host) });
    expect(logout.statusCode).toBe(200);
  });

  it('writes a login log row for every attempt, success and failure', async () => {
    const rows = await t.sql<{ user_name: string; status: number; message: string; ip: string }>(
      "SELECT user_name, status, message, ip FROM sys_login_log WHERE user_name IN ('admin', 'staff', 'ghost') ORDER BY id",
    );
    expect(rows.some((r) => r.user_name === 'admin' && r.status === 0 && r.message === '登录成功')).toBe(true);
    expect(rows.some((r) => r.user_name === 'staff' && r.status === 1 && r.message.includes('4'))).toBe(true);
    expect(rows.some((r) => r.user_name === 'ghost' && r.status === 1)).toBe(true);
    expect(rows.filter((r) => r.user_name === 'ghost').every((r) => /^10\./.test(r.ip))).toBe(true);
  });

  it('limits login calls per caller address: the 61st within a minute is refused with 429', async () => {
    const ip = '198.51.100.9';
    // Plain-text passwords are refused (400) before any hashing, which keeps this quick.
    for (let i = 0; i < 60; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/login', headers: { host: SECOND }, remoteAddress: ip, payload: { username: `u${i}`, password: 'plain' } });
      expect(res.statusCode).toBe(400);
    }
    const limited = await login(t.app, { host: SECOND, username: 'staff', password: ADMIN_PASSWORD, ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(ERROR_CODES.rateLimited);
    // The budget is the address's, over every tenant, and password changes (which check a password) spend it too.
    expect((await login(t.app, { host: DEMO, username: 'staff', password: ADMIN_PASSWORD, ip })).statusCode).toBe(429);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/zhwy/api/system/cscpUserPassword',
      headers: { host: DEMO },
      remoteAddress: ip,
      payload: { userName: 'staff', oldPassword: 'x', newPassword: 'y' },
    });
    expect(change.statusCode).toBe(429);
    expect(change.json().code).toBe(ERROR_CODES.rateLimited);
    // Another address is not affected.
    expect((await login(t.app, { host: SECOND, username: 'staff', password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });
});
