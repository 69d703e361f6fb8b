// With REDIS_URL, Redis going away: calls that need the store answer 503 at once in the API's shape, /readyz says
// so, the client's errors are handled (no "[ioredis] Unhandled error event"), and all recovers when Redis is back.
// Runs its own redis-server on a free loopback port (skipped where redis-server is not installed).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../src/platform/host.ts';
import { authed, loginReady, startTestApp, type TestApp } from './helpers/app.ts';

const hasRedis = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

let redis: ChildProcess | null = null;
let t: TestApp | null = null;

/** redis-server on `port`, without persistence, ready to accept connections. */
const startRedis = async (port: number): Promise<ChildProcess> => {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  return child;
};

const kill = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
};

afterAll(async () => {
  await t?.close().catch(() => {});
  if (redis) await kill(redis);
});

describe.skipIf(!hasRedis)('Redis goes away and comes back', () => {
  it('503 quickly in our shape, readiness false, no unhandled error events; recovery once it is back', { timeout: 60_000 }, async () => {
    const port = await freePort();
    redis = await startRedis(port);
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const app = t.app;
    const token = await loginReady(app, { username: 'admin' });
    const createDict = (dictCode: string) =>
      app.inject({ method: 'POST', url: '/base/api/sysdict/sysDicts', headers: authed(token), payload: { dictCode, dictName: 'Redis 故障', status: '0' } });
    expect((await createDict('redis_before')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    const consoleError = vi.spyOn(console, 'error');
    try {
      await kill(redis);
      await sleep(300); // the client notices the connection is gone

      const started = Date.now();
      const write = await createDict('redis_down');
      expect(Date.now() - started).toBeLessThan(1500);
      expect(write.statusCode).toBe(503);
      expect(write.json()).toEqual({ code: 503, msg: '服务暂时不可用，请稍后重试', requestId: expect.any(String) });
      const loginStarted = Date.now();
      const login = await app.inject({ method: 'POST', url: '/zhwy/api/system/login', headers: { host: 'demo.localhost', 'accept-language': 'ja-JP' }, payload: { username: 'admin', password: 'x', rememberme: false } });
      expect(Date.now() - loginStarted).toBeLessThan(1500);
      expect(login.statusCode).toBe(503);
      expect(login.json().msg).toBe('サービスは一時的に利用できません。しばらくしてから再試行してください');
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect({ status: ready.statusCode, body: ready.json() }).toEqual({ status: 503, body: { status: 'store unavailable' } });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200); // restarting us would not help
      // Reads that need no store keep working.
      expect((await app.inject({ method: 'GET', url: '/base/api/sysdict/sysDictsByCriteria?page=0&size=1', headers: authed(token) })).statusCode).toBe(200);
      await sleep(2500); // a few reconnection attempts fail meanwhile
      expect(consoleError.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('Unhandled error event'))).toEqual([]);

      redis = await startRedis(port);
      let back = false;
      for (let i = 0; i < 50 && !back; i++) {
        back = (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200;
        if (!back) await sleep(200);
      }
      expect(back).toBe(true);
      expect((await createDict('redis_after')).statusCode).toBe(200);
      expect(await t.sql("SELECT dict_code FROM sys_dict WHERE dict_code LIKE 'redis_%' ORDER BY dict_code")).toEqual([{ dict_code: 'redis_after' }, { dict_code: 'redis_before' }]);
    } finally {
      consoleError.mockRestore();
    }
  });
});
