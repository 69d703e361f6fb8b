import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import type { Scope } from '../platform/scope.ts';
import { sameTenantText, sqlScope } from '../platform/scope-sql.ts';

/** One room's metered usage of a fee item for a month: the reading it comes from and the usage in hundredths. */
export type UsageRow = { roomId: number; meterId: number; readingId: number; usage: number };

/**
 * The billing seam (docs/billing.md, Meters): the month's readings of a community's fee item (charging method 3),
 * one row per meter read, optionally for some rooms only, in room and meter order. Bill generation prices each
 * `usage` (hundredths) × the item's unit price (ten-thousandths) with money.ts. Reads in the caller's transaction,
 * within the tenant and the scope's communities; a room with two meters of the item has two rows (its bill line sums
 * them).
 */
export const usageOf = async (tx: Db, scope: Scope, { communityId, feeItemId, period, roomIds }: { communityId: number; feeItemId: number; period: string; roomIds?: readonly number[] }): Promise<UsageRow[]> => {
  if (roomIds && roomIds.length === 0) return [];
  const rooms = roomIds ? sql`AND room_id = ANY(${`{${roomIds.map((id) => Math.trunc(id)).join(',')}}`}::bigint[])` : sql``;
  const { rows } = await tx.execute<{ room_id: string; meter_id: string; id: string; usage: string }>(sql`
    SELECT room_id, meter_id, id, usage FROM meter_reading
    WHERE ${sqlScope(null, scope, { community: 'area_id' })} AND area_id = ${communityId} AND fee_item_id = ${feeItemId} AND period = ${period} ${rooms}
    ORDER BY room_id, meter_id`);
  return rows.map((row) => ({ roomId: Number(row.room_id), meterId: Number(row.meter_id), readingId: Number(row.id), usage: Number(row.usage) }));
};

/**
 * The same usage for a set-based statement (bill generation over a whole community): a LATERAL join giving `usage`
 * (hundredths, the sum of the room's meters read for the item in the month) for each row of `room` that has one.
 * `feeItem` and `day` are the statement's parameters (the item's id, a day of the month).
 */
export const monthUsageJoinText = (room: string, { feeItem, day }: { feeItem: string; day: string }, as = 'u'): string =>
  `JOIN LATERAL (SELECT sum(r.usage)::bigint AS usage FROM meter_reading r WHERE ${sameTenantText('r', room)} AND r.room_id = ${room}.id AND r.fee_item_id = ${feeItem} AND r.period = to_char(${day}::date, 'YYYY-MM')) ${as} ON ${as}.usage IS NOT NULL`;
