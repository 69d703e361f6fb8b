import { describe, expect, it } from 'vitest';
import { LOCALES } from '../platform/locales.ts';
import { PASSWORD_MESSAGES, PASSWORD_RULE_KEYS, passwordRuleFailures } from './password-rule.ts';

describe('passwordRuleFailures', () => {
  it.each([
    ['Better#Pass2025', []],
    ['abc', ['length', 'classes']],
    ['admin', ['length', 'classes', 'username']],
    ['xxADMINxx#1', ['username']],
    ['aDmIn#2025xyz', ['username']],
    ['abcdefgh', ['classes']],
  ])('%s → %j', (password, parts) => {
    expect(passwordRuleFailures(password, 'Admin')).toEqual(parts);
  });

  it('words every part in every locale', () => {
    for (const key of Object.values(PASSWORD_RULE_KEYS)) for (const locale of LOCALES) expect(PASSWORD_MESSAGES[key][locale]).not.toBe('');
  });
});
