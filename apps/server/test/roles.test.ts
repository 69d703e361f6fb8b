import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

/** Roles: the list and options, the role's own calls, its users and its menu grants (spec §2, §5, §7). */
const t = useTestApp();
let admin = '';
let staff = '';
let secondAdmin = '';

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = admin, payload?: unknown, host = DEMO) => {
  const res = await t.app.inject({ method, url: `/zhwy/api/system/${url}`, headers: authed(token, host), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body, json: res.json() as Record<string, unknown> & { data: unknown } };
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
