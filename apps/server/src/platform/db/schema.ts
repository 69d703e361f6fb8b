import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from './columns.ts';

/** A property company on the platform; chosen by the first label of the request's host. */
export const tenant = pgTable('tenant', {
  id: idColumn(),
  code: varchar('code', { length: 63 }).notNull().unique(),
  platformName: varchar('platform_name', { length: 100 }).notNull(),
  tenantIdStr: varchar('tenant_id_str', { length: 64 }).notNull(),
  doubleFactorLogin: boolean('double_factor_login').notNull().default(false),
  /** The login's captcha: 'blockPuzzle' (slider), 'clickWord', 'digit' or 'off' (CAPTCHA_ENABLED=false: off everywhere). */
  captchaType: varchar('captcha_type', { length: 16 }).notNull().default('blockPuzzle'),
  /** CAS single sign-on: the CAS server's base URL (e.g. https://cas.example.com/cas); '' when not configured. */
  casBaseUrl: varchar('cas_base_url', { length: 255 }).notNull().default(''),
  /** The special entries (city login, automatic login by address parameters): off unless enabled. */
  specialLoginEnabled: boolean('special_login_enabled').notNull().default(false),
  /** 0 enabled, 1 disabled */
  status: smallint('status').notNull().default(0),
  expireAt: timestamp('expire_at', { withTimezone: true }),
  icpNumber: varchar('icp_number', { length: 64 }).notNull().default(''),
  securityNumber: varchar('security_number', { length: 64 }).notNull().default(''),
  /** Bumped by triggers whenever the tenant's menus, roles or grants change: cached access is keyed by it. */
  accessVersion: bigint('access_version', { mode: 'number' }).notNull().default(0),
  ...auditColumns(),
});

/** Short-lived shared state (login attempts, lockouts, duplicate-submit window, rate limits) when Redis is absent. */
export const kvStore = pgTable(
  'kv_store',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kv_store_expires_idx').on(t.expiresAt)],
);

/** Platform-wide settings generated at first start (e.g. the AES transport key when none is configured). */
export const platformSetting = pgTable('platform_setting', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});

export type TenantRow = typeof tenant.$inferSelect;

/**
 * The communities (com_area ids) a user is assigned: their data scope. The built-in administrator role sees the
 * whole tenant whatever is listed here; anyone else sees only these communities' rows of scoped entities.
 */
export const sysUserArea = pgTable(
  'sys_user_area',
  {
    tenantId: tenantColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    areaId: bigint('area_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.areaId] }), index('sys_user_area_area_idx').on(t.tenantId, t.areaId)],
);

/**
 * The modules' scheduled jobs, one row per run (per tenant for a job that runs tenant by tenant): platform/jobs.ts.
 * `slot` is the scheduled time the run serves, so instances that wake for the same slot run it once.
 */
export const sysJobRun = pgTable(
  'sys_job_run',
  {
    id: idColumn(),
    job: varchar('job', { length: 100 }).notNull(),
    /** null: a run over the whole platform. */
    tenantId: bigint('tenant_id', { mode: 'number' }),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** running, ok or failed (a row left running: its instance stopped mid-run). */
    outcome: varchar('outcome', { length: 16 }).notNull(),
    message: text('message').notNull().default(''),
    rowsAffected: integer('rows_affected'),
  },
  (t) => [index('sys_job_run_job_slot_idx').on(t.job, t.slot)],
);

/**
 * The history of entities' transitions (an article's review, later a complaint's or a work order's steps): one row per
 * transition made through an entity service, written in the transition's transaction (platform/entity-service.ts).
 */
export const sysEntityTransition = pgTable(
  'sys_entity_transition',
  {
    id: idColumn(),
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    /** '<module>.<name>' of the entity. */
    entity: varchar('entity', { length: 100 }).notNull(),
    rowId: bigint('row_id', { mode: 'number' }).notNull(),
    /** The call's name (verify) or, for an unnamed one, its field. */
    action: varchar('action', { length: 64 }).notNull(),
    fromValue: varchar('from_value', { length: 32 }),
    toValue: varchar('to_value', { length: 32 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    /**
     * The transition's own fields as sent (a rejection's reason, an assignee's id), in their JSON form; null when it
     * declares none (migration 0029).
     */
    fields: jsonb('fields').$type<Record<string, unknown>>(),
    createBy: bigint('create_by', { mode: 'number' }),
    /**
     * The account name (登录名) of who made it, as the operation log keeps it: the history names them to every reader
     * of the row, who may not read the user list; null for a module's own call (a job).
     */
    createByName: varchar('create_by_name', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_entity_transition_row_idx').on(t.tenantId, t.entity, t.rowId, t.id)],
);
