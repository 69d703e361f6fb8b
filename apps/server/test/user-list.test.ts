import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

/** The spec's user list (cscpUserDetailsOr): filters under the spec's keys, any of them matching; tenant; permission. */
const t = useTestApp();
let admin = '';
let staff = '';
let secondAdmin = '';
const ids = { admin: 0, staff: 0, extra: 0, gone: 0, otherTenant: 0 };
const LIST = '/zhwy/api/system/cscpUserDetailsOr';

type UserRow = { id: number; username: string } & Record<string, unknown>;
const list = async (query = '', token = admin, host = DEMO) => {
  const res = await t.app.inject({ method: 'GET', url: `${LIST}?${query}`, headers: authed(token, host) });
  return { status: res.statusCode, body: res.body, page: res.json() as { data: UserRow[]; recordsTotal: number } };
};
const usernames = async (query: string) => {
  const { status, body, page } = await list(query);
  expect(status, body).toBe(200);
  return page.data.map((row) => row.username).sort();
};

beforeAll(async () => {
  admin = await loginReady(t.app, { username: 'admin' });
  staff = await loginReady(t.app, { username: 'staff' });
  secondAdmin = await loginReady(t.app, { host: SECOND, username: 'admin' });
  const idOf = async (tenant: string, username: string) =>
    (await t.sql<{ id: number }>('SELECT u.id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = $1 AND u.username = $2 AND u.del_flag = 0', [tenant, username]))[0]!.id;
  ids.admin = await idOf('demo', 'admin');
  ids.staff = await idOf('demo', 'staff');
  ids.otherTenant = await idOf('second', 'staff');
  // A user whose every searchable text is distinct, a deleted one, and one of the second tenant with a shared text.
  await t.sql(
    `UPDATE sys_user SET mobile = '13912345678', email = 'Staff.Person@Example.com', disc_title = '夜班值守', disc_detail = '负责三号楼巡检'
     WHERE id = $1`,
    [ids.staff],
  );
  const insert = async (tenant: string, username: string, familyName: string, delFlag = 0) =>
    (
      await t.sql<{ id: number }>(
        `INSERT INTO sys_user (tenant_id, username, password_hash, family_name, name, status, del_flag)
         SELECT id, $2, 'scrypt$not-a-real-hash', $3, '测试', 1, $4 FROM tenant WHERE code = $1 RETURNING id`,
        [tenant, username, familyName, delFlag],
      )
    )[0]!.id;
  ids.extra = await insert('demo', 'zhangwei', '张');
  ids.gone = await insert('demo', 'removed_user', '删', 1);
  await insert('second', 'zhangsan', '张');
});

