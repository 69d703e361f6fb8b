import { ID_CARD_RESIDENT, Resident, ResidentAudit, ResidentRoom, idCardBirthday, idCardSex, residentIdErrors, roomLabel } from '@zhwy/contracts';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Record_, isUniqueViolation, toRow } from '../../platform/crud.ts';
import type { Database, Db } from '../../platform/db/client.ts';
import { checkNotReferenced, keyOf, liveRowsOf } from '../../platform/references.ts';
import { scopeWhere, sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { maskRow, unmaskWrites } from '../../platform/masking.ts';
import { mutate } from '../../platform/mutation.ts';
import { type Scope, assertInScope, scoped } from '../../platform/scope.ts';
import type { SmsCodeStore } from '../../platform/services.ts';
import { syncRoomState } from '../hierarchy/room-state.ts';
import { comResident, comResidentRoom } from '../schema.ts';

/** A stored resident as every read shows it: personal data masked (张**, 138****8000). */
export const presentResident = (record: Record_, unmasked = false): Record_ => {
  const row = toRow(Resident, record);
  return unmasked ? row : maskRow(Resident, row);
};
/** A resident's row (already in its JSON form) masked in place. */
export const maskResident = (row: Record_): Record_ => maskRow(Resident, row);
export const presentBinding = (record: Record_): Record_ => maskRow(ResidentRoom, toRow(ResidentRoom, record));

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


/** The ID number is unique among the tenant's live residents (409 naming idCardNo). */
const checkIdUnique = async (tx: Db, tenantId: number, idCardNo: unknown, exceptId?: number) => {
  if (typeof idCardNo !== 'string') return;
  const where = [scopeWhere(comResident, { tenantId }), eq(comResident.idCardNo, idCardNo)];
  if (exceptId) where.push(ne(comResident.id, exceptId));
  const [hit] = await tx.select({ id: comResident.id }).from(comResident).where(and(...where)).limit(1);
  if (hit) throw conflict('duplicate', { idCardNo: 'taken' });
};

/** A resident the caller may see (tenant and communities), or 404; locked FOR UPDATE inside a write. */
export const findResident = async (db: Db, scope: Scope, id: number, lock = false) => {
  const query = db.select().from(comResident).where(and(scopeWhere(comResident, scope, { community: comResident.areaId }), eq(comResident.id, id))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('记录不存在');
  return row;
};

type RoomRow = { id: number; area_id: number; building_id: number; room_no: string; building_name: string | null; unit_name: string | null };
/** A live room of the tenant with its names (404 field error when missing), in the caller's communities (else 403). */
const findRoom = async (tx: Db, scope: Scope, roomId: number): Promise<RoomRow> => {
  const { rows } = await tx.execute<RoomRow>(sql`
    SELECT r.id, r.area_id, r.building_id, r.room_no, b.building_name, u.unit_name FROM com_room r
    LEFT JOIN com_building b ON b.id = r.building_id AND ${sqlSameTenant('b', 'r', { live: false })}
    LEFT JOIN com_unit u ON u.id = r.unit_id AND ${sqlSameTenant('u', 'r', { live: false })}
    WHERE ${sqlScope('r', scope)} AND r.id = ${roomId} FOR SHARE OF r`);
  const room = rows[0];
  if (!room) throw fail({ roomId: 'refMissing' });
  assertInScope(scope, Number(room.area_id));
  return room;
};

/** The resident's buildingId/roomId/roomName: its first live binding (none: empty). */
const refreshFirstBinding = async (tx: Db, tenantId: number, residentId: number) => {
  await tx.execute(sql`
    UPDATE com_resident SET (building_id, room_id, room_name) = (SELECT building_id, room_id, room_name FROM com_resident_room
      WHERE ${sqlScope(null, { tenantId })} AND resident_id = ${residentId} ORDER BY id LIMIT 1)
    WHERE ${sqlScope(null, { tenantId }, { live: false })} AND id = ${residentId}`);
};

export type BindInput = { residentId: number; roomId: number; relation: string; startDate?: string | null; endDate?: string | null; remark?: string | null };

const checkDates = (startDate?: string | null, endDate?: string | null) => {
  if (startDate && endDate && endDate < startDate) throw fail({ endDate: 'dateOrder' });
};

/** Binds a resident (locked, in scope) to a room of the same community; recomputes the room's state and the resident's first room. */
export const bindRoom = async (tx: Db, request: FastifyRequest, resident: Record_, input: BindInput) => {
  const scope = scoped(request);
  checkDates(input.startDate, input.endDate);
  const room = await findRoom(tx, scope, input.roomId);
  if (Number(room.area_id) !== Number(resident.areaId)) throw fail({ roomId: 'notInCommunity' });
  const [bound] = await tx
    .select({ id: comResidentRoom.id })
    .from(comResidentRoom)
    .where(and(scopeWhere(comResidentRoom, scope), eq(comResidentRoom.residentId, Number(resident.id)), eq(comResidentRoom.roomId, input.roomId)))
    .limit(1);
  if (bound) throw conflict('residentBound', { roomId: 'residentBound' });
  let stored;
  try {
    [stored] = await tx
      .insert(comResidentRoom)
      .values({
        tenantId: scope.tenantId,
        createBy: request.user!.userId,
        areaId: Number(room.area_id),
        residentId: Number(resident.id),
        residentName: String(resident.name),
        buildingId: Number(room.building_id),
        roomId: input.roomId,
        roomName: roomLabel({ buildingName: room.building_name, unitName: room.unit_name, roomNo: room.room_no }),
        relation: input.relation,
        startDate: input.startDate ?? null,
        endDate: input.endDate ?? null,
        remark: input.remark ?? null,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('residentBound', { roomId: 'residentBound' });
    throw error;
  }
  await syncRoomState(tx, scope.tenantId, input.roomId);
  await refreshFirstBinding(tx, scope.tenantId, Number(resident.id));
  return stored;
};

/** A binding the caller may see, locked FOR UPDATE, or 404. */
const findBinding = async (tx: Db, scope: Scope, id: number) => {
  const where = and(scopeWhere(comResidentRoom, scope, { community: comResidentRoom.areaId }), eq(comResidentRoom.id, id));
  const [row] = await tx.select().from(comResidentRoom).where(where).limit(1).for('update');
  if (!row) throw notFound('记录不存在');
  return row;
};

export const saveBinding = (database: Database, request: FastifyRequest, input: BindInput) =>
  mutate(database, request, async (tx) => {
    const resident = await findResident(tx, scoped(request), input.residentId, true).catch(() => {
      throw fail({ residentId: 'refMissing' });
    });
    return presentBinding(await bindRoom(tx, request, resident, input));
  });

/** Changes a binding's relation, dates or remark in `tx` (the resident and room stay: unbind and bind again to move). */
export const changeBinding = async (tx: Db, request: FastifyRequest, id: number, input: Partial<BindInput>) => {
  const scope = scoped(request);
  const current = await findBinding(tx, scope, id);
  if ((input.residentId !== undefined && input.residentId !== Number(current.residentId)) || (input.roomId !== undefined && input.roomId !== Number(current.roomId))) {
    throw fail({ roomId: 'invalid' });
  }
  checkDates(input.startDate !== undefined ? input.startDate : (current.startDate as string | null), input.endDate !== undefined ? input.endDate : (current.endDate as string | null));
  const set: Record_ = { updateBy: request.user!.userId, updateTime: new Date() };
  for (const key of ['relation', 'startDate', 'endDate', 'remark'] as const) if (input[key] !== undefined) set[key] = input[key];
  const [stored] = await tx.update(comResidentRoom).set(set).where(eq(comResidentRoom.id, id)).returning();
  await syncRoomState(tx, scope.tenantId, Number(current.roomId));
  return stored;
};

export const updateBinding = (database: Database, request: FastifyRequest, id: number, input: Partial<BindInput>) =>
  mutate(database, request, async (tx) => presentBinding(await changeBinding(tx, request, id, input)));

/** Ends a binding (soft delete); the room's state and the resident's first room follow. */
export const unbind = (database: Database, request: FastifyRequest, id: number) =>
  mutate(database, request, async (tx) => {
    const scope = scoped(request);
    const current = await findBinding(tx, scope, id);
    await checkNotReferenced(tx, keyOf(ResidentRoom), scope.tenantId, [id]);
    await tx.update(comResidentRoom).set({ delFlag: 1, updateBy: request.user!.userId, updateTime: new Date() }).where(eq(comResidentRoom.id, id));
    await syncRoomState(tx, scope.tenantId, Number(current.roomId));
    await refreshFirstBinding(tx, scope.tenantId, Number(current.residentId));
    return null;
  });

/** A code typed for the mobile the row stores (the resident form's getCaptcha), and the codes it is checked against. */
export type MobileProof = { code: string; codes: SmsCodeStore };

/**
 * The mobile check, last in a write (every other rule passed: a refusal does not use a right code up): a right code
 * for the stored mobile marks it verified; a wrong, expired or used one is 422 on `captcha` and the transaction
 * writes nothing.
 */
const confirmMobile = async (tx: Db, tenantId: number, row: Record_, proof?: MobileProof): Promise<Record_> => {
  if (!proof) return row;
  if (!(await proof.codes.consume(tenantId, String(row.mobile), proof.code))) throw fail({ captcha: 'smsCodeWrong' });
  const [stored] = await tx
    .update(comResident)
    .set({ mobileVerified: '1' })
    .where(and(scopeWhere(comResident, { tenantId }, { live: false }), eq(comResident.id, Number(row.id))))
    .returning();
  return stored;
};

/** A write of com_resident whose unique ID number lost a race: 409 on idCardNo, as the check before it says. */
const idTaken = (error: unknown) => (isUniqueViolation(error) ? conflict('duplicate', { idCardNo: 'taken' }) : error);

type CreateOptions = { source?: string; proof?: MobileProof };

/**
 * A new resident in `tx`: the scope, masked values, ID rules, the live community and the unique ID number; then the
 * row (登记来源 `source`: 后台录入 by default), its room when one is chosen (bindRoom: the room's state follows), and
 * the mobile check. Answers the stored row.
 */
export const insertResident = async (tx: Db, request: FastifyRequest, sent: Record_, { source = '1', proof }: CreateOptions = {}) => {
  const scope = scoped(request);
  const { roomId, relation, ...values } = sent as Record_ & { roomId?: number; relation?: string };
  assertInScope(scope, values.areaId);
  unmaskWrites(Resident, values);
  applyIdRules(values);
  if ((await liveRowsOf(tx, 'base.community', scope.tenantId, [Number(values.areaId)])).length === 0) throw fail({ areaId: 'refMissing' });
  await checkIdUnique(tx, scope.tenantId, values.idCardNo);
  const [stored] = await tx
    .insert(comResident)
    .values({ ...values, source, tenantId: scope.tenantId, createBy: request.user!.userId })
    .returning()
    .catch((error: unknown) => {
      throw idTaken(error);
    });
  let resident: Record_ = stored;
  if (roomId) {
    await bindRoom(tx, request, resident, { residentId: Number(resident.id), roomId, relation: relation ?? String(values.residentType ?? '1'), startDate: (values.moveInDate as string) ?? null });
    resident = await findResident(tx, scope, Number(resident.id));
  }
  return confirmMobile(tx, scope.tenantId, resident, proof);
};

/** A create: the resident and, when a room is chosen, its binding, in one transaction. */
export const createResident = (database: Database, request: FastifyRequest, sent: Record_, options: CreateOptions = {}) =>
  mutate(database, request, async (tx) => presentResident(await insertResident(tx, request, sent, options)));

/**
 * An edit in `tx`: masked values sent back unchanged keep the stored ones; the ID rules on the merged row; a
 * community changes only while unbound. A new mobile loses the 已验证 mark unless this write's code confirms it.
 * Answers the stored row.
 */
export const changeResident = async (tx: Db, request: FastifyRequest, id: number, sent: Record_, proof?: MobileProof) => {
  const scope = scoped(request);
  const values = { ...sent };
  if (values.areaId !== undefined) assertInScope(scope, values.areaId);
  const current = await findResident(tx, scope, id, true);
  unmaskWrites(Resident, values, current);
  applyIdRules(values, current);
  if (values.areaId !== undefined && Number(values.areaId) !== Number(current.areaId)) {
    if ((await liveRowsOf(tx, 'base.community', scope.tenantId, [Number(values.areaId)])).length === 0) throw fail({ areaId: 'refMissing' });
    const [bound] = await tx.select({ id: comResidentRoom.id }).from(comResidentRoom).where(and(scopeWhere(comResidentRoom, scope), eq(comResidentRoom.residentId, id))).limit(1);
    if (bound) throw fail({ areaId: 'residentHasRooms' }, { n: 1 });
  }
  if (values.idCardNo !== undefined) await checkIdUnique(tx, scope.tenantId, values.idCardNo, id);
  if (values.mobile !== undefined && values.mobile !== current.mobile) values.mobileVerified = '0';
  const [stored] = await tx
    .update(comResident)
    .set({ ...values, updateBy: request.user!.userId, updateTime: new Date() })
    .where(eq(comResident.id, id))
    .returning()
    .catch((error: unknown) => {
      throw idTaken(error);
    });
  if (values.name !== undefined) await tx.update(comResidentRoom).set({ residentName: String(values.name) }).where(and(scopeWhere(comResidentRoom, scope, { live: false }), eq(comResidentRoom.residentId, id)));
  return confirmMobile(tx, scope.tenantId, stored, proof);
};

/** An edit in its own transaction (updateNewComResident, resident/updateById). */
export const updateResident = (database: Database, request: FastifyRequest, id: number, sent: Record_, proof?: MobileProof) =>
  mutate(database, request, async (tx) => presentResident(await changeResident(tx, request, id, sent, proof)));

/**
 * Deletes all of `ids` or none; a resident still bound to rooms is refused (409 residentHasRooms with the count), and
 * one any other row still names (a car, a sold garage or parking space, a floor's leader) with 409 `referenced` naming
 * that entity, as the framework's delete does. Approved applications keep naming the resident they made.
 */
export const deleteResidents = (database: Database, request: FastifyRequest, ids: number[]) =>
  mutate(database, request, async (tx) => {
    const scope = scoped(request);
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      await findResident(tx, scope, id, true);
      const [{ n }] = await tx.select({ n: count() }).from(comResidentRoom).where(and(scopeWhere(comResidentRoom, scope), eq(comResidentRoom.residentId, id)));
      if (n > 0) throw conflict('residentHasRooms', undefined, { n });
    }
    await checkNotReferenced(tx, keyOf(Resident), scope.tenantId, ids, { ignore: [keyOf(ResidentAudit)] });
    await tx
      .update(comResident)
      .set({ delFlag: 1, updateBy: request.user!.userId, updateTime: new Date() })
      .where(and(scopeWhere(comResident, scope, { live: false }), inArray(comResident.id, ids)));
    return null;
  });
