/** Menu titles of the base module (`menu.<name>`). */
export const menu = {
  base: '기초 데이터',
  'base-community': '단지 관리',
};
