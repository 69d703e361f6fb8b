import { z } from 'zod';
import { actionCode } from '../platform/action-codes.ts';
import { crudPaths } from '../platform/crud-paths.ts';
import { defineEntity } from '../platform/entity.ts';
import { idSchema } from '../platform/field-values.ts';
import { date, datetime, decimal, defineDict, enumOf, int, ref, refs, text } from '../platform/fields.ts';
import { createTime, remark } from '../platform/presets.ts';

/**
 * 考勤 (spec: base-data-and-billing.md §2 "Attendance and attendance rules", §7 "Attendance"; docs/operations.md
 * "Attendance"): a rule per group of departments (working days, hours, the place and radius of the clock-in, the
 * late and early thresholds), the records the staff app's clock-ins write, and a monthly sheet per department.
 * Positions are degrees with four decimals (held as ten-thousandths, ±5.5 m), distances whole metres.
 */

export const ATTENDANCE_RULE_STATE = defineDict('attendance_rule_state', '考勤规则状态', { '1': '启用', '0': '停用' }, { '1': 'success', '0': 'default' });
/** 打卡类型: the day's first clock is 上班, every later one 下班 (the last of them counts). */
export const ATTENDANCE_CLOCK_TYPE = defineDict('attendance_clock_type', '打卡类型', { '1': '上班', '2': '下班' });
/** 考勤状态 of one clock: on time, late (上班 after start + threshold), early (下班 before end − threshold), or on a day outside the rule's days. */
export const ATTENDANCE_STATUS = defineDict('attendance_status', '考勤状态', { '1': '正常', '2': '迟到', '3': '早退', '4': '非工作日' }, { '1': 'success', '2': 'warning', '3': 'warning', '4': 'default' });
/** Whether the clock was within the rule's radius of its place. */
export const ATTENDANCE_RANGE = defineDict('attendance_range', '打卡范围', { '1': '范围内', '0': '范围外' }, { '1': 'success', '0': 'error' });

/** `HH:mm`, 00:00 – 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Days of the week as ISO numbers (1 Monday … 7 Sunday), a comma list in order: `1,2,3,4,5`. */
export const WORK_DAYS_PATTERN = /^[1-7](,[1-7]){0,6}$/;
export const ATTENDANCE_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const Z = '/api/zhwy';

