/** Menu titles of the base module (`menu.<name>`). */
export const menu = {
  base: '基礎資料',
  'base-community': '社區管理',
};
