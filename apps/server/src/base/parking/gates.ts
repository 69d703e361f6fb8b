import { BASE_PERMISSIONS, ParkingGate, createSchema, permissionOf, rowSchema } from '@zhwy/contracts';
import { and, eq, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Record_, isUniqueViolation, scopeOf, toRow } from '../../platform/crud.ts';
import { sha256 } from '../../platform/crypto.ts';
import { conflict, notFound, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { type Scope, assertInScope, scoped } from '../../platform/scope.ts';
import { comParking, comParkingGate } from '../schema.ts';
import type { RuleContext } from '../../platform/entity-context.ts';

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
    .where(and(...scopeOf(comParking as never, tenantId, true), eq(comParking.id, Number(merged.parkingId))))
    .limit(1);
  if (!lot || Number(lot.areaId) !== Number(merged.areaId)) throw validationFailed({ parkingId: 'refMissing' });
};

const visibleGate = (scope: Scope, id: number) => {
  const where = [...scopeOf(comParkingGate as never, scope.tenantId, true), eq(comParkingGate.id, id)];
  if (scope.areaIds !== null) where.push(sql`${comParkingGate.areaId} = ANY(${`{${scope.areaIds.join(',')}}`}::bigint[])`);
  return and(...where);
};

const logged = (verb: string, key: string, params: Record<string, string> = {}) => ({
  operation: `${verb}道闸设备`,
  operationKey: { key, params: { entity: 'base.parkingGate', title: '道闸设备', ...params } },
});

/**
 * A gate is created here rather than by the framework: its answer carries the device key, once. Reset (重置密钥)
 * replaces the key; the old one stops working at once.
 */
export const registerGateCalls = (app: FastifyInstance, { database }: ModuleDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withKey = rowSchema(ParkingGate).extend({ deviceKey: z.string() });
  const body = createSchema(ParkingGate);
  const create = async (request: FastifyRequest, values: Record_) => {
    const scope = scoped(request);
    assertInScope(scope, values.areaId);
    const deviceKey = newGateKey();
    const taken = () => conflict('duplicate', { gateNo: 'taken' });
    try {
      const stored = await mutate(database, request, async (tx) => {
        const [community] = await tx.execute<{ id: number }>(
          sql`SELECT id FROM com_area WHERE tenant_id = ${scope.tenantId} AND id = ${Number(values.areaId)} AND del_flag = 0 FOR SHARE`,
        ).then((res) => res.rows);
        if (!community) throw validationFailed({ areaId: 'refMissing' });
        const [lot] = await tx.select({ id: comParking.id }).from(comParking)
          .where(and(...scopeOf(comParking as never, scope.tenantId, true), eq(comParking.id, Number(values.parkingId)))).limit(1).for('share');
        if (!lot) throw validationFailed({ parkingId: 'refMissing' });
        await validateGate({ tx, tenantId: scope.tenantId }, values);
        const [hit] = await tx.select({ id: comParkingGate.id }).from(comParkingGate)
          .where(and(...scopeOf(comParkingGate as never, scope.tenantId, true), eq(comParkingGate.gateNo, String(values.gateNo)))).limit(1);
        if (hit) throw taken();
        const [row] = await tx
          .insert(comParkingGate)
          .values({ ...values, tenantId: scope.tenantId, createBy: request.user!.userId, keyHash: gateKeyHash(deviceKey) } as never)
          .returning();
        return row as Record_;
      });
      return { ...toRow(ParkingGate, stored), deviceKey };
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  };
  for (const url of [ParkingGate.paths.create!, '/api/base/parkingGate/add']) {
    r.post(url, {
      schema: { tags: ['base'], summary: 'Create base.parkingGate (answers its device key once)', body, response: { 200: withKey } },
      config: { access: permissionOf(ParkingGate, 'add'), ...logged('新增', 'entityCreate') },
      handler: (request) => create(request, request.body as Record_),
    });
  }

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

