import { create } from 'zustand';
import { HOME_PATH } from '../router/menu-routes.ts';
import { useSession } from '../session/store.ts';
import { type TabPaths, closedAfter } from './kept-pages.ts';

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

/**
 * The opened pages, home first; kept in session storage for the browser session. `closed`: the paths closed since
 * they were last opened, whose pages AppLayout unmounts at once (kept-pages.ts).
 */
export const useTabs = create<TabPaths & { paths: string[] }>(() => ({ paths: load(), closed: [] }));

useTabs.subscribe((state) => sessionStorage.setItem(KEY, JSON.stringify(state.paths)));

/** Every change of the open tabs goes through here, so the closed ones are known. */
const setPaths = (paths: string[]) => {
  const { paths: before, closed } = useTabs.getState();
  useTabs.setState({ paths, closed: closedAfter(closed, before, paths) });
};

// Logout clears the storage: start over with the home tab.
useSession.subscribe((state, previous) => {
  if (previous.token && !state.token) setPaths([HOME_PATH]);
});

export const openTab = (path: string) => {
  const { paths } = useTabs.getState();
  if (!paths.includes(path)) setPaths([...paths, path]);
};

/** Closes one tab (never home). Returns where to go when it was the current one: its right, else left neighbour. */
export const closeTab = (path: string, current: string): string | null => {
  const { paths } = useTabs.getState();
  const index = paths.indexOf(path);
  if (path === HOME_PATH || index < 0) return null;
  const rest = paths.filter((p) => p !== path);
  setPaths(rest);
  return path === current ? (rest[index] ?? rest[index - 1] ?? HOME_PATH) : null;
};

/** Keeps home and the given tab. */
export const closeOtherTabs = (keep: string) => setPaths(keep === HOME_PATH ? [HOME_PATH] : [HOME_PATH, keep]);

export const closeAllTabs = () => setPaths([HOME_PATH]);
