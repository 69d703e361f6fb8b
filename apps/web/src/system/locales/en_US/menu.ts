/** System administration's menu titles (`menu.<name>`). */
export const menu = {
  system: 'System',
  'dict-management': 'Data dictionary',
  'logging-login': 'Login log',
  'logging-operation': 'Operation log',
  'user-area-management': 'User communities',
  'tenant-settings': 'Tenant settings',
  'self-edit': 'My profile',
};
