import { ATTENDANCE_DICTIONARIES, ATTENDANCE_SHEET_EXPORT, AttendanceRecord, AttendanceRule, dictSeedOf, permissionOf } from '@zhwy/contracts';
import { entityMenu } from '../platform/entity-menu.ts';
import type { MenuSeed, ServerModule } from '../platform/module.ts';
import { registerAttendance } from './routes.ts';

/**
 * 考勤 (spec: base-data-and-billing.md §2, §7 "Attendance"; docs/operations.md "Attendance"): rules, the records the
 * staff app's clocks write, and the monthly sheet, under 运营管理 (`operations`, shared with the other operations
 * modules: the first module to define it owns the group).
 */
export const attendanceModule: ServerModule = {
  name: 'attendance',
  register: (app, deps) => {
    registerAttendance(app, deps);
  },
  // Under 运营管理, the operations group the letter module defines.
  menus: ([
    entityMenu(AttendanceRule, { name: 'operations-attendance-rule', url: '/operations/attendance-rule', icon: 'SettingOutlined' }),
    entityMenu(AttendanceRecord, { name: 'operations-attendance-record', url: '/operations/attendance-record', icon: 'FileSearchOutlined' }),
    {
      name: 'operations-attendance-sheet',
      title: '考勤月报',
      type: 'menu2',
      url: '/operations/attendance-sheet',
      icon: 'TableOutlined',
      component: 'operations-attendance-sheet',
      permissionCode: permissionOf(AttendanceRecord, 'list'),
      readOnly: true,
      children: [{ name: 'operations-attendance-sheet-export', title: '导出', type: 'button', permissionCode: ATTENDANCE_SHEET_EXPORT }],
    },
    ] satisfies MenuSeed[]
  ).map((item) => ({ ...item, parent: 'operations' })),
  dictionaries: ATTENDANCE_DICTIONARIES.map(dictSeedOf),
};
