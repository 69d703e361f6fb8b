/** Menu titles of the base module (`menu.<name>`). */
export const menu = {
  base: 'Base data',
  'base-community': 'Communities',
};
