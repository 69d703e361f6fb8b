/** Toll centre. */
export const menu = {
  'toll-fee-item': 'Fee items',
  'toll-late-fee': 'Late fee settings',
  'toll-arrears': 'Arrears',
  'toll-statistics': 'Collection statistics',
};
