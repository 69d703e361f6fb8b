import { BASE_PERMISSIONS, ParkingSpace, permissionOf, Parking } from '@zhwy/contracts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import { and, asc, count, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Record_ } from '../../platform/crud.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, conflict, notFound, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { type Scope, assertInScope, scoped } from '../../platform/scope.ts';
import { comParking, comParkingSpace, comResident } from '../schema.ts';
import type { RuleContext, DeleteRuleContext } from '../../platform/entity-context.ts';

/** 空闲: the only state without a user. */
export const SPACE_FREE = '0';

/** The floors a lot has: 地下 (type 2) −1 … −floors, the others 1 … floors. */
export const floorRangeOf = (lot: { parkingType?: unknown; floors?: unknown }) =>
  String(lot.parkingType) === '2' ? { min: -Number(lot.floors), max: -1 } : { min: 1, max: Number(lot.floors) };

/** 422 `floor` naming the bound a floor passes. */
export const floorOutside = (floor: number, range: { min: number; max: number }) => {
  if (floor < range.min) throw new AppError(422, '提交的数据有误', { fields: { floor: 'minValue' }, params: { min: range.min } });
  if (floor > range.max) throw new AppError(422, '提交的数据有误', { fields: { floor: 'maxValue' }, params: { max: range.max } });
};

const liveLot = async (tx: Db, tenantId: number, id: number) => {
  const [lot] = await tx.select().from(comParking).where(and(scopeWhere(comParking, { tenantId }), eq(comParking.id, id))).limit(1);
  return lot;
};

/**
 * A space's rules beyond its fields: its lot belongs to the same community and has its floor; a sold or rented
 * space has a user, and any user named (a free space may name the one it is reserved for) is a resident of that
 * community; a space in use goes back to 空闲 only through 退出 (the arrears check), which clears user and dates.
 */
export const validateSpace = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  const merged = { ...current, ...values } as Record_;
  const lot = await liveLot(tx, tenantId, Number(merged.parkingId));
  if (!lot || Number(lot.areaId) !== Number(merged.areaId)) throw validationFailed({ parkingId: 'refMissing' });
  floorOutside(Number(merged.floor), floorRangeOf(lot));
  if (current && String(current.state) !== SPACE_FREE && String(merged.state) === SPACE_FREE) throw conflict('spaceInUse');
  if (merged.residentId == null) {
    if (String(merged.state) === SPACE_FREE) return;
    throw validationFailed({ residentId: 'required' });
  }
  const [resident] = await tx
    .select({ areaId: comResident.areaId })
    .from(comResident)
    .where(and(scopeWhere(comResident, { tenantId }), eq(comResident.id, Number(merged.residentId))))
    .limit(1);
  if (!resident || Number(resident.areaId) !== Number(merged.areaId)) throw validationFailed({ residentId: 'refMissing' });
};

/** A space in use is taken out (退出) before it is deleted. */
export const guardSpaceDelete = async ({ current }: DeleteRuleContext) => {
  if (String(current.state) !== SPACE_FREE) throw conflict('spaceInUse');
};

/** A lot is deleted only without spaces; its community and floors change only where its spaces still fit. */
export const guardLotDelete = async ({ tx, tenantId, current }: DeleteRuleContext) => {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(comParkingSpace)
    .where(and(scopeWhere(comParkingSpace, { tenantId }), eq(comParkingSpace.parkingId, Number(current.id))));
  if (n > 0) throw conflict('parkingHasSpaces', undefined, { n });
};

export const validateLot = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  if (!current) return;
  const merged = { ...current, ...values } as Record_;
  const spaces = and(scopeWhere(comParkingSpace, { tenantId }), eq(comParkingSpace.parkingId, Number(current.id)));
  if (values.areaId !== undefined && Number(values.areaId) !== Number(current.areaId)) {
    const [{ n }] = await tx.select({ n: count() }).from(comParkingSpace).where(spaces);
    if (n > 0) throw conflict('parkingHasSpaces', { areaId: 'parkingHasSpaces' }, { n });
  }
  const range = floorRangeOf(merged);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(comParkingSpace)
    .where(and(spaces, or(lt(comParkingSpace.floor, range.min), gt(comParkingSpace.floor, range.max))));
  if (n > 0) throw conflict('parkingHasSpaces', { floors: 'parkingHasSpaces' }, { n });
};

const visibleSpace = (scope: Scope, id: number) => {
  return and(scopeWhere(comParkingSpace, scope, { community: comParkingSpace.areaId }), eq(comParkingSpace.id, id));
};

const idBody = z.strictObject({ id: z.coerce.number({ error: 'positiveId' }).int({ error: 'positiveId' }).positive({ error: 'positiveId' }) });
const idParams = z.object({ id: z.coerce.number({ error: 'positiveId' }).int({ error: 'positiveId' }).positive({ error: 'positiveId' }).max(Number.MAX_SAFE_INTEGER, { error: 'positiveId' }) });

