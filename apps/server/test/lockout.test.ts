import { ERROR_CODES } from '@zhwy/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../src/platform/crypto.ts';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, changeInitialPassword, changePassword, login, useTestApp } from './helpers/app.ts';

// Failed passwords lock per (account, address) after LOGIN_MAX_ATTEMPTS; the account locks for every address only
// after 4 × LOGIN_MAX_ATTEMPTS failures in the window. An administrator with system:loginLog:unlock lifts both.

const t = useTestApp();
const WRONG = 'Wrong#Pass1';
const tokens = { admin: '', staff: '', secondAdmin: '' };

beforeAll(async () => {
  // Seeded accounts must change their initial password before anything else.
  tokens.admin = await changeInitialPassword(t.app, { username: 'admin' });
  tokens.staff = await changeInitialPassword(t.app, { username: 'staff' });
  tokens.secondAdmin = await changeInitialPassword(t.app, { host: SECOND, username: 'admin' });
});

/** An account with ADMIN_PASSWORD in the tenant of `host`'s code. */
const addUser = async (username: string, tenant = 'demo') => {
  await t.sql(`INSERT INTO sys_user (tenant_id, username, password_hash) SELECT id, $1, $2 FROM tenant WHERE code = $3`, [
    username,
    await hashPassword(ADMIN_PASSWORD),
    tenant,
  ]);
};

const fail = async (username: string, ip: string, host = DEMO) => (await login(t.app, { host, username, password: WRONG, ip })).json();
const right = (username: string, ip: string, host = DEMO) => login(t.app, { host, username, password: ADMIN_PASSWORD, ip });
const unlock = (token: string, userName: string, host = DEMO) =>
  t.app.inject({ method: 'PUT', url: `/zhwy/api/system/cscpUserUnlock/${encodeURIComponent(userName)}`, headers: authed(token, host) });

describe('lockout per (account, address) and per account', () => {
  it('five failures from one address lock that address only; its further attempts are refused uncounted', async () => {
    await addUser('lk-pair');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await fail('lk-pair', '10.1.0.1'));
    expect(answers.map((a) => a.attempts)).toEqual([4, 3, 2, 1, 0]);
    expect(answers.slice(0, 4).map((a) => a.msg)).toEqual([4, 3, 2, 1].map((n) => `登录失败，您还有 ${n} 次机会`));
    expect(answers[4]).toMatchObject({ code: ERROR_CODES.accountLocked, msg: '密码错误次数过多，账号已锁定 30 分钟', lockoutTime: 1800 });

    // That address is refused even with the right password, with today's message and figures.
    const refused = await right('lk-pair', '10.1.0.1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.accountLocked, msg: '账号已锁定，请在 30 分钟后重试', attempts: 0 });
    expect(refused.json().lockoutTime).toBeGreaterThan(29 * 60);
    expect(refused.json()).not.toHaveProperty('token');

    // The owner, from another address, logs in.
    const owner = await right('lk-pair', '10.1.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toBeTruthy();

    // Attempts from the locked address are not counted: 15 more would have reached the account's 20.
    for (let i = 0; i < 15; i++) expect((await fail('lk-pair', '10.1.0.1')).code).toBe(ERROR_CODES.accountLocked);
    expect((await fail('lk-pair', '10.1.0.3')).attempts).toBe(4);
    expect((await right('lk-pair', '10.1.0.4')).statusCode).toBe(200);
  });

  it('twenty failures from several addresses lock the account for everyone, a new address included', async () => {
    await addUser('lk-account');
    await addUser('lk-account', 'second');
    const answers = [];
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4', '10.2.0.5']) {
      for (let i = 0; i < 4; i++) answers.push(await fail('lk-account', ip));
    }
    // Each address has one attempt left; the attempts shown never promise more than the account has left.
    expect(answers.slice(0, 16).every((a) => a.code === ERROR_CODES.badCredentials)).toBe(true);
    expect(answers.slice(16).map((a) => a.attempts)).toEqual([3, 2, 1, 0]);
    expect(answers[19]).toMatchObject({ code: ERROR_CODES.accountLocked, msg: '密码错误次数过多，账号已锁定 30 分钟', lockoutTime: 1800 });

    for (const ip of ['10.2.0.1', '10.2.9.9']) {
      const locked = await right('lk-account', ip);
      expect(locked.statusCode).toBe(401);
      expect(locked.json()).toMatchObject({ code: ERROR_CODES.accountLocked, msg: '账号已锁定，请在 30 分钟后重试', attempts: 0 });
      expect(locked.json().lockoutTime).toBeGreaterThan(29 * 60);
    }
    // Another tenant's account of the same name, and another account of this tenant, are not affected.
    expect((await right('lk-account', '10.2.0.1', SECOND)).statusCode).toBe(200);
    await addUser('lk-other');
    expect((await right('lk-other', '10.2.0.1')).statusCode).toBe(200);
  });

  it('the account lock counts the same whatever the case of the name', async () => {
    await addUser('lk-case');
    for (const [index, name] of ['LK-CASE', 'lk-case', 'Lk-Case', 'lk-CASE'].entries()) {
      for (let i = 0; i < 5; i++) await fail(name, `10.3.0.${index + 1}`);
    }
    expect((await right('lk-case', '10.3.9.9')).json().code).toBe(ERROR_CODES.accountLocked);
  });

  it('wrong old passwords count with failed logins, per address', async () => {
    await addUser('lk-change');
    for (let i = 0; i < 3; i++) await fail('lk-change', '10.4.0.1');
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await changePassword(t.app, { username: 'lk-change', oldPassword: `Wrong#Old${i}`, ip: '10.4.0.1' }));
    expect(answers.map((a) => a.statusCode)).toEqual([422, 422]);
    expect(answers.map((a) => a.json().attempts)).toEqual([1, 0]);
    expect(answers[1].json()).toMatchObject({ code: ERROR_CODES.accountLocked, msg: '密码错误次数过多，账号已锁定 30 分钟' });
    // Locked for that address, login and password change alike; not for another.
    expect((await right('lk-change', '10.4.0.1')).json().code).toBe(ERROR_CODES.accountLocked);
    expect((await changePassword(t.app, { username: 'lk-change', ip: '10.4.0.1' })).json().code).toBe(ERROR_CODES.accountLocked);
    expect((await right('lk-change', '10.4.0.2')).statusCode).toBe(200);
  });
});

