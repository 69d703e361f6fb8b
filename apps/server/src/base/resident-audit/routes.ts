import { BASE_PERMISSIONS, ResidentAudit, envelope, idSchema, maskValue, permissionOf, rowSchema } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Record_, toRow } from '../../platform/crud.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { conflict, notFound, validationFailed } from '../../platform/errors.ts';
import { maskRow } from '../../platform/masking.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { comResidentAudit } from '../schema.ts';
import { type Application, approveApplication, differencesOf, existingResidentOf } from './approve.ts';
import { registerSelfRegistration } from './register.ts';
import { pgScope, scopeWhere } from '../../platform/scope-sql.ts';

export const RESIDENT_AUDIT_PATH = '/api/base/resident-audit/update';

/** The audit's body: the outcome (已通过 or 已驳回) and the opinion, which a rejection must give. */
export const AuditBody = z
  .object({
    id: z.coerce.number().int().positive({ error: 'positiveId' }),
    auditStatus: z.enum(['1', '2'], { error: 'enum' }),
    auditRemark: z.string().trim().max(200, { error: 'max' }).optional().nullable(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.auditStatus === '2' && !body.auditRemark) ctx.addIssue({ code: 'custom', path: ['auditRemark'], message: 'required' });
  });

const masked = (row: Record_): Record_ => maskRow(ResidentAudit, row);

/**
 * What approving an application would do, for the audit dialog: whether its ID number already belongs to a resident
 * and, when that resident is of the application's community, who (masked) and what of the application differs from
 * the record (compared in full, named by field; nothing of it is taken over). `approvable` false with the reason's
 * catalogue key where approval is refused (approve.ts decides the same way).
 */
export const ExistingResident = z.object({
  exists: z.boolean(),
  residentId: z.number().nullable(),
  sameCommunity: z.boolean(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  differs: z.array(z.enum(['name', 'mobile', 'sex'])),
  bound: z.boolean(),
  approvable: z.boolean(),
  reason: z.enum(['auditNameMismatch', 'notInCommunity']).nullable(),
});

const APPLICATION_COLUMNS = `id::int, area_id::int AS "areaId", name, sex, id_card_type AS "idCardType", id_card_no AS "idCardNo", mobile,
  room_id::int AS "roomId", relation, photo, audit_status AS "auditStatus"`;

/**
 * 住户审核 (the spec's resident-audit): list, get, delete and export from the definition; the audit (POST update)
 * by hand: in one transaction the application is locked, refused when already audited (409 auditDone), and an
 * approval creates or updates the resident by ID number and binds the room through the residents' service, whose
 * checks and room-state sync it shares (approve.ts). The public self-registration that fills the list is register.ts.
 */
export const registerResidentAudit = (app: FastifyInstance, deps: ModuleDeps) => {
  const { database } = deps;
  registerEntityRoutes(app, { entity: ResidentAudit, table: comResidentAudit, database });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(RESIDENT_AUDIT_PATH, {
    schema: { tags: ['base'], summary: 'Approve (1) or reject (2, with a remark) a self-registration', body: AuditBody, response: { 200: rowSchema(ResidentAudit) } },
    config: {
      access: BASE_PERMISSIONS.residentAuditAudit,
      operation: '审核住户审核',
      operationKey: { key: 'entityTransition', params: { entity: 'base.residentAudit', title: ResidentAudit.title, call: 'audit', verb: '审核' } },
    },
    handler: async (request) => {
      const { tenantId, userId } = request.user!;
      const { areaIds } = scoped(request);
      const { id, auditStatus, auditRemark } = request.body;
      const stored = await mutate(database, request, async (tx, client) => {
        const { rows } = await client.query<Application & { auditStatus: string }>(
          `SELECT ${APPLICATION_COLUMNS}
           FROM com_resident_audit
           WHERE ${pgScope(null, 1, { community: { column: 'area_id', param: 3 } })} AND id = $2
           FOR UPDATE`,
          [tenantId, id, areaIds === null ? null : [...areaIds]],
        );
        const application = rows[0];
        if (!application) throw notFound('记录不存在');
        if (application.auditStatus !== '0') throw conflict('auditDone');
        if (auditStatus === '1' && !application.idCardNo) throw validationFailed({ idCardNo: 'required' });
        const residentId = auditStatus === '1' ? await approveApplication(tx, request, application) : null;
        const [updated] = await tx
          .update(comResidentAudit)
          .set({ auditStatus, auditRemark: auditRemark || null, auditTime: new Date(), residentId, updateBy: userId, updateTime: new Date() })
          .where(and(scopeWhere(comResidentAudit, { tenantId }, { live: false }), eq(comResidentAudit.id, id)))
          .returning();
        return updated as Record_;
      });
      return masked(toRow(ResidentAudit, stored));
    },
  });

  r.get('/api/base/resident-audit/existing/:id', {
    schema: {
      tags: ['base'],
      summary: "Whether an application's ID number belongs to an existing resident, who (masked) and what differs; approval binds that resident unchanged",
      params: z.object({ id: idSchema }),
      response: { 200: envelope(ExistingResident) },
    },
    config: { access: permissionOf(ResidentAudit, 'list') },
    handler: async (request) => {
      const { tenantId, areaIds } = scoped(request);
      const { rows } = await database.pool.query<Application>(
        `SELECT ${APPLICATION_COLUMNS} FROM com_resident_audit
         WHERE ${pgScope(null, 1, { community: { column: 'area_id', param: 3 } })} AND id = $2`,
        [tenantId, request.params.id, areaIds === null ? null : [...areaIds]],
      );
      const application = rows[0];
      if (!application) throw notFound('记录不存在');
      const none = { exists: false, residentId: null, sameCommunity: false, name: null, mobile: null, differs: [], bound: false, approvable: true, reason: null };
      const existing = application.idCardNo ? await existingResidentOf(database.db, tenantId, application.idCardNo) : null;
      if (!existing) return ok(none);
      // A resident of another community is not shown (it may lie outside the caller's communities): only that it exists.
      if (existing.areaId !== application.areaId) return ok({ ...none, exists: true, approvable: false, reason: 'notInCommunity' as const });
      const differs = differencesOf(application, existing);
      const bound = await database.pool.query(`SELECT 1 FROM com_resident_room WHERE ${pgScope(null, 1)} AND resident_id = $2 AND room_id = $3 LIMIT 1`, [
        tenantId,
        existing.id,
        application.roomId,
      ]);
      return ok({
        exists: true,
        residentId: existing.id,
        sameCommunity: true,
        name: maskValue('name', existing.name),
        mobile: maskValue('mobile', existing.mobile),
        differs,
        bound: (bound.rowCount ?? 0) > 0,
        approvable: !differs.includes('name'),
        reason: differs.includes('name') ? ('auditNameMismatch' as const) : null,
      });
    },
  });
  registerSelfRegistration(app, deps);
};
