import { chinaDay } from '../../platform/china-time.ts';
import { FEE_PAYER_KIND, formatMoney } from '@zhwy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import type { PayersService } from '../../platform/services.ts';
import { type Scope, assertInScope } from '../../platform/scope.ts';
import { sqlScope } from '../../platform/scope-sql.ts';
import { owedSql } from '../summary/specs.ts';
import { OWING_STATUSES } from './service.ts';

/** The ageing buckets of 欠费清单, by days past the due date: 0–30, 31–90, 91–180, over 180. */
export const AGEING_BUCKETS = [
  { key: 'days0to30', from: 0, to: 30 },
  { key: 'days31to90', from: 31, to: 90 },
  { key: 'days91to180', from: 91, to: 180 },
  { key: 'over180', from: 181, to: null },
] as const;

const optionalId = z.coerce.number({ error: 'positiveId' }).int({ error: 'positiveId' }).positive({ error: 'positiveId' }).optional();
export const arrearsQuery = z.strictObject({
  areaId: optionalId,
  buildingId: optionalId,
  payerKind: z.enum(FEE_PAYER_KIND.values as [string, ...string[]], { error: 'invalid' }).optional(),
  // One-based, as the console's other hand-made lists (在线用户, 租户管理).
  page: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(100_000, { error: 'invalid' }).default(1),
  size: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(100, { error: 'invalid' }).default(10),
});
export type ArrearsQuery = z.infer<typeof arrearsQuery>;

type Bucketed = Record<(typeof AGEING_BUCKETS)[number]['key'], string>;
export type ArrearsRow = {
  areaId: number;
  payerKind: string;
  roomId: number | null;
  parkingSpaceId: number | null;
  carId: number | null;
  bills: number;
  owed: string;
  oldestDue: string | null;
  overdueDays: number;
} & Bucketed;
export type ArrearsTotals = { payers: number; owed: string } & Bucketed;

/** Today in China, sent as a value: planned as a constant, not converted per row. */
const todaySql = () => sql`${chinaDay()}::date`;
/** Days a bill is overdue (0 for one without a due date: the summaries keep it under 1970-01-01). */
const daysSql = (today: SQL) => sql`CASE WHEN due_date = DATE '1970-01-01' THEN 0 ELSE ${today} - due_date END`;

/** The four buckets' sums of `owed` by `days`, named by their keys (with a prefix: the totals'). */
const bucketSums = (prefix = '') =>
  sql.join(
    AGEING_BUCKETS.map(({ key, from, to }) => sql`sum(owed) FILTER (WHERE days >= ${from}${to === null ? sql`` : sql` AND days <= ${to}`}) AS ${sql.identifier(`${prefix}${key}`)}`),
    sql`, `,
  );

const cents = (v: unknown) => formatMoney(Number(v ?? 0));
const idOrNull = (v: unknown) => (v === null || v === undefined || Number(v) === 0 ? null : Number(v));
const buckets = (row: Record<string, unknown> | undefined, prefix = '') => Object.fromEntries(AGEING_BUCKETS.map(({ key }) => [key, cents(row?.[`${prefix}${key}`])])) as Bucketed;

/** The owing bills (due by today) of a set of payers, as rows of (payer kind, the payer's three ids with 0, owed, days). */
const owingBillsOf = (scope: Scope, where: SQL, today = todaySql()) => sql`
  SELECT b.area_id, b.payer_kind, coalesce(b.room_id, 0) AS room_id, coalesce(b.parking_space_id, 0) AS parking_space_id, coalesce(b.car_id, 0) AS car_id,
         b.due_date, ${sql.raw(owedSql('b'))} AS owed,
         coalesce(${today} - b.due_date, 0) AS days
    FROM fee_bill b
   WHERE ${sqlScope('b', scope, { community: 'area_id' })} AND b.status IN (${sql.join(OWING_STATUSES.map((s) => sql`${s}`), sql`, `)})
     AND (b.due_date IS NULL OR b.due_date <= ${today}) AND ${where}`;

