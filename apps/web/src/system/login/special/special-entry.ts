import type { LoginResult, TenantInfo } from '@zhwy/contracts';
import { http } from '../../../platform/http/client.ts';
import { encryptPassword } from '../../../platform/http/password.ts';
import type { SpecialEntry } from '../entry-params.ts';

/** Each entry's call (spec §7) and the fields it adds to the login's body. */
export const entryCall = (entry: SpecialEntry): { url: string; extra: Record<string, string> } =>
  entry.kind === 'city'
    ? { url: '/zhwy/api/system/loginForCity', extra: { level2domain: entry.level2domain } }
    : { url: '/zhwy/api/system/loginForLaiZhou', extra: {} };

/**
 * An entry cannot finish alone where a person must pass a check first: the tenant's captcha, or its SMS code.
 * Then it fills the form and the user completes the login (which still goes to the entry's call).
 */
export const needsPerson = (tenant: Pick<TenantInfo, 'doubleFactorLogin' | 'captchaType'>) => tenant.doubleFactorLogin || tenant.captchaType !== 'off';

/** The entry's login, the password encrypted as the login form does it (AES, or RSA with the option). */
export const postEntry = async (entry: SpecialEntry, tenant: TenantInfo): Promise<LoginResult> => {
  const { url, extra } = entryCall(entry);
  const password = await encryptPassword(entry.password, tenant);
  return http.post<LoginResult>(url, { username: entry.username.trim(), password, ...extra }, { silent: true });
};

/**
 * After the automatic login: `LaiZhouUser/addAreaId` (spec §7). It grants nothing (docs/decisions.md); its answer, the
 * user's communities, is not needed here, and a failure does not undo the login.
 */
export const afterEntry = async (entry: SpecialEntry): Promise<void> => {
  if (entry.kind !== 'laiZhou') return;
  await http.post('/zhwy/api/zhwy_admin/LaiZhouUser/addAreaId', {}, { silent: true }).catch(() => {});
};