describe('PUT /zhwy/api/system/cscpUserUnlock/{userName}', () => {
  /** Locks `username`'s pair of 10.5.0.1, then the whole account from four more addresses. */
  const lockBoth = async (username: string) => {
    for (let i = 0; i < 5; i++) await fail(username, '10.5.0.1');
    for (const ip of ['10.5.0.2', '10.5.0.3', '10.5.0.4', '10.5.0.5']) {
      for (let i = 0; i < 4; i++) await fail(username, ip);
    }
    expect((await right(username, '10.5.9.9')).json().code).toBe(ERROR_CODES.accountLocked);
  };

  it('lifts the account lock and every address lock, and is in the operation log', async () => {
    await addUser('lk-unlock');
    await lockBoth('lk-unlock');

    const res = await unlock(tokens.admin, 'LK-Unlock');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0 });

    expect((await right('lk-unlock', '10.5.9.9')).statusCode).toBe(200);
    expect((await right('lk-unlock', '10.5.0.1')).statusCode).toBe(200);
    // The counts start over too.
    expect((await fail('lk-unlock', '10.5.0.1')).attempts).toBe(4);

    await vi.waitFor(async () => {
      const rows = await t.sql<{ username: string; message: string; status: number; method: string; tenant: string }>(
        `SELECT l.username, l.message, l.status, l.method, t.code AS tenant FROM sys_operation_log l JOIN tenant t ON t.id = l.tenant_id
         WHERE l.uri = '/zhwy/api/system/cscpUserUnlock/LK-Unlock'`,
      );
      expect(rows).toEqual([{ username: 'admin', message: '解锁账号', status: 0, method: 'PUT', tenant: 'demo' }]);
    });
  });

  it('lifts an address lock alone', async () => {
    await addUser('lk-unlock-pair');
    for (let i = 0; i < 5; i++) await fail('lk-unlock-pair', '10.6.0.1');
    expect((await right('lk-unlock-pair', '10.6.0.1')).statusCode).toBe(401);
    expect((await unlock(tokens.admin, 'lk-unlock-pair')).statusCode).toBe(200);
    expect((await right('lk-unlock-pair', '10.6.0.1')).statusCode).toBe(200);
  });

  it('is refused without the permission (403), and the lock stays', async () => {
    await addUser('lk-denied');
    await lockBoth('lk-denied');
    const res = await unlock(tokens.staff, 'lk-denied');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(403); // the permission, not the forced password change
    expect((await unlock('', 'lk-denied')).statusCode).toBe(401);
    expect((await right('lk-denied', '10.5.9.8')).json().code).toBe(ERROR_CODES.accountLocked);
  });

  it("acts within the caller's tenant only", async () => {
    await addUser('lk-tenant');
    await addUser('lk-tenant', 'second');
    await lockBoth('lk-tenant');
    for (let i = 0; i < 5; i++) await fail('lk-tenant', '10.7.0.1', SECOND);
    // The second tenant's administrator unlocks its own lk-tenant: the demo one stays locked.
    expect((await unlock(tokens.secondAdmin, 'lk-tenant', SECOND)).statusCode).toBe(200);
    expect((await right('lk-tenant', '10.7.0.1', SECOND)).statusCode).toBe(200);
    expect((await right('lk-tenant', '10.5.9.7')).json().code).toBe(ERROR_CODES.accountLocked);
    // A demo token does not work on the second tenant's host.
    expect((await unlock(tokens.admin, 'lk-tenant', SECOND)).statusCode).toBe(401);
  });

  it('refuses a name longer than an account name can be (422)', async () => {
    const res = await unlock(tokens.admin, 'x'.repeat(65));
    expect(res.statusCode).toBe(422);
  });
});
