import { type ListQuery, WORK_ORDER_PATHS, WORK_ORDER_USERS_MAX, WorkOrder, fieldInputSchema, idSchema, isOverdue, transitionCodeOf, transitionsOf } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEntity } from '../platform/crud.ts';
import { type EntityCall, callOf } from '../platform/entity-context.ts';
import { registerEntityRoutes } from '../platform/entity-routes.ts';
import { notFound } from '../platform/errors.ts';
import { labelPlanOf, labelTargetOf, labelsOfIds } from '../platform/labels.ts';
import type { ModuleDeps } from '../platform/module.ts';
import { mutate } from '../platform/mutation.ts';
import { sqlScope } from '../platform/scope-sql.ts';
import { workOrderRules } from './rules.ts';
import { workOrder } from './schema.ts';

/** The spec's default size of the work-order list (its first page: `page` is zero-based as in every list). */
const LIST_SIZE = 10;
/** A row's `overdue`: open and past its deadline, as of the read (the list's tag; the filter is `state.in` + `deadline.to`). */
export const overdueExtra = { schema: { overdue: z.boolean() }, of: (row: Record<string, unknown>) => ({ overdue: isOverdue(row) }) };

const ASSIGN = transitionsOf(WorkOrder).find((call) => call.name === 'assign')!;
const FINISH = transitionsOf(WorkOrder).find((call) => call.name === 'finish')!;

const usersQuery = z
  .object({
    page: z.coerce.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'minValue' }).default(1),
    size: z.coerce.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'minValue' }).max(WORK_ORDER_USERS_MAX, { error: 'maxValue' }).default(WORK_ORDER_USERS_MAX),
    name: z.string().trim().max(50, { error: 'max' }).optional(),
  })
  .strict();
const staffList = z
  .object({
    page: z.coerce.number({ error: 'integer' }).int({ error: 'integer' }).min(0, { error: 'minValue' }).default(0),
    size: z.coerce.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'minValue' }).max(100, { error: 'maxValue' }).default(LIST_SIZE),
  })
  .strict();
const remark = z.string({ error: 'invalid' }).trim().max(500, { error: 'max' }).nullish();
const startBody = z.object({ remark }).strict();
const finishBody = z.object({ remark, finishPhotos: fieldInputSchema({ ...FINISH.fields!.finishPhotos!, required: false }).nullish() }).strict();
const idParams = z.object({ id: idSchema });

/**
 * 工单 (the definition's calls: select, selectById, add, update, delete, urgent, assign, start, finish, evaluate,
 * cancel, export, the history), the assignee picker's user list (user-detail/select) and the staff app's calls on the
 * caller's own orders in hand (docs/api.md, "Staff app calls").
 */
export const registerWorkOrders = (app: FastifyInstance, { database }: ModuleDeps) => {
  const orders = registerEntityRoutes(app, {
    entity: WorkOrder,
    table: workOrder,
    database,
    hooks: workOrderRules,
    rowExtras: overdueExtra,
    override: {
      // page 1 (the first), size 10 unless the call says otherwise.
      list: ({ request }, next) => {
        if (!new URLSearchParams(request.url.split('?')[1] ?? '').has('size')) (request.query as ListQuery).size = LIST_SIZE;
        return next();
      },
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['workorder'];

  // The users an order may be handed to: the caller's peers (as the assignee reference checks them), by account.
  r.get(WORK_ORDER_PATHS.users, {
    schema: { tags, summary: 'Users a work order may be assigned to', querystring: usersQuery },
    config: { access: transitionCodeOf(WorkOrder, ASSIGN) },
    handler: async (request) => {
      const { page, size, name } = request.query;
      const target = labelTargetOf('system.user')!;
      const label = labelPlanOf(target.entity)!.name;
      const query: ListQuery = { page: page - 1, size, sort: { field: 'id', order: 'asc' }, criteria: name ? [{ field: label, op: 'contains', value: name }] : [] };
      const { data, recordsTotal } = await listEntity(database.db, target.entity, target.table, request.user!.tenantId, query, undefined, request.user!.areaIds, target.readLimit?.(request));
      const ids = data.map((row) => Number(row.id));
      const labels = await labelsOfIds(database, request, 'system.user', ids);
      return { data: ids.filter((id) => labels.has(id)).map((id) => ({ id, label: labels.get(id)! })), recordsTotal };
    },
  });

  // The staff app: the caller's orders in hand (assigned or in progress), whatever their communities (the assignment
  // is the grant), with the reporter's name and phone in clear so that they can reach them.
  const mine = (request: FastifyRequest): EntityCall => {
    const call = callOf(request, database);
    return { ...call, caller: { ...call.caller, areaIds: null }, unmasked: true };
  };
  r.get(WORK_ORDER_PATHS.staffList, {
    schema: { tags, summary: "The caller's work orders in hand (staff app)", querystring: staffList },
    config: { access: 'login' },
    handler: async (request) => {
      const { page, size } = request.query;
      const query: ListQuery = {
        page,
        size,
        sort: { field: 'deadline', order: 'asc' },
        criteria: [
          { field: 'assigneeId', op: 'equals', value: String(request.user!.userId) },
          { field: 'state', op: 'in', value: ['1', '2'] },
        ],
      };
      return orders.list(mine(request), query);
    },
  });

  /** A move of one of the caller's own orders (another's, another tenant's or a missing one: 404), in one transaction. */
  const move = (request: FastifyRequest, id: number, to: string, action: 'start' | 'finish', remarkText: string | null | undefined, fields?: Record<string, unknown>) =>
    mutate(database, request, async (tx) => {
      const { rows } = await tx.execute<{ assignee_id: string | null }>(
        sql`SELECT assignee_id FROM work_order WHERE ${sqlScope(null, { tenantId: request.user!.tenantId })} AND id = ${id} FOR UPDATE`,
      );
      if (!rows[0] || Number(rows[0].assignee_id) !== request.user!.userId) throw notFound();
      const from = transitionsOf(WorkOrder).find((call) => call.name === action)!.from;
      return orders.setField({ ...mine(request), unmasked: false, tx }, id, 'state', to, { from, action, remark: remarkText || null, fields });
    });
  const logged = (verb: string, call: string) => ({ operation: `${verb}工单`, operationKey: { key: 'entityTransition', params: { entity: 'workorder.workOrder', title: '工单', call, verb } } });

  r.post(WORK_ORDER_PATHS.staffStart, {
    schema: { tags, summary: 'Start one of my work orders (staff app)', params: idParams, body: startBody },
    config: { access: 'login', ...logged('开始处理', 'start') },
    handler: (request) => move(request, request.params.id, '2', 'start', request.body.remark),
  });
  r.post(WORK_ORDER_PATHS.staffFinish, {
    schema: { tags, summary: 'Finish one of my work orders (staff app)', params: idParams, body: finishBody },
    config: { access: 'login', ...logged('完成', 'finish') },
    handler: (request) => move(request, request.params.id, '3', 'finish', request.body.remark, { finishPhotos: request.body.finishPhotos ?? null }),
  });
  return orders;
};
