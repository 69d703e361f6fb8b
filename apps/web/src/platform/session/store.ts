import type { CurrentUser, MenuItem, TenantInfo } from '@zhwy/contracts';
import { create } from 'zustand';
import { type Envelope, TOKEN_KEY, http } from '../http/client.ts';
import { LOCALE_STORAGE_KEY } from '../i18n/index.ts';
import { loadDictionary } from '../dict/dictionary.ts';

type SessionState = {
  token: string | null;
  tenant: TenantInfo | null;
  /** Server message when the host names an unknown or disabled tenant. */
  tenantError: string | null;
  user: CurrentUser | null;
  menus: MenuItem[];
  /** Permission codes of every granted menu item, buttons included. */
  permissions: string[];
  /** User, menus and dictionary are loaded for the current token. */
  ready: boolean;
};

const initial = (): SessionState => ({
  token: localStorage.getItem(TOKEN_KEY),
  tenant: null,
  tenantError: null,
  user: null,
  menus: [],
  permissions: [],
  ready: false,
});

export const useSession = create<SessionState>(initial);

/** Platform name, login options and the password transport key of the tenant this host names. */
export const loadTenant = async (): Promise<TenantInfo | null> => {
  const res = await http.get<Envelope<TenantInfo | null>>('/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', undefined, { silent: true });
  if (res.code !== 0 || !res.data) {
    useSession.setState({ tenant: null, tenantError: res.msg });
    return null;
  }
  useSession.setState({ tenant: res.data, tenantError: null });
  return res.data;
};

export const setToken = (token: string) => {
  localStorage.setItem(TOKEN_KEY, token);
  useSession.setState({ token, ready: false });
};

/** After login (or on reload with a stored token): the user, their menus and buttons, the dictionary. */
export const loadSession = async (): Promise<void> => {
  const [user, menus] = await Promise.all([
    http.get<Envelope<CurrentUser>>('/zhwy/api/system/cscpCurrentUserDetails'),
    http.get<MenuItem[]>('/zhwy/api/system/cscpMenus'),
    loadDictionary(),
  ]);
  const permissions = [...new Set(menus.map((m) => m.permissionCode).filter((c): c is string => !!c))];
  useSession.setState({ user: user.data, menus, permissions, ready: true });
};

/** Replaces the logged-in user's details (after the profile is saved): the header and home page follow. */
export const setUser = (user: CurrentUser) => useSession.setState({ user });

/**
 * Local-storage keys under this prefix outlive the session: a person's arrangement of a list (keyed by tenant and
 * user inside), kept for their next login on this browser.
 */
export const PERSISTENT_PREFIX = 'persist:';

/**
 * Clears menus, routes, codes, user info and both storages. The language choice survives, and so do the display
 * settings (settings.ts writes them back when the token goes), each user's remembered choices (user-memory.ts) and
 * the keys under PERSISTENT_PREFIX.
 */
export const clearSession = () => {
  const kept = [LOCALE_STORAGE_KEY, ...Object.keys(localStorage).filter((key) => key.startsWith('user:') || key.startsWith(PERSISTENT_PREFIX))].flatMap((key) => {
    const value = localStorage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of kept) localStorage.setItem(key, value);
  const { tenant, tenantError } = useSession.getState();
  useSession.setState({ ...initial(), token: null, tenant, tenantError });
};

export const logout = async (): Promise<void> => {
  if (useSession.getState().token) {
    await http.post('/zhwy/api/system/logout', undefined, { silent: true }).catch(() => {});
  }
  clearSession();
};
