/** 수납 센터. */
export const menu = {
  'toll-fee-item': '요금 항목 설정',
  'toll-late-fee': '연체료 설정',
  'toll-cashier': '수납 창구',
  'toll-fee-order': '수납 내역',
  'toll-fee-audit': '환불·무효 심사',
};
