import { WorkOrder } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { entityTable } from '../platform/db/entity-table.ts';

const live = sql`del_flag = 0`;

/**
 * 工单: the desk's list (community, newest first; by state) and the staff app's (one assignee's orders in hand), and
 * the overdue filter (open states by deadline) each have their index.
 */
export const workOrder = entityTable(WorkOrder, {
  table: 'work_order',
  indexes: (t) => [
    index('work_order_area_idx').on(t.tenantId, t.areaId, t.createTime).where(live),
    index('work_order_state_idx').on(t.tenantId, t.state, t.deadline).where(live),
    index('work_order_assignee_idx').on(t.tenantId, t.assigneeId, t.state).where(live),
  ],
});
