import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ComDepartment, LoginLog, OperationLog, SysDict, SysDictItem, SysPost, SysWorkGroup } from '@zhwy/contracts';
import { auditColumns, delFlagColumn, idColumn, tenantColumn } from '../platform/db/columns.ts';
import { entityTable } from '../platform/db/entity-table.ts';

export const sysUser = pgTable(
  'sys_user',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    username: varchar('username', { length: 64 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    /** The password must be changed at next login (seeded or reset by an administrator). */
    passwordInitial: boolean('password_initial').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    familyName: varchar('family_name', { length: 50 }),
    name: varchar('name', { length: 50 }),
    mobile: varchar('mobile', { length: 20 }),
    email: varchar('email', { length: 100 }),
    /** Avatar: the cropped square image as a data URL (at most 256000 characters, spec §9), or null. */
    imgPath: text('img_path'),
    /** Personal description title and text (个人说明; the text at most 200 characters). */
    discTitle: varchar('disc_title', { length: 100 }),
    discDetail: varchar('disc_detail', { length: 200 }),
    /** 0 enabled, 1 disabled */
    status: smallint('status').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    registerTime: timestamp('register_time', { withTimezone: true }).notNull().defaultNow(),
    /** '1' male, '2' female (spec: sex). */
    sex: varchar('sex', { length: 1 }),
    /** Staff number (工号). */
    userNo: varchar('user_no', { length: 50 }),
    /** The post (sys_post id); the list shows its name as `poster`. */
    postId: bigint('post_id', { mode: 'number' }),
    /** The department (com_department id) and its path from the top, comma joined (the form's cascader value). */
    departmentId: bigint('department_id', { mode: 'number' }),
    departmentIds: varchar('department_ids', { length: 500 }),
    /** 1: the department's SMS contact person (设为短信联系人). */
    isContact: smallint('is_contact').notNull().default(0),
    delFlag: delFlagColumn(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sys_user_tenant_username_uq').on(t.tenantId, t.username).where(sql`del_flag = 0`),
    index('sys_user_department_idx').on(t.tenantId, t.departmentId),
  ],
);

export const sysRole = pgTable(
  'sys_role',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    roleExtent: varchar('role_extent', { length: 200 }),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    icon: varchar('icon', { length: 100 }),
    /** Seeded administrator role: always holds every menu of the tenant. */
    builtinAdmin: boolean('builtin_admin').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('sys_role_tenant_idx').on(t.tenantId)],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('sys_user_role_uq').on(t.userId, t.roleId), index('sys_user_role_role_idx').on(t.roleId)],
);

export const sysMenu = pgTable(
  'sys_menu',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    name: varchar('name', { length: 100 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    icon: varchar('icon', { length: 100 }),
    url: varchar('url', { length: 200 }),
    type: varchar('type', { length: 20 }).notNull(),
    component: varchar('component', { length: 100 }),
    orderby: integer('orderby').notNull().default(1),
    permissionCode: varchar('permission_code', { length: 100 }),
    ...auditColumns(),
  },
  (t) => [index('sys_menu_tenant_idx').on(t.tenantId, t.parentId, t.orderby)],
);

/** Role grants; half-checked parents are stored explicitly so tree grants survive edits (RuoYi-Vue #143). */
export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    menuId: bigint('menu_id', { mode: 'number' }).notNull(),
    halfChecked: boolean('half_checked').notNull().default(false),
  },
  (t) => [uniqueIndex('sys_role_menu_uq').on(t.roleId, t.menuId), index('sys_role_menu_menu_idx').on(t.menuId)],
);

/** Login sessions; only a SHA-256 of the token is stored. */
export const sysSession = pgTable(
  'sys_session',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    idleMinutes: integer('idle_minutes').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    /**
     * The login answered passwordStatus 1 (initial or weak password): until the password is changed, the session
     * may call only the routes that declare `beforePasswordChange` (platform/auth.ts).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The login asked to be remembered (rememberme 1): the longer lifetime. Shown on the online-sessions page. */
    rememberMe: boolean('remember_me').notNull().default(false),
  },
  (t) => [
    index('sys_session_user_idx').on(t.userId),
    // The online-sessions page: a tenant's unrevoked sessions that have not expired (expired ones stay in the table).
    index('sys_session_live_idx').on(t.tenantId, t.expiresAt).where(sql`revoked_at IS NULL`),
  ],
);

/**
 * The scrypt hashes of a user's replaced passwords, newest first by id: with the current one (sys_user) the last
 * PASSWORD_HISTORY passwords, which a change may not reuse. Older rows are deleted on each change.
 */
export const sysPasswordHistory = pgTable(
  'sys_password_history',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_password_history_user_idx').on(t.tenantId, t.userId, t.id)],
);

/** Log rows are written by the platform, not through the entity's calls: the columns keep their own types. */
const logColumns = {
  time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  /** 0 success, 1 failure */
  status: smallint('status').notNull(),
};

