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
  idsBodySchema,
  listQuerySchema,
  permissionOf,
  updateSchema,
} from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type EntityTable, listEntity, streamEntity } from '../../platform/crud.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { EXPORT_BATCH, sendExcel } from '../../platform/excel-export.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { countMaskedLookup, mayUnmask } from '../../platform/search-by-mask.ts';
import { comResident, comResidentRoom, residentCounts } from '../schema.ts';
import { captchaField, registerResidentCaptcha } from './captcha.ts';
import { registerLegacyResidentCalls } from './legacy.ts';
import { type BindInput, applyIdRules, createResident, deleteResidents, findResident, maskResident, presentResident, saveBinding, unbind, updateBinding, updateResident } from './service.ts';

const R = '/api/base/new-com-resident';
const RR = '/api/base/new-resident-room';
const LOG_RESIDENT = { entity: 'base.resident', title: Resident.title };
const LOG_BINDING = { entity: 'base.residentRoom', title: ResidentRoom.title };
/** The framework serves the reads, exports and import; the writes are this feature's (a room with the resident, the room's state). */
const HAND_MADE = new Set(['create', 'update', 'delete']);
const withoutWrites = (entity: EntityDef): EntityDef => ({ ...entity, calls: entity.calls?.filter((call) => !HAND_MADE.has(call.style)) });
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
  registerEntityRoutes(app, {
    entity: withoutWrites(Resident),
    table: comResident as unknown as EntityTable,
    database,
    counts: residentCounts,
    // Only the import reaches this (creates and edits are the routes below): the ID rules, and the import's source.
    hooks: {
      validate: ({ current }, values) => {
        applyIdRules(values, current);
        if (!current) values.source ??= '3';
      },
    },
  });
  registerEntityRoutes(app, { entity: withoutWrites(ResidentRoom), table: comResidentRoom as unknown as EntityTable, database });

  const access = (action: 'list' | 'add' | 'edit' | 'delete' | 'export') => permissionOf(Resident, action);
  const idBody = z.object({ id: idSchema }).strict();
  const { split } = registerResidentCaptcha(app, deps);

  r.post(`${R}/insertNewComResident`, {
    schema: { tags: ['base'], summary: 'Create a resident (and its room); `captcha` from getCaptcha marks the mobile verified', body: residentCreateBody },
    config: { access: access('add'), operation: '新增住户', operationKey: { key: 'entityCreate', params: LOG_RESIDENT } },
    handler: (request) => {
      const [values, proof] = split(request.body as Record<string, unknown>);
      return createResident(database, request, values, { proof });
    },
  });
  r.post(`${R}/updateNewComResident`, {
    schema: { tags: ['base'], summary: 'Update a resident; `captcha` from getCaptcha marks the mobile verified, a new mobile without one clears it', body: residentUpdateBody },
    config: { access: access('edit'), operation: '修改住户', operationKey: { key: 'entityUpdate', params: LOG_RESIDENT } },
    handler: (request) => {
      const [{ id, ...values }, proof] = split(request.body as { id: number });
      return updateResident(database, request, id, values, proof);
    },
  });
  r.post(`${R}/delete/:id`, {
    schema: { tags: ['base'], summary: 'Delete a resident (refused while bound)', params: z.object({ id: idSchema }) },
    config: { access: access('delete'), operation: '删除住户', operationKey: { key: 'entityDelete', params: LOG_RESIDENT } },
    handler: async (request) => ok(await deleteResidents(database, request, [request.params.id])),
  });
  // The spec's form: the ids in the body (one or several, all or none), the same delete.
  r.post(`${R}/delete`, {
    schema: { tags: ['base'], summary: 'Delete residents by ids in the body (refused while one is bound), all or none', body: idsBodySchema },
    config: { access: access('delete'), operation: '删除住户', operationKey: { key: 'entityDelete', params: LOG_RESIDENT } },
    handler: async (request) => ok(await deleteResidents(database, request, request.body.ids)),
  });
  r.post(`${R}/getResidentByIdCardNo`, {
    schema: { tags: ['base'], summary: 'A resident by exact ID number (masked)', body: z.object({ idCardNo: z.string().trim().min(1, { error: 'required' }).max(30, { error: 'max' }) }).strict() },
    config: { access: access('list'), reads: true, allowRepeat: true },
    handler: async (request) => {
      const scope = scoped(request);
      // An exact look-up of a masked number: counted like every other (search-by-mask), unless the caller may unmask.
      if (!mayUnmask(Resident, request)) await countMaskedLookup(request);
      const page = await listEntity(database.db, Resident, comResident as unknown as EntityTable, scope.tenantId, { page: 0, size: 1, sort: { field: 'createTime', order: 'desc' }, criteria: [{ field: 'idCardNo', op: 'equals', value: request.body.idCardNo.toUpperCase() }] }, undefined, scope.areaIds);
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
        batches: streamEntity(database, Resident, comResident as unknown as EntityTable, scope.tenantId, filter, scope.areaIds, EXPORT_BATCH),
      });
    },
  });

  const bindAccess = (action: 'add' | 'edit' | 'delete') => permissionOf(ResidentRoom, action);
  r.post(`${RR}/saveBindRoom`, {
    schema: { tags: ['base'], summary: 'Bind a resident to a room', body: bindBody },
    config: { access: bindAccess('add'), operation: '新增房屋绑定', operationKey: { key: 'entityCreate', params: LOG_BINDING } },
    handler: (request) => saveBinding(database, request, request.body as BindInput),
  });
  r.post(`${RR}/updateBind`, {
    schema: { tags: ['base'], summary: 'Change a binding', body: bindBody.partial().extend({ id: idSchema }) },
    config: { access: bindAccess('edit'), operation: '修改房屋绑定', operationKey: { key: 'entityUpdate', params: LOG_BINDING } },
    handler: (request) => {
      const { id, ...values } = request.body;
      return updateBinding(database, request, id, values as Partial<BindInput>);
    },
  });
  r.post(`${RR}/unbind/:id`, {
    schema: { tags: ['base'], summary: 'Unbind', params: z.object({ id: idSchema }) },
    config: { access: bindAccess('delete'), operation: '解除房屋绑定', operationKey: { key: 'entityDelete', params: LOG_BINDING } },
    handler: async (request) => ok(await unbind(database, request, request.params.id)),
  });

  registerLegacyResidentCalls(app, deps, split);
};
