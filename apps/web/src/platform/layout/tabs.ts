import { create } from 'zustand';
import { HOME_PATH } from '../router/menu-routes.ts';
import { useSession } from '../session/store.ts';

const KEY = 'tabs';

const load = (): string[] => {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    const paths = Array.isArray(saved) ? saved.filter((p): p is string => typeof p === 'string' && p !== HOME_PATH) : [];
    return [HOME_PATH, ...new Set(paths)];
  } catch {
    return [HOME_PATH];
  }
};

/** The opened pages, home first; kept in session storage for the browser session. */
export const useTabs = create<{ paths: string[] }>(() => ({ paths: load() }));

useTabs.subscribe((state) => sessionStorage.setItem(KEY, JSON.stringify(state.paths)));
// Logout clears the storage: start over with the home tab.
useSession.subscribe((state, previous) => {
  if (previous.token && !state.token) useTabs.setState({ paths: [HOME_PATH] });
});

export const openTab = (path: string) => {
  const { paths } = useTabs.getState();
  if (!paths.includes(path)) useTabs.setState({ paths: [...paths, path] });
};

/** Closes one tab (never home). Returns where to go when it was the current one: its right, else left neighbour. */
export const closeTab = (path: string, current: string): string | null => {
  const { paths } = useTabs.getState();
  const index = paths.indexOf(path);
  if (path === HOME_PATH || index < 0) return null;
  const rest = paths.filter((p) => p !== path);
  useTabs.setState({ paths: rest });
  return path === current ? (rest[index] ?? rest[index - 1] ?? HOME_PATH) : null;
};

/** Keeps home and the given tab. */
export const closeOtherTabs = (keep: string) => useTabs.setState({ paths: keep === HOME_PATH ? [HOME_PATH] : [HOME_PATH, keep] });

export const closeAllTabs = () => useTabs.setState({ paths: [HOME_PATH] });
