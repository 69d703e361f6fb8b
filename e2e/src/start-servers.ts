import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/**
 * Starts every server of the run side by side (playwright.config.ts's one webServer entry runs this): Playwright
 * starts the entries of a `webServer` list one after the other, each waited for before the next is spawned, so four
 * servers with their embedded PostgreSQL took four start-ups in a row. The list comes in E2E_SERVERS (JSON, from the
 * config); each server runs fresh on its own data dir. "servers ready" on stdout once every one answers /readyz
 * (the config waits for it); a port already in use, or a server that exits, ends this process with an error; SIGTERM
 * (Playwright's graceful stop, sent to the process group) is waited out until every server has closed.
 */
type Server = { port: number; dataDir: string; env: Record<string, string> };
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as Server[];
const TIMEOUT_MS = 120_000;

const portInUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const ready = (port: number) =>
  new Promise<boolean>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/readyz', timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(false));
  });

const children: ChildProcess[] = [];
let stopping = false;

const fail = (message: string) => {
  console.error(`[e2e] ${message}`);
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = 1;
};

const start = ({ port, dataDir, env }: Server) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--enable-source-maps', '../apps/server/dist/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (!stopping) fail(`the server on ${port} exited (${signal ?? code}) before the run ended`);
  });
  children.push(child);
};

// Playwright stops the run's servers with SIGTERM to this process group: each server gets it too and closes its
// pool and its embedded PostgreSQL; this process waits for all of them.
process.on('SIGTERM', () => {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});

const main = async () => {
  const used = [];
  for (const { port } of servers) if (await portInUse(port)) used.push(port);
  if (used.length) return fail(`port ${used.join(', ')} already in use: stop what runs there first`);
  for (const server of servers) start(server);
  const deadline = Date.now() + TIMEOUT_MS;
  const waiting = new Set(servers.map((s) => s.port));
  while (waiting.size && !stopping) {
    if (Date.now() > deadline) return fail(`servers on ${[...waiting].join(', ')} not ready within ${TIMEOUT_MS / 1000} s`);
    for (const port of [...waiting]) if (await ready(port)) waiting.delete(port);
    if (waiting.size) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!stopping) console.log('[e2e] servers ready');
};

void main();
