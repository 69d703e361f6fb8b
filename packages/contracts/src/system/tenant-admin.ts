/**
 * The platform operator's tenant management and the online sessions (issue 12): the calls' shapes, shared by the
 * server's validation and the web forms. The spec has no such screens: names follow its `zhwy_admin/…` style.
 */
import { z } from 'zod';
import { TENANT_CAPTCHA_TYPES } from './tenant-settings.ts';

/** A tenant's code is the first label of its host name (`acme` → acme.example.com). */
export const TENANT_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
export const TENANT_NAME_MAX = 100;
export const TENANT_ID_STR_MAX = 64;
export const TENANT_ICP_MAX = 64;
export const TENANT_ADMIN_USERNAME_MAX = 64;
/** A first administrator's account name: letters, digits and _ . @ - (what a person can type at the login). */
export const TENANT_ADMIN_USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
/** The expiry notice turns red this many days ahead (and once expired). */
export const TENANT_EXPIRY_WARN_DAYS = 30;
/** Mainland mobile number (the SMS two-factor login's). */
const MOBILE = /^1[3-9]\d{9}$/;

const text = (max: number) => z.string().trim().min(1).max(max);
/** `2027-12-31`: the tenant expires at the end of that day (China Standard Time); null: never. */
const expiryDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+08:00`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'invalid')
  .nullable();

export const TenantAdminQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(13),
    /** Contains, case-insensitive. */
    code: z.string().trim().max(63).optional(),
    /** Contains, case-insensitive. */
    platformName: z.string().trim().max(TENANT_NAME_MAX).optional(),
  })
  .strict();
export type TenantAdminQuery = z.infer<typeof TenantAdminQuery>;

export const TenantAdminRow = z.object({
  id: z.number(),
  code: z.string(),
  platformName: z.string(),
  tenantIdStr: z.string(),
  icpNumber: z.string(),
  doubleFactorLogin: z.boolean(),
  captchaType: z.enum(TENANT_CAPTCHA_TYPES),
  /** 0 enabled, 1 disabled. */
  status: z.number(),
  /** `YYYY-MM-DD` (China Standard Time), null: never expires. */
  expireAt: z.string().nullable(),
  /** Whole days until expiry (negative once expired), null: never expires. */
  daysLeft: z.number().nullable(),
  userCount: z.number(),
  createTime: z.string(),
  /** The operator's own tenant (cannot be disabled). */
  operator: z.boolean(),
});
export type TenantAdminRow = z.infer<typeof TenantAdminRow>;

const settingsFields = {
  platformName: text(TENANT_NAME_MAX),
  expireAt: expiryDate,
  icpNumber: z.string().trim().max(TENANT_ICP_MAX).default(''),
  doubleFactorLogin: z.boolean().default(false),
  captchaType: z.enum(TENANT_CAPTCHA_TYPES).default('blockPuzzle'),
};

export const TenantCreate = z
  .object({
    code: z.string().trim().min(1).max(63).regex(TENANT_CODE_PATTERN, 'tenantCode'),
    tenantIdStr: text(TENANT_ID_STR_MAX),
    ...settingsFields,
    expireAt: expiryDate.default(null),
    adminUsername: text(TENANT_ADMIN_USERNAME_MAX).regex(TENANT_ADMIN_USERNAME_PATTERN, 'invalid').default('admin'),
    /** The first administrator's mobile: required when two-factor login is on (the code goes there). */
    adminMobile: z.string().trim().regex(MOBILE, 'mobile').optional(),
  })
  .strict();
export type TenantCreate = z.input<typeof TenantCreate>;

/** Edit and renew: any of the settings (unknown fields refused). */
export const TenantUpdate = z.object(settingsFields).partial().strict();
export type TenantUpdate = z.input<typeof TenantUpdate>;

export const TenantStatusChange = z.object({ status: z.union([z.literal(0), z.literal(1)]) }).strict();

/** What creating a tenant answers once: its first administrator's account and initial password. */
export const TenantCreated = z.object({ tenant: TenantAdminRow, username: z.string(), password: z.string() });
export type TenantCreated = z.infer<typeof TenantCreated>;

/** Online sessions of the caller's tenant. */
export const OnlineSessionQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(13),
    /** Account name contains (case-insensitive). */
    username: z.string().trim().max(64).optional(),
    /** IP address starts with. */
    ip: z.string().trim().max(64).optional(),
  })
  .strict();
export type OnlineSessionQuery = z.infer<typeof OnlineSessionQuery>;

export const OnlineSessionRow = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  /** Family and given name. */
  name: z.string(),
  /** The tenant's host label. */
  tenantCode: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** ISO timestamps. */
  loginTime: z.string(),
  lastActiveTime: z.string(),
  rememberMe: z.boolean(),
  /** The caller's own session (cannot be forced out from here: log out instead). */
  current: z.boolean(),
});
export type OnlineSessionRow = z.infer<typeof OnlineSessionRow>;
