import { ERROR_CODES } from '@zhwy/contracts';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError, httpErrorOf } from '../../platform/http/errors.ts';
import en_US from '../../platform/i18n/locales/en_US/index.ts';
import ja_JP from '../../platform/i18n/locales/ja_JP/index.ts';
import zh_CN from '../../platform/i18n/locales/zh_CN/index.ts';
import { formatDuration } from '../../platform/layout/duration.ts';
import { blockedLoginText, loginErrorText, tenantNoticeText } from './login-errors.ts';

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

  describe('refusals with a business code', () => {
    // As the server answers them (apps/server/src/platform/auth.ts, system/auth/service.ts, platform/errors.ts).
    const disabled = { code: ERROR_CODES.userDisabled, msg: '账号已被禁用，请联系管理员' };
    const loginLimited = { code: ERROR_CODES.rateLimited, msg: '登录请求过于频繁，请稍后再试' };
    const limited = { code: ERROR_CODES.rateLimited, msg: '请求过于频繁，请稍后再试' };
    const tenantGone = { code: ERROR_CODES.tenantUnavailable, msg: '租户不存在或已停用' };
    const tenantExpired = { code: ERROR_CODES.tenantUnavailable, msg: '项目已过期，请联系平台管理员续期' };
    const duplicate = { code: ERROR_CODES.duplicateSubmit, msg: '数据正在处理，请勿重复提交' };

    it('zh_CN shows the server message itself, which the spec defines', () => {
      expect(loginErrorText(httpErrorOf(403, disabled, t, 'zh_CN'), t)).toBe('账号已被禁用，请联系管理员');
      expect(loginErrorText(httpErrorOf(429, loginLimited, t, 'zh_CN'), t)).toBe('登录失败：登录请求过于频繁，请稍后再试');
      expect(httpErrorOf(403, tenantExpired, t, 'zh_CN').message).toBe('项目已过期，请联系平台管理员续期');
    });

    it('the zh_CN texts of the keys are the server messages', () => {
      expect([disabled, loginLimited, limited, tenantGone, tenantExpired, duplicate].map((b) => b.msg)).toEqual(
        ['userDisabled', 'loginRateLimited', 'rateLimited', 'tenantUnavailable', 'tenantExpired', 'duplicate'].map((k) => t(`common.http.${k}`)),
      );
    });

    it('other languages show them translated', () => {
      expect(loginErrorText(httpErrorOf(403, disabled, en, 'en_US'), en)).toBe('This account has been disabled. Contact your administrator.');
      expect(loginErrorText(httpErrorOf(429, loginLimited, en, 'en_US'), en)).toBe('Login failed: Too many login attempts. Try again later.');
      expect(loginErrorText(httpErrorOf(403, tenantGone, en, 'en_US'), en)).toBe('The tenant does not exist or has been disabled.');
      expect(httpErrorOf(403, tenantExpired, en, 'en_US').message).toBe('The project has expired. Contact the platform administrator to renew it.');
      expect(httpErrorOf(429, limited, en, 'en_US').message).toBe('Too many requests. Try again later.');
      expect(httpErrorOf(429, duplicate, en, 'en_US').message).toBe('Request in progress. Do not submit it again.');
      expect(httpErrorOf(403, disabled, ja, 'ja_JP').message).toBe('このアカウントは無効になっています。管理者にお問い合わせください');
    });

    it('keeps the body, and the server message of other answers', () => {
      const error = httpErrorOf(403, disabled, en, 'en_US');
      expect(error).toBeInstanceOf(HttpError);
      expect([error.kind, error.status, error.body]).toEqual(['http', 403, disabled]);
      expect(httpErrorOf(403, { code: 403, msg: '没有权限：x' }, en, 'en_US').message).toBe('没有权限：x');
      expect(httpErrorOf(500, {}, en, 'en_US').message).toBe('');
    });
  });

  describe('notices in a normal answer', () => {
    const gone = '租户“nope”不存在或已停用，请联系平台管理员';
    const expired = '项目已过期，请联系平台管理员续期';

    it('zh_CN shows the server message as it is', () => {
      expect(tenantNoticeText(gone, t, 'zh_CN')).toBe(gone);
      expect(blockedLoginText(expired, t, 'zh_CN')).toBe(expired);
      expect(blockedLoginText('别的原因', t, 'zh_CN')).toBe('别的原因');
    });

    it('other languages show the known case translated, else the generic refusal', () => {
      expect(tenantNoticeText(gone, en, 'en_US')).toBe('The tenant does not exist or has been disabled.');
      expect(blockedLoginText(expired, en, 'en_US')).toBe('The project has expired. Contact the platform administrator to renew it.');
      expect(blockedLoginText('别的原因', en, 'en_US')).toBe(en('shell.login.blocked'));
      expect(blockedLoginText(undefined, ja, 'ja_JP')).toBe(ja('shell.login.blocked'));
    });
  });
});
