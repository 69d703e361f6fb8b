/** 巡更巡检的菜单标题（`menu.<name>`）。 */
export const menu = {
  patrol: '巡更巡检',
  'patrol-type': '巡检类型',
  'patrol-point': '巡检点',
  'patrol-line': '巡检路线',
  'patrol-job': '巡检计划',
  'patrol-task': '巡检任务',
  'patrol-log': '巡检记录',
};
