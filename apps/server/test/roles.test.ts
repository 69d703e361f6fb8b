import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

/** Roles: the list and options, the role's own calls, its users and its menu grants (spec §2, §5, §7). */
const t = useTestApp();
let admin = '';
let staff = '';
let secondAdmin = '';

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = admin, payload?: unknown, host = DEMO) => {
  const res = await t.app.inject({ method, url: `/zhwy/api/system/${url}`, headers: authed(token, host), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body, json: res.json() as Record<string, unknown> & { data: unknown; fields?: Record<string, string>; msg?: string } };
};

beforeAll(async () => {
  admin = await loginReady(t.app, { username: 'admin' });
  staff = await loginReady(t.app, { username: 'staff' });
  secondAdmin = await loginReady(t.app, { host: SECOND, username: 'admin' });
});

describe('the role list (cscpRolessByCriteria)', () => {
  it('lists the tenant’s roles with id, name, icon and roleExtent, paged and sorted', async () => {
    const { status, body, json } = await call('GET', 'cscpRolessByCriteria?size=1000');
    expect(status, body).toBe(200);
    const page = json as unknown as { data: { id: number; name: string; icon: string | null; roleExtent: string | null }[]; recordsTotal: number };
    expect(page.recordsTotal).toBe(2);
    expect(page.data.map((r) => r.name).sort()).toEqual(['只读员工', '系统管理员'].sort());
    expect(page.data[0]).toHaveProperty('icon');
    expect(page.data[0]).toHaveProperty('roleExtent');
    expect(page.data.map((r) => [r.name, (r as unknown as { builtinAdmin: boolean }).builtinAdmin]).sort()).toEqual([['只读员工', false], ['系统管理员', true]]);
    const second = await call('GET', 'cscpRolessByCriteria?size=1000', secondAdmin, undefined, SECOND);
    const ids = new Set(page.data.map((r) => r.id));
    expect((second.json as unknown as { data: { id: number }[] }).data.some((r) => ids.has(r.id))).toBe(false);
    const one = await call('GET', 'cscpRolessByCriteria?size=1&page=1&sort=name,desc');
    expect((one.json as unknown as { data: unknown[]; recordsTotal: number }).data).toHaveLength(1);
    expect((await call('GET', 'cscpRolessByCriteria?size=1001')).status).toBe(422);
  });

  it('serves the role list code or the user add/edit codes, else 403', async () => {
    const [{ id: roleId }] = await t.sql<{ id: number }>(
      "SELECT r.id FROM sys_role r JOIN tenant t ON t.id = r.tenant_id WHERE t.code = 'demo' AND NOT r.builtin_admin",
    );
    const grant = async (code: string) =>
      t.sql(
        `INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT m.tenant_id, $1, m.id FROM sys_menu m
         JOIN tenant t ON t.id = m.tenant_id WHERE t.code = 'demo' AND m.permission_code = $2 ON CONFLICT DO NOTHING`,
        [roleId, code],
      );
    const revoke = async (code: string) =>
      t.sql('DELETE FROM sys_role_menu WHERE role_id = $1 AND menu_id IN (SELECT id FROM sys_menu WHERE permission_code = $2)', [roleId, code]);
    // The seeded read-only role holds the role list's code: without it, and without the user codes, 403.
    await revoke('system:role:list');
    expect((await call('GET', 'cscpRolessByCriteria?size=1000', staff)).status).toBe(403);
    await grant('system:user:edit');
    expect((await call('GET', 'cscpRolessByCriteria?size=1000', staff)).status).toBe(200);
    await revoke('system:user:edit');
    expect((await call('GET', 'cscpRolessByCriteria?size=1000', staff)).status).toBe(403);
    await grant('system:role:list');
    expect((await call('GET', 'cscpRolessByCriteria?size=1000', staff)).status).toBe(200);
  });
});

// ---- the role's own calls, its users and its grants ----

const form = async (url: string, fields: Record<string, string>, token = admin, host = DEMO) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/zhwy/api/system/${url}`,
    headers: { ...authed(token, host), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: res.statusCode, body: res.body, json: res.json() as Record<string, unknown> };
};
type Node = { id: number; title: string; name: string; checked: boolean; items: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.items)]);
const menuId = async (name: string, tenant = 'demo') =>
  (await t.sql<{ id: number }>('SELECT m.id FROM sys_menu m JOIN tenant t ON t.id = m.tenant_id WHERE t.code = $1 AND m.name = $2', [tenant, name]))[0]!.id;
const grantsOfRole = async (roleId: number) =>
  t.sql<{ menuId: number; half: boolean }>('SELECT menu_id AS "menuId", half_checked AS half FROM sys_role_menu WHERE role_id = $1 ORDER BY menu_id', [roleId]);
const builtinRoleId = async (tenant = 'demo') =>
  (await t.sql<{ id: number }>('SELECT r.id FROM sys_role r JOIN tenant t ON t.id = r.tenant_id WHERE t.code = $1 AND r.builtin_admin', [tenant]))[0]!.id;
const createRole = async (name: string, extra: Record<string, unknown> = {}) => {
  const res = await call('POST', 'cscpRoless', admin, { name, ...extra });
  expect(res.status, res.body).toBe(200);
  return res.json as unknown as { id: number; name: string; roleExtent: string | null; parentId: number };
};
const staffId = async () => (await t.sql<{ id: number }>("SELECT u.id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = 'demo' AND u.username = 'staff'"))[0]!.id;

describe('a role’s own calls', () => {
  it('creates, reads and updates a role; the answer carries its id', async () => {
    const role = await createRole('  保洁主管 ', { roleExtent: '负责保洁', icon: 'TeamOutlined' });
    expect(role).toMatchObject({ name: '保洁主管', roleExtent: '负责保洁', parentId: 0, icon: 'TeamOutlined' });
    expect(role.id).toBeGreaterThan(0);
    const read = await call('GET', `cscpRoless/${role.id}`);
    expect(read.json).toMatchObject({ id: role.id, name: '保洁主管', builtinAdmin: false });
    const updated = await call('PUT', 'cscpRoless', admin, { id: role.id, name: '保洁经理', roleExtent: '', parentId: 0 });
    expect(updated.status, updated.body).toBe(200);
    expect(updated.json).toMatchObject({ id: role.id, name: '保洁经理', roleExtent: null });
    const log = await t.sql<{ message: string }>("SELECT message FROM sys_operation_log WHERE message IN ('新增角色', '修改角色') ORDER BY id");
    expect(log.map((row) => row.message)).toEqual(['新增角色', '修改角色']);
  });

  it('refuses a missing, blank or over-long name and an over-long roleExtent, naming the field; nothing is written', async () => {
    const before = await t.sql('SELECT count(*)::int AS n FROM sys_role');
    const missing = await call('POST', 'cscpRoless', admin, { roleExtent: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.json.fields!).toEqual({ name: '名称不能为空' });
    const blank = await call('POST', 'cscpRoless', admin, { name: '   ' });
    expect(blank.json.fields!).toEqual({ name: '名称不能为空' });
    const english = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/cscpRoless', headers: { ...authed(admin), 'accept-language': 'en-US' }, payload: {} });
    expect((english.json() as { fields: Record<string, string> }).fields.name).toBe('Name is required');
    const long = await call('POST', 'cscpRoless', admin, { name: 'x'.repeat(51) });
    expect(long.status).toBe(422);
    expect(Object.keys(long.json.fields!)).toEqual(['name']);
    const extent = await call('POST', 'cscpRoless', admin, { name: 'ok', roleExtent: 'x'.repeat(201) });
    expect(Object.keys(extent.json.fields!)).toEqual(['roleExtent']);
    expect((await call('POST', 'cscpRoless', admin, { name: 'ok', builtinAdmin: true })).status).toBe(422);
    expect(await t.sql('SELECT count(*)::int AS n FROM sys_role')).toEqual(before);
  });

  it('does not reach another tenant’s role (404) and refuses without the codes (403)', async () => {
    const other = await builtinRoleId('second');
    expect((await call('GET', `cscpRoless/${other}`)).status).toBe(404);
    expect((await call('PUT', 'cscpRoless', admin, { id: other, name: '改名' })).status).toBe(404);
    expect((await call('DELETE', `cscpRoless/${other}`)).status).toBe(404);
    expect((await call('GET', `cscpRoleUsers/${other}`)).status).toBe(404);
    expect((await form('menu/queryByRoleId', { roles: String(other) })).status).toBe(404);
    expect((await form('menu/save', { roles: String(other), menus: '', permissions: '' })).status).toBe(404);
    expect((await t.sql<{ name: string }>('SELECT name FROM sys_role WHERE id = $1', [other]))[0]!.name).toBe('系统管理员');
    expect((await call('POST', 'cscpRoless', staff, { name: '越权' })).status).toBe(403);
    expect((await call('PUT', 'cscpRoless', staff, { id: other, name: '越权' })).status).toBe(403);
    expect((await call('DELETE', `cscpRoless/${other}`, staff)).status).toBe(403);
    expect((await form('menu/save', { roles: String(other), menus: '', permissions: '' }, staff)).status).toBe(403);
  });

  it('counts a role’s live users and refuses to delete it while accounts use it', async () => {
    const role = await createRole('在用角色');
    const user = await staffId();
    await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) SELECT tenant_id, id, $2 FROM sys_user WHERE id = $1', [user, role.id]);
    expect((await call('GET', `cscpRoleUsers/${role.id}`)).json).toBe(1);
    const refused = await call('DELETE', `cscpRoless/${role.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('该角色已被 1 个账号使用，禁止删除');
    expect(await t.sql('SELECT id FROM sys_role WHERE id = $1', [role.id])).toHaveLength(1);
    await t.sql('DELETE FROM sys_user_role WHERE role_id = $1', [role.id]);
    await form('menu/save', { roles: String(role.id), menus: String(await menuId('dict-management')), permissions: '' });
    const deleted = await call('DELETE', `cscpRoless/${role.id}`);
    expect(deleted.status, deleted.body).toBe(200);
    expect(await t.sql('SELECT id FROM sys_role WHERE id = $1', [role.id])).toHaveLength(0);
    expect(await grantsOfRole(role.id)).toHaveLength(0);
  });

  it('never deletes the built-in administrator role', async () => {
    const id = await builtinRoleId();
    const refused = await call('DELETE', `cscpRoless/${id}`);
    expect(refused.status).toBe(409);
    expect(await t.sql('SELECT id FROM sys_role WHERE id = $1', [id])).toHaveLength(1);
  });
});