/**
 * 欠费清单: the payers (rooms, parking spaces, cars) owing on bills due by today, with what they owe (amount −
 * discount − paid, per bill) split by how long it is overdue, most owed first, and the totals over every payer of the
 * filter. Read from the summaries the bills' triggers keep (fee/summary), in one statement: the page an index scan of
 * ten payers' rows, each with its own owing bills beside it (its bill index), the totals a few rows per community.
 * With a building, its rooms' rows and bills are read instead of the per-community summaries.
 */
export const arrearsPage = async (db: Db, payers: PayersService, scope: Scope, query: ArrearsQuery): Promise<{ data: ArrearsRow[]; recordsTotal: number; totals: ArrearsTotals }> => {
  if (query.areaId !== undefined) assertInScope(scope, query.areaId);
  const today = todaySql();
  const filters = (alias: string): SQL[] => [
    sqlScope(alias, scope, { community: 'area_id', live: false }),
    ...(query.areaId === undefined ? [] : [sql`${sql.raw(alias)}.area_id = ${query.areaId}`]),
    ...(query.payerKind === undefined ? [] : [sql`${sql.raw(alias)}.payer_kind = ${query.payerKind}`]),
  ];
  // A building's rooms, as base offers them (payers).
  const rooms = query.buildingId === undefined ? undefined : payers.buildingRoomsSql(scope.tenantId, query.buildingId);
  const where = sql.join([...filters('p'), ...(rooms ? [sql`p.room_id IN (${rooms})`] : [])], sql` AND `);
  const totals = rooms
    ? sql`SELECT count(*) AS payers, sum(p.owed) AS owed FROM fee_payer_owing p WHERE ${where}`
    : sql`SELECT sum(p.n) AS payers, sum(p.owed) AS owed FROM fee_payer_owing_count p WHERE ${where}`;
  const ages = rooms
    ? sql`SELECT ${bucketSums('total_')} FROM (${owingBillsOf(scope, sql.join([sql`b.room_id IN (${rooms})`, ...filters('b').slice(1)], sql` AND `), today)}) o`
    : sql`SELECT ${bucketSums('total_')} FROM (SELECT d.owed, ${daysSql(today)} AS days FROM fee_owing_due d WHERE ${sql.join([...filters('d'), sql`d.due_date <= ${today}`], sql` AND `)}) o`;
  // A payer's own bills: by the one of its three ids that is set (nullif: the other two match nothing).
  const own = sql`(b.room_id = nullif(page.room_id, 0) OR b.parking_space_id = nullif(page.parking_space_id, 0) OR b.car_id = nullif(page.car_id, 0))`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    WITH page AS (
      SELECT p.area_id, p.payer_kind, p.room_id, p.parking_space_id, p.car_id, p.n, p.owed
        FROM fee_payer_owing p
       WHERE ${where}
       ORDER BY p.owed DESC NULLS LAST, p.area_id, p.payer_kind, p.room_id, p.parking_space_id, p.car_id
       LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}
    ), totals AS (${totals}), ages AS (${ages})
    SELECT page.*, d.*, totals.payers AS total_payers, totals.owed AS total_owed, ages.*
      FROM totals CROSS JOIN ages
      LEFT JOIN (page CROSS JOIN LATERAL (
        SELECT to_char(min(o.due_date), 'YYYY-MM-DD') AS oldest_due_text, max(o.days) AS overdue_days, ${bucketSums()}
          FROM (${owingBillsOf(scope, own, today)}) o
      ) d) ON true
     ORDER BY page.owed DESC NULLS LAST, page.area_id, page.payer_kind, page.room_id, page.parking_space_id, page.car_id`);
  const first = rows[0];
  const payerCount = Number(first?.total_payers ?? 0);
  return {
    data: rows
      .filter((row) => row.room_id !== null && row.room_id !== undefined)
      .map((row) => ({
        areaId: Number(row.area_id),
        payerKind: String(row.payer_kind),
        roomId: idOrNull(row.room_id),
        parkingSpaceId: idOrNull(row.parking_space_id),
        carId: idOrNull(row.car_id),
        bills: Number(row.n),
        owed: cents(row.owed),
        oldestDue: (row.oldest_due_text as string | null) ?? null,
        overdueDays: Number(row.overdue_days ?? 0),
        ...buckets(row),
      })),
    recordsTotal: payerCount,
    totals: { payers: payerCount, owed: cents(first?.total_owed), ...buckets(first, 'total_') },
  };
};
