import { BASE_PERMISSIONS, ParkingGate, rowSchema } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Record_ } from '../../platform/crud.ts';
import { sha256 } from '../../platform/crypto.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { type Scope, scoped } from '../../platform/scope.ts';
import { comParking, comParkingGate } from '../schema.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import type { RuleContext } from '../../platform/entity-context.ts';
import type { CallOverride } from '../../platform/entity-routes.ts';

/** A new device key: 256 random bits, shown once; only its SHA-256 is kept (key_hash). */
export const newGateKey = () => `gk_${crypto.randomBytes(32).toString('base64url')}`;
export const gateKeyHash = (key: string) => sha256(key);

/** A gate's lot is one of its community's lots. */
export const validateGate = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  const merged = { ...current, ...values } as Record_;
  if (values.parkingId === undefined && values.areaId === undefined) return;
  const [lot] = await tx
    .select({ areaId: comParking.areaId })
    .from(comParking)
    .where(and(scopeWhere(comParking, { tenantId }), eq(comParking.id, Number(merged.parkingId))))
    .limit(1);
  if (!lot || Number(lot.areaId) !== Number(merged.areaId)) throw validationFailed({ parkingId: 'refMissing' });
};

const visibleGate = (scope: Scope, id: number) => {
  return and(scopeWhere(comParkingGate, scope, { community: comParkingGate.areaId }), eq(comParkingGate.id, id));
};

const logged = (verb: string, key: string, params: Record<string, string> = {}) => ({
  operation: `${verb}道闸设备`,
  operationKey: { key, params: { entity: 'base.parkingGate', title: '道闸设备', ...params } },
});

/** A gate's row as its create answers it: with the device key, shown this once. */
export const gateWithKey = rowSchema(ParkingGate).extend({ deviceKey: z.string() });

/**
 * The create call of gates (an override of the framework's): the framework's create with the key's hash among the
 * values, answered with the key itself. Only its hash is stored.
 */
export const createGate: CallOverride = {
  response: gateWithKey,
  handle: async ({ request, call, service }) => {
    const deviceKey = newGateKey();
    const row = await service.create(call, { ...(request.body as Record_), keyHash: gateKeyHash(deviceKey) });
    return { ...row, deviceKey };
  },
};

/** Reset (重置密钥) replaces a gate's key; the old one stops working at once. */
export const registerGateCalls = (app: FastifyInstance, { database }: ModuleDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/base/parkingGate/resetKey', {
    schema: { tags: ['base'], summary: 'New device key of a gate (shown once)', body: z.strictObject({ id: z.coerce.number({ error: 'positiveId' }).int({ error: 'positiveId' }).positive({ error: 'positiveId' }) }) },
    config: { access: BASE_PERMISSIONS.parkingGateKey, ...logged('重置密钥', 'entityTransition', { call: 'resetKey', verb: '重置密钥' }) },
    handler: async (request) => {
      const scope = scoped(request);
      const deviceKey = newGateKey();
      await mutate(database, request, async (tx) => {
        const [gate] = await tx.update(comParkingGate)
          .set({ keyHash: gateKeyHash(deviceKey), updateBy: request.user!.userId, updateTime: new Date() })
          .where(visibleGate(scope, request.body.id))
          .returning({ id: comParkingGate.id });
        if (!gate) throw notFound('记录不存在');
      });
      return ok({ deviceKey });
    },
  });
};

