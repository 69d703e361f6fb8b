/** User funds. */
export const menu = {
  'toll-user-funds': 'User funds',
  'toll-funds-detail': 'Funds movements',
  'toll-fund-config': 'Fund settings',
};
