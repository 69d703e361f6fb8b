/** 收費中心。 */
export const menu = {
  'toll-fee-item': '收費項設定',
  'toll-late-fee': '滯納金設定',
  'toll-arrears': '欠費清單',
  'toll-statistics': '收費統計',
};
