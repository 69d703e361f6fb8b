import { PatrolJob, PatrolJobLog, PatrolLine, PatrolLinePoint, PatrolPoint, PatrolTask, PatrolType } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { entityTable } from '../platform/db/entity-table.ts';

const live = sql`del_flag = 0`;

export const patrolType = entityTable(PatrolType, { table: 'patrol_type', indexes: (t) => [index('patrol_type_list_idx').on(t.tenantId, t.areaId, t.sort).where(live)] });
/** 巡检点: the QR code's content is unique in the tenant (a scan names one point). */
export const patrolPoint = entityTable(PatrolPoint, { table: 'patrol_point', indexes: (t) => [uniqueIndex('patrol_point_code_uq').on(t.tenantId, t.pointCode).where(live)] });
export const patrolLine = entityTable(PatrolLine, { table: 'patrol_line' });
export const patrolLinePoint = entityTable(PatrolLinePoint, { table: 'patrol_line_point', indexes: (t) => [index('patrol_line_point_line_idx').on(t.tenantId, t.lineId, t.sort).where(live)] });
export const patrolJob = entityTable(PatrolJob, { table: 'patrol_job', indexes: (t) => [index('patrol_job_list_idx').on(t.tenantId, t.areaId, t.createTime).where(live)] });
/**
 * 巡检任务: one per plan and window start (a day's window): the unique index is what makes the daily job, a restart,
 * a second instance and a plan's save make a task once (INSERT … ON CONFLICT DO NOTHING).
 */
export const patrolTask = entityTable(PatrolTask, {
  table: 'patrol_task',
  indexes: (t) => [
    uniqueIndex('patrol_task_window_uq').on(t.tenantId, t.jobId, t.windowStart).where(live),
    index('patrol_task_day_idx').on(t.tenantId, t.taskDate, t.userId).where(live),
    index('patrol_task_list_idx').on(t.tenantId, t.areaId, t.windowStart).where(live),
  ],
});
/** 巡检记录: one check per task and point (the unique index backs the 409). */
export const patrolJobLog = entityTable(PatrolJobLog, {
  table: 'patrol_job_log',
  indexes: (t) => [
    uniqueIndex('patrol_job_log_point_uq').on(t.tenantId, t.taskId, t.pointId).where(live),
    index('patrol_job_log_list_idx').on(t.tenantId, t.areaId, t.checkTime).where(live),
  ],
});
