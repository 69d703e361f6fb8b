import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, aesDecrypt, aesEncrypt, hashPassword, newToken, randomKey, sha256, verifyPassword } from './crypto.ts';

const KEY = '0123456789abcdef';

describe('AES transport (AES-128-ECB, PKCS7, base64)', () => {
  it('matches an independent AES-128-ECB implementation', () => {
    const cipher = crypto.createCipheriv('aes-128-ecb', Buffer.from(KEY), null);
    const expected = Buffer.concat([cipher.update('Admin@123', 'utf8'), cipher.final()]).toString('base64');
    expect(aesEncrypt('Admin@123', KEY)).toBe(expected);
    // One block of PKCS7 padding for a 16-byte input.
    expect(Buffer.from(aesEncrypt('x'.repeat(16), KEY), 'base64')).toHaveLength(32);
  });

  it('round-trips UTF-8 text', () => {
    for (const text of ['a', 'Init@Pass2024', '密码🔒', 'x'.repeat(100)]) expect(aesDecrypt(aesEncrypt(text, KEY), KEY)).toBe(text);
  });

  it('answers null for plain text, a wrong key or garbage', () => {
    expect(aesDecrypt('Init@Pass2024', KEY)).toBeNull();
    expect(aesDecrypt(aesEncrypt('secret', KEY), 'fedcba9876543210')).not.toBe('secret');
    expect(aesDecrypt('', KEY)).toBeNull();
    expect(aesDecrypt('!!!', KEY)).toBeNull();
  });
});

describe('password hashes', () => {
  it('are scrypt with a random salt and verify only the right password', async () => {
    const a = await hashPassword('Init@Pass2024');
    const b = await hashPassword('Init@Pass2024');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Init@Pass2024', a)).toBe(true);
    expect(await verifyPassword('Init@Pass2025', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('refuse unknown schemes and the dummy hash', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
  });
});

describe('tokens and keys', () => {
  it('tokens are 256-bit random base64url', () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken));
    expect(tokens.size).toBe(50);
    for (const t of tokens) expect(t).toMatch(/^[\w-]{43}$/);
  });

  it('sha256 is hex', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('random keys have the asked length and usable characters', () => {
    const key = randomKey(16);
    expect(Buffer.byteLength(key)).toBe(16);
    expect(key).toMatch(/^[A-Za-z2-9]+$/);
    expect(randomKey(16)).not.toBe(key);
  });
});
