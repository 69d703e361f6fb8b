/** 料金センター。 */
export const menu = {
  'toll-fee-item': '料金項目設定',
  'toll-late-fee': '延滞金設定',
  'toll-cashier': 'レジ',
  'toll-fee-order': '収納記録',
  'toll-fee-audit': '返金・無効化審査',
};
