import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Db = NodePgDatabase;
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// bigint columns (ids, counts) come back as numbers: ids stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// A calendar day stays `YYYY-MM-DD`: a Date would move it by the process's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export const connectDatabase = (url: string, max = 20, onError: (err: Error) => void = (err) => console.error(`database connection: ${err.message}`)): Database => {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, application_name: 'zhwy-console' });
  // An idle connection the server ends (restart, failover, shutdown) must not take the process down with it.
  pool.on('error', onError);
  // Nor one that is checked out (a transaction, an export's cursor, a job's advisory lock, drizzle's transactions):
  // the pool listens to its clients only while they are idle, and an 'error' event nobody hears is an uncaught
  // exception. The request using it fails (503, platform/unavailable.ts); the pool drops the broken client on release.
  const inUse = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_err, client) => inUse.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (inUse.has(client)) onError(err);
    });
  });
  const db = drizzle({ client: pool });
  return { db, pool, close: () => pool.end() };
};

/** The committed migrations: next to the bundle in production, in the package root in development. */
export const migrationsFolder = (): string => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, 'drizzle'), path.resolve(here, '../drizzle'), path.resolve(here, '../../../drizzle')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'meta/_journal.json'))) ?? candidates[candidates.length - 1];
};

export const runMigrations = async (db: Db): Promise<void> => {
  await migrate(db, { migrationsFolder: migrationsFolder() });
};
