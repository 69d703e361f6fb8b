import { createSchema, SysDict } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, conflict, fieldErrors, forbidden, notFound, unauthorized, validationFailed } from './errors.ts';

const issuesOf = (body: unknown) => {
  const result = createSchema(SysDict).safeParse(body);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues as never;
};

describe('fieldErrors', () => {
  it('maps each bad field to a message in zh_CN by default', () => {
    expect(fieldErrors(issuesOf({ dictCode: 'x'.repeat(101), status: '9' }))).toEqual({
      dictCode: '长度不能超过 100 个字符',
      dictName: '不能为空',
      status: '取值无效',
    });
  });

  it('answers in the caller language', () => {
    expect(fieldErrors(issuesOf({ dictCode: '编码', dictName: 'n', status: '0' }), 'en-US')).toEqual({ dictCode: 'Only letters, digits and _ . : - are allowed' });
    expect(fieldErrors(issuesOf({ dictName: 'n', status: '0' }), 'ja')).toEqual({ dictCode: '必須項目です' });
  });

  it('tells a wrong type from a missing value, and names number limits as values', () => {
    const schema = z.object({ id: z.coerce.number().int().positive(), name: z.string() });
    const messagesOf = (sent: Record<string, unknown>) => fieldErrors(schema.safeParse(sent).error!.issues as never, 'zh-CN', sent);
    expect(messagesOf({ id: 'abc', name: 5 })).toEqual({ id: '格式不正确', name: '格式不正确' });
    expect(messagesOf({ id: '1.5', name: 'a' })).toEqual({ id: '请输入整数' });
    expect(messagesOf({ id: '1e20', name: 'a' })).toEqual({ id: '不能大于 9007199254740991' });
    expect(messagesOf({ id: '0' })).toEqual({ id: '不能小于 0', name: '不能为空' });
  });

  it('names unknown fields', () => {
    expect(fieldErrors(issuesOf({ dictCode: 'a', dictName: 'b', status: '0', tenantId: 1 }))).toEqual({ tenantId: '不支持的字段' });
  });
});

describe('AppError helpers', () => {
  it('carry the status, message and extras', () => {
    expect(unauthorized()).toMatchObject({ statusCode: 401, message: '请先登录' });
    expect(forbidden()).toMatchObject({ statusCode: 403 });
    expect(notFound()).toMatchObject({ statusCode: 404, message: '请求的资源不存在' });
    expect(conflict('dup', { a: 'b' })).toMatchObject({ statusCode: 409, extra: { fields: { a: 'b' } } });
    expect(validationFailed({ a: 'b' })).toMatchObject({ statusCode: 422, extra: { fields: { a: 'b' } } });
    expect(new AppError(429, 'x')).toBeInstanceOf(Error);
  });
});
