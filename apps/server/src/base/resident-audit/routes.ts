import { RESIDENT_AUDIT, ResidentAudit, envelope, idSchema, maskValue, permissionOf } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callOf } from '../../platform/entity-context.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { comResidentAudit } from '../schema.ts';
import { type ResidentServices, auditRules, bindingOf, differencesOf, existingResidentOf } from './approve.ts';
import { registerSelfRegistration } from './register.ts';

/** The audit's body (the spec's names): the outcome (已通过 or 已驳回) and the opinion, which a rejection must give. */
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

/**
 * 住户审核 (the spec's resident-audit) on the framework: list, get, delete and export, and the audit (POST update) as
 * the definition's transition 待审核 → 已通过 / 已驳回, its opinion kept as the move's remark in the row's history; what
 * approval does is the transition's hook (approve.ts). The public self-registration that fills the list is register.ts.
 */
export const registerResidentAudit = (app: FastifyInstance, deps: ModuleDeps, services: ResidentServices) => {
  const { database } = deps;
  const audits = registerEntityRoutes(app, {
    entity: ResidentAudit,
    table: comResidentAudit,
    database,
    hooks: auditRules(services),
    override: {
      // The spec's body names the opinion `auditRemark`; an application audited already is 409 auditDone.
      setField: {
        body: AuditBody,
        handle: async ({ request, call, service }) => {
          const { id, auditStatus, auditRemark } = request.body as z.infer<typeof AuditBody>;
          await service.setField(call, id, RESIDENT_AUDIT.field, auditStatus, { from: RESIDENT_AUDIT.from, action: RESIDENT_AUDIT.name, remark: auditRemark || null }).catch((error: unknown) => {
            throw error instanceof AppError && error.message === 'invalidTransition' ? conflict('auditDone') : error;
          });
          return service.get(call, id);
        },
      },
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get('/api/base/resident-audit/existing/:id', {
    schema: {
      tags: ['base'],
      summary: "Whether an application's ID number belongs to an existing resident, who (masked) and what differs; approval binds that resident unchanged",
      params: z.object({ id: idSchema }),
      response: { 200: envelope(ExistingResident) },
    },
    config: { access: permissionOf(ResidentAudit, 'list') },
    handler: async (request) => {
      const call = callOf(request, database);
      // Read in clear for the comparison; only the resident's masked name and mobile leave.
      const application = await audits.get({ ...call, unmasked: true }, request.params.id);
      const none = { exists: false, residentId: null, sameCommunity: false, name: null, mobile: null, differs: [], bound: false, approvable: true, reason: null };
      const existing = await existingResidentOf(database.db, call.caller.tenantId, String(application.idCardNo));
      if (!existing) return ok(none);
      // A resident of another community is not shown (it may lie outside the caller's communities): only that it exists.
      if (existing.areaId !== Number(application.areaId)) return ok({ ...none, exists: true, approvable: false, reason: 'notInCommunity' as const });
      const differs = differencesOf(application, existing);
      const mismatch = differs.includes('name');
      const bound = (await bindingOf(database.db, call.caller.tenantId, existing.id, Number(application.roomId))) !== undefined;
      const shown = { name: maskValue('name', existing.name), mobile: maskValue('mobile', existing.mobile) };
      return ok({ exists: true, residentId: existing.id, sameCommunity: true, ...shown, differs, bound, approvable: !mismatch, reason: mismatch ? ('auditNameMismatch' as const) : null });
    },
  });
  registerSelfRegistration(app, deps);
};
