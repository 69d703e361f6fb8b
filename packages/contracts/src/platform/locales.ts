/** The UI languages, zh_CN first (the default). Its own module: the login page needs the list, not the catalogues. */
export const LOCALES = ['zh_CN', 'zh_TW', 'en_US', 'ja_JP', 'ko_KR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh_CN';
