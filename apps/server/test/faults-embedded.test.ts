// The server as a process on its embedded PostgreSQL, under database faults: a backend ended under a transaction
// costs that call (503) and not the process; a postmaster killed with -9 is restarted (logged) while calls answer
// 503 and /readyz fails; one that cannot start again makes /healthz fail, until it can.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { aesEncrypt } from '../src/platform/crypto.ts';
import { freePort, isAlive } from '../src/platform/host.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Init@Pass2024';
const NEXT_PASSWORD = 'Faults#Next2026';
const AES_KEY = 'FaultsTest2026ab';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhwy-faults-'));
fs.chmodSync(dataDir, 0o755); // as root, the embedded server runs as `postgres` and must reach it
const pgDir = path.join(dataDir, 'pg');

let proc: ChildProcess | null = null;
let output = '';
const postmasterPid = () => Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

afterAll(async () => {
  if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  try {
    process.kill(postmasterPid(), 'SIGINT');
  } catch {
    // not running
  }
  await sleep(500);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Polls `probe` every 200 ms until it holds (or `seconds` pass); whether it held. */
const until = async (probe: () => Promise<boolean>, seconds: number): Promise<boolean> => {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await sleep(200)) if (await probe()) return true;
  return false;
};

describe('database faults under the running server', () => {
  it('survives an ended backend, restarts a killed postmaster, and fails liveness while it cannot', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, PASSWORD_AES_KEY: AES_KEY, CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    proc.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const url = `http://127.0.0.1:${port}`;
    const status = (p: string) => fetch(`${url}${p}`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status, () => 0);
    expect(await until(async () => (await status('/readyz')) === 200, 60), output).toBe(true);

    // An administrator's session, past the initial password.
    const json = (method: string, p: string, body: unknown, token?: string) =>
      fetch(`${url}${p}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: JSON.stringify(body) });
    const initial = (await (await json('POST', '/zhwy/api/system/login', { username: 'admin', password: aesEncrypt(PASSWORD, AES_KEY), rememberme: false })).json()) as { token: string };
    const changed = await json('PUT', '/zhwy/api/system/cscpUserPassword', { userName: 'admin', oldPassword: aesEncrypt(PASSWORD, AES_KEY), newPassword: aesEncrypt(NEXT_PASSWORD, AES_KEY) }, initial.token);
    const { token } = (await changed.json()) as { token: string };
    const createDict = (dictCode: string) => json('POST', '/base/api/sysdict/sysDicts', { dictCode, dictName: '故障', status: '0' }, token);

    // 1. The backend of a transaction in flight is ended by an administrator: that call 503, the process stays.
    const tcpPort = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3];
    const admin = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${tcpPort}/zhwy`, application_name: 'zhwy-faults-test' });
    await admin.connect();
    try {
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE sys_dict IN SHARE ROW EXCLUSIVE MODE');
      const pending = createDict('fault_ended');
      let pid = 0;
      await until(async () => {
        const { rows } = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = 'zhwy-console' AND wait_event_type = 'Lock'");
        pid = rows[0]?.pid ?? 0;
        return pid > 0;
      }, 10);
      expect(pid, output).toBeGreaterThan(0);
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await admin.query('ROLLBACK');
      const res = await pending;
      expect(res.status, output).toBe(503);
      expect(await res.json()).toEqual({ code: 503, msg: '服务暂时不可用，请稍后重试', requestId: expect.any(String) });
    } finally {
      await admin.end();
    }
    await sleep(500);
    expect(proc.exitCode, output).toBeNull();
    expect((await createDict('fault_after_end')).status).toBe(200);

    // 2. kill -9 of the postmaster: calls 503 and /readyz fails meanwhile, /healthz holds; it is back within seconds.
    const first = postmasterPid();
    process.kill(first, 'SIGKILL');
    await sleep(100);
    const during = await createDict('fault_during_restart');
    expect(during.status, output).toBe(503);
    expect(((await during.json()) as { code: number }).code).toBe(503);
    expect(await status('/healthz')).toBe(200);
    expect(await until(async () => (await status('/readyz')) === 200, 30), output).toBe(true);
    expect(postmasterPid()).not.toBe(first);
    expect((await createDict('fault_after_restart')).status, output).toBe(200);
    expect(output).toMatch(/exited unexpectedly \(SIGKILL\): restarting it/);
    expect(output).toMatch(/is running again/);

    // 3. One that cannot start again (a broken setting): /healthz fails after three attempts, and recovers with it.
    const conf = path.join(pgDir, 'postgresql.conf');
    const settings = fs.readFileSync(conf, 'utf8');
    fs.appendFileSync(conf, '\nthis is not a setting\n');
    process.kill(postmasterPid(), 'SIGKILL');
    expect(await until(async () => (await status('/healthz')) === 503, 30), output).toBe(true);
    expect(await status('/readyz')).toBe(503);
    expect(output).toMatch(/did not start again \(attempt 3\)/);
    fs.writeFileSync(conf, settings);
    expect(await until(async () => (await status('/healthz')) === 200 && (await status('/readyz')) === 200, 40), output).toBe(true);
    expect(proc.exitCode).toBeNull();

    // A stop after all this is still a clean one.
    const pidNow = postmasterPid();
    const exit = new Promise<number | null>((resolve) => proc!.once('exit', (code) => resolve(code)));
    proc.kill('SIGTERM');
    expect(await exit, output).toBe(0);
    expect(isAlive(pidNow)).toBe(false);
  });
});
