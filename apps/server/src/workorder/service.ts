import { WorkOrder, createSchema } from '@zhwy/contracts';
import type { Database } from '../platform/db/client.ts';
import { entityService } from '../platform/entity-service.ts';
import { validationFailed } from '../platform/errors.ts';
import type { WorkOrderService } from '../platform/services.ts';
import { workOrderRules } from './rules.ts';
import { workOrder } from './schema.ts';

const body = createSchema(WorkOrder);

/**
 * The `workOrders` service (platform/services.ts): another module (complaints) raises a work order inside its own
 * transaction, checked as the desk's 新增 is (fields, the community and room of the tenant, the room's community);
 * the order starts 待派单 and goes on as any other. A refusal is the usual 422 with its field map.
 */
export const workOrdersOf = (database: Database): WorkOrderService => {
  const orders = entityService(WorkOrder, workOrder, workOrderRules);
  return {
    create: async (tx, { tenantId, userId, ...values }) => {
      const parsed = body.safeParse(values);
      if (!parsed.success) throw validationFailed(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      const row = await orders.create({ database, caller: { userId, tenantId, permissions: new Set(), areaIds: null }, tx }, parsed.data as Record<string, unknown>);
      return { id: Number(row.id) };
    },
  };
};
