/**
 * Keys of the log messages the web app words in the reader's language (`system.logMessages.<key>`), with the
 * parameters each takes. A key `catalogue.<validation key>` is worded from the validation catalogue instead
 * (VALIDATION_MESSAGES). The stored Chinese `message` stays what older rows and other clients read.
 */
export const LOG_MESSAGE_KEYS = {
  // Login log.
  loginSuccess: [],
  loginFailed: ['n'],
  accountLocked: ['minutes'],
  lockedNow: ['minutes'],
  tenantExpired: [],
  casLogin: [],
  casLogout: [],
  entryDisabled: [],
  // Operation log: an entity's generic calls (`entity` is '<module>.<name>', `title` its Chinese name).
  entityCreate: ['entity', 'title'],
  entityUpdate: ['entity', 'title'],
  entityDelete: ['entity', 'title'],
  entityDeleteMany: ['entity', 'title'],
  entityImport: ['entity', 'title'],
  entityExport: ['entity', 'title'],
  entityBatchCreate: ['entity', 'title'],
  entitySetField: ['entity', 'title', 'field', 'label'],
  entityTransition: ['entity', 'title', 'call', 'verb'],
  // Operation log: named calls.
  login: [],
  logout: [],
  changePassword: [],
  unlockAccount: [],
  editProfile: [],
  cleanLoginLog: ['days'],
  cleanOperationLog: ['days'],
  uploadFile: [],
  loginCity: [],
  loginAuto: [],
  loginAutoAreas: [],
  casLoginCall: [],
  editTenantSettings: [],
  createTenant: [],
  editTenant: [],
  tenantStatus: [],
  resetPassword: [],
  assignUserAreas: [],
  forceLogout: [],
  saveOrg: [],
  moveOrg: [],
  saveMenu: [],
  reorderMenu: [],
  deleteMenu: [],
  grantRoleMenus: [],
  // Base data: personal data read or exported unmasked (base/resident).
  residentUnmask: ['id'],
  residentExportUnmasked: [],
  // System: one operation-log row opened in clear (system/log/unmask.ts).
  operationLogUnmask: ['id'],
  // Base data: an SMS code sent to a resident's mobile (the mobile masked; never the code).
  residentCaptcha: ['mobile'],
  // Billing: 发送催缴 (fee/bills/notice.ts): the rooms asked for and the notices sent (no number, no name).
  feeNotice: ['rooms', 'sent'],
} as const satisfies Record<string, readonly string[]>;

export type LogMessageKey = keyof typeof LOG_MESSAGE_KEYS;

/** The login entries whose name prefixes a login-log message (`城市平台入口：登录成功`), by their stored Chinese name. */
export const LOGIN_ENTRY_NAMES = { '城市平台入口': 'city', '莱州自动登录入口': 'laiZhou' } as const;
