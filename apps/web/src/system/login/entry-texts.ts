import { useEffect, useState } from 'react';
import { loadTexts } from '../../platform/i18n/index.ts';
import type { LocaleTexts } from '../../platform/modules.ts';

/**
 * The texts of CAS and the special entries (`loginEntries.…`): loaded only when the login page needs them. Listed
 * by hand, not through byLocale, whose locale list would bring the five-locale message catalogue into the first load.
 */
const ENTRY_TEXTS: LocaleTexts = {
  zh_CN: () => import('./locales/zh_CN/entries.ts'),
  zh_TW: () => import('./locales/zh_TW/entries.ts'),
  en_US: () => import('./locales/en_US/entries.ts'),
  ja_JP: () => import('./locales/ja_JP/entries.ts'),
  ko_KR: () => import('./locales/ko_KR/entries.ts'),
};

/** True once the entries' texts are loaded in the language in force (they load when `needed` first turns true). */
export const useEntryTexts = (needed: boolean): boolean => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!needed || ready) return;
    let live = true;
    loadTexts(ENTRY_TEXTS)
      .then(() => live && setReady(true))
      .catch(() => live && setReady(true)); // keys then show; the flow itself goes on
    return () => {
      live = false;
    };
  }, [needed, ready]);
  return ready;
};
