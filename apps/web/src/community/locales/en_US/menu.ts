/** Menu titles of the community module (`menu.<name>`). */
export const menu = {
  'credits-shop': 'Credits shop',
  'credits-good': 'Products',
  'credits-pick-up-address': 'Pick-up points',
};
