import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('keeps a URL without a query as it is', () => {
    expect(redactUrl('/zhwy/api/system/dictTypes/3')).toBe('/zhwy/api/system/dictTypes/3');
    expect(redactUrl('/zhwy/api/system/login')).toBe('/zhwy/api/system/login');
    expect(redactUrl('/healthz?')).toBe('/healthz?');
  });

  it('replaces the values of parameters whose names look like secrets, and keeps the others as sent', () => {
    expect(redactUrl('/zhwy/api/system/cscpLogLoginsByCriteria?page=0&size=10&token=abc.def&name=%E5%BC%A0')).toBe(
      '/zhwy/api/system/cscpLogLoginsByCriteria?page=0&size=10&token=******&name=%E5%BC%A0',
    );
    for (const name of ['access_token', 'Authorization', 'ticket', 'password', 'newPwd', 'smsCode', 'apiKey', 'client_secret', 'captchaVerification', 'sessionId', 'sign', 'jwt']) {
      expect(redactUrl(`/a?${name}=s3cr3t&page=1`)).toBe(`/a?${name}=******&page=1`);
    }
  });

  it('decodes names before judging them; a name that does not decode is a secret', () => {
    expect(redactUrl('/a?%74oken=s3cr3t')).toBe('/a?%74oken=******');
    expect(redactUrl('/a?to%ken=s3cr3t&x=1')).toBe('/a?to%ken=******&x=1');
  });

  it('replaces a part without a name (a bare token) and parts after ; as well', () => {
    expect(redactUrl('/a?eyJhbGciOiJIUzI1NiJ9&page=1')).toBe('/a?******&page=1');
    expect(redactUrl('/a?page=1;token=s3cr3t')).toBe('/a?page=1;token=******');
    expect(redactUrl('/a?page=1&&token=')).toBe('/a?page=1&&token=******');
  });

  it('withholds every value on login, password and captcha paths', () => {
    expect(redactUrl('/zhwy/api/system/login?username=admin&x=s3cr3t')).toBe('/zhwy/api/system/login?username=******&x=******');
    expect(redactUrl('/zhwy/api/system/loginByCas?service=s3cr3t')).toBe('/zhwy/api/system/loginByCas?service=******');
    expect(redactUrl('/zhwy/api/system/Login/?u=s3cr3t')).toBe('/zhwy/api/system/Login/?u=******');
    expect(redactUrl('/zhwy/api/system/%6Cogin?u=s3cr3t')).toBe('/zhwy/api/system/%6Cogin?u=******');
    expect(redactUrl('/zhwy/api/system/cscpUserPassword?old=s3cr3t')).toBe('/zhwy/api/system/cscpUserPassword?old=******');
    expect(redactUrl('/zhwy/api/tencentSms/loginSend?mobile=13800000000')).toBe('/zhwy/api/tencentSms/loginSend?mobile=******');
    expect(redactUrl('/zhwy/api/%ZZ?u=s3cr3t')).toBe('/zhwy/api/%ZZ?u=******');
    // Not a login: the login log's list keeps its query.
    expect(redactUrl('/zhwy/api/system/cscpLogLoginsByCriteria?page=0')).toBe('/zhwy/api/system/cscpLogLoginsByCriteria?page=0');
  });
});
