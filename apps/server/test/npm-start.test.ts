// `npm start` under a process manager: whatever stops npm (a signal to npm alone, to its process group, a terminal's
// hangup, or npm killed outright) also stops scripts/start.mjs, the server and its embedded PostgreSQL, through the
// server's graceful shutdown. Runs the repository's scripts/start.mjs through npm, in a scratch copy of the
// repository's layout whose apps/server/dist/main.js loads the server's sources (no build needed).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { aesEncrypt } from '../src/platform/crypto.ts';
import { freePort, isAlive } from '../src/platform/host.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zhwy-npm-start-'));
fs.chmodSync(scratch, 0o755); // as root, the embedded server runs as `postgres` and must reach its data directory
const root = path.join(scratch, 'root');
const dataDir = path.join(scratch, 'data');

const PASSWORD = 'Init@Pass2024';
const AES_KEY = 'NpmStartTest2026';

type Started = { npm: ChildProcess; url: string; output: () => string; postmasterPid: number };
const started: Started[] = [];

/** Processes (not zombies) started with this DATA_DIR: npm, its shell, start.mjs, the server, PostgreSQL. */
const processesOfDataDir = (): string[] => {
  const found: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z') continue;
      const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (environ.includes(`DATA_DIR=${dataDir}`) || cmdline.includes(dataDir)) found.push(`${pid} ${cmdline}`);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
};

const answers = (url: string) => fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(() => true, () => false);

