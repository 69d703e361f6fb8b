/** System administration's menu titles (`menu.<name>`). */
export const menu = {
  system: 'System',
  'dict-management': 'Data dictionary',
  'logging-login': 'Login log',
  'logging-operation': 'Operation log',
  'self-edit': 'My profile',
};
