import { DICTIONARY_SEEDS, PERMISSIONS } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../src/app.ts';
import type { ServerModule } from '../src/platform/module.ts';
import { syncModules } from '../src/platform/module-sync.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

const t = useTestApp();
const tokens = { demoAdmin: '', demoStaff: '', secondStaff: '' };

beforeAll(async () => {
  tokens.demoAdmin = await loginReady(t.app, { username: 'admin' });
  tokens.demoStaff = await loginReady(t.app, { username: 'staff' });
  tokens.secondStaff = await loginReady(t.app, { host: SECOND, username: 'staff' });
});

type Menu = { id: number; parentId: number; name: string; title: string; orderby: number; type: string; permissionCode: string | null };
const menusOf = async (token: string, host = DEMO): Promise<Menu[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token, host) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Every row the sync could write, with its xmin: equal snapshots mean no row was inserted, updated or deleted. */
const snapshot = async () => ({
  menus: await t.sql('SELECT id, xmin::text FROM sys_menu ORDER BY id'),
  grants: await t.sql('SELECT id, xmin::text FROM sys_role_menu ORDER BY id'),
  dicts: await t.sql('SELECT id, xmin::text FROM sys_dict ORDER BY id'),
  items: await t.sql('SELECT id, xmin::text FROM sys_dict_item ORDER BY id'),
  tenants: await t.sql('SELECT id, xmin::text, access_version FROM tenant ORDER BY id'),
});

const tenantId = async (code: string) => (await t.sql<{ id: number }>('SELECT id FROM tenant WHERE code = $1', [code]))[0].id;
const menuRow = async (tenant: number, name: string) =>
  t.sql<{ id: number; parent_id: number; title: string; orderby: number; permission_code: string | null; type: string }>(
    'SELECT id, parent_id, title, orderby, permission_code, type FROM sys_menu WHERE tenant_id = $1 AND name = $2',
    [tenant, name],
  );

/** A module added by an upgrade: its menus (one read-only page with a button) and a dictionary of its own. */
const upgradeModule: ServerModule = {
  name: 'upgrade-demo',
  register: () => {},
  menus: [
    {
      name: 'upgrade-demo',
      title: '内容管理',
      type: 'menu1',
      url: '/upgrade-demo',
      readOnly: true,
      children: [
        {
          name: 'upgrade-demo-page',
          title: '轮播图管理',
          type: 'menu2',
          url: '/upgrade-demo/page',
          component: 'upgrade-demo-page',
          permissionCode: 'upgrade:demo:list',
          readOnly: true,
          children: [{ name: 'upgrade-demo-add', title: '新增', type: 'button', permissionCode: 'upgrade:demo:add' }],
        },
      ],
    },
  ],
  dictionaries: [{ dictCode: 'upgrade_demo_status', dictName: '轮播图状态', items: [{ value: '0', label: '上架' }, { value: '1', label: '下架' }] }],
};

