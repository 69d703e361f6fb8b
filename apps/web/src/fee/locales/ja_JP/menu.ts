/** 料金センター。 */
export const menu = {
  'toll-fee-item': '料金項目設定',
  'toll-late-fee': '延滞金設定',
  // 账单 and 批量生成 (issue 25, bills).
  'toll-fee-bill': '請求書管理',
  'toll-periodic-bills': '定期請求',
  'toll-temporary-bills': '臨時請求',
  'toll-paid-bills': '支払済み請求',
  'toll-void-details': '取消明細',
  'toll-uncollected-bills': '未収明細',
  'toll-fee-generate': '一括生成',
  'toll-arrears': '滞納一覧',
  'toll-statistics': '収納統計',
  'toll-cashier': 'レジ',
  'toll-fee-order': '収納記録',
  'toll-fee-audit': '返金・無効化審査',
  'toll-discount-rule': '割引ルール',
  // 发送催缴 (sendFeeNotice): the button of 账单管理 and of 欠费清单.
  'toll-fee-bill-notice': '督促を送信',
  'toll-arrears-notice': '督促を送信',
  // 催缴记录 and 催缴计划.
  'toll-notice-record': '督促記録',
  'toll-notice-plan': '督促計画',
};
