import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ADMIN_PASSWORD, DEMO, authed, changeInitialPassword, loginToken, startTestApp, useTestApp } from './helpers/app.ts';

/** The test app trusts a proxy on 127.0.0.1 (inject's default peer), so X-Forwarded-Proto from it counts. */
const t = useTestApp({ TRUST_PROXY: '127.0.0.1' });

/** Parses a Content-Security-Policy header into directive → sources. */
const cspOf = (res: LightMyRequestResponse): Record<string, string[]> => {
  const header = res.headers['content-security-policy'];
  expect(header, `${res.statusCode} ${res.headers['content-type']}: no CSP`).toBeTypeOf('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
};

/** The headers every response must carry, whatever its status or type. */
const expectSecurityHeaders = (res: LightMyRequestResponse) => {
  const csp = cspOf(res);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['connect-src']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:']);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  return csp;
};

describe('security headers on API answers', () => {
  // The whole set, word for word, as @fastify/helmet sent it before the headers were worked out once per process
  // (platform/security-headers.ts): a change of helmet's defaults or of our options shows here.
  const EXACT: Record<string, string> = {
    'content-security-policy':
      "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  it('exactly helmet\'s set with our options, on an answer and on a refusal, and no X-Powered-By', async () => {
    for (const url of ['/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', '/zhwy/api/system/cscpMenus']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: DEMO } });
      const sent = Object.fromEntries(Object.keys(EXACT).map((name) => [name, res.headers[name]]));
      expect(sent, `${url}: ${res.statusCode}`).toEqual(EXACT);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('on JSON, with no Strict-Transport-Security over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', headers: { host: DEMO } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('on a logged-in call and on errors: 401, 404, 422, 400, a bad URL', async () => {
    const unauthorised = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: { host: DEMO } });
    expect(unauthorised.statusCode).toBe(401);
    expectSecurityHeaders(unauthorised);

    const missing = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/nothing-here', headers: { host: DEMO } });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);

    const first = await loginToken(t.app, { username: 'admin', password: ADMIN_PASSWORD });
    const token = await changeInitialPassword(t.app, { username: 'admin', token: first });
    const menus = await t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpMenus', headers: authed(token) });
    expect(menus.statusCode).toBe(200);
    expectSecurityHeaders(menus);

    const invalid = await t.app.inject({ method: 'GET', url: '/base/api/sysdict/sysDicts/abc', headers: authed(token) });
    expect(invalid.statusCode).toBe(422);
    expectSecurityHeaders(invalid);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/zhwy/api/system/login',
      headers: { host: DEMO, 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed);

    // A URL Fastify cannot decode is answered before routing (its frameworkErrors handler).
    const badUrl = await t.app.inject({ method: 'GET', url: '/zhwy/api/%zz', headers: { host: DEMO } });
    expect(badUrl.statusCode).toBe(400);
    expectSecurityHeaders(badUrl);
  });

  it('on /api-docs (swagger-ui): its page, its files and the document, still never framed', async () => {
    for (const url of ['/api-docs', '/api-docs/static/swagger-ui.css', '/api-docs/static/swagger-initializer.js', '/api-docs/json']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: DEMO } });
      expect(res.statusCode, url).toBe(200);
      const csp = expectSecurityHeaders(res);
      expect(csp['style-src'], url).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });
});

describe('Strict-Transport-Security', () => {
  const queryTenant = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', headers: { host: DEMO, ...headers }, remoteAddress });

  it('is sent over HTTPS (X-Forwarded-Proto from the trusted proxy), with HSTS_MAX_AGE (default 180 days)', async () => {
    const res = await queryTenant({ 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expectSecurityHeaders(res);
    // Errors too.
    const missing = await t.app.inject({
      method: 'GET',
      url: '/zhwy/api/system/nothing-here',
      headers: { host: DEMO, 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });

  it('is not sent over plain HTTP, nor when an untrusted caller claims HTTPS', async () => {
    expect((await queryTenant({ 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
    expect((await queryTenant({})).headers['strict-transport-security']).toBeUndefined();
    const untrusted = await queryTenant({ 'x-forwarded-proto': 'https' }, '10.1.2.3');
    expect(untrusted.statusCode).toBe(200);
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('follows HSTS_MAX_AGE; 0 sends none even over HTTPS', async () => {
    for (const [value, expected] of [
      ['600', 'max-age=600; includeSubDomains'],
      ['0', undefined],
    ] as const) {
      const other = await startTestApp({ TRUST_PROXY: '127.0.0.1', HSTS_MAX_AGE: value });
      try {
        const res = await other.app.inject({
          method: 'GET',
          url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant',
          headers: { host: DEMO, 'x-forwarded-proto': 'https' },
          remoteAddress: '127.0.0.1',
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['strict-transport-security'], `HSTS_MAX_AGE=${value}`).toBe(expected);
        expectSecurityHeaders(res);
      } finally {
        await other.close();
      }
    }
  });
});

describe('security headers on the web app', () => {
  let root = '';
  let web: FastifyInstance;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'zhwy-web-headers-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>console</title><script type="module" src="/assets/index-abc123.js"></script>');
    fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await buildApp(t.deps, { logger: false, webRoot: root });
    await web.ready();
  });

  afterAll(async () => {
    await web?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('on index.html (deep links too), hashed assets, other files and a missing asset', async () => {
    for (const [url, status, type] of [
      ['/', 200, /text\/html/],
      ['/system/dict', 200, /text\/html/],
      ['/login?redirect=%2Fhome', 200, /text\/html/],
      ['/assets/index-abc123.js', 200, /javascript/],
      ['/favicon.svg', 200, /svg/],
      ['/assets/missing-1.js', 404, /json/],
    ] as const) {
      const res = await web.inject({ method: 'GET', url, headers: { host: DEMO } });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(type);
      expectSecurityHeaders(res);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const https = await web.inject({ method: 'GET', url: '/home', headers: { host: DEMO, 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(https.statusCode).toBe(200);
    expect(https.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });
});
