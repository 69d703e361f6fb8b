import type pg from 'pg';
import { z } from 'zod';
import type { JobDef } from '../../platform/jobs.ts';
import { pgScope } from '../../platform/scope-sql.ts';

/** The two log tables; the names never come from a request. */
export type LogTable = 'sys_login_log' | 'sys_operation_log';
export const LOG_TABLES: readonly LogTable[] = ['sys_login_log', 'sys_operation_log'];

/** Rows deleted per statement: each is its own short transaction, so a large clean-up never holds locks for long. */
export const CLEAN_BATCH = 5000;

const DAY_MS = 86_400_000;
/** The moment rows older than `days` end before: `days` whole days before now. */
export const cutoffOf = (days: number, now = Date.now()): Date => new Date(now - days * DAY_MS);

/**
 * Deletes one tenant's rows of a log older than the cut-off, in batches found through the (tenant, time) list index.
 * sys_operation_log_count follows through its statement trigger on DELETE (migration 0002), in each batch's transaction.
 */
export const cleanTenantLog = async (pool: pg.Pool, table: LogTable, tenantId: number, before: Date): Promise<number> => {
  const statement = `DELETE FROM ${table} WHERE id = ANY(ARRAY(
    SELECT id FROM ${table} WHERE ${pgScope(null, 1, { live: false })} AND time < $2 ORDER BY time DESC, id DESC LIMIT ${CLEAN_BATCH}))`;
  let deleted = 0;
  for (;;) {
    const { rowCount } = await pool.query(statement, [tenantId, before]);
    deleted += rowCount ?? 0;
    if ((rowCount ?? 0) < CLEAN_BATCH) return deleted;
  }
};

/** LOG_RETENTION_DAYS: how many days of both logs the daily job keeps (default 180); a bad value stops the start. */
export const retentionDaysOf = (env: NodeJS.ProcessEnv = process.env): number => {
  const parsed = z.coerce.number().int().min(1).max(3650).default(180).safeParse(env.LOG_RETENTION_DAYS === '' ? undefined : env.LOG_RETENTION_DAYS);
  if (!parsed.success) throw new Error(`LOG_RETENTION_DAYS: must be a whole number of days from 1 to 3650, not "${env.LOG_RETENTION_DAYS}"`);
  return parsed.data;
};

/** The job's lock: one instance cleans at a time, the others skip that round (their next one comes a day later). */
const RETENTION_LOCK = "hashtext('zhwy:log-retention')";

/**
 * One round of the daily clean-up: every tenant's rows of both logs older than `days`. Runs only where it gets the
 * session-level advisory lock: with several instances started together, one deletes and the others return null.
 */
export const runRetention = async (pool: pg.Pool, days: number, now = Date.now()): Promise<Record<LogTable, number> | null> => {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${RETENTION_LOCK}) AS locked`);
    if (!rows[0]?.locked) return null;
    try {
      const before = cutoffOf(days, now);
      const tenants = await client.query<{ id: string }>('SELECT id FROM tenant ORDER BY id');
      const deleted = { sys_login_log: 0, sys_operation_log: 0 };
      for (const { id } of tenants.rows) {
        for (const table of LOG_TABLES) deleted[table] += await cleanTenantLog(pool, table, Number(id), before);
      }
      return deleted;
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${RETENTION_LOCK})`);
    }
  } finally {
    client.release();
  }
};

/**
 * The daily job (platform/jobs.ts): every day at 03:00 China time (19:00 UTC), and a minute after a start when that
 * day's round has not run. The job's own lock keeps it to one instance; runRetention's lock stays for an instance of
 * an older version still running the clean-up itself, and answers null (nothing done) while that one holds it.
 */
export const logRetentionJob = (days: number): JobDef => ({
  name: 'system.log-retention',
  schedule: { everyMs: DAY_MS, offsetMs: 19 * 3_600_000 },
  run: async ({ pool }) => {
    const deleted = await runRetention(pool, days);
    if (!deleted) return { message: 'skipped: another instance holds zhwy:log-retention' };
    return { rows: deleted.sys_login_log + deleted.sys_operation_log, message: `days ${days}: sys_login_log ${deleted.sys_login_log}, sys_operation_log ${deleted.sys_operation_log}` };
  },
});
