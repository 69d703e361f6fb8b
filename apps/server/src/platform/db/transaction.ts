import type pg from 'pg';

/**
 * Runs fn inside one transaction on one connection: all of it lands, or none of it. A connection that drops
 * meanwhile fails the call (503, platform/unavailable.ts), never the process: the pool's clients all have an
 * 'error' listener (db/client.ts).
 */
export const withTransaction = async <T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is not given back to the pool for the next request.
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
};
