import { BILL_CODES, FeeBill, FeeBillRun, idSchema, permissionOf } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callOf } from '../../platform/entity-context.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { entityService } from '../../platform/entity-service.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import type { PayersService } from '../../platform/services.ts';
import { feeBill, feeBillRun } from '../schema.ts';
import { checkTargets, executeRun, generableItem, periodOf, previewRun } from './generate.ts';
import { registerDiscounts } from './discount.ts';
import { billHooksOf } from './rules.ts';

const BILL = '/api/zhwy/fee-bill';
const ids = z.array(idSchema).max(200).default([]);
/** What a generation names: a community, a fee item, the first month (YYYY-MM), optionally buildings or rooms. */
const generateBody = z.object({
  areaId: idSchema,
  feeItemId: idSchema,
  periodMonth: z.string().max(7),
  buildingIds: ids,
  roomIds: ids,
});
type GenerateBody = z.infer<typeof generateBody>;

/** Runs started by this process, so that `stop` (and a test) can wait for them. */
const running = new Map<number, Promise<unknown>>();
export const runsInProgress = () => [...running.values()];
/** Waits for a run this process started (a test's helper; the page polls instead). */
export const settledRun = (id: number) => running.get(id) ?? Promise.resolve();

/**
 * 账单 (the definition's calls: getList, :id, update, deleteFeeBill, export, add, download, downloadTemplate, import,
 * with the bill's rules as hooks), 重置优惠, a bill's history, and 批量生成: preview, generate (answers the run's id at
 * once; the run goes on in the background) and the runs (list and one, polled for progress).
 */
export const registerBills = (app: FastifyInstance, { database, services }: ModuleDeps) => {
  const bills = entityService(FeeBill, feeBill, billHooksOf(services.funds, services.payers));
  registerEntityRoutes(app, { service: bills, database });
  registerDiscounts(app, database, bills, services.payers);
  registerEntityRoutes(app, { entity: FeeBillRun, table: feeBillRun, database });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['fee'];

  // 重置优惠: the discount back to 0, through the service (the bill's rules, its history row, the operation log).
  r.post(`${BILL}/resetDiscount`, {
    schema: { tags, summary: "Reset a bill's discount to 0", body: z.object({ id: idSchema }) },
    config: { access: permissionOf(FeeBill, 'edit'), operation: '重置账单优惠', operationKey: { key: 'entityUpdate', params: { entity: 'fee.feeBill', title: '账单' } } },
    handler: async (request) => ok(await bills.update(callOf(request, database), request.body.id, { discount: 0 })),
  });

  /** The item, period and targets of a body, as the caller may generate them (403 / 404 / 422 otherwise). */
  const planOf = async (request: Parameters<typeof scoped>[0], body: GenerateBody) => {
    const scope = scoped(request);
    const item = await generableItem(database.db, services.payers, scope, body.areaId, body.feeItemId);
    const period = periodOf(item, body.periodMonth);
    const target = { tenantId: scope.tenantId, areaId: body.areaId, buildingIds: body.buildingIds, roomIds: body.roomIds };
    await checkTargets(database.db, services.payers, item, target);
    return { item, period, target };
  };

  r.post(`${BILL}/generate/preview`, {
    schema: { tags, summary: 'What a batch generation would create', body: generateBody },
    config: { access: BILL_CODES.generate, reads: true },
    handler: async (request) => {
      const { item, period, target } = await planOf(request, request.body);
      return ok(await previewRun(database.pool, services.payers, item, target, period));
    },
  });

  r.post(`${BILL}/generate`, {
    schema: { tags, summary: 'Start a batch generation; answers the run id', body: generateBody },
    config: { access: BILL_CODES.generate, operation: '批量生成账单', operationKey: { key: 'entityBatchCreate', params: { entity: 'fee.feeBill', title: '账单' } } },
    handler: async (request) => {
      const body = request.body;
      const { period, target } = await planOf(request, body);
      const [run] = await mutate(database, request, (tx) =>
        tx
          .insert(feeBillRun)
          .values({
            tenantId: target.tenantId,
            areaId: target.areaId,
            feeItemId: body.feeItemId,
            periodStart: period.start,
            periodEnd: period.end,
            buildingIds: body.buildingIds.join(',') || null,
            roomIds: body.roomIds.join(',') || null,
            state: '0',
            createBy: request.user!.userId,
          } as never)
          .returning({ id: feeBillRun.id }),
      );
      const id = Number(run.id);
      startRun(database.pool, services.payers, id, request.log);
      return ok({ id });
    },
  });
};

/** Runs a run in the background of this process (logged when it cannot even record its failure). */
export const startRun = (pool: Parameters<typeof executeRun>[0], payers: PayersService, id: number, log: { error: (o: object, m: string) => void }) => {
  const promise = executeRun(pool, payers, id)
    .catch((err) => log.error({ err, runId: id }, 'fee generation run failed'))
    .finally(() => running.delete(id));
  running.set(id, promise);
};
