import i18next, { type TFunction } from 'i18next';
import { CAPTCHA_LOGIN_CODES } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/errors.ts';
import en_US from '../../platform/i18n/locales/en_US/index.ts';
import ja_JP from '../../platform/i18n/locales/ja_JP/index.ts';
import zh_CN from '../../platform/i18n/locales/zh_CN/index.ts';
import { formatDuration } from '../../platform/layout/duration.ts';
import { loginErrorText } from './login-errors.ts';

let t: TFunction;
let en: TFunction;
let ja: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'zh_CN',
    fallbackLng: 'zh_CN',
    resources: { zh_CN: { translation: zh_CN }, en_US: { translation: en_US }, ja_JP: { translation: ja_JP } },
    interpolation: { escapeValue: false },
  });
  t = i18n.t;
  en = i18n.getFixedT('en_US');
  ja = i18n.getFixedT('ja_JP');
});

const http401 = (body: Record<string, unknown>, msg = '') => new HttpError('http', 401, msg, body);

describe('login errors', () => {
  it('tells how many attempts are left', () => {
    expect(loginErrorText(http401({ attempts: 3, lockoutTime: 0 }), t)).toBe('登录失败，您还有 3 次机会');
  });

  it('says when a locked account may retry, in days, hours, minutes and seconds', () => {
    expect(loginErrorText(http401({ attempts: 0, lockoutTime: 1800 }), t)).toBe('账号已锁定，请在 30 分钟后重试');
    expect(formatDuration(90_061, t)).toBe('1 天 1 小时 1 分钟 1 秒');
    expect(formatDuration(59, t)).toBe('59 秒');
  });

  it('words durations with plural forms where the language has them', () => {
    expect(formatDuration(90_061, en)).toBe('1 day 1 hour 1 minute 1 second');
    expect(formatDuration(2 * 86_400 + 2 * 3600 + 120 + 2, en)).toBe('2 days 2 hours 2 minutes 2 seconds');
    expect(formatDuration(0, en)).toBe('0 seconds');
    expect(formatDuration(90_061, ja)).toBe('1 日 1 時間 1 分 1 秒');
    expect(loginErrorText(http401({ attempts: 0, lockoutTime: 1800 }), en)).toBe('Account locked. Try again in 30 minutes.');
  });

  it('shows the server message of a refusal and of other failures', () => {
    expect(loginErrorText(new HttpError('http', 403, '账号已被禁用，请联系管理员'), t)).toBe('账号已被禁用，请联系管理员');
    expect(loginErrorText(new HttpError('http', 500, ''), t)).toBe('登录失败，验证码错误');
    expect(loginErrorText(new HttpError('http', 429, '登录请求过于频繁'), t)).toBe('登录失败：登录请求过于频繁');
    expect(loginErrorText(new HttpError('network', 0, ''), t)).toBe('网络连接错误，请检查网络');
  });

  it('a wrong captcha is "login failed, captcha wrong"; none at all is the server\'s "not verified"', () => {
    const wrong = new HttpError('http', 400, '验证码错误或已失效，请重新验证', { code: CAPTCHA_LOGIN_CODES.captchaWrong });
    expect(loginErrorText(wrong, t)).toBe('登录失败，验证码错误');
    const missing = new HttpError('http', 400, '未验证，请先完成安全验证', { code: CAPTCHA_LOGIN_CODES.captchaRequired });
    expect(loginErrorText(missing, t)).toBe('未验证，请先完成安全验证');
  });
});
