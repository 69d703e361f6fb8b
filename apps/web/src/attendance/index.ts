import { byLocale, defineModule } from '../platform/modules.ts';

/**
 * 考勤 (attendance): rules, the records the staff app's clocks write and the monthly sheet, under 运营管理
 * (docs/operations.md "Attendance").
 */
export const attendance = defineModule({
  name: 'attendance',
  pages: {
    'operations-attendance-rule': () => import('./rule/RulePage.tsx').then((m) => m.RulePage),
    'operations-attendance-record': () => import('./record/RecordPage.tsx').then((m) => m.RecordPage),
    'operations-attendance-sheet': () => import('./sheet/SheetPage.tsx').then((m) => m.SheetPage),
  },
  texts: byLocale(import.meta.glob('./locales/*/attendance.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.ATTENDANCE_ENTITIES),
  refTargets: {
    // A record's rule is named by its name.
    'attendance.attendanceRule': () => import('./entities.ts').then((m) => ({ entity: m.AttendanceRule, label: 'ruleName' })),
  },
});
