import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, SECOND, authed, loginReady, startTestApp, useTestApp } from './helpers/app.ts';

// The tenant's login settings (issue 11): GET/PUT for the administrator (system:tenant:settings), checked field by
// field, logged, seen by the login page's tenant info at once.

const t = useTestApp();
const PATH = '/zhwy/api/zhwy_admin/zhwyTenant/loginSettings';
const tokens = { admin: '', staff: '', second: '' };

const get = (token: string, host = DEMO) => t.app.inject({ method: 'GET', url: PATH, headers: authed(token, host) });
const put = (body: unknown, token = tokens.admin, host = DEMO) =>
  t.app.inject({ method: 'PUT', url: PATH, headers: { ...authed(token, host), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const tenantInfo = async (host = DEMO) => (await t.app.inject({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', headers: { host } })).json().data;
/** The duplicate-submit guard blocks the same PUT body within a second: tests that repeat one end its window. */
const pause = () => t.endDuplicateWindows();

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  tokens.staff = await loginReady(t.app, { username: 'staff' });
  tokens.second = await loginReady(t.app, { host: SECOND, username: 'admin' });
});

describe('reading', () => {
  it('answers the defaults and what the server decides beyond them', async () => {
    const res = await get(tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      doubleFactorLogin: false,
      captchaType: 'blockPuzzle',
      casBaseUrl: '',
      specialLoginEnabled: false,
      captchaServerEnabled: false, // CAPTCHA_ENABLED=false in the test configuration
      smsAvailable: true, // the console provider outside production
    });
  });

  it('is the administrator’s: 403 for the read-only staff, 401 without a session', async () => {
    expect((await get(tokens.staff)).statusCode).toBe(403);
    expect((await put({ captchaType: 'off' }, tokens.staff)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: PATH, headers: { host: DEMO } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: PATH, headers: { host: DEMO }, payload: { captchaType: 'off' } })).statusCode).toBe(401);
  });

  it('is in the administrator’s menu under 系统管理, not in the staff’s', async () => {
    const menus = async (token: string) => (await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token) })).json() as { name: string; url: string; parentId: number; id: number; permissionCode: string }[];
    const admin = await menus(tokens.admin);
    const item = admin.find((m) => m.name === 'tenant-settings');
    expect(item).toMatchObject({ url: '/system/tenant-settings', permissionCode: 'system:tenant:settings' });
    expect(admin.find((m) => m.id === item!.parentId)?.name).toBe('system');
    expect((await menus(tokens.staff)).some((m) => m.name === 'tenant-settings')).toBe(false);
  });
});

