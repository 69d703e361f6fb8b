import { create } from 'zustand';
import { useSession } from '../session/store.ts';

const KEY = 'uiSettings';

export const THEME_COLORS = [
  { key: 'daybreak', color: '#1677ff' },
  { key: 'geekblue', color: '#2f54eb' },
  { key: 'cyan', color: '#13a8a8' },
  { key: 'green', color: '#389e0d' },
  { key: 'purple', color: '#722ed1' },
  { key: 'volcano', color: '#d4380d' },
] as const;

export type UiSettings = {
  /** antd colorPrimary */
  primaryColor: string;
  /** antd's compact algorithm */
  compact: boolean;
  /** dark or light side menu */
  darkMenu: boolean;
  /** side menu folded */
  collapsed: boolean;
};

export const DEFAULT_SETTINGS: UiSettings = { primaryColor: THEME_COLORS[0].color, compact: false, darkMenu: true, collapsed: false };

const load = (): UiSettings => {
  try {
    return { ...DEFAULT_SETTINGS, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<UiSettings>) };
  } catch {
    return DEFAULT_SETTINGS;
  }
};

/** The settings drawer's choices and the menu folding, kept in local storage. */
export const useUiSettings = create<UiSettings>(load);

const save = () => localStorage.setItem(KEY, JSON.stringify(useUiSettings.getState()));

export const updateUiSettings = (patch: Partial<UiSettings>) => {
  useUiSettings.setState(patch);
  save();
};

export const resetUiSettings = () => {
  useUiSettings.setState(DEFAULT_SETTINGS);
  localStorage.removeItem(KEY);
};

// Logout clears local storage; like the language, the look of the console is the device's, not the session's.
useSession.subscribe((state, previous) => {
  if (previous.token && !state.token && localStorage.getItem(KEY) === null) save();
});
