/** 考勤的菜单标题（`menu.<name>`，在“运营管理”下）。 */
export const menu = {
  operations: '运营管理',
  'operations-attendance-rule': '考勤规则',
  'operations-attendance-record': '考勤记录',
  'operations-attendance-sheet': '考勤月报',
};
