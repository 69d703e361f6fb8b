import { LOGIN_ENTRY_NAMES, type LogMessageKey, VALIDATION_MESSAGES } from '@zhwy/contracts';
import type pg from 'pg';
import { cleanText } from '../../platform/operation-log.ts';
import { worded } from '../../platform/errors.ts';

export type LoginAttempt = { tenantId: number; userName: string; ip: string; message: string; success: boolean };

export type LogMessage = { key: string; params?: Record<string, string | number> };

/**
 * The login messages of the auth, CAS and special-entry code as the key the web app words per language. The Chinese
 * text is what those callers pass (and what the row keeps); a text not listed here keeps no key and is shown as is.
 */
const LOGIN_MESSAGES: [RegExp, LogMessageKey, string[]][] = [
  [/^登录成功$/, 'loginSuccess', []],
  [/^登录失败，您还有 (\d+) 次机会$/, 'loginFailed', ['n']],
  [/^账号已锁定，请在 (\d+) 分钟后重试$/, 'accountLocked', ['minutes']],
  [/^密码错误次数过多，账号已锁定 (\d+) 分钟$/, 'lockedNow', ['minutes']],
  [/^项目已过期，禁止登录$/, 'tenantExpired', []],
  [/^CAS 单点登录成功$/, 'casLogin', []],
  [/^CAS 单点登出$/, 'casLogout', []],
  [/^本平台未开启此登录入口$/, 'entryDisabled', []],
];

const CATALOGUE = new Set(Object.keys(VALIDATION_MESSAGES.zh_CN));
/** A catalogue message already worded in Chinese (behind an entry's name) back to its key; those without parameters. */
const CATALOGUE_TEXT = new Map(Object.entries(VALIDATION_MESSAGES.zh_CN).filter(([, text]) => !text.includes('{')).map(([key, text]) => [text, key]));
const ENTRY = /^(.{1,30}?)：(.*)$/s;

/**
 * The key of a login-log message: a validation-catalogue key (`catalogue.userDisabled`), one of LOGIN_MESSAGES, or
 * either behind a login entry's name (`城市平台入口：…`, the entry in `params.entry`); null for any other text.
 */
export const loginMessageKey = (message: string): LogMessage | null => {
  const entry = ENTRY.exec(message);
  if (entry && entry[1] in LOGIN_ENTRY_NAMES) {
    const inner = loginMessageKey(entry[2]);
    return inner && { key: inner.key, params: { ...inner.params, entry: LOGIN_ENTRY_NAMES[entry[1] as keyof typeof LOGIN_ENTRY_NAMES] } };
  }
  if (CATALOGUE.has(message)) return { key: `catalogue.${message}` };
  const worded = CATALOGUE_TEXT.get(message);
  if (worded) return { key: `catalogue.${worded}` };
  for (const [pattern, key, names] of LOGIN_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return { key, ...(names.length ? { params: Object.fromEntries(names.map((name, i) => [name, Number(match[i + 1])])) } : {}) };
  }
  return null;
};

/** A key's parameters as the column keeps them (JSON), or null. */
export const paramsText = (message: LogMessage | null): string | null =>
  message?.params && Object.keys(message.params).length > 0 ? cleanText(JSON.stringify(message.params), 500) : null;

/**
 * Every login attempt, successful or not, lands here: the Chinese text (a refusal's catalogue key worded in zh_CN)
 * and, where the message is a known one, its key and parameters for the reader's language.
 */
export const writeLoginLog = async (pool: pg.Pool, attempt: LoginAttempt): Promise<void> => {
  const keyed = loginMessageKey(attempt.message);
  await pool.query(
    'INSERT INTO sys_login_log (tenant_id, user_name, ip, message, status, message_key, message_params) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      attempt.tenantId,
      cleanText(attempt.userName, 64),
      attempt.ip,
      cleanText(worded(attempt.message), 500),
      attempt.success ? 0 : 1,
      keyed?.key ?? null,
      paramsText(keyed),
    ],
  );
};
