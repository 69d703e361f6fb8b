import { DEFAULT_LOCALE, LOCALES, type Locale } from '@zhwy/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import antdZhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { midSentence } from './format.ts';
import zh_CN from './locales/zh_CN/index.ts';

export type { Locale };
export { LOCALES };

const LOCALE_KEY = 'locale';

/** The header's language menu: Chinese, English, Japanese, Korean, and Traditional Chinese. */
export const LANGUAGE_OPTIONS: { locale: Locale; label: string }[] = [
  { locale: 'zh_CN', label: '简体中文' },
  { locale: 'zh_TW', label: '繁體中文' },
  { locale: 'en_US', label: 'English' },
  { locale: 'ja_JP', label: '日本語' },
  { locale: 'ko_KR', label: '한국어' },
];

const DAYJS: Record<Locale, string> = { zh_CN: 'zh-cn', zh_TW: 'zh-tw', en_US: 'en', ja_JP: 'ja', ko_KR: 'ko' };
const HTML_LANG: Record<Locale, string> = { zh_CN: 'zh-CN', zh_TW: 'zh-TW', en_US: 'en', ja_JP: 'ja', ko_KR: 'ko' };

// Other locales load on demand so the first page stays small.
const loaders: Record<Exclude<Locale, 'zh_CN'>, () => Promise<[{ default: object }, { default: AntdLocale }, unknown]>> = {
  zh_TW: () => Promise.all([import('./locales/zh_TW/index.ts'), import('antd/locale/zh_TW'), import('dayjs/locale/zh-tw')]),
  en_US: () => Promise.all([import('./locales/en_US/index.ts'), import('antd/locale/en_US'), import('dayjs/locale/en')]),
  ja_JP: () => Promise.all([import('./locales/ja_JP/index.ts'), import('antd/locale/ja_JP'), import('dayjs/locale/ja')]),
  ko_KR: () => Promise.all([import('./locales/ko_KR/index.ts'), import('antd/locale/ko_KR'), import('dayjs/locale/ko')]),
};

type LocaleState = { locale: Locale; antdLocale: AntdLocale };
/** The locale in force; antd's ConfigProvider reads antdLocale from here. */
export const useLocaleStore = create<LocaleState>(() => ({ locale: DEFAULT_LOCALE, antdLocale: antdZhCN }));

const savedLocale = (): Locale => {
  const saved = localStorage.getItem(LOCALE_KEY);
  return (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE;
};

/** Switches texts, antd's locale and dayjs's locale together. */
export const setLocale = async (locale: Locale): Promise<void> => {
  let antdLocale = antdZhCN;
  if (locale !== 'zh_CN') {
    const [texts, antd] = await loaders[locale]();
    if (!i18n.hasResourceBundle(locale, 'translation')) i18n.addResourceBundle(locale, 'translation', texts.default, true, true);
    antdLocale = antd.default;
  }
  dayjs.locale(DAYJS[locale]);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = HTML_LANG[locale];
  localStorage.setItem(LOCALE_KEY, locale);
  useLocaleStore.setState({ locale, antdLocale });
};

export const currentLocale = (): Locale => useLocaleStore.getState().locale;

/** Starts i18next with zh_CN (default and fallback) and restores the saved choice. */
export const initI18n = async (): Promise<void> => {
  await i18n.use(initReactI18next).init({
    resources: { zh_CN: { translation: zh_CN } },
    lng: 'zh_CN',
    fallbackLng: 'zh_CN',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18n.services.formatter?.add('midSentence', (value: unknown) => midSentence(String(value)));
  dayjs.locale('zh-cn');
  const locale = savedLocale();
  if (locale !== 'zh_CN') await setLocale(locale);
  else document.documentElement.lang = HTML_LANG.zh_CN;
};

/** Keeps the chosen language across logout (which clears storage): it is a device preference, not user state. */
export const LOCALE_STORAGE_KEY = LOCALE_KEY;

export { i18n };
