/** 巡更巡检 (spec: base-data-and-billing.md §2, §7 Patrol): types, points, lines, plans, tasks and records. */
export * from './patrol.ts';
export * from './messages.ts';
export * from './staff.ts';
