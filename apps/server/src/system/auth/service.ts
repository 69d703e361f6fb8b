import { ERROR_CODES, PASSWORD_STATUS, type LoginBody, type LoginResult, type PasswordChangeBody, checkPasswordRule } from '@zhwy/contracts';
import { type SQL, and, eq } from 'drizzle-orm';
import type pg from 'pg';
import type { AppDeps } from '../../platform/context.ts';
import { decryptPassword } from '../../platform/password-transport.ts';
import { DUMMY_HASH, aesDecrypt, hashPassword, verifyPassword } from '../../platform/crypto.ts';
import type { TenantRow } from '../../platform/db/schema.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { AppError, badRequest, messageIn, unauthorized, validationFailed, worded } from '../../platform/errors.ts';
import { type CaptchaProof, createLoginCaptcha } from '../captcha/login-captcha.ts';
import { writeLoginLog } from '../log/login-log.ts';
import { createSmsLoginCheck } from '../sms/login-check.ts';
import { sysUser } from '../schema.ts';
import { expiryOf } from '../tenant/routes.ts';
import { assertPasswordRule, isCommonPassword } from './password-rule.ts';
import { type Attempt, createLockout } from './lockout.ts';
import { createSession, revokeUserSessions } from './sessions.ts';
import { pgScope, scopeWhere } from '../../platform/scope-sql.ts';

const PASSWORD_MAX_AGE_DAYS = 90;
/** A change may not reuse the last this many passwords, the current one included (the catalogue's passwordReused says 3). */
const PASSWORD_HISTORY = 3;
const LOGIN_RATE_PER_MINUTE = 60;

export type Caller = {
  ip: string;
  userAgent?: string;
  acceptLanguage?: string;
  /** The captcha headers of the login (system/captcha/login-captcha.ts). */
  captcha?: CaptchaProof;
  /** A login through one of the special entries (system/special-login): its name leads the login log's message. */
  entry?: string;
  /** The SMS code of the two-factor login (header X-Sms-Code; system/sms/login-check.ts). */
  smsCode?: string;
};

