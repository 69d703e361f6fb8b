import { describe, expect, it } from 'vitest';
import { baseKeysOf, emptyKeysOf, keysOf } from '../../platform/i18n/text-keys.ts';
import * as en_US from './locales/en_US/entries.ts';
import * as ja_JP from './locales/ja_JP/entries.ts';
import * as ko_KR from './locales/ko_KR/entries.ts';
import * as zh_CN from './locales/zh_CN/entries.ts';
import * as zh_TW from './locales/zh_TW/entries.ts';

describe('the texts of CAS and the special entries', () => {
  const reference = keysOf({ ...zh_CN }).sort();
  it.each(Object.entries({ zh_TW, en_US, ja_JP, ko_KR }))('%s has exactly the keys of zh_CN, none empty', (_name, texts) => {
    expect(reference.length).toBeGreaterThan(5);
    expect(reference.every((key) => key.startsWith('loginEntries.'))).toBe(true);
    expect(baseKeysOf({ ...texts }).sort()).toEqual(reference);
    expect(emptyKeysOf({ ...texts })).toEqual([]);
  });

  it('keeps the spec\'s wording of the CAS failure', () => {
    expect(zh_CN.loginEntries.casFailed).toBe('认证失败，请检查后台服务');
  });
});
