import { type RoomState, roomStateAfterBindings } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';

/**
 * Recomputes a room's state from its live bindings (com_resident_room) with the contracts' rule
 * (`roomStateAfterBindings`: tenants → 出租, owners or family → 自住, nobody any more → 空置 when it was lived in).
 * Call it inside the binding's transaction, after the binding was written: the room row is locked FOR UPDATE, so two
 * bindings of the same room settle one after the other. Answers the state now stored (null: no such live room).
 */
export const syncRoomState = async (tx: Db, tenantId: number, roomId: number): Promise<RoomState | null> => {
  const { rows } = await tx.execute<{ state: string }>(
    sql`SELECT state FROM com_room WHERE ${sqlScope(null, { tenantId })} AND id = ${roomId} FOR UPDATE`,
  );
  if (rows.length === 0) return null;
  const current = rows[0].state as RoomState;
  const next = roomStateAfterBindings(current, await liveRelations(tx, tenantId, roomId));
  if (next !== current) {
    await tx.execute(sql`UPDATE com_room SET state = ${next}, update_time = now() WHERE ${sqlScope(null, { tenantId }, { live: false })} AND id = ${roomId}`);
  }
  return next;
};

/** The relations (业主 1, 家属 2, 租户 3) of a room's live bindings to live residents. */
export const liveRelations = async (tx: Db, tenantId: number, roomId: number): Promise<string[]> => {
  const { rows } = await tx.execute<{ relation: string }>(sql`
    SELECT DISTINCT rr.relation FROM com_resident_room rr
    JOIN com_resident r ON r.id = rr.resident_id AND ${sqlSameTenant('r', 'rr')}
    WHERE ${sqlScope('rr', { tenantId })} AND rr.room_id = ${roomId}`);
  return rows.map((row) => row.relation);
};
