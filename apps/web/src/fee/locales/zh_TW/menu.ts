/** 收費中心。 */
export const menu = {
  'toll-fee-item': '收費項設定',
  'toll-late-fee': '滯納金設定',
  'toll-cashier': '收銀台',
  'toll-fee-order': '收費訂單',
  'toll-fee-audit': '退費作廢審核',
};
