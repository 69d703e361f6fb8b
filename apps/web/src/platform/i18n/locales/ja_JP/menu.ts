/** Menu titles by the menu's name (`menu.<name>`); a name without an entry shows the server's title. */
export const menu = {
  home: 'ホーム',
  system: 'システム管理',
  'dict-management': 'データ辞書',
  'logging-login': 'ログイン履歴',
  'logging-operation': '操作履歴',
  'self-edit': 'マイページ',
};
