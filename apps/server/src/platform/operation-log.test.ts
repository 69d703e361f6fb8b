import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type pg from 'pg';
import { redact, registerOperationLog } from './operation-log.ts';

describe('redact', () => {
  it('keeps a time as its instant (a parsed body carries Dates)', () => {
    expect(JSON.stringify(redact({ startTime: new Date('2027-01-01T00:00:00.000Z'), bad: new Date('x') }))).toBe('{"startTime":"2027-01-01T00:00:00.000Z","bad":"Invalid Date"}');
  });

  it('shortens inline files to their type and size', () => {
    const avatar = `data:image/png;base64,${'A'.repeat(5000)}`;
    expect(redact({ name: '明远', imgPath: avatar, short: 'data:,x' })).toEqual({
      name: '明远',
      imgPath: `[image/png;base64, ${avatar.length} characters]`,
      short: 'data:,x',
    });
  });

  it('hides secret-looking keys at any depth', () => {
    const out = redact({
      username: 'admin',
      password: 'x',
      oldPassword: 'y',
      newPassword: 'z',
      currentUserPwd: 'p',
      token: 't',
      nested: { accessToken: 'a', list: [{ secretKey: 's', name: 'n' }], captchaVerification: 'c' },
      authorization: 'Bearer x',
    });
    expect(out).toEqual({
      username: 'admin',
      password: '******',
      oldPassword: '******',
      newPassword: '******',
      currentUserPwd: '******',
      token: '******',
      nested: { accessToken: '******', list: [{ secretKey: '******', name: 'n' }], captchaVerification: '******' },
      authorization: '******',
    });
  });

  it('cuts bodies below six levels, so a secret deep down stays hidden and a very deep body cannot overflow the stack', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: { password: 'deep-secret' } } } } } } } };
    expect(JSON.stringify(redact(deep))).not.toContain('deep-secret');
    let nested: unknown = 'x';
    for (let i = 0; i < 100_000; i++) nested = [nested];
    expect(JSON.stringify(redact({ list: nested }))).toBe('{"list":[[[[[["[…]"]]]]]]}');
  });

  it('leaves scalars, null and the input untouched', () => {
    const input = { password: 'keep-me' };
    redact(input);
    expect(input.password).toBe('keep-me');
    expect(redact(null)).toBeNull();
    expect(redact('text')).toBe('text');
    expect(redact(3)).toBe(3);
  });

  it('bounds arrays and depth', () => {
    expect((redact(Array.from({ length: 100 }, (_, i) => i)) as unknown[]).length).toBe(50);
    let deep: Record<string, unknown> = { password: 'bottom' };
    for (let i = 0; i < 10; i++) deep = { child: deep };
    expect(() => JSON.stringify(redact(deep))).not.toThrow();
  });
});

describe('named operations', () => {
  it('must carry a key for the other languages: a route without one is refused as it is declared', async () => {
    const app = Fastify();
    registerOperationLog(app, {} as pg.Pool);
    app.post('/keyed', { config: { operation: '保存', operationKey: { key: 'saveMenu' } } }, async () => 'ok');
    expect(() => app.post('/bare', { config: { operation: '保存' } }, async () => 'ok')).toThrow(/without an operationKey/);
    await app.close();
  });

  it('every call the log records names its operation: a bare logged route is refused; reads, GETs and public calls are not', async () => {
    const app = Fastify();
    registerOperationLog(app, {} as pg.Pool);
    expect(() => app.post('/export', { config: { access: 'x:export' } }, async () => 'ok')).toThrow(/names no operation/);
    expect(() => app.delete('/row', {}, async () => 'ok')).toThrow(/names no operation/);
    app.post('/list', { config: { reads: true } }, async () => 'ok');
    app.get('/row', {}, async () => 'ok');
    app.post('/captcha', { config: { access: 'public' } }, async () => 'ok');
    await app.close();
  });
});
