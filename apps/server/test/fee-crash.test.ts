// A batch generation cut by a real kill -9 of the server (issue 25, 收费中心): the server as a child process on this
// file's database, 30,000 rooms in one community, SIGKILL while the run shows progress. Nothing of the run is kept
// (its bills are one transaction), the run row stays 生成中, the next start runs it again and completes it once, and
// a third start creates nothing more. fee-bill.test.ts proves the same recovery in-process (recoverRuns called by
// hand); this file proves that a dead process's connection, transaction and advisory lock really go away.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/host.ts';
import { ADMIN_PASSWORD, authed, loginReady, useTestApp } from './helpers/app.ts';
import { placeIn } from './helpers/base-places.ts';

// Sessions in the database (no Redis prefix per process): the in-process app's login is the child's too.
const t = useTestApp({ REDIS_URL: undefined });
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOMS = 30_000;

type Server = { proc: ChildProcess; url: string; output: () => string; exit: Promise<unknown> };
const started: Server[] = [];

/** The server as `node --import tsx src/main.ts` on this file's database, ready (/readyz) or failing with its output. */
const startServer = async (): Promise<Server> => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: t.config.databaseUrl,
    DATA_DIR: t.dataDir,
    ADMIN_PASSWORD,
    CAPTCHA_ENABLED: 'false',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.REDIS_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exit = new Promise((resolve) => proc.once('exit', resolve));
  const server: Server = { proc, url: `http://127.0.0.1:${port}`, output: () => output, exit };
  started.push(server);
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${output}`);
    if (await fetch(`${server.url}/readyz`).then((r) => r.ok, () => false)) return server;
    await sleep(100);
  }
  throw new Error(`server not ready:\n${output}`);
};

/** Polls `read` until `done` holds (every 20 ms, up to `ms`); answers the last value read. */
const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> => {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await sleep(20);
    value = await read();
  }
  return value;
};

afterAll(async () => {
  for (const s of started) if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
  await Promise.all(started.map((s) => s.exit));
});

describe('fee generation: kill -9 mid-run', () => {
  it('keeps no bill of the killed run; the restart completes it once, a third start creates nothing', { timeout: 90_000 }, async () => {
    const token = await loginReady(t.app, { username: 'admin' });
    const place = await placeIn(t, 'demo', 'FK');
    // 30,000 rooms of 89.50 m², set-based (the two of placeIn among them): 15 batches of 2,000.
    await t.sql(
      `INSERT INTO com_room (tenant_id, area_id, building_id, floor, room_no, state, building_area)
       SELECT $1, $2, $3, g / 100 + 1, 'K' || g, '2', 8950 FROM generate_series(1, $4::int) g`,
      [place.tenantId, place.areaId, place.buildingId, ROOMS - 2],
    );
    await t.sql(`UPDATE com_room SET building_area = 8950 WHERE id IN ($1, $2)`, [place.roomId, place.room2Id]);
    await t.sql('ANALYZE com_room');
    const res = await t.app.inject({
      method: 'POST', url: '/api/zhwy/fee-item', headers: authed(token),
      payload: { areaId: place.areaId, itemName: '物业费K', feeType: '1', payerKind: '1', chargeMethod: '1', unitPrice: '2.3500', cycle: '1', billingDay: 1, dueDays: 15, payTiming: '1', fundsPayable: '1', rounding: '1', lateFee: '0', vacantDiscount: '0.00', state: '1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const itemId = res.json().id as number;
    const bills = async () => Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM fee_bill WHERE fee_item_id = $1', [itemId]))[0].n);
    type Run = { state: string; total: number; done: number; created: number; skipped: number; amount: string; finish_time: Date | null };
    const runOf = async (id: number) => (await t.sql<Run>('SELECT state, total, done, created, skipped, amount::text, finish_time FROM fee_bill_run WHERE id = $1', [id]))[0];

    // 1. Start the run on a real server and kill it (SIGKILL: no close, no stop hook) once it shows progress.
    const first = await startServer();
    const began = await fetch(`${first.url}/api/zhwy/fee-bill/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ areaId: place.areaId, feeItemId: itemId, periodMonth: '2026-07' }),
    });
    const answer = (await began.json()) as { data?: { id: number } };
    expect(began.status, JSON.stringify(answer)).toBe(200);
    const runId = answer.data!.id;
    const midway = await until(() => runOf(runId), (r) => r.state !== '0' && r.done > 0, 20_000);
    expect(midway, first.output()).toMatchObject({ state: '1', total: ROOMS });
    expect(midway.done).toBeLessThan(ROOMS); // still running: the kill is mid-run
    first.proc.kill('SIGKILL');
    await first.exit;

    // 2. All or nothing: no bill of the run (its one transaction died with the connection); the row still says 生成中.
    expect(await bills()).toBe(0);
    expect(await runOf(runId)).toMatchObject({ state: '1', finish_time: null });
    // The dead process's backend is gone, and its advisory lock with it, before the restart asks for it.
    const lingering = await until(
      async () => Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`))[0].n),
      (n) => n === 0,
      10_000,
    );
    expect(lingering).toBe(0);

    // 3. The restart runs it again in the background of its start, to the end, once: one bill per room, counts right.
    const second = await startServer();
    const finished = await until(() => runOf(runId), (r) => r.state === '2' || r.state === '3', 30_000);
    expect(finished, second.output()).toMatchObject({ state: '2', total: ROOMS, done: ROOMS, created: ROOMS, skipped: 0, amount: String(ROOMS * 21_033) });
    expect(await bills()).toBe(ROOMS);
    const [{ payers, runs }] = await t.sql<{ payers: string; runs: string }>(
      'SELECT count(DISTINCT room_id) AS payers, count(DISTINCT run_id) AS runs FROM fee_bill WHERE fee_item_id = $1', [itemId],
    );
    expect([Number(payers), Number(runs)]).toEqual([ROOMS, 1]);
    second.proc.kill('SIGTERM');
    await second.exit;

    // 4. A third start finds nothing left to run: the same bills, the same run row.
    const third = await startServer();
    const [{ open }] = await t.sql<{ open: string }>(`SELECT count(*) AS open FROM fee_bill_run WHERE state IN ('0', '1')`);
    expect(Number(open)).toBe(0);
    expect(await bills()).toBe(ROOMS);
    expect(await runOf(runId)).toEqual(finished);
    third.proc.kill('SIGTERM');
    await third.exit;
  });
});
