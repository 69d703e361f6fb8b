import { DICTIONARY_SEEDS, PASSWORD_STATUS, PERMISSIONS } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../src/app.ts';
import { syncModules } from '../src/platform/module-sync.ts';
import { DEMO, NEW_PASSWORD, SECOND, authed, changeInitialPassword, login, loginReady, useTestApp } from './helpers/app.ts';

const t = useTestApp();
const BASE = '/zhwy/api/zhwy_admin/zhwyTenant';
const tokens = { demoAdmin: '', demoStaff: '', secondAdmin: '' };

beforeAll(async () => {
  tokens.demoAdmin = await loginReady(t.app, { username: 'admin' });
  tokens.demoStaff = await loginReady(t.app, { username: 'staff' });
  tokens.secondAdmin = await loginReady(t.app, { host: SECOND, username: 'admin' });
});

const create = (payload: Record<string, unknown>, token = tokens.demoAdmin, host = DEMO) =>
  t.app.inject({ method: 'POST', url: BASE, headers: authed(token, host), payload });
const list = (query = '', token = tokens.demoAdmin, host = DEMO) => t.app.inject({ method: 'GET', url: `${BASE}/queryList${query}`, headers: authed(token, host) });
const menusOf = async (token: string, host: string): Promise<{ name: string; permissionCode: string | null }[]> =>
  (await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token, host) })).json();
const counts = async () => (await t.sql<{ n: number }>('SELECT (SELECT count(*) FROM tenant) + (SELECT count(*) FROM sys_user) AS n'))[0].n;

