import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { LOCALES, formatMessage, pickLocale } from './messages.ts';

describe('validation messages', () => {
  it('every locale has every key, none empty', () => {
    const keys = Object.keys(VALIDATION_MESSAGES.zh_CN).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(VALIDATION_MESSAGES[locale]).sort(), locale).toEqual(keys);
      for (const text of Object.values(VALIDATION_MESSAGES[locale])) expect(text.trim()).not.toBe('');
    }
  });

  it('formats placeholders', () => {
    expect(formatMessage(VALIDATION_MESSAGES.zh_CN.max, { max: 100 })).toBe('长度不能超过 100 个字符');
    expect(formatMessage('{a}-{b}', { a: 1 })).toBe('1-');
  });

  it.each([
    [undefined, 'zh_CN'],
    ['', 'zh_CN'],
    ['en-US,en;q=0.9', 'en_US'],
    ['en', 'en_US'],
    ['zh-TW', 'zh_TW'],
    ['zh-HK', 'zh_TW'],
    ['zh-CN,zh;q=0.9', 'zh_CN'],
    ['ja', 'ja_JP'],
    ['ko-KR', 'ko_KR'],
    ['fr-FR, de;q=0.8', 'zh_CN'],
    ['fr-FR, ja;q=0.8', 'ja_JP'],
  ])('picks a locale for %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});
