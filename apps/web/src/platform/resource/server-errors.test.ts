import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { serverFieldErrors } from './server-errors.ts';

describe('serverFieldErrors', () => {
  it('maps the answer’s fields that the form shows', () => {
    const error = new HttpError('http', 422, '提交的数据有误', { fields: { name: '不能为空', mobile: '请输入正确的手机号码', roles: '不支持的字段' } });
    expect(serverFieldErrors(error, ['name', 'mobile', 'email'])).toEqual([
      { name: 'name', errors: ['不能为空'] },
      { name: 'mobile', errors: ['请输入正确的手机号码'] },
    ]);
  });

  it('has nothing for answers without fields or other failures', () => {
    expect(serverFieldErrors(new HttpError('http', 500, '服务异常'), ['name'])).toEqual([]);
    expect(serverFieldErrors(new HttpError('network', 0, ''), ['name'])).toEqual([]);
    expect(serverFieldErrors(new Error('x'), ['name'])).toEqual([]);
  });
});
