// The server's console log: requests at debug in the readable format (the start banner stays in view), at info in
// JSON (LOG_FORMAT=json or NODE_ENV=production), warnings and errors in both, and no secret from a URL in any.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { DEMO, authed, loginToken, useTestApp } from './helpers/app.ts';

const t = useTestApp();
const opened: FastifyInstance[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  for (const app of opened.splice(0)) await app.close();
});

/** The app with its logger on, as `main.ts` builds it, for an environment of LOG_* / NODE_ENV variables. */
const appLoggingWith = async (env: Record<string, string>) => {
  const { logLevel, logFormat, production } = loadConfig(env);
  const app = await buildApp({ ...t.deps, config: { ...t.config, logLevel, logFormat, production } }, { webRoot: null });
  opened.push(app);
  await app.ready();
  return app;
};

/** Runs `fn` and returns what was written to stdout meanwhile (the logger's destination, as the banner's). */
const stdoutOf = async (fn: () => Promise<unknown>): Promise<string> => {
  let written = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    return true;
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return written;
};

const SECRET = 'Zq9SecretValue7Xk';

describe('request URLs in the log', () => {
  it('a token sent in the query string is refused and its value is not logged; other parameters are', async () => {
    const token = await loginToken(t.app, { username: 'admin', password: 'Init@Pass2024' });
    const app = await appLoggingWith({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' });
    let status = 0;
    const out = await stdoutOf(async () => {
      const res = await app.inject({ method: 'GET', url: `/zhwy/api/system/cscpLogLoginsByCriteria?page=0&size=1&token=${token}&access_token=${SECRET}`, headers: { host: DEMO } });
      status = res.statusCode;
    });
    expect(status).toBe(401);
    const lines = out.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; level: number; req?: { url: string } });
    const incoming = lines.find((line) => line.msg === 'incoming request');
    expect(incoming).toMatchObject({ level: 30, req: { url: '/zhwy/api/system/cscpLogLoginsByCriteria?page=0&size=1&token=******&access_token=******' } });
    expect(lines.some((line) => line.msg === 'request completed' && line.level === 30)).toBe(true);
    expect(out).not.toContain(token);
    expect(out).not.toContain(SECRET);
  });

  it('on the login and password paths no query value is logged', async () => {
    const app = await appLoggingWith({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' });
    const token = await loginToken(t.app, { username: 'admin', password: 'Init@Pass2024' });
    const out = await stdoutOf(async () => {
      await app.inject({ method: 'POST', url: `/zhwy/api/system/login?username=admin&remember=${SECRET}`, headers: { host: DEMO }, payload: { username: 'admin', password: SECRET } });
      await app.inject({ method: 'PUT', url: `/zhwy/api/system/cscpUserPassword?old=${SECRET}`, headers: authed(token), payload: {} });
    });
    expect(out).toContain('"url":"/zhwy/api/system/login?username=******&remember=******"');
    expect(out).toContain('"url":"/zhwy/api/system/cscpUserPassword?old=******"');
    expect(out).not.toContain(SECRET);
    expect(out).not.toContain(token);
  });
});

describe('console format', () => {
  it('pretty (the default outside production): no line per request at info, readable lines, warnings and errors shown', async () => {
    const app = await appLoggingWith({ LOG_LEVEL: 'info', NODE_ENV: 'development' });
    const out = await stdoutOf(async () => {
      await app.inject({ method: 'GET', url: '/healthz', headers: { host: DEMO } });
      app.log.warn('a warning');
      app.log.error('an error');
    });
    expect(out).not.toContain('incoming request');
    expect(out).not.toContain('request completed');
    expect(out).toMatch(/WARN.*: a warning\n/);
    expect(out).toMatch(/ERROR.*: an error\n/);
    expect(out).not.toMatch(/^\{/m); // not JSON
  });

  it('pretty at debug shows the requests, with secrets redacted', async () => {
    const app = await appLoggingWith({ LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' });
    const out = await stdoutOf(() => app.inject({ method: 'GET', url: `/healthz?ticket=${SECRET}`, headers: { host: DEMO } }));
    expect(out).toMatch(/DEBUG.*: incoming request/);
    expect(out).toMatch(/DEBUG.*: request completed/);
    expect(out).toContain('/healthz?ticket=******');
    expect(out).not.toContain(SECRET);
  });

  it('JSON with NODE_ENV=production: every request at info', async () => {
    const app = await appLoggingWith({ LOG_LEVEL: 'info', NODE_ENV: 'production' });
    const out = await stdoutOf(() => app.inject({ method: 'GET', url: '/healthz', headers: { host: DEMO } }));
    const lines = out.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(lines.filter((line) => line.level === 30).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
