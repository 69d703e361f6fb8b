import type pg from 'pg';
import type { Config } from '../../platform/config.ts';
import { newToken, sha256 } from '../../platform/crypto.ts';

export type NewSession = {
  tenantId: number;
  userId: number;
  rememberMe: boolean;
  ip: string;
  userAgent?: string;
  /** The login answered passwordStatus 1: the session may only change the password (platform/auth.ts). */
  mustChangePassword?: boolean;
};

/** Creates a session and returns its token; only the token's hash is stored. */
export const createSession = async (client: pg.Pool | pg.PoolClient, config: Config, s: NewSession): Promise<string> => {
  const token = newToken();
  const lifetimeMinutes = s.rememberMe ? config.session.rememberDays * 1440 : config.session.maxHours * 60;
  const idleMinutes = s.rememberMe ? lifetimeMinutes : config.session.idleMinutes;
  await client.query(
    `INSERT INTO sys_session (tenant_id, user_id, token_hash, expires_at, idle_minutes, ip, user_agent, must_change_password, remember_me)
     VALUES ($1, $2, $3, now() + $4 * interval '1 minute', $5, $6, $7, $8, $9)`,
    [s.tenantId, s.userId, sha256(token), lifetimeMinutes, idleMinutes, s.ip, (s.userAgent ?? '').slice(0, 300), s.mustChangePassword === true, s.rememberMe],
  );
  return token;
};

export const revokeSession = async (client: pg.Pool | pg.PoolClient, sessionId: number): Promise<void> => {
  await client.query('UPDATE sys_session SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
};

/** Ends every live session of a user (after a password change), optionally keeping one. */
export const revokeUserSessions = async (client: pg.Pool | pg.PoolClient, userId: number, exceptTokenHash?: string): Promise<void> => {
  await client.query('UPDATE sys_session SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $2', [
    userId,
    exceptTokenHash ?? '',
  ]);
};
