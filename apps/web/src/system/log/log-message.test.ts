import i18next from 'i18next';
import { LOG_MESSAGE_KEYS } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { system as en } from '../locales/en_US/system.ts';
import { system as zh } from '../locales/zh_CN/system.ts';
import { logMessageText } from './log-message.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en_US',
    fallbackLng: 'zh_CN',
    resources: {
      en_US: { translation: { system: en, content: { article: { title: 'article', calls: { verify: 'Review' } } } } },
      zh_CN: { translation: { system: zh } },
    },
    interpolation: { escapeValue: false },
  });
});

describe('logMessageText', () => {
  it('words a login message from its key and parameters', () => {
    expect(logMessageText({ message: '登录失败，您还有 4 次机会', messageKey: 'loginFailed', messageParams: '{"n":4}' }, i18n, 'en_US')).toBe(
      'Login failed. 4 attempt(s) left.',
    );
    expect(logMessageText({ message: '登录成功', messageKey: 'loginSuccess', messageParams: null }, i18n, 'en_US')).toBe('Logged in');
  });

  it('words catalogue keys from the validation messages, behind a login entry', () => {
    expect(logMessageText({ message: '城市平台入口：账号已被禁用，请联系管理员', messageKey: 'catalogue.userDisabled', messageParams: '{"entry":"city"}' }, i18n, 'en_US')).toMatch(
      /^City platform entry: .*disabled/i,
    );
  });

  it('names an entity by its module texts, or by the stored Chinese title when they are not loaded', () => {
    expect(logMessageText({ message: '新增字典类型', messageKey: 'entityCreate', messageParams: '{"entity":"system.dict","title":"字典类型"}' }, i18n, 'en_US')).toBe('Add dictionary type');
    expect(logMessageText({ message: '审核文章', messageKey: 'entityTransition', messageParams: '{"entity":"content.article","title":"文章","call":"verify","verb":"审核"}' }, i18n, 'en_US')).toBe(
      'Review article',
    );
    expect(logMessageText({ message: '新增小区', messageKey: 'entityCreate', messageParams: '{"entity":"base.community","title":"小区"}' }, i18n, 'en_US')).toBe('Add 小区');
  });

  it('shows the stored text for rows without a key, an unknown key or broken parameters', () => {
    expect(logMessageText({ message: '登录成功', messageKey: null }, i18n, 'en_US')).toBe('登录成功');
    expect(logMessageText({ message: '某个操作', messageKey: 'noSuchKey' }, i18n, 'en_US')).toBe('某个操作');
    expect(logMessageText({ message: '登录成功', messageKey: 'loginSuccess', messageParams: '{broken' }, i18n, 'en_US')).toBe('Logged in');
  });
});

describe('the log message texts', () => {
  it('word every key the server may store (the other languages follow zh_CN: modules.test)', () => {
    expect(Object.keys(LOG_MESSAGE_KEYS).filter((key) => !(key in zh.logMessages))).toEqual([]);
  });
});
