import type { ATTENDANCE_DICTIONARIES, AttendanceRecord, AttendanceRule } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../platform/resource/labels.ts';

/** The shape of the attendance module's texts in every language (zh_CN's derive from the definitions). */
export type AttendanceTexts = {
  attendanceRule: EntityTexts<typeof AttendanceRule>;
  attendanceRecord: EntityTexts<typeof AttendanceRecord>;
  dictValues: DictTexts<(typeof ATTENDANCE_DICTIONARIES)[number]>;
  /** 周一 … 周日 by ISO number. */
  weekdays: Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', string>;
  sheet: Record<
    'department' | 'pickDepartment' | 'month' | 'search' | 'export' | 'staffName' | 'workDays' | 'normalDays' | 'lateDays' | 'earlyDays' | 'absentDays' | 'outOfRange' | 'hint',
    string
  >;
};
