import { ERROR_CODES, LOGIN_ENTRY_CODES, PASSWORD_STATUS, type CasLoginBody, type LoginResult } from '@zhwy/contracts';
import type { AppDeps } from '../../platform/context.ts';
import { sha256 } from '../../platform/crypto.ts';
import type { TenantRow } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { writeLoginLog } from '../log/login-log.ts';
import { createLockout } from '../auth/lockout.ts';
import type { AuthService, Caller } from '../auth/service.ts';
import { CasUnreachable, validateTicket } from './cas-client.ts';
import { sessionIndexOf } from './cas-protocol.ts';
import { ownServiceUrl } from './service-url.ts';
import { pgScope } from '../../platform/scope-sql.ts';

/** A ticket is checked once: CAS refuses a second check anyway, this refuses it without asking (and a race of two). */
const USED_TICKET_MS = 10 * 60_000;
/** What the login log names a CAS attempt by before CAS has said whose it is. */
const UNKNOWN_USER = 'CAS';

/**
 * CAS single sign-on (CAS protocol 3.0): the login by a service ticket, and the single logout that ends the session
 * a ticket opened. The rate limit, the lockout, disabled accounts, the tenant's expiry and the login log are the
 * password login's own (AuthService).
 */
export const createCasService = ({ database, store, config }: AppDeps, auth: AuthService) => {
  const { pool } = database;
  const lockout = createLockout(store, config.login);
  // Keys hold the ticket's hash: the store never holds a live ticket.
  const sessionKey = (tenantId: number, ticket: string) => `cas:slo:${tenantId}:${sha256(ticket)}`;
  const usedKey = (tenantId: number, ticket: string) => `cas:used:${tenantId}:${sha256(ticket)}`;

  const refused = (status: number, message: string, code: number) => new AppError(status, message, { code });

  const loginByCas = async (tenant: TenantRow, body: CasLoginBody, caller: Caller, host: string | undefined): Promise<LoginResult> => {
    let userName = UNKNOWN_USER;
    const log = (message: string, success: boolean) => writeLoginLog(pool, { tenantId: tenant.id, userName, ip: caller.ip, message, success });
    try {
      await auth.rateLimit(caller.ip);
      if (!tenant.casBaseUrl) throw refused(404, '本平台未配置 CAS 单点登录', LOGIN_ENTRY_CODES.casNotConfigured);
      const service = ownServiceUrl(body.serviceUrl, host);
      if (!service) throw new AppError(422, 'CAS 服务地址必须是本平台的登录页', { fields: { serviceUrl: '须为本平台的登录页地址' } });
      if (!(await store.setIfAbsent(usedKey(tenant.id, body.ticket), '1', USED_TICKET_MS))) {
        throw refused(401, 'CAS 票据已使用过', LOGIN_ENTRY_CODES.casTicketRefused);
      }
      let validation;
      try {
        validation = await validateTicket(tenant.casBaseUrl, service, body.ticket);
      } catch (error) {
        if (!(error instanceof CasUnreachable)) throw error;
        throw refused(502, `CAS 服务无响应（${error.message}）`, LOGIN_ENTRY_CODES.casUnreachable);
      }
      if (!validation.ok) throw refused(401, `CAS 票据校验未通过（${validation.code}）`, LOGIN_ENTRY_CODES.casTicketRefused);
      userName = validation.user.trim();
      const user = userName.length <= 64 ? await auth.findUser(tenant.id, userName) : null;
      if (!user) throw refused(403, `CAS 账号 ${userName.slice(0, 64)} 在本平台没有对应的账号，请联系管理员`, LOGIN_ENTRY_CODES.casUserUnknown);
      // Locked by wrong passwords (from this address, or the whole account): CAS does not lift the login's lock.
      const attempt = await lockout.begin(tenant.id, user.username, caller.ip);
      if (user.status !== 0) throw new AppError(403, 'userDisabled', { code: ERROR_CODES.userDisabled });
      await attempt.succeed();
      return await auth.admit(tenant, user, caller, {
        // No local password took part: there is nothing to force a change of.
        passwordStatus: PASSWORD_STATUS.ok,
        rememberMe: false,
        log,
        success: 'CAS 单点登录成功',
        onSession: (token) => store.set(sessionKey(tenant.id, body.ticket), sha256(token), config.session.maxHours * 3_600_000),
      });
    } catch (error) {
      if (error instanceof AppError) await log(error.message, false);
      throw error;
    }
  };

  /**
   * CAS's single logout: the session the ticket (SessionIndex) opened ends, if it is still live. Answers whether it
   * found one; an unknown ticket is not an error (CAS sends one logout per service it knows, ours or not).
   */
  const singleLogout = async (tenant: TenantRow, logoutRequest: string, ip: string): Promise<boolean> => {
    const ticket = sessionIndexOf(logoutRequest);
    if (!ticket) throw new AppError(400, '不是 CAS 的 LogoutRequest', { fields: { logoutRequest: '缺少 SessionIndex' } });
    const key = sessionKey(tenant.id, ticket);
    const tokenHash = await store.get(key);
    if (!tokenHash) return false;
    await store.delete(key);
    const { rows } = await pool.query<{ username: string }>(
      `UPDATE sys_session s SET revoked_at = now() FROM sys_user u
       WHERE s.token_hash = $1 AND ${pgScope('s', 2, { live: false })} AND s.revoked_at IS NULL AND u.id = s.user_id RETURNING u.username`,
      [tokenHash, tenant.id],
    );
    if (rows[0]) await writeLoginLog(pool, { tenantId: tenant.id, userName: rows[0].username, ip, message: 'CAS 单点登出', success: true });
    return rows.length > 0;
  };

  return { loginByCas, singleLogout };
};
