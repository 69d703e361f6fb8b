import { PASSWORD_STATUS, type LoginResult } from '@zhwy/contracts';
import type { NavigateFunction } from 'react-router';
import { mustChangePassword, setPasswordStatus } from '../../platform/router/password-status.ts';
import { loadSession, setToken } from '../../platform/session/store.ts';

/**
 * What every login does with the server's answer (the form, CAS, the special entries): passwordStatus 5 or no token
 * is a refusal, answered as its message ('' when the server gave none); otherwise the token is kept, the session
 * loaded, the user goes home (or to the forced password change), and the answer is null.
 */
export const finishLogin = async (result: LoginResult, navigate: NavigateFunction): Promise<string | null> => {
  if (result.passwordStatus === PASSWORD_STATUS.blocked || !result.token) return result.msg ?? '';
  setToken(result.token);
  setPasswordStatus(result.passwordStatus);
  await loadSession();
  await navigate(mustChangePassword(result.passwordStatus) ? '/update-password' : '/home', { replace: true });
  return null;
};
