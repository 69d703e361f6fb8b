/** Toll centre. */
export const menu = {
  'toll-fee-item': 'Fee items',
  'toll-late-fee': 'Late fee settings',
  'toll-cashier': 'Cashier',
  'toll-fee-order': 'Payments',
  'toll-fee-audit': 'Refund and void review',
};
