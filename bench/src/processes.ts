import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, isAlive } from '../../apps/server/src/platform/host.ts';

export { freePort };

export type Child = { name: string; proc: ChildProcess; pid: number; url: string; output: () => string };

/** Starts `node <args>` with its output kept (last 64 kB) for error messages; waits until `readyPath` answers 200. */
export const startChild = async (
  name: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; port: number; readyPath: string; timeoutMs?: number },
): Promise<Child> => {
  const proc = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`${name} exited with code ${proc.exitCode}:\n${output}`);
    try {
      const res = await fetch(url + options.readyPath, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { name, proc, pid: proc.pid!, url, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  proc.kill('SIGKILL');
  throw new Error(`${name} did not become ready within ${options.timeoutMs ?? 60_000} ms:\n${output}`);
};

/** SIGTERM, then SIGKILL after `graceMs`; only ever the child we started. */
export const stopChild = async (child: Child, graceMs = 20_000): Promise<void> => {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.proc.once('exit', () => resolve()));
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
};

/**
 * The embedded PostgreSQL of a server started with DATA_DIR, reached as the server reaches it: postmaster.pid
 * gives its port (line 4) and its socket directory (line 5; empty when it listens on TCP only).
 */
export const embeddedDatabase = (dataDir: string): { url: string; pid: number } => {
  const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const host = lines[4] ? encodeURIComponent(lines[4]) : '127.0.0.1';
  return { url: `postgres://postgres:postgres@${host}:${Number(lines[3])}/zhwy`, pid: Number(lines[0]) };
};

/** Stops a PostgreSQL postmaster we caused to start, if a killed server left it behind (fast shutdown). */
export const stopOrphanPostgres = async (pid: number): Promise<void> => {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
};
