/** Menu titles by the menu's name (`menu.<name>`); a name without an entry shows the server's title. */
export const menu = {
  home: 'Home',
  system: 'System',
  'dict-management': 'Data dictionary',
  'logging-login': 'Login log',
  'logging-operation': 'Operation log',
  'self-edit': 'My profile',
};
