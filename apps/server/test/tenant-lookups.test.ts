import { ERROR_CODES, TenantDetail } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { aesDecrypt } from '../src/platform/crypto.ts';
import { DEMO, SECOND, passwordKeyOf, useTestApp } from './helpers/app.ts';

const t = useTestApp();
const get = (url: string, host = DEMO) => t.app.inject({ method: 'GET', url, headers: { host } });

describe('GET /yypt/api/oms/tenant/domain/{domain}', () => {
  it('names the tenant of a second-level domain, public fields only, from any host', async () => {
    const res = await get('/yypt/api/oms/tenant/domain/second');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: '操作成功', data: { id: 'T-SUN-0002', tenantIdStr: 'T-SUN-0002', code: 'second', platformName: '阳光物业服务平台' } });
    expect((await get('/yypt/api/oms/tenant/domain/DEMO', SECOND)).json().data.code).toBe('demo');
  });

  it('answers code 1001 alike for an unknown and a disabled tenant', async () => {
    await t.sql("INSERT INTO tenant (code, platform_name, tenant_id_str, status) VALUES ('closed', '停用物业', 'T-CLOSED', 1)");
    for (const domain of ['nowhere', 'closed']) {
      const res = await get(`/yypt/api/oms/tenant/domain/${domain}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.tenantUnavailable, data: null });
      expect(res.json().msg).toContain(domain);
    }
  });

  it('refuses bad input with 4xx', async () => {
    expect((await get(`/yypt/api/oms/tenant/domain/${'x'.repeat(64)}`)).statusCode).toBe(422);
    expect((await get('/yypt/api/oms/tenant/domain/%20')).statusCode).toBe(422);
    expect((await get('/yypt/api/oms/tenant/domain/%E0%A4%A')).statusCode).toBe(400);
  });
});

describe('GET /yypt/api/oms/region/findIdBytenantId/{id}', () => {
  it('answers the region id of a tenant, which is its tenantIdStr', async () => {
    expect((await get('/yypt/api/oms/region/findIdBytenantId/T-DEMO-0001')).json()).toEqual({ code: 0, msg: '操作成功', data: 'T-DEMO-0001' });
    expect((await get('/yypt/api/oms/region/findIdBytenantId/T-NONE')).json()).toMatchObject({ code: ERROR_CODES.tenantUnavailable, data: null });
    expect((await get('/yypt/api/oms/region/findIdBytenantId/T-CLOSED')).json().code).toBe(ERROR_CODES.tenantUnavailable);
    expect((await get(`/yypt/api/oms/region/findIdBytenantId/${'1'.repeat(65)}`)).statusCode).toBe(422);
  });
});

describe('GET /zhsq/api/cscpTenant/detail', () => {
  it("answers the host's tenant AES-encrypted under the transport key, public fields only", async () => {
    const res = await get('/zhsq/api/cscpTenant/detail', SECOND);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).not.toContain('阳光');
    const plain = JSON.parse(aesDecrypt(data, await passwordKeyOf(t.app, SECOND))!);
    expect(TenantDetail.strict().parse(plain)).toEqual({
      id: 'T-SUN-0002',
      tenantIdStr: 'T-SUN-0002',
      code: 'second',
      platformName: '阳光物业服务平台',
      icpNumber: '粤ICP备87654321号-2',
      securityNumber: '',
    });
  });

  it('answers code 1001 for a host without a servable tenant', async () => {
    const res = await get('/zhsq/api/cscpTenant/detail', 'closed.localhost');
    expect(res.json()).toMatchObject({ code: ERROR_CODES.tenantUnavailable, data: null });
  });
});

describe('queryTenant without the RSA option and CAS', () => {
  it('publishes no public key and an empty CAS base URL', async () => {
    const res = await get('/zhwy/api/zhwy_admin/zhwyTenant/queryTenant');
    expect(res.json().data).toMatchObject({ passwordPublicKey: null, casBaseUrl: '' });
  });
});
