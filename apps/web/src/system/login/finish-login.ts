import { PASSWORD_STATUS, type LoginResult } from '@zhwy/contracts';
import type { NavigateFunction } from 'react-router';
import { buildPageTable } from '../../platform/router/menu-routes.ts';
import { mustChangePassword, setPasswordStatus } from '../../platform/router/password-status.ts';
import { returnPathOf } from '../../platform/router/return-path.ts';
import { loadSession, setToken, useSession } from '../../platform/session/store.ts';

/** The page the login address names (`?redirect=`, set when a session ended) when this user has it; else home. */
const afterLogin = (): string => {
  const target = returnPathOf(window.location.search);
  if (!target) return '/home';
  const path = target.split(/[?#]/)[0];
  return buildPageTable(useSession.getState().menus).has(path) ? target : '/home';
};

/**
 * What every login does with the server's answer (the form, CAS, the special entries): passwordStatus 5 or no token
 * is a refusal, answered as its message ('' when the server gave none); otherwise the token is kept, the session
 * loaded, the user goes back to the page a session ended on (`?redirect=`) or home (or to the forced password change), and the answer is null.
 */
export const finishLogin = async (result: LoginResult, navigate: NavigateFunction): Promise<string | null> => {
  if (result.passwordStatus === PASSWORD_STATUS.blocked || !result.token) return result.msg ?? '';
  setToken(result.token);
  setPasswordStatus(result.passwordStatus);
  await loadSession();
  await navigate(mustChangePassword(result.passwordStatus) ? '/update-password' : afterLogin(), { replace: true });
  return null;
};
