import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

/** The menu (async-route) editor: getMenu, addMenu, updateMenu, deleteMenu (spec §2, §4 drag rules, §5 rules). */
const t = useTestApp();
let admin = '';
let staff = '';

type Reply = { status: number; body: string; json: { msg?: string; data?: unknown; fields?: Record<string, string> } & Record<string, unknown> };
const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin, host = DEMO): Promise<Reply> => {
  const res = await t.app.inject({ method, url: `/zhwy/api/system/menu/${url}`, headers: authed(token, host), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body, json: res.json() };
};
type Row = { id: number; parentId: number; name: string; title: string; orderby: number; leaf: boolean; type: string };
const children = async (parentId: number) => (await call('GET', `getMenu?parentId=${parentId}`)).json as unknown as Row[];
const menuId = async (name: string, tenant = 'demo') =>
  (await t.sql<{ id: number }>('SELECT m.id FROM sys_menu m JOIN tenant t ON t.id = m.tenant_id WHERE t.code = $1 AND m.name = $2', [tenant, name]))[0]!.id;
const snapshot = () => t.sql('SELECT id, parent_id, name, title, url, type, component, orderby, permission_code FROM sys_menu ORDER BY id');
const page = (extra: Record<string, unknown> = {}) => ({ type: 'menu2', title: '巡检记录', name: 'patrol-records', url: '/system/patrol', component: 'dict-management', ...extra });

beforeAll(async () => {
  admin = await loginReady(t.app, { username: 'admin' });
  staff = await loginReady(t.app, { username: 'staff' });
});

describe('reading the tree', () => {
  it('answers a node’s children in order with their leaf flag; another tenant’s nodes are not there', async () => {
    const top = await children(0);
    expect(top.map((n) => n.name)).toContain('system');
    const system = top.find((n) => n.name === 'system')!;
    expect(system.leaf).toBe(false);
    const under = await children(system.id);
    expect(under.map((n) => n.orderby)).toEqual([...under.map((n) => n.orderby)].sort((a, b) => a - b));
    expect(under.find((n) => n.name === 'dict-management')).toMatchObject({ leaf: false, type: 'menu2' });
    expect(await children(await menuId('system', 'second'))).toEqual([]);
    expect((await call('GET', 'getMenu?parentId=abc')).status).toBe(422);
  });
});

describe('adding and editing a node', () => {
  it('creates a node (answering its id), which the administrator’s menus carry on the next call', async () => {
    const system = await menuId('system');
    const created = await call('PUT', 'addMenu', page({ parentId: system, icon: 'AuditOutlined' }));
    expect(created.status, created.body).toBe(200);
    const id = created.json.data as number;
    const under = await children(system);
    expect(under.at(-1)).toMatchObject({ id, name: 'patrol-records', orderby: Math.max(...under.map((n) => n.orderby)) });
    const menus = JSON.parse((await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(admin) })).body) as { name: string }[];
    expect(menus.map((m) => m.name)).toContain('patrol-records');
    const edited = await call('PUT', 'addMenu', page({ id, parentId: system, title: '巡检台账', orderby: 3 }));
    expect(edited.status, edited.body).toBe(200);
    expect((await t.sql<{ title: string; orderby: number }>('SELECT title, orderby FROM sys_menu WHERE id = $1', [id]))[0]).toEqual({ title: '巡检台账', orderby: 3 });
  });

  it('checks every rule of §5 and names the field with the spec’s message; nothing is written', async () => {
    const system = await menuId('system');
    const before = await snapshot();
    const fields = async (body: Record<string, unknown>) => {
      const res = await call('PUT', 'addMenu', body);
      expect(res.status, res.body).toBeGreaterThanOrEqual(400);
      return res.json.fields;
    };
    expect(await fields(page({ parentId: system, title: '' }))).toEqual({ title: '请填写路由标题' });
    expect(await fields(page({ parentId: system, name: '巡检' }))).toEqual({ name: '请输入有效的路由名称，不能包含中文' });
    expect(await fields(page({ parentId: system, name: undefined }))).toEqual({ name: '请输入有效的路由名称，不能包含中文' });
    expect(await fields(page({ parentId: system, url: '/巡检' }))).toEqual({ url: '请输入有效的路由路径，不能包含中文' });
    expect(await fields(page({ parentId: system, component: '' }))).toEqual({ component: '请输入有效的路由组件，不能包含中文' });
    expect(await fields(page({ parentId: system, component: '组件' }))).toEqual({ component: '请输入有效的路由组件，不能包含中文' });
    expect(await fields(page({ parentId: 0, url: 'patrol', type: 'menu1', component: undefined }))).toEqual({ url: '一级路由的路径须以 / 开头' });
    expect(Object.keys((await fields(page({ parentId: system, type: 'page' }))) ?? {})).toEqual(['type']);
    expect(Object.keys((await fields({ title: 'x', name: 'x', url: '/x', component: 'x' })) ?? {})).toEqual(['type']);
    expect(await fields({ parentId: system, type: 'button', title: '导出', name: 'patrol-export' })).toEqual({ permissionCode: '按钮须填写权限编码' });
    expect(await fields({ parentId: system, type: 'button', title: '导出', name: 'patrol-export', permissionCode: 'x:y', url: '/x' })).toEqual({ url: '按钮不是路由，不能填写路径和组件' });
    expect(await fields(page({ parentId: system, name: 'dict-management' }))).toEqual({ name: '已存在，请重新输入' });
    expect(await fields(page({ parentId: await menuId('dict-add') }))).toEqual({ parentId: '所选记录不存在或已删除' });
    expect(await fields(page({ parentId: await menuId('system', 'second') }))).toEqual({ parentId: '所选记录不存在或已删除' });
    expect(Object.keys((await fields(page({ parentId: system, title: 'x'.repeat(101) }))) ?? {})).toEqual(['title']);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the drag rules when a parent is chosen in the form, and does not reach another tenant’s node', async () => {
    const system = await menuId('system');
    const dict = await menuId('dict-management');
    const before = await snapshot();
    expect((await call('PUT', 'addMenu', page({ id: dict, parentId: 0, name: 'dict-management', url: '/system/dict' }))).json.fields).toEqual({ parentId: '非一级节点不能移动为一级节点' });
    expect((await call('PUT', 'addMenu', { id: system, parentId: dict, type: 'menu1', title: '系统管理', name: 'system', url: '/system' })).json.fields).toEqual({
      parentId: '一级节点只能在同级之间调整顺序',
    });
    expect((await call('PUT', 'addMenu', page({ id: dict, parentId: await menuId('dict-management'), name: 'dict-management' }))).json.fields).toEqual({
      parentId: '不能把节点移动到它自己或它的下级节点之下',
    });
    const other = await menuId('dict-management', 'second');
    expect((await call('PUT', 'addMenu', page({ id: other, parentId: system, name: 'x-other' }))).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('dragging', () => {
  it('moves and renumbers the sent nodes; the order survives a reload', async () => {
    const system = await menuId('system');
    const under = await children(system);
    const reversed = [...under].reverse().map((n, index) => ({ id: n.id, parentId: system, orderby: index + 1 }));
    const moved = await call('PUT', 'updateMenu', reversed);
    expect(moved.status, moved.body).toBe(200);
    expect((await children(system)).map((n) => n.id)).toEqual([...under].reverse().map((n) => n.id));
    // A deeper node may move under another node below the first level.
    const dictAdd = await menuId('dict-add');
    const logging = await menuId('logging-login');
    expect((await call('PUT', 'updateMenu', [{ id: dictAdd, parentId: logging, orderby: 9 }])).status).toBe(200);
    expect((await children(logging)).at(-1)!.id).toBe(dictAdd);
  });

  it('refuses a first-level node leaving the first level, a deeper node becoming first-level, cycles and foreign ids; nothing moves', async () => {
    const system = await menuId('system');
    const dict = await menuId('dict-management');
    const before = await snapshot();
    const refused = async (moves: unknown, status = 422) => {
      const res = await call('PUT', 'updateMenu', moves);
      expect(res.status, res.body).toBe(status);
      return res.json.msg;
    };
    expect(await refused([{ id: system, parentId: dict, orderby: 1 }])).toBe('一级节点只能在同级之间调整顺序');
    expect(await refused([{ id: dict, parentId: 0, orderby: 1 }])).toBe('非一级节点不能移动为一级节点');
    expect(await refused([{ id: dict, parentId: dict, orderby: 1 }])).toBe('不能把节点移动到它自己或它的下级节点之下');
    // the first move alone would be fine: all or nothing
    expect(await refused([{ id: await menuId('dict-add'), parentId: dict, orderby: 1 }, { id: dict, parentId: 0, orderby: 1 }])).toBe('非一级节点不能移动为一级节点');
    await refused([{ id: await menuId('dict-add', 'second'), parentId: dict, orderby: 1 }], 404);
    await refused([{ id: dict, parentId: system, orderby: -1 }]);
    await refused([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('deleting', () => {
  it('deletes a node with its subtree and their grants', async () => {
    const system = await menuId('system');
    const parent = (await call('PUT', 'addMenu', page({ parentId: system, name: 'to-delete', url: '/system/to-delete' }))).json.data as number;
    const child = (await call('PUT', 'addMenu', { parentId: parent, type: 'button', title: '按钮', name: 'to-delete-btn', permissionCode: 'x:to:delete' })).json.data as number;
    await t.sql(`INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT r.tenant_id, r.id, $1 FROM sys_role r WHERE r.name = '只读员工' AND r.tenant_id = (SELECT tenant_id FROM sys_menu WHERE id = $1)`, [child]);
    const res = await call('DELETE', `deleteMenu/${parent}`);
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toBe(2);
    expect(await t.sql('SELECT id FROM sys_menu WHERE id IN ($1, $2)', [parent, child])).toEqual([]);
    expect(await t.sql('SELECT id FROM sys_role_menu WHERE menu_id = $1', [child])).toEqual([]);
    expect((await call('DELETE', `deleteMenu/${await menuId('system', 'second')}`)).status).toBe(404);
  });

  it('refuses a delete that takes away the last role administrator’s button, and deletes nothing', async () => {
    await t.sql("UPDATE sys_user SET status = 1 WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')");
    const role = (await t.sql<{ id: number }>("SELECT id FROM sys_role WHERE name = '只读员工' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')"))[0]!.id;
    const edit = await menuId('roles-edit');
    await t.sql('INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT tenant_id, $1, id FROM sys_menu WHERE id = $2 ON CONFLICT DO NOTHING', [role, edit]);
    await t.sql("INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT tenant_id, $1, id FROM sys_menu WHERE tenant_id = (SELECT id FROM tenant WHERE code = 'demo') AND permission_code = 'system:menu:delete' ON CONFLICT DO NOTHING", [role]);
    try {
      const before = await snapshot();
      const res = await call('DELETE', `deleteMenu/${await menuId('role-management')}`, undefined, staff);
      expect(res.status, res.body).toBe(409);
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.sql("UPDATE sys_user SET status = 0 WHERE username = 'admin'");
    }
  });
});

describe('permissions', () => {
  it('answers 403 without the menu codes', async () => {
    const staffMenus = JSON.parse((await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(staff, DEMO) })).body) as { permissionCode: string | null }[];
    const codes = new Set(staffMenus.map((m) => m.permissionCode));
    expect(codes.has('system:menu:add')).toBe(false);
    const system = await menuId('system');
    expect((await call('PUT', 'addMenu', page({ parentId: system, name: 'by-staff' }), staff)).status).toBe(403);
    expect((await call('PUT', 'addMenu', page({ id: system, parentId: 0, type: 'menu1', name: 'system', url: '/system' }), staff)).status).toBe(403);
    expect((await call('PUT', 'updateMenu', [{ id: system, parentId: 0, orderby: 1 }], staff)).status).toBe(403);
    expect((await call('GET', 'getMenu?parentId=0', undefined, staff, SECOND)).status).toBe(401);
  });
});
