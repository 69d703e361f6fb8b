/** Menu titles of the base module (`menu.<name>`). */
export const menu = {
  base: '基礎データ',
  'base-community': '団地管理',
};
