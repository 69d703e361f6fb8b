import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { connectDatabase, runMigrations } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { createPostgresStore } from './store/postgres-store.ts';
import { createRedisStore } from './store/redis-store.ts';
import { type JobOptions, startJobs } from './jobs.ts';
import type { ServerModule } from './module.ts';
import { servicesFor } from './services.ts';
import { syncModules } from './module-sync.ts';
import { resolvePasswordKey } from './password-key.ts';
import { resolvePasswordRsa } from './password-transport.ts';

export type Runtime = {
  deps: AppDeps;
  /** Lines the modules' seeds add to the start banner (accounts, a generated initial password). */
  banner: string[];
  embedded: boolean;
  /** Starts the modules (their `start`, then their jobs) once the app is built: see startModules. */
  start: (app: FastifyInstance) => Promise<void>;
  /** Stops the modules (reverse order), then closes the store, the pool and the embedded PostgreSQL. */
  close: () => Promise<void>;
};

/**
 * The modules' lifecycle: module by module in order, its `start` then its jobs; the answer stops them in reverse
 * order (a module's jobs, waiting for a run in progress, then its `stop`). A start that throws stops the modules
 * already started and fails. `jobs` tunes the scheduler (tests: a short start delay).
 */
export const startModules = async (
  modules: readonly ServerModule[],
  app: { services: FastifyInstance['services']; log: FastifyBaseLogger },
  deps: AppDeps,
  jobs: Partial<JobOptions> = {},
): Promise<() => Promise<void>> => {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((err: unknown) => app.log.error({ err }, 'module stop failed'));
    }
  };
  try {
    for (const module of modules) {
      await module.start?.({ ...deps, services: servicesFor(module, app.services), log: app.log });
      if (module.stop) stops.push(async () => module.stop!());
      if (module.jobs?.length) stops.push(startJobs(module.jobs, { pool: deps.database.pool, log: app.log, services: servicesFor(module, app.services), ...jobs }).stop);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
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
    const deps: AppDeps = { config, database, store, passwordKey, passwordRsa, ...(embedded ? { alive: embedded.alive } : {}) };
    let stopModules = async () => {};
    return {
      deps,
      banner,
      embedded: embedded !== null,
      start: async (app) => {
        stopModules = await startModules(modules, app, deps);
      },
      close: async () => {
        await stopModules(); // jobs may be using the pool: they end first
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