/**
 * 退出 (POST parkingSpace/out {id}), the arrears check it asks first, and the fee-common pickers of lots and spaces.
 */
export const registerSpaceCalls = (app: FastifyInstance, { database, services }: ModuleDeps) => {
  const { arrears } = services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const readers = { anyOf: [permissionOf(ParkingSpace, 'list'), permissionOf(Parking, 'list'), BASE_PERMISSIONS.parkingSpaceOut] };

  r.get('/api/zhwy/fee-bill/checkParkingSpacesIsArrears/:id', {
    schema: { tags: ['base'], summary: 'Arrears of a parking space', params: idParams },
    config: { access: { anyOf: [permissionOf(ParkingSpace, 'list'), BASE_PERMISSIONS.parkingSpaceOut] } },
    handler: async (request) => {
      const scope = scoped(request);
      const [space] = await db.select({ id: comParkingSpace.id }).from(comParkingSpace).where(visibleSpace(scope, request.params.id)).limit(1);
      if (!space) throw notFound('记录不存在');
      return { arrears: await arrears.hasArrears(db, scope.tenantId, { kind: 'parkingSpace', id: Number(space.id) }) };
    },
  });

  r.post('/api/base/parkingSpace/out', {
    schema: { tags: ['base'], summary: 'Take a parking space out (退出)', body: idBody },
    config: {
      access: BASE_PERMISSIONS.parkingSpaceOut,
      operation: '退出车位',
      operationKey: { key: 'entityTransition', params: { entity: 'base.parkingSpace', title: '车位', call: 'out', verb: '退出' } },
    },
    handler: async (request) => {
      const scope = scoped(request);
      await mutate(database, request, async (tx) => {
        const [space] = await tx.select().from(comParkingSpace).where(visibleSpace(scope, request.body.id)).limit(1).for('update');
        if (!space) throw notFound('记录不存在');
        if (space.state === SPACE_FREE) throw conflict('spaceFree');
        if (await arrears.hasArrears(tx, scope.tenantId, { kind: 'parkingSpace', id: Number(space.id) })) throw conflict('arrears', undefined, { action: { msg: 'doTakeOut' } });
        await tx
          .update(comParkingSpace)
          .set({ state: SPACE_FREE, residentId: null, startDate: null, endDate: null, updateBy: request.user!.userId, updateTime: new Date() })
          .where(eq(comParkingSpace.id, space.id));
      });
      return ok(null);
    },
  });

  r.get('/api/zhwy/fee-common/getAreaParings/:id', {
    schema: { tags: ['base'], summary: "A community's parking lots", params: idParams },
    config: { access: readers },
    handler: async (request) => {
      const scope = scoped(request);
      assertInScope(scope, request.params.id);
      const lots = await db
        .select({ id: comParking.id, parkingNo: comParking.parkingNo, parkingName: comParking.parkingName, parkingType: comParking.parkingType, floors: comParking.floors })
        .from(comParking)
        .where(and(scopeWhere(comParking, scope), eq(comParking.areaId, request.params.id)))
        .orderBy(asc(comParking.parkingNo))
        .limit(1000);
      return ok(lots.map((lot) => ({ ...lot, floorRange: floorRangeOf(lot) })));
    },
  });

  r.get('/api/zhwy/fee-common/getParkingSpaceByParkingIdAndFloor/:parkingId/:floor', {
    schema: {
      tags: ['base'],
      summary: "A lot's spaces on one floor",
      params: z.object({ parkingId: idParams.shape.id, floor: z.coerce.number({ error: 'integer' }).int({ error: 'integer' }).min(-10, { error: 'minValue' }).max(10, { error: 'maxValue' }) }),
    },
    config: { access: readers },
    handler: async (request) => {
      const scope = scoped(request);
      const lot = await liveLot(db, scope.tenantId, request.params.parkingId);
      if (!lot) throw notFound('记录不存在');
      assertInScope(scope, lot.areaId);
      const lotId = Number(lot.id);
      const spaces = await db
        .select({ id: comParkingSpace.id, spaceNo: comParkingSpace.spaceNo, floor: comParkingSpace.floor, spaceType: comParkingSpace.spaceType, state: comParkingSpace.state, residentId: comParkingSpace.residentId })
        .from(comParkingSpace)
        .where(and(scopeWhere(comParkingSpace, scope), eq(comParkingSpace.parkingId, lotId), eq(comParkingSpace.floor, request.params.floor)))
        .orderBy(asc(comParkingSpace.spaceNo))
        .limit(1000);
      return ok(spaces);
    },
  });
};
