import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { PASSWORD_STATUS } from '@zhwy/contracts';
import { buildApp, MODULES } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import type { AppDeps } from '../../src/platform/context.ts';
import { aesEncrypt, hashPassword } from '../../src/platform/crypto.ts';
import { revokeUserSessions } from '../../src/system/auth/sessions.ts';
import { connectDatabase, runMigrations } from '../../src/platform/db/client.ts';
import { createPostgresStore } from '../../src/platform/store/postgres-store.ts';
import { prepareData } from '../../src/platform/runtime.ts';
import { createRedisStore } from '../../src/platform/store/redis-store.ts';
import type { KvStore } from '../../src/platform/store/store.ts';
import { databaseUrl } from './db-url.ts';

/** The seeded accounts' initial password (ADMIN_PASSWORD of the test configuration). */
export const ADMIN_PASSWORD = 'Init@Pass2024';
/** A password that satisfies the rule (8–32, three classes, no account name). */
export const NEW_PASSWORD = 'Better#Pass2025';
export const DEMO = 'demo.localhost';
export const SECOND = 'second.localhost';

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  store: KvStore;
  /** The test file's own database. */
  dbName: string;
  dataDir: string;
  /** Runs SQL on the test file's database (assertions and setting up states the API cannot reach). */
  sql: <R extends pg.QueryResultRow = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;
  /**
   * Ends every open duplicate-submit window (platform/duplicate-submit.ts) of this app, as if its second had
   * passed: a test that repeats an identical call on purpose moves the store's clock instead of sleeping. That a
   * window does end is the store's contract (store.test.ts, setIfAbsent) and dict.test.ts's.
   */
  endDuplicateWindows: () => Promise<void>;
  close: () => Promise<void>;
};

const withAdmin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

