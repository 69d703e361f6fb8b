import { AttendanceRecord, AttendanceRule } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { entityTable } from '../platform/db/entity-table.ts';

const live = sql`del_flag = 0`;

/** 考勤规则: departments as a comma list of ids; positions in ten-thousandths of a degree. */
export const attendanceRule = entityTable(AttendanceRule, { table: 'attendance_rule' });
/**
 * 考勤记录: the list by clock time, a department's month (the sheet) and a staff member's day (the clock's 上班 or
 * 下班) each have their index.
 */
export const attendanceRecord = entityTable(AttendanceRecord, {
  table: 'attendance_record',
  indexes: (t) => [
    index('attendance_record_list_idx').on(t.tenantId, t.clockTime.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
    index('attendance_record_department_idx').on(t.tenantId, t.departmentId, t.attendDate).where(live),
    index('attendance_record_user_idx').on(t.tenantId, t.userId, t.attendDate).where(live),
  ],
});