describe('menus and dictionaries synced at every start', () => {
  it('writes nothing when every tenant already matches the definitions', async () => {
    const before = await snapshot();
    expect(await syncModules(t.deps.database.pool, MODULES)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('gives an upgraded tenant its missing items and keeps what its administrator changed', async () => {
    const demo = await tenantId('demo');
    // An older deployment: no 解锁 button, no operation-log page (nor its grant), a dictionary type and an item
    // missing; the administrator renamed and re-ordered the dictionary page, relabelled an item, added a menu.
    await t.sql(`DELETE FROM sys_role_menu WHERE menu_id IN (SELECT id FROM sys_menu WHERE tenant_id = $1 AND name IN ('logging-login-unlock', 'logging-operation'))`, [demo]);
    await t.sql(`DELETE FROM sys_menu WHERE tenant_id = $1 AND name IN ('logging-login-unlock', 'logging-operation')`, [demo]);
    await t.sql(`UPDATE sys_menu SET title = '字典维护', orderby = 9, icon = 'ToolOutlined', permission_code = 'system:dict:old', component = 'old-dict'
                 WHERE tenant_id = $1 AND name = 'dict-management'`, [demo]);
    await t.sql(`INSERT INTO sys_menu (tenant_id, parent_id, name, title, type, orderby) VALUES ($1, 0, 'custom-report', '自定义报表', 'menu1', 5)`, [demo]);
    await t.sql(`DELETE FROM sys_dict_item WHERE tenant_id = $1 AND (dict_code = 'sys_yes_no' OR (dict_code = 'sys_user_sex' AND value = '2'))`, [demo]);
    await t.sql(`DELETE FROM sys_dict WHERE tenant_id = $1 AND dict_code = 'sys_yes_no'`, [demo]);
    await t.sql(`UPDATE sys_dict_item SET label = '男性', sort = 7, status = '1' WHERE tenant_id = $1 AND dict_code = 'sys_user_sex' AND value = '1'`, [demo]);
    const versionBefore = (await t.sql<{ access_version: number }>('SELECT access_version FROM tenant WHERE id = $1', [demo]))[0].access_version;

    const results = await syncModules(t.deps.database.pool, MODULES);
    expect(results).toEqual([{ tenantId: demo, menusAdded: 2, menusUpdated: 1, menusRemoved: 0, dictsAdded: 1, itemsAdded: 3 }]);

    const [loginLog] = await menuRow(demo, 'logging-login');
    const [unlock] = await menuRow(demo, 'logging-login-unlock');
    expect(unlock).toMatchObject({ parent_id: loginLog.id, permission_code: PERMISSIONS.loginLog.unlock, type: 'button', title: '解锁' });
    const [system] = await menuRow(demo, 'system');
    expect((await menuRow(demo, 'logging-operation'))[0]).toMatchObject({ parent_id: system.id, permission_code: PERMISSIONS.operationLog.list });
    // The administrator's title, order and icon stay; the code contracts (permission code, component) come back.
    expect((await t.sql(`SELECT title, orderby, icon, permission_code, component FROM sys_menu WHERE tenant_id = $1 AND name = 'dict-management'`, [demo]))[0])
      .toEqual({ title: '字典维护', orderby: 9, icon: 'ToolOutlined', permission_code: PERMISSIONS.dict.list, component: 'dict-management' });
    expect(await menuRow(demo, 'custom-report')).toHaveLength(1);
    // The inserts bumped the access version, so sessions see the new items at their next request.
    expect((await t.sql<{ access_version: number }>('SELECT access_version FROM tenant WHERE id = $1', [demo]))[0].access_version).toBeGreaterThan(versionBefore);

    const admin = await menusOf(tokens.demoAdmin);
    expect(admin.map((m) => m.name)).toEqual(expect.arrayContaining(['logging-login-unlock', 'logging-operation', 'custom-report']));
    const staff = (await menusOf(tokens.demoStaff)).map((m) => m.name);
    expect(staff).toContain('logging-operation'); // readOnly: granted to the read-only role
    expect(staff).not.toContain('logging-login-unlock'); // a button: administrators only

    const dicts = await t.sql(`SELECT dict_code, value, label, sort, status FROM sys_dict_item WHERE tenant_id = $1 AND dict_code IN ('sys_yes_no', 'sys_user_sex') AND del_flag = 0 ORDER BY dict_code, value`, [demo]);
    expect(dicts).toEqual([
      { dict_code: 'sys_user_sex', value: '1', label: '男性', sort: 7, status: '1' },
      { dict_code: 'sys_user_sex', value: '2', label: '女', sort: 2, status: '0' },
      { dict_code: 'sys_yes_no', value: '0', label: '否', sort: 2, status: '0' },
      { dict_code: 'sys_yes_no', value: '1', label: '是', sort: 1, status: '0' },
    ]);
    expect(await t.sql(`SELECT dict_name FROM sys_dict WHERE tenant_id = $1 AND dict_code = 'sys_yes_no' AND del_flag = 0`, [demo])).toEqual([{ dict_name: '是否' }]);

    // The next start finds nothing to do and writes nothing.
    const before = await snapshot();
    expect(await syncModules(t.deps.database.pool, MODULES)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("gives every tenant a new module's menus and dictionaries; its read-only pages reach the read-only role", async () => {
    const modules = [...MODULES, upgradeModule];
    const results = await syncModules(t.deps.database.pool, modules);
    expect(results.map((r) => [r.menusAdded, r.dictsAdded, r.itemsAdded])).toEqual([[3, 1, 2], [3, 1, 2]]);

    const admin = await menusOf(tokens.demoAdmin);
    const root = admin.find((m) => m.name === 'upgrade-demo')!;
    const page = admin.find((m) => m.name === 'upgrade-demo-page')!;
    expect(page.parentId).toBe(root.id);
    expect(admin.find((m) => m.name === 'upgrade-demo-add')).toMatchObject({ parentId: page.id, permissionCode: 'upgrade:demo:add' });
    // After the roots of the modules already there.
    expect(root.orderby).toBe(MODULES.flatMap((m) => m.menus).filter((m) => !m.parent).length + 1);
    for (const [token, host] of [[tokens.demoStaff, DEMO], [tokens.secondStaff, SECOND]]) {
      const staff = (await menusOf(token, host)).map((m) => m.name);
      expect(staff).toEqual(expect.arrayContaining(['upgrade-demo', 'upgrade-demo-page']));
      expect(staff).not.toContain('upgrade-demo-add');
    }
    expect(await t.sql(`SELECT count(*)::int AS n FROM sys_dict_item WHERE dict_code = 'upgrade_demo_status'`)).toEqual([{ n: 4 }]);

    const before = await snapshot();
    expect(await syncModules(t.deps.database.pool, modules)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('inserts once when two instances sync at the same time', async () => {
    const second = await tenantId('second');
    await t.sql(`DELETE FROM sys_role_menu WHERE menu_id IN (SELECT id FROM sys_menu WHERE tenant_id = $1 AND name IN ('system', 'dict-management', 'dict-add', 'dict-edit', 'dict-delete', 'logging-login', 'logging-login-unlock', 'logging-operation', 'file-upload'))`, [second]);
    await t.sql(`DELETE FROM sys_menu WHERE tenant_id = $1 AND name IN ('system', 'dict-management', 'dict-add', 'dict-edit', 'dict-delete', 'logging-login', 'logging-login-unlock', 'logging-operation', 'file-upload')`, [second]);
    const systemCodes = DICTIONARY_SEEDS.map((d) => d.dictCode);
    await t.sql('DELETE FROM sys_dict_item WHERE tenant_id = $1 AND dict_code = ANY($2)', [second, systemCodes]);
    await t.sql('DELETE FROM sys_dict WHERE tenant_id = $1 AND dict_code = ANY($2)', [second, systemCodes]);

    const runs = await Promise.all([syncModules(t.deps.database.pool, MODULES), syncModules(t.deps.database.pool, MODULES), syncModules(t.deps.database.pool, MODULES)]);
    // One run did the work; the others found it done once they held the lock.
    expect(runs.flat()).toEqual([{ tenantId: second, menusAdded: 9, menusUpdated: 0, menusRemoved: 0, dictsAdded: DICTIONARY_SEEDS.length, itemsAdded: DICTIONARY_SEEDS.reduce((n, d) => n + d.items.length, 0) }]);
    const duplicates = await t.sql(`SELECT name FROM sys_menu WHERE tenant_id = $1 GROUP BY name HAVING count(*) > 1`, [second]);
    expect(duplicates).toEqual([]);
    expect(await t.sql(`SELECT count(*)::int AS n FROM sys_dict WHERE tenant_id = $1 AND dict_code = ANY($2)`, [second, systemCodes])).toEqual([{ n: DICTIONARY_SEEDS.length }]);
    const staff = (await menusOf(tokens.secondStaff, SECOND)).map((m) => m.name);
    expect(staff).toEqual(expect.arrayContaining(['system', 'dict-management', 'logging-login', 'logging-operation']));
    expect(staff).not.toContain('dict-add');
  });
});
