import { type RoomState, roomStateAfterBindings } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/**
 * Recomputes a room's state from its live bindings (com_resident_room) with the contracts' rule
 * (`roomStateAfterBindings`: tenants → 出租, owners or family → 自住, nobody any more → 空置 when it was lived in).
 * Call it inside the binding's transaction, after the binding was written: the room row is locked FOR UPDATE, so two
 * bindings of the same room settle one after the other. Answers the state now stored (null: no such live room).
 */
export const syncRoomState = async (tx: Db, tenantId: number, roomId: number): Promise<RoomState | null> => {
  const { rows } = await tx.execute<{ state: string }>(
    sql`SELECT state FROM com_room WHERE tenant_id = ${tenantId} AND id = ${roomId} AND del_flag = 0 FOR UPDATE`,
  );
  if (rows.length === 0) return null;
  const current = rows[0].state as RoomState;
  const next = roomStateAfterBindings(current, await liveRelations(tx, tenantId, roomId));
  if (next !== current) {
    await tx.execute(sql`UPDATE com_room SET state = ${next}, update_time = now() WHERE tenant_id = ${tenantId} AND id = ${roomId}`);
  }
  return next;
};

/** The relations (业主 1, 家属 2, 租户 3) of a room's live bindings to live residents. */
export const liveRelations = async (tx: Db, tenantId: number, roomId: number): Promise<string[]> => {
  const { rows } = await tx.execute<{ relation: string }>(sql`
    SELECT DISTINCT rr.relation FROM com_resident_room rr
    JOIN com_resident r ON r.id = rr.resident_id AND r.tenant_id = rr.tenant_id AND r.del_flag = 0
    WHERE rr.tenant_id = ${tenantId} AND rr.room_id = ${roomId} AND rr.del_flag = 0`);
  return rows.map((row) => row.relation);
};
