/** Menu titles by the menu's name (`menu.<name>`); a name without an entry shows the server's title. */
export const menu = {
  home: '首頁',
  system: '系統管理',
  'dict-management': '資料字典',
  'logging-login': '登入日誌',
  'logging-operation': '操作日誌',
  'self-edit': '個人中心',
};
