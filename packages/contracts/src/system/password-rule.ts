import { defineMessages } from '../platform/message-catalogue.ts';

/**
 * The password rule, part by part, and its messages: the server refuses a new password naming the part that failed
 * (a catalogue key, worded per Accept-Language), and the web's own check says the same words before sending (the
 * forced change page, the profile's dialog, the user form). Its own module without zod: the forced change page is
 * a shell page, whose first load must stay small.
 */
export const PASSWORD_RULE = { minLength: 8, maxLength: 32, minClasses: 3 } as const;

export type PasswordRulePart = 'length' | 'classes' | 'username';

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];

/** Every part of the rule `password` fails, in the rule's order (length, character classes, the account name). */
export const passwordRuleFailures = (password: string, username = ''): PasswordRulePart[] => {
  const failed: PasswordRulePart[] = [];
  if (password.length < PASSWORD_RULE.minLength || password.length > PASSWORD_RULE.maxLength) failed.push('length');
  if (CLASSES.filter((re) => re.test(password)).length < PASSWORD_RULE.minClasses) failed.push('classes');
  // The account name in any case: Admin#2025 and xxADMINxx#1 both contain admin.
  if (username && password.toLowerCase().includes(username.toLowerCase())) failed.push('username');
  return failed;
};

/** The first part of the rule the password fails, or null when it satisfies the rule. */
export const checkPasswordRule = (password: string, username = ''): PasswordRulePart | null => passwordRuleFailures(password, username)[0] ?? null;

const { minLength: min, maxLength: max } = PASSWORD_RULE;

/** The messages of the rule's parts and of the checks around it (merged into the system module's catalogue). */
export const PASSWORD_MESSAGES = defineMessages({
  passwordLength: {
    zh_CN: `密码长度须为 ${min}-${max} 位`,
    zh_TW: `密碼長度須為 ${min}–${max} 個字元`,
    en_US: `The password must be ${min}–${max} characters long`,
    ja_JP: `パスワードは ${min}～${max} 文字にしてください`,
    ko_KR: `비밀번호는 ${min}~${max}자여야 합니다`,
  },
  passwordClasses: {
    zh_CN: '密码须包含大写字母、小写字母、数字、特殊字符中的至少三种',
    zh_TW: '密碼須包含大寫字母、小寫字母、數字、特殊字元中的至少三種',
    en_US: 'The password must include at least three of: uppercase letters, lowercase letters, digits, symbols',
    ja_JP: 'パスワードには英大文字・英小文字・数字・記号のうち 3 種類以上を含めてください',
    ko_KR: '비밀번호에는 영문 대문자·소문자·숫자·특수문자 중 3가지 이상이 포함되어야 합니다',
  },
  passwordHasUsername: {
    zh_CN: '密码不能包含账号（不区分大小写）',
    zh_TW: '密碼不能包含帳號（不區分大小寫）',
    en_US: 'The password must not contain the username (in any case)',
    ja_JP: 'パスワードにアカウント名を含めないでください（大文字・小文字を問わず）',
    ko_KR: '비밀번호에 계정명을 포함할 수 없습니다(대소문자 구분 없음)',
  },
  passwordSame: {
    zh_CN: '新密码不能与原密码相同',
    zh_TW: '新密碼不能與原密碼相同',
    en_US: 'The new password must differ from the current one',
    ja_JP: '新しいパスワードは現在のパスワードと異なるものにしてください',
    ko_KR: '새 비밀번호는 현재 비밀번호와 달라야 합니다',
  },
  passwordMismatch: {
    zh_CN: '两次输入的密码不一致',
    zh_TW: '兩次輸入的密碼不一致',
    en_US: 'The two passwords entered do not match',
    ja_JP: '入力した 2 つのパスワードが一致しません',
    ko_KR: '입력한 두 비밀번호가 일치하지 않습니다',
  },
});

export type PasswordMessageKey = keyof typeof PASSWORD_MESSAGES;

/** The catalogue key of each part of the rule. */
export const PASSWORD_RULE_KEYS = { length: 'passwordLength', classes: 'passwordClasses', username: 'passwordHasUsername' } as const satisfies Record<
  PasswordRulePart,
  PasswordMessageKey
>;
