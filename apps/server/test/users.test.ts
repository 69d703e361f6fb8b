import { VALIDATION_MESSAGES } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { aesEncrypt } from '../src/platform/crypto.ts';
import { DEMO, READY_PASSWORD, SECOND, authed, changeInitialPassword, login, loginReady, loginToken, passwordKeyOf, useTestApp } from './helpers/app.ts';

/** 用户管理 (issue 12): the user calls, their rules and messages, and that a refused call changes nothing. */
const t = useTestApp();
let admin = '';
let staff = '';
let secondAdmin = '';
let key = '';
const ids = { admin: 0, staff: 0, adminRole: 0, staffRole: 0, secondRole: 0, dept: 0, child: 0, secondDept: 0, post: 0, a: 0, b: 0, c: 0, secondArea: 0 };
const SYS = '/zhwy/api/system';
const ADM = '/zhwy/api/zhwy_admin/user';

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, host = DEMO) =>
  t.app.inject({ method, url, headers: authed(token, host), ...(payload === undefined ? {} : { payload: payload as object }) });
const enc = (plain: string) => aesEncrypt(plain, key);
let serial = 0;
/** A valid create body; every call differs (the duplicate-submit guard refuses a repeat within a second). */
const sample = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    username: `user${serial}x`,
    familyName: '王',
    name: `五${serial}`,
    sex: '1',
    mobile: `1380000${String(1000 + serial).slice(-4)}`,
    isContact: 1,
    userNo: `NO${serial}`,
    post: ids.post,
    email: `u${serial}@example.com`,
    departmentIds: `${ids.dept},${ids.child}`,
    roles: String(ids.staffRole),
    areaIds: `${ids.a}`,
    ...over,
  };
};
/** A snapshot of what a refused call must leave as it was. */
const snapshot = async () =>
  JSON.stringify(
    await t.sql(
      `SELECT u.id, u.username, u.name, u.mobile, u.status, u.del_flag, u.password_hash, u.department_ids,
              ARRAY(SELECT role_id FROM sys_user_role r WHERE r.user_id = u.id ORDER BY role_id) AS roles,
              ARRAY(SELECT area_id FROM sys_user_area a WHERE a.user_id = u.id ORDER BY area_id) AS areas
       FROM sys_user u ORDER BY u.id`,
    ),
  );