describe('a role’s menu grants', () => {
  it('answers the whole tree with buttons; checked = granted and not half-checked', async () => {
    const role = await createRole('字典管理员');
    const [dict, dictAdd, system] = [await menuId('dict-management'), await menuId('dict-add'), await menuId('system')];
    const empty = await form('menu/queryByRoleId', {});
    expect(empty.status, empty.body).toBe(200);
    const all = flatten((empty.json as { items: Node[] }).items);
    // A read sent as POST: no operation-log row.
    expect(await t.sql("SELECT 1 FROM sys_operation_log WHERE uri LIKE '%queryByRoleId%'")).toEqual([]);
    expect(all.find((n) => n.id === dictAdd)).toMatchObject({ title: '新增', checked: false, items: [] });
    expect(all.every((n) => !n.checked)).toBe(true);
    // dict-add alone: its parents are granted half-checked (reachable), only the button is checked.
    const saved = await form('menu/save', { roles: String(role.id), menus: `${dictAdd}`, permissions: '' });
    expect(saved.status, saved.body).toBe(200);
    expect(await grantsOfRole(role.id)).toEqual(
      [{ menuId: system, half: true }, { menuId: dict, half: true }, { menuId: dictAdd, half: false }].sort((a, b) => a.menuId - b.menuId),
    );
    const tree = flatten(((await form('menu/queryByRoleId', { roles: String(role.id) })).json as { items: Node[] }).items);
    expect(tree.filter((n) => n.checked).map((n) => n.id)).toEqual([dictAdd]);
    expect(tree.length).toBe(all.length);
    // the whole dictionary subtree: dict-management is fully checked, system half.
    const subtree = flatten(all.find((n) => n.id === dict)!.items).map((n) => n.id);
    await form('menu/save', { roles: String(role.id), menus: [system, dict, ...subtree].join(','), permissions: '' });
    const halves = (await grantsOfRole(role.id)).filter((g) => g.half).map((g) => g.menuId);
    expect(halves).toEqual([system]);
  });

  it('shows the built-in administrator role with every menu checked and refuses to edit its grants', async () => {
    const id = await builtinRoleId();
    const tree = flatten(((await form('menu/queryByRoleId', { roles: String(id) })).json as { items: Node[] }).items);
    expect(tree.every((n) => n.checked)).toBe(true);
    const refused = await form('menu/save', { roles: String(id), menus: '', permissions: '' });
    expect(refused.status).toBe(409);
    expect(await grantsOfRole(id)).toEqual([]);
  });

  it('refuses ids that are not the tenant’s menus and bad lists; the grants stay as they were', async () => {
    const role = await createRole('坏输入');
    const dict = await menuId('dict-management');
    await form('menu/save', { roles: String(role.id), menus: String(dict), permissions: '' });
    const before = await grantsOfRole(role.id);
    const foreign = await form('menu/save', { roles: String(role.id), menus: `${dict},${await menuId('dict-management', 'second')}`, permissions: '' });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.json.fields as object)).toEqual(['menus']);
    expect((await form('menu/save', { roles: String(role.id), menus: '1,abc', permissions: '' })).status).toBe(422);
    expect((await form('menu/save', { menus: String(dict) })).status).toBe(422);
    expect(await grantsOfRole(role.id)).toEqual(before);
  });

  it('takes effect on the user’s next call: a removed grant leaves cscpMenus and the API answers 403', async () => {
    const role = await createRole('员工临时');
    const user = await staffId();
    await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) SELECT tenant_id, id, $2 FROM sys_user WHERE id = $1', [user, role.id]);
    const menusOf = async () =>
      (JSON.parse((await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(staff) })).body) as { name: string }[]).map((m) => m.name);
    const tenant = await menuId('tenant-management');
    await form('menu/save', { roles: String(role.id), menus: String(tenant), permissions: '' });
    expect(await menusOf()).toContain('tenant-management');
    await form('menu/save', { roles: String(role.id), menus: '', permissions: '' });
    expect(await menusOf()).not.toContain('tenant-management');
    await t.sql('DELETE FROM sys_user_role WHERE role_id = $1', [role.id]);
  });

  it('lets a role editor who is not an administrator grant only menus they hold themselves (403 beyond, nothing changed)', async () => {
    const editor = await createRole('角色编辑员');
    const target = await createRole('被授权角色');
    const user = await staffId();
    await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) SELECT tenant_id, id, $2 FROM sys_user WHERE id = $1', [user, editor.id]);
    try {
      await form('menu/save', { roles: String(editor.id), menus: String(await menuId('roles-edit')), permissions: '' });
      // 数据字典 is the read-only staff's own; 租户设置 is not.
      const own = await form('menu/save', { roles: String(target.id), menus: String(await menuId('dict-management')), permissions: '' }, staff);
      expect(own.status, own.body).toBe(200);
      const before = await grantsOfRole(target.id);
      const beyond = await form('menu/save', { roles: String(target.id), menus: String(await menuId('tenant-settings')), permissions: '' }, staff);
      expect(beyond.status, beyond.body).toBe(403);
      expect(beyond.json.msg).toBe('不能授予超出自己权限的菜单或角色');
      expect(await grantsOfRole(target.id)).toEqual(before);
      // Nor may they grant their own role more.
      expect((await form('menu/save', { roles: String(editor.id), menus: `${await menuId('roles-edit')},${await menuId('tenant-settings')}`, permissions: '' }, staff)).status).toBe(403);
    } finally {
      await t.sql('DELETE FROM sys_user_role WHERE role_id = $1', [editor.id]);
    }
  });

  it('refuses a save that leaves no enabled user able to administer roles, and changes nothing', async () => {
    const role = await createRole('角色管理员');
    const user = await staffId();
    await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) SELECT tenant_id, id, $2 FROM sys_user WHERE id = $1', [user, role.id]);
    const edit = await menuId('roles-edit');
    await form('menu/save', { roles: String(role.id), menus: String(edit), permissions: '' });
    // The built-in administrator is the one other way: take it away (as a user screen could), then staff is the last one.
    const adminRole = await builtinRoleId();
    await t.sql("UPDATE sys_user SET status = 1 WHERE username = 'admin' AND tenant_id = (SELECT tenant_id FROM sys_role WHERE id = $1)", [adminRole]);
    try {
      const before = await grantsOfRole(role.id);
      const refused = await form('menu/save', { roles: String(role.id), menus: String(await menuId('dict-management')), permissions: '' }, staff);
      expect(refused.status, refused.body).toBe(409);
      expect(refused.json.msg).toBe('保存后将没有任何启用的账号能够管理角色，操作已取消');
      expect(await grantsOfRole(role.id)).toEqual(before);
    } finally {
      await t.sql("UPDATE sys_user SET status = 0 WHERE username = 'admin'");
      await t.sql('DELETE FROM sys_user_role WHERE role_id = $1', [role.id]);
    }
  });
});
