import { describe, expect, it } from 'vitest';
import { checkPersonalData, fieldInputSchema, isSafeLink, isSiteFiles } from './entity.ts';
import { maskValue } from './validators.ts';

describe('personal data in the definitions', () => {
  it('masks a birthday to its year, idempotently', () => {
    expect(maskValue('birthYear', '1985-12-07')).toBe('1985-**-**');
    expect(maskValue('birthYear', '1985-**-**')).toBe('1985-**-**');
  });

  it('refuses a derived field without a mask, or derived from an unmasked field', () => {
    const entity = (fields: Record<string, object>) => ({ module: 'm', name: 'e', fields: fields as never });
    expect(() => checkPersonalData(entity({ id: { kind: 'text', mask: 'idCard' }, day: { kind: 'date', derivedFrom: 'id' } }))).toThrow(/needs a mask/);
    expect(() => checkPersonalData(entity({ id: { kind: 'text' }, day: { kind: 'date', derivedFrom: 'id', mask: 'birthYear' } }))).toThrow(/not a masked field/);
    expect(() => checkPersonalData(entity({ id: { kind: 'text', mask: 'idCard' }, day: { kind: 'date', derivedFrom: 'id', mask: 'birthYear' } }))).not.toThrow();
  });

  it('takes a masked date only on a masked date field', () => {
    expect(fieldInputSchema({ kind: 'date', mask: 'birthYear' }).safeParse('1985-**-**').success).toBe(true);
    expect(fieldInputSchema({ kind: 'date' }).safeParse('1985-**-**').success).toBe(false);
  });

  it('a link is http(s) or a reference without a scheme', () => {
    for (const ok of ['https://example.com/a', 'HTTP://example.com', '/news/1', '文章 12', 'article?id=3']) expect(isSafeLink(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:x', 'java\nscript:x', 'data:text/html,x', '//evil.example', '\\\\evil.example', 'https:evil', 'vbscript:x']) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
  });

  it('an image is a file of this site', () => {
    expect(isSiteFiles('/api/ctyun/files/abcdefghijklmnopqrstuv.png')).toBe(true);
    expect(isSiteFiles('/api/ctyun/files/a.png,/api/ctyun/files/b.jpg')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'https://evil.example/x.png', '/api/ctyun/files/../x.png', '/other/x.png']) expect(isSiteFiles(bad), bad).toBe(false);
  });
});
