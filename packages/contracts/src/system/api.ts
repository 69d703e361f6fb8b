import { z } from 'zod';

/** The envelope of calls that are neither paged lists nor given a shape by the spec: `{code, msg, data}`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });

/** Every error: real HTTP status, plus this body. `fields` maps a bad field to a message the form shows. */
export const ErrorBody = z.object({
  code: z.number(),
  msg: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  attempts: z.number().optional(),
  lockoutTime: z.number().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Business codes carried in `code` when the HTTP status alone does not say enough. */
export const ERROR_CODES = {
  tenantUnavailable: 1001,
  duplicateSubmit: 1002,
  userDisabled: 1003,
  accountLocked: 1004,
  badCredentials: 1005,
  passwordRule: 1006,
  rateLimited: 1007,
  /** 403: the session's login answered passwordStatus 1 (initial or weak password); only the password change and the calls of the forced-change page are served until the change. */
  passwordChangeRequired: 1008,
} as const;

export const TenantInfo = z.object({
  code: z.string(),
  platformName: z.string(),
  tenantIdStr: z.string(),
  doubleFactorLogin: z.boolean(),
  icpNumber: z.string(),
  /** Key of the AES password transport (PASSWORD_AES_KEY): obfuscation on the wire, not a secret from the browser. */
  passwordKey: z.string(),
  /** The captcha the login page shows: the tenant's setting, 'off' everywhere with CAPTCHA_ENABLED=false (captcha.ts). */
  captchaType: z.enum(['blockPuzzle', 'clickWord', 'digit', 'off']),
  /** RSA option (PASSWORD_RSA): base64 SPKI of the key passwords are encrypted with (RSA-OAEP, SHA-256, sent as `rsa:<base64>`); null: AES. */
  passwordPublicKey: z.string().nullable(),
  /** CAS single sign-on: the CAS server's base URL, '' when the tenant has none (the login page then shows no selector). */
  casBaseUrl: z.string(),
});
export type TenantInfo = z.infer<typeof TenantInfo>;

export const ExpiryInfo = z.object({ days: z.number(), hours: z.number(), minutes: z.number(), overtime: z.boolean() });
export type ExpiryInfo = z.infer<typeof ExpiryInfo>;

export const IcpRecord = z.object({ icpNumber: z.string(), url: z.string(), securityNumber: z.string() });

const flag01 = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]);

export const LoginBody = z.object({
  username: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'max' }),
  /** base64(AES-128-ECB-PKCS7(password, PASSWORD_AES_KEY)) */
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'max' }),
  rememberme: flag01.optional(),
  /**
   * Extra login context of the spec's client: a short string or one flat object of scalars. Anything else (deep
   * structures, long texts) is refused: it is parsed before the caller is known.
   */
  data: z
    .union([
      z.string().max(2048, { error: 'max' }),
      z
        .record(z.string().max(64), z.union([z.string().max(2048), z.number(), z.boolean(), z.null()]))
        .refine((value) => Object.keys(value).length <= 32, { error: 'invalid' }),
    ])
    .nullish(),
});
export type LoginBody = z.infer<typeof LoginBody>;

// In a module of its own, free of zod, for the web app's first load.
export { PASSWORD_STATUS } from './password-status.ts';

export const LoginResult = z.object({
  token: z.string(),
  passwordStatus: z.number(),
  attempts: z.number(),
  lockoutTime: z.number(),
  msg: z.string().optional(),
});
export type LoginResult = z.infer<typeof LoginResult>;

export const PasswordChangeBody = z.object({
  /** The account name, AES-encrypted like the passwords (so longer than the name itself), or plain. */
  userName: z.string().max(1024).optional(),
  userId: z.coerce.number().int().positive().optional(),
  oldPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024),
  newPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024),
  /** The new password typed again, encrypted like it (the console's forms send it): must match, else 422 passwordMismatch. */
  confirmPassword: z.string().max(1024).optional(),
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;

export const PasswordChangeResult = z.object({ token: z.string(), msg: z.string() });

export const MENU_TYPES = ['menu1', 'menu2', 'menu2-sp', 'non-menu', 'button'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export const MenuItem = z.object({
  id: z.number(),
  parentId: z.number(),
  name: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  url: z.string().nullable(),
  type: z.enum(MENU_TYPES),
  component: z.string().nullable(),
  orderby: z.number(),
  permissionCode: z.string().nullable(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const CurrentUser = z.object({
  id: z.number(),
  username: z.string(),
  familyName: z.string().nullable(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** Avatar: a data URL of the cropped square image (see profile.ts), or null. */
  imgPath: z.string().nullable(),
  /** Personal description title and text (spec: discTitle, discDetail). */
  discTitle: z.string().nullable(),
  discDetail: z.string().nullable(),
  lastLogin: z.string().nullable(),
  registerTime: z.string().nullable(),
  /** Role ids, comma joined (spec: roles); read-only on the profile. */
  roles: z.string(),
  roleNames: z.array(z.string()),
  tenantCode: z.string(),
  platformName: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const DictItemRow = z.object({ dictCode: z.string(), value: z.string(), label: z.string() });
export type DictItemRow = z.infer<typeof DictItemRow>;

export const UploadResult = z.object({ url: z.string(), name: z.string(), size: z.number(), contentType: z.string() });
export const OosAuth = z.object({ url: z.string(), maxSize: z.number(), allowedTypes: z.array(z.string()) });

/** The password rule lives in its own module (no zod: the forced change page loads it); kept reachable from here. */
export { PASSWORD_RULE, checkPasswordRule } from './password-rule.ts';
