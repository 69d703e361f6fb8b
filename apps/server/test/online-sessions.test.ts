import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

const t = useTestApp();
const PATH = '/zhwy/api/system/online';
const tokens = { admin: '', staff: '', staffRemembered: '', secondAdmin: '' };

beforeAll(async () => {
  // The first login of a seeded account changes its initial password (a session from 127.0.0.1); then from known IPs.
  // Through the API: the forced change ends these first sessions, which the list must leave out.
  await loginReady(t.app, { username: 'admin' }, { throughApi: true });
  await loginReady(t.app, { username: 'staff' }, { throughApi: true });
  tokens.admin = await loginReady(t.app, { username: 'admin', ip: '10.1.2.3' });
  tokens.staff = await loginReady(t.app, { username: 'staff', ip: '10.9.8.7' });
  tokens.staffRemembered = await loginReady(t.app, { username: 'staff', ip: '192.168.5.6', rememberme: 1 });
  tokens.secondAdmin = await loginReady(t.app, { host: SECOND, username: 'admin' });
});

type Session = { id: number; username: string; name: string; tenantCode: string; ip: string; rememberMe: boolean; current: boolean; loginTime: string; lastActiveTime: string; userAgent: string };
const list = async (query = '', token = tokens.admin, host = DEMO) => t.app.inject({ method: 'GET', url: `${PATH}${query}`, headers: authed(token, host) });
const rows = async (query = '', token = tokens.admin, host = DEMO): Promise<{ data: Session[]; recordsTotal: number }> => (await list(query, token, host)).json().data;
const forceOut = (id: number, token = tokens.admin, host = DEMO) => t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: authed(token, host) });
const whoAmI = (token: string, host = DEMO) => t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token, host) });

describe('online sessions', () => {
  it("lists the live sessions of the caller's tenant only, with user, host, IP, times and remember-me", async () => {
    const page = await rows('?size=100');
    expect(page.data.every((s) => s.tenantCode === 'demo')).toBe(true);
    expect(page.recordsTotal).toBe(page.data.length);
    const mine = page.data.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    // The caller's own session heads the list although later logins (staff's) exist; the rest newest first.
    expect(page.data[0]!.current).toBe(true);
    expect(Date.parse(page.data[1]!.loginTime)).toBeGreaterThan(Date.parse(mine[0]!.loginTime));
    const others = page.data.slice(1).map((s) => Date.parse(s.loginTime));
    expect(others).toEqual([...others].sort((a, b) => b - a));
    expect(mine[0]).toMatchObject({ username: 'admin', name: '系统管理员', ip: '10.1.2.3', rememberMe: false });
    const remembered = page.data.find((s) => s.ip === '192.168.5.6');
    expect(remembered).toMatchObject({ username: 'staff', rememberMe: true, current: false });
    expect(Date.parse(remembered!.loginTime)).toBeGreaterThan(Date.now() - 600_000);
    expect(Date.parse(remembered!.lastActiveTime)).toBeGreaterThanOrEqual(Date.parse(remembered!.loginTime) - 1000);
    // The second tenant sees its own, never demo's.
    const second = await rows('?size=100', tokens.secondAdmin, SECOND);
    expect(second.data.length).toBeGreaterThan(0);
    expect(second.data.every((s) => s.tenantCode === 'second')).toBe(true);
    // Ended sessions are not listed (loginReady's first logins were ended by the password change).
    const ended = await t.sql<{ id: number }>("SELECT s.id FROM sys_session s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'demo' AND s.revoked_at IS NOT NULL");
    expect(ended.length).toBeGreaterThan(0);
    expect(page.data.map((s) => s.id)).not.toEqual(expect.arrayContaining([ended[0].id]));
  });

  it('filters by user name (contains) and IP (starts with), paged in SQL', async () => {
    expect((await rows('?username=TAF')).data.map((s) => s.username)).toEqual(['staff', 'staff', 'staff']);
    expect((await rows('?ip=192.168.')).data.map((s) => s.ip)).toEqual(['192.168.5.6']);
    expect((await rows('?username=nobody')).recordsTotal).toBe(0);
    expect((await rows('?username=%')).recordsTotal).toBe(0); // a wildcard is a character, not a pattern
    const first = await rows('?size=1&page=1');
    const next = await rows('?size=1&page=2');
    expect(first.data).toHaveLength(1);
    expect(next.data[0].id).not.toBe(first.data[0].id);
    expect(first.recordsTotal).toBeGreaterThanOrEqual(3);
    expect((await list('?size=0')).statusCode).toBe(422);
    expect((await list('?sort=x')).statusCode).toBe(422);
  });

  it("forces a session out: its next call gets 401; the caller's own is refused; another tenant's is 404", async () => {
    const target = (await rows('?ip=10.9.8.7')).data[0];
    expect((await whoAmI(tokens.staff)).statusCode).toBe(200);
    const res = await forceOut(target.id);
    expect(res.statusCode).toBe(200);
    expect((await whoAmI(tokens.staff)).statusCode).toBe(401);
    expect((await rows('?ip=10.9.8.7')).recordsTotal).toBe(0);
    // Again: already ended.
    const again = await forceOut(target.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().fields).toEqual({ sessionId: '该会话已结束' });

    const own = (await rows()).data.find((s) => s.current)!;
    const self = await forceOut(own.id);
    expect(self.statusCode).toBe(422);
    expect(self.json().fields).toEqual({ sessionId: '不能强制退出当前会话，请使用“退出登录”' });
    expect((await whoAmI(tokens.admin)).statusCode).toBe(200);

    const secondSession = (await rows('', tokens.secondAdmin, SECOND)).data[0];
    expect((await forceOut(secondSession.id)).statusCode).toBe(404);
    expect((await whoAmI(tokens.secondAdmin, SECOND)).statusCode).toBe(200);
    expect((await forceOut(99_999_999)).statusCode).toBe(404);
    expect((await forceOut(0)).statusCode).toBe(422);

    const logged = await t.sql<{ message: string; status: number }>("SELECT message, status FROM sys_operation_log WHERE message = '强制退出' ORDER BY id");
    expect(logged.map((r) => r.status)).toContain(0);
  });

  it('answers 403 without the codes', async () => {
    // The read-only staff holds the list (a read-only page) but not force logout.
    expect((await list('', tokens.staffRemembered)).statusCode).toBe(200);
    const other = (await rows()).data.find((s) => !s.current)!;
    expect((await forceOut(other.id, tokens.staffRemembered)).statusCode).toBe(403);
    await t.sql("DELETE FROM sys_role_menu WHERE menu_id IN (SELECT id FROM sys_menu WHERE name = 'online-sessions')");
    expect((await list('', tokens.staffRemembered)).statusCode).toBe(403);
  });
});