const create = async (over: Record<string, unknown> = {}) => {
  const res = await call(admin, 'POST', `${SYS}/cscpUserDetails`, sample(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; username: string; initialPassword: string } & Record<string, unknown>;
};
const update = (body: Record<string, unknown>, token = admin, password = READY_PASSWORD) =>
  call(token, 'PUT', `${SYS}/cscpUserDetails`, { ...body, currentUserPwd: enc(password) });
const detail = async (id: number) => (await call(admin, 'GET', `${SYS}/cscpUserDetailsByUserId?userId=${id}`)).json().data as Record<string, unknown>;

beforeAll(async () => {
  admin = await loginReady(t.app, { username: 'admin' });
  staff = await loginReady(t.app, { username: 'staff' });
  secondAdmin = await loginReady(t.app, { host: SECOND, username: 'admin' });
  key = await passwordKeyOf(t.app);
  const one = async <R>(text: string, params: unknown[]) => (await t.sql<R & { id: number }>(text, params))[0]!;
  const tenant = async (code: string) => (await one<{ id: number }>('SELECT id FROM tenant WHERE code = $1', [code])).id;
  const [demo, second] = [await tenant('demo'), await tenant('second')];
  ids.admin = (await one('SELECT id FROM sys_user WHERE tenant_id = $1 AND username = $2', [demo, 'admin'])).id;
  ids.staff = (await one('SELECT id FROM sys_user WHERE tenant_id = $1 AND username = $2', [demo, 'staff'])).id;
  ids.adminRole = (await one('SELECT id FROM sys_role WHERE tenant_id = $1 AND builtin_admin', [demo])).id;
  ids.staffRole = (await one("SELECT id FROM sys_role WHERE tenant_id = $1 AND name = '只读员工'", [demo])).id;
  ids.secondRole = (await one("SELECT id FROM sys_role WHERE tenant_id = $1 AND name = '只读员工'", [second])).id;
  const area = async (tenantId: number, code: string) =>
    (await one("INSERT INTO com_area (tenant_id, area_code, area_name, address) VALUES ($1, $2, $2, '路') RETURNING id", [tenantId, code])).id;
  ids.a = await area(demo, 'UA');
  ids.b = await area(demo, 'UB');
  ids.c = await area(demo, 'UC');
  ids.secondArea = await area(second, 'UX');
  const dept = async (tenantId: number, name: string, parentId: number) =>
    (await one('INSERT INTO com_department (tenant_id, department_name, parent_id, area_ids) VALUES ($1, $2, $3, $4) RETURNING id', [tenantId, name, parentId, `${ids.a},${ids.b}`])).id;
  ids.dept = await dept(demo, '总部', 0);
  ids.child = await dept(demo, '工程部', ids.dept);
  ids.secondDept = await dept(second, '别家', 0);
  ids.post = (await one("INSERT INTO sys_post (tenant_id, post_code, post_name) VALUES ($1, 'eng', '工程师') RETURNING id", [demo])).id;
});

describe('create and read', () => {
  it('creates a user with roles, communities, department path and post in one go; answers the initial password once', async () => {
    const user = await create({ username: 'wangwu', departmentIds: String(ids.child), areaIds: `${ids.b},${ids.a}` });
    expect(user.initialPassword).toMatch(/^.{12}$/);
    const read = await detail(user.id);
    expect(read).toMatchObject({
      username: 'wangwu',
      familyName: '王',
      sex: '1',
      isContact: 1,
      post: ids.post,
      poster: '工程师',
      departmentId: ids.child,
      departmentIds: `${ids.dept},${ids.child}`, // the server's path, whatever the client sent
      departmentName: '工程部',
      roles: String(ids.staffRole),
      roleNames: ['只读员工'],
      areaIds: `${ids.a},${ids.b}`,
      status: '0',
    });
    expect(JSON.stringify(read)).not.toContain(user.initialPassword);
    // The list row carries the department's and post's names.
    const list = (await call(admin, 'GET', `${SYS}/cscpUserDetailsOr?usernameLike=wangwu`)).json();
    expect(list.data[0]).toMatchObject({ username: 'wangwu', departmentName: '工程部', poster: '工程师', sex: '1', userNo: expect.any(String) });
    // The initial password works once and must be changed.
    const res = await login(t.app, { username: 'wangwu', password: user.initialPassword });
    expect(res.json().passwordStatus).toBe(1);
  });

  it('checks whether an account exists (data true/false)', async () => {
    expect((await call(admin, 'GET', `${SYS}/cscpUserExistByUsername?username=admin`)).json().data).toBe(true);
    expect((await call(admin, 'GET', `${SYS}/cscpUserExistByUsername?username=nobody`)).json().data).toBe(false);
    expect((await call(admin, 'GET', `${SYS}/cscpUserExistByUsername?username=`)).statusCode).toBe(422);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, number][] = [
      [{ username: undefined }, 'username', 422],
      [{ username: 'x'.repeat(65) }, 'username', 422],
      [{ name: '' }, 'name', 422],
      [{ name: '名'.repeat(51) }, 'name', 422],
      [{ sex: '3' }, 'sex', 422],
      [{ sex: undefined }, 'sex', 422],
      [{ mobile: '12345678901' }, 'mobile', 422],
      [{ mobile: undefined }, 'mobile', 422],
      [{ email: 'not-mail' }, 'email', 422],
      [{ departmentIds: '' }, 'departmentIds', 422],
      [{ roles: '' }, 'roles', 422],
      [{ roles: undefined }, 'roles', 422],
      [{ areaIds: '' }, 'areaIds', 422],
      [{ areaIds: 'a,b' }, 'areaIds', 422],
      [{ username: 'admin' }, 'username', 409],
      [{ departmentIds: String(ids.secondDept) }, 'departmentIds', 422],
      [{ roles: String(ids.secondRole) }, 'roles', 422],
      [{ areaIds: String(ids.secondArea) }, 'areaIds', 422],
      [{ post: 999999 }, 'post', 422],
      [{ imgPath: 'data:image/png;base64,AAAA' }, 'imgPath', 422],
      [{ password: enc('short') }, 'password', 422],
    ];
    for (const [over, field, status] of cases) {
      const res = await call(admin, 'POST', `${SYS}/cscpUserDetails`, sample(over));
      expect(res.statusCode, `${JSON.stringify(over)} ${res.body}`).toBe(status);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(over)).toContain(field);
    }
    expect((await call(admin, 'POST', `${SYS}/cscpUserDetails`, sample({ username: 'admin' }))).json().fields.username).toBe('账号已存在，请重新输入');
    // In the caller's language.
    const english = await t.app.inject({
      method: 'POST',
      url: `${SYS}/cscpUserDetails`,
      headers: { ...authed(admin, DEMO), 'accept-language': 'en-US' },
      payload: sample({ username: 'admin' }),
    });
    expect(english.json().fields.username).toBe('This account already exists, please enter another');
    expect(await snapshot()).toBe(before);
  });

  it('strips emoji from texts', async () => {
    const user = await create({ name: '小😀明' });
    expect((await detail(user.id)).name).toBe('小明');
  });

  it('grants no community outside the caller’s own scope, and only administrators grant the administrator role', async () => {
    // The staff role gets the add code: its scope (community A) limits what it grants.
    await t.sql(
      `INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT tenant_id, $1, id FROM sys_menu WHERE permission_code = ANY($2) AND tenant_id = (SELECT tenant_id FROM sys_role WHERE id = $1)`,
      [ids.staffRole, ['system:user:add', 'system:user:edit', 'system:user:delete']],
    );
    await t.sql('INSERT INTO sys_user_area (tenant_id, user_id, area_id) SELECT tenant_id, id, $2 FROM sys_user WHERE id = $1', [ids.staff, ids.a]);
    const before = await snapshot();
    expect((await call(staff, 'POST', `${SYS}/cscpUserDetails`, sample({ areaIds: `${ids.a},${ids.c}` }))).statusCode).toBe(403);
    expect((await call(staff, 'POST', `${SYS}/cscpUserDetails`, sample({ roles: String(ids.adminRole) }))).statusCode).toBe(403);
    // Nor act on an administrator.
    expect((await call(staff, 'DELETE', `${SYS}/cscpUsers/${ids.admin}`)).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
    const ok = await call(staff, 'POST', `${SYS}/cscpUserDetails`, sample({ areaIds: `${ids.a}` }));
    expect(ok.statusCode, ok.body).toBe(200);
    await t.sql("DELETE FROM sys_role_menu WHERE role_id = $1 AND menu_id IN (SELECT id FROM sys_menu WHERE permission_code = ANY($2))", [
      ids.staffRole,
      ['system:user:add', 'system:user:edit', 'system:user:delete'],
    ]);
  });
});

