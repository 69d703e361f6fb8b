import { ERROR_CODES } from '@zhwy/contracts';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/errors.ts';
import en_US from '../../platform/i18n/locales/en_US/index.ts';
import zh_CN from '../../platform/i18n/locales/zh_CN/index.ts';
import { passwordErrorText, passwordFieldErrors } from './password-errors.ts';

let t: TFunction;
let en: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'zh_CN', resources: { zh_CN: { translation: zh_CN }, en_US: { translation: en_US } }, interpolation: { escapeValue: false } });
  t = i18n.t;
  en = i18n.getFixedT('en_US');
});

const wrongOld = new HttpError('http', 422, '账号或原密码不正确，您还有 4 次机会', {
  code: ERROR_CODES.badCredentials,
  msg: '账号或原密码不正确，您还有 4 次机会',
  fields: { oldPassword: '账号或原密码不正确，您还有 4 次机会' },
  attempts: 4,
  lockoutTime: 0,
});
const locked = new HttpError('http', 422, '账号已锁定，请在 30 分钟后重试', {
  code: ERROR_CODES.accountLocked,
  fields: { oldPassword: '账号已锁定，请在 30 分钟后重试' },
  attempts: 0,
  lockoutTime: 1800,
});

describe('password change errors', () => {
  it('a wrong old password (or unknown account) tells the attempts left, on the form and on the old-password field', () => {
    expect(passwordErrorText(wrongOld, t)).toBe('修改失败：账号或原密码不正确，您还有 4 次机会');
    expect(passwordFieldErrors(wrongOld, t)).toEqual({ oldPassword: '账号或原密码不正确，您还有 4 次机会' });
    expect(passwordFieldErrors(wrongOld, en)).toEqual({ oldPassword: 'Incorrect username or current password. 4 attempt(s) left.' });
  });

  it('a locked account says when to retry', () => {
    expect(passwordErrorText(locked, t)).toBe('修改失败：账号已锁定，请在 30 分钟后重试');
    expect(passwordFieldErrors(locked, t)).toEqual({ oldPassword: '账号已锁定，请在 30 分钟后重试' });
  });

  it('other failures show the server message and its field errors', () => {
    const rule = new HttpError('http', 422, '密码长度为 8-32 位', { code: ERROR_CODES.passwordRule, fields: { newPassword: '密码长度为 8-32 位' } });
    expect(passwordErrorText(rule, t)).toBe('修改失败：密码长度为 8-32 位');
    expect(passwordFieldErrors(rule, t)).toEqual({ newPassword: '密码长度为 8-32 位' });
    expect(passwordErrorText(new HttpError('http', 500, ''), t)).toBe('修改失败：服务异常');
    expect(passwordErrorText(new HttpError('network', 0, ''), t)).toBe('修改失败：网络连接错误，请检查网络');
    expect(passwordFieldErrors(new Error('x'), t)).toEqual({});
  });
});
