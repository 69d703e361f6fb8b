import { FeeItem, LateFeeConfig, createSchema, permissionOf } from '@zhwy/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Record_, toRow } from '../platform/crud.ts';
import type { Db } from '../platform/db/client.ts';
import { type RuleContext, callOf } from '../platform/entity-context.ts';
import { registerEntityRoutes } from '../platform/entity-routes.ts';
import { entityService } from '../platform/entity-service.ts';
import { liveRowsOf } from '../platform/references.ts';
import { notFound, validationFailed } from '../platform/errors.ts';
import type { ModuleDeps } from '../platform/module.ts';
import { ok } from '../platform/reply.ts';
import { type Scope, assertInScope, scoped } from '../platform/scope.ts';
import { scopeWhere } from '../platform/scope-sql.ts';
import { registerCashier } from './cashier/routes.ts';
import { feeItem, feeLateConfig } from './schema.ts';

/**
 * A fee item's amount needs what its charging method reads: a unit price for area × price and usage × price, a
 * fixed amount for 固定金额 (the other one is cleared, so a bill never reads a stale price); area × price is charged
 * on rooms only (a parking space or a car has no area of record).
 */
export const validateFeeItem = ({ current }: RuleContext, values: Record_) => {
  const merged = { ...current, ...values };
  const method = String(merged.chargeMethod ?? '1');
  const blank = (v: unknown) => v === null || v === undefined;
  if ((method === '1' || method === '3') && blank(merged.unitPrice)) throw validationFailed({ unitPrice: 'required' });
  if (method === '2' && blank(merged.fixedAmount)) throw validationFailed({ fixedAmount: 'required' });
  if (method === '1' && String(merged.payerKind ?? '1') !== '1') throw validationFailed({ payerKind: 'invalid' });
  if (method !== '2' && !blank(merged.fixedAmount)) values.fixedAmount = null;
  if ((method === '2' || method === '4') && !blank(merged.unitPrice)) values.unitPrice = null;
};

const areaQuery = z.object({ areaId: z.coerce.number({ error: 'required' }).int({ error: 'positiveId' }).positive({ error: 'positiveId' }) });

/** The community must be the tenant's and within the caller's communities: 404 for another tenant's, 403 outside. */
const communityOf = async (db: Db, scope: Scope, areaId: number) => {
  assertInScope(scope, areaId);
  // The framework's reference check (the community module's table, through the registry of reference targets).
  if ((await liveRowsOf(db, 'base.community', scope.tenantId, [areaId])).length === 0) throw notFound('记录不存在');
};

/** 收费项 (CRUD from the definition) and the spec's fee-config calls: the late-fee rule of a community, read and saved. */
export const registerFee = (app: FastifyInstance, deps: ModuleDeps) => {
  const { database } = deps;
  const { db } = database;
  registerCashier(app, deps);
  registerEntityRoutes(app, { entity: FeeItem, table: feeItem, database, hooks: { validate: validateFeeItem } });
  const lateFees = entityService(LateFeeConfig, feeLateConfig);
  registerEntityRoutes(app, { service: lateFees, database });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const lateRead = { anyOf: [permissionOf(LateFeeConfig, 'list'), permissionOf(FeeItem, 'list')] };
  const saveBody = createSchema(LateFeeConfig);

  // The fee items of a community that charge a late fee (收取滞纳金 = 是), enabled ones, by name.
  r.get('/api/zhwy/fee-config/getLateFeeItemAll', {
    schema: { tags: ['fee'], summary: "A community's fee items with a late fee", querystring: areaQuery },
    config: { access: lateRead },
    handler: async (request) => {
      const scope = scoped(request);
      await communityOf(db, scope, request.query.areaId);
      const items = await db
        .select()
        .from(feeItem)
        .where(and(scopeWhere(feeItem, scope), eq(feeItem.areaId, request.query.areaId), eq(feeItem.lateFee, '1'), eq(feeItem.state, '1')))
        .orderBy(asc(feeItem.itemName), asc(feeItem.id))
        .limit(1000);
      return ok(items.map((item) => toRow(FeeItem, item as Record_)));
    },
  });

  // The community's late-fee rule, or null while it has none.
  r.get('/api/zhwy/fee-config/areaLateFee', {
    schema: { tags: ['fee'], summary: "A community's late-fee rule", querystring: areaQuery },
    config: { access: lateRead },
    handler: async (request) => {
      const scope = scoped(request);
      await communityOf(db, scope, request.query.areaId);
      const [row] = await db.select().from(feeLateConfig).where(and(scopeWhere(feeLateConfig, scope), eq(feeLateConfig.areaId, request.query.areaId))).limit(1);
      return ok(row ? toRow(LateFeeConfig, row as Record_) : null);
    },
  });

  // Save (create or replace) the community's rule: the definition's field rules, one live row per community.
  r.post('/api/zhwy/fee-config/areaLateFee', {
    schema: { tags: ['fee'], summary: "Save a community's late-fee rule", body: saveBody },
    config: { access: permissionOf(LateFeeConfig, 'edit'), operation: '修改滞纳金设置', operationKey: { key: 'entityUpdate', params: { entity: 'fee.lateFeeConfig', title: '滞纳金设置' } } },
    handler: async (request) => {
      const scope = scoped(request);
      const body = request.body as Record_;
      const areaId = Number(body.areaId);
      await communityOf(db, scope, areaId);
      // Through the entity's service (its rules, scope, reference and uniqueness checks, operation log): an edit of
      // the community's live rule, or a new one.
      const call = callOf(request, database);
      const [current] = await db.select({ id: feeLateConfig.id }).from(feeLateConfig).where(and(scopeWhere(feeLateConfig, scope), eq(feeLateConfig.areaId, areaId))).limit(1);
      const { areaId: _same, ...values } = body;
      const saved = current ? await lateFees.update(call, Number(current.id), values) : await lateFees.create(call, body);
      return ok(saved);
    },
  });
};
