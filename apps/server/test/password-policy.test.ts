// Issue 9: weak and reused passwords are refused; a session of an initial or weak password may only change it.
import { ERROR_CODES, PASSWORD_STATUS, VALIDATION_MESSAGES } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { aesEncrypt, hashPassword } from '../src/platform/crypto.ts';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, changePassword, login, passwordKeyOf, randomIp, useTestApp } from './helpers/app.ts';

const t = useTestApp();
const zh = VALIDATION_MESSAGES.zh_CN;

const tenantOf = (host: string) => (host === SECOND ? 'second' : 'demo');

/** An account of its own for one test (password_initial as given), in the tenant of `host`. */
const addUser = async (username: string, host = DEMO, initial = true) => {
  await t.sql(
    `INSERT INTO sys_user (tenant_id, username, password_hash, password_initial, family_name, name)
     SELECT tenant_id, $1, password_hash, $2, '测', '试' FROM sys_user WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = $3)`,
    [username, initial, tenantOf(host)],
  );
  await t.sql(
    `INSERT INTO sys_user_role (tenant_id, user_id, role_id)
     SELECT u.tenant_id, u.id, ur.role_id FROM sys_user u, sys_user_role ur
     WHERE u.username = $1 AND u.tenant_id = (SELECT id FROM tenant WHERE code = $2)
       AND ur.user_id = (SELECT id FROM sys_user WHERE username = 'admin' AND tenant_id = u.tenant_id)`,
    [username, tenantOf(host)],
  );
};

/** A password change from a random address (the per-address rate limit stays out of the way); answers the response. */
const change = (username: string, oldPassword: string, newPassword: string, extra: { host?: string; token?: string } = {}) =>
  changePassword(t.app, { username, oldPassword, newPassword, ip: randomIp(), ...extra });

const historyRows = async (username: string) =>
  Number(
    (
      await t.sql<{ n: string }>(
        `SELECT count(*) AS n FROM sys_password_history h JOIN sys_user u ON u.id = h.user_id AND u.tenant_id = h.tenant_id WHERE u.username = $1`,
        [username],
      )
    )[0].n,
  );

describe('common passwords are refused', () => {
  it.each([
    ['a repeated letter that passes the class rule', 'aaaaaaaA1'],
    ['a list entry, capitalised, with a digit and a symbol', 'Password1!'],
    ['a list word with a year', 'Dragon#2024'],
    ['a list word + A1', 'qwertyA1'],
    ['a list entry in other case', '1qaz2WSX'],
    ['a list entry in leetspeak + a digit', 'P@ssw0rd1'],
    ['a list number + Ab!', '12345678Ab!'],
  ])('%s (%s): 422 on newPassword, saying it is too common', async (_, newPassword) => {
    await addUser(`common-${newPassword.replace(/\W/g, '')}`);
    const res = await change(`common-${newPassword.replace(/\W/g, '')}`, ADMIN_PASSWORD, newPassword);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.passwordRule, msg: zh.passwordCommon, fields: { newPassword: zh.passwordCommon } });
    expect(res.json()).not.toHaveProperty('token');
  });

  it('says so in the caller language', async () => {
    await addUser('common-en');
    const key = await passwordKeyOf(t.app, DEMO);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/zhwy/api/system/cscpUserPassword',
      headers: { host: DEMO, 'accept-language': 'en-US' },
      remoteAddress: randomIp(),
      payload: { userName: aesEncrypt('common-en', key), oldPassword: aesEncrypt(ADMIN_PASSWORD, key), newPassword: aesEncrypt('aaaaaaaA1', key) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ newPassword: VALIDATION_MESSAGES.en_US.passwordCommon });
  });

  it('a login with a common password that was set before the rule answers passwordStatus 1', async () => {
    await addUser('common-old', DEMO, false);
    await t.sql(`UPDATE sys_user SET password_hash = $1 WHERE username = 'common-old'`, [await hashPassword('Password1!')]);
    const res = await login(t.app, { username: 'common-old', password: 'Password1!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().passwordStatus).toBe(PASSWORD_STATUS.weak);
    // ...and that session is the restricted one.
    const dict = await t.app.inject({ method: 'POST', url: '/base/api/sysdict/sysDicts', headers: authed(res.json().token), payload: { dictCode: 'common_old', dictName: '旧弱密码', status: '0' } });
    expect(dict.statusCode).toBe(403);
    expect(dict.json().code).toBe(ERROR_CODES.passwordChangeRequired);
  });
});

