import { FUNDS_MAX_CENTS, FUNDS_RECHARGE, FundConfig, UserFunds, UserFundsDetail, createSchema, fieldInputSchema, idSchema, money, permissionOf, textarea } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Record_ } from '../platform/crud.ts';
import type { Database, Db } from '../platform/db/client.ts';
import { type RuleContext, callOf } from '../platform/entity-context.ts';
import { registerEntityRoutes } from '../platform/entity-routes.ts';
import { entityService } from '../platform/entity-service.ts';
import { conflict, forbidden, notFound, validationFailed } from '../platform/errors.ts';
import type { ModuleDeps } from '../platform/module.ts';
import { mutate } from '../platform/mutation.ts';
import { targetOf } from '../platform/references.ts';
import { ok } from '../platform/reply.ts';
import { assertInScope, scoped } from '../platform/scope.ts';
import { scopeWhere } from '../platform/scope-sql.ts';
import { type Move, type MoveType, configOf, fundsEnabled, moveFunds } from './ledger.ts';
import { userFundsDetailList, userFundsList } from './lists.ts';
import { fundConfig } from './schema.ts';

/** The community a base row (room, resident) belongs to, through the registry of reference targets; undefined if none. */
const communityOfRow = async (tx: Db, name: string, tenantId: number, id: number) => {
  const { table } = targetOf(name, name);
  const [row] = await tx
    .select({ areaId: table.areaId! })
    .from(table as PgTable)
    .where(and(scopeWhere(table as PgTable, { tenantId }), eq(table.id, id)))
    .limit(1);
  return row ? Number(row.areaId) : undefined;
};

/** An account's room and resident are of its community (422 naming the field otherwise). */
export const validateAccount = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  if (current) return;
  const areaId = Number(values.areaId);
  for (const [field, target] of [
    ['roomId', 'base.room'],
    ['residentId', 'base.resident'],
  ] as const) {
    if ((await communityOfRow(tx, target, tenantId, Number(values[field]))) !== areaId) throw validationFailed({ [field]: 'notInCommunity' });
  }
};

/** The most one recharge may be (the community's 单次充值上限) is not below the least (最低充值金额). */
export const validateConfig = ({ current }: RuleContext, values: Record_) => {
  const merged = { ...current, ...values };
  if (merged.maxRecharge != null && Number(merged.maxRecharge) < Number(merged.minRecharge)) throw validationFailed({ maxRecharge: 'fundsMaxBelowMin' });
};

/** An amount in 元 as the screens send it ("100.50"): cents, more than 0. */
const amountSchema = fieldInputSchema(money('金额（元）', { required: true, max: FUNDS_MAX_CENTS })).refine((cents) => Number(cents) > 0, { error: 'fundsAmountPositive' });
const remarkSchema = fieldInputSchema(textarea('备注', 255)).nullish();
const rechargeBody = z.object({ id: idSchema, amount: amountSchema, remark: remarkSchema }).strict();
const useLimitBody = z.object({ id: idSchema, useLimit: fieldInputSchema(UserFunds.fields.useLimit).nullable() }).strict();
const detailRemarkBody = z.object({ id: idSchema, remark: remarkSchema }).strict();
const areaBody = z.object({ areaId: idSchema }).strict();

/** A movement made for a request: in its transaction with its operation-log row, then read back as the caller reads rows. */
const moveFor = async (request: FastifyRequest, database: Database, move: Omit<Move, 'userId'>, check?: (tx: Db, areaId: number) => Promise<void>) => {
  const scope = scoped(request);
  const made = await mutate(database, request, async (tx) => {
    if (check && move.fundsId !== undefined) {
      const [account] = await tx.select({ areaId: userFundsList.areaId }).from(userFundsList).where(and(scopeWhere(userFundsList, scope, { community: userFundsList.areaId }), eq(userFundsList.id, move.fundsId))).limit(1);
      if (!account) throw notFound('记录不存在');
      await check(tx, Number(account.areaId));
    }
    return moveFunds(tx, scope, { ...move, userId: request.user!.userId });
  });
  request.operationParams = { id: made.id, fundsId: made.fundsId };
  return made;
};

/**
 * 用户资金 (accounts: list, getById, export, open, 使用额度, 充值), 资金明细 (the ledger: its movements are written by the
 * ledger only; an edit changes the remark, a delete is refused) and 资金配置 (CRUD, saveOrUpdate, isConfig).
 */
