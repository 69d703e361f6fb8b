import { describe, expect, it } from 'vitest';
import { fileNameOf, withQuery } from './transfer.ts';

describe('fileNameOf', () => {
  it('reads the encoded name the server sends (RFC 5987)', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''${encodeURIComponent('小区列表.xlsx')}`, 'x.xlsx')).toBe('小区列表.xlsx');
  });

  it('prefers the encoded name over the plain one, and reads a plain one alone', () => {
    expect(fileNameOf(`attachment; filename="list.xlsx"; filename*=UTF-8''${encodeURIComponent('小区 列表.xlsx')}`, 'x')).toBe('小区 列表.xlsx');
    expect(fileNameOf('attachment; filename="a \\"b\\".xlsx"', 'x')).toBe('a "b".xlsx');
    expect(fileNameOf('attachment; filename=plain.xlsx', 'x')).toBe('plain.xlsx');
  });

  it('falls back without a usable name, and never keeps a path', () => {
    expect(fileNameOf(null, '自提点列表.xlsx')).toBe('自提点列表.xlsx');
    expect(fileNameOf('attachment', '自提点列表.xlsx')).toBe('自提点列表.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'fallback.xlsx')).toBe('fallback.xlsx');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(fileNameOf('attachment; filename="dir/"', 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('withQuery', () => {
  it('appends the non-empty values', () => {
    expect(withQuery('/api/a', { 'areaId.equals': 5, 'address.contains': '', sort: 'id,asc' })).toBe('/api/a?areaId.equals=5&sort=id%2Casc');
    expect(withQuery('/api/a?x=1', { y: '2' })).toBe('/api/a?x=1&y=2');
    expect(withQuery('/api/a')).toBe('/api/a');
  });
});