describe('the last 3 passwords are refused', () => {
  it('the previous two and the current one cannot be taken again; the fourth back can; each rule says which it is', async () => {
    await addUser('pw-history');
    const [p1, p2, p3] = ['History#One2026', 'History#Two2026', 'History#Three2026'];
    expect((await change('pw-history', ADMIN_PASSWORD, p1)).statusCode).toBe(200);
    expect((await change('pw-history', p1, p2)).statusCode).toBe(200);

    // Straight back to the previous password, and to the initial one two changes ago: refused, nothing changed.
    for (const reused of [p1, ADMIN_PASSWORD]) {
      const res = await change('pw-history', p2, reused);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.passwordRule, msg: zh.passwordReused, fields: { newPassword: zh.passwordReused } });
    }
    expect((await login(t.app, { username: 'pw-history', password: p2 })).statusCode).toBe(200);
    // The current one has its own message.
    expect((await change('pw-history', p2, p2)).json().fields).toEqual({ newPassword: zh.passwordSame });
    // A distinct message for each rule.
    const rule = (await change('pw-history', p2, 'abcdefgh1234')).json().fields.newPassword;
    const common = (await change('pw-history', p2, 'aaaaaaaA1')).json().fields.newPassword;
    expect(new Set([rule, common, zh.passwordSame, zh.passwordReused]).size).toBe(4);

    expect((await change('pw-history', p2, p3)).statusCode).toBe(200);
    // Now the initial password is the fourth back: allowed again. The table keeps only the replaced two.
    expect(await historyRows('pw-history')).toBe(2);
    expect((await change('pw-history', p3, ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(await historyRows('pw-history')).toBe(2);
  });

  it('the history is per user and tenant: the same password elsewhere is fine', async () => {
    await addUser('pw-history-a');
    await addUser('pw-history-a', SECOND);
    expect((await change('pw-history-a', ADMIN_PASSWORD, 'Shared#Pass2026')).statusCode).toBe(200);
    expect((await change('pw-history-a', ADMIN_PASSWORD, 'Shared#Pass2026', { host: SECOND })).statusCode).toBe(200);
    expect((await change('pw-history-a', 'Shared#Pass2026', ADMIN_PASSWORD, { host: SECOND })).statusCode).toBe(422);
  });
});

describe('a session of an initial or weak password may only change it', () => {
  const dictCreate = (token: string, code: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/base/api/sysdict/sysDicts',
      headers: { ...authed(token), ...(language ? { 'accept-language': language } : {}) },
      payload: { dictCode: code, dictName: code, status: '0' },
    });
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: authed(token) });

  it('answers 403 with the business code on a dictionary create and on the log lists, in the caller language', async () => {
    await addUser('forced');
    const res = await login(t.app, { username: 'forced', password: ADMIN_PASSWORD });
    expect(res.json().passwordStatus).toBe(PASSWORD_STATUS.weak);
    const token = res.json().token as string;

    const create = await dictCreate(token, 'forced_probe');
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ code: ERROR_CODES.passwordChangeRequired, msg: zh.passwordChangeRequired });
    expect((await dictCreate(token, 'forced_probe_en', 'en-US')).json().msg).toBe(VALIDATION_MESSAGES.en_US.passwordChangeRequired);
    expect(await t.sql(`SELECT 1 FROM sys_dict WHERE dict_code LIKE 'forced_probe%'`)).toEqual([]);

    for (const url of ['/zhwy/api/system/cscpLogOperationsByCriteria', '/zhwy/api/system/cscpLogLoginsByCriteria', '/base/api/sysdict/sysDictsByCriteria']) {
      const list = await get(token, url);
      expect(list.statusCode, url).toBe(403);
      expect(list.json().code, url).toBe(ERROR_CODES.passwordChangeRequired);
    }
    const profile = await t.app.inject({ method: 'PUT', url: '/zhwy/api/system/edit/cscpUserDetails', headers: authed(token), payload: { name: '改名' } });
    expect(profile.statusCode).toBe(403);
  });

  it('is served what the forced password page needs: current user, menus, dictionary; and logout', async () => {
    await addUser('forced-ok');
    const token = (await login(t.app, { username: 'forced-ok', password: ADMIN_PASSWORD })).json().token as string;
    const user = await get(token, '/zhwy/api/system/cscpCurrentUserDetails');
    expect(user.statusCode).toBe(200);
    expect(user.json().data.username).toBe('forced-ok');
    const menus = await get(token, '/zhwy/api/system/cscpMenus');
    expect(menus.statusCode).toBe(200);
    expect(menus.json().length).toBeGreaterThan(0);
    expect((await get(token, '/base/api/sysdict/selectSysdictAndSysdiciItem')).statusCode).toBe(200);
    // The public calls of the page (tenant, password rule) need no session at all.
    expect((await get(token, '/zhwy/api/system/cscpUserPasswordRule')).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/logout', headers: authed(token) });
    expect(logout.statusCode).toBe(200);
    expect((await get(token, '/zhwy/api/system/cscpMenus')).statusCode).toBe(401);
  });

  it('after the change, the new token works everywhere', async () => {
    await addUser('forced-change');
    const token = (await login(t.app, { username: 'forced-change', password: ADMIN_PASSWORD })).json().token as string;
    const res = await change('forced-change', ADMIN_PASSWORD, 'Changed#Pass2026', { token });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect((await dictCreate(fresh, 'forced_after')).statusCode).toBe(200);
    expect((await get(fresh, '/zhwy/api/system/cscpLogOperationsByCriteria')).statusCode).toBe(200);
    expect((await get(fresh, '/zhwy/api/system/cscpLogLoginsByCriteria')).statusCode).toBe(200);
    // The old restricted session ended with the change; a new login is an ordinary one.
    expect((await get(token, '/zhwy/api/system/cscpMenus')).statusCode).toBe(401);
    const next = await login(t.app, { username: 'forced-change', password: 'Changed#Pass2026' });
    expect(next.json().passwordStatus).toBe(PASSWORD_STATUS.ok);
    expect((await dictCreate(next.json().token, 'forced_next')).statusCode).toBe(200);
  });

  it('a passwordStatus 2 session (password older than 3 months) is not restricted: that stays a prompt of the web app', async () => {
    await addUser('aged', DEMO, false);
    await t.sql(`UPDATE sys_user SET password_changed_at = now() - interval '100 days' WHERE username = 'aged'`);
    const res = await login(t.app, { username: 'aged', password: ADMIN_PASSWORD });
    expect(res.json().passwordStatus).toBe(PASSWORD_STATUS.expired);
    const token = res.json().token as string;
    expect((await dictCreate(token, 'aged_probe')).statusCode).toBe(200);
    expect((await get(token, '/zhwy/api/system/cscpLogOperationsByCriteria')).statusCode).toBe(200);
  });
});
