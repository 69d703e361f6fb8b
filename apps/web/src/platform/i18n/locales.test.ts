import { describe, expect, it } from 'vitest';
import en_US from './locales/en_US/index.ts';
import ja_JP from './locales/ja_JP/index.ts';
import ko_KR from './locales/ko_KR/index.ts';
import zh_CN from './locales/zh_CN/index.ts';
import zh_TW from './locales/zh_TW/index.ts';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

// i18next plural forms (`days_one`, `days_other`) stand for the key itself (`days`) in languages that have them.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeysOf = (value: unknown): string[] => [...new Set(keysOf(value).map((k) => k.replace(PLURAL, '')))];

const reference = keysOf(zh_CN).sort();

describe('locales', () => {
  it.each(Object.entries({ zh_TW, en_US, ja_JP, ko_KR }))('%s has exactly the keys of zh_CN', (_name, texts) => {
    const keys = baseKeysOf(texts).sort();
    expect(reference.filter((k) => !keys.includes(k)), 'missing keys').toEqual([]);
    expect(keys.filter((k) => !reference.includes(k)), 'extra keys').toEqual([]);
  });

  it.each(Object.entries({ zh_TW, en_US, ja_JP, ko_KR }))('%s gives every plural key its `_other` form', (_name, texts) => {
    const keys = keysOf(texts);
    const plurals = keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, ''));
    expect(plurals.filter((k) => !keys.includes(`${k}_other`))).toEqual([]);
  });

  it.each(Object.entries({ zh_CN, zh_TW, en_US, ja_JP, ko_KR }))('%s has no empty text', (_name, texts) => {
    const empty = keysOf(texts).filter((k) => k.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)[part], texts) === '');
    expect(empty).toEqual([]);
  });
});
