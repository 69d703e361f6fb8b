import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { CHINA_TIME_ZONE, chinaDay } from '../platform/china-time.ts';
import type { Db } from '../platform/db/client.ts';
import type { JobDef } from '../platform/jobs.ts';
import { sqlSameTenant, sqlScope } from '../platform/scope-sql.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Makes the tasks of one China day (`YYYY-MM-DD`) for the tenant's enabled plans of that weekday and date range (or one
 * plan): one per window, its points the line's points in order at that moment. The unique index on (plan, window
 * start) makes a second run, a restart or another instance insert nothing (ON CONFLICT DO NOTHING). Answers how many
 * it made.
 */
export const generateTasks = async (db: Db, tenantId: number, day: string, jobId?: number): Promise<number> => {
  const zone = CHINA_TIME_ZONE;
  const result = await db.execute(sql`
    INSERT INTO patrol_task (tenant_id, area_id, task_name, job_id, line_id, user_id, work_group_id, task_date, window_start, window_end, point_count, checked_count, state, point_ids)
    SELECT j.tenant_id, j.area_id, j.job_name || ' ' || ${day}::text || ' ' || w, j.id, j.line_id, j.user_id, j.work_group_id, ${day}::date,
      (${day}::date + split_part(w, '-', 1)::time) AT TIME ZONE ${zone},
      (${day}::date + split_part(w, '-', 2)::time) AT TIME ZONE ${zone},
      p.n, 0, '0', p.ids
    FROM patrol_job j
    CROSS JOIN LATERAL unnest(string_to_array(j.windows, ',')) AS w
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, string_agg(lp.point_id::text, ',' ORDER BY lp.sort, lp.id) AS ids
      FROM patrol_line_point lp WHERE ${sqlSameTenant('lp', 'j')} AND lp.line_id = j.line_id) p
    WHERE ${sqlScope('j', { tenantId })} AND j.state = '1' AND p.n > 0
      AND j.start_date <= ${day}::date AND (j.end_date IS NULL OR j.end_date >= ${day}::date)
      AND extract(isodow FROM ${day}::date)::text = ANY(string_to_array(j.week_days, ','))
      ${jobId === undefined ? sql`` : sql`AND j.id = ${jobId}`}
    ON CONFLICT DO NOTHING`);
  return result.rowCount ?? 0;
};

/**
 * Tasks whose window and grace are over take their outcome: 已完成 when every point was checked (a check already sets
 * it), else 有漏检.
 */
export const closeTasks = async (db: Db, tenantId: number, now: Date): Promise<number> => {
  const result = await db.execute(sql`
    UPDATE patrol_task t SET state = '3', update_time = now()
    FROM patrol_job j
    WHERE ${sqlScope('t', { tenantId })} AND ${sqlSameTenant('j', 't', { live: false })} AND j.id = t.job_id
      AND t.state IN ('0', '1') AND t.window_end + make_interval(mins => COALESCE(j.grace_minutes, 0)) < ${now.toISOString()}::timestamptz`);
  return result.rowCount ?? 0;
};

/** `patrol.tasks`: every day at 00:05 China time, per tenant, the day's tasks (docs/operations.md, Patrol). */
export const patrolTasksJob: JobDef = {
  name: 'patrol.tasks',
  schedule: { everyMs: DAY, offsetMs: 16 * HOUR + 5 * MINUTE },
  perTenant: true,
  run: async ({ pool, tenantId, slot }) => {
    if (tenantId === null) return;
    const day = chinaDay(slot);
    return { rows: await generateTasks(drizzle(pool), tenantId, day), message: day };
  },
};

/** `patrol.close`: every 10 minutes, per tenant, the tasks whose time is over take 有漏检 where points were missed. */
export const patrolCloseJob: JobDef = {
  name: 'patrol.close',
  schedule: { everyMs: 10 * MINUTE },
  perTenant: true,
  run: async ({ pool, tenantId, slot }) => {
    if (tenantId === null) return;
    return { rows: await closeTasks(drizzle(pool), tenantId, new Date(slot.getTime())) };
  },
};
