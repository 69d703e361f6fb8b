import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aesEncrypt } from '../../platform/http/aes.ts';
import { type Envelope, http } from '../../platform/http/client.ts';
import { encryptPassword } from '../../platform/http/password.ts';
import { setPasswordStatus } from '../../platform/router/password-status.ts';
import { loadSession, loadTenant, setToken, useSession } from '../../platform/session/store.ts';

/** `confirmPassword`: the new password typed again (the server refuses a mismatch, 422 on confirmPassword). */
export type PasswordChange = { userName: string; oldPassword: string; newPassword: string; confirmPassword?: string };

/**
 * `PUT cscpUserPassword` with the spec's encrypted account and passwords (the forced change page and the
 * profile's dialog). Success is judged by the token in the answer: it replaces the old one (the server ended the
 * other sessions) and the session reloads. Without a token, the server's message comes back as the failure.
 */
export const changePassword = async (change: PasswordChange): Promise<{ failed: string | null }> => {
  const tenant = useSession.getState().tenant ?? (await loadTenant());
  if (!tenant) throw new Error(useSession.getState().tenantError ?? '');
  const result = await http.put<{ token?: string; msg?: string }>(
    '/zhwy/api/system/cscpUserPassword',
    {
      userName: aesEncrypt(change.userName.trim(), tenant.passwordKey),
      // AES, or RSA-OAEP with the RSA option (platform/http/password.ts).
      oldPassword: await encryptPassword(change.oldPassword, tenant),
      newPassword: await encryptPassword(change.newPassword, tenant),
      ...(change.confirmPassword === undefined ? {} : { confirmPassword: await encryptPassword(change.confirmPassword, tenant) }),
    },
    { silent: true },
  );
  if (!result.token) return { failed: result.msg ?? '' };
  setToken(result.token);
  setPasswordStatus(0);
  // The change is done; a session that fails to reload now loads again on the next page.
  await loadSession().catch(() => {});
  return { failed: null };
};

/** The server's password rule text, in the UI language (loaded while `enabled`). */
export const usePasswordRule = (enabled = true): string => {
  const { i18n } = useTranslation();
  const [rule, setRule] = useState('');
  const locale = i18n.language;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    http
      .get<Envelope<string>>('/zhwy/api/system/cscpUserPasswordRule', undefined, { silent: true })
      .then((res) => live && setRule(res.data))
      .catch(() => live && setRule(''));
    return () => {
      live = false;
    };
  }, [enabled, locale]);
  return rule;
};
