/** 社区服务的菜单标题（`menu.<name>`）。 */
export const menu = {
  'credits-shop': '积分商城',
  'credits-good': '商品管理',
  'credits-pick-up-address': '自提点管理',
};