/** `npm start` as a service manager runs it: npm leads its own process group. */
const npmStart = async (): Promise<Started> => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    PASSWORD_AES_KEY: AES_KEY,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'info',
    npm_config_update_notifier: 'false',
  };
  delete env.DATABASE_URL; // the embedded PostgreSQL: its processes are what must not be left behind
  delete env.REDIS_URL;
  const npm = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  npm.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const server: Started = { npm, url, output: () => output, postmasterPid: 0 };
  started.push(server);
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) {
      server.postmasterPid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      return server;
    }
    if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}:\n${output}`);
    await sleep(200);
  }
  throw new Error(`server not ready:\n${output}`);
};

/** Waits (at most `seconds`) until the port is closed and no process of the DATA_DIR is left. */
const stopped = async (server: Started, seconds = 30) => {
  const deadline = Date.now() + seconds * 1000;
  let state = { answers: true, left: [] as string[] };
  while (Date.now() < deadline) {
    state = { answers: await answers(server.url), left: processesOfDataDir() };
    if (!state.answers && state.left.length === 0) break;
    await sleep(250);
  }
  return state;
};

beforeAll(() => {
  // The repository's layout: scripts/start.mjs itself, the start script of the root package.json, a built web app
  // (so start.mjs builds nothing), and a server entry that runs the sources through tsx.
  const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: { start: string } };
  fs.mkdirSync(path.join(root, 'scripts'), { recursive: true });
  fs.mkdirSync(path.join(root, 'apps/web/dist'), { recursive: true });
  fs.mkdirSync(path.join(root, 'apps/server/dist'), { recursive: true });
  fs.copyFileSync(path.join(repo, 'scripts/start.mjs'), path.join(root, 'scripts/start.mjs'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'npm-start-probe', private: true, type: 'module', scripts: { start: pkg.scripts.start } }));
  fs.writeFileSync(path.join(root, 'apps/web/dist/index.html'), '<!doctype html>');
  const tsx = pathToFileURL(path.join(repo, 'node_modules/tsx/dist/esm/api/index.mjs')).href;
  const main = pathToFileURL(path.join(repo, 'apps/server/src/main.ts')).href;
  fs.writeFileSync(path.join(root, 'apps/server/dist/main.js'), `import { register } from '${tsx}';\nregister();\nawait import('${main}');\n`);
});

/** Whatever a failed case left behind, so that the next one starts afresh. */
const killLeftovers = async () => {
  for (const line of processesOfDataDir()) {
    try {
      process.kill(Number(line.split(' ')[0]), 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  for (const s of started) if (s.postmasterPid && isAlive(s.postmasterPid)) process.kill(s.postmasterPid, 'SIGKILL');
  await sleep(500);
};

afterEach(killLeftovers);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('npm start stops with npm', () => {
  const cases: { name: string; stop: (npm: ChildProcess) => void; closing: string }[] = [
    { name: 'SIGTERM to npm only (a service manager)', stop: (npm) => process.kill(npm.pid!, 'SIGTERM'), closing: 'SIGTERM' },
    { name: 'SIGTERM to the process group', stop: (npm) => process.kill(-npm.pid!, 'SIGTERM'), closing: 'SIGTERM' },
    { name: 'SIGINT to the process group (Ctrl-C)', stop: (npm) => process.kill(-npm.pid!, 'SIGINT'), closing: 'SIGINT' },
    { name: 'SIGHUP to the process group (the terminal closed)', stop: (npm) => process.kill(-npm.pid!, 'SIGHUP'), closing: 'SIGHUP' },
    { name: 'SIGHUP to npm only', stop: (npm) => process.kill(npm.pid!, 'SIGHUP'), closing: 'SIGTERM' },
    { name: 'npm killed outright (SIGKILL): start.mjs notices its parent is gone', stop: (npm) => process.kill(npm.pid!, 'SIGKILL'), closing: 'SIGTERM' },
  ];
  it.each(cases)('$name', { timeout: 120_000 }, async ({ stop, closing }) => {
    const server = await npmStart();
    expect(processesOfDataDir().length).toBeGreaterThanOrEqual(3);
    // The console (LOG_LEVEL=info, readable format): the start banner comes last, not followed by a line per request.
    await fetch(`${server.url}/healthz`);
    const banner = server.output().indexOf('is running: http://localhost:');
    expect(banner, server.output()).toBeGreaterThan(server.output().indexOf('Server listening at'));
    expect(server.output()).not.toContain('incoming request');
    expect(server.output()).not.toContain('request completed');
    stop(server.npm);
    const state = await stopped(server);
    const tail = server.output().slice(-4000);
    expect(state, tail).toEqual({ answers: false, left: [] });
    // The server's own graceful shutdown ran: it logged the signal it closed on, and PostgreSQL stopped cleanly.
    expect(server.output(), tail).toContain(`${closing}: closing`);
    expect(server.output(), tail).not.toMatch(/second SIG|exiting now|terminating connection|57P01/);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});

/** The server's process (node running apps/server/dist/main.js) of the DATA_DIR. */
const serverPid = (): number => Number(processesOfDataDir().find((line) => line.includes('apps/server/dist/main.js'))?.split(' ')[0] ?? 0);

/** A login whose request line and headers go out now and whose body goes out on `finish()`: a call in flight. */
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

describe('npm start under faults', () => {
  it('a TERM to the process group is one stop, however many copies arrive and however late: calls in flight finish', { timeout: 120_000 }, async () => {
    const server = await npmStart();
    const pid = serverPid();
    expect(pid).toBeGreaterThan(0);
    const inFlight = Array.from({ length: 4 }, () => slowLogin(server.url));
    await sleep(1000); // their request lines and headers are read
    process.kill(-server.npm.pid!, 'SIGTERM');
    await sleep(1500);
    process.kill(pid, 'SIGTERM'); // a copy that lands late (start.mjs forwards one when it sees npm gone)
    await sleep(500);
    for (const request of inFlight) request.finish();
    const statuses = await Promise.all(inFlight.map((r) => r.status));
    expect({ statuses, tail: server.output().slice(-3000) }).toEqual({ statuses: [200, 200, 200, 200], tail: expect.any(String) });
    const state = await stopped(server);
    expect(state, server.output().slice(-3000)).toEqual({ answers: false, left: [] });
    expect(server.output()).not.toMatch(/exiting now|terminating connection|57P01|left running/);
  });

  it('a server killed outright (SIGKILL, OOM): npm start exits non-zero and stops the PostgreSQL it left', { timeout: 120_000 }, async () => {
    const server = await npmStart();
    const pid = serverPid();
    expect(pid).toBeGreaterThan(0);
    await sleep(700); // start.mjs has seen which postmaster the server runs
    const exited = new Promise<number | null>((resolve) => server.npm.once('exit', (code) => resolve(code)));
    process.kill(pid, 'SIGKILL');
    const code = await exited;
    expect(code, server.output().slice(-3000)).not.toBe(0);
    expect(code).not.toBeNull();
    // Nothing left to block the next start: the postmaster stopped cleanly and took its pid file with it.
    const state = await stopped(server);
    expect(state, server.output().slice(-3000)).toEqual({ answers: false, left: [] });
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(server.output()).toContain(`stopping the PostgreSQL it left running (pid ${server.postmasterPid})`);
  });
});
