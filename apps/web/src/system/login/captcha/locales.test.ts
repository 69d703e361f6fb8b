import { describe, expect, it } from 'vitest';
import { baseKeysOf, emptyKeysOf, keysOf } from '../../../platform/i18n/text-keys.ts';
import { captcha as en_US } from './locales/en_US/captcha.ts';
import { captcha as ja_JP } from './locales/ja_JP/captcha.ts';
import { captcha as ko_KR } from './locales/ko_KR/captcha.ts';
import { captcha as zh_CN } from './locales/zh_CN/captcha.ts';
import { captcha as zh_TW } from './locales/zh_TW/captcha.ts';

// The captcha's own texts (loaded with its widgets): every language has the keys of zh_CN, none empty.
const reference = keysOf({ captcha: zh_CN }).sort();

describe('captcha texts', () => {
  it.each(Object.entries({ zh_TW, en_US, ja_JP, ko_KR }))('%s has exactly the keys of zh_CN', (_name, texts) => {
    expect(baseKeysOf({ captcha: texts }).sort()).toEqual(reference);
  });

  it.each(Object.entries({ zh_CN, zh_TW, en_US, ja_JP, ko_KR }))('%s has no empty text and keeps the placeholders', (_name, texts) => {
    expect(emptyKeysOf({ captcha: texts })).toEqual([]);
    expect(texts.clickWordHint).toContain('{{words}}');
    expect(texts.succeeded).toContain('{{seconds}}');
  });

  it('zh_CN has the spec’s texts', () => {
    expect(zh_CN).toMatchObject({ title: '请完成安全验证', failed: '验证失败', digitPlaceholder: '请输入验证码', digitAlt: '验证码加载失败', digitTitle: '点击刷新验证码' });
  });
});