export const sysLoginLog = entityTable(LoginLog, {
  table: 'sys_login_log',
  audit: false,
  columns: { userName: varchar('user_name', { length: 64 }).notNull(), ...logColumns },
  indexes: (t) => [
    // `ORDER BY time DESC, id DESC` (the list's default) walks this index; DESC NULLS LAST could not serve it.
    // The searchable columns ride along, so a filtered page is found by an index-only scan (see listEntity).
    index('sys_login_log_list_idx').on(t.tenantId, t.time.desc().nullsFirst(), t.id.desc().nullsFirst(), t.userName, t.status),
    index('sys_login_log_user_trgm_idx').using('gin', sql`lower(${t.userName}) gin_trgm_ops`),
  ],
});

export const sysOperationLog = entityTable(OperationLog, {
  table: 'sys_operation_log',
  audit: false,
  columns: {
    userId: bigint('user_id', { mode: 'number' }),
    username: varchar('username', { length: 64 }).notNull().default(''),
    method: varchar('method', { length: 10 }).notNull(),
    uri: varchar('uri', { length: 500 }).notNull(),
    params: text('params'),
    durationMs: integer('duration_ms'),
    ...logColumns,
  },
  indexes: (t) => [
    // `ORDER BY time DESC, id DESC` (the list's default) walks this index; DESC NULLS LAST could not serve it.
    // The user name and status ride along, so a page filtered by them is found by an index-only scan (see listEntity).
    index('sys_operation_log_list_idx').on(t.tenantId, t.time.desc().nullsFirst(), t.id.desc().nullsFirst(), t.username, t.status),
    index('sys_operation_log_user_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
  ],
});

/**
 * Rows of sys_operation_log per (tenant, username), kept exact by statement triggers on the log (migration
 * 0002): the list's recordsTotal for no filter or a username filter sums at most one row per user instead of
 * counting up to millions of log rows.
 */
export const sysOperationLogCount = pgTable(
  'sys_operation_log_count',
  {
    tenantId: tenantColumn(),
    username: varchar('username', { length: 64 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.username] }),
    index('sys_operation_log_count_user_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
  ],
);

export const sysDict = entityTable(SysDict, { table: 'sys_dict', uniqueNames: { dictCode: 'sys_dict_code_uq' } });

export const sysDictItem = entityTable(SysDictItem, {
  table: 'sys_dict_item',
  // One live item per value of a dictionary (value is `unique: { within: ['dictCode'] }`): sys_dict_item_value_uq.
  uniqueNames: { value: 'sys_dict_item_value_uq', label: 'sys_dict_item_label_uq' },
  indexes: (t) => [index('sys_dict_item_code_idx').on(t.tenantId, t.dictCode, t.sort)],
});

export const sysFile = pgTable(
  'sys_file',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    storageKey: varchar('storage_key', { length: 100 }).notNull().unique(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    ...auditColumns(),
  },
);

/** Departments (部门): a tree per tenant, see ComDepartment. */
export const comDepartment = entityTable(ComDepartment, {
  table: 'com_department',
  columns: {
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    ancestors: varchar('ancestors', { length: 500 }).notNull().default('0'),
  },
  uniqueNames: { departmentName: 'com_department_name_uq' },
  indexes: (t) => [index('com_department_parent_idx').on(t.tenantId, t.parentId, t.orderby)],
});

/** Posts (岗位). */
export const sysPost = entityTable(SysPost, { table: 'sys_post' });

/** Work groups (工作组) and their staff. */
export const sysWorkGroup = entityTable(SysWorkGroup, {
  table: 'sys_work_group',
  columns: { orgId: bigint('org_id', { mode: 'number' }) },
  indexes: (t) => [index('sys_work_group_list_idx').on(t.tenantId, t.createTime)],
});

export const sysWorkGroupUser = pgTable(
  'sys_work_group_user',
  {
    tenantId: tenantColumn(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('sys_work_group_user_user_idx').on(t.tenantId, t.userId)],
);

/**
 * Organisations (组织): a tree under the virtual root 0 (组织管理, not stored), ordered by orderby among siblings,
 * each with its people and work groups. Deleting a node deletes its subtree (spec: 'including child nodes').
 */
export const sysOrg = pgTable(
  'sys_org',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    orgName: varchar('org_name', { length: 50 }).notNull(),
    description: varchar('description', { length: 200 }),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    orderby: integer('orderby').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [index('sys_org_parent_idx').on(t.tenantId, t.parentId, t.orderby)],
);

export const sysOrgUser = pgTable(
  'sys_org_user',
  {
    tenantId: tenantColumn(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('sys_org_user_user_idx').on(t.tenantId, t.userId)],
);

export const sysOrgWorkGroup = pgTable(
  'sys_org_work_group',
  {
    tenantId: tenantColumn(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.groupId] }), index('sys_org_work_group_group_idx').on(t.tenantId, t.groupId)],
);