describe('changing', () => {
  it('changes any of the settings and answers all of them', async () => {
    const res = await put({ captchaType: 'clickWord', casBaseUrl: ' https://cas.example.com/cas/ ', specialLoginEnabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ doubleFactorLogin: false, captchaType: 'clickWord', casBaseUrl: 'https://cas.example.com/cas', specialLoginEnabled: true });
    expect((await get(tokens.admin)).json().data).toMatchObject({ captchaType: 'clickWord', casBaseUrl: 'https://cas.example.com/cas', specialLoginEnabled: true });

    // Only this tenant.
    expect((await get(tokens.second, SECOND)).json().data).toMatchObject({ captchaType: 'blockPuzzle', casBaseUrl: '', specialLoginEnabled: false });

    const back = await put({ captchaType: 'blockPuzzle', casBaseUrl: '', specialLoginEnabled: false });
    expect(back.json().data).toMatchObject({ captchaType: 'blockPuzzle', casBaseUrl: '', specialLoginEnabled: false });
  });

  it('two-factor login: on only when the administrator has a phone; the tenant info tells the login page', async () => {
    const refused = await put({ doubleFactorLogin: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ doubleFactorLogin: '请先在个人中心为自己的账号绑定手机号，再开启短信验证码登录' });
    expect((await tenantInfo()).doubleFactorLogin).toBe(false);

    await t.sql(`UPDATE sys_user SET mobile = '13700137000' WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`);
    await pause();
    const on = await put({ doubleFactorLogin: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await tenantInfo()).doubleFactorLogin).toBe(true);
    // Turning it off needs nothing.
    await t.sql(`UPDATE sys_user SET mobile = NULL WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`);
    expect((await put({ doubleFactorLogin: false })).statusCode).toBe(200);
    expect((await tenantInfo()).doubleFactorLogin).toBe(false);
  });

  it('every change is in the operation log under the administrator', async () => {
    const before = await t.sql<{ n: number }>("SELECT count(*)::int AS n FROM sys_operation_log WHERE message = '修改租户登录设置'");
    expect((await put({ captchaType: 'digit', casBaseUrl: 'https://sso.example.com/cas' })).statusCode).toBe(200);
    const rows = await t.sql<{ username: string; status: number; params: string; n: number }>(
      "SELECT username, status, params FROM sys_operation_log WHERE message = '修改租户登录设置' ORDER BY id DESC LIMIT 1",
    );
    expect((await t.sql<{ n: number }>("SELECT count(*)::int AS n FROM sys_operation_log WHERE message = '修改租户登录设置'"))[0].n).toBe(before[0].n + 1);
    expect(rows[0]).toMatchObject({ username: 'admin', status: 0 });
    // The values as sent (any key that looks like a secret, captchaType included, is masked as everywhere).
    expect(rows[0].params).toContain('https://sso.example.com/cas');
    expect(rows[0].params).toContain('captchaType');
    await put({ captchaType: 'blockPuzzle', casBaseUrl: '' });
  });

  it('bad values are refused with the field named (422), nothing changed, never a 500', async () => {
    const cases: [unknown, string, string?][] = [
      [{ captchaType: 'slider' }, 'captchaType'],
      [{ captchaType: null }, 'captchaType'],
      [{ doubleFactorLogin: 'yes' }, 'doubleFactorLogin'],
      [{ specialLoginEnabled: 1 }, 'specialLoginEnabled'],
      [{ casBaseUrl: 'ftp://cas.example.com' }, 'casBaseUrl', '请输入以 http:// 或 https:// 开头的地址'],
      [{ casBaseUrl: 'cas.example.com/cas' }, 'casBaseUrl', '请输入以 http:// 或 https:// 开头的地址'],
      [{ casBaseUrl: 'javascript:alert(1)' }, 'casBaseUrl'],
      [{ casBaseUrl: 'https://cas.example.com/cas?x=1' }, 'casBaseUrl'],
      [{ casBaseUrl: 'https://cas.example.com/cas#a' }, 'casBaseUrl'],
      [{ casBaseUrl: 'https://user:pw@cas.example.com/cas' }, 'casBaseUrl'],
      [{ casBaseUrl: 'https://cas.example.com/c as' }, 'casBaseUrl'],
      [{ casBaseUrl: `https://cas.example.com/${'a'.repeat(240)}` }, 'casBaseUrl', '长度不能超过 255 个字符'],
      [{ casBaseUrl: 42 }, 'casBaseUrl'],
      [{ tenantId: 2 }, 'tenantId', '不支持的字段'],
      [{ captchaType: 'off', status: 1 }, 'status', '不支持的字段'],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().fields), JSON.stringify(body)).toContain(field);
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    for (const payload of ['not json', '[]', '"off"', 'null']) {
      const res = await t.app.inject({ method: 'PUT', url: PATH, headers: { ...authed(tokens.admin), 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
    expect((await get(tokens.admin)).json().data).toMatchObject({ captchaType: 'blockPuzzle', casBaseUrl: '', doubleFactorLogin: false, specialLoginEnabled: false });
  });

  it('accepts the longest CAS base URL and an empty body', async () => {
    const longest = `https://cas.example.com/${'a'.repeat(255 - 'https://cas.example.com/'.length)}`;
    expect(longest).toHaveLength(255);
    expect((await put({ casBaseUrl: longest })).json().data.casBaseUrl).toBe(longest);
    expect((await put({})).json().data.casBaseUrl).toBe(longest);
    expect((await put({ casBaseUrl: 'http://10.0.0.5:8443/cas' })).json().data.casBaseUrl).toBe('http://10.0.0.5:8443/cas');
    await put({ casBaseUrl: '' });
  });
});

describe('without an SMS provider that can send', () => {
  it('production with no Tencent settings: two-factor login cannot be turned on, sending says SMS is not configured', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production' });
    try {
      const token = await loginReady(prod.app, { username: 'admin' });
      await prod.sql(`UPDATE sys_user SET mobile = '13700137000' WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`);
      const view = await prod.app.inject({ method: 'GET', url: PATH, headers: authed(token) });
      expect(view.json().data.smsAvailable).toBe(false);
      const refused = await prod.app.inject({ method: 'PUT', url: PATH, headers: authed(token), payload: { doubleFactorLogin: true } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields).toEqual({ doubleFactorLogin: '短信服务未配置，请联系管理员' });

      // Turned on behind the page's back (the column): the send is refused clearly, no code is made.
      await prod.sql("UPDATE tenant SET double_factor_login = true WHERE code = 'demo'");
      // Past the tenant cache's 5 s (platform/tenant.ts) by its clock, not a wait: the next request reads the row again
      // (and caches it, fresh, for the calls after it on the real clock).
      const ip = '10.9.9.9';
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_100 });
      const found = await prod.app
        .inject({ method: 'GET', url: '/zhwy/api/system/selectPhoneByUserName?userName=admin', headers: { host: DEMO }, remoteAddress: ip })
        .finally(() => vi.useRealTimers());
      expect(found.json().data).toBe('137****7000');
      const sent = await prod.app.inject({ method: 'POST', url: '/api/tencentSms/loginSend', headers: { host: DEMO }, remoteAddress: ip, payload: { phone: '137****7000', tenantId: 'T-DEMO-0001' } });
      expect(sent.statusCode).toBe(503);
      expect(sent.json().msg).toBe('短信服务未配置，请联系管理员');
      expect(await prod.sql("SELECT key FROM kv_store WHERE key LIKE 'sms:code:%'")).toEqual([]);
      // The test hook does not exist without TEST_HOOKS.
      expect((await prod.app.inject({ method: 'GET', url: '/test-hooks/sms/13700137000', headers: { host: DEMO } })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
