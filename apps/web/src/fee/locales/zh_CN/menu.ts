/** 收费中心的菜单标题（`menu.<name>`；根菜单“收费中心”由基础数据的文案给出）。 */
export const menu = {
  'toll-fee-item': '收费项设置',
  'toll-late-fee': '滞纳金设置',
  'toll-cashier': '收银台',
  'toll-fee-order': '收费订单',
  'toll-fee-audit': '退费作废审核',
};
