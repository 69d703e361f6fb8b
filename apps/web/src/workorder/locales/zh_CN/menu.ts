/** 工单的菜单标题（`menu.<name>`）：运营管理分组与工单管理。 */
export const menu = {
  operations: '运营管理',
  'operations-work-order': '工单管理',
};
