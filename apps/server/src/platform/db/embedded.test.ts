import { describe, expect, it } from 'vitest';
import { socketDirOf } from './embedded.ts';

describe('socketDirOf (where the embedded PostgreSQL puts its Unix socket)', () => {
  it('uses the data directory when the socket path fits', () => {
    expect(socketDirOf('/srv/zhwy/data/pg', 54321)).toBe('/srv/zhwy/data/pg');
  });

  it('falls back to TCP (empty list) when the socket path would pass the kernel limit of 107 bytes', () => {
    const deep = `/${'d'.repeat(91)}`; // + "/.s.PGSQL.54321" (15) = 107: still fits
    expect(socketDirOf(deep, 54321)).toBe(deep);
    expect(socketDirOf(`${deep}x`, 54321)).toBe('');
  });

  it('falls back to TCP when the directory name would need quoting in unix_socket_directories', () => {
    expect(socketDirOf('/home/li wei/data/pg', 5432)).toBe('');
    expect(socketDirOf('/data/a,b/pg', 5432)).toBe('');
    expect(socketDirOf("/data/o'neil/pg", 5432)).toBe('');
  });
});
