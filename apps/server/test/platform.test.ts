import { describe, expect, it } from 'vitest';
import { DEMO, authed, loginReady, startTestApp, useTestApp } from './helpers/app.ts';

const t = useTestApp();

const noStack = (body: string) => {
  expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(body).not.toContain('stack');
  expect(body).not.toContain('node_modules');
};

describe('one error shape', () => {
  it('malformed JSON → 400 with a JSON body and msg', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/zhwy/api/system/login',
      headers: { host: DEMO, 'content-type': 'application/json' },
      payload: '{"username": "admin", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body.msg).toBe('请求体不是有效的 JSON');
    expect(body.code).toBe(400);
    expect(body.requestId).toBeTruthy();
    noStack(res.body);
  });

  it('malformed JSON from a logged-in caller → 400 too', async () => {
    const token = await loginReady(t.app, { username: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/base/api/sysdict/sysDicts',
      headers: { ...authed(token), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBeTruthy();
    noStack(res.body);
  });

  it('unknown API route → 404 JSON', async () => {
    for (const url of ['/api/nothing-here', '/zhwy/api/system/nope', '/base/api/x/y']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: DEMO } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ code: 404, msg: '请求的资源不存在' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing-here', headers: { host: DEMO }, payload: { a: 1 } });
    expect(post.statusCode).toBe(404);
  });

  it('a NUL character anywhere in the input → 422 naming the field, never a 500', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/zhwy/api/system/login',
      headers: { host: DEMO },
      payload: { username: 'ad\u0000min', password: 'x' },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().fields).toEqual({ username: '格式不正确' });
    const token = await loginReady(t.app, { username: 'admin' });
    const list = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpLogOperationsByCriteria?username.contains=%00', headers: authed(token) });
    expect(list.statusCode).toBe(422);
    expect(list.json().fields).toEqual({ 'username.contains': '格式不正确' });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/base/api/sysdict/sysDicts',
      headers: { ...authed(token), 'accept-language': 'en-US' },
      payload: { dictCode: 'nul_test', dictName: 'n', remark: ['ok', 'b\u0000d'] },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().fields).toEqual({ 'remark.1': 'Invalid format' });
    noStack(list.body + nested.body + login.body);
  });

  it('a URL with a broken %-escape → 400 in the same shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/base/api/sysdict/sysDicts/%E0%A4%A', headers: { host: DEMO } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '请求格式不正确', requestId: expect.any(String) });
  });

  it('an unsupported content type → 415 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/zhwy/api/system/login',
      headers: { host: DEMO, 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().msg).toBeTruthy();
  });

  it('a server failure → 500 "服务异常" without internals', async () => {
    const token = await loginReady(t.app, { username: 'admin' });
    await t.sql('ALTER TABLE sys_dict RENAME COLUMN dict_name TO dict_name_gone');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/base/api/sysdict/sysDictsByCriteria', headers: authed(token) });
      expect(res.statusCode).toBe(500);
      expect(res.json().msg).toBe('服务异常');
      expect(res.body).not.toContain('dict_name');
      noStack(res.body);
    } finally {
      await t.sql('ALTER TABLE sys_dict RENAME COLUMN dict_name_gone TO dict_name');
    }
  });

  it('echoes a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { host: DEMO, 'x-request-id': 'abc-123' } });
    expect(res.json().requestId).toBe('abc-123');
  });
});

describe('health and docs', () => {
  it('/healthz and /readyz answer without a token', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz', headers: { host: 'nosuch.localhost' } });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/api-docs/json is the OpenAPI document with the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/json', headers: { host: DEMO } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/zhwy/api/system/login',
      '/zhwy/api/system/cscpMenus',
      '/zhwy/api/system/cscpUserPassword',
      '/base/api/sysdict/sysDictsByCriteria',
      '/base/api/sysdict/selectSysdictAndSysdiciItem',
      '/zhwy/api/system/cscpLogOperationsByCriteria',
      '/api/ctyun/ctYunUpload',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/zhwy/api/system/login'].post.requestBody).toBeTruthy();
    expect(doc.paths).not.toHaveProperty(['/healthz']);
    const ui = await t.app.inject({ method: 'GET', url: '/api-docs', headers: { host: DEMO } });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('probes when the database is gone', () => {
  it('/healthz still answers 200 and /readyz answers 503, as JSON', async () => {
    const other = await startTestApp();
    try {
      await other.deps.database.pool.end();
      const health = await other.app.inject({ method: 'GET', url: '/healthz', headers: { host: DEMO } });
      expect(health.statusCode).toBe(200);
      const ready = await other.app.inject({ method: 'GET', url: '/readyz', headers: { host: DEMO } });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'database unavailable' });
      // Other calls fail cleanly: 503, the database being away is no bug of theirs (platform/unavailable.ts).
      const tenant = await other.app.inject({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', headers: { host: DEMO } });
      expect(tenant.statusCode).toBe(503);
      expect(tenant.json()).toEqual({ code: 503, msg: '服务暂时不可用，请稍后重试', requestId: expect.any(String) });
    } finally {
      await other.close();
    }
  });
});
