import { ERROR_CODES } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, SECOND, useTestApp } from './helpers/app.ts';

const t = useTestApp();

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

describe('tenant from the Host header', () => {
  it('queryTenant names a different platform per host', async () => {
    const demo = (await get('/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', `${DEMO}:8080`)).json();
    const second = (await get('/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', SECOND)).json();
    expect(demo.code).toBe(0);
    expect(second.code).toBe(0);
    expect(demo.data.code).toBe('demo');
    expect(second.data.code).toBe('second');
    expect(demo.data.platformName).toBe('智慧物业管理平台（演示）');
    expect(second.data.platformName).toBe('阳光物业服务平台');
    expect(demo.data.tenantIdStr).not.toBe(second.data.tenantIdStr);
    expect(demo.data.doubleFactorLogin).toBe(false);
    expect(demo.data.passwordKey).toHaveLength(16);
  });

  it('a bare host or an IP address is the default tenant', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', 'localhost']) {
      const body = (await get('/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', host)).json();
      expect(body.data?.code, host).toBe('demo');
    }
  });

  it('an unknown tenant answers a non-zero code and a message', async () => {
    const res = await get('/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', 'nosuch.localhost');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(ERROR_CODES.tenantUnavailable);
    expect(body.code).not.toBe(0);
    expect(body.msg).toBe('租户“nosuch”不存在或已停用，请联系平台管理员');
    expect(body.data).toBeNull();
    const english = await t.app.inject({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', headers: { host: 'nosuch.localhost', 'accept-language': 'en-US,en;q=0.9' } });
    expect(english.json().msg).toBe('The tenant "nosuch" does not exist or has been disabled. Contact the platform administrator.');
    expect((await get('/api/validate', 'nosuch.localhost')).json().code).toBe(ERROR_CODES.tenantUnavailable);
    expect((await get('/api/base/open/isp?uri=x', 'nosuch.localhost')).json().code).toBe(ERROR_CODES.tenantUnavailable);
  });

  it('a disabled tenant is not served', async () => {
    await t.sql("INSERT INTO tenant (code, platform_name, tenant_id_str, status) VALUES ('closed', '已停用物业', 'T-X', 1)");
    const body = (await get('/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', 'closed.localhost')).json();
    expect(body.code).toBe(ERROR_CODES.tenantUnavailable);
    const login = await t.app.inject({
      method: 'POST',
      url: '/zhwy/api/system/login',
      headers: { host: 'closed.localhost' },
      payload: { username: 'admin', password: 'x' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('/api/validate reports the days left: under 30 for the second tenant, not overtime', async () => {
    const second = (await get('/api/validate', SECOND)).json();
    expect(second.code).toBe(0);
    expect(second.data.overtime).toBe(false);
    expect(second.data.days).toBeLessThan(30);
    expect(second.data.days).toBeGreaterThanOrEqual(19);
    const demo = (await get('/api/validate', DEMO)).json();
    expect(demo.data.days).toBeGreaterThanOrEqual(364);
    expect(demo.data.overtime).toBe(false);
  });

  it('/api/validate says overtime once the expiry date has passed', async () => {
    await t.sql("INSERT INTO tenant (code, platform_name, tenant_id_str, expire_at) VALUES ('lapsed', '过期物业', 'T-L', now() - interval '1 day')");
    const body = (await get('/api/validate', 'lapsed.localhost')).json();
    expect(body.data).toEqual({ days: 0, hours: 0, minutes: 0, overtime: true });
  });

  it('/api/base/open/isp answers the ICP record of the host', async () => {
    const demo = (await get('/api/base/open/isp?uri=demo.localhost', DEMO)).json();
    expect(demo.code).toBe(0);
    expect(demo.data.icpNumber).toBe('京ICP备12345678号-1');
    expect(demo.data.url).toMatch(/^https:\/\/beian\.miit\.gov\.cn/);
    const second = (await get('/api/base/open/isp', SECOND)).json();
    expect(second.data.icpNumber).toBe('粤ICP备87654321号-2');
  });
});
