import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Record_ } from '../../platform/crud.ts';
import type { Db } from '../../platform/db/client.ts';
import { conflict, validationFailed } from '../../platform/errors.ts';
import { scoped } from '../../platform/scope.ts';
import { bindRoom, changeBinding, findResident, insertResident } from '../resident/service.ts';
import { sqlScope } from '../../platform/scope-sql.ts';

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

/** The live resident an application's ID number already names, if any (the ID number is unique per tenant). */
export type Existing = { id: number; areaId: number; name: string; mobile: string; sex: string | null };

export const existingResidentOf = async (tx: Db, tenantId: number, idCardNo: string): Promise<Existing | null> => {
  const { rows } = await tx.execute<{ id: string; area_id: string; name: string; mobile: string; sex: string | null }>(
    sql`SELECT id, area_id, name, mobile, sex FROM com_resident WHERE ${sqlScope(null, { tenantId })} AND id_card_no = ${idCardNo} LIMIT 1`,
  );
  const row = rows[0];
  return row ? { id: Number(row.id), areaId: Number(row.area_id), name: row.name, mobile: row.mobile, sex: row.sex } : null;
};

/** What of the application differs from the resident's record (compared in full, shown masked): none of it is taken over. */
export const differencesOf = (application: Pick<Application, 'name' | 'mobile' | 'sex'>, resident: Existing): ('name' | 'mobile' | 'sex')[] => [
  ...(application.name.trim() !== resident.name.trim() ? (['name'] as const) : []),
  ...(application.mobile !== resident.mobile ? (['mobile'] as const) : []),
  ...(application.sex && resident.sex && application.sex !== resident.sex ? (['sex'] as const) : []),
];

/**
 * An approved application, in the audit's transaction, through the residents' own service (resident/service.ts, the
 * same functions as insertNewComResident, saveBindRoom and updateBind: their checks, the room-state sync and the
 * resident's first room). A self-registration is anonymous, so it never changes an existing resident's record: when
 * the application's ID number belongs to a resident, that resident is bound unchanged (name, mobile, sex, photo and
 * the 已验证 mark stay; a new mobile is for 住户管理, where the SMS check applies), and approval is refused when the
 * names differ (409 auditNameMismatch: someone else's ID number, or a typo staff must settle first) or when the
 * resident lives in another community (422 roomId notInCommunity: a resident's rooms are in its community). Otherwise
 * the resident is created (登记来源 住户自助登记, the type from the relation). The room is bound from today, or the live
 * binding's relation is brought up to date. Two approvals of one ID number wait for each other (an advisory lock on
 * the number), so the second finds the first's resident instead of breaking the unique index. Answers the
 * resident's id. The audit dialog shows the same comparison beforehand (routes.ts `existing`).
 */
export const approveApplication = async (tx: Db, request: FastifyRequest, application: Application): Promise<number> => {
  const scope = scoped(request);
  const { tenantId } = scope;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zhwy:resident-id-card:${application.idCardNo}`}), ${tenantId}::int)`);
  const existing = await existingResidentOf(tx, tenantId, application.idCardNo);

  let resident: Record_;
  if (existing) {
    if (existing.areaId !== application.areaId) throw validationFailed({ roomId: 'notInCommunity' });
    if (differencesOf(application, existing).includes('name')) throw conflict('auditNameMismatch', { auditStatus: 'auditNameMismatch' });
    resident = await findResident(tx, scope, existing.id, true);
  } else {
    const person: Record_ = { name: application.name, mobile: application.mobile };
    if (application.sex) person.sex = application.sex;
    if (application.photo) person.photo = application.photo;
    const values = { ...person, areaId: application.areaId, idCardType: application.idCardType, idCardNo: application.idCardNo, residentType: application.relation };
    resident = await insertResident(tx, request, values, { source: '2' });
  }
  const residentId = Number(resident.id);
  const bound = await tx.execute<{ id: string }>(
    sql`SELECT id FROM com_resident_room WHERE ${sqlScope(null, { tenantId })} AND resident_id = ${residentId} AND room_id = ${application.roomId} LIMIT 1`,
  );
  if (bound.rows[0]) {
    await changeBinding(tx, request, Number(bound.rows[0].id), { relation: application.relation });
  } else {
    const today = await tx.execute<{ today: string }>(sql`SELECT current_date::text AS today`);
    await bindRoom(tx, request, resident, { residentId, roomId: application.roomId, relation: application.relation, startDate: today.rows[0].today });
  }
  return residentId;
};
