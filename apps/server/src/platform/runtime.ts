import path from 'node:path';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { connectDatabase, runMigrations } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { createPostgresStore } from './store/postgres-store.ts';
import { createRedisStore } from './store/redis-store.ts';
import type { ServerModule } from './module.ts';
import { syncModules } from './module-sync.ts';
import { resolvePasswordKey } from './password-key.ts';
import { resolvePasswordRsa } from './password-transport.ts';

export type Runtime = {
  deps: AppDeps;
  /** Lines the modules' seeds add to the start banner (accounts, a generated initial password). */
  banner: string[];
  embedded: boolean;
  close: () => Promise<void>;
};

/**
 * The data every start needs once the migrations are applied: each module's first-start seed (tenants, accounts),
 * then the modules' menus, buttons and dictionaries synced into every tenant, then the transport key.
 */
export const prepareData = async (pool: pg.Pool, config: Config, modules: readonly ServerModule[]) => {
  const banner: string[] = [];
  for (const module of modules) if (module.seed) banner.push(...(await module.seed(pool, config)).banner);
  await syncModules(pool, modules, config.operatorTenant);
  const passwordKey = await resolvePasswordKey(pool, config.passwordAesKey);
  const passwordRsa = await resolvePasswordRsa(pool, config.passwordRsa);
  return { banner, passwordKey, passwordRsa };
};

/**
 * Everything the app stands on, in order: the database (embedded under DATA_DIR/pg unless DATABASE_URL),
 * migrations, the modules' data (prepareData) and the shared store (Redis when REDIS_URL).
 */
export const openRuntime = async (config: Config, modules: readonly ServerModule[], log: (msg: string) => void = () => {}): Promise<Runtime> => {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), log);
  const database = connectDatabase(config.databaseUrl ?? embedded!.url, 20, (err) => log(`database connection: ${err.message}`));
  try {
    await runMigrations(database.db);
    const { banner, passwordKey, passwordRsa } = await prepareData(database.pool, config, modules);
    const store = config.redisUrl ? await createRedisStore(config.redisUrl, undefined, log) : createPostgresStore(database.pool);
    return {
      deps: { config, database, store, passwordKey, passwordRsa, ...(embedded ? { alive: embedded.alive } : {}) },
      banner,
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
