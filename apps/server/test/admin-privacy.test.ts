import { beforeAll, describe, expect, it } from 'vitest';
import { aesEncrypt, hashPassword } from '../src/platform/crypto.ts';
import { DEMO, authed, loginReady, loginToken, passwordKeyOf, useTestApp } from './helpers/app.ts';

// Issue 20, administration: personal data in the logs, taking over a stronger account, staff records by community.

const t = useTestApp();
const SYS = '/zhwy/api/system';
const ADM = '/zhwy/api/zhwy_admin/user';
const PASSWORD = 'Qz7#mVt2pLw9';
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let tenant = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: object, language?: string) => {
  return t.app.inject({
    method,
    url,
    headers: { ...authed(tokens[who]), ...(language ? { 'accept-language': language } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
};
const one = async <R extends object>(text: string, params: unknown[]) => (await t.sql<R>(text, params))[0]!;

/** A role granted the menu items carrying these codes. */
const role = async (name: string, codes: string[]) => {
  const { id } = await one<{ id: number }>('INSERT INTO sys_role (tenant_id, name) VALUES ($1, $2) RETURNING id', [tenant, name]);
  await t.sql(
    `INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT $1, $2, id FROM sys_menu WHERE tenant_id = $1 AND permission_code = ANY($3::text[])`,
    [tenant, id, codes],
  );
  return id;
};
/** A user with a role and communities, logged in (its password is no initial one). */
const user = async (name: string, roleId: number, areas: number[], mobile: string) => {
  const { id } = await one<{ id: number }>(
    `INSERT INTO sys_user (tenant_id, username, password_hash, name, family_name, sex, mobile, email, status)
     VALUES ($1, $2, $3, $2, '测', '1', $4, $5, 0) RETURNING id`,
    [tenant, name, await hashPassword(PASSWORD), mobile, `${name}.mail@example.com`],
  );
  await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)', [tenant, id, roleId]);
  for (const area of areas) await t.sql('INSERT INTO sys_user_area (tenant_id, user_id, area_id) VALUES ($1, $2, $3)', [tenant, id, area]);
  ids[name] = id;
  tokens[name] = await loginToken(t.app, { username: name, password: PASSWORD });
};
const logRow = async (userId: number, username: string, body: object) =>
  (
    await one<{ id: number }>(
      "INSERT INTO sys_operation_log (tenant_id, user_id, username, method, uri, params, message, status) VALUES ($1, $2, $3, 'POST', '/x', $4, '新增住户', 0) RETURNING id",
      [tenant, userId, username, JSON.stringify({ query: {}, body })],
    )
  ).id;

const USER_ADMIN = ['system:user:list', 'system:user:edit', 'system:user:resetpwd', 'system:user:status', 'system:user:delete', 'system:user:unlock', 'system:user:area'];
const LOGS = ['system:operationLog:list', 'system:loginLog:list', 'system:loginLog:unlock', 'system:session:list'];
const PERSON = { areaId: 0, name: '王小明', mobile: '13812348000', idCardNo: '11010519491231002X' };

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  tenant = (await one<{ id: number }>("SELECT id FROM tenant WHERE code = 'demo'", [])).id;
  const area = async (code: string) =>
    (await one<{ id: number }>("INSERT INTO com_area (tenant_id, area_code, area_name, address) VALUES ($1, $2, $2, '路') RETURNING id", [tenant, code])).id;
  ids.A = await area('PA');
  ids.B = await area('PB');
  ids.dept = (await one<{ id: number }>("INSERT INTO com_department (tenant_id, department_name, parent_id) VALUES ($1, '物业部', 0) RETURNING id", [tenant])).id;
  const userAdmin = await role('用户管理员', [...USER_ADMIN, ...LOGS]);
  const clerk = await role('日志查看', ['system:operationLog:list', 'system:loginLog:list', 'system:user:list', 'system:session:list']);
  const unmasker = await role('明文查看', ['system:operationLog:list', 'base:resident:unmask']);
  const strong = await role('强账号', [...USER_ADMIN, ...LOGS, 'base:resident:unmask']);
  await user('uadmin', userAdmin, [ids.A], '13900000001'); // the caller of the privilege tests: community A
  await user('strong', strong, [ids.A], '13900000002'); // shares A, holds the unmask code beyond uadmin's
  await user('wide', clerk, [ids.A, ids.B], '13900000003'); // holds less than uadmin, but community B too
  await user('weak', clerk, [ids.A], '13900000004'); // within uadmin's own
  await user('other', clerk, [ids.B], '13900000005'); // community B only: no peer of A's staff
  await user('clerk', clerk, [ids.A], '13900000006'); // reads, may not edit users
  await user('unmasker', unmasker, [ids.A], '13900000007');
});

describe('the operation log masks personal data on every read, and limits non-administrators to their communities', () => {
  let peerA = 0;
  let peerB = 0;
  let foreign = 0;
  beforeAll(async () => {
    peerA = await logRow(ids.weak, 'weak', { ...PERSON, areaId: ids.A });
    peerB = await logRow(ids.wide, 'wide', { ...PERSON, areaId: String(ids.B) }); // a peer's row naming community B
    foreign = await logRow(ids.other, 'other', { id: 1 }); // a row of someone sharing no community
  });
  const list = async (who: string) => {
    const res = await call(who, 'GET', `${SYS}/cscpLogOperationsByCriteria?uri=%2Fx&size=50`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: number; params: string }[]; recordsTotal: number };
  };

  it('masks names, mobiles and ID numbers in the list as the export does, for administrators too', async () => {
    for (const who of ['admin', 'clerk']) {
      const row = (await list(who)).data.find((r) => r.id === peerA)!;
      expect(JSON.parse(row.params).body).toMatchObject({ name: '王**', mobile: '138****8000', idCardNo: '110105********002X' });
      expect(row.params).not.toContain('13812348000');
    }
  });

  it('shows a caller who is not an administrator only rows of their peers that name none but their communities', async () => {
    const mine = await list('clerk');
    expect(mine.data.map((r) => r.id)).toEqual([peerA]);
    expect(mine.recordsTotal).toBe(1);
    expect((await list('admin')).data.map((r) => r.id).sort((a, b) => a - b)).toEqual([peerA, peerB, foreign]);
    // Community B's staff see the row naming B (by a peer) and their own, not the row naming A.
    expect((await list('other')).data.map((r) => r.id).sort((a, b) => a - b)).toEqual([peerB, foreign]);
  });

  it('limits the login log the same way', async () => {
    const res = await call('clerk', 'GET', `${SYS}/cscpLogLoginsByCriteria?size=100`);
    const names = new Set((res.json().data as { userName: string }[]).map((r) => r.userName));
    expect(names.has('weak')).toBe(true);
    expect(names.has('other')).toBe(false);
    expect(names.has('admin')).toBe(false);
  });

  it('opens one row in clear for whoever may unmask residents, logs it, and only rows their list shows', async () => {
    const res = await call('unmasker', 'POST', `${SYS}/cscpLogOperations/getParamsNotDesensitized`, { id: peerA });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.json().data.params).body).toMatchObject({ name: '王小明', mobile: '13812348000' });
    const logged = await t.sql<{ message_key: string; message_params: string }>(
      "SELECT message_key, message_params FROM sys_operation_log WHERE username = 'unmasker' AND uri LIKE '%getParamsNotDesensitized'",
    );
    expect(logged).toEqual([{ message_key: 'operationLogUnmask', message_params: JSON.stringify({ id: peerA }) }]);
    expect((await call('unmasker', 'POST', `${SYS}/cscpLogOperations/getParamsNotDesensitized`, { id: foreign })).statusCode).toBe(404);
    expect((await call('clerk', 'POST', `${SYS}/cscpLogOperations/getParamsNotDesensitized`, { id: peerA })).statusCode).toBe(403);
    expect((await call('admin', 'POST', `${SYS}/cscpLogOperations/getParamsNotDesensitized`, { id: foreign })).statusCode).toBe(200);
  });
});

