import { type Locale, PASSWORD_MESSAGES, PASSWORD_RULE_KEYS, type PasswordMessageKey, type PasswordRulePart, passwordRuleFailures } from '@zhwy/contracts';
import type { FormRule } from 'antd';

/**
 * The web's own check of a new password, in the words the server refuses with (contracts' password-rule.ts, no
 * zod: the forced change page is a shell page): each part of the rule its own rule, so every part that fails shows
 * its own line under the field; the same-as-old and confirmation checks beside them.
 */
const PARTS: readonly PasswordRulePart[] = ['length', 'classes', 'username'];

export const passwordText = (key: PasswordMessageKey, locale: Locale) => PASSWORD_MESSAGES[key][locale];

type Options = {
  locale: Locale;
  /** The account the password is for (the rule forbids it inside the password, in any case). */
  username: () => string;
  /** The old password, when the form has one: the new one must differ. */
  oldPassword?: () => string;
};

/** Rules of a new-password field (an empty one is left to its `required` rule, or means "unchanged"). */
export const newPasswordRules = ({ locale, username, oldPassword }: Options): FormRule[] => [
  ...PARTS.map(
    (part): FormRule => ({
      validator: async (_, value: string | undefined) => {
        if (value && passwordRuleFailures(value, username().trim()).includes(part)) throw new Error(passwordText(PASSWORD_RULE_KEYS[part], locale));
      },
    }),
  ),
  ...(oldPassword
    ? [
        {
          validator: async (_: unknown, value: string | undefined) => {
            if (value && value === oldPassword()) throw new Error(passwordText('passwordSame', locale));
          },
        },
      ]
    : []),
];

/** The rule of a confirmation field: the same as the field `of`. */
export const confirmPasswordRule =
  (of: string, locale: Locale): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_, value: string | undefined) => {
      if (value && value !== getFieldValue(of)) throw new Error(passwordText('passwordMismatch', locale));
    },
  });
