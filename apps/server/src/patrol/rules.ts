import { PATROL_WEEKDAYS, PATROL_WINDOW, PATROL_WINDOWS_MAX } from '@zhwy/contracts';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Record_ } from '../platform/crud.ts';
import type { Db } from '../platform/db/client.ts';
import type { EntityHooks } from '../platform/entity-service.ts';
import { validationFailed } from '../platform/errors.ts';
import { sqlScope } from '../platform/scope-sql.ts';
import { generateTasks } from './tasks.ts';
import { chinaDay } from '../platform/china-time.ts';

/** The community of a row of one of the module's tables (live, the tenant's), or null. */
const areaOf = async (tx: Db, tenantId: number, table: 'patrol_type' | 'patrol_point' | 'patrol_line', id: unknown): Promise<number | null> => {
  if (id == null) return null;
  const { rows } = await tx.execute<{ area_id: string }>(sql`SELECT area_id FROM ${sql.identifier(table)} WHERE ${sqlScope(null, { tenantId })} AND id = ${Number(id)}`);
  return rows[0] ? Number(rows[0].area_id) : null;
};

/** A reference to a row of another community than the row's own: 422 on the field. */
const sameCommunity = async (tx: Db, tenantId: number, merged: Record_, field: string, table: 'patrol_type' | 'patrol_line') => {
  const area = await areaOf(tx, tenantId, table, merged[field]);
  if (area !== null && area !== Number(merged.areaId)) throw validationFailed({ [field]: 'patrolNotInCommunity' });
};

/** `08:00-10:00,14:00-16:00` → minutes of the day [start, end) per window; null when malformed or a start is not before its end. */
export const windowsOf = (text: string): { start: string; end: string }[] | null => {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.length > PATROL_WINDOWS_MAX) return null;
  const windows = [];
  for (const part of parts) {
    if (!PATROL_WINDOW.test(part)) return null;
    const [start, end] = part.split('-') as [string, string];
    if (start >= end) return null;
    windows.push({ start, end });
  }
  return new Set(parts).size === parts.length ? windows : null;
};

/** 巡检点: the type of its community; its QR code's content made once, at create (random, unique in the tenant). */
export const pointRules: EntityHooks = {
  validate: async ({ tx, tenantId, current }, values) => {
    await sameCommunity(tx, tenantId, { ...current, ...values }, 'typeId', 'patrol_type');
  },
  beforeCreate: (_ctx, values) => {
    values.pointCode = `PT${crypto.randomBytes(12).toString('hex').toUpperCase()}`;
  },
};

/** A point of a line: a point of the line's community (422 `points.N.pointId`). */
export const linePointRules: EntityHooks = {
  validate: async ({ tx, tenantId, current }, values) => {
    const merged = { ...current, ...values };
    const line = await areaOf(tx, tenantId, 'patrol_line', merged.lineId);
    const point = await areaOf(tx, tenantId, 'patrol_point', merged.pointId);
    if (line !== null && point !== null && line !== point) throw validationFailed({ pointId: 'patrolNotInCommunity' });
  },
};

/**
 * 巡检计划: a line of its community; a staff member or a work group (or both); weekdays 1-7 without repeats; one to
 * six windows `HH:mm-HH:mm`, each starting before it ends; an end date not before the start. Once saved, today's
 * tasks of the plan are made at once (the daily job makes the next days'); a task already made stays as it is. A
 * deleted plan takes its tasks not begun along.
 */
export const jobRules: EntityHooks = {
  validate: async ({ tx, tenantId, current }, values) => {
    const merged = { ...current, ...values };
    await sameCommunity(tx, tenantId, merged, 'lineId', 'patrol_line');
    if (merged.userId == null && merged.workGroupId == null) throw validationFailed({ userId: 'patrolAssignee' });
    const days = String(merged.weekDays ?? '');
    if (!PATROL_WEEKDAYS.test(days) || new Set(days.split(',')).size !== days.split(',').length) throw validationFailed({ weekDays: 'patrolWeekDays' });
    if (!windowsOf(String(merged.windows ?? ''))) throw validationFailed({ windows: 'patrolWindows' });
    if (values.windows !== undefined) values.windows = String(values.windows).split(',').map((part) => part.trim()).join(',');
    const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v == null ? null : String(v).slice(0, 10));
    const start = day(merged.startDate);
    const end = day(merged.endDate);
    if (start && end && end < start) throw validationFailed({ endDate: 'patrolEndBeforeStart' });
  },
  afterWrite: async ({ tx, tenantId }, event) => {
    if (event.action === 'create' || event.action === 'update') await generateTasks(tx, tenantId, chinaDay(), Number(event.row.id));
    // A deleted plan's tasks not begun and not over go with it; those with checks, or past, stay as history.
    if (event.action === 'delete')
      await tx.execute(sql`UPDATE patrol_task SET del_flag = 1, update_time = now() WHERE ${sqlScope(null, { tenantId })} AND job_id = ${Number(event.before.id)} AND checked_count = 0 AND window_end > now()`);
  },
};
