import { PASSWORD_RULE, type Locale, checkPasswordRule, pickLocale } from '@zhwy/contracts';

const { minLength: min, maxLength: max } = PASSWORD_RULE;

const RULE_TEXT: Record<Locale, string> = {
  zh_CN: `密码长度为 ${min}-${max} 位，须包含大写字母、小写字母、数字、特殊字符中的至少三种，且不能包含账号`,
  zh_TW: `密碼長度為 ${min}–${max} 個字元，須包含大寫字母、小寫字母、數字、特殊字元中的至少三種，且不能包含帳號`,
  en_US: `Password must be ${min}–${max} characters long, include at least three of uppercase letters, lowercase letters, digits and symbols, and must not contain the username.`,
  ja_JP: `${min}～${max} 文字で、英大文字・英小文字・数字・記号のうち 3 種類以上を含み、アカウント名を含まないこと`,
  ko_KR: `${min}~${max}자, 영문 대문자·소문자·숫자·특수문자 중 3가지 이상을 포함하고 계정명을 포함하지 않아야 합니다`,
};

export const passwordRuleText = (acceptLanguage?: string): string => RULE_TEXT[pickLocale(acceptLanguage)];

/** The rule's message for a failing password, or null when it passes. */
export const passwordRuleViolation = (password: string, username: string, acceptLanguage?: string): string | null =>
  checkPasswordRule(password, username) ? passwordRuleText(acceptLanguage) : null;
