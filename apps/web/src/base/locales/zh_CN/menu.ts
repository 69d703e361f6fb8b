/** 基础数据的菜单标题（`menu.<name>`）。 */
export const menu = {
  base: '基础数据',
  'base-community': '小区管理',
};
