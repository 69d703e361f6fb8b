import { ERROR_CODES } from '@zhwy/contracts';
import type { TenantRow } from '../../platform/db/schema.ts';
import { AppError, validationFailed } from '../../platform/errors.ts';
import type { KvStore } from '../../platform/store/store.ts';
import { createSmsCodes, usableMobile } from './codes.ts';

/**
 * The login's second factor, checked once the password was found right (auth/service.ts `login`): nothing when the
 * tenant has the two-factor login off; else the account needs a usable phone, and the request the account's live
 * code (header X-Sms-Code). A wrong, expired or replayed code counts as a failed login (`fail`: the lockout's
 * attempt) and is answered 401 with the attempts left and the code field named.
 */
export const createSmsLoginCheck = (store: KvStore) => {
  const codes = createSmsCodes(store);
  return async (tenant: TenantRow, user: { id: number; mobile: string | null }, smsCode: string | undefined, fail: () => Promise<AppError>): Promise<void> => {
    if (!tenant.doubleFactorLogin) return;
    if (!usableMobile(user.mobile)) throw validationFailed({ smsCode: 'smsNoPhone' }, 'smsNoPhone');
    const code = (smsCode ?? '').trim();
    if (!code) throw validationFailed({ smsCode: 'smsCodeRequired' }, 'smsCodeRequired');
    if (await codes.consume(tenant.id, user.id, code)) return;
    const refusal = await fail();
    // Locked by this failure: the lockout's answer as it is.
    if (refusal.extra.code !== ERROR_CODES.badCredentials) throw refusal;
    throw new AppError(401, 'smsCodeWrong', { ...refusal.extra, fields: { smsCode: 'smsCodeWrong' } });
  };
};
