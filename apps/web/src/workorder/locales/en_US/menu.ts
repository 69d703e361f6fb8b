/** Work orders. */
export const menu = {
  operations: 'Operations',
  'operations-work-order': 'Work orders',
};
