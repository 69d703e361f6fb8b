/** 系统管理的菜单标题（`menu.<name>`）。 */
export const menu = {
  system: '系统管理',
  'dict-management': '数据字典',
  'logging-login': '登录日志',
  'logging-operation': '操作日志',
  'user-area-management': '用户小区授权',
  'tenant-settings': '租户设置',
  'self-edit': '个人中心',
};
