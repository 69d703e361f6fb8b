/** Toll centre. */
export const menu = {
  'toll-fee-item': 'Fee items',
  'toll-late-fee': 'Late fee settings',
  // 账单 and 批量生成 (issue 25, bills).
  'toll-fee-bill': 'Bills',
  'toll-periodic-bills': 'Periodic charges',
  'toll-temporary-bills': 'Temporary charges',
  'toll-paid-bills': 'Paid bills',
  'toll-void-details': 'Void details',
  'toll-uncollected-bills': 'Uncollected details',
  'toll-fee-generate': 'Batch generation',
  'toll-arrears': 'Arrears',
  'toll-statistics': 'Collection statistics',
  'toll-cashier': 'Cashier',
  'toll-fee-order': 'Payments',
  'toll-fee-audit': 'Refund and void review',
  'toll-discount-rule': 'Discount rules',
  // 发送催缴 (sendFeeNotice): the button of 账单管理 and of 欠费清单.
  'toll-fee-bill-notice': 'Send fee notice',
  'toll-arrears-notice': 'Send fee notice',
  // 催缴记录 and 催缴计划.
  'toll-notice-record': 'Fee notice records',
  'toll-notice-plan': 'Fee notice plans',
};
