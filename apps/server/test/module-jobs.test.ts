import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/platform/db/client.ts';
import { type JobDef, runSlot, slotOf, startJobs } from '../src/platform/jobs.ts';
import type { ServerModule } from '../src/platform/module.ts';
import { startModules } from '../src/platform/runtime.ts';
import { systemModule } from '../src/system/index.ts';
import { useTestApp } from './helpers/app.ts';

const t = useTestApp();
/** A second server instance's own pool on the same database. */
let other: Database;
beforeAll(() => {
  other = connectDatabase(t.config.databaseUrl!, 2);
});
afterAll(async () => {
  await other?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (check: () => Promise<boolean> | boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
};
const errors: string[] = [];
const log = { info: () => {}, error: (o: object, m: string) => void errors.push(`${m}: ${(o as { err?: Error }).err?.message}`) };
type Run = { tenant_id: string | null; outcome: string; message: string; rows_affected: number | null; finished_at: Date | null; slot: Date };
const runsOf = (job: string) => t.sql<Run>('SELECT tenant_id, outcome, message, rows_affected, finished_at, slot FROM sys_job_run WHERE job = $1 ORDER BY id', [job]);
const HOUR = 3_600_000;

describe('scheduled jobs', () => {
  it('two instances waking for the same slot run it once', async () => {
    let runs = 0;
    const job: JobDef = {
      name: 'test.once',
      schedule: { everyMs: HOUR },
      run: async () => {
        runs++;
        await sleep(100);
        return { rows: 3, message: 'done' };
      },
    };
    const now = () => Date.UTC(2026, 10, 27, 8, 30); // one clock: both see the 08:00 slot
    const a = startJobs([job], { pool: t.deps.database.pool, log, now, startDelayMs: 0 });
    const b = startJobs([job], { pool: other.pool, log, now, startDelayMs: 0 });
    await until(async () => (await runsOf('test.once')).some((r) => r.finished_at));
    await sleep(200);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);
    expect(await runsOf('test.once')).toEqual([
      expect.objectContaining({ tenant_id: null, outcome: 'ok', message: 'done', rows_affected: 3, slot: new Date(Date.UTC(2026, 10, 27, 8)) }),
    ]);
    // A restart in the same slot does not run it again.
    expect(await runSlot(job, new Date(slotOf(job.schedule, now())), { pool: other.pool, log, now })).toBe(false);
    expect(runs).toBe(1);
  });

  it('logs a failing run with its message, and the next slot still runs', async () => {
    let calls = 0;
    const job: JobDef = {
      name: 'test.flaky',
      schedule: { everyMs: 150 },
      run: async () => {
        if (++calls === 1) throw new Error('the mail server is away');
        return { rows: 1 };
      },
    };
    const jobs = startJobs([job], { pool: t.deps.database.pool, log, startDelayMs: 0 });
    await until(async () => (await runsOf('test.flaky')).filter((r) => r.finished_at).length >= 2);
    await jobs.stop();
    const [failed, next] = await runsOf('test.flaky');
    expect(failed).toMatchObject({ outcome: 'failed', message: 'the mail server is away', rows_affected: null });
    expect(failed.finished_at).not.toBeNull();
    expect(next).toMatchObject({ outcome: 'ok', message: '', rows_affected: 1 });
    expect(next.slot.getTime()).toBeGreaterThan(failed.slot.getTime());
    expect(errors).toContain('job failed: the mail server is away');
  });

  it('stop waits for a run in progress (its signal aborted) and nothing runs after it', async () => {
    let finished = false;
    let aborted = false;
    let started = 0;
    const job: JobDef = {
      name: 'test.slow',
      schedule: { everyMs: 100 },
      run: async ({ signal }) => {
        started++;
        await sleep(300);
        aborted = signal.aborted;
        finished = true;
      },
    };
    const jobs = startJobs([job], { pool: t.deps.database.pool, log, startDelayMs: 0 });
    await until(() => started > 0);
    await jobs.stop();
    expect(finished).toBe(true);
    expect(aborted).toBe(true);
    expect((await runsOf('test.slow'))[0]).toMatchObject({ outcome: 'ok' });
    await sleep(250);
    expect(started).toBe(1);
  });

  it('runs a per-tenant job once per tenant and keeps the run log for keepDays', async () => {
    const seen: (number | null)[] = [];
    const job: JobDef = { name: 'test.tenants', schedule: { everyMs: HOUR }, perTenant: true, run: async ({ tenantId }) => void seen.push(tenantId) };
    await t.sql("INSERT INTO sys_job_run (job, slot, started_at, outcome) VALUES ('test.tenants', now() - interval '91 days', now() - interval '91 days', 'ok')");
    expect(await runSlot(job, new Date(slotOf(job.schedule, Date.now())), { pool: t.deps.database.pool, log })).toBe(true);
    const tenants = (await t.sql<{ id: string }>('SELECT id FROM tenant ORDER BY id')).map((r) => Number(r.id));
    expect(seen).toEqual(tenants);
    expect((await runsOf('test.tenants')).map((r) => Number(r.tenant_id))).toEqual(tenants);
  });

  it("the system module's daily log clean-up runs through the scheduler and logs what it deleted", async () => {
    const job = systemModule.jobs!.find((j) => j.name === 'system.log-retention')!;
    expect(job.schedule).toEqual({ everyMs: 24 * HOUR, offsetMs: 19 * HOUR }); // 03:00 China time
    const [{ id }] = await t.sql<{ id: string }>("SELECT id FROM tenant WHERE code = 'demo'");
    await t.sql("INSERT INTO sys_login_log (tenant_id, user_name, ip, message, status, time) VALUES ($1, 'job-old', '192.0.2.1', '登录成功', 0, now() - interval '400 days')", [id]);
    expect(await runSlot(job, new Date(slotOf(job.schedule, Date.now())), { pool: t.deps.database.pool, log })).toBe(true);
    const [run] = await runsOf('system.log-retention');
    expect(run).toMatchObject({ outcome: 'ok' });
    expect(run.rows_affected).toBeGreaterThanOrEqual(1);
    expect(run.message).toMatch(/^days 180: sys_login_log \d+, sys_operation_log \d+$/);
    expect(await t.sql("SELECT 1 FROM sys_login_log WHERE user_name = 'job-old'")).toEqual([]);
  });
});

describe('module lifecycle', () => {
  it('starts modules in order, stops them in reverse (jobs before their module), and a failed start stops those started', async () => {
    const events: string[] = [];
    const module = (name: string, extra: Partial<ServerModule> = {}): ServerModule => ({
      name,
      register: () => {},
      menus: [],
      dictionaries: [],
      start: () => void events.push(`start ${name}`),
      stop: () => void events.push(`stop ${name}`),
      ...extra,
    });
    const job: JobDef = { name: 'test.lifecycle', schedule: { everyMs: HOUR }, run: async () => void events.push('job') };
    const app = { services: {}, log: log as never };
    const stop = await startModules([module('a', { jobs: [job] }), module('b')], app, t.deps, { startDelayMs: 0 });
    await until(() => events.includes('job'));
    await stop();
    expect(events).toEqual(['start a', 'start b', 'job', 'stop b', 'stop a']);

    events.length = 0;
    const broken = module('c', { start: () => Promise.reject(new Error('no broker')) });
    await expect(startModules([module('a'), broken], app, t.deps)).rejects.toThrow('no broker');
    expect(events).toEqual(['start a', 'stop a']);
  });
});
