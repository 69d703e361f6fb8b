/** 收費中心。 */
export const menu = {
  'toll-fee-item': '收費項設定',
  'toll-late-fee': '滯納金設定',
  // 账单 and 批量生成 (issue 25, bills).
  'toll-fee-bill': '帳單管理',
  'toll-periodic-bills': '週期性收費',
  'toll-temporary-bills': '臨時收費',
  'toll-paid-bills': '已繳帳單',
  'toll-void-details': '作廢明細',
  'toll-uncollected-bills': '未收明細',
  'toll-fee-generate': '批量生成',
  'toll-arrears': '欠費清單',
  'toll-statistics': '收費統計',
  'toll-cashier': '收銀台',
  'toll-fee-order': '收費訂單',
  'toll-fee-audit': '退費作廢審核',
  'toll-discount-rule': '優惠規則',
  // 发送催缴 (sendFeeNotice): the button of 账单管理 and of 欠费清单.
  'toll-fee-bill-notice': '傳送催繳',
  'toll-arrears-notice': '傳送催繳',
  // 催缴记录 and 催缴计划.
  'toll-notice-record': '催繳記錄',
  'toll-notice-plan': '催繳計劃',
};
