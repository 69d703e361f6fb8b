import { z } from 'zod';

/** The login's captcha per tenant: slider, click-word, digit image, or none (CAPTCHA_ENABLED=false: none anywhere). */
export const TENANT_CAPTCHA_TYPES = ['blockPuzzle', 'clickWord', 'digit', 'off'] as const;
export type TenantCaptchaType = (typeof TENANT_CAPTCHA_TYPES)[number];

export const CAS_BASE_URL_MAX = 255;

/**
 * A CAS server's base URL as the tenant settings keep it: http(s), a host, no credentials, query or fragment (the
 * CAS calls append `/login?service=…` and `/p3/serviceValidate?…` to it). '' means no CAS.
 */
export const isCasBaseUrl = (value: string): boolean => {
  if (value === '') return true;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password && !url.search && !url.hash && !value.includes('?') && !value.includes('#');
  } catch {
    return false;
  }
};

/** The tenant's login settings the administrator edits (tenant columns of migration 0013). */
export const TenantLoginSettings = z.object({
  /** SMS two-factor login: after the password, a code sent to the account's linked mobile number. */
  doubleFactorLogin: z.boolean(),
  captchaType: z.enum(TENANT_CAPTCHA_TYPES),
  casBaseUrl: z.string(),
  /** The special entries (city login, automatic login by address parameters): off unless enabled. */
  specialLoginEnabled: z.boolean(),
});
export type TenantLoginSettings = z.infer<typeof TenantLoginSettings>;

/** PUT: any of the settings, the CAS base URL checked (a trailing slash dropped); unknown fields are refused by name. */
export const TenantLoginSettingsUpdate = TenantLoginSettings.extend({
  casBaseUrl: z
    .string()
    .trim()
    .max(CAS_BASE_URL_MAX, { error: 'max' })
    .refine(isCasBaseUrl, { error: 'httpUrl' })
    .transform((value) => value.replace(/\/+$/, '')),
})
  .partial()
  .strict();
export type TenantLoginSettingsUpdate = z.infer<typeof TenantLoginSettingsUpdate>;

/** GET and PUT answer: the settings, and what the server decides beyond them (shown on the settings page). */
export const TenantLoginSettingsView = TenantLoginSettings.extend({
  /** CAPTCHA_ENABLED: false turns every tenant's captcha off whatever captchaType says. */
  captchaServerEnabled: z.boolean(),
  /** An SMS provider can send (Tencent Cloud configured, or the console/test provider outside production). */
  smsAvailable: z.boolean(),
});
export type TenantLoginSettingsView = z.infer<typeof TenantLoginSettingsView>;
