import type pg from 'pg';
import { cleanText } from '../../platform/operation-log.ts';
import { worded } from '../../platform/errors.ts';

export type LoginAttempt = { tenantId: number; userName: string; ip: string; message: string; success: boolean };

/** Every login attempt, successful or not, lands here; a refusal's catalogue key is stored as its Chinese text. */
export const writeLoginLog = async (pool: pg.Pool, attempt: LoginAttempt): Promise<void> => {
  await pool.query('INSERT INTO sys_login_log (tenant_id, user_name, ip, message, status) VALUES ($1, $2, $3, $4, $5)', [
    attempt.tenantId,
    cleanText(attempt.userName, 64),
    attempt.ip,
    cleanText(worded(attempt.message), 500),
    attempt.success ? 0 : 1,
  ]);
};
