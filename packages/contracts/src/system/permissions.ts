/** Permission codes (`module:entity:action`), defined once: server routes declare them, the web app hides by them. */
export const PERMISSIONS = {
  dict: { list: 'system:dict:list', add: 'system:dict:add', edit: 'system:dict:edit', delete: 'system:dict:delete' },
  /** unlock: lift a lockout (the account's and every address's) from the login log page. */
  loginLog: { list: 'system:loginLog:list', unlock: 'system:loginLog:unlock' },
  operationLog: { list: 'system:operationLog:list' },
  file: { upload: 'system:file:upload' },
  /** list: the user list; area: set which communities a user's data scope covers (until the user screens exist). */
  user: { list: 'system:user:list', area: 'system:user:area' },
  /** settings: the tenant's login settings (two-factor login, captcha type, CAS base URL, special entries). */
  tenant: { settings: 'system:tenant:settings' },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionCode = Leaves<typeof PERMISSIONS>;

export const ALL_PERMISSION_CODES: PermissionCode[] = Object.values(PERMISSIONS).flatMap((group) => Object.values(group));
