/** Permission codes (`module:entity:action`), defined once: server routes declare them, the web app hides by them. */
export const PERMISSIONS = {
  dict: { list: 'system:dict:list', add: 'system:dict:add', edit: 'system:dict:edit', delete: 'system:dict:delete' },
  /** unlock: lift a lockout (the account's and every address's) from the login log page. */
  loginLog: { list: 'system:loginLog:list', unlock: 'system:loginLog:unlock', export: 'system:loginLog:export', clean: 'system:loginLog:clean' },
  operationLog: { list: 'system:operationLog:list', export: 'system:operationLog:export', clean: 'system:operationLog:clean' },
  file: { upload: 'system:file:upload' },
  /**
   * list: the user list; area: set which communities a user's data scope covers; status: enable/disable;
   * resetPassword: set another user's password (changed at their next login); unlock: lift an account's lockout.
   */
  user: {
    list: 'system:user:list',
    add: 'system:user:add',
    edit: 'system:user:edit',
    delete: 'system:user:delete',
    status: 'system:user:status',
    resetPassword: 'system:user:resetpwd',
    unlock: 'system:user:unlock',
    area: 'system:user:area',
  },
  department: { list: 'system:department:list', add: 'system:department:add', edit: 'system:department:edit', delete: 'system:department:delete' },
  post: { list: 'system:post:list', add: 'system:post:add', edit: 'system:post:edit', delete: 'system:post:delete' },
  /** edit covers the role's menu grants (menu/save). */
  role: { list: 'system:role:list', add: 'system:role:add', edit: 'system:role:edit', delete: 'system:role:delete' },
  workGroup: { list: 'system:workGroup:list', add: 'system:workGroup:add', edit: 'system:workGroup:edit', delete: 'system:workGroup:delete' },
  org: { list: 'system:org:list', add: 'system:org:add', edit: 'system:org:edit', delete: 'system:org:delete' },
  /** The menu (async-route) editor. */
  menu: { list: 'system:menu:list', add: 'system:menu:add', edit: 'system:menu:edit', delete: 'system:menu:delete' },
  /**
   * settings: the tenant's login settings (two-factor login, captcha type, CAS base URL, special entries).
   * list/add/edit/status: the platform operator's tenant management (only the operator tenant grants them).
   */
  tenant: {
    settings: 'system:tenant:settings',
    list: 'system:tenant:list',
    add: 'system:tenant:add',
    edit: 'system:tenant:edit',
    status: 'system:tenant:status',
  },
  /** Online sessions: who is logged in, and force logout. */
  session: { list: 'system:session:list', forceLogout: 'system:session:logout' },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionCode = Leaves<typeof PERMISSIONS>;

export const ALL_PERMISSION_CODES: PermissionCode[] = Object.values(PERMISSIONS).flatMap((group) => Object.values(group));
