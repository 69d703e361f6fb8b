import { type FieldDef, WORK_ORDER_OPEN, WorkOrder } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { EntityHooks } from '../platform/entity-service.ts';
import { conflict, validationFailed } from '../platform/errors.ts';
import { sqlScope } from '../platform/scope-sql.ts';

const changed = (values: Record<string, unknown>, current: Record<string, unknown> | undefined, field: string) =>
  values[field] !== undefined && values[field] !== null && (!current || String(values[field]) !== String(current[field]));

/**
 * A work order: its room (optional) is one of its community's; once done, evaluated or cancelled it is no longer
 * edited nor marked urgent (409). The state moves only through the definition's transitions.
 */
export const workOrderRules: EntityHooks = {
  validate: async ({ tx, tenantId, current }, values) => {
    const merged = { ...current, ...values };
    if (merged.roomId && (changed(values, current, 'roomId') || changed(values, current, 'areaId'))) {
      const { rows } = await tx.execute<{ area_id: string }>(sql`SELECT area_id FROM com_room WHERE ${sqlScope(null, { tenantId })} AND id = ${Number(merged.roomId)}`);
      if (!rows[0] || Number(rows[0].area_id) !== Number(merged.areaId)) throw validationFailed({ roomId: 'notInCommunity' });
    }
  },
  beforeUpdate: ({ current }, values) => {
    // An edit (a field a form may write) or the urgency; the moves' own fields (assignee, score…) are read-only ones.
    const fields: Record<string, FieldDef> = WorkOrder.fields;
    const editing = Object.keys(values).some((field) => field === 'urgent' || (fields[field] !== undefined && !fields[field].readOnly));
    if (editing && !(WORK_ORDER_OPEN as readonly string[]).includes(String(current.state))) throw conflict('workOrderClosed');
  },
};
