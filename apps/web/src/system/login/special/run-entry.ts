import type { TenantInfo } from '@zhwy/contracts';
import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import type { SpecialEntry } from '../entry-params.ts';
import { finishLogin } from '../finish-login.ts';
import { loginErrorText } from '../login-errors.ts';
import { afterEntry, postEntry } from './special-entry.ts';

type Notice = { type: 'error' | 'warning'; text: string };

/**
 * The entry's own login (loaded lazily, only when the address carried an entry): the console on success, the
 * refusal as a notice otherwise (the form keeps the entry's account and password for a retry by hand).
 */
export const runEntry = async (entry: SpecialEntry, tenant: TenantInfo, navigate: NavigateFunction, t: TFunction, setNotice: (notice: Notice | null) => void) => {
  try {
    const blocked = await finishLogin(await postEntry(entry, tenant), navigate);
    if (blocked === null) return await afterEntry(entry);
    setNotice({ type: 'warning', text: blocked || t('shell.login.blocked') });
  } catch (error) {
    setNotice({ type: 'error', text: t('loginEntries.entryFailed', { msg: loginErrorText(error, t) }) });
  }
};
