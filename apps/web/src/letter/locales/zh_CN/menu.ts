/** 站内信的菜单标题（`menu.<name>`，挂在“运营管理”下）。 */
export const menu = {
  operations: '运营管理',
  'operations-letter': '站内信',
  'operations-my-letter': '我的站内信',
};
