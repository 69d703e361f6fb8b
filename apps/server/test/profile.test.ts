import { PROFILE_LIMITS } from '@zhwy/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../src/platform/crypto.ts';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, changePassword, loginReady, loginToken, useTestApp } from './helpers/app.ts';

const t = useTestApp();

const PROFILE = '/zhwy/api/system/edit/cscpUserDetails';
const CURRENT = '/zhwy/api/system/cscpCurrentUserDetails';
/** A 1×1 PNG and a 1×1 GIF, as the crop dialog produces data URLs. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const GIF_BYTES = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const put = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: PROFILE, headers: { ...authed(token), ...headers }, payload });
const current = (token: string, host = DEMO) => t.app.inject({ method: 'GET', url: CURRENT, headers: authed(token, host) });

type UserRow = { id: number; family_name: string | null; name: string | null; mobile: string | null; img_path: string | null; disc_detail: string | null };
const userRow = async (username: string, host = 'demo') =>
  (
    await t.sql<UserRow>(
      `SELECT u.id, u.family_name, u.name, u.mobile, u.img_path, u.disc_detail FROM sys_user u JOIN tenant t ON t.id = u.tenant_id
       WHERE u.username = $1 AND t.code = $2`,
      [username, host],
    )
  )[0];
const roleNamesOf = async (userId: number) =>
  (await t.sql<{ name: string }>('SELECT r.name FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.name', [userId])).map(
    (r) => r.name,
  );

/** An account of the demo tenant with the read-only role, for one test's changes. */
const addUser = async (username: string) => {
  await t.sql(
    `INSERT INTO sys_user (tenant_id, username, password_hash, family_name, name)
     SELECT id, $1, $2, '测', '试' FROM tenant WHERE code = 'demo'`,
    [username, await hashPassword(ADMIN_PASSWORD)],
  );
  await t.sql(
    `INSERT INTO sys_user_role (tenant_id, user_id, role_id)
     SELECT u.tenant_id, u.id, r.id FROM sys_user u JOIN sys_role r ON r.tenant_id = u.tenant_id AND r.name = '只读员工' WHERE u.username = $1`,
    [username],
  );
  return loginToken(t.app, { username, password: ADMIN_PASSWORD });
};

const base = { familyName: '王', name: '小明', mobile: '13800138000', email: 'wang@example.com', discTitle: '物业经理', discDetail: '负责一期', imgPath: '' };

describe('GET cscpCurrentUserDetails', () => {
  it('answers the profile fields, roles as ids and names', async () => {
    const token = await loginReady(t.app, { username: 'staff' });
    const res = await current(token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ username: 'staff', familyName: '只读', name: '员工', discTitle: null, discDetail: null, imgPath: null, roleNames: ['只读员工'] });
    expect(data.roles).toMatch(/^\d+$/);
  });
});

