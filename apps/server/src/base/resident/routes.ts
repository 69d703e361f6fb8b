import {
  BASE_PERMISSIONS,
  type EntityDef,
  type ListQuery,
  RESIDENT_TYPE,
  Resident,
  ResidentRoom,
  createSchema,
  fieldInputSchema,
  idSchema,
  listQuerySchema,
  permissionOf,
  updateSchema,
} from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEntity, streamEntity } from '../../platform/crud.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { EXPORT_BATCH, sendExcel } from '../../platform/excel-export.ts';
import { labelledBatches } from '../../platform/labels.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { countMaskedLookup, mayUnmask } from '../../platform/search-by-mask.ts';
import { comResident, comResidentRoom, residentCounts } from '../schema.ts';
import { captchaField, registerResidentCaptcha } from './captcha.ts';
import { registerLegacyResidentCalls } from './legacy.ts';
import { type BindInput, applyIdRules, createResident, deleteResidents, findResident, maskResident, presentResident, saveBinding, unbind, updateBinding, updateResident } from './service.ts';

const R = '/api/base/new-com-resident';
/**
 * The resident's form may choose a room and the relation to it (both written in the create's transaction), and give
 * the code getCaptcha sent to the mobile (`captcha`: the mobile is then 已验证).
 */
export const residentCreateBody = createSchema(Resident).extend({ roomId: idSchema.nullish(), relation: fieldInputSchema(ResidentRoom.fields.relation).nullish(), captcha: captchaField });
/** An edit, with the code for the mobile it saves (`captcha`; a new mobile without one loses the 已验证 mark). */
export const residentUpdateBody = updateSchema(Resident).extend({ captcha: captchaField });
/** The unmasked export: the same columns without masks. */
const UNMASKED: EntityDef = { ...Resident, fields: Object.fromEntries(Object.entries(Resident.fields).map(([name, f]) => [name, { ...f, mask: undefined }])) };

const bindBody = z
  .object({
    residentId: idSchema,
    roomId: idSchema,
    relation: z.enum(RESIDENT_TYPE.values, { error: 'enum' }),
    startDate: fieldInputSchema(ResidentRoom.fields.startDate).nullish(),
    endDate: fieldInputSchema(ResidentRoom.fields.endDate).nullish(),
    remark: fieldInputSchema(ResidentRoom.fields.remark).nullish(),
  })
  .strict();

/** 住户、房屋绑定 (and, until its own folder registers it, 住户审核's framework routes). */
export const registerResidents = (app: FastifyInstance, deps: ModuleDeps) => {
  const { database } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { split } = registerResidentCaptcha(app, deps);
  const idsOf = (request: FastifyRequest) => {
    const { id } = request.params as { id?: number };
    return id === undefined ? (request.body as { ids: number[] }).ids : [id];
  };
  // The framework serves the reads, exports and import; the writes are this feature's (a room with the resident, the
  // room's state, the mobile's captcha), each an override of its call.
  registerEntityRoutes(app, {
    entity: Resident,
    table: comResident,
    database,
    counts: residentCounts,
    // Only the import reaches this (creates and edits are the overrides): the ID rules, and the import's source.
    hooks: {
      validate: ({ current }, values) => {
        applyIdRules(values, current);
        if (!current) values.source ??= '3';
      },
    },
    override: {
      create: {
        body: residentCreateBody,
        response: null,
        handle: async ({ request }) => {
          const [values, proof] = split(request.body as Record<string, unknown>);
          return createResident(database, request, values, { proof });
        },
      },
      update: {
        body: residentUpdateBody,
        response: null,
        handle: async ({ request }) => {
          const [{ id, ...values }, proof] = split(request.body as { id: number });
          return updateResident(database, request, id, values, proof);
        },
      },
      // By id in the path, or ids in the body (the spec's form, the list's batch delete): all or none, refused while one is bound.
      delete: async ({ request }) => ok(await deleteResidents(database, request, idsOf(request))),
      deleteMany: async ({ request }) => ok(await deleteResidents(database, request, idsOf(request))),
    },
  });
  registerEntityRoutes(app, {
    entity: ResidentRoom,
    table: comResidentRoom,
    database,
    override: {
      create: { body: bindBody, response: null, handle: async ({ request }) => saveBinding(database, request, request.body as BindInput) },
      update: {
        body: bindBody.partial().extend({ id: idSchema }),
        response: null,
        handle: async ({ request }) => {
          const { id, ...values } = request.body as Partial<BindInput> & { id: number };
          return updateBinding(database, request, id, values);
        },
      },
      delete: { verb: '解除', handle: async ({ request }) => ok(await unbind(database, request, (request.params as { id: number }).id)) },
    },
  });

  const access = (action: 'list' | 'add' | 'edit' | 'delete' | 'export') => permissionOf(Resident, action);
  const idBody = z.object({ id: idSchema }).strict();
  r.post(`${R}/getResidentByIdCardNo`, {
    schema: { tags: ['base'], summary: 'A resident by exact ID number (masked)', body: z.object({ idCardNo: z.string().trim().min(1, { error: 'required' }).max(30, { error: 'max' }) }).strict() },
    config: { access: access('list'), reads: true, allowRepeat: true },
    handler: async (request) => {
      const scope = scoped(request);
      // An exact look-up of a masked number: counted like every other (search-by-mask), unless the caller may unmask.
      if (!mayUnmask(Resident, request)) await countMaskedLookup(request);
      const page = await listEntity(database.db, Resident, comResident, scope.tenantId, { page: 0, size: 1, sort: { field: 'createTime', order: 'desc' }, criteria: [{ field: 'idCardNo', op: 'equals', value: request.body.idCardNo.toUpperCase() }] }, undefined, scope.areaIds);
      return ok(page.data[0] ? maskResident(page.data[0]) : null);
    },
  });
  r.post(`${R}/getByIdNotDesensitized`, {
    schema: { tags: ['base'], summary: 'A resident unmasked (logged)', body: idBody },
    config: { access: BASE_PERMISSIONS.residentUnmask, allowRepeat: true, operation: '查看住户明文', operationKey: { key: 'residentUnmask' } },
    handler: async (request) => {
      request.operationParams = { id: request.body.id };
      return presentResident(await findResident(database.db, scoped(request), request.body.id), true);
    },
  });
  r.post(`${R}/exportNotDesensitized`, {
    schema: { tags: ['base'], summary: 'Export residents unmasked (logged)', body: z.preprocess((raw) => raw ?? {}, listQuerySchema(Resident)) },
    config: { access: BASE_PERMISSIONS.residentUnmask, allowRepeat: true, operation: '导出住户明文', operationKey: { key: 'residentExportUnmasked' } },
    handler: (request, reply) => {
      const filter = request.body as ListQuery;
      const scope = scoped(request);
      return sendExcel(reply, {
        entity: UNMASKED,
        fileName: '住户列表（明文）',
        pool: database.pool,
        tenantId: scope.tenantId,
        batches: labelledBatches(database, request, Resident, streamEntity(database, Resident, comResident, scope.tenantId, filter, scope.areaIds, EXPORT_BATCH)),
      });
    },
  });

  registerLegacyResidentCalls(app, deps, split);
};
