import { type EntityDef, LOCALES, type Locale } from '@zhwy/contracts';
import type { ComponentType } from 'react';

/** A page component, loaded the first time it is shown. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * Texts in each language, each loaded the first time it is needed: i18next resources, merged into the app's
 * texts (`{ system: { dict: { … } } }` gives `system.dict.…`).
 */
export type LocaleTexts = Record<Locale, () => Promise<object>>;

/**
 * A module's texts per locale from Vite's lazy glob of its locale files (`import.meta.glob` over
 * `./locales/<locale>/menu.ts`): each file's folder names its locale. A locale without a file stops the app at start, not when it is first shown.
 */
export const byLocale = (files: Record<string, () => Promise<unknown>>): LocaleTexts => {
  const entries = LOCALES.map((locale) => {
    const load = Object.entries(files).find(([file]) => file.includes(`/${locale}/`))?.[1];
    if (!load) throw new Error(`no ${locale} texts among ${Object.keys(files).join(', ') || 'no files'}`);
    return [locale, load as () => Promise<object>] as const;
  });
  return Object.fromEntries(entries) as LocaleTexts;
};

/**
 * One module of the web app (`src/<module>/index.ts`): what the shell needs from it. Nothing of it is loaded
 * until used: its pages and texts with its first page, its menu titles with the layout.
 */
export type WebModule = {
  /** The module's folder, the same name on every side (`system`, `base`, `content`, …). */
  name: string;
  /** The pages a server menu may name in its `component`. */
  pages: Record<string, PageLoader>;
  /** The texts of its pages (`<module>.<entity>.…`), in the language in force, loaded with its first page. */
  texts: LocaleTexts;
  /** Its menus' titles (`menu.<name>`), loaded with the layout's side menu. */
  menuTitles: LocaleTexts;
  /** Its entities (for the label checks and the reference targets), loaded only when asked for. */
  entities?: () => Promise<readonly EntityDef[]>;
  /**
   * The entities other pages may reference (`ref('base.community', …)`): their list call feeds a searchable select,
   * `label` names the field shown for a row (a community's areaName). Loaded when a select first needs it.
   */
  refTargets?: Record<string, () => Promise<RefTarget>>;
  /**
   * Small items of the header beside the language switch (the letters' bell), by name: each loaded with the layout
   * (its code and the module's texts), shown to every signed-in user; keep them small and their polling modest.
   */
  headerItems?: Record<string, PageLoader>;
};

/** What a `ref` field's select shows: the rows of `entity` (its list call, 1,000 rows), labelled by `label`. */
export type RefTarget = { entity: EntityDef; label: string };

/** The pages the shell routes to by itself; one module (system) provides them. They use the shell's texts. */
export type ShellPages = {
  login: PageLoader;
  updatePassword: PageLoader;
  home: PageLoader;
  notFound: PageLoader;
};

/**
 * The web app (`src/app.ts`): the shell's pages, and its modules, listed once. The modules load with the layout,
 * so the login page's first load stays the same however many there are.
 */
export type WebApp = { shell: ShellPages; modules: () => Promise<readonly WebModule[]> };

export const defineModule = <const M extends WebModule>(module: M): M => module;
