import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import type { Scope } from '../platform/scope.ts';
import { sqlScope } from '../platform/scope-sql.ts';

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
