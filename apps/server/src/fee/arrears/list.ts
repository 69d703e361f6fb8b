import { chinaTodaySql } from '../../platform/china-time.ts';
import { FEE_PAYER_KIND, formatMoney } from '@zhwy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { type Scope, assertInScope } from '../../platform/scope.ts';
import { sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';
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

const TODAY = chinaTodaySql;

const bucketSums = (of: (key: string) => SQL) =>
  sql.join(
    AGEING_BUCKETS.map(({ key, from, to }) => sql`${of(key)} FILTER (WHERE days >= ${from}${to === null ? sql`` : sql` AND days <= ${to}`}) AS ${sql.identifier(key)}`),
    sql`, `,
  );

/**
 * 欠费清单: the payers (rooms, parking spaces, cars) owing on bills due by today, with what they owe (amount −
 * discount − paid, per bill) split by how long it is overdue, most owed first; one statement for the page, its
 * total and the totals over every payer of the filter. Read on the partial index of unpaid bills.
 */
export const arrearsPage = async (db: Db, scope: Scope, query: ArrearsQuery): Promise<{ data: ArrearsRow[]; recordsTotal: number; totals: ArrearsTotals }> => {
  if (query.areaId !== undefined) assertInScope(scope, query.areaId);
  const filters: SQL[] = [sqlScope('b', scope, { community: 'area_id' }), sql`b.status IN (${sql.join(OWING_STATUSES.map((s) => sql`${s}`), sql`, `)})`, sql`(b.due_date IS NULL OR b.due_date <= ${TODAY})`];
  if (query.areaId !== undefined) filters.push(sql`b.area_id = ${query.areaId}`);
  if (query.payerKind !== undefined) filters.push(sql`b.payer_kind = ${query.payerKind}`);
  if (query.buildingId !== undefined) filters.push(sql`EXISTS (SELECT 1 FROM com_room r WHERE r.id = b.room_id AND ${sqlSameTenant('r', 'b')} AND r.building_id = ${query.buildingId})`);
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    WITH owing AS (
      SELECT b.area_id, b.payer_kind, b.room_id, b.parking_space_id, b.car_id, b.due_date,
             b.amount - coalesce(b.discount, 0) - coalesce(b.paid_amount, 0) AS owed,
             coalesce(${TODAY} - b.due_date, 0) AS days
        FROM fee_bill b
       WHERE ${sql.join(filters, sql` AND `)}
    ), payers AS (
      SELECT area_id, payer_kind, room_id, parking_space_id, car_id, count(*) AS bills, sum(owed) AS owed,
             min(due_date) AS oldest_due, max(days) AS overdue_days, ${bucketSums(() => sql`sum(owed)`)}
        FROM owing
       GROUP BY area_id, payer_kind, room_id, parking_space_id, car_id
    )
    SELECT p.*, to_char(p.oldest_due, 'YYYY-MM-DD') AS oldest_due_text,
           count(*) OVER () AS total_payers, sum(p.owed) OVER () AS total_owed,
           ${sql.join(AGEING_BUCKETS.map(({ key }) => sql`sum(${sql.identifier(key)}) OVER () AS ${sql.identifier(`total_${key}`)}`), sql`, `)}
      FROM payers p
     ORDER BY p.owed DESC, p.oldest_due, p.room_id NULLS LAST, p.parking_space_id NULLS LAST, p.car_id NULLS LAST
     LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`);
  const cents = (v: unknown) => formatMoney(Number(v ?? 0));
  const idOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const buckets = (row: Record<string, unknown>, prefix = '') => Object.fromEntries(AGEING_BUCKETS.map(({ key }) => [key, cents(row[`${prefix}${key}`])])) as Bucketed;
  const first = rows[0];
  return {
    data: rows.map((row) => ({
      areaId: Number(row.area_id),
      payerKind: String(row.payer_kind),
      roomId: idOrNull(row.room_id),
      parkingSpaceId: idOrNull(row.parking_space_id),
      carId: idOrNull(row.car_id),
      bills: Number(row.bills),
      owed: cents(row.owed),
      oldestDue: (row.oldest_due_text as string | null) ?? null,
      overdueDays: Number(row.overdue_days),
      ...buckets(row),
    })),
    recordsTotal: Number(first?.total_payers ?? 0),
    totals: { payers: Number(first?.total_payers ?? 0), owed: cents(first?.total_owed), ...buckets(first ?? {}, 'total_') },
  };
};
