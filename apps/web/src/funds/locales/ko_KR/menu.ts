/** 사용자 자금. */
export const menu = {
  'toll-user-funds': '사용자 자금',
  'toll-funds-detail': '자금 내역',
  'toll-fund-config': '자금 설정',
};
