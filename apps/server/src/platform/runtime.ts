import path from 'node:path';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { connectDatabase, runMigrations } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { createPostgresStore } from './store/postgres-store.ts';
import { createRedisStore } from './store/redis-store.ts';
import { resolvePasswordKey, seedIfEmpty, type SeedResult } from '../system/seed.ts';

export type Runtime = { deps: AppDeps; seed: SeedResult; embedded: boolean; close: () => Promise<void> };

/**
 * Everything the app stands on, in order: the database (embedded under DATA_DIR/pg unless DATABASE_URL),
 * migrations, first-start seed, the transport key and the shared store (Redis when REDIS_URL).
 */
export const openRuntime = async (config: Config, log: (msg: string) => void = () => {}): Promise<Runtime> => {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), log);
  const database = connectDatabase(config.databaseUrl ?? embedded!.url, 20, (err) => log(`database connection: ${err.message}`));
  try {
    await runMigrations(database.db);
    const seed = await seedIfEmpty(database.pool, config);
    const passwordKey = await resolvePasswordKey(database.pool, config.passwordAesKey);
    const store = config.redisUrl ? await createRedisStore(config.redisUrl) : createPostgresStore(database.pool);
    return {
      deps: { config, database, store, passwordKey },
      seed,
      embedded: embedded !== null,
      close: async () => {
        await store.close();
        await database.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
};
