import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from './db/client.ts';
import { withTransaction } from './db/transaction.ts';
import { logOperationIn } from './operation-log.ts';

/**
 * A mutating call's writes: one transaction on one connection, handed to `fn` as drizzle and as the pg client; the
 * call's operation-log
 * row is written on the same connection just before the commit, so the change and its log row land together.
 * Checks that must not race a concurrent write (a live parent, no live children) run inside `fn` with row locks.
 */
export const mutate = <T>(database: Database, request: FastifyRequest, fn: (tx: Db, client: pg.PoolClient) => Promise<T>): Promise<T> =>
  withTransaction(database.pool, async (client) => {
    const result = await fn(drizzle({ client }), client);
    await logOperationIn(client, request);
    return result;
  });
