/** 用户资金的菜单标题（`menu.<name>`；挂在收费中心下）。 */
export const menu = {
  'toll-user-funds': '用户资金',
  'toll-funds-detail': '资金明细',
  'toll-fund-config': '资金配置',
};