describe('the user list', () => {
  it('lists the tenant’s live users with the list’s fields, never a password hash or an avatar', async () => {
    await t.sql("UPDATE sys_user SET img_path = 'data:image/png;base64,AAAA' WHERE id = $1", [ids.admin]);
    const { status, body, page } = await list('size=100');
    expect(status, body).toBe(200);
    expect(page.recordsTotal).toBe(3);
    expect(page.data.map((row) => row.id)).toEqual([ids.admin, ids.staff, ids.extra]); // registered first, first
    expect(page.data[1]).toMatchObject({ username: 'staff', familyName: '只读', name: '员工', mobile: '13912345678', status: '0' });
    expect(page.data[2]).toMatchObject({ username: 'zhangwei', status: '1', lastLogin: null }); // disabled, never logged in
    expect(Object.keys(page.data[0]!).sort()).toEqual(
      [
        'id', 'username', 'familyName', 'name', 'departmentName', 'mobile', 'userNo', 'sex', 'poster', 'email', 'discTitle', 'discDetail', 'status',
        'lastLogin', 'registerTime', 'departmentId', 'post', 'isContact',
      ].sort(),
    );
    expect(page.data[0]!.lastLogin).toMatch(/^\d{4}-\d{2}-\d{2}T/); // admin has logged in
    const [{ hash }] = await t.sql<{ hash: string }>('SELECT password_hash AS hash FROM sys_user WHERE id = $1', [ids.admin]);
    expect(body).not.toContain(hash);
    expect(body).not.toMatch(/password|imgPath|base64/i);
  });

  it('filters under the spec’s keys, case-insensitively', async () => {
    expect(await usernames('usernameLike=STA')).toEqual(['staff']);
    expect(await usernames('familyNameLike=张')).toEqual(['zhangwei']);
    expect(await usernames('nameLike=管理')).toEqual(['admin']);
    expect(await usernames('mobileLike=2345')).toEqual(['staff']);
    expect(await usernames('emailLike=staff.person@example')).toEqual(['staff']);
    expect(await usernames('discTitleLike=夜班')).toEqual(['staff']);
    expect(await usernames('discDetailLike=三号楼')).toEqual(['staff']);
    expect(await usernames('usernameLike=nobody-here')).toEqual([]);
    // LIKE's own wildcards are plain characters.
    expect(await usernames('usernameLike=%25')).toEqual([]);
  });

  it('matches a user by any of the texts: one search text under every key, as the spec’s search box sends it', async () => {
    const all = ['usernameLike', 'familyNameLike', 'nameLike', 'mobileLike', 'emailLike', 'discTitleLike', 'discDetailLike'];
    const search = (text: string) => all.map((key) => `${key}=${encodeURIComponent(text)}`).join('&');
    expect(await usernames(search('张'))).toEqual(['zhangwei']);
    expect(await usernames(search('139'))).toEqual(['staff']);
    expect(await usernames('usernameLike=admin&mobileLike=139')).toEqual(['admin', 'staff']);
    const { page } = await list(`${search('a')}&size=1`);
    expect(page.recordsTotal).toBe(3); // admin, staff, zhangwei; the total counts the same alternatives
    expect(page.data).toHaveLength(1);
  });

  it('pages and sorts like every list; unknown keys, the generic filter names and bad values are 422', async () => {
    const { page } = await list('page=1&size=2&sort=username,desc');
    expect(page.recordsTotal).toBe(3);
    expect(page.data.map((row) => row.username)).toEqual(['admin']);
    for (const query of ['username.contains=adm', 'username=adm', 'passwordHash.contains=a', 'usernameLike=a&usernameLike=b', 'sort=passwordHash', 'size=5000']) {
      expect((await list(query)).status, query).toBe(422);
    }
  });

  it('needs the user list permission: the read-only staff reads it, and gets 403 once the grant is gone', async () => {
    expect((await list('', staff)).status).toBe(200);
    await t.sql(
      `DELETE FROM sys_role_menu WHERE menu_id IN (SELECT id FROM sys_menu WHERE permission_code = 'system:user:list')
         AND role_id IN (SELECT role_id FROM sys_user_role WHERE user_id = $1)`,
      [ids.staff],
    );
    expect((await list('', staff)).status).toBe(403);
  });

  it('shows each tenant only its own users', async () => {
    const { status, page } = await list('size=100', secondAdmin, SECOND);
    expect(status).toBe(200);
    expect(page.data.map((row) => row.username).sort()).toEqual(['admin', 'staff', 'zhangsan']);
    expect(page.data.map((row) => row.id)).toContain(ids.otherTenant);
    expect(page.data.map((row) => row.id)).not.toContain(ids.staff);
    expect(await usernames('familyNameLike=张')).toEqual(['zhangwei']);
    // A demo token on the second tenant's host is no session there.
    expect((await list('', admin, SECOND)).status).toBe(401);
  });
});

describe('assigning communities', () => {
  it('a caller whose own scope is limited grants only communities of it', async () => {
    const community = async (key: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/base/new-com-area',
          headers: authed(admin),
          payload: { areaCode: `UL_${key}`, areaName: `授权小区${key}`, address: '路', status: '0' },
        })
      ).json().id as number;
    const a = await community('a');
    const b = await community('b');
    // The read-only role may use the page here, so that its scope, not its grants, is what refuses.
    await t.sql(
      `INSERT INTO sys_role_menu (tenant_id, role_id, menu_id)
       SELECT m.tenant_id, ur.role_id, m.id FROM sys_menu m JOIN sys_user_role ur ON ur.user_id = $1
       WHERE m.tenant_id = (SELECT tenant_id FROM sys_user WHERE id = $1) AND m.name IN ('user-area-management', 'user-area')`,
      [ids.staff],
    );
    const put = (token: string, userId: number, areaIds: number[]) =>
      t.app.inject({ method: 'PUT', url: `/zhwy/api/system/cscpUserAreas/${userId}`, headers: authed(token), payload: { areaIds } });
    expect((await put(admin, ids.staff, [a])).statusCode).toBe(200);
    // Issue 20: a caller who is not an administrator lists the users sharing a community with them; zhang shares none yet.
    expect((await list('usernameLike=zhang', staff)).page.data.map((row) => row.id)).toEqual([]);
    expect((await put(staff, ids.extra, [a, b])).statusCode).toBe(403);
    expect((await put(staff, ids.staff, [a, b])).statusCode).toBe(403);
    const inScope = await put(staff, ids.extra, [a]);
    expect(inScope.statusCode, inScope.body).toBe(200);
    expect((await list('usernameLike=zhang', staff)).page.data.map((row) => row.id)).toEqual([ids.extra]);
    const read = await t.app.inject({ method: 'GET', url: `/zhwy/api/system/cscpUserAreas/${ids.extra}`, headers: authed(admin) });
    expect(read.json().data).toEqual([a]);
  });
});
