import { LOCALES, type Locale } from './locales.ts';

/**
 * Messages per module: each module declares its refusal messages with their five translations side by side
 * (`defineMessages` in `<module>/messages.ts`), and contracts/src/messages.ts merges the modules' catalogues into the
 * one the server's error handler and the web forms read (`mergeCatalogues`). A key is one namespace across modules:
 * declared twice, the merge throws when the contracts load (and a unit test says so first).
 */
export type Translations = Readonly<Record<Locale, string>>;
export type MessageDefs<K extends string = string> = Readonly<Record<K, Translations>>;

/** A module's messages: `{ key: { zh_CN, zh_TW, en_US, ja_JP, ko_KR } }`; every locale is required by the type. */
export const defineMessages = <const K extends string>(messages: Record<K, Translations>): MessageDefs<K> => messages;

/** The keys of any of the named catalogues. */
type KeysOf<C extends Record<string, MessageDefs>> = { [M in keyof C]: keyof C[M] & string }[keyof C];

/** The catalogues merged by locale (`VALIDATION_MESSAGES.en_US.required`); a key declared by two modules throws. */
export const mergeCatalogues = <const C extends Record<string, MessageDefs>>(catalogues: C): Record<Locale, Record<KeysOf<C>, string>> => {
  const owner = new Map<string, string>();
  const merged = Object.fromEntries(LOCALES.map((locale) => [locale, {} as Record<string, string>])) as Record<Locale, Record<string, string>>;
  for (const [module, messages] of Object.entries(catalogues)) {
    for (const [key, translations] of Object.entries(messages)) {
      const first = owner.get(key);
      if (first) throw new Error(`Message key "${key}" is declared by both ${first} and ${module}`);
      owner.set(key, module);
      for (const locale of LOCALES) merged[locale][key] = translations[locale];
    }
  }
  return merged as Record<Locale, Record<KeysOf<C>, string>>;
};
