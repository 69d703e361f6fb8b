import { FeeBill, fieldInputSchema, idSchema, permissionOf } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { feeBill } from '../schema.ts';
import { payerArea } from './owed.ts';

/**
 * TEST_HOOKS only (never with NODE_ENV=production): a room's bill written as generation would write it, for the
 * cashier's e2e journey while batch generation is another branch's (docs/billing.md, "The cashier"). Signed in, with
 * the bill list code, in the caller's tenant and communities. Goes when generation is merged.
 */
export const registerBillTestHook = (app: FastifyInstance, deps: ModuleDeps) => {
  if (!deps.config.testHooks) return;
  const { fields } = FeeBill;
  app.withTypeProvider<ZodTypeProvider>().post('/test-hooks/fee-bill', {
    schema: {
      hide: true,
      body: z.object({
        roomId: idSchema,
        feeItemId: idSchema,
        periodStart: fieldInputSchema(fields.periodStart),
        periodEnd: fieldInputSchema(fields.periodEnd),
        dueDate: fieldInputSchema(fields.dueDate).optional(),
        amount: fieldInputSchema(fields.amount),
      }),
    },
    config: { access: permissionOf(FeeBill, 'list'), operation: '新增账单（测试）', operationKey: { key: 'entityCreate', params: { entity: 'fee.feeBill', title: '账单' } } },
    handler: async (request) => {
      const scope = scoped(request);
      const body = request.body;
      const areaId = await payerArea(deps.database.db, scope, { field: 'roomId', id: body.roomId });
      const [bill] = await deps.database.db
        .insert(feeBill)
        .values({ ...body, tenantId: scope.tenantId, areaId, payerKind: '1', source: '2', createBy: request.user!.userId })
        .returning({ id: feeBill.id });
      return ok({ id: Number(bill!.id) });
    },
  });
};
