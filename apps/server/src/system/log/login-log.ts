import type pg from 'pg';

export type LoginAttempt = { tenantId: number; userName: string; ip: string; message: string; success: boolean };

/** Every login attempt, successful or not, lands here. */
export const writeLoginLog = async (pool: pg.Pool, attempt: LoginAttempt): Promise<void> => {
  await pool.query('INSERT INTO sys_login_log (tenant_id, user_name, ip, message, status) VALUES ($1, $2, $3, $4, $5)', [
    attempt.tenantId,
    attempt.userName.slice(0, 64),
    attempt.ip,
    attempt.message.slice(0, 500),
    attempt.success ? 0 : 1,
  ]);
};
