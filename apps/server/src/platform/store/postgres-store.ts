import type pg from 'pg';
import type { KvStore } from './store.ts';

/** KvStore on the `kv_store` table (UNLOGGED: losing it in a crash only resets counters). */
export const createPostgresStore = (pool: pg.Pool): KvStore => {
  const sweep = setInterval(() => {
    pool.query('DELETE FROM kv_store WHERE expires_at < now()').catch(() => {});
  }, 60_000);
  sweep.unref();

  return {
    kind: 'postgres',
    async increment(key, ttlMs) {
      const { rows } = await pool.query<{ value: string }>(
        `INSERT INTO kv_store (key, value, expires_at) VALUES ($1, '1', now() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           value = CASE WHEN kv_store.expires_at < now() THEN '1' ELSE (kv_store.value::bigint + 1)::text END,
           expires_at = CASE WHEN kv_store.expires_at < now() THEN EXCLUDED.expires_at ELSE kv_store.expires_at END
         RETURNING value`,
        [key, ttlMs],
      );
      return Number(rows[0].value);
    },
    async setIfAbsent(key, value, ttlMs) {
      const { rowCount } = await pool.query(
        `INSERT INTO kv_store (key, value, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at
         WHERE kv_store.expires_at < now()`,
        [key, value, ttlMs],
      );
      return rowCount === 1;
    },
    async set(key, value, ttlMs) {
      await pool.query(
        `INSERT INTO kv_store (key, value, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at`,
        [key, value, ttlMs],
      );
    },
    async get(key) {
      const { rows } = await pool.query<{ value: string }>('SELECT value FROM kv_store WHERE key = $1 AND expires_at > now()', [key]);
      return rows[0]?.value ?? null;
    },
    async ttl(key) {
      const { rows } = await pool.query<{ ms: string }>(
        'SELECT ceil(extract(epoch FROM expires_at - now()) * 1000) AS ms FROM kv_store WHERE key = $1 AND expires_at > now()',
        [key],
      );
      return rows[0] ? Number(rows[0].ms) : 0;
    },
    async delete(key) {
      await pool.query('DELETE FROM kv_store WHERE key = $1', [key]);
    },
    // The table lives in the database, which /readyz checks on its own.
    available: async () => true,
    async close() {
      clearInterval(sweep);
    },
  };
};
