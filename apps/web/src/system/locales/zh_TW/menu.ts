/** 系統管理的選單標題（`menu.<name>`）。 */
export const menu = {
  system: '系統管理',
  'dict-management': '資料字典',
  'logging-login': '登入日誌',
  'logging-operation': '操作日誌',
  'user-area-management': '使用者社區授權',
  'tenant-settings': '租戶設定',
  'self-edit': '個人中心',
};
