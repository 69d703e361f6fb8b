import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, PERMISSIONS } from './permissions.ts';
import { LoginBody, PasswordChangeBody, checkPasswordRule } from './api.ts';

describe('checkPasswordRule', () => {
  it.each([
    ['Better#Pass2025', null],
    ['abcDEF123', null],
    ['abc#1234', null],
    ['Ab#1234', 'length'],
    [`Ab#1${'x'.repeat(29)}`, 'length'],
    ['abcdefgh', 'classes'],
    ['abcd1234', 'classes'],
    ['ABCD####', 'classes'],
    ['Admin#2025', 'username'],
    ['xxADMINxx#1', 'username'],
  ])('%s → %s', (password, result) => {
    expect(checkPasswordRule(password, 'admin')).toBe(result);
  });

  it('does not check the account when none is given', () => {
    expect(checkPasswordRule('Admin#2025')).toBeNull();
  });
});

describe('LoginBody', () => {
  it('requires username and password, trims the username', () => {
    expect(LoginBody.parse({ username: ' admin ', password: 'x' }).username).toBe('admin');
    const result = LoginBody.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(['password', 'username']);
    expect(LoginBody.safeParse({ username: '   ', password: 'x' }).success).toBe(false);
    expect(LoginBody.safeParse({ username: 'a'.repeat(65), password: 'x' }).success).toBe(false);
  });

  it('takes rememberme as the spec client sends it (0/1, "0"/"1", boolean)', () => {
    for (const rememberme of [0, 1, '0', '1', true, false]) expect(LoginBody.safeParse({ username: 'a', password: 'b', rememberme }).success).toBe(true);
    expect(LoginBody.safeParse({ username: 'a', password: 'b', rememberme: 2 }).success).toBe(false);
  });
});

describe('PasswordChangeBody', () => {
  it('needs old and new password', () => {
    expect(PasswordChangeBody.safeParse({ userName: 'a', oldPassword: 'x', newPassword: 'y' }).success).toBe(true);
    expect(PasswordChangeBody.safeParse({ userName: 'a', oldPassword: '', newPassword: 'y' }).success).toBe(false);
    expect(PasswordChangeBody.parse({ userId: '3', oldPassword: 'x', newPassword: 'y' }).userId).toBe(3);
  });
});

describe('permission codes', () => {
  it('are unique and module:entity:action shaped', () => {
    expect(new Set(ALL_PERMISSION_CODES).size).toBe(ALL_PERMISSION_CODES.length);
    for (const code of ALL_PERMISSION_CODES) expect(code).toMatch(/^[a-z]+:[a-zA-Z]+:[a-z]+$/);
    expect(ALL_PERMISSION_CODES).toContain(PERMISSIONS.dict.add);
  });
});