describe('edit', () => {
  it('needs the caller’s current password: missing or wrong is refused and nothing changes', async () => {
    const user = await create();
    const before = await snapshot();
    const body = { ...(await detail(user.id)), name: '改名' };
    const missing = await call(admin, 'PUT', `${SYS}/cscpUserDetails`, body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields.currentUserPwd).toBeTruthy();
    const wrong = await update({ ...body, name: '改名二' }, admin, 'Wrong#Pass123');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields.currentUserPwd).toMatch(/当前登录密码不正确/);
    const plain = await call(admin, 'PUT', `${SYS}/cscpUserDetails`, { ...body, name: '改名三', currentUserPwd: READY_PASSWORD });
    expect(plain.statusCode).toBe(422); // not encrypted
    expect(await snapshot()).toBe(before);
    const done = await update({ cscpUserDetailDTO: { ...body, name: '改名四' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.name).toBe('改名四');
  });

  it('refuses a duplicate username, another tenant’s ids and a bad new password; sets a good one that must be changed', async () => {
    const user = await create();
    const body = await detail(user.id);
    const before = await snapshot();
    expect((await update({ ...body, username: 'staff' })).statusCode).toBe(409);
    expect((await update({ ...body, roles: String(ids.secondRole), name: 'a1' })).statusCode).toBe(422);
    expect((await update({ ...body, areaIds: String(ids.secondArea), name: 'a2' })).statusCode).toBe(422);
    expect((await update({ ...body, departmentIds: String(ids.secondDept), name: 'a3' })).statusCode).toBe(422);
    // The new password's refusal names the part of the rule it fails.
    expect((await update({ ...body, newPassword: enc('abc'), name: 'a4' })).json().fields).toEqual({ newPassword: VALIDATION_MESSAGES.zh_CN.passwordLength });
    const withName = await update({ ...body, newPassword: enc(`Xy#${user.username.toUpperCase()}`), name: 'a6' });
    expect(withName.json().fields).toEqual({ newPassword: VALIDATION_MESSAGES.zh_CN.passwordHasUsername });
    // Another tenant's user is not there.
    const secondUser = (await t.sql<{ id: number }>("SELECT u.id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = 'second' AND username = 'staff'"))[0]!.id;
    expect((await update({ ...body, id: secondUser, username: 'zz9', name: 'a5' })).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
    const set = await update({ ...body, newPassword: enc('Fresh#Word2031') });
    expect(set.statusCode, set.body).toBe(200);
    expect((await login(t.app, { username: user.username, password: 'Fresh#Word2031' })).json().passwordStatus).toBe(1);
  });

  it('changes the data scope: the user’s next call sees the new communities', async () => {
    const user = await create({ areaIds: `${ids.a}` });
    const token = await changeInitialPassword(t.app, { username: user.username, oldPassword: user.initialPassword, newPassword: 'Scope#Word2032', token: (await login(t.app, { username: user.username, password: user.initialPassword })).json().token });
    const seen = async () => ((await call(token, 'GET', '/api/base/new-com-area?size=100')).json().data as { id: number }[]).map((r) => r.id).sort();
    expect(await seen()).toEqual([ids.a]);
    const res = await update({ ...(await detail(user.id)), areaIds: `${ids.b},${ids.c}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await seen()).toEqual([ids.b, ids.c].sort());
  });

  it('never takes the administrator role from the last enabled administrator', async () => {
    const body = await detail(ids.admin);
    const res = await update({ ...body, roles: String(ids.staffRole), departmentIds: String(ids.dept), areaIds: String(ids.a), sex: '1', mobile: '13800000000' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toBe('至少需要保留一个启用的系统管理员账号');
    expect((await detail(ids.admin)).roles).toBe(String(ids.adminRole));
  });
});

describe('status, delete, reset, unlock', () => {
  it('disables and enables; a disabled user’s sessions end and it cannot log in', async () => {
    const user = await create();
    const token = (await login(t.app, { username: user.username, password: user.initialPassword })).json().token as string;
    const disable = await call(admin, 'POST', `${ADM}/updateStatusByUserId`, { userId: user.id, status: '1' });
    expect(disable.statusCode, disable.body).toBe(200);
    expect((await call(token, 'GET', `${SYS}/cscpCurrentUserDetails`)).statusCode).toBe(401);
    expect((await login(t.app, { username: user.username, password: user.initialPassword })).statusCode).toBe(403);
    expect((await call(admin, 'POST', `${ADM}/updateStatusByUserId`, { userId: user.id, status: 0 })).statusCode).toBe(200);
    expect((await detail(user.id)).status).toBe('0');
    expect((await call(admin, 'POST', `${ADM}/updateStatusByUserId`, { userId: user.id, status: '2' })).statusCode).toBe(422);
  });

  it('nobody disables or deletes themselves, nor the last administrator; nothing changes', async () => {
    const before = await snapshot();
    const self = await call(admin, 'POST', `${ADM}/updateStatusByUserId`, { userId: ids.admin, status: '1' });
    expect(self.statusCode).toBe(409);
    expect(self.json().msg).toBe('不能禁用当前登录的账号');
    expect((await call(admin, 'DELETE', `${SYS}/cscpUsers/${ids.admin}`)).json().msg).toBe('不能删除当前登录的账号');
    // A second administrator may not remove the last other one either: make one, who then tries on admin.
    const other = await create({ roles: String(ids.adminRole) });
    const otherToken = await changeInitialPassword(t.app, { username: other.username, oldPassword: other.initialPassword, newPassword: 'Admin#Two2033', token: (await login(t.app, { username: other.username, password: other.initialPassword })).json().token });
    const mid = await snapshot();
    expect((await call(otherToken, 'DELETE', `${SYS}/cscpUsers/${ids.admin}`)).statusCode).toBe(200); // two enabled: allowed
    // Now `other` is the last enabled administrator; admin's own token is gone with its account.
    const last = await call(otherToken, 'POST', `${ADM}/updateStatusByUserId`, { userId: other.id, status: '1' });
    expect(last.statusCode).toBe(409);
    // Restore admin for the other tests.
    await t.sql('UPDATE sys_user SET del_flag = 0 WHERE id = $1', [ids.admin]);
    await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) SELECT tenant_id, id, $2 FROM sys_user WHERE id = $1', [ids.admin, ids.adminRole]);
    admin = await loginToken(t.app, { username: 'admin', password: READY_PASSWORD });
    expect(mid).not.toBe(before);
  });

  it('deletes softly, ends the sessions, and refuses another tenant’s id', async () => {
    const user = await create();
    const token = (await login(t.app, { username: user.username, password: user.initialPassword })).json().token as string;
    const res = await call(admin, 'DELETE', `${SYS}/cscpUsers/${user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.sql('SELECT del_flag FROM sys_user WHERE id = $1', [user.id]))[0]).toEqual({ del_flag: 1 });
    expect((await call(token, 'GET', `${SYS}/cscpCurrentUserDetails`)).statusCode).toBe(401);
    expect((await call(admin, 'GET', `${SYS}/cscpUserDetailsByUserId?userId=${user.id}`)).statusCode).toBe(404);
    const secondUser = (await t.sql<{ id: number }>("SELECT u.id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = 'second' AND username = 'staff'"))[0]!.id;
    expect((await call(admin, 'DELETE', `${SYS}/cscpUsers/${secondUser}`)).statusCode).toBe(404);
    // The name is free again.
    expect((await call(admin, 'GET', `${SYS}/cscpUserExistByUsername?username=${user.username}`)).json().data).toBe(false);
  });

  it('resets another user’s password: shown once, must be changed, old sessions end; unlocks a locked account', async () => {
    const user = await create();
    const token = (await login(t.app, { username: user.username, password: user.initialPassword })).json().token as string;
    const res = await call(admin, 'POST', `${ADM}/resetPassword`, { userId: user.id });
    expect(res.statusCode, res.body).toBe(200);
    const { password } = res.json().data;
    expect((await call(token, 'GET', `${SYS}/cscpCurrentUserDetails`)).statusCode).toBe(401);
    expect((await login(t.app, { username: user.username, password })).json().passwordStatus).toBe(1);
    const [log] = await t.sql<{ params: string; message: string }>("SELECT params, message FROM sys_operation_log WHERE uri LIKE '%resetPassword%' ORDER BY id DESC LIMIT 1");
    expect(log!.message).toContain('重置用户密码');
    expect(JSON.stringify(log)).not.toContain(password);
    // Lock the account from one address, then unlock.
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) await login(t.app, { username: user.username, password: 'Wrong#Pass1', ip });
    expect((await login(t.app, { username: user.username, password, ip })).json().code).toBe(1004);
    expect((await call(admin, 'POST', `${ADM}/unlock`, { userId: user.id })).statusCode).toBe(200);
    expect((await login(t.app, { username: user.username, password, ip })).statusCode).toBe(200);
  });

  it('logs the edit’s passwords redacted', async () => {
    const user = await create();
    await update({ ...(await detail(user.id)), newPassword: enc('Logged#Word2034') });
    const [log] = await t.sql<{ params: string; message_key: string; message_params: string }>(
      "SELECT params, message_key, message_params FROM sys_operation_log WHERE message = '修改用户' ORDER BY id DESC LIMIT 1",
    );
    expect(log!.message_key).toBe('entityUpdate'); // worded in the reader's language on the log page
    expect(log!.message_params).toContain('system.user');
    expect(log!.params).toContain('******');
    expect(log!.params).not.toContain(enc('Logged#Word2034'));
  });
});

describe('options and permissions', () => {
  it('lists options: the caller’s communities, all users, communities by ids within the tenant', async () => {
    const areas = (await call(admin, 'GET', `${ADM}/queryUserArea`)).json().data as { id: number }[];
    expect(areas.map((a) => a.id)).toEqual(expect.arrayContaining([ids.a, ids.b, ids.c]));
    expect(areas.map((a) => a.id)).not.toContain(ids.secondArea);
    const users = (await call(admin, 'GET', `${ADM}/queryAllList`)).json().data as { userId: number; username: string }[];
    expect(users.map((u) => u.username)).toContain('staff');
    expect(Object.keys(users[0]!).sort()).toEqual(['familyName', 'mobile', 'name', 'userId', 'username']);
    const byIds = (await call(admin, 'GET', `/api/base/new-com-area/getComAreaByAreaIds/${ids.a},${ids.secondArea}`)).json().data as { id: number; areaName: string }[];
    expect(byIds).toEqual([{ id: ids.a, areaName: 'UA', areaCode: 'UA' }]);
    expect((await call(admin, 'GET', '/api/base/new-com-area/getComAreaByAreaIds/x')).statusCode).toBe(422);
    // The second tenant sees its own.
    const second = (await call(secondAdmin, 'GET', `${ADM}/queryUserArea`, undefined, SECOND)).json().data as { id: number }[];
    expect(second.map((a) => a.id)).toEqual([ids.secondArea]);
  });

  it('serves the user list to the forms that pick people (a work group’s staff) without the user screen, and to no one else', async () => {
    // A role granted only 新增 of 工作组管理 (and one granted nothing): users created with each, logged in.
    const roleWith = async (name: string, code: string | null) => {
      const [role] = await t.sql<{ id: number }>("INSERT INTO sys_role (tenant_id, name) SELECT id, $1 FROM tenant WHERE code = 'demo' RETURNING id", [name]);
      if (code) {
        await t.sql(
          `INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT tenant_id, $1, id FROM sys_menu
           WHERE permission_code = $2 AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`,
          [role!.id, code],
        );
      }
      const user = await create({ roles: String(role!.id) });
      return changeInitialPassword(t.app, { username: user.username, oldPassword: user.initialPassword, newPassword: 'Picker#2026x' });
    };
    const picker = await roleWith('只管工作组', 'system:workGroup:add');
    const nobody = await roleWith('无权限', null);
    const list = `${SYS}/cscpUserDetailsOr?page=0&size=1000&usernameLike=staff`;
    const res = await call(picker, 'GET', list);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as { username: string }[]).map((u) => u.username)).toContain('staff');
    expect((await call(nobody, 'GET', list)).statusCode).toBe(403);
    // Reading is all it gives: no write of the user screens.
    expect((await call(picker, 'POST', `${SYS}/cscpUserDetails`, sample())).statusCode).toBe(403);
  });

  it('lets a user administrator who is not an administrator give only roles within their own menus', async () => {
    // A role with 新增 of 用户管理 (and what it needs to read), held by a new user administrator.
    const roleWith = async (name: string, codes: string[]) => {
      const [role] = await t.sql<{ id: number }>("INSERT INTO sys_role (tenant_id, name) SELECT id, $1 FROM tenant WHERE code = 'demo' RETURNING id", [name]);
      await t.sql(
        `INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT tenant_id, $1, id FROM sys_menu
         WHERE permission_code = ANY($2::text[]) AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`,
        [role!.id, codes],
      );
      return role!.id;
    };
    const userAdminRole = await roleWith('用户管理员', ['system:user:list', 'system:user:add', 'system:dict:list']);
    const narrow = await roleWith('字典查看', ['system:dict:list']);
    const wide = await roleWith('租户设置员', ['system:tenant:settings']);
    const manager = await create({ roles: String(userAdminRole), areaIds: `${ids.a},${ids.b},${ids.c}` });
    const token = await changeInitialPassword(t.app, { username: manager.username, oldPassword: manager.initialPassword, newPassword: 'Manager#2026x' });
    const before = await snapshot();
    const refused = await call(token, 'POST', `${SYS}/cscpUserDetails`, sample({ roles: String(wide) }));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().msg).toBe('不能授予超出自己权限的菜单或角色');
    expect(await snapshot()).toBe(before);
    const allowed = await call(token, 'POST', `${SYS}/cscpUserDetails`, sample({ roles: String(narrow) }));
    expect(allowed.statusCode, allowed.body).toBe(200);
    // The form's communities are searched through the labels call, by name, among the caller's own: the user codes
    // may (no screen of the communities is needed), and nothing beyond the caller's communities is offered.
    const labels = await call(token, 'GET', '/api/platform/labels?entity=base.community&search=U');
    expect(labels.statusCode, labels.body).toBe(200);
    expect((labels.json().data as { label: string }[]).map((row) => row.label)).toEqual(['UA', 'UB', 'UC']);
    await t.sql('DELETE FROM sys_user_area WHERE user_id = (SELECT id FROM sys_user WHERE username = $1) AND area_id <> $2', [manager.username, ids.a]);
    const own = await call(token, 'GET', '/api/platform/labels?entity=base.community&search=U');
    expect(own.json().data).toEqual([{ id: ids.a, label: 'UA' }]);
    expect((await call(token, 'GET', `/api/platform/labels?entity=base.community&ids=${ids.b}`)).json().data).toEqual([]);
  });

  it('refuses the read-only staff every write (403) and changes nothing', async () => {
    const before = await snapshot();
    const user = (await t.sql<{ id: number }>("SELECT id FROM sys_user WHERE username LIKE 'user%' AND del_flag = 0 LIMIT 1"))[0]!.id;
    for (const [method, url, body] of [
      ['POST', `${SYS}/cscpUserDetails`, sample()],
      ['PUT', `${SYS}/cscpUserDetails`, { ...sample(), id: user, currentUserPwd: enc(READY_PASSWORD) }],
      ['POST', `${ADM}/updateStatusByUserId`, { userId: user, status: '1' }],
      ['DELETE', `${SYS}/cscpUsers/${user}`, undefined],
      ['POST', `${ADM}/resetPassword`, { userId: user }],
      ['POST', `${ADM}/unlock`, { userId: user }],
    ] as const) {
      expect((await call(staff, method, url, body)).statusCode, url).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });
});