/** Login, lockout and password change: the rules of spec §4–5 and issue #2 §4 in one place. */
export const createAuthService = ({ database, store, config, passwordKey, passwordRsa }: AppDeps) => {
  const { db, pool } = database;
  const lockout = createLockout(store, config.login);
  const loginCaptcha = createLoginCaptcha({ store, config });
  const checkSmsCode = createSmsLoginCheck(store);

  const decrypt = (field: string, value: string): string => {
    // AES, or RSA-OAEP with the RSA option (`rsa:` prefix): platform/password-transport.ts.
    const plain = decryptPassword(value, passwordKey, passwordRsa);
    if (plain === null || plain === '') throw badRequest('密码须经 AES 或 RSA 加密传输', { [field]: '密码格式不正确' });
    return plain;
  };

  /** A live user of the tenant, scoped where every query of the framework is (scopeOf). */
  const findUserWhere = async (tenantId: number, match: SQL) => {
    const [user] = await db
      .select()
      .from(sysUser)
      .where(and(scopeWhere(sysUser, { tenantId }), match))
      .limit(1);
    return user ?? null;
  };
  const findUser = (tenantId: number, username: string) => findUserWhere(tenantId, eq(sysUser.username, username));
  const findUserById = (tenantId: number, id: number) => findUserWhere(tenantId, eq(sysUser.id, id));

  const passwordStatusOf = (user: typeof sysUser.$inferSelect, plain: string): number => {
    if (user.passwordInitial || checkPasswordRule(plain, user.username) || isCommonPassword(plain)) return PASSWORD_STATUS.weak;
    if (Date.now() - user.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * 86_400_000) return PASSWORD_STATUS.expired;
    return PASSWORD_STATUS.ok;
  };

  /** Logins and password changes (both check a password) from one IP, over all tenants: one budget a minute. */
  const rateLimit = async (ip: string) => {
    const calls = await store.increment(`rate:login:${ip}`, 60_000);
    if (calls > LOGIN_RATE_PER_MINUTE) throw new AppError(429, 'loginRateLimited', { code: ERROR_CODES.rateLimited });
  };

  /**
   * The end of every login whose credentials were accepted (password, CAS ticket): refused with passwordStatus 5
   * when the tenant has expired, else a new session, lastLogin and the login log's success row. `onSession` gets the
   * new token before the answer (CAS keeps ticket → session for its single logout).
   */
  const admit = async (
    tenant: TenantRow,
    user: typeof sysUser.$inferSelect,
    caller: Caller,
    options: { passwordStatus: number; rememberMe: boolean; log: (message: string, success: boolean) => Promise<void>; success?: string; onSession?: (token: string) => Promise<void> },
  ): Promise<LoginResult> => {
    if (expiryOf(tenant).overtime) {
      await options.log('项目已过期，禁止登录', false);
      return { token: '', passwordStatus: PASSWORD_STATUS.blocked, attempts: 0, lockoutTime: 0, msg: messageIn(caller.acceptLanguage, 'tenantExpired') };
    }
    // A weak or initial password: the session may only change it (platform/auth.ts) until it is changed.
    const mustChangePassword = options.passwordStatus === PASSWORD_STATUS.weak;
    const token = await createSession(pool, config, { tenantId: tenant.id, userId: user.id, rememberMe: options.rememberMe, mustChangePassword, ...caller });
    await options.onSession?.(token);
    await db.update(sysUser).set({ lastLogin: new Date() }).where(eq(sysUser.id, user.id));
    await options.log(options.success ?? '登录成功', true);
    return { token, passwordStatus: options.passwordStatus, attempts: config.login.maxAttempts, lockoutTime: 0 };
  };

  const login = async (tenant: TenantRow, body: LoginBody, caller: Caller): Promise<LoginResult> => {
    const username = body.username.trim();
    const log = (message: string, success: boolean) =>
      writeLoginLog(pool, { tenantId: tenant.id, userName: username, ip: caller.ip, message: caller.entry ? `${caller.entry}：${worded(message)}` : message, success });
    try {
      await rateLimit(caller.ip);
      await loginCaptcha.enforce(tenant, caller.captcha ?? {}, () => lockout.failures(tenant.id, username));
      const attempt = await lockout.begin(tenant.id, username, caller.ip);
      const plain = decrypt('password', body.password);
      const user = await findUser(tenant.id, username);
      // Unknown names cost the same and count the same as wrong passwords: no hint which names exist.
      const valid = await verifyPassword(plain, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) throw await attempt.fail();
      if (user.status !== 0) throw new AppError(403, 'userDisabled', { code: ERROR_CODES.userDisabled });
      await checkSmsCode(tenant, user, caller.smsCode, () => attempt.fail());
      await attempt.succeed();
      const rememberMe = body.rememberme === true || body.rememberme === 1 || body.rememberme === '1';
      return await admit(tenant, user, caller, { passwordStatus: passwordStatusOf(user, plain), rememberMe, log });
    } catch (error) {
      if (error instanceof AppError) await log(error.message, false);
      throw error;
    }
  };

  /**
   * The refusal of a wrong old password or a locked account on password change: 422 on the oldPassword field, never
   * 401 (the web client reads 401 as "session expired" and leaves the page). An unknown account gets exactly this
   * answer too, counted the same way, so the answer never tells which account names exist.
   */
  const oldPasswordRefusal = (error: AppError, withSession: boolean): AppError => {
    const locked = error.extra.code === ERROR_CODES.accountLocked;
    // With a session the account is the session's: only the old password can be wrong (the profile's dialog has no account field).
    const wrong = withSession ? '原密码不正确' : '账号或原密码不正确';
    const message = locked ? error.message : `${wrong}，您还有 ${error.extra.attempts ?? 0} 次机会`;
    return new AppError(422, message, { ...error.extra, fields: { oldPassword: message } });
  };

  /** A new password that passes the rule but is too common or was used lately: 422 on newPassword, the reason in the caller's language. */
  const newPasswordRefusal = (key: 'passwordCommon' | 'passwordReused') =>
    new AppError(422, key, { code: ERROR_CODES.passwordRule, fields: { newPassword: key } });

  /**
   * Changes the caller's own password; answers a fresh token and ends every other session of the user.
   * With a session it is the session's user (a userName or userId naming anyone else is refused); without one,
   * the forced change names the account and the old password authorises it.
   */
  const changePassword = async (
    tenant: TenantRow,
    body: PasswordChangeBody,
    session: { userId: number; username: string } | null,
    caller: Caller,
    /** Runs inside the change's transaction, last (the operation log's row: it commits with the change). */
    beforeCommit?: (client: pg.PoolClient) => Promise<void>,
  ): Promise<{ token: string; msg: string }> => {
    // Without a session only the account name can say whose password it is.
    if (!session && body.userName === undefined) throw unauthorized('请先登录');
    await rateLimit(caller.ip);
    const oldPlain = decrypt('oldPassword', body.oldPassword);
    const newPlain = decrypt('newPassword', body.newPassword);
    // Typed twice by the console's forms: a mismatch is the form's to show, before anything is counted or checked.
    if (body.confirmPassword !== undefined && decrypt('confirmPassword', body.confirmPassword) !== newPlain) {
      throw validationFailed({ confirmPassword: 'passwordMismatch' }, 'passwordMismatch');
    }
    const name = body.userName === undefined ? null : decryptName(body.userName);
    if (name === '' && !session) throw validationFailed({ userName: '不能为空' });
    // Password and profile updates concern the current user only (compared by name: no lookup, no hint).
    if (session && name && name !== session.username) throw validationFailed({ userName: 'notCurrentUser' }, 'notCurrentUser');
    if (session && body.userId && body.userId !== session.userId) throw validationFailed({ userId: 'notCurrentUser' }, 'notCurrentUser');
    const username = session?.username ?? name ?? '';
    const user = session ? await findUserById(tenant.id, session.userId) : await findUser(tenant.id, username);
    let attempt: Attempt;
    try {
      attempt = await lockout.begin(tenant.id, username, caller.ip);
    } catch (error) {
      throw error instanceof AppError ? oldPasswordRefusal(error, !!session) : error;
    }
    // Unknown names cost the same and count the same as wrong old passwords.
    const valid = await verifyPassword(oldPlain, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid) throw oldPasswordRefusal(await attempt.fail(), !!session);
    if (user.status !== 0) throw new AppError(403, 'userDisabled', { code: ERROR_CODES.userDisabled });
    assertPasswordRule(newPlain, user.username, 'newPassword');
    if (newPlain === oldPlain) throw validationFailed({ newPassword: 'passwordSame' }, 'passwordSame');
    if (isCommonPassword(newPlain)) throw newPasswordRefusal('passwordCommon');
    // The current password is the old one (passwordSame above); the history holds the ones it replaced.
    const { rows: previous } = await pool.query<{ password_hash: string }>(
      `SELECT password_hash FROM sys_password_history WHERE ${pgScope(null, 1, { live: false })} AND user_id = $2 ORDER BY id DESC LIMIT $3`,
      [tenant.id, user.id, PASSWORD_HISTORY - 1],
    );
    for (const row of previous) {
      if (await verifyPassword(newPlain, row.password_hash)) throw newPasswordRefusal('passwordReused');
    }
    const passwordHash = await hashPassword(newPlain);
    // The new hash, the end of the old sessions and the new session land together or not at all.
    const token = await withTransaction(pool, async (client) => {
      // The replaced password joins the history, which keeps the newest PASSWORD_HISTORY - 1.
      await client.query(
        `INSERT INTO sys_password_history (tenant_id, user_id, password_hash)
         SELECT tenant_id, id, password_hash FROM sys_user WHERE id = $1 AND ${pgScope(null, 2, { live: false })}`,
        [user.id, tenant.id],
      );
      await client.query(
        `DELETE FROM sys_password_history WHERE ${pgScope(null, 1, { live: false })} AND user_id = $2 AND id NOT IN (
           SELECT id FROM sys_password_history WHERE ${pgScope(null, 1, { live: false })} AND user_id = $2 ORDER BY id DESC LIMIT $3)`,
        [tenant.id, user.id, PASSWORD_HISTORY - 1],
      );
      await client.query(
        `UPDATE sys_user SET password_hash = $1, password_initial = false, password_changed_at = now(), update_by = $2, update_time = now()
         WHERE id = $2 AND ${pgScope(null, 3, { live: false })}`,
        [passwordHash, user.id, tenant.id],
      );
      await revokeUserSessions(client, user.id);
      const session = await createSession(client, config, { tenantId: tenant.id, userId: user.id, rememberMe: false, ...caller });
      await beforeCommit?.(client);
      return session;
    });
    await attempt.succeed();
    return { token, msg: '密码修改成功' };
  };

  /** The spec sends userName AES-encrypted; a plain name is accepted too. */
  const decryptName = (value: string): string => (aesDecrypt(value, passwordKey) ?? value).trim();

  return { login, admit, findUser, rateLimit, changePassword, decryptName };
};

export type AuthService = ReturnType<typeof createAuthService>;
