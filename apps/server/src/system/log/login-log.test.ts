import { describe, expect, it } from 'vitest';
import { loginMessageKey, paramsText } from './login-log.ts';

describe('loginMessageKey', () => {
  it('names the login messages of the auth, CAS and special-entry code with their numbers', () => {
    expect(loginMessageKey('登录成功')).toEqual({ key: 'loginSuccess' });
    expect(loginMessageKey('登录失败，您还有 4 次机会')).toEqual({ key: 'loginFailed', params: { n: 4 } });
    expect(loginMessageKey('账号已锁定，请在 27 分钟后重试')).toEqual({ key: 'accountLocked', params: { minutes: 27 } });
    expect(loginMessageKey('密码错误次数过多，账号已锁定 30 分钟')).toEqual({ key: 'lockedNow', params: { minutes: 30 } });
    expect(loginMessageKey('CAS 单点登出')).toEqual({ key: 'casLogout' });
  });

  it('keeps validation-catalogue keys, also when already worded in Chinese behind an entry', () => {
    expect(loginMessageKey('userDisabled')).toEqual({ key: 'catalogue.userDisabled' });
    expect(loginMessageKey('城市平台入口：账号已被禁用，请联系管理员')).toEqual({ key: 'catalogue.userDisabled', params: { entry: 'city' } });
    expect(loginMessageKey('莱州自动登录入口：登录失败，您还有 2 次机会')).toEqual({ key: 'loginFailed', params: { n: 2, entry: 'laiZhou' } });
  });

  it('has no key for any other text (shown as stored)', () => {
    expect(loginMessageKey('something else')).toBeNull();
    expect(loginMessageKey('不认识的入口：登录成功')).toBeNull();
    expect(paramsText(null)).toBeNull();
    expect(paramsText({ key: 'loginSuccess' })).toBeNull();
    expect(paramsText({ key: 'loginFailed', params: { n: 3 } })).toBe('{"n":3}');
  });
});
