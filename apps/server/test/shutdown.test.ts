// The server as `npm start` runs it (embedded PostgreSQL under DATA_DIR), stopped by Ctrl-C and by SIGTERM:
// requests in flight finish with their database, the embedded PostgreSQL stops after them, and a restart keeps the data.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { aesEncrypt } from '../src/platform/crypto.ts';
import { freePort, isAlive } from '../src/platform/host.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Init@Pass2024';
const AES_KEY = 'ShutdownTest2026';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhwy-shutdown-'));
fs.chmodSync(dataDir, 0o755); // as root, the embedded server runs as `postgres` and must reach it

type Server = { proc: ChildProcess; url: string; postmasterPid: number; output: () => string; exit: Promise<number | null> };
const started: Server[] = [];

/**
 * Starts the server in its own process group (as a terminal would run it), on the shared DATA_DIR. The free port
 * can be taken between asking and listening (the embedded PostgreSQL asks for one too): then try another.
 */
const startServer = async (attempt = 1): Promise<Server> => {
  try {
    return await startServerOn(await freePort());
  } catch (error) {
    if (attempt < 3 && String(error).includes('the port is in use')) return startServer(attempt + 1);
    throw error;
  }
};

const startServerOn = async (port: number): Promise<Server> => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    PASSWORD_AES_KEY: AES_KEY,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL; // always the embedded PostgreSQL: its lifecycle is what is tested
  delete env.REDIS_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exit = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: Server = { proc, url, postmasterPid: 0, output: () => output, exit };
  started.push(server);
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) {
      server.postmasterPid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      return server;
    }
    await sleep(200);
  }
  throw new Error(`server not ready:\n${output}`);
};

const login = (url: string) =>
  fetch(`${url}/zhwy/api/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: aesEncrypt(PASSWORD, AES_KEY), rememberme: false }),
  });

/** A login whose request line and headers go out now and whose body goes out on `finish()`. */
const slowLogin = (url: string) => {
  const body = JSON.stringify({ username: 'admin', password: aesEncrypt(PASSWORD, AES_KEY), rememberme: false });
  const request = http.request(`${url}/zhwy/api/system/login`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number | string>((resolve) => {
    request.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', (e) => resolve(e.message));
  });
  request.flushHeaders();
  request.write(body.slice(0, 10));
  return { status, finish: () => request.end(body.slice(10)) };
};

const successfulLogins = async (url: string): Promise<number> => {
  const { token: initial } = (await (await login(url)).json()) as { token: string };
  // A session of the initial password may only change it: change it (no login row), then read on the new token.
  const changed = await fetch(`${url}/zhwy/api/system/cscpUserPassword`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: initial },
    body: JSON.stringify({ userName: 'admin', oldPassword: aesEncrypt(PASSWORD, AES_KEY), newPassword: aesEncrypt('Shutdown#Next2026', AES_KEY) }),
  });
  expect(changed.status).toBe(200);
  const { token } = (await changed.json()) as { token: string };
  const res = await fetch(`${url}/zhwy/api/system/cscpLogLoginsByCriteria?page=0&size=1&status.equals=0`, { headers: { authorization: token } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { recordsTotal: number }).recordsTotal;
};

afterAll(async () => {
  for (const s of started) {
    if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
    if (s.postmasterPid && isAlive(s.postmasterPid)) process.kill(s.postmasterPid, 'SIGINT');
  }
  await sleep(500);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('shutdown with the embedded PostgreSQL', () => {
  it('Ctrl-C (SIGINT to the process group) lets requests in flight finish, then stops PostgreSQL; SIGTERM after a restart too', { timeout: 120_000 }, async () => {
    const first = await startServer();
    expect(first.postmasterPid).toBeGreaterThan(0);
    expect(first.postmasterPid).not.toBe(first.proc.pid);
    // The app reaches it over a Unix socket in its data directory (line 5 of postmaster.pid: the socket directory).
    const pgDir = path.join(dataDir, 'pg');
    const [, , , port, socketDir] = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
    expect(socketDir).toBe(pgDir);
    expect(fs.statSync(path.join(pgDir, `.s.PGSQL.${port}`)).isSocket()).toBe(true);
    // Its processes run under the batch policy (3 in /proc/<pid>/stat) wherever Linux lets chrt set it.
    const batchAllowed = spawnSync('chrt', ['--batch', '0', 'true']).status === 0;
    const stat = fs.readFileSync(`/proc/${first.postmasterPid}/stat`, 'utf8');
    expect(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38])).toBe(batchAllowed ? 3 : 0);

    // Logins whose bodies are still arriving when the signal comes: in flight, and in need of the database after it.
    const inFlight = Array.from({ length: 4 }, () => slowLogin(first.url));
    await sleep(1000); // time for the server to read the request lines and headers, also on a loaded machine
    process.kill(-first.proc.pid!, 'SIGINT'); // what a terminal sends on Ctrl-C: the whole foreground group
    await sleep(20);
    process.kill(first.proc.pid!, 'SIGINT'); // the copy that npm and scripts/start.mjs forward: not a second Ctrl-C
    await sleep(300);
    for (const request of inFlight) request.finish();
    const statuses = await Promise.all(inFlight.map((r) => r.status));
    expect({ statuses, output: first.output() }).toEqual({ statuses: [200, 200, 200, 200], output: expect.any(String) });
    expect(await first.exit, first.output()).toBe(0);
    expect(isAlive(first.postmasterPid)).toBe(false);
    expect(first.output()).not.toMatch(/terminating connection|57P01|Error/);

    // The restart finds every one of those logins: the data outlived the shutdown.
    const second = await startServer();
    expect(await successfulLogins(second.url)).toBe(5);
    process.kill(second.proc.pid!, 'SIGTERM'); // a service manager signals the process only
    expect(await second.exit, second.output()).toBe(0);
    expect(second.output()).not.toMatch(/terminating connection|57P01|Error/);
    expect(isAlive(second.postmasterPid)).toBe(false);
  });

  it('a later SIGTERM is the same stop; a second Ctrl-C later stops at once, and still stops PostgreSQL', { timeout: 120_000 }, async () => {
    const server = await startServer();
    const stuck = slowLogin(server.url); // never finishes: the graceful close would wait for it
    await sleep(500);
    process.kill(server.proc.pid!, 'SIGTERM');
    await sleep(1500);
    expect(server.proc.exitCode).toBeNull(); // still waiting for the request in flight
    // Another copy of the stop (npm start forwards one when it sees npm gone, seconds later): not "stop now".
    process.kill(server.proc.pid!, 'SIGTERM');
    await sleep(700);
    expect(server.proc.exitCode, server.output()).toBeNull();
    process.kill(server.proc.pid!, 'SIGINT'); // a person pressing Ctrl-C again
    expect(await server.exit).toBe(1);
    for (let i = 0; i < 50 && isAlive(server.postmasterPid); i++) await sleep(100);
    expect(isAlive(server.postmasterPid)).toBe(false);
    expect(typeof (await stuck.status)).toBe('string'); // its connection was cut
  });
});
