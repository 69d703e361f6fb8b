/** Menu titles by the menu's name (`menu.<name>`); a name without an entry shows the server's title. */
export const menu = {
  home: '首页',
  system: '系统管理',
  'dict-management': '数据字典',
  'logging-login': '登录日志',
  'logging-operation': '操作日志',
  'self-edit': '个人中心',
};
