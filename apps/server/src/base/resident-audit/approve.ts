import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Record_ } from '../../platform/crud.ts';
import type { Db } from '../../platform/db/client.ts';
import { validationFailed } from '../../platform/errors.ts';
import { scoped } from '../../platform/scope.ts';
import { bindRoom, changeBinding, changeResident, insertResident } from '../resident/service.ts';

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
 * An approved application, in the audit's transaction, through the residents' own service (resident/service.ts, the
 * same functions as insertNewComResident, updateNewComResident, saveBindRoom and updateBind: their checks, the
 * room-state sync and the resident's first room). The resident with the application's ID number is updated with its
 * name, mobile, sex and photo (a new mobile loses the 已验证 mark), or created (登记来源 住户自助登记, the type from
 * the relation); it must be of the application's community (a resident's rooms are in its community: 422
 * roomId notInCommunity otherwise). The room is bound to it from today, or the live binding's relation is brought up
 * to date. Two approvals of one ID number wait for each other (an advisory lock on the number), so the second finds
 * the first's resident instead of breaking the unique index. Answers the resident's id.
 */
export const approveApplication = async (tx: Db, request: FastifyRequest, application: Application): Promise<number> => {
  const { tenantId } = scoped(request);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zhwy:resident-id-card:${application.idCardNo}`}), ${tenantId}::int)`);
  const { rows } = await tx.execute<{ id: string; area_id: string }>(
    sql`SELECT id, area_id FROM com_resident WHERE tenant_id = ${tenantId} AND id_card_no = ${application.idCardNo} AND del_flag = 0 LIMIT 1`,
  );
  const person: Record_ = { name: application.name, mobile: application.mobile };
  if (application.sex) person.sex = application.sex;
  if (application.photo) person.photo = application.photo;

  let resident: Record_;
  if (rows[0]) {
    if (Number(rows[0].area_id) !== application.areaId) throw validationFailed({ roomId: 'notInCommunity' });
    resident = await changeResident(tx, request, Number(rows[0].id), person);
  } else {
    const values = { ...person, areaId: application.areaId, idCardType: application.idCardType, idCardNo: application.idCardNo, residentType: application.relation };
    resident = await insertResident(tx, request, values, { source: '2' });
  }
  const residentId = Number(resident.id);
  const bound = await tx.execute<{ id: string }>(
    sql`SELECT id FROM com_resident_room WHERE tenant_id = ${tenantId} AND resident_id = ${residentId} AND room_id = ${application.roomId} AND del_flag = 0 LIMIT 1`,
  );
  if (bound.rows[0]) {
    await changeBinding(tx, request, Number(bound.rows[0].id), { relation: application.relation });
  } else {
    const today = await tx.execute<{ today: string }>(sql`SELECT current_date::text AS today`);
    await bindRoom(tx, request, resident, { residentId, roomId: application.roomId, relation: application.relation, startDate: today.rows[0].today });
  }
  return residentId;
};
