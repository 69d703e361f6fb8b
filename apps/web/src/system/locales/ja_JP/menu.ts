/** システム管理のメニュー名（`menu.<name>`）。 */
export const menu = {
  system: 'システム管理',
  'dict-management': 'データ辞書',
  'logging-login': 'ログイン履歴',
  'logging-operation': '操作履歴',
  'user-area-management': 'ユーザーの団地権限',
  'tenant-settings': 'テナント設定',
  'self-edit': 'マイページ',
};
