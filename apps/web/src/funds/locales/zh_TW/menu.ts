/** 用戶資金。 */
export const menu = {
  'toll-user-funds': '用戶資金',
  'toll-funds-detail': '資金明細',
  'toll-fund-config': '資金配置',
};
