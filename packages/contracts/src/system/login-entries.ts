import { z } from 'zod';
import { LoginBody } from './api.ts';

/** Business codes of CAS, the special entries and the tenant look-ups (beside ERROR_CODES, 11xx). */
export const LOGIN_ENTRY_CODES = {
  /** 404: the tenant has no CAS server (casBaseUrl is empty). */
  casNotConfigured: 1101,
  /** 401: CAS did not accept the ticket (unknown, used, expired, or issued for another service). */
  casTicketRefused: 1102,
  /** 502: the CAS server did not answer in time, or not with a CAS answer. */
  casUnreachable: 1103,
  /** 403: CAS vouched for a name that is no account of this tenant. */
  casUserUnknown: 1104,
  /** 403: the special entries (city login, automatic login) are off for this tenant. */
  specialLoginDisabled: 1105,
} as const;

// In a module of its own, free of zod, for the web app's first load.
export { RSA_PASSWORD_PREFIX } from './password-transport.ts';

/** A CAS service ticket: `ST-` and printable ASCII (CAS protocol 3.0 §3.1; 32 characters at least upstream, ≤ 256 here). */
export const CAS_TICKET = /^ST-[!-~]{1,253}$/;

/** `POST /zhwy/api/system/loginByCas`, form-encoded (JSON accepted too). */
export const CasLoginBody = z.object({
  ticket: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).regex(CAS_TICKET, { error: 'invalid' }),
  /** The tenant's own login page, `<origin>/login`, exactly as it went to `{cas}/login?service=`. */
  serviceUrl: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(1000, { error: 'max' }),
});
export type CasLoginBody = z.infer<typeof CasLoginBody>;

/** What CAS posts for single logout: `logoutRequest`, a SAML LogoutRequest whose SessionIndex is the service ticket. */
export const CasLogoutBody = z.object({ logoutRequest: z.string({ error: 'required' }).min(1, { error: 'required' }).max(16_384, { error: 'max' }) });

/** `POST /zhwy/api/system/loginForCity`: the login's body and the tenant the city platform means (its host label). */
export const CityLoginBody = LoginBody.extend({
  level2domain: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(63, { error: 'max' }),
});
export type CityLoginBody = z.infer<typeof CityLoginBody>;

/** `POST /zhwy/api/system/loginForLaiZhou`: the login's body (the address bar's `user` and `pwd`). */
export const LaiZhouLoginBody = LoginBody;

/** `POST /zhwy/api/zhwy_admin/LaiZhouUser/addAreaId`: optionally the communities the entry expects; nothing is granted. */
export const AddAreaIdBody = z
  .object({
    areaId: z.union([z.coerce.number().int().positive(), z.literal('')]).optional(),
    areaIds: z.union([z.string().max(2000), z.array(z.coerce.number().int().positive()).max(1000)]).optional(),
  })
  .nullish();
export const AddAreaIdResult = z.object({ areaIds: z.array(z.number()), allCommunities: z.boolean() });

/** A tenant as the public look-ups name it: nothing but what the login page of its host shows anyway. */
export const TenantLookup = z.object({ id: z.string(), tenantIdStr: z.string(), code: z.string(), platformName: z.string() });
export type TenantLookup = z.infer<typeof TenantLookup>;

/** The plain text of `cscpTenant/detail`'s AES-encrypted `data`. */
export const TenantDetail = TenantLookup.extend({ icpNumber: z.string(), securityNumber: z.string() });
export type TenantDetail = z.infer<typeof TenantDetail>;
