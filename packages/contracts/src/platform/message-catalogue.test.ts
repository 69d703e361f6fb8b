import { describe, expect, it } from 'vitest';
import { MODULE_MESSAGES, VALIDATION_MESSAGES } from '../messages.ts';
import { LOCALES } from './locales.ts';
import { defineMessages, mergeCatalogues } from './message-catalogue.ts';

const word = (text: string) => ({ zh_CN: `${text}-cn`, zh_TW: `${text}-tw`, en_US: `${text}-en`, ja_JP: `${text}-ja`, ko_KR: `${text}-ko` });

describe('messages per module', () => {
  it('merges the modules’ catalogues by locale', () => {
    const merged = mergeCatalogues({ a: defineMessages({ one: word('1') }), b: defineMessages({ two: word('2') }) });
    expect(merged.en_US).toEqual({ one: '1-en', two: '2-en' });
    expect(merged.ko_KR.two).toBe('2-ko');
  });

  it('refuses a key declared by two modules, naming both', () => {
    expect(() => mergeCatalogues({ system: defineMessages({ taken: word('a') }), base: defineMessages({ taken: word('b') }) })).toThrow(
      'Message key "taken" is declared by both system and base',
    );
  });

  it('no key of the real modules is declared twice, and every one is merged in every locale', () => {
    const keys = Object.values(MODULE_MESSAGES).flatMap((messages) => Object.keys(messages));
    expect(new Set(keys).size).toBe(keys.length);
    for (const locale of LOCALES) expect(Object.keys(VALIDATION_MESSAGES[locale]).sort(), locale).toEqual([...keys].sort());
  });
});
