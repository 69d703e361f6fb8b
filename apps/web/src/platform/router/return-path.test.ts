import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathOf } from './return-path.ts';

describe('return path after a new login', () => {
  it('carries the interrupted page, query included, and reads it back', () => {
    const login = loginPathFor('/system/logs/operation?x=1&y=2');
    expect(login).toBe('/login?redirect=%2Fsystem%2Flogs%2Foperation%3Fx%3D1%26y%3D2');
    expect(returnPathOf(login.slice('/login'.length))).toBe('/system/logs/operation?x=1&y=2');
  });

  it('has nothing to carry from home, the login, the forced change or the 404', () => {
    for (const path of ['/home', '/login', '/login?redirect=%2Fa', '/update-password', '/404', '/']) expect(loginPathFor(path)).toBe('/login');
  });

  it('never leads to another origin or back to the login', () => {
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/login', '/update-password?x', '']) {
      expect(returnPathOf(`?redirect=${encodeURIComponent(target)}`), target).toBeNull();
    }
    expect(returnPathOf('')).toBeNull();
  });
});
