/** Menu titles of the community module (`menu.<name>`). */
export const menu = {
  'credits-shop': '포인트 상점',
  'credits-good': '상품 관리',
  'credits-pick-up-address': '수령처 관리',
};
