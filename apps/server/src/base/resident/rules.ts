import { ID_CARD_RESIDENT, idCardBirthday, idCardSex, residentIdErrors, roomLabel } from '@zhwy/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Record_ } from '../../platform/crud.ts';
import type { Db } from '../../platform/db/client.ts';
import type { EntityHooks } from '../../platform/entity-service.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { scopeWhere, sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';
import { syncRoomState } from '../hierarchy/room-state.ts';
import { comResident, comResidentRoom } from '../schema.ts';

/**
 * The rules of residents and their room bindings, as hooks of the framework's service (tenant and community scope,
 * references, masked values, the unique ID number and the reference graph on delete are the framework's).
 */

const fail = (fields: Record<string, string>, params?: Record<string, unknown>) => new AppError(422, '提交的数据有误', { fields, params });

/**
 * The ID rules on the row as it will be stored (`values` over `current`): 居民身份证 valid and its birthday the
 * stored one (filled when absent, refused when it contradicts), sex from the 17th digit when not given; other types
 * 4–30 characters. Changes `values` in place (birthday, sex), as the write stores it.
 */
export const applyIdRules = (values: Record_, current?: Record_) => {
  const merged = { ...current, ...values };
  // A birthday only the stored row carries is re-derived when the number changes: it is not contradicted by the caller.
  const sentBirthday = values.birthday !== undefined ? values.birthday : values.idCardNo === undefined && values.idCardType === undefined ? merged.birthday : undefined;
  const errors = residentIdErrors({ ...merged, birthday: sentBirthday ?? undefined });
  if (Object.keys(errors).length > 0) throw fail(errors, { min: 4, max: 30 });
  if (String(merged.idCardType ?? ID_CARD_RESIDENT) !== ID_CARD_RESIDENT) return;
  const number = String(merged.idCardNo ?? '');
  const birthday = idCardBirthday(number);
  if (birthday && (values.idCardNo !== undefined || values.idCardType !== undefined || values.birthday !== undefined || !merged.birthday)) values.birthday = birthday;
  if (merged.sex == null || merged.sex === '') {
    const sex = idCardSex(number);
    if (sex) values.sex = sex;
  }
  if (typeof values.idCardNo === 'string') values.idCardNo = values.idCardNo.trim().toUpperCase();
};

/** How many live rooms a resident is bound to. */
const roomsOf = async (tx: Db, tenantId: number, residentId: number) =>
  (await tx.select({ n: count() }).from(comResidentRoom).where(and(scopeWhere(comResidentRoom, { tenantId }), eq(comResidentRoom.residentId, residentId))))[0].n;

export const residentRules = (mobile: { onChange: (values: Record_, current: Record_) => void }): EntityHooks => ({
  // 登记来源: 后台录入, 批量导入 for an import's rows; an approved self-registration says 住户自助登记 itself.
  validate: ({ current, importing }, values) => {
    applyIdRules(values, current);
    if (!current) values.source ??= importing ? '3' : '1';
  },
  // A community changes only while the resident is unbound; a new mobile is 未验证 until a code confirms it (platform/mobile-check.ts).
  beforeUpdate: async ({ tx, tenantId, current }, values) => {
    if (values.areaId !== undefined && Number(values.areaId) !== Number(current.areaId) && (await roomsOf(tx, tenantId, Number(current.id))) > 0) {
      throw fail({ areaId: 'residentHasRooms' }, { n: 1 });
    }
    mobile.onChange(values, current);
  },
  // Rooms first (the count says how many), before the reference graph names a car, a sold garage, a floor's leader.
  beforeDelete: async ({ tx, tenantId, current }) => {
    const n = await roomsOf(tx, tenantId, Number(current.id));
    if (n > 0) throw conflict('residentHasRooms', undefined, { n });
  },
});

/** The resident's buildingId/roomId/roomName: its first live binding (none: empty). */
const refreshFirstRoom = async (tx: Db, tenantId: number, residentId: number) => {
  await tx.execute(sql`
    UPDATE com_resident SET (building_id, room_id, room_name) = (SELECT building_id, room_id, room_name FROM com_resident_room
      WHERE ${sqlScope(null, { tenantId })} AND resident_id = ${residentId} ORDER BY id LIMIT 1)
    WHERE ${sqlScope(null, { tenantId }, { live: false })} AND id = ${residentId}`);
};

type RoomRow = { area_id: string; building_id: string; room_no: string; building_name: string | null; unit_name: string | null };

/**
 * A binding (saveBindRoom, updateBind, unbind): the room must be of the resident's community; its community,
 * building and names are the room's and the resident's; an edit changes the relation, dates and remark only (unbind
 * and bind again to move). After each write the room's state and the resident's first room follow.
 */
export const bindingRules: EntityHooks = {
  validate: async ({ tx, tenantId, current }, values) => {
    const { startDate, endDate } = { ...current, ...values };
    if (startDate && endDate && String(endDate) < String(startDate)) throw fail({ endDate: 'dateOrder' });
    if (current) {
      if ((['residentId', 'roomId'] as const).some((k) => values[k] != null && Number(values[k]) !== Number(current[k]))) throw fail({ roomId: 'invalid' });
      return;
    }
    // Both rows exist, in the caller's scope, and are locked FOR SHARE (the framework's reference check).
    const { rows } = await tx.execute<RoomRow>(sql`
      SELECT r.area_id, r.building_id, r.room_no, b.building_name, u.unit_name FROM com_room r
      LEFT JOIN com_building b ON b.id = r.building_id AND ${sqlSameTenant('b', 'r', { live: false })}
      LEFT JOIN com_unit u ON u.id = r.unit_id AND ${sqlSameTenant('u', 'r', { live: false })}
      WHERE ${sqlScope('r', { tenantId })} AND r.id = ${Number(values.roomId)}`);
    const [resident] = await tx.select({ areaId: comResident.areaId, name: comResident.name }).from(comResident).where(and(scopeWhere(comResident, { tenantId }), eq(comResident.id, Number(values.residentId))));
    const room = rows[0];
    if (Number(room.area_id) !== Number(resident.areaId)) throw fail({ roomId: 'notInCommunity' });
    const bound = await tx.select({ id: comResidentRoom.id }).from(comResidentRoom).where(and(scopeWhere(comResidentRoom, { tenantId }), eq(comResidentRoom.residentId, Number(values.residentId)), eq(comResidentRoom.roomId, Number(values.roomId))));
    if (bound.length > 0) throw conflict('residentBound', { roomId: 'residentBound' });
    Object.assign(values, { areaId: Number(room.area_id), buildingId: Number(room.building_id), roomName: roomLabel({ buildingName: room.building_name, unitName: room.unit_name, roomNo: room.room_no }), residentName: resident.name });
  },
  afterWrite: async ({ tx, tenantId }, event) => {
    if (event.action === 'import') return;
    const row = event.action === 'delete' ? event.before : event.row;
    await syncRoomState(tx, tenantId, Number(row.roomId));
    if (event.action !== 'update') await refreshFirstRoom(tx, tenantId, Number(row.residentId));
  },
};
