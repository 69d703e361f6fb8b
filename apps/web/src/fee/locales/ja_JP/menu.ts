/** 料金センター。 */
export const menu = {
  'toll-fee-item': '料金項目設定',
  'toll-late-fee': '延滞金設定',
  'toll-arrears': '滞納一覧',
  'toll-statistics': '収納統計',
};
