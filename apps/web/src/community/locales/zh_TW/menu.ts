/** Menu titles of the community module (`menu.<name>`). */
export const menu = {
  'credits-shop': '積分商城',
  'credits-good': '商品管理',
  'credits-pick-up-address': '自取點管理',
};
