/** 수납 센터. */
export const menu = {
  'toll-fee-item': '요금 항목 설정',
  'toll-late-fee': '연체료 설정',
  'toll-arrears': '연체 목록',
  'toll-statistics': '수납 통계',
};