describe('PUT edit/cscpUserDetails', () => {
  let token = '';
  beforeAll(async () => {
    token = await addUser('profile-owner');
  });

  it('updates the own profile and answers the updated details', async () => {
    const res = await put(token, { ...base, imgPath: PNG, currentUserPwd: '', newPassword: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: '个人信息修改成功' });
    expect(res.json().data).toMatchObject({ ...base, imgPath: PNG, username: 'profile-owner', roleNames: ['只读员工'] });

    const again = (await current(token)).json().data;
    expect(again).toMatchObject({ ...base, imgPath: PNG });
    const row = await userRow('profile-owner');
    expect(row).toMatchObject({ family_name: '王', name: '小明', mobile: '13800138000', img_path: PNG, disc_detail: '负责一期' });
  });

  it('trims and strips emoji, clears optional fields sent empty or null, keeps those not sent', async () => {
    const res = await put(token, { familyName: ' 王 ', name: '小明😀', mobile: '', email: null, discDetail: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ familyName: '王', name: '小明', mobile: null, email: null, discDetail: null, discTitle: '物业经理', imgPath: PNG });
    const cleared = await put(token, { ...base, imgPath: null });
    expect(cleared.json().data.imgPath).toBeNull();
  });

  it('takes a description of exactly 200 characters and a GIF avatar', async () => {
    const discDetail = '述'.repeat(PROFILE_LIMITS.discDetail);
    const gif = `data:image/gif;base64,${GIF_BYTES}`;
    const res = await put(token, { ...base, discDetail, imgPath: gif });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ discDetail, imgPath: gif });
  });

  it('ignores ids, account name and roles in the body: never another user, never the own roles', async () => {
    const mine = await addUser('profile-intruder');
    const admin = await userRow('admin');
    const me = await userRow('profile-intruder');
    const adminRoles = await roleNamesOf(admin.id);
    const [adminRole] = await t.sql<{ id: number }>(`SELECT id FROM sys_role WHERE name = '系统管理员' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`);

    const res = await put(mine, {
      ...base,
      familyName: '改',
      name: '名',
      id: admin.id,
      userId: admin.id,
      username: 'admin',
      roles: String(adminRole.id),
      roleIds: String(adminRole.id),
      roleNames: ['系统管理员'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: me.id, username: 'profile-intruder', familyName: '改', name: '名', roleNames: ['只读员工'] });

    expect(await userRow('admin')).toEqual(admin);
    expect(await roleNamesOf(admin.id)).toEqual(adminRoles);
    expect(await roleNamesOf(me.id)).toEqual(['只读员工']);
    // Still without the administrator's rights.
    const create = await t.app.inject({ method: 'POST', url: '/base/api/sysdict/sysDicts', headers: authed(mine), payload: { dictCode: 'nope', dictName: '越权', status: '0' } });
    expect(create.statusCode).toBe(403);
  });

  it('concerns only the tenant of the session: the same account name elsewhere is untouched', async () => {
    const second = await loginReady(t.app, { host: SECOND, username: 'staff' });
    const before = await userRow('staff', 'demo');
    const res = await t.app.inject({ method: 'PUT', url: PROFILE, headers: authed(second, SECOND), payload: { ...base, name: '二号员工' } });
    expect(res.statusCode).toBe(200);
    expect((await userRow('staff', 'second')).name).toBe('二号员工');
    expect(await userRow('staff', 'demo')).toEqual(before);
  });

  it.each([
    ['an empty name', { name: '' }, { name: '不能为空' }],
    ['a missing family name', { familyName: undefined }, { familyName: '不能为空' }],
    ['a name of emoji only', { name: '😀😀' }, { name: '不能为空' }],
    ['a bad mobile', { mobile: '12345678901' }, { mobile: '请输入正确的手机号码' }],
    ['a masked mobile', { mobile: '138****8000' }, { mobile: '请输入正确的手机号码' }],
    ['a bad email', { email: 'wang@' }, { email: '请输入正确的邮箱地址' }],
    ['a too-long description', { discDetail: 'x'.repeat(201) }, { discDetail: '长度不能超过 200 个字符' }],
    ['a too-long name', { name: '名'.repeat(51) }, { name: '长度不能超过 50 个字符' }],
    ['an avatar over 256000 characters', { imgPath: `data:image/png;base64,${'A'.repeat(256_000)}` }, { imgPath: '长度不能超过 256000 个字符' }],
    ['an SVG avatar', { imgPath: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }, { imgPath: '请选择 PNG、JPEG 或 GIF 格式的图片' }],
    ['an avatar address instead of data', { imgPath: 'https://example.com/a.png' }, { imgPath: '请选择 PNG、JPEG 或 GIF 格式的图片' }],
    ['a new password', { newPassword: 'Better#Pass2025' }, { newPassword: '请通过“修改密码”修改密码' }],
  ])('refuses %s with 422 and a field map', async (_, change, fields) => {
    const before = await userRow('profile-owner');
    const res = await put(token, { ...base, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual(fields);
    expect(res.json().msg).toMatch(/^提交的数据有误/);
    expect(await userRow('profile-owner')).toEqual(before);
  });

  it('lists every bad field at once, in the language of the request', async () => {
    const res = await put(token, { ...base, familyName: '', name: '', mobile: '1', discDetail: 'x'.repeat(201) }, { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({
      familyName: 'Required',
      name: 'Required',
      mobile: 'Enter a valid mobile number',
      discDetail: 'At most 200 characters',
    });
  });

  it('refuses an avatar whose bytes are not the image type it declares', async () => {
    const res = await put(token, { ...base, imgPath: `data:image/png;base64,${GIF_BYTES}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ imgPath: '请选择 PNG、JPEG 或 GIF 格式的图片' });
    const text = await put(token, { ...base, imgPath: `data:image/jpeg;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}` });
    expect(text.statusCode).toBe(422);
  });

  it('without a session, or with an ended one, is 401 and changes nothing', async () => {
    const before = await userRow('profile-owner');
    const none = await t.app.inject({ method: 'PUT', url: PROFILE, headers: { host: DEMO }, payload: base });
    expect(none.statusCode).toBe(401);
    expect((await put('x'.repeat(43), base)).statusCode).toBe(401);
    const ended = await loginToken(t.app, { username: 'profile-owner', password: ADMIN_PASSWORD });
    await t.app.inject({ method: 'POST', url: '/zhwy/api/system/logout', headers: authed(ended) });
    expect((await put(ended, { ...base, name: '登出后' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: CURRENT, headers: { host: DEMO } })).statusCode).toBe(401);
    expect(await userRow('profile-owner')).toEqual(before);
  });

  it('lands in the operation log as 修改个人信息, success and failure, without the password fields', async () => {
    const logToken = await addUser('profile-logged');
    expect((await put(logToken, { ...base, name: '日志', currentUserPwd: 'Secret#Pass1' })).statusCode).toBe(200);
    expect((await put(logToken, { ...base, name: '' })).statusCode).toBe(422);
    type LogRow = { username: string; method: string; uri: string; message: string; status: number; error: string | null; params: string };
    const rows = await vi.waitFor(async () => {
      const found = await t.sql<LogRow>(
        `SELECT username, method, uri, message, status, error, params FROM sys_operation_log WHERE username = 'profile-logged' AND uri = $1 ORDER BY id`,
        [PROFILE],
      );
      expect(found).toHaveLength(2);
      return found;
    });
    expect(rows[0]).toMatchObject({ method: 'PUT', message: '修改个人信息', status: 0, error: null });
    expect(rows[0].params).toContain('日志');
    expect(rows[0].params).not.toContain('Secret#Pass1');
    expect(rows[1]).toMatchObject({ message: '修改个人信息', status: 1 });
    expect(rows[1].error).toMatch(/^提交的数据有误/);
  });
});

describe('the profile\'s password dialog', () => {
  it('a wrong old password with a session names the old password only (the dialog has no account field)', async () => {
    const token = await loginReady(t.app, { username: 'staff', host: SECOND });
    const res = await changePassword(t.app, { host: SECOND, username: 'staff', token, oldPassword: 'Not#ThePass1', ip: '192.0.2.77' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toMatch(/^原密码不正确，您还有 \d+ 次机会$/);
    expect(res.json().fields.oldPassword).toBe(res.json().msg);
    // Without a session the account is part of what may be wrong, as before.
    const anonymous = await changePassword(t.app, { host: SECOND, username: 'staff', oldPassword: 'Not#ThePass1', ip: '192.0.2.78' });
    expect(anonymous.json().msg).toMatch(/^账号或原密码不正确，您还有 \d+ 次机会$/);
  });
});