describe('staff records: peers only, contacts masked without the user-edit code', () => {
  it('lists and details peers only, with mobiles and e-mails masked for a reader', async () => {
    const rows = (await call('clerk', 'GET', `${SYS}/cscpUserDetailsOr?size=100`)).json().data as { username: string; mobile: string; email: string }[];
    expect(rows.map((r) => r.username).sort()).toEqual(['clerk', 'strong', 'uadmin', 'unmasker', 'weak', 'wide']);
    expect(rows.find((r) => r.username === 'weak')).toMatchObject({ mobile: '139****0004', email: 'w********@example.com' });
    expect((await call('clerk', 'GET', `${SYS}/cscpUserDetailsByUserId?userId=${ids.other}`)).statusCode).toBe(404);
    expect((await call('clerk', 'GET', `${SYS}/cscpUserDetailsByUserId?userId=${ids.weak}`)).json().data).toMatchObject({ mobile: '139****0004' });
    const options = (await call('clerk', 'GET', `${ADM}/queryAllList`)).json().data as { username: string; mobile: string }[];
    expect(options.map((o) => o.username)).not.toContain('other');
    expect(options.find((o) => o.username === 'weak')!.mobile).toBe('139****0004');
    // A user editor reads what they edit in clear; the administrator sees everyone.
    const edited = (await call('uadmin', 'GET', `${SYS}/cscpUserDetailsOr?usernameLike=weak`)).json().data;
    expect(edited[0]).toMatchObject({ mobile: '13900000004', email: 'weak.mail@example.com' });
    expect(((await call('admin', 'GET', `${SYS}/cscpUserDetailsOr?size=100`)).json().data as { username: string }[]).map((r) => r.username)).toContain('other');
  });

  it('lets a reader search a masked mobile only by what the mask shows or the whole number, in the one box too', async () => {
    const found = async (who: string, query: string) => {
      const res = await call(who, 'GET', `${SYS}/cscpUserDetailsOr?size=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { username: string }[]).map((r) => r.username).sort();
    };
    const everyKey = (text: string) =>
      ['usernameLike', 'familyNameLike', 'nameLike', 'mobileLike', 'emailLike', 'discTitleLike', 'discDetailLike'].map((key) => `${key}=${text}`).join('&');
    // A fragment of the hidden middle finds nothing for the reader, everything for the user editor.
    expect(await found('clerk', everyKey('0000004'))).toEqual([]);
    expect(await found('uadmin', everyKey('0000004'))).toEqual(['weak']);
    // The last four digits and the whole number work for both.
    expect(await found('clerk', everyKey('0004'))).toEqual(['weak']);
    expect(await found('clerk', everyKey('13900000004'))).toEqual(['weak']);
    expect((await call('clerk', 'GET', `${SYS}/cscpUserDetailsOr?mobileLike=0000004`)).statusCode).toBe(422);
    // The one box still finds by the other texts.
    expect(await found('clerk', everyKey('weak'))).toEqual(['weak']);
  });

  it('lists the online sessions of peers only', async () => {
    const names = ((await call('clerk', 'GET', `${SYS}/online?page=1&size=100`)).json().data.data as { username: string }[]).map((r) => r.username);
    expect(names).toContain('weak');
    expect(names).not.toContain('other');
    expect(names).not.toContain('admin');
  });
});

describe('a user administrator cannot take over a stronger account', () => {
  let key = '';
  beforeAll(async () => {
    key = await passwordKeyOf(t.app, DEMO);
  });
  const hash = async (name: string) => (await one<{ h: string }>('SELECT password_hash AS h, status FROM sys_user WHERE id = $1', [ids[name]])).h;

  it('refuses reset, new password, disable, delete and unlock of a target holding more menus or communities (403, worded)', async () => {
    for (const target of ['strong', 'wide']) {
      const before = await hash(target);
      const reset = await call('uadmin', 'POST', `${ADM}/resetPassword`, { userId: ids[target] }, 'en_US');
      expect(reset.statusCode, reset.body).toBe(403);
      expect(reset.json().msg).toMatch(/beyond your own/);
      expect((await call('uadmin', 'POST', `${ADM}/updateStatusByUserId`, { userId: ids[target], status: 1 })).statusCode).toBe(403);
      expect((await call('uadmin', 'DELETE', `${SYS}/cscpUsers/${ids[target]}`)).statusCode).toBe(403);
      expect((await call('uadmin', 'POST', `${ADM}/unlock`, { userId: ids[target] })).statusCode).toBe(403);
      expect((await call('uadmin', 'PUT', `${SYS}/cscpUserUnlock/${target}`)).statusCode).toBe(403);
      const detail = (await call('admin', 'GET', `${SYS}/cscpUserDetailsByUserId?userId=${ids[target]}`)).json().data;
      const edit = await call('uadmin', 'PUT', `${SYS}/cscpUserDetails`, {
        id: ids[target],
        username: target,
        name: detail.name,
        sex: '1',
        mobile: detail.mobile,
        roles: detail.roles,
        areaIds: String(ids.A),
        departmentIds: String(ids.dept),
        newPassword: aesEncrypt('Taken#Over2026', key),
        currentUserPwd: aesEncrypt(PASSWORD, key),
      });
      expect(edit.statusCode, edit.body).toBe(403);
      expect(await hash(target)).toBe(before);
      expect((await one<{ status: number; del_flag: number }>('SELECT status, del_flag FROM sys_user WHERE id = $1', [ids[target]]))).toEqual({ status: 0, del_flag: 0 });
    }
    // The same call as the loop's first one: from a session of its own, so the duplicate-submit window (1 s, one
    // session) cannot answer it instead on a fast machine.
    tokens.uadmin2 = await loginToken(t.app, { username: 'uadmin', password: PASSWORD });
    const zh = await call('uadmin2', 'POST', `${ADM}/resetPassword`, { userId: ids.strong });
    expect(zh.json().msg).toContain('超出您权限');
  });

  it('allows all of it on a target within the caller own, and the administrator on anyone', async () => {
    expect((await call('uadmin', 'POST', `${ADM}/unlock`, { userId: ids.weak })).statusCode).toBe(200);
    expect((await call('uadmin', 'PUT', `${SYS}/cscpUserUnlock/weak`)).statusCode).toBe(200);
    expect((await call('uadmin', 'PUT', `${SYS}/cscpUserUnlock/nobody-at-all`)).statusCode).toBe(200);
    expect((await call('uadmin', 'POST', `${ADM}/resetPassword`, { userId: ids.weak })).statusCode).toBe(200);
    expect((await call('uadmin', 'POST', `${ADM}/updateStatusByUserId`, { userId: ids.weak, status: 1 })).statusCode).toBe(200);
    expect((await call('admin', 'POST', `${ADM}/resetPassword`, { userId: ids.strong })).statusCode).toBe(200);
    expect((await call('admin', 'POST', `${ADM}/updateStatusByUserId`, { userId: ids.wide, status: 1 })).statusCode).toBe(200);
  });
});
