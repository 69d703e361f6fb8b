import type { Locale } from '@zhwy/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import type { LocaleTexts } from '../modules.ts';
import { midSentence } from './format.ts';
import zh_CN from './locales/zh_CN/index.ts';

export type { Locale };

const LOCALE_KEY = 'locale';
/** Default and fallback: the shell's Chinese texts are part of the first load, so nothing shows a bare key. */
const DEFAULT_LOCALE = 'zh_CN' satisfies Locale;

/** The header's language menu: Chinese, English, Japanese, Korean, and Traditional Chinese. */
export const LANGUAGE_OPTIONS: { locale: Locale; label: string }[] = [
  { locale: 'zh_CN', label: '简体中文' },
  { locale: 'zh_TW', label: '繁體中文' },
  { locale: 'en_US', label: 'English' },
  { locale: 'ja_JP', label: '日本語' },
  { locale: 'ko_KR', label: '한국어' },
];

const HTML_LANG: Record<Locale, string> = { zh_CN: 'zh-CN', zh_TW: 'zh-TW', en_US: 'en', ja_JP: 'ja', ko_KR: 'ko' };

// antd's and dayjs's texts of the language in force only, Chinese included: each loads when chosen.
const ANTD: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  zh_CN: () => import('antd/locale/zh_CN'),
  zh_TW: () => import('antd/locale/zh_TW'),
  en_US: () => import('antd/locale/en_US'),
  ja_JP: () => import('antd/locale/ja_JP'),
  ko_KR: () => import('antd/locale/ko_KR'),
};
const DAYJS: Record<Locale, [name: string, load: () => Promise<unknown>]> = {
  zh_CN: ['zh-cn', () => import('dayjs/locale/zh-cn')],
  zh_TW: ['zh-tw', () => import('dayjs/locale/zh-tw')],
  en_US: ['en', () => Promise.resolve()], // built into dayjs
  ja_JP: ['ja', () => import('dayjs/locale/ja')],
  ko_KR: ['ko', () => import('dayjs/locale/ko')],
};

/** The shell's own texts (common, shell, menu.home, resource): Chinese in the first load, the others on demand. */
const SHELL_TEXTS: LocaleTexts = {
  zh_CN: () => Promise.resolve(zh_CN),
  zh_TW: () => import('./locales/zh_TW/index.ts').then((m) => m.default),
  en_US: () => import('./locales/en_US/index.ts').then((m) => m.default),
  ja_JP: () => import('./locales/ja_JP/index.ts').then((m) => m.default),
  ko_KR: () => import('./locales/ko_KR/index.ts').then((m) => m.default),
};

/** Texts in use (the shell's, and those of every module page or menu shown so far): a switch loads them all. */
const inUse = new Set<LocaleTexts>([SHELL_TEXTS]);
/** The languages each text source has been added to i18next in (pending loads included). */
const added = new WeakMap<LocaleTexts, Map<Locale, Promise<void>>>();

const addTexts = (source: LocaleTexts, locale: Locale): Promise<void> => {
  const done = added.get(source) ?? new Map<Locale, Promise<void>>();
  added.set(source, done);
  let loading = done.get(locale);
  if (!loading) {
    loading = source[locale]().then((texts) => void i18n.addResourceBundle(locale, 'translation', texts, true, true));
    // A failed load (network) is tried again next time.
    loading.catch(() => done.delete(locale));
    done.set(locale, loading);
  }
  return loading;
};

type LocaleState = { locale: Locale; antdLocale: AntdLocale | undefined };
/** The locale in force; antd's ConfigProvider reads antdLocale from here. */
export const useLocaleStore = create<LocaleState>(() => ({ locale: DEFAULT_LOCALE, antdLocale: undefined }));

export const currentLocale = (): Locale => useLocaleStore.getState().locale;

/** The language being switched to, while its texts load. */
let switchingTo: Locale | null = null;

/**
 * Loads texts (a module's, its menus' titles) in the language in force, and keeps them loaded in whatever
 * language is chosen later. A module's pages await this before they render, so no bare key shows.
 */
export const loadTexts = async (source: LocaleTexts): Promise<void> => {
  inUse.add(source);
  const target = switchingTo;
  await Promise.all([addTexts(source, currentLocale()), target && addTexts(source, target)]);
};

const savedLocale = (): Locale => {
  const saved = localStorage.getItem(LOCALE_KEY);
  return LANGUAGE_OPTIONS.find((option) => option.locale === saved)?.locale ?? DEFAULT_LOCALE;
};

/** Switches texts (all in use), antd's locale and dayjs's locale together, once all of them have loaded. */
const applyLocale = async (locale: Locale): Promise<void> => {
  switchingTo = locale;
  const [dayjsName, loadDayjs] = DAYJS[locale];
  try {
    const [antd] = await Promise.all([ANTD[locale](), loadDayjs(), ...[...inUse].map((source) => addTexts(source, locale))]);
    dayjs.locale(dayjsName);
    await i18n.changeLanguage(locale);
    document.documentElement.lang = HTML_LANG[locale];
    useLocaleStore.setState({ locale, antdLocale: antd.default });
  } finally {
    if (switchingTo === locale) switchingTo = null;
  }
};

/** The header's language menu: switches and remembers the choice on this device. */
export const setLocale = async (locale: Locale): Promise<void> => {
  await applyLocale(locale);
  localStorage.setItem(LOCALE_KEY, locale);
};

/**
 * Starts i18next with the shell's Chinese texts (default and fallback) and loads the saved language's texts
 * and antd's and dayjs's locale before the first render.
 */
export const initI18n = async (): Promise<void> => {
  await i18n.use(initReactI18next).init({
    resources: { zh_CN: { translation: zh_CN } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  added.set(SHELL_TEXTS, new Map([[DEFAULT_LOCALE, Promise.resolve()]]));
  i18n.services.formatter?.add('midSentence', (value: unknown) => midSentence(String(value)));
  await applyLocale(savedLocale());
};

/** Keeps the chosen language across logout (which clears storage): it is a device preference, not user state. */
export const LOCALE_STORAGE_KEY = LOCALE_KEY;

export { i18n };