const createDatabase = async (name: string) => {
  const template = inject('pgTemplate');
  await withAdmin(async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        // 55006: another file is cloning the template at this very moment.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
};

/**
 * Drops a test file's database. Closed pool clients may still be saying goodbye on the server: a plain DROP waits
 * for them (up to 5 s); FORCE only if one is really left behind.
 */
const dropDatabase = async (name: string) => {
  await withAdmin(async (client) => {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
};

/** Deletes every Redis key under a prefix (the keys of one test file or suite). */
export const dropRedisKeys = async (url: string, prefix: string) => {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
};

/**
 * The app on a fresh database cloned from the migrated template, seeded as on a first start. `env` overrides the
 * test configuration (a value of undefined removes the variable, e.g. `{ REDIS_URL: undefined }`).
 */
export const startTestApp = async (env: Record<string, string | undefined> = {}): Promise<TestApp> => {
  const dbName = `t_${crypto.randomBytes(6).toString('hex')}`;
  await createDatabase(dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhwy-api-data-'));
  const merged: Record<string, string | undefined> = {
    DATABASE_URL: databaseUrl(inject('pgAdminUrl'), dbName),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    CAPTCHA_ENABLED: 'false',
    // Tests start from an empty base module; the demo data has its own test (base-community-seed).
    DEMO_DATA: 'false',
    REDIS_URL: process.env.REDIS_URL,
    ...env,
  };
  const config = loadConfig(Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)));
  const database = connectDatabase(config.databaseUrl!, 10);
  // Each file gets its own key space: tenants and users have the same ids in every file's database.
  const redisPrefix = `zhwy-test:${dbName}:`;
  let store: KvStore | null = null;
  try {
    await runMigrations(database.db); // already applied in the template: proves a re-run is a no-op
    const { passwordKey, passwordRsa } = await prepareData(database.pool, config, MODULES);
    store = config.redisUrl ? await createRedisStore(config.redisUrl, redisPrefix) : createPostgresStore(database.pool);
    const deps: AppDeps = { config, database, store, passwordKey, passwordRsa };
    const app = await buildApp(deps, { logger: false, webRoot: null });
    await app.ready();
    poolsOf.set(app, database.pool);
    const kv = store;
    return {
      app,
      deps,
      config,
      store: kv,
      dbName,
      dataDir,
      sql: async (text, params) => (await database.pool.query(text, params)).rows,
      endDuplicateWindows: async () => {
        if (config.redisUrl) await dropRedisKeys(config.redisUrl, `${redisPrefix}dup:`);
        else await database.pool.query("DELETE FROM kv_store WHERE key LIKE 'dup:%'");
      },
      close: async () => {
        await app.close();
        await kv.close();
        if (config.redisUrl) await dropRedisKeys(config.redisUrl, redisPrefix);
        await database.close().catch(() => {}); // a test may have closed the pool itself
        await dropDatabase(dbName);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await store?.close().catch(() => {});
    await database.close().catch(() => {});
    await dropDatabase(dbName).catch(() => {});
    throw error;
  }
};

/**
 * One app per test file: started before the file's tests, closed (database dropped) after them.
 * Use the returned object's properties inside tests and hooks, not at module level.
 */
export const useTestApp = (env: Record<string, string | undefined> = {}): TestApp => {
  let current: TestApp | null = null;
  beforeAll(async () => {
    current = await startTestApp(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = (): TestApp => {
    if (!current) throw new Error('the test app is not started yet (use it inside tests or hooks)');
    return current;
  };
  return new Proxy({} as TestApp, { get: (_target, prop) => get()[prop as keyof TestApp] });
};

/** Request headers for a logged-in call on a tenant's host. */
export const authed = (token: string, host = DEMO) => ({ host, authorization: `Bearer ${token}` });

/** The tenant's AES transport key, as the login page reads it. */
export const passwordKeyOf = async (app: FastifyInstance, host = DEMO): Promise<string> => {
  const res = await app.inject({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', headers: { host } });
  const body = res.json();
  if (body.code !== 0) throw new Error(`tenant of ${host} unavailable: ${body.msg}`);
  return body.data.passwordKey;
};

/**
 * A random caller address: the per-address login rate limit then never interferes with the test at hand. Failed
 * logins lock per (account, address): a test that counts failures passes one fixed `ip`.
 */
export const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

export type LoginInput = { host?: string; username: string; password: string; rememberme?: 0 | 1; ip?: string; language?: string };

/** POST /zhwy/api/system/login with the password AES-encrypted under the tenant's key, as the web app sends it. */
export const login = async (app: FastifyInstance, input: LoginInput): Promise<LightMyRequestResponse> => {
  const host = input.host ?? DEMO;
  const key = await passwordKeyOf(app, host);
  return app.inject({
    method: 'POST',
    url: '/zhwy/api/system/login',
    headers: { host, ...(input.language ? { 'accept-language': input.language } : {}) },
    remoteAddress: input.ip ?? randomIp(),
    payload: { username: input.username, password: aesEncrypt(input.password, key), rememberme: input.rememberme ?? 0 },
  });
};

/** Logs in and returns the token; fails loudly when the login does not succeed. */
export const loginToken = async (app: FastifyInstance, input: LoginInput): Promise<string> => {
  const res = await login(app, input);
  if (res.statusCode !== 200 || !res.json().token) throw new Error(`login of ${input.username} failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
};

/** The password loginReady gives a seeded account in place of the initial one (not NEW_PASSWORD, which tests change to). */
export const READY_PASSWORD = 'Ready#Pass2026';

/** Each test app's pool (startTestApp), for loginReady's change of a seeded account's initial password. */
const poolsOf = new WeakMap<FastifyInstance, pg.Pool>();
/** READY_PASSWORD's hash, made once per worker: every test app's accounts get the same one. */
let readyHash: Promise<string> | undefined;

/**
 * Gives a seeded account READY_PASSWORD as the forced change would leave it (the initial password into the history,
 * the new hash, the flag cleared, the account's sessions ended), written directly: the change itself, with its three
 * password hashes, is proven by the tests of the forced change (password-session, password-policy, users). Answers
 * false when the account is not on its initial password or the app is not a test app's.
 */
const makeReady = async (app: FastifyInstance, host: string, username: string): Promise<boolean> => {
  const pool = poolsOf.get(app);
  if (!pool) return false;
  readyHash ??= hashPassword(READY_PASSWORD);
  const hash = await readyHash;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: number; tenant_id: number }>(
      `SELECT u.id, u.tenant_id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id
       WHERE t.code = $1 AND u.username = $2 AND u.password_initial FOR UPDATE OF u`,
      [host.split('.')[0], username],
    );
    const user = rows[0];
    if (!user) {
      await client.query('ROLLBACK');
      return false;
    }
    await client.query(
      `INSERT INTO sys_password_history (tenant_id, user_id, password_hash) SELECT tenant_id, id, password_hash FROM sys_user WHERE id = $1`,
      [user.id],
    );
    await client.query(
      `UPDATE sys_user SET password_hash = $1, password_initial = false, password_changed_at = now(), update_by = id, update_time = now() WHERE id = $2`,
      [hash, user.id],
    );
    await revokeUserSessions(client, user.id);
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
};

/** Per test app: the password each account (`host/username`) has now, once loginReady has changed it. */
const readyPasswords = new WeakMap<FastifyInstance, Map<string, string>>();

/**
 * A token of a normal session for a seeded account (ADMIN_PASSWORD initially). A login with the initial password
 * may only change it (403 passwordChangeRequired elsewhere), so the first call per test app and account gives it
 * READY_PASSWORD as the forced change would (makeReady: one hash per worker, not three per account and file; the
 * API's change where that cannot be done); every call then logs in with READY_PASSWORD. Changing the password
 * ends the account's earlier sessions.
 */
export const loginReady = async (
  app: FastifyInstance,
  input: Omit<LoginInput, 'password'>,
  /** The first change through the API, for a test that reads what it leaves (its operation-log row, the session it ends). */
  { throughApi = false } = {},
): Promise<string> => {
  const host = input.host ?? DEMO;
  let known = readyPasswords.get(app);
  if (!known) readyPasswords.set(app, (known = new Map()));
  const account = `${host}/${input.username}`;
  const current = known.get(account);
  if (current) return loginToken(app, { ...input, host, password: current });
  if (!throughApi && (await makeReady(app, host, input.username))) {
    known.set(account, READY_PASSWORD);
    return loginToken(app, { ...input, host, password: READY_PASSWORD });
  }
  const res = await login(app, { ...input, host, password: ADMIN_PASSWORD });
  if (res.statusCode !== 200 || !res.json().token) throw new Error(`login of ${input.username} failed: ${res.statusCode} ${res.body}`);
  if (res.json().passwordStatus !== PASSWORD_STATUS.weak) {
    known.set(account, ADMIN_PASSWORD);
    return res.json().token;
  }
  const token = await changeInitialPassword(app, { host, username: input.username, token: res.json().token, newPassword: READY_PASSWORD });
  known.set(account, READY_PASSWORD);
  return token;
};

/** The forced first change: PUT cscpUserPassword with AES fields; returns the new token. */
export const changeInitialPassword = async (
  app: FastifyInstance,
  input: { host?: string; username: string; oldPassword?: string; newPassword?: string; token?: string },
): Promise<string> => {
  const res = await changePassword(app, input);
  if (res.statusCode !== 200 || !res.json().token) throw new Error(`password change failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
};

/** PUT cscpUserPassword; the caller's address is `ip`, or 127.0.0.1 (one address: failures add up as on one client). */
export const changePassword = async (
  app: FastifyInstance,
  input: { host?: string; username: string; oldPassword?: string; newPassword?: string; confirmPassword?: string; token?: string; ip?: string; language?: string },
): Promise<LightMyRequestResponse> => {
  const host = input.host ?? DEMO;
  const key = await passwordKeyOf(app, host);
  return app.inject({
    method: 'PUT',
    url: '/zhwy/api/system/cscpUserPassword',
    headers: { ...(input.token ? authed(input.token, host) : { host }), ...(input.language ? { 'accept-language': input.language } : {}) },
    remoteAddress: input.ip ?? '127.0.0.1',
    payload: {
      userName: aesEncrypt(input.username, key),
      oldPassword: aesEncrypt(input.oldPassword ?? ADMIN_PASSWORD, key),
      newPassword: aesEncrypt(input.newPassword ?? NEW_PASSWORD, key),
      ...(input.confirmPassword === undefined ? {} : { confirmPassword: aesEncrypt(input.confirmPassword, key) }),
    },
  });
};
