import { ALL_PERMISSION_CODES, MENU_TYPES, PERMISSIONS } from '@zhwy/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

const t = useTestApp();
const tokens = { demoAdmin: '', demoStaff: '', secondAdmin: '' };

beforeAll(async () => {
  tokens.demoAdmin = await loginReady(t.app, { username: 'admin' });
  tokens.demoStaff = await loginReady(t.app, { username: 'staff' });
  tokens.secondAdmin = await loginReady(t.app, { host: SECOND, username: 'admin' });
});

type Menu = { id: number; parentId: number; name: string; type: string; orderby: number; permissionCode: string | null };
const menusOf = async (token: string, host = DEMO): Promise<Menu[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token, host) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /zhwy/api/system/cscpMenus', () => {
  it('gives the administrator every menu and button', async () => {
    const menus = await menusOf(tokens.demoAdmin);
    const codes = menus.map((m) => m.permissionCode).filter(Boolean);
    expect(codes).toEqual(expect.arrayContaining(ALL_PERMISSION_CODES));
    expect(codes).toContain('system:dict:add');
    const buttons = menus.filter((m) => m.type === 'button');
    expect(buttons.map((b) => b.permissionCode)).toEqual(expect.arrayContaining(['system:dict:add', 'system:dict:edit', 'system:dict:delete']));
    for (const m of menus) expect(MENU_TYPES).toContain(m.type);
    // Every parent is in the list (or the root), so the web app can build the tree.
    const ids = new Set(menus.map((m) => m.id));
    for (const m of menus) expect(m.parentId === 0 || ids.has(m.parentId)).toBe(true);
  });

  it('gives the read-only staff the menus but no add/edit/delete buttons', async () => {
    const menus = await menusOf(tokens.demoStaff);
    const names = menus.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['system', 'dict-management', 'logging-login', 'logging-operation']));
    expect(menus.filter((m) => m.type === 'button')).toEqual([]);
    const codes = menus.map((m) => m.permissionCode);
    for (const code of [PERMISSIONS.dict.add, PERMISSIONS.dict.edit, PERMISSIONS.dict.delete, PERMISSIONS.file.upload]) expect(codes).not.toContain(code);
    expect(codes).toContain(PERMISSIONS.dict.list);
  });

  it("lists only the caller tenant's menu rows", async () => {
    const demo = await menusOf(tokens.demoAdmin);
    const second = await menusOf(tokens.secondAdmin, SECOND);
    // The operator tenant (demo) alone has 租户管理 and its three buttons (operatorOnly).
    expect(demo.length).toBe(second.length + 4);
    const demoIds = new Set(demo.map((m) => m.id));
    expect(second.some((m) => demoIds.has(m.id))).toBe(false);
  });

  it('follows role grants from the database', async () => {
    await t.sql(`INSERT INTO sys_role_menu (tenant_id, role_id, menu_id)
                 SELECT r.tenant_id, r.id, m.id FROM sys_role r JOIN sys_menu m ON m.tenant_id = r.tenant_id
                 WHERE r.name = '只读员工' AND m.permission_code = 'system:dict:add' AND r.tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`);
    try {
      expect((await menusOf(tokens.demoStaff)).map((m) => m.permissionCode)).toContain('system:dict:add');
      const res = await t.app.inject({
        method: 'POST',
        url: '/base/api/sysdict/sysDicts',
        headers: authed(tokens.demoStaff),
        payload: { dictCode: 'granted_code', dictName: '授权后可新增', status: '0' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.sql(`DELETE FROM sys_role_menu WHERE menu_id IN (SELECT id FROM sys_menu WHERE permission_code = 'system:dict:add')
                   AND role_id IN (SELECT id FROM sys_role WHERE name = '只读员工')`);
    }
    // Taken back: the very next request is refused (menus and codes are cached per access version, never stale).
    expect((await menusOf(tokens.demoStaff)).map((m) => m.permissionCode)).not.toContain('system:dict:add');
    const again = await t.app.inject({
      method: 'POST',
      url: '/base/api/sysdict/sysDicts',
      headers: authed(tokens.demoStaff),
      payload: { dictCode: 'revoked_code', dictName: '收回后不可新增', status: '0' },
    });
    expect(again.statusCode).toBe(403);
  });

  it('shows a changed menu and a changed role membership on the next request', async () => {
    const [menu] = await t.sql<{ id: number; title: string }>(
      `SELECT id, title FROM sys_menu WHERE name = 'logging-login' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`,
    );
    expect((await menusOf(tokens.demoStaff)).find((m) => m.id === Number(menu.id))).toBeDefined();
    await t.sql('UPDATE sys_menu SET title = $2 WHERE id = $1', [menu.id, '登录记录']);
    try {
      expect((await menusOf(tokens.demoStaff)).find((m) => m.id === Number(menu.id))).toMatchObject({ title: '登录记录' });
      // Out of every role: no menu at all, and the list is refused.
      await t.sql(`UPDATE sys_user_role SET role_id = -role_id WHERE user_id = (SELECT id FROM sys_user WHERE username = 'staff'
                   AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo'))`);
      expect(await menusOf(tokens.demoStaff)).toEqual([]);
      const list = await t.app.inject({ method: 'GET', url: '/base/api/sysdict/sysDictsByCriteria', headers: authed(tokens.demoStaff) });
      expect(list.statusCode).toBe(403);
    } finally {
      await t.sql('UPDATE sys_menu SET title = $2 WHERE id = $1', [menu.id, menu.title]);
      await t.sql('UPDATE sys_user_role SET role_id = -role_id WHERE role_id < 0');
    }
    expect((await menusOf(tokens.demoStaff)).length).toBeGreaterThan(0);
  });
});

describe('permissions enforced by the server', () => {
  it('refuses the read-only staff a create with 403 but lets it list', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/base/api/sysdict/sysDicts',
      headers: authed(tokens.demoStaff),
      payload: { dictCode: 'staff_try', dictName: '员工尝试', status: '0' },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().msg).toBe('没有权限执行此操作');
    const list = await t.app.inject({ method: 'GET', url: '/base/api/sysdict/sysDictsByCriteria', headers: authed(tokens.demoStaff) });
    expect(list.statusCode).toBe(200);
    expect(list.json().recordsTotal).toBeGreaterThan(0);
  });

  it('never names the missing permission code to the client: the server log and the operation log keep it', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/base/api/sysdict/sysDicts',
        headers: { ...authed(tokens.demoStaff), 'accept-language': 'en-US' },
        payload: { dictCode: 'staff_probe_403', dictName: '员工探测', status: '0' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, msg: 'You are not allowed to do this' });
      expect(res.body).not.toContain('system:dict');
      const [staff] = await t.sql<{ id: string }>(`SELECT id FROM sys_user WHERE username = 'staff' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ permission: 'system:dict:add', userId: Number(staff.id), route: 'POST /base/api/sysdict/sysDicts' }),
        expect.any(String),
      );
    } finally {
      warn.mockRestore();
    }
    await expect
      .poll(
        async () =>
          // Refused before its body was read: the row is the staff's latest create.
          (await t.sql<{ error: string }>(`SELECT error FROM sys_operation_log WHERE username = 'staff' AND method = 'POST' AND uri = '/base/api/sysdict/sysDicts' ORDER BY id DESC LIMIT 1`))[0]?.error,
      )
      .toBe('没有权限执行此操作（system:dict:add）');
  });

  it('refuses the staff edit, delete and upload too', async () => {
    const [row] = await t.sql<{ id: number }>(`SELECT id FROM sys_dict WHERE tenant_id = (SELECT id FROM tenant WHERE code = 'demo') LIMIT 1`);
    const put = await t.app.inject({ method: 'PUT', url: '/base/api/sysdict/sysDicts', headers: authed(tokens.demoStaff), payload: { id: row.id, dictName: 'x' } });
    expect(put.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: `/base/api/sysdict/sysDicts/${row.id}`, headers: authed(tokens.demoStaff) });
    expect(del.statusCode).toBe(403);
    const upload = await t.app.inject({ method: 'POST', url: '/api/ctyun/ctYunUpload', headers: authed(tokens.demoStaff) });
    expect(upload.statusCode).toBe(403);
    const [{ n }] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM sys_dict WHERE id = $1 AND del_flag = 0', [row.id]);
    expect(n).toBe(1);
  });

  it('answers 401 without a token, before looking at the body', async () => {
    for (const [method, url] of [
      ['GET', '/base/api/sysdict/sysDictsByCriteria'],
      ['POST', '/base/api/sysdict/sysDicts'],
      ['GET', '/zhwy/api/system/cscpLogOperationsByCriteria'],
      ['GET', '/base/api/sysdict/selectSysdictAndSysdiciItem'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { host: DEMO }, ...(method === 'POST' ? { payload: '{bad json' } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().msg).toBeTruthy();
    }
  });
});

describe('tenant isolation', () => {
  let demoDictId = 0;
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/base/api/sysdict/sysDicts',
      headers: authed(tokens.demoAdmin),
      payload: { dictCode: 'demo_only', dictName: '演示租户专用', status: '0' },
    });
    expect(res.statusCode).toBe(200);
    demoDictId = res.json().id;
  });

  it("another tenant's administrator cannot read, change or delete the row by id", async () => {
    const headers = authed(tokens.secondAdmin, SECOND);
    const get = await t.app.inject({ method: 'GET', url: `/base/api/sysdict/sysDicts/${demoDictId}`, headers });
    expect(get.statusCode).toBe(404);
    const put = await t.app.inject({ method: 'PUT', url: '/base/api/sysdict/sysDicts', headers, payload: { id: demoDictId, dictName: '被篡改' } });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/base/api/sysdict/sysDicts/${demoDictId}`, headers });
    expect(del.statusCode).toBe(404);
    const [row] = await t.sql<{ dict_name: string; del_flag: number }>('SELECT dict_name, del_flag FROM sys_dict WHERE id = $1', [demoDictId]);
    expect(row).toEqual({ dict_name: '演示租户专用', del_flag: 0 });
    // The owner still reads it.
    const own = await t.app.inject({ method: 'GET', url: `/base/api/sysdict/sysDicts/${demoDictId}`, headers: authed(tokens.demoAdmin) });
    expect(own.statusCode).toBe(200);
    expect(own.json().dictCode).toBe('demo_only');
  });

  it("another tenant's list and dictionary never include the row", async () => {
    const headers = authed(tokens.secondAdmin, SECOND);
    const list = await t.app.inject({ method: 'GET', url: '/base/api/sysdict/sysDictsByCriteria?size=1000', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: { id: number }) => d.id)).not.toContain(demoDictId);
    const byCode = await t.app.inject({ method: 'GET', url: '/base/api/sysdict/sysDictsByCriteria?dictCode.contains=demo_only', headers });
    expect(byCode.json()).toEqual({ data: [], recordsTotal: 0 });
    const demoList = await t.app.inject({ method: 'GET', url: '/base/api/sysdict/sysDictsByCriteria?dictCode.contains=demo_only', headers: authed(tokens.demoAdmin) });
    expect(demoList.json().recordsTotal).toBe(1);
  });

  it("another tenant's logs stay apart", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpLogOperationsByCriteria?size=1000', headers: authed(tokens.secondAdmin, SECOND) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.some((r: { params: string }) => r.params?.includes('demo_only'))).toBe(false);
  });

  it("a token from one tenant is refused on another tenant's host", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(tokens.demoAdmin, SECOND) });
    expect(res.statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/base/api/sysdict/sysDictsByCriteria', headers: authed(tokens.demoAdmin, SECOND) });
    expect(list.statusCode).toBe(401);
  });

  it('the bare host is the default tenant (demo) for a demo token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(tokens.demoAdmin, 'localhost:8080') });
    expect(res.statusCode).toBe(200);
  });
});