export const registerFunds = (app: FastifyInstance, { database }: ModuleDeps) => {
  const { db } = database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const accounts = registerEntityRoutes(app, {
    entity: UserFunds,
    table: userFundsList,
    database,
    hooks: { validate: validateAccount },
    override: {
      // 使用额度: the one field an account's edit takes.
      update: { body: useLimitBody, verb: '修改使用额度', handle: ({ request, call, service }) => service.update(call, (request.body as { id: number }).id, { useLimit: (request.body as { useLimit: number | null }).useLimit }) },
    },
  });

  const ledger = registerEntityRoutes(app, {
    entity: UserFundsDetail,
    table: userFundsDetailList,
    database,
    override: {
      // A movement by hand (an adjustment, a payment at the counter): the ledger writes it with the balance it leaves.
      // The amount is positive for 充值, 缴费 and 退款 (a payment is stored negative), signed for a 调整.
      create: async ({ request, call, service }) => {
        const body = request.body as { fundsId: number; feeType: MoveType; rechargeLimit: number; remark?: string | null };
        const cents = body.feeType === '2' ? -body.rechargeLimit : body.rechargeLimit;
        const made = await moveFor(request, database, { fundsId: body.fundsId, type: body.feeType, cents, remark: body.remark, amountField: 'rechargeLimit' });
        return service.get(call, made.id);
      },
      // Only the remark: the amount, type and account of a movement are the ledger's record.
      update: { body: detailRemarkBody, handle: ({ request, call, service }) => service.update(call, (request.body as { id: number }).id, { remark: (request.body as { remark?: string | null }).remark ?? null }) },
      delete: async () => {
        throw conflict('fundsMovementKept');
      },
    },
  });
  void ledger;

  // 充值: money into an account, within the community's configuration (enabled, its least and most recharge).
  r.post('/api/zhwy/user-funds/recharge', {
    schema: { tags: ['funds'], summary: 'Recharge an account', body: rechargeBody },
    config: { access: FUNDS_RECHARGE, operation: '充值用户资金', operationKey: { key: 'entityTransition', params: { entity: 'funds.userFunds', title: '用户资金', call: 'recharge', verb: '充值' } } },
    handler: async (request) => {
      const { id, amount, remark } = request.body as { id: number; amount: number; remark?: string | null };
      const cents = Number(amount);
      await moveFor(request, database, { fundsId: id, type: '1', cents, remark, amountField: 'amount' }, async (tx, areaId) => {
        const config = await configOf(tx, request.user!.tenantId, areaId);
        if (config?.state !== '1') throw conflict('fundsNotEnabled');
        if (cents < Number(config.minRecharge)) throw validationFailed({ amount: 'fundsBelowMinRecharge' });
        if (config.maxRecharge != null && cents > Number(config.maxRecharge)) throw validationFailed({ amount: 'fundsAboveMaxRecharge' });
      });
      return accounts.get(callOf(request, database), id);
    },
  });

  const configs = entityService(FundConfig, fundConfig, { validate: validateConfig });
  registerEntityRoutes(app, { service: configs, database });

  // saveOrUpdate: with an id, that configuration; without, the community's live one, or a new one.
  r.post('/api/zhwy/fund-config/saveOrUpdate', {
    schema: { tags: ['funds'], summary: "Save a community's fund configuration", body: createSchema(FundConfig).extend({ id: idSchema.nullish() }) },
    config: { access: { anyOf: [permissionOf(FundConfig, 'add'), permissionOf(FundConfig, 'edit')] }, operation: '保存资金配置', operationKey: { key: 'entityUpdate', params: { entity: 'funds.fundConfig', title: '资金配置' } } },
    handler: async (request) => {
      const { id, ...body } = request.body as Record_ & { id?: number | null };
      const scope = scoped(request);
      assertInScope(scope, body.areaId);
      const call = callOf(request, database);
      const [live] = id ? [{ id }] : await db.select({ id: fundConfig.id }).from(fundConfig).where(and(scopeWhere(fundConfig, scope), eq(fundConfig.areaId, Number(body.areaId)))).limit(1);
      const code = permissionOf(FundConfig, live ? 'edit' : 'add');
      if (!request.user!.permissions.has(code)) throw forbidden();
      return ok(live ? await configs.update(call, Number(live.id), body) : await configs.create(call, body));
    },
  });

  // isConfig: whether the community has a live configuration with its funds enabled.
  r.post('/api/zhwy/fund-config/isConfig', {
    schema: { tags: ['funds'], summary: 'Whether a community has its funds enabled', body: areaBody },
    config: { access: { anyOf: [permissionOf(FundConfig, 'list'), permissionOf(UserFunds, 'list')] }, reads: true },
    handler: async (request) => {
      const scope = scoped(request);
      assertInScope(scope, request.body.areaId);
      return ok(await fundsEnabled(db, scope.tenantId, request.body.areaId));
    },
  });
};
