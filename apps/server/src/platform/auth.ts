import { ERROR_CODES } from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { type AccessCache, createAccessCache } from './access.ts';
import type { SessionUser } from './context.ts';
import { sha256 } from './crypto.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import { routeOf } from './route-info.ts';
import { isExpired, isServable } from './tenant.ts';

/** The token from `Authorization: Bearer <token>` (or the bare token, as the spec's client sends it). */
export const tokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length >= 20 && token.length <= 200 ? token : null;
};

// One round trip per request: the live session, its user, and the tenant's access version (what the user may
// see and do comes from the access cache for that version; see access.ts).
export const SESSION_SQL = `
SELECT s.id, s.user_id, u.username, s.last_seen_at < now() - interval '1 minute' AS stale, t.access_version,
  s.must_change_password
FROM sys_session s
JOIN sys_user u ON u.id = s.user_id
JOIN tenant t ON t.id = s.tenant_id
WHERE s.token_hash = $1 AND s.tenant_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
  AND s.last_seen_at > now() - s.idle_minutes * interval '1 minute'
  AND u.del_flag = 0 AND u.status = 0`;

type SessionRow = { id: number; user_id: number; username: string; stale: boolean; access_version: number; must_change_password: boolean };

export const loadSession = async (pool: pg.Pool, accessCache: AccessCache, token: string, tenantId: number): Promise<SessionUser | null> => {
  const tokenHash = sha256(token);
  // Named, so each pooled connection plans it once.
  const { rows } = await pool.query<SessionRow>({ name: 'session-user', text: SESSION_SQL, values: [tokenHash, tenantId] });
  const row = rows[0];
  if (!row) return null;
  // Sliding idle timeout, written at most once a minute so reads stay reads.
  if (row.stale) pool.query('UPDATE sys_session SET last_seen_at = now() WHERE id = $1', [row.id]).catch(() => {});
  const access = await accessCache.of(tenantId, row.user_id, row.access_version);
  return {
    sessionId: row.id,
    tokenHash,
    userId: row.user_id,
    username: row.username,
    tenantId,
    isAdmin: access.isAdmin,
    permissions: access.permissions,
    menus: access.menus,
    menusJson: access.menusJson,
    areaIds: access.areaIds,
    mustChangePassword: row.must_change_password,
  };
};

/**
 * Enforces each route's declared access before its body is parsed: the tenant must be servable, the
 * session live, and the permission code held. The UI may hide buttons; this is what refuses.
 */
export const registerAccessControl = (app: FastifyInstance, pool: pg.Pool) => {
  const accessCache = createAccessCache(pool);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const route = routeOf(request);
    if (!route.url) return; // unknown route: the 404 handler answers
    const access = route.config.access ?? 'login';
    const token = tokenOf(request);
    if (access === 'public') {
      if (token && isServable(request.tenant)) request.user = await loadSession(pool, accessCache, token, request.tenant.id);
      return;
    }
    if (!isServable(request.tenant)) {
      throw new AppError(403, 'tenantUnavailable', { code: ERROR_CODES.tenantUnavailable });
    }
    if (!token) throw unauthorized('请先登录');
    request.user = await loadSession(pool, accessCache, token, request.tenant.id);
    if (!request.user) throw unauthorized('身份信息已过期，请重新登录');
    const { essential, beforePasswordChange } = route.config;
    if (isExpired(request.tenant) && !essential) {
      throw new AppError(403, 'tenantExpired', { code: ERROR_CODES.tenantUnavailable });
    }
    // A login with an initial or weak password (passwordStatus 1) may only change it: the password change is
    // public (the old password authorises it), the forced-change page's calls and logout say beforePasswordChange.
    if (request.user.mustChangePassword && !beforePasswordChange) {
      throw new AppError(403, 'passwordChangeRequired', { code: ERROR_CODES.passwordChangeRequired });
    }
    const codes = typeof access === 'string' ? [access] : access.anyOf;
    if (access !== 'login' && !codes.some((code) => request.user!.permissions.has(code))) {
      // The client learns only that it may not; administrators find the missing code in the server and operation logs.
      request.log.warn({ permission: codes.join('|'), userId: request.user.userId, route: `${request.method} ${route.url}` }, 'permission refused');
      throw forbidden('forbidden', codes.join('|'));
    }
  });
};
