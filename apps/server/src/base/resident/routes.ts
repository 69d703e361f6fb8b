import { Resident, ResidentRoom, createSchema, fieldInputSchema, idSchema, permissionOf, updateSchema } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Record_ } from '../../platform/crud.ts';
import { type EntityCall, callOf, inTransaction } from '../../platform/entity-context.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { mobileCodeField as captchaField } from '../../platform/mobile-check.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { comResident, comResidentRoom, residentCounts } from '../schema.ts';
import { registerResidentCaptcha } from './captcha.ts';
import { registerLegacyResidentCalls } from './legacy.ts';
import { bindingRules, residentRules } from './rules.ts';

const R = '/api/base/new-com-resident';
/**
 * A create may also bind a room (`roomId`, `relation`: the binding is written in the same transaction) and carry the
 * code getCaptcha sent to the mobile (`captcha`: the mobile is then 已验证); an edit may carry the code too.
 */
const createBody = createSchema(Resident).extend({ roomId: idSchema.nullish(), relation: fieldInputSchema(ResidentRoom.fields.relation).nullish(), captcha: captchaField });
const updateBody = updateSchema(Resident).extend({ captcha: captchaField });
type Sent = Record_ & { id?: number; roomId?: number | null; relation?: string | null; captcha?: string | null };

/**
 * 住户 and 房屋绑定 on the framework's service (their rules: rules.ts). A resident's create and edit add to the
 * framework's handling what the form sends beside the row: the room to bind, and the SMS code of the mobile.
 */
export const registerResidents = (app: FastifyInstance, deps: ModuleDeps) => {
  const { database } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const captcha = registerResidentCaptcha(app, deps);
  const bindings = registerEntityRoutes(app, { entity: ResidentRoom, table: comResidentRoom, database, hooks: bindingRules, override: { delete: { verb: '解除', handle: (_ctx, next) => next() } } });
  /** The row as written, then its room and mobile check in the same transaction; answered as read again. */
  const write = (call: EntityCall, save: (inner: EntityCall, values: Record_) => Promise<Record_>, sent: Sent): Promise<Record_> =>
    inTransaction(call, async (tx) => {
      const { roomId, relation, captcha: code, id: _, ...values } = sent;
      const inner = { ...call, tx };
      const id = Number((await save(inner, values)).id);
      if (roomId) await bindings.create(inner, { residentId: id, roomId, relation: relation ?? values.residentType ?? '1', startDate: values.moveInDate ?? null });
      await captcha.confirm(tx, call.caller.tenantId, id, code);
      return residents.get(inner, id);
    });
  const residents = registerEntityRoutes(app, {
    entity: Resident,
    table: comResident,
    database,
    counts: residentCounts,
    hooks: residentRules(captcha),
    override: {
      create: { body: createBody, handle: ({ request, call, service }) => write(call, (inner, values) => service.create(inner, values), request.body as Sent) },
      update: { body: updateBody, handle: ({ request, call, service }) => write(call, (inner, values) => service.update(inner, (request.body as Sent).id!, values), request.body as Sent) },
    },
  });

  r.post(`${R}/getResidentByIdCardNo`, {
    schema: { tags: ['base'], summary: 'A resident by exact ID number (masked)', body: z.object({ idCardNo: z.string().trim().min(1, { error: 'required' }).max(30, { error: 'max' }) }).strict() },
    config: { access: permissionOf(Resident, 'list'), reads: true },
    // An exact look-up of a masked number: counted like every other (search by mask), unless the caller may unmask.
    handler: async (request) => {
      const criteria = [{ field: 'idCardNo', op: 'equals' as const, value: request.body.idCardNo.toUpperCase() }];
      const page = await residents.list(callOf(request, database), { page: 0, size: 1, sort: Resident.defaultSort, criteria });
      return ok(page.data[0] ?? null);
    },
  });

  registerLegacyResidentCalls(app, deps, residents);
  return { residents, bindings };
};
