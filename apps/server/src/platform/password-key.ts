import type pg from 'pg';
import { randomKey } from './crypto.ts';

/** The AES transport key: PASSWORD_AES_KEY, or one generated at first start and shared by every instance. */
export const resolvePasswordKey = async (pool: pg.Pool, configured?: string): Promise<string> => {
  if (configured) return configured;
  await pool.query(`INSERT INTO platform_setting (key, value) VALUES ('password_aes_key', $1) ON CONFLICT (key) DO NOTHING`, [randomKey(16)]);
  const { rows } = await pool.query<{ value: string }>(`SELECT value FROM platform_setting WHERE key = 'password_aes_key'`);
  return rows[0].value;
};