describe('tenant management (operator tenant only)', () => {
  let acme: { id: number; password: string };

  it('creates a tenant whose administrator logs in at its host with the initial password and must change it', async () => {
    const res = await create({ code: 'acme', platformName: '顶点物业', tenantIdStr: 'T-ACME', expireAt: '2099-12-31', icpNumber: '沪ICP备1号', captchaType: 'off' });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ username: 'admin', tenant: { code: 'acme', platformName: '顶点物业', expireAt: '2099-12-31', status: 0, userCount: 1, operator: false } });
    expect(body.password).toMatch(/^.{8,32}$/);
    acme = { id: body.tenant.id, password: body.password };
    // Stored hashed only.
    expect(await t.sql('SELECT 1 FROM sys_user WHERE password_hash = $1', [body.password])).toEqual([]);

    const first = await login(t.app, { host: 'acme.localhost', username: 'admin', password: acme.password });
    expect(first.statusCode).toBe(200);
    expect(first.json().passwordStatus).toBe(PASSWORD_STATUS.weak);
    // Until changed, the session may do nothing else.
    const blocked = await t.app.inject({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/loginSettings', headers: authed(first.json().token, 'acme.localhost') });
    expect(blocked.statusCode).toBe(403);
    const token = await changeInitialPassword(t.app, { host: 'acme.localhost', username: 'admin', oldPassword: acme.password, newPassword: NEW_PASSWORD, token: first.json().token });

    // Every module's menus and dictionaries, at once; but not the operator's tenant management.
    const names = (await menusOf(token, 'acme.localhost')).map((m) => m.name);
    const demoNames = (await menusOf(tokens.demoAdmin, DEMO)).map((m) => m.name);
    expect(names.length).toBeGreaterThan(10);
    expect(demoNames.filter((n) => !names.includes(n))).toEqual(expect.arrayContaining(['tenant-management', 'tenant-add']));
    expect(names.sort()).toEqual(demoNames.filter((n) => !n.startsWith('tenant-') || n === 'tenant-settings').sort());
    const [{ n: dicts }] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM sys_dict WHERE tenant_id = $1 AND del_flag = 0', [acme.id]);
    expect(dicts).toBeGreaterThanOrEqual(DICTIONARY_SEEDS.length);
    expect(await t.sql('SELECT name FROM sys_role WHERE tenant_id = $1 ORDER BY id', [acme.id])).toEqual([{ name: '系统管理员' }, { name: '只读员工' }]);
    // The next start finds the new tenant complete.
    expect((await syncModules(t.deps.database.pool, MODULES, 'demo')).filter((r) => r.tenantId === acme.id)).toEqual([]);
  });

  it('lists tenants with expiry, days left and user counts, filtered and paged', async () => {
    const res = await list('?code=acm&page=1&size=5');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.recordsTotal).toBe(1);
    expect(page.data[0]).toMatchObject({ code: 'acme', userCount: 1 });
    expect(page.data[0].daysLeft).toBeGreaterThan(365);
    const all = (await list('?size=100')).json().data;
    expect(all.data.find((r: { code: string }) => r.code === 'demo')).toMatchObject({ operator: true, userCount: expect.any(Number) });
    expect(all.data.find((r: { code: string }) => r.code === 'second').daysLeft).toBeLessThanOrEqual(20);
    expect((await list('?platformName=顶点')).json().data.recordsTotal).toBe(1);
    expect((await list('?size=1000')).statusCode).toBe(422);
  });

  it('refuses a duplicate code, a bad code and missing fields with 422 naming the field, and writes nothing', async () => {
    const before = await counts();
    const duplicate = await create({ code: 'acme', platformName: 'x', tenantIdStr: 'x' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().fields).toEqual({ code: '已存在，请重新输入' });
    for (const code of ['Acme', '-acme', 'a_b', 'a'.repeat(64), '中文']) {
      const bad = await create({ code, platformName: 'x', tenantIdStr: 'x' });
      expect(bad.statusCode, code).toBe(422);
      expect(bad.json().fields.code, code).toBeTruthy();
    }
    const missing = await create({ code: 'newco' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['platformName', 'tenantIdStr']);
    const blank = await create({ code: 'newco', platformName: '   ', tenantIdStr: 'x', expireAt: '2027-02-30' });
    expect(Object.keys(blank.json().fields).sort()).toEqual(['expireAt', 'platformName']);
    const tooLong = await create({ code: 'newco', platformName: '名'.repeat(101), tenantIdStr: 'x', icpNumber: 'x'.repeat(65) });
    expect(Object.keys(tooLong.json().fields).sort()).toEqual(['icpNumber', 'platformName']);
    const unknown = await create({ code: 'newco', platformName: 'x', tenantIdStr: 'x', status: 1 });
    expect(unknown.json().fields).toHaveProperty('status');
    // Two-factor login without the administrator's mobile would lock the new administrator out.
    const twoFactor = await create({ code: 'newco', platformName: 'x', tenantIdStr: 'x', doubleFactorLogin: true });
    expect(twoFactor.statusCode).toBe(422);
    expect(twoFactor.json().fields).toEqual({ adminMobile: '不能为空' });
    const badMobile = await create({ code: 'newco', platformName: 'x', tenantIdStr: 'x', doubleFactorLogin: true, adminMobile: '12345' });
    expect(badMobile.json().fields).toEqual({ adminMobile: '请输入正确的手机号码' });
    expect(await counts()).toBe(before);
  });

  it('answers 403 to any other tenant, whatever codes its roles hold, and to a role without the codes', async () => {
    expect((await list('', tokens.secondAdmin, SECOND)).statusCode).toBe(403);
    expect((await create({ code: 'x1', platformName: 'x', tenantIdStr: 'x' }, tokens.secondAdmin, SECOND)).statusCode).toBe(403);
    // Even with the codes granted by hand in the other tenant.
    const second = (await t.sql<{ id: number }>("SELECT id FROM tenant WHERE code = 'second'"))[0].id;
    const [{ id: menuId }] = await t.sql<{ id: number }>(
      "INSERT INTO sys_menu (tenant_id, parent_id, name, title, type, orderby, permission_code) VALUES ($1, 0, 'sneaky', 'x', 'button', 1, $2) RETURNING id",
      [second, PERMISSIONS.tenant.list],
    );
    expect((await list('', tokens.secondAdmin, SECOND)).statusCode).toBe(403);
    await t.sql('DELETE FROM sys_menu WHERE id = $1', [menuId]);
    // The operator tenant's read-only staff lacks the codes.
    expect((await list('', tokens.demoStaff)).statusCode).toBe(403);
    expect((await create({ code: 'x2', platformName: 'x', tenantIdStr: 'x' }, tokens.demoStaff)).statusCode).toBe(403);
  });

  it("gives the tenant-management menu to the operator tenant only; a sync removes it from another tenant's tree", async () => {
    expect((await menusOf(tokens.secondAdmin, SECOND)).map((m) => m.name)).not.toContain('tenant-management');
    expect((await menusOf(tokens.secondAdmin, SECOND)).map((m) => m.permissionCode)).not.toContain(PERMISSIONS.tenant.add);
    // A tenant synced before the flag (or with another OPERATOR_TENANT) still had the item: the sync removes it.
    const second = (await t.sql<{ id: number }>("SELECT id FROM tenant WHERE code = 'second'"))[0].id;
    const [{ id }] = await t.sql<{ id: number }>(
      "INSERT INTO sys_menu (tenant_id, parent_id, name, title, type, orderby, permission_code) VALUES ($1, 0, 'tenant-management', '租户管理', 'menu2', 9, $2) RETURNING id",
      [second, PERMISSIONS.tenant.list],
    );
    await t.sql("INSERT INTO sys_menu (tenant_id, parent_id, name, title, type, orderby, permission_code) VALUES ($1, $2, 'tenant-add', '新增', 'button', 1, $3)", [second, id, PERMISSIONS.tenant.add]);
    expect((await menusOf(tokens.secondAdmin, SECOND)).map((m) => m.name)).toContain('tenant-management');
    const results = await syncModules(t.deps.database.pool, MODULES, 'demo');
    expect(results).toEqual([expect.objectContaining({ tenantId: second, menusRemoved: 2, menusAdded: 0 })]);
    expect((await menusOf(tokens.secondAdmin, SECOND)).map((m) => m.name)).not.toContain('tenant-management');
    expect((await menusOf(tokens.demoAdmin, DEMO)).map((m) => m.name)).toContain('tenant-management');
  });

  it('renews and edits a tenant', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${BASE}/${acme.id}`, headers: authed(tokens.demoAdmin), payload: { expireAt: '2030-06-30', platformName: '顶点物业服务', icpNumber: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ expireAt: '2030-06-30', platformName: '顶点物业服务', icpNumber: '' });
    // Served until that day ends in China Standard Time.
    expect((await t.sql<{ e: string }>("SELECT to_char(expire_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS e FROM tenant WHERE id = $1", [acme.id]))[0].e).toBe('2030-07-01 00:00');
    const bad = await t.app.inject({ method: 'PUT', url: `${BASE}/${acme.id}`, headers: authed(tokens.demoAdmin), payload: { expireAt: 'tomorrow', code: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['code', 'expireAt']);
    expect((await t.app.inject({ method: 'PUT', url: `${BASE}/999999`, headers: authed(tokens.demoAdmin), payload: { platformName: 'x' } })).statusCode).toBe(404);
  });

  it("disables a tenant: its login is refused with the tenant notice and its sessions end; enabling restores it; the operator's own cannot be disabled", async () => {
    const host = 'acme.localhost';
    const token = (await login(t.app, { host, username: 'admin', password: NEW_PASSWORD })).json().token;
    expect((await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token, host) })).statusCode).toBe(200);

    const off = await t.app.inject({ method: 'PUT', url: `${BASE}/updateStatus/${acme.id}`, headers: authed(tokens.demoAdmin), payload: { status: 1 } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.status).toBe(1);
    expect(await t.sql('SELECT id FROM sys_session WHERE tenant_id = $1 AND revoked_at IS NULL', [acme.id])).toEqual([]);
    const info = await t.app.inject({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', headers: { host } });
    expect(info.json()).toMatchObject({ code: expect.any(Number), msg: '租户“acme”不存在或已停用，请联系平台管理员' });
    expect(info.json().code).not.toBe(0);
    const refused = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/login', headers: { host }, payload: { username: 'admin', password: 'x', rememberme: 0 } });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token, host) })).statusCode).toBe(403);

    const on = await t.app.inject({ method: 'PUT', url: `${BASE}/updateStatus/${acme.id}`, headers: authed(tokens.demoAdmin), payload: { status: 0 } });
    expect(on.statusCode).toBe(200);
    // The old session stays ended; a new login works.
    expect((await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token, host) })).statusCode).toBe(401);
    expect((await login(t.app, { host, username: 'admin', password: NEW_PASSWORD })).statusCode).toBe(200);

    const demo = (await t.sql<{ id: number }>("SELECT id FROM tenant WHERE code = 'demo'"))[0].id;
    const self = await t.app.inject({ method: 'PUT', url: `${BASE}/updateStatus/${demo}`, headers: authed(tokens.demoAdmin), payload: { status: 1 } });
    expect(self.statusCode).toBe(422);
    expect(self.json().fields).toEqual({ status: '不能停用平台运营方自己的租户' });
    expect((await t.sql<{ status: number }>('SELECT status FROM tenant WHERE id = $1', [demo]))[0].status).toBe(0);
    const badStatus = await t.app.inject({ method: 'PUT', url: `${BASE}/updateStatus/${acme.id}`, headers: authed(tokens.demoAdmin), payload: { status: 2 } });
    expect(badStatus.statusCode).toBe(422);
  });

  it('records each change in the operation log', async () => {
    const rows = await t.sql<{ message: string }>("SELECT message FROM sys_operation_log WHERE message LIKE '%租户%' AND status = 0");
    expect(rows.map((r) => r.message)).toEqual(expect.arrayContaining(['新增租户', '修改租户', '启用/停用租户']));
  });
});
