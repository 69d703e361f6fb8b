import { chinaDay } from '../../platform/china-time.ts';
import { FEE_PAYER_KIND, formatMoney } from '@zhwy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
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

const bucketSums = (of: (key: string) => SQL) =>
  sql.join(
    AGEING_BUCKETS.map(({ key, from, to }) => sql`${of(key)} FILTER (WHERE days >= ${from}${to === null ? sql`` : sql` AND days <= ${to}`}) AS ${sql.identifier(key)}`),
    sql`, `,
  );

const cents = (v: unknown) => formatMoney(Number(v ?? 0));
const idOrNull = (v: unknown) => (v === null || v === undefined || Number(v) === 0 ? null : Number(v));
const buckets = (row: Record<string, unknown> | undefined) => Object.fromEntries(AGEING_BUCKETS.map(({ key }) => [key, cents(row?.[key])])) as Bucketed;

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
 * filter. Read from the summaries the bills' triggers keep (fee/summary): the page is an index scan of the payers'
 * rows, the totals a few rows per community; only the page's payers and a building's rooms read their bills.
 */
export const arrearsPage = async (db: Db, scope: Scope, query: ArrearsQuery): Promise<{ data: ArrearsRow[]; recordsTotal: number; totals: ArrearsTotals }> => {
  if (query.areaId !== undefined) assertInScope(scope, query.areaId);
  const filters: SQL[] = [sqlScope('p', scope, { community: 'area_id', live: false })];
  if (query.areaId !== undefined) filters.push(sql`p.area_id = ${query.areaId}`);
  if (query.payerKind !== undefined) filters.push(sql`p.payer_kind = ${query.payerKind}`);
  const rooms = query.buildingId === undefined ? undefined : sql`SELECT r.id FROM com_room r WHERE ${sqlScope('r', scope)} AND r.building_id = ${query.buildingId}`;
  if (rooms) filters.push(sql`p.room_id IN (${rooms})`);
  const where = sql.join(filters, sql` AND `);

  const page = await db.execute<Record<string, unknown>>(sql`
    SELECT p.area_id, p.payer_kind, p.room_id, p.parking_space_id, p.car_id, p.n, p.owed
      FROM fee_payer_owing p
     WHERE ${where}
     ORDER BY p.owed DESC NULLS LAST, p.area_id, p.payer_kind, p.room_id, p.parking_space_id, p.car_id
     LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`);
  const [totals, bucketTotals, details] = await Promise.all([totalsOf(db, where, rooms), bucketTotalsOf(db, scope, query, rooms), detailsOf(db, scope, page.rows)]);
  return {
    data: page.rows.map((row) => {
      const detail = details.get(payerKey(row));
      return {
        areaId: Number(row.area_id),
        payerKind: String(row.payer_kind),
        roomId: idOrNull(row.room_id),
        parkingSpaceId: idOrNull(row.parking_space_id),
        carId: idOrNull(row.car_id),
        bills: Number(row.n),
        owed: cents(row.owed),
        oldestDue: (detail?.oldest_due_text as string | null) ?? null,
        overdueDays: Number(detail?.overdue_days ?? 0),
        ...buckets(detail),
      };
    }),
    recordsTotal: totals.payers,
    totals: { payers: totals.payers, owed: cents(totals.owed), ...buckets(bucketTotals) },
  };
};

const payerKey = (row: Record<string, unknown>) => `${row.payer_kind}:${row.room_id}:${row.parking_space_id}:${row.car_id}`;

/** How many payers owe and what: per community and payer kind from fee_payer_owing_count, or over a building's rows. */
const totalsOf = async (db: Db, where: SQL, rooms: SQL | undefined): Promise<{ payers: number; owed: number }> => {
  const { rows } = await db.execute<{ payers: string | null; owed: string | null }>(
    rooms
      ? sql`SELECT count(*) AS payers, sum(p.owed) AS owed FROM fee_payer_owing p WHERE ${where}`
      : sql`SELECT sum(p.n) AS payers, sum(p.owed) AS owed FROM fee_payer_owing_count p WHERE ${where}`,
  );
  return { payers: Number(rows[0]?.payers ?? 0), owed: Number(rows[0]?.owed ?? 0) };
};

/** The ageing buckets' totals: by due date from fee_owing_due (a few dozen rows a community), or a building's bills. */
const bucketTotalsOf = async (db: Db, scope: Scope, query: ArrearsQuery, rooms: SQL | undefined) => {
  if (rooms) {
    const { rows } = await db.execute<Record<string, unknown>>(sql`
      SELECT ${bucketSums(() => sql`sum(owed)`)} FROM (${owingBillsOf(scope, sql`b.room_id IN (${rooms})${query.areaId === undefined ? sql`` : sql` AND b.area_id = ${query.areaId}`}${query.payerKind === undefined ? sql`` : sql` AND b.payer_kind = ${query.payerKind}`}`)}) o`);
    return rows[0];
  }
  const today = todaySql();
  const filters: SQL[] = [sqlScope('d', scope, { community: 'area_id', live: false }), sql`d.due_date <= ${today}`];
  if (query.areaId !== undefined) filters.push(sql`d.area_id = ${query.areaId}`);
  if (query.payerKind !== undefined) filters.push(sql`d.payer_kind = ${query.payerKind}`);
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT ${bucketSums(() => sql`sum(owed)`)} FROM (SELECT d.owed, ${daysSql(today)} AS days FROM fee_owing_due d WHERE ${sql.join(filters, sql` AND `)}) o`);
  return rows[0];
};

/** The page's payers' oldest due date, days overdue and buckets, from their own bills (the payers' bill indexes). */
const detailsOf = async (db: Db, scope: Scope, payers: Record<string, unknown>[]) => {
  const details = new Map<string, Record<string, unknown>>();
  if (payers.length === 0) return details;
  const idsOf = (column: string) => payers.map((row) => Number(row[column])).filter((id) => id > 0);
  const anyOf = (column: string, ids: number[]) => (ids.length ? [sql`b.${sql.identifier(column)} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`] : []);
  const payerIn = [...anyOf('room_id', idsOf('room_id')), ...anyOf('parking_space_id', idsOf('parking_space_id')), ...anyOf('car_id', idsOf('car_id'))];
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT payer_kind, room_id, parking_space_id, car_id, to_char(min(due_date), 'YYYY-MM-DD') AS oldest_due_text, max(days) AS overdue_days,
           ${bucketSums(() => sql`sum(owed)`)}
      FROM (${owingBillsOf(scope, sql`(${sql.join(payerIn, sql` OR `)})`)}) o
     GROUP BY payer_kind, room_id, parking_space_id, car_id`);
  for (const row of rows) details.set(payerKey(row), row);
  return details;
};
