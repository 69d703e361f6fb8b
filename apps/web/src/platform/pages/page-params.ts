import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { create } from 'zustand';
import { closeTab } from '../layout/tabs.ts';
import { usePageTable } from '../layout/usePages.ts';
import { confirmLeave } from './leave-guard.ts';
import { useSession } from '../session/store.ts';

const KEY = 'pageParams';
type Params = Record<string, string>;

const load = (): Record<string, Params> => {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return saved !== null && typeof saved === 'object' && !Array.isArray(saved) ? (saved as Record<string, Params>) : {};
  } catch {
    return {};
  }
};

/**
 * The parameters a page was opened with, by menu component (`user-edit` → `{ userId: '5' }`): the spec's "edit goes
 * to user-edit with the user id stored". Kept for the browser session beside the tabs, so a reload of the page (or
 * a click on its tab) opens the same record; a tab's path carries no query string.
 */
const usePageParamStore = create<Record<string, Params>>(() => load());
usePageParamStore.subscribe((state) => sessionStorage.setItem(KEY, JSON.stringify(state)));
// Logout clears the storage: the parameters go with it.
useSession.subscribe((state, previous) => {
  if (previous.token && !state.token) usePageParamStore.setState({}, true);
});

/** Forgets one parameter of `component`'s (a link's row, once its detail is open: a reload shows the list alone). */
export const clearPageParam = (component: string, name: string) =>
  usePageParamStore.setState((state) => {
    const { [name]: _gone, ...rest } = state[component] ?? {};
    return { [component]: rest };
  });

/** The parameters the page of `component` was last opened with (empty when none). */
export const usePageParams = (component: string): Params => usePageParamStore((s) => s[component] ?? EMPTY);
const EMPTY: Params = {};

/**
 * Opening and closing pages by their menu component rather than their path (an administrator may move a page's
 * URL in the menu editor): `open('user-edit', { userId: '5' })` stores the parameters and shows the page's tab;
 * `close('user-edit', 'user-management')` closes the tab and goes to the other page, after asking when the page
 * has unsaved changes (leave-guard.ts; `{ saved: true }` after a save: nothing is lost). `open` answers false when
 * the user's menus have no such page, `close` whether the page closed.
 */
export const usePageNavigation = () => {
  const pages = usePageTable();
  const navigate = useNavigate();
  const pathOf = useCallback(
    (component: string) => [...pages.entries()].find(([, entry]) => entry.item.component === component)?.[0] ?? null,
    [pages],
  );
  const open = useCallback(
    (component: string, params: Params = {}) => {
      const path = pathOf(component);
      if (!path) return false;
      usePageParamStore.setState({ [component]: params });
      void navigate(path);
      return true;
    },
    [pathOf, navigate],
  );
  const close = useCallback(
    async (component: string, then: string, { saved = false } = {}) => {
      const path = pathOf(component);
      if (path && !saved && !(await confirmLeave([path]))) return false;
      if (path) closeTab(path, path);
      const next = pathOf(then);
      void navigate(next ?? '/home');
      return true;
    },
    [pathOf, navigate],
  );
  return { open, close, pathOf };
};
