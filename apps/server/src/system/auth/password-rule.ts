import { ERROR_CODES, PASSWORD_RULE, PASSWORD_RULE_KEYS, type Locale, checkPasswordRule, pickLocale } from '@zhwy/contracts';
import { AppError } from '../../platform/errors.ts';
import { dictionary } from '@zxcvbn-ts/language-common';

const { minLength: min, maxLength: max } = PASSWORD_RULE;

const RULE_TEXT: Record<Locale, string> = {
  zh_CN: `密码长度为 ${min}-${max} 位，须包含大写字母、小写字母、数字、特殊字符中的至少三种，且不能包含账号`,
  zh_TW: `密碼長度為 ${min}–${max} 個字元，須包含大寫字母、小寫字母、數字、特殊字元中的至少三種，且不能包含帳號`,
  en_US: `Password must be ${min}–${max} characters long, include at least three of uppercase letters, lowercase letters, digits and symbols, and must not contain the username.`,
  ja_JP: `${min}～${max} 文字で、英大文字・英小文字・数字・記号のうち 3 種類以上を含み、アカウント名を含まないこと`,
  ko_KR: `${min}~${max}자, 영문 대문자·소문자·숫자·특수문자 중 3가지 이상을 포함하고 계정명을 포함하지 않아야 합니다`,
};

export const passwordRuleText = (acceptLanguage?: string): string => RULE_TEXT[pickLocale(acceptLanguage)];

/**
 * Refuses a new password against the rule (422 on `field`, code passwordRule), naming the part it fails: its
 * length, its character classes, or the account name inside it (in any case). Nothing when it passes.
 */
export const assertPasswordRule = (password: string, username: string, field: string) => {
  const part = checkPasswordRule(password, username);
  if (part) throw new AppError(422, PASSWORD_RULE_KEYS[part], { code: ERROR_CODES.passwordRule, fields: { [field]: PASSWORD_RULE_KEYS[part] } });
};

/**
 * The most common passwords: the ranked list (about 49,000, lower case) of the maintained zxcvbn-ts common
 * dictionary, shipped inside the npm package (nothing is downloaded at run time).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** One unit of one to three characters said again and again: aaaaaaaa, abcabcabc, 12121212. */
const REPEATED = /^(.{1,3})\1+$/su;
const LEADING = /^[^\p{L}]+/u;
const TRAILING = /[^\p{L}]+$/u;
/** What is added to a word to pass the class rule: one or two letters, then digits or symbols (`A1`, `Ab1!`). */
const SUFFIX = /\p{L}{1,2}[^\p{L}]+$/u;

/**
 * A password too common to be accepted: a list entry, or a trivial variant of one. Compared in lower case, as it
 * is and without the digits and symbols at its start, at its end, or both, and without an ending of one or two
 * letters and digits or symbols: `Password1!`, `1qaz2WSX`, `dragonA1`, `12345678Ab!` are all refused. A password
 * (or what is left of it) that is one short unit repeated (`aaaaaaaA1`, `abcabcabc`) counts as common too.
 */
export const isCommonPassword = (password: string): boolean => {
  const lower = password.toLowerCase();
  const trimmed = lower.replace(LEADING, '');
  const variants = new Set([
    lower,
    lower.replace(TRAILING, ''),
    trimmed,
    trimmed.replace(TRAILING, ''),
    lower.replace(SUFFIX, ''),
    trimmed.replace(SUFFIX, ''),
  ]);
  for (const variant of variants) {
    if (variant !== '' && (COMMON_PASSWORDS.has(variant) || REPEATED.test(variant))) return true;
  }
  return false;
};
