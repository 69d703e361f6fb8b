/** Menu titles of the community module (`menu.<name>`). */
export const menu = {
  'credits-shop': 'ポイントショップ',
  'credits-good': '商品管理',
  'credits-pick-up-address': '受取所管理',
};
