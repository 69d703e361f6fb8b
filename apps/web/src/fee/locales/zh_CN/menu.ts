/** 收费中心的菜单标题（`menu.<name>`；根菜单“收费中心”由基础数据的文案给出）。 */
export const menu = {
  'toll-fee-item': '收费项设置',
  'toll-late-fee': '滞纳金设置',
  // 账单 and 批量生成 (issue 25, bills).
  'toll-fee-bill': '账单管理',
  'toll-periodic-bills': '周期性收费',
  'toll-temporary-bills': '临时收费',
  'toll-paid-bills': '已缴账单',
  'toll-void-details': '作废明细',
  'toll-uncollected-bills': '未收明细',
  'toll-fee-generate': '批量生成',
  'toll-arrears': '欠费清单',
  'toll-statistics': '收费统计',
  'toll-cashier': '收银台',
  'toll-fee-order': '收费订单',
  'toll-fee-audit': '退费作废审核',
  'toll-discount-rule': '优惠规则',
  // 发送催缴 (sendFeeNotice): the button of 账单管理 and of 欠费清单.
  'toll-fee-bill-notice': '发送催缴',
  'toll-arrears-notice': '发送催缴',
  // 催缴记录 and 催缴计划.
  'toll-notice-record': '催缴记录',
  'toll-notice-plan': '催缴计划',
};