/** 考勤规则: which departments it covers (a department in one enabled rule at most), when and where they clock. */
export const AttendanceRule = defineEntity({
  module: 'attendance',
  name: 'attendanceRule',
  title: '考勤规则',
  permission: 'attendance:rule',
  // The spec's create and modify beside the generic paths (`/api/zhwy/attendanceRule`, PUT, `/:id`, DELETE).
  paths: crudPaths(`${Z}/attendanceRule`, { list: `${Z}/attendanceRuleList` }),
  calls: [
    { style: 'create', method: 'POST', path: `${Z}/attendanceRule/attendanceRule` },
    { style: 'update', method: 'POST', path: `${Z}/modifyAttendanceRule` },
  ],
  fields: {
    ruleName: text('规则名称', 50, { required: true, search: 'contains', sortable: true, unique: true }),
    departmentIds: refs('system.department', '适用部门', 500, { required: true, column: true }),
    workDays: text('工作日', 13, { required: true, default: '1,2,3,4,5' }),
    startTime: text('上班时间', 5, { required: true, default: '09:00' }),
    endTime: text('下班时间', 5, { required: true, default: '18:00' }),
    lateMinutes: int('迟到阈值（分钟）', { required: true, min: 0, max: 240, default: 0 }),
    earlyMinutes: int('早退阈值（分钟）', { required: true, min: 0, max: 240, default: 0 }),
    address: text('打卡地点', 100, { required: true }),
    longitude: decimal('经度', { required: true, places: 4, min: -1_800_000, max: 1_800_000, column: 'optional' }),
    latitude: decimal('纬度', { required: true, places: 4, min: -900_000, max: 900_000, column: 'optional' }),
    radius: int('打卡半径（米）', { required: true, min: 10, max: 5000, default: 300 }),
    state: enumOf(ATTENDANCE_RULE_STATE, '状态', { required: true, default: '1', search: 'equals' }),
    remark: remark(200),
    createTime: createTime('创建时间', { column: 'optional' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
});

/**
 * 考勤记录: one clock of a staff member, written by the staff app's call only (never by a form), with what was
 * decided at that moment (its rule, type, status, range and distance). Names are masked for every reader.
 */
export const AttendanceRecord = defineEntity({
  module: 'attendance',
  name: 'attendanceRecord',
  title: '考勤记录',
  permission: 'attendance:record',
  paths: { list: `${Z}/attendanceRecordList`, item: `${Z}/attendanceRecord/:id` },
  calls: [
    { style: 'deleteMany', method: 'POST', path: `${Z}/attendanceRecord/removeAttendanceRecord/:ids` },
    { style: 'export', method: 'GET', path: `${Z}/attendanceRecord/export`, fileName: '考勤记录' },
  ],
  fields: {
    userId: ref('system.user', '员工', { readOnly: true, search: 'equals', column: false }),
    staffName: text('员工姓名', 50, { readOnly: true, search: 'contains', mask: 'name' }),
    departmentId: ref('system.department', '部门', { readOnly: true, search: 'equals', historical: true }),
    ruleId: ref('attendance.attendanceRule', '考勤规则', { readOnly: true, search: 'equals', historical: true, column: 'optional' }),
    attendDate: date('考勤日期', { readOnly: true, search: 'range', sortable: true }),
    clockType: enumOf(ATTENDANCE_CLOCK_TYPE, '打卡类型', { readOnly: true, search: 'equals' }),
    clockTime: datetime('打卡时间', { readOnly: true, sortable: true }),
    status: enumOf(ATTENDANCE_STATUS, '考勤状态', { readOnly: true, search: 'equals' }),
    inRange: enumOf(ATTENDANCE_RANGE, '打卡范围', { readOnly: true, search: 'equals' }),
    distance: int('距离（米）', { readOnly: true }),
    longitude: decimal('经度', { readOnly: true, places: 4, column: 'optional' }),
    latitude: decimal('纬度', { readOnly: true, places: 4, column: 'optional' }),
  },
  defaultSort: { field: 'clockTime', order: 'desc' },
  softDelete: true,
  searchForm: ['staffName', 'departmentId', 'attendDate', 'status'],
});

/** The monthly sheet's export (its own button beside the sheet). */
export const ATTENDANCE_SHEET_EXPORT = actionCode(AttendanceRecord, 'export');

export const ATTENDANCE_PATHS = {
  monthlySheet: `${Z}/attendanceRecord/monthlySheet`,
  monthlyExport: `${Z}/attendanceRecord/monthlyExport`,
  /** The staff app's calls: the caller's own clock and day, with the console's bearer token. */
  clock: '/api/staff/attendance/clock',
  today: '/api/staff/attendance/today',
} as const;

/** A department's month (`YYYY-MM`). */
export const monthlySheetQuery = z.object({ departmentId: idSchema, month: z.string().regex(ATTENDANCE_MONTH_PATTERN, { error: 'invalid' }) }).strict();
export type MonthlySheetQuery = z.infer<typeof monthlySheetQuery>;

/** One staff member's month: working days so far, and how many of them were on time, late, left early or absent. */
export const monthlySheetRow = z.object({
  userId: z.number(),
  staffName: z.string(),
  workDays: z.number(),
  normalDays: z.number(),
  lateDays: z.number(),
  earlyDays: z.number(),
  absentDays: z.number(),
  outOfRange: z.number(),
});
export type MonthlySheetRow = z.infer<typeof monthlySheetRow>;

/** The staff app's clock: where the caller is. `at` (an ISO time) is accepted only by a server run with TEST_HOOKS. */
export const clockBody = z
  .object({
    longitude: z.number({ error: 'required' }).min(-180, { error: 'minValue' }).max(180, { error: 'maxValue' }),
    latitude: z.number({ error: 'required' }).min(-90, { error: 'minValue' }).max(90, { error: 'maxValue' }),
    at: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
  })
  .strict();
export type ClockBody = z.infer<typeof clockBody>;

export const ATTENDANCE_DICTIONARIES = [ATTENDANCE_RULE_STATE, ATTENDANCE_CLOCK_TYPE, ATTENDANCE_STATUS, ATTENDANCE_RANGE];
