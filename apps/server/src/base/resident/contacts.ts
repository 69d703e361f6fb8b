import { roomLabel } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { chinaTodaySql } from '../../platform/china-time.ts';
import type { RoomContacts, RoomResidentsService } from '../../platform/services.ts';
import { sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';

type Row = {
  room_id: string;
  area_id: string;
  room_no: string;
  building_name: string | null;
  unit_name: string | null;
  resident_id: string | null;
  name: string | null;
  relation: string | null;
  mobile: string | null;
};

/**
 * The residents of rooms for another module (billing's 催缴通知): each live room of the tenant with the residents of
 * its live bindings that have not ended by today (China), 业主 first, then 家属, then 租户, the oldest binding first.
 * The mobiles are in clear for the caller to send to; nothing here is answered to a client.
 */
export const roomResidentsService = (): RoomResidentsService => ({
  contactsOf: async (tx, tenantId, roomIds) => {
    const ids = [...new Set(roomIds.map(Number))];
    const rooms = new Map<number, RoomContacts>();
    if (ids.length === 0) return rooms;
    const { rows } = await tx.execute<Row>(sql`
      SELECT r.id AS room_id, r.area_id, r.room_no, b.building_name, u.unit_name,
             p.id AS resident_id, p.name, rr.relation, p.mobile
        FROM com_room r
        LEFT JOIN com_building b ON b.id = r.building_id AND ${sqlSameTenant('b', 'r', { live: false })}
        LEFT JOIN com_unit u ON u.id = r.unit_id AND ${sqlSameTenant('u', 'r', { live: false })}
        LEFT JOIN com_resident_room rr ON rr.room_id = r.id AND ${sqlSameTenant('rr', 'r')} AND (rr.end_date IS NULL OR rr.end_date >= ${chinaTodaySql})
        LEFT JOIN com_resident p ON p.id = rr.resident_id AND ${sqlSameTenant('p', 'rr')}
       WHERE ${sqlScope('r', { tenantId })} AND r.id = ANY(${`{${ids.join(',')}}`}::bigint[])
       ORDER BY r.id, rr.relation NULLS LAST, rr.start_date NULLS LAST, rr.id`);
    for (const row of rows) {
      const roomId = Number(row.room_id);
      let room = rooms.get(roomId);
      if (!room) {
        room = { roomId, areaId: Number(row.area_id), roomName: roomLabel({ buildingName: row.building_name, unitName: row.unit_name, roomNo: row.room_no }), residents: [] };
        rooms.set(roomId, room);
      }
      if (row.resident_id !== null && row.name !== null) room.residents.push({ residentId: Number(row.resident_id), name: row.name, relation: String(row.relation ?? ''), mobile: row.mobile });
    }
    return rooms;
  },
});
