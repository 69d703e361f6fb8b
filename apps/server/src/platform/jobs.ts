import type pg from 'pg';
import { type Services, servicesFor } from './services.ts';

/**
 * When a job runs: at `offsetMs + k × everyMs` after the epoch (UTC), like a cron line: `{ everyMs: DAY, offsetMs:
 * 19 * HOUR }` is every day at 03:00 China time. Slots are wall-clock times, not "since the start", so every
 * instance agrees on them and a restart does not run a slot twice.
 */
export type JobSchedule = { everyMs: number; offsetMs?: number };

/** What one run reports for the run log: rows it changed and a line of its own. */
export type JobResult = { rows?: number; message?: string } | void;

export type JobRunContext = {
  pool: pg.Pool;
  /** The tenant of this run for a `perTenant` job, else null. */
  tenantId: number | null;
  /** The scheduled time this run serves. */
  slot: Date;
  /** Aborted when the server stops: a long job may end early (stop waits for it either way). */
  signal: AbortSignal;
  /** The services the job's module requires (as its `start` sees them); a test calling `run` itself may leave them out. */
  services?: Services;
};

/** A module's scheduled job. */
export type JobDef = {
  /** Unique over all modules (`<module>.<job>`): the run log's `job`, and the advisory lock's key. */
  name: string;
  schedule: JobSchedule;
  /** Run once per tenant (each its own row and outcome: one tenant's failure does not stop the others). */
  perTenant?: boolean;
  run: (ctx: JobRunContext) => Promise<JobResult>;
};

export type JobLog = { info: (o: object, m: string) => void; error: (o: object, m: string) => void };

export type JobOptions = {
  pool: pg.Pool;
  log: JobLog;
  /** The clock the slots are read from (tests move it). */
  now?: () => number;
  /** A slot that has no run when the server starts is caught up this long after the start (default a minute). */
  startDelayMs?: number;
  /** Days of run log kept per job (default 90); older rows go after each slot. */
  keepDays?: number;
  /** The services of the jobs' module (the runtime's `servicesFor`); none when not given. */
  services?: Services;
};

/** No service at all: a job started without its module's services refuses each name at its first use. */
const NO_SERVICES = servicesFor({ name: 'jobs' }, {});

const DAY_MS = 86_400_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The latest slot at or before `t`. */
export const slotOf = (schedule: JobSchedule, t: number): number => {
  const offset = schedule.offsetMs ?? 0;
  return Math.floor((t - offset) / schedule.everyMs) * schedule.everyMs + offset;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Runs one slot of a job, unless another instance is running the job (it holds the session-level advisory lock
 * 'zhwy:job:<name>') or the slot already has a run (another instance, or this one before a restart, ran it).
 * Each run is a row of sys_job_run, written before it starts and completed with its outcome. Answers whether it ran.
 */
export const runSlot = async (job: JobDef, slot: Date, options: JobOptions, signal: AbortSignal = new AbortController().signal): Promise<boolean> => {
  const { pool, log } = options;
  const now = options.now ?? Date.now;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [`zhwy:job:${job.name}`]);
    if (!rows[0]?.locked) return false;
    try {
      const done = await client.query('SELECT 1 FROM sys_job_run WHERE job = $1 AND slot = $2 LIMIT 1', [job.name, slot]);
      if (done.rowCount) return false;
      const tenants = job.perTenant ? (await client.query<{ id: string }>('SELECT id FROM tenant ORDER BY id')).rows.map((r) => Number(r.id)) : [null];
      for (const tenantId of tenants) {
        if (signal.aborted) break;
        const { rows: started } = await client.query<{ id: string }>(
          `INSERT INTO sys_job_run (job, tenant_id, slot, started_at, outcome) VALUES ($1, $2, $3, $4, 'running') RETURNING id`,
          [job.name, tenantId, slot, new Date(now())],
        );
        let outcome = 'ok';
        let result: JobResult = undefined;
        let message = '';
        try {
          result = await job.run({ pool, tenantId, slot, signal, services: options.services ?? NO_SERVICES });
          message = result?.message ?? '';
        } catch (error) {
          outcome = 'failed';
          message = messageOf(error);
          log.error({ err: error, job: job.name, tenantId }, 'job failed');
        }
        await client.query('UPDATE sys_job_run SET finished_at = $2, outcome = $3, message = $4, rows_affected = $5 WHERE id = $1', [
          started[0].id, new Date(now()), outcome, message, result?.rows ?? null,
        ]);
      }
      const keepDays = options.keepDays ?? 90;
      await client.query('DELETE FROM sys_job_run WHERE job = $1 AND slot < $2', [job.name, new Date(now() - keepDays * DAY_MS)]);
      return true;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`zhwy:job:${job.name}`]);
    }
  } catch (error) {
    // A database error here may leave the session holding the lock: the connection is dropped, not pooled again.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
};

/**
 * Schedules the jobs: each wakes at its slots (a slot that has no run at the start is caught up `startDelayMs`
 * later), one instance at a time across servers. A round that throws outside the job (the database is away) is
 * logged and the next slot still comes. `stop` cancels the timers, aborts the signal and waits for a run in progress.
 */
export const startJobs = (jobs: readonly JobDef[], options: JobOptions): { stop: () => Promise<void> } => {
  const now = options.now ?? Date.now;
  const controller = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();

  const schedule = (job: JobDef, delay: number) => {
    if (controller.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const slot = slotOf(job.schedule, now());
      const round = runSlot(job, new Date(slot), options, controller.signal).catch((err) => options.log.error({ err, job: job.name }, 'job round failed'));
      running.add(round);
      void round.finally(() => {
        running.delete(round);
        schedule(job, Math.max(1, slotOf(job.schedule, now()) + job.schedule.everyMs - now()));
      });
    }, Math.min(delay, MAX_TIMER_MS));
    timer.unref();
    timers.add(timer);
  };
  for (const job of jobs) schedule(job, options.startDelayMs ?? 60_000);

  return {
    stop: async () => {
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
};
