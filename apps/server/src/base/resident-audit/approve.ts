import { idCardBirthday, idCardSex } from '@zhwy/contracts';
import type pg from 'pg';
import type { Db } from '../../platform/db/client.ts';
import { validationFailed } from '../../platform/errors.ts';
import { syncRoomState } from '../hierarchy/room-state.ts';

/** A live room of the tenant with what a binding and a registration copy of it, locked FOR SHARE until the commit. */
export type RoomOfTenant = { id: number; areaId: number; buildingId: number; roomName: string; state: string };

export const lockRoom = async (client: pg.PoolClient, tenantId: number, roomId: number): Promise<RoomOfTenant | null> => {
  const { rows } = await client.query<RoomOfTenant>(
    `SELECT r.id::int, r.area_id::int AS "areaId", r.building_id::int AS "buildingId", r.state,
       concat_ws('-', b.building_name, u.unit_name, r.room_no) AS "roomName"
     FROM com_room r
     LEFT JOIN com_building b ON b.id = r.building_id AND b.tenant_id = r.tenant_id AND b.del_flag = 0
     LEFT JOIN com_unit u ON u.id = r.unit_id AND u.tenant_id = r.tenant_id AND u.del_flag = 0
     WHERE r.tenant_id = $1 AND r.id = $2 AND r.del_flag = 0
     FOR SHARE OF r`,
    [tenantId, roomId],
  );
  return rows[0] ?? null;
};

/** The stored application as the approval reads it. */
export type Application = {
  id: number;
  areaId: number;
  name: string;
  sex: string | null;
  idCardType: string;
  idCardNo: string;
  mobile: string;
  roomId: number;
  relation: string;
  photo: string | null;
};

/**
 * An approved application (one transaction, the caller's): the resident found by ID number in the tenant is updated
 * with the application's name, mobile and sex, or created (登记来源 住户自助登记); the room is bound to it (or the
 * binding's relation brought up to date); the resident's first room is set if it had none; the room's state follows
 * (the hierarchy's syncRoomState).
 * Two approvals of one ID number wait for each other (an advisory lock on the number), so the second finds the first's
 * resident instead of breaking the unique index. Answers the resident's id.
 */
export const approveApplication = async (tx: Db, client: pg.PoolClient, tenantId: number, userId: number, application: Application): Promise<number> => {
  const room = await lockRoom(client, tenantId, application.roomId);
  if (!room) throw validationFailed({ roomId: 'refMissing' });
  if (room.areaId !== application.areaId) throw validationFailed({ roomId: 'notInCommunity' });
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('zhwy:resident-id-card:' || $2), $1::int)`, [tenantId, application.idCardNo]);
  const found = await client.query<{ id: number; roomId: number | null }>(
    `SELECT id::int, room_id::int AS "roomId" FROM com_resident WHERE tenant_id = $1 AND id_card_no = $2 AND del_flag = 0 LIMIT 1 FOR UPDATE`,
    [tenantId, application.idCardNo],
  );
  let residentId: number;
  // A 居民身份证 gives the birthday and, where the application has none, the sex.
  const resident = application.idCardType === '1';
  if (found.rows[0]) {
    residentId = found.rows[0].id;
    await client.query(
      `UPDATE com_resident SET name = $3, mobile = $4, sex = COALESCE($5, sex), photo = COALESCE($6, photo),
         building_id = CASE WHEN room_id IS NULL THEN $7 ELSE building_id END,
         room_name = CASE WHEN room_id IS NULL THEN $8 ELSE room_name END,
         room_id = COALESCE(room_id, $9), update_by = $10, update_time = now()
       WHERE tenant_id = $1 AND id = $2`,
      [tenantId, residentId, application.name, application.mobile, application.sex, application.photo, room.buildingId, room.roomName, room.id, userId],
    );
  } else {
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO com_resident (tenant_id, area_id, name, sex, id_card_type, id_card_no, birthday, mobile, resident_type, building_id, room_id, room_name, photo, source, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, '2', $14) RETURNING id::int`,
      [
        tenantId, application.areaId, application.name, application.sex ?? (resident ? idCardSex(application.idCardNo) : null), application.idCardType, application.idCardNo,
        resident ? idCardBirthday(application.idCardNo) : null, application.mobile, application.relation, room.buildingId, room.id, room.roomName, application.photo, userId,
      ],
    );
    residentId = inserted.rows[0].id;
  }
  const bound = await client.query(
    `UPDATE com_resident_room SET relation = $4, resident_name = $5, update_by = $6, update_time = now()
     WHERE tenant_id = $1 AND resident_id = $2 AND room_id = $3 AND del_flag = 0`,
    [tenantId, residentId, room.id, application.relation, application.name, userId],
  );
  if (bound.rowCount === 0) {
    await client.query(
      `INSERT INTO com_resident_room (tenant_id, area_id, resident_id, resident_name, building_id, room_id, room_name, relation, start_date, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, current_date, $9)`,
      [tenantId, room.areaId, residentId, application.name, room.buildingId, room.id, room.roomName, application.relation, userId],
    );
  }
  await syncRoomState(tx, tenantId, room.id);
  return residentId;
};
