import { FeeBill, FeeDiscountRule, ROUNDING_OF, discountOf, idSchema, permissionOf } from '@zhwy/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Record_ } from '../../platform/crud.ts';
import type { Database } from '../../platform/db/client.ts';
import { type RuleContext, callOf } from '../../platform/entity-context.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import type { EntityService } from '../../platform/entity-service.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { assertInScope, scoped } from '../../platform/scope.ts';
import { scopeWhere, sqlScope } from '../../platform/scope-sql.ts';
import type { PayersService } from '../../platform/services.ts';
import { feeBill, feeDiscountRule } from '../schema.ts';

/**
 * 账单优惠 by rule (docs/billing.md, "Discounts"): the rules' CRUD (code fee:discount:*, menu 收费中心 › 优惠规则) and
 * 优惠 on a bill (`POST /api/zhwy/fee-bill/applyDiscount`): the rule's discount computed on the bill's amount, rounded
 * once by the bill's rounding, written through the bill's service (its rules: only an open bill; its history row
 * `discount` naming the rule; the operation log). 重置优惠 removes it. Generation applies a community's automatic
 * rules in its own SQL (generate.ts).
 */

/** The rule's name applied by a request, for the bill's history row (rules.ts reads it). */
export const discountRuleName = new WeakMap<FastifyRequest, string>();

/** 按比例 and 空置房 take a share (more than 0), 固定减免 an amount (more than 0); the other one is cleared. The item is the community's. */
export const validateDiscountRule = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  const merged = { ...current, ...values };
  if (String(merged.kind) === '2') {
    if (!(Number(merged.reduction ?? 0) > 0)) throw validationFailed({ reduction: 'required' });
    values.rate = null;
  } else {
    if (!(Number(merged.rate ?? 0) > 0)) throw validationFailed({ rate: 'required' });
    values.reduction = null;
  }
  if (merged.feeItemId != null && merged.feeItemId !== '') {
    const { rows } = await tx.execute<{ area_id: string }>(sql`SELECT i.area_id FROM fee_item i WHERE ${sqlScope('i', { tenantId })} AND i.id = ${Number(merged.feeItemId)}`);
    if (!rows[0] || Number(rows[0].area_id) !== Number(merged.areaId)) throw validationFailed({ feeItemId: 'billOtherCommunity' });
  }
};

const applyBody = z.object({ id: idSchema, ruleId: idSchema }).strict();

export const registerDiscounts = (app: FastifyInstance, database: Database, bills: EntityService, payers: PayersService) => {
  registerEntityRoutes(app, { entity: FeeDiscountRule, table: feeDiscountRule, database, hooks: { validate: validateDiscountRule } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // 优惠: a rule's discount on one bill (replacing any before it), through the bill's service and its rules.
  r.post('/api/zhwy/fee-bill/applyDiscount', {
    schema: { tags: ['fee'], summary: "Apply a discount rule to a bill", body: applyBody },
    config: { access: permissionOf(FeeBill, 'edit'), operation: '账单优惠', operationKey: { key: 'entityUpdate', params: { entity: 'fee.feeBill', title: '账单' } } },
    handler: async (request) => {
      const scope = scoped(request);
      const { db } = database;
      const [bill] = await db.select().from(feeBill).where(and(scopeWhere(feeBill, scope, { community: feeBill.areaId }), eq(feeBill.id, request.body.id))).limit(1);
      if (!bill) throw notFound('记录不存在');
      const [rule] = await db.select().from(feeDiscountRule).where(and(scopeWhere(feeDiscountRule, scope), eq(feeDiscountRule.id, request.body.ruleId))).limit(1);
      if (!rule) throw validationFailed({ ruleId: 'invalid' });
      assertInScope(scope, rule.areaId);
      if (Number(rule.areaId) !== Number(bill.areaId)) throw validationFailed({ ruleId: 'billOtherCommunity' });
      if (rule.state !== '1') throw validationFailed({ ruleId: 'feeDiscountDisabled' });
      if (rule.feeItemId != null && Number(rule.feeItemId) !== Number(bill.feeItemId)) throw validationFailed({ ruleId: 'feeDiscountOtherItem' });
      if (rule.kind === '3') {
        // 空置房: the room is vacant (房屋状态 1 空置) as base keeps it.
        const vacant = bill.roomId != null && (await payers.room(db, scope.tenantId, Number(bill.roomId)))?.state === '1';
        if (!vacant) throw validationFailed({ ruleId: 'feeDiscountNotVacant' });
      }
      const rounding = ROUNDING_OF[String(bill.rounding ?? '1') as keyof typeof ROUNDING_OF] ?? 'cent';
      const discount = discountOf(Number(bill.amount), { kind: String(rule.kind), rateBasisPoints: Number(rule.rate ?? 0), reductionCents: Number(rule.reduction ?? 0) }, rounding);
      discountRuleName.set(request, String(rule.ruleName));
      return ok(await bills.update(callOf(request, database), request.body.id, { discount }));
    },
  });
};
