import { ERROR_CODES, PASSWORD_STATUS, VALIDATION_MESSAGES } from '@zhwy/contracts';

const zh = VALIDATION_MESSAGES.zh_CN;
import { describe, expect, it, vi } from 'vitest';
import { aesEncrypt, hashPassword } from '../src/platform/crypto.ts';
import { ADMIN_PASSWORD, DEMO, NEW_PASSWORD, SECOND, authed, changePassword, login, loginToken, useTestApp } from './helpers/app.ts';

const t = useTestApp();

const menus = (token: string, host = DEMO) => t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token, host) });

describe('password rule and change', () => {
  it('GET cscpUserPasswordRule returns the rule text, localised', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpUserPasswordRule', headers: { host: DEMO } });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
    expect(res.json().data).toMatch(/8-32/);
    const en = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpUserPasswordRule', headers: { host: DEMO, 'accept-language': 'en' } });
    expect(en.json().data).toMatch(/characters/);
  });

  it('refuses a wrong old password with 422 on the oldPassword field', async () => {
    const res = await changePassword(t.app, { username: 'admin', oldPassword: 'Not#ThePass1', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.badCredentials, msg: '账号或原密码不正确，您还有 4 次机会', attempts: 4, lockoutTime: 0 });
    expect(res.json().fields).toEqual({ oldPassword: '账号或原密码不正确，您还有 4 次机会' });
    expect(res.json()).not.toHaveProperty('token');
  });

  it.each([
    ['too short', 'Ab#1x', 'passwordLength'],
    ['too long', `Aa#1${'x'.repeat(40)}`, 'passwordLength'],
    ['two classes only', 'abcdefgh1234', 'passwordClasses'],
    ['the account inside', 'Admin#2025x', 'passwordHasUsername'],
    ['the account inside, in another case', 'xxADMINxx#1', 'passwordHasUsername'],
  ] as const)('refuses a new password that breaks the rule (%s) with 422 naming that part on newPassword', async (_, newPassword, key) => {
    const res = await changePassword(t.app, { username: 'admin', newPassword });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.passwordRule, msg: zh[key], fields: { newPassword: zh[key] } });
    // In the caller's language too.
    const en = await changePassword(t.app, { username: 'admin', newPassword, language: 'en-US' });
    expect(en.json().fields).toEqual({ newPassword: VALIDATION_MESSAGES.en_US[key] });
  });

  it('refuses a confirmation that differs from the new password with 422 on confirmPassword, before the old one is tried', async () => {
    const wrong = () => changePassword(t.app, { username: 'admin', oldPassword: 'Not#ThePass1', confirmPassword: NEW_PASSWORD });
    const before = Number((await wrong()).json().attempts);
    const res = await changePassword(t.app, { username: 'admin', oldPassword: 'Not#ThePass1', confirmPassword: `${NEW_PASSWORD}x` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ msg: zh.passwordMismatch, fields: { confirmPassword: zh.passwordMismatch } });
    // Nothing was counted against the account: the next wrong old password has one attempt less than before, not two.
    expect((await wrong()).json()).toMatchObject({ code: ERROR_CODES.badCredentials, attempts: before - 1 });
  });

  it('refuses the same password again', async () => {
    const res = await changePassword(t.app, { username: 'admin', newPassword: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(422);
    // The message says why (the forced page shows 'Modification failed: {msg}'), the field too.
    expect(res.json()).toMatchObject({ msg: '新密码不能与原密码相同', fields: { newPassword: '新密码不能与原密码相同' } });
  });

  it('refuses fields that are not AES-encrypted with 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/zhwy/api/system/cscpUserPassword',
      headers: { host: DEMO },
      payload: { userName: 'admin', oldPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
  });

  it("refuses to change another user's password from a session", async () => {
    const token = await loginToken(t.app, { username: 'admin', password: ADMIN_PASSWORD });
    const res = await changePassword(t.app, { username: 'staff', token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ msg: '账号与当前登录用户不符', fields: { userName: '账号与当前登录用户不符' } });
  });

  it('refuses a disabled user', async () => {
    await t.sql(`UPDATE sys_user SET status = 1 WHERE username = 'staff' AND tenant_id = (SELECT id FROM tenant WHERE code = 'second')`);
    try {
      const res = await changePassword(t.app, { host: SECOND, username: 'staff' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).not.toHaveProperty('token');
      const [row] = await t.sql<{ password_initial: boolean }>(
        `SELECT password_initial FROM sys_user WHERE username = 'staff' AND tenant_id = (SELECT id FROM tenant WHERE code = 'second')`,
      );
      expect(row.password_initial).toBe(true);
    } finally {
      await t.sql(`UPDATE sys_user SET status = 0 WHERE username = 'staff'`);
    }
  });

  it('changes nothing when the new session cannot be created (one transaction)', async () => {
    const token = await loginToken(t.app, { host: SECOND, username: 'admin', password: ADMIN_PASSWORD });
    const [before] = await t.sql<{ id: number; password_hash: string }>(
      `SELECT id, password_hash FROM sys_user WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'second')`,
    );
    await t.sql(`CREATE FUNCTION test_refuse_session() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no sessions today'; END $$`);
    await t.sql(`CREATE TRIGGER test_refuse_session BEFORE INSERT ON sys_session FOR EACH ROW WHEN (NEW.user_id = ${Number(before.id)}) EXECUTE FUNCTION test_refuse_session()`);
    try {
      const res = await changePassword(t.app, { host: SECOND, username: 'admin', token });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('no sessions today');
    } finally {
      await t.sql('DROP TRIGGER test_refuse_session ON sys_session');
      await t.sql('DROP FUNCTION test_refuse_session');
    }
    const [after] = await t.sql<{ password_hash: string; password_initial: boolean }>(
      'SELECT password_hash, password_initial FROM sys_user WHERE id = $1',
      [before.id],
    );
    expect(after.password_hash).toBe(before.password_hash);
    expect(after.password_initial).toBe(true);
    expect((await menus(token, SECOND)).statusCode).toBe(200);
  });

  it('answers a new token, ends the old sessions, and the next login reports passwordStatus 0', async () => {
    const first = await loginToken(t.app, { username: 'admin', password: ADMIN_PASSWORD });
    const other = await loginToken(t.app, { username: 'admin', password: ADMIN_PASSWORD });
    const res = await changePassword(t.app, { username: 'admin', token: first });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token;
    expect(fresh).toMatch(/^[\w-]{40,}$/);
    expect(res.json().msg).toBeTruthy();

    expect((await menus(first)).statusCode).toBe(401);
    expect((await menus(other)).statusCode).toBe(401);
    expect((await menus(fresh)).statusCode).toBe(200);

    expect((await login(t.app, { username: 'admin', password: ADMIN_PASSWORD })).statusCode).toBe(401);
    const next = await login(t.app, { username: 'admin', password: NEW_PASSWORD });
    expect(next.statusCode).toBe(200);
    expect(next.json().passwordStatus).toBe(PASSWORD_STATUS.ok);
    // The same account name in the other tenant is untouched.
    expect((await login(t.app, { host: SECOND, username: 'admin', password: ADMIN_PASSWORD })).json().passwordStatus).toBe(PASSWORD_STATUS.weak);
  });

  it('works for the longest account names (the encrypted name is longer than the name)', async () => {
    const name = `${'长'.repeat(30)}${'n'.repeat(34)}`;
    await t.sql(`INSERT INTO sys_user (tenant_id, username, password_hash, password_initial)
                 SELECT tenant_id, $1, password_hash, true FROM sys_user WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'second')`, [name]);
    const res = await changePassword(t.app, { host: SECOND, username: name });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeTruthy();
  });

  it('an unknown account is refused without claiming the name is empty', async () => {
    const res = await changePassword(t.app, { username: 'nobody-here' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).not.toHaveProperty('token');
    expect(Object.values(res.json().fields).join()).not.toContain('不能为空');
    const empty = await changePassword(t.app, { username: '' });
    expect(empty.statusCode).toBe(422);
  });

  it('works before any login (forced change with the initial password)', async () => {
    const res = await changePassword(t.app, { username: 'staff' });
    expect(res.statusCode).toBe(200);
    expect((await menus(res.json().token)).statusCode).toBe(200);
  });

  it('reports passwordStatus 2 when the password is older than three months', async () => {
    await t.sql(`UPDATE sys_user SET password_changed_at = now() - interval '91 days' WHERE username = 'staff' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`);
    const res = await login(t.app, { username: 'staff', password: NEW_PASSWORD });
    expect(res.json().passwordStatus).toBe(PASSWORD_STATUS.expired);
  });
});

describe('password change: no account enumeration, lockout without 401, sessions', () => {
  const addUser = async (username: string) => {
    await t.sql(
      `INSERT INTO sys_user (tenant_id, username, password_hash, password_initial) SELECT id, $1, $2, true FROM tenant WHERE code = 'demo'`,
      [username, await hashPassword(ADMIN_PASSWORD)],
    );
  };
  /** The answer without the request id, which differs per call. */
  const answer = (res: { statusCode: number; json: () => Record<string, unknown> }) => {
    const { requestId, ...body } = res.json();
    expect(requestId).toBeTruthy();
    return { status: res.statusCode, body };
  };
  const current = (token: string) =>
    t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpCurrentUserDetails', headers: authed(token, DEMO) });

  it('answers an unknown account exactly like a wrong old password, and counts both alike', async () => {
    await addUser('pwd-known');
    for (const left of [4, 3]) {
      const known = answer(await changePassword(t.app, { username: 'pwd-known', oldPassword: `Wrong#Old${left}` }));
      const unknown = answer(await changePassword(t.app, { username: 'pwd-nobody', oldPassword: `Wrong#Old${left}` }));
      expect(unknown).toEqual(known);
      expect(known).toEqual({
        status: 422,
        body: {
          code: ERROR_CODES.badCredentials,
          msg: `账号或原密码不正确，您还有 ${left} 次机会`,
          fields: { oldPassword: `账号或原密码不正确，您还有 ${left} 次机会` },
          attempts: left,
          lockoutTime: 0,
        },
      });
    }
    // The right old password still works (and the count starts over).
    expect((await changePassword(t.app, { username: 'pwd-known' })).statusCode).toBe(200);
  });

  it('locks after the limit with 422 and a clear message, the same for an unknown account', async () => {
    await addUser('pwd-lock');
    for (const name of ['pwd-lock', 'pwd-ghost']) {
      const answers = [];
      for (let i = 1; i <= 5; i++) answers.push(answer(await changePassword(t.app, { username: name, oldPassword: `Wrong#Old${i}` })));
      expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422, 422]);
      expect(answers.map((a) => a.body.attempts)).toEqual([4, 3, 2, 1, 0]);
      expect(answers[4].body).toMatchObject({
        code: ERROR_CODES.accountLocked,
        msg: '密码错误次数过多，账号已锁定 30 分钟',
        fields: { oldPassword: '密码错误次数过多，账号已锁定 30 分钟' },
      });
    }
    // Locked: even the right old password is refused, with 422 (not 401) and the time to wait.
    const locked = answer(await changePassword(t.app, { username: 'pwd-lock' }));
    const ghost = answer(await changePassword(t.app, { username: 'pwd-ghost' }));
    expect(locked.status).toBe(422);
    expect(locked.body).toMatchObject({
      code: ERROR_CODES.accountLocked,
      msg: '账号已锁定，请在 30 分钟后重试',
      fields: { oldPassword: '账号已锁定，请在 30 分钟后重试' },
      attempts: 0,
    });
    expect(locked.body.lockoutTime).toBeGreaterThan(29 * 60);
    // The same answer; the wait is counted from each lock's own start (the ghost's a few calls later), so on a busy
    // machine the seconds left may differ by one or two: no trace of the account's existence either way.
    expect({ ...ghost, body: { ...ghost.body, lockoutTime: locked.body.lockoutTime } }).toEqual(locked);
    expect(Math.abs((ghost.body.lockoutTime as number) - (locked.body.lockoutTime as number))).toBeLessThanOrEqual(5);
    // It is the same lock as the login's (per address: changePassword() calls from 127.0.0.1).
    const login401 = await login(t.app, { username: 'pwd-lock', password: ADMIN_PASSWORD, ip: '127.0.0.1' });
    expect(login401.statusCode).toBe(401);
    expect(login401.json().code).toBe(ERROR_CODES.accountLocked);
    const [row] = await t.sql<{ password_initial: boolean }>(`SELECT password_initial FROM sys_user WHERE username = 'pwd-lock'`);
    expect(row.password_initial).toBe(true);
  });

  it('failed logins and wrong old passwords share one count', async () => {
    await addUser('pwd-shared');
    for (let i = 0; i < 3; i++) await login(t.app, { username: 'pwd-shared', password: `Wrong#Login${i}`, ip: '127.0.0.1' });
    const res = await changePassword(t.app, { username: 'pwd-shared', oldPassword: 'Wrong#Old1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().attempts).toBe(1);
  });

  it('with a session, a wrong old password and a locked account are 422 and the session lives on', async () => {
    await addUser('pwd-session');
    const token = await loginToken(t.app, { username: 'pwd-session', password: ADMIN_PASSWORD });
    const codes = [];
    for (let i = 1; i <= 5; i++) {
      const res = await changePassword(t.app, { username: 'pwd-session', oldPassword: `Wrong#Old${i}`, token });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([422, 422, 422, 422, 422]);
    const locked = await changePassword(t.app, { username: 'pwd-session', token });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().code).toBe(ERROR_CODES.accountLocked);
    expect(locked.json().fields).toHaveProperty('oldPassword');
    expect((await current(token)).statusCode).toBe(200);
  });

  it('no session, or an expired one, is 401', async () => {
    await addUser('pwd-nosession');
    const key = (await t.app.inject({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', headers: { host: DEMO } })).json().data
      .passwordKey as string;
    const [user] = await t.sql<{ id: number }>(`SELECT id FROM sys_user WHERE username = 'pwd-nosession'`);
    // Without a session only an account name says whose password it is: a bare userId is not enough.
    const byId = await t.app.inject({
      method: 'PUT',
      url: '/zhwy/api/system/cscpUserPassword',
      headers: { host: DEMO },
      payload: { userId: user.id, oldPassword: aesEncrypt(ADMIN_PASSWORD, key), newPassword: aesEncrypt(NEW_PASSWORD, key) },
    });
    expect(byId.statusCode).toBe(401);
    // A token that is sent but not live: made up, or ended by logout.
    const madeUp = await changePassword(t.app, { username: 'pwd-nosession', token: 'x'.repeat(43) });
    expect(madeUp.statusCode).toBe(401);
    const token = await loginToken(t.app, { username: 'pwd-nosession', password: ADMIN_PASSWORD });
    await t.app.inject({ method: 'POST', url: '/zhwy/api/system/logout', headers: authed(token, DEMO) });
    const ended = await changePassword(t.app, { username: 'pwd-nosession', token });
    expect(ended.statusCode).toBe(401);
    const [row] = await t.sql<{ password_initial: boolean }>(`SELECT password_initial FROM sys_user WHERE id = $1`, [user.id]);
    expect(row.password_initial).toBe(true);
  });

  it("a session's userId or userName naming another account is refused the same whether it exists or not", async () => {
    await addUser('pwd-mine');
    const token = await loginToken(t.app, { username: 'pwd-mine', password: ADMIN_PASSWORD });
    const other = answer(await changePassword(t.app, { username: 'admin', oldPassword: 'Wrong#Other1', token }));
    const nobody = answer(await changePassword(t.app, { username: 'pwd-nobody-else', oldPassword: 'Wrong#Other1', token }));
    expect(other.status).toBe(422);
    expect(nobody).toEqual(other);
    expect(other.body.fields).toHaveProperty('userName');
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const token = await loginToken(t.app, { host: SECOND, username: 'staff', password: ADMIN_PASSWORD });
    const res = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/logout', headers: authed(token, SECOND) });
    expect(res.statusCode).toBe(200);
    expect((await menus(token, SECOND)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/logout', headers: authed(token, SECOND) });
    expect(again.statusCode).toBe(401);
  });

  it('accepts the bare token as the spec client sends it', async () => {
    const token = await loginToken(t.app, { host: SECOND, username: 'staff', password: ADMIN_PASSWORD });
    const res = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: { host: SECOND, authorization: token } });
    expect(res.statusCode).toBe(200);
  });

  it('no token or a made-up token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: { host: DEMO } })).statusCode).toBe(401);
    expect((await menus('x'.repeat(43))).statusCode).toBe(401);
  });

  const sessionOf = async (token: string) => {
    const [row] = await t.sql<{ id: number }>('SELECT id FROM sys_session ORDER BY id DESC LIMIT 1');
    expect((await menus(token, SECOND)).statusCode).toBe(200);
    return row.id;
  };

  it('expires after the idle timeout, and slides while used', async () => {
    const token = await loginToken(t.app, { host: SECOND, username: 'staff', password: ADMIN_PASSWORD });
    const id = await sessionOf(token);
    await t.sql(`UPDATE sys_session SET last_seen_at = now() - interval '100 minutes' WHERE id = $1`, [id]);
    expect((await menus(token, SECOND)).statusCode).toBe(200);
    // The use moved last_seen_at forward (written in the background).
    await vi.waitFor(async () => {
      const [row] = await t.sql<{ idle: boolean }>(`SELECT last_seen_at > now() - interval '1 minute' AS idle FROM sys_session WHERE id = $1`, [id]);
      expect(row.idle).toBe(true);
    });
    await t.sql(`UPDATE sys_session SET last_seen_at = now() - interval '121 minutes' WHERE id = $1`, [id]);
    expect((await menus(token, SECOND)).statusCode).toBe(401);
  });

  it('expires at the absolute expiry however recently used', async () => {
    const token = await loginToken(t.app, { host: SECOND, username: 'staff', password: ADMIN_PASSWORD });
    const id = await sessionOf(token);
    await t.sql(`UPDATE sys_session SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect((await menus(token, SECOND)).statusCode).toBe(401);
  });

  it('remember-me sessions last days instead of hours', async () => {
    await loginToken(t.app, { host: SECOND, username: 'staff', password: ADMIN_PASSWORD, rememberme: 1 });
    const [remembered] = await t.sql<{ days: number }>(`SELECT extract(epoch FROM expires_at - created_at) / 86400 AS days FROM sys_session ORDER BY id DESC LIMIT 1`);
    expect(Number(remembered.days)).toBeCloseTo(7, 1);
    await loginToken(t.app, { host: SECOND, username: 'staff', password: ADMIN_PASSWORD });
    const [plain] = await t.sql<{ hours: number; idle: number }>(`SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours, idle_minutes AS idle FROM sys_session ORDER BY id DESC LIMIT 1`);
    expect(Number(plain.hours)).toBeCloseTo(24, 1);
    expect(plain.idle).toBe(120);
  });
});
