/** 수납 센터. */
export const menu = {
  'toll-fee-item': '요금 항목 설정',
  'toll-late-fee': '연체료 설정',
  // 账单 and 批量生成 (issue 25, bills).
  'toll-fee-bill': '청구서 관리',
  'toll-periodic-bills': '정기 청구',
  'toll-temporary-bills': '임시 청구',
  'toll-paid-bills': '납부 완료 청구',
  'toll-void-details': '무효 명세',
  'toll-uncollected-bills': '미수 명세',
  'toll-fee-generate': '일괄 생성',
  'toll-arrears': '연체 목록',
  'toll-statistics': '수납 통계',
  'toll-cashier': '수납 창구',
  'toll-fee-order': '수납 내역',
  'toll-fee-audit': '환불·무효 심사',
  'toll-discount-rule': '할인 규칙',
  // 发送催缴 (sendFeeNotice): the button of 账单管理 and of 欠费清单.
  'toll-fee-bill-notice': '납부 독촉',
  'toll-arrears-notice': '납부 독촉',
  // 催缴记录 and 催缴计划.
  'toll-notice-record': '독촉 기록',
  'toll-notice-plan': '독촉 계획',
};
