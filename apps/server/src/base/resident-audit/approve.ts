import type { RecordOf, ResidentAudit } from '@zhwy/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type RowContext, callIn } from '../../platform/entity-context.ts';
import type { EntityHooks, EntityService } from '../../platform/entity-service.ts';
import { conflict, validationFailed } from '../../platform/errors.ts';
import { scopeWhere, sqlScope } from '../../platform/scope-sql.ts';
import { comResidentAudit, comResidentRoom } from '../schema.ts';

/** The stored application as the approval reads it (in clear). */
export type Application = RecordOf<typeof ResidentAudit>;

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
export const differencesOf = (application: { name?: unknown; mobile?: unknown; sex?: unknown }, resident: Existing): ('name' | 'mobile' | 'sex')[] => [
  ...(String(application.name).trim() !== resident.name.trim() ? (['name'] as const) : []),
  ...(String(application.mobile) !== resident.mobile ? (['mobile'] as const) : []),
  ...(application.sex && resident.sex && application.sex !== resident.sex ? (['sex'] as const) : []),
];

/** A live binding of the resident to the room, if any. */
export const bindingOf = async (tx: Db, tenantId: number, residentId: number, roomId: number) =>
  (await tx.select({ id: comResidentRoom.id }).from(comResidentRoom).where(and(scopeWhere(comResidentRoom, { tenantId }), eq(comResidentRoom.residentId, residentId), eq(comResidentRoom.roomId, roomId))))[0];

/**
 * An approval, in the audit's transaction, through the residents' and bindings' own services (their checks, the
 * room-state sync and the resident's first room). A self-registration is anonymous, so it never changes an existing
 * resident's record: when the application's ID number belongs to a resident, that resident is bound unchanged (name,
 * mobile, sex, photo and the 已验证 mark stay; a new mobile is for 住户管理, where the SMS check applies), and approval
 * is refused when the names differ (409 auditNameMismatch: someone else's ID number, or a typo staff must settle
 * first) or when the resident lives in another community (422 roomId notInCommunity: a resident's rooms are in its
 * community). Otherwise the resident is created (登记来源 住户自助登记, the type from the relation). The room is bound
 * from today, or the live binding's relation is brought up to date. Two approvals of one ID number wait for each other
 * (an advisory lock on the number), so the second finds the first's resident instead of breaking the unique index.
 * Answers the resident's id. The audit dialog shows the same comparison beforehand (routes.ts `existing`).
 */
const approve = async (ctx: RowContext<Application>, application: Application, { residents, bindings }: ResidentServices): Promise<number> => {
  const { tx, tenantId } = ctx;
  const { areaId, name, mobile, sex, photo, idCardType, idCardNo, relation, roomId } = application;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zhwy:resident-id-card:${idCardNo}`}), ${tenantId}::int)`);
  const existing = await existingResidentOf(tx, tenantId, String(idCardNo));
  if (existing && existing.areaId !== areaId) throw validationFailed({ roomId: 'notInCommunity' });
  if (existing && differencesOf(application, existing).includes('name')) throw conflict('auditNameMismatch', { auditStatus: 'auditNameMismatch' });
  const person = { areaId, name, mobile, idCardType, idCardNo, residentType: relation, source: '2', ...(sex ? { sex } : {}), ...(photo ? { photo } : {}) };
  const residentId = existing?.id ?? Number((await residents.create(callIn(ctx), person)).id);
  const bound = await bindingOf(tx, tenantId, residentId, Number(roomId));
  if (bound) return (await bindings.update(callIn(ctx), Number(bound.id), { relation }), residentId);
  const { rows } = await tx.execute<{ today: string }>(sql`SELECT current_date::text AS today`);
  await bindings.create(callIn(ctx), { residentId, roomId, relation, startDate: rows[0].today });
  return residentId;
};

export type ResidentServices = { residents: EntityService; bindings: EntityService };

/** What an audit does beside its move (kept in the history by the framework): the outcome's remark and time, and on 已通过 the resident. */
export const auditRules = (services: ResidentServices): EntityHooks<Application> => ({
  onTransition: async (ctx, { to, remark }) => {
    const residentId = to === '1' ? await approve(ctx, ctx.current, services) : null;
    const where = and(scopeWhere(comResidentAudit, ctx, { live: false }), eq(comResidentAudit.id, ctx.current.id));
    await ctx.tx.update(comResidentAudit).set({ auditRemark: remark, auditTime: new Date(), residentId }).where(where);
  },
});
