import { describe, expect, it } from 'vitest';
import en_US from './locales/en_US/index.ts';
import ja_JP from './locales/ja_JP/index.ts';
import ko_KR from './locales/ko_KR/index.ts';
import zh_CN from './locales/zh_CN/index.ts';
import zh_TW from './locales/zh_TW/index.ts';
import { baseKeysOf, emptyKeysOf, keysOf, pluralsWithoutOther } from './text-keys.ts';

// The shell's texts; each module's are checked by src/modules.test.ts.
const reference = keysOf(zh_CN).sort();

describe('locales', () => {
  it.each(Object.entries({ zh_TW, en_US, ja_JP, ko_KR }))('%s has exactly the keys of zh_CN', (_name, texts) => {
    const keys = baseKeysOf(texts).sort();
    expect(reference.filter((k) => !keys.includes(k)), 'missing keys').toEqual([]);
    expect(keys.filter((k) => !reference.includes(k)), 'extra keys').toEqual([]);
  });

  it.each(Object.entries({ zh_TW, en_US, ja_JP, ko_KR }))('%s gives every plural key its `_other` form', (_name, texts) => {
    expect(pluralsWithoutOther(texts)).toEqual([]);
  });

  it.each(Object.entries({ zh_CN, zh_TW, en_US, ja_JP, ko_KR }))('%s has no empty text', (_name, texts) => {
    expect(emptyKeysOf(texts)).toEqual([]);
  });
});
