/** 仪表与抄表的菜单标题（`menu.<name>`，挂在“收费中心”下）。 */
export const menu = {
  'toll-meter': '仪表管理',
  'toll-meter-reading': '抄表记录',
};
