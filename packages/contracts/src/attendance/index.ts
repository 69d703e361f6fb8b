/** 考勤 (spec: base-data-and-billing.md §7 "Attendance"): rules, records, the monthly sheet and the staff app's calls. */
export * from './attendance.ts';
export * from './messages.ts';
