import type pg from 'pg';
import { chinaDay } from '../../platform/china-time.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import type { JobDef } from '../../platform/jobs.ts';
import { OWED_SQL, OWING_LOCK_SQL, OWING_SQL } from './specs.ts';

const HOUR = 3_600_000;
const TODAY = "(now() AT TIME ZONE 'Asia/Shanghai')::date";

/**
 * Moves fee_payer_owing's day to today (China's): the owing bills that fell due after the old day join their payers'
 * rows, in one transaction under the summary's lock taken exclusively (every statement writing bills holds it shared
 * while it reads the day, so a bill written while the day moves is counted once: by its trigger or here). Answers
 * what moved, or null when the day was already today. Spans all tenants: the day is one for the whole database.
 */
export const advanceOwingDay = async (pool: pg.Pool): Promise<{ from: string; to: string; bills: number } | null> =>
  withTransaction(pool, async (client) => {
    // Its own statement: the statements after it read what the writers it waited for committed.
    await client.query(`SELECT pg_advisory_xact_lock(${OWING_LOCK_SQL})`);
    const { rows } = await client.query<{ from: string; to: string }>(
      `SELECT to_char(as_of, 'YYYY-MM-DD') AS "from", to_char(${TODAY}, 'YYYY-MM-DD') AS "to" FROM fee_owing_asof WHERE id = 1 AND as_of < ${TODAY}`,
    );
    const day = rows[0];
    if (!day) return null;
    const moved = await client.query<{ bills: string }>(
      `WITH due AS (
         SELECT tenant_id, area_id, payer_kind, coalesce(room_id, 0) AS room_id, coalesce(parking_space_id, 0) AS parking_space_id,
                coalesce(car_id, 0) AS car_id, count(*) AS n, sum(${OWED_SQL}) AS owed
           FROM fee_bill
          WHERE ${OWING_SQL} AND due_date > $1::date AND due_date <= $2::date
          GROUP BY 1, 2, 3, 4, 5, 6
       ), added AS (
         INSERT INTO fee_payer_owing AS c (tenant_id, area_id, payer_kind, room_id, parking_space_id, car_id, n, owed)
         SELECT * FROM due ORDER BY 1, 2, 3, 4, 5, 6
         ON CONFLICT (tenant_id, area_id, payer_kind, room_id, parking_space_id, car_id) DO UPDATE SET n = c.n + EXCLUDED.n, owed = c.owed + EXCLUDED.owed
       )
       SELECT coalesce(sum(n), 0) AS bills FROM due`,
      [day.from, day.to],
    );
    await client.query('UPDATE fee_owing_asof SET as_of = $1::date WHERE id = 1', [day.to]);
    return { ...day, bills: Number(moved.rows[0]?.bills ?? 0) };
  });

/** The China day each database's summary was last seen at: asked once a day per process, not on every list. */
const seenCurrent = new WeakMap<pg.Pool, string>();

/**
 * Brings fee_payer_owing's day to today when it is behind (a list calls it first, so a server stopped over midnight
 * heals at its first list). Once the day is seen current, this process does not ask again until China's date changes.
 */
export const ensureOwingDay = async (pool: pg.Pool): Promise<void> => {
  const today = chinaDay();
  if (seenCurrent.get(pool) === today) return;
  const { rows } = await pool.query<{ behind: boolean }>(`SELECT as_of < $1::date AS behind FROM fee_owing_asof WHERE id = 1`, [today]);
  if (rows[0]?.behind) await advanceOwingDay(pool);
  seenCurrent.set(pool, today);
};

/** `fee.owing-day`: just after midnight in China, the day's due bills join the arrears summary. */
export const owingDayJob: JobDef = {
  name: 'fee.owing-day',
  // 16:00:05 UTC is 00:00:05 in China.
  schedule: { everyMs: 24 * HOUR, offsetMs: 16 * HOUR + 5_000 },
  run: async ({ pool }) => {
    const moved = await advanceOwingDay(pool);
    return { rows: moved?.bills ?? 0, message: moved ? `${moved.from} → ${moved.to}` : 'already today' };
  },
};
