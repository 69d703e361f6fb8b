import { PASSWORD_STATUS } from '@zhwy/contracts';
import { create } from 'zustand';
import { useSession } from '../session/store.ts';

const KEY = 'passwordStatus';

const stored = () => Number(localStorage.getItem(KEY) ?? PASSWORD_STATUS.ok) || PASSWORD_STATUS.ok;

/**
 * The passwordStatus of the last login, kept beside the token (local storage, cleared by logout) so a reload
 * cannot skip the forced change. 1 (weak or initial) and 2 (older than three months) force /update-password.
 */
export const usePasswordStatus = create<{ status: number }>(() => ({ status: stored() }));

export const setPasswordStatus = (status: number) => {
  if (status === PASSWORD_STATUS.ok) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, String(status));
  usePasswordStatus.setState({ status });
};

export const mustChangePassword = (status = usePasswordStatus.getState().status) =>
  status === PASSWORD_STATUS.weak || status === PASSWORD_STATUS.expired;

// Logout and a 401 clear the storage; forget the status with them.
useSession.subscribe((state, previous) => {
  if (previous.token && !state.token) usePasswordStatus.setState({ status: PASSWORD_STATUS.ok });
});
