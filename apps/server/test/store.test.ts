import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresStore } from '../src/platform/store/postgres-store.ts';
import { createRedisStore } from '../src/platform/store/redis-store.ts';
import type { KvStore } from '../src/platform/store/store.ts';
import { ADMIN_PASSWORD, type TestApp, dropRedisKeys, login, startTestApp, useTestApp } from './helpers/app.ts';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.info('[store tests] REDIS_URL is not set: the Redis store tests are skipped (PostgreSQL store tested).');

const t = useTestApp({ REDIS_URL: undefined });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The contract every KvStore keeps; run against each implementation. */
const storeContract = (kind: 'postgres' | 'redis', open: () => Promise<KvStore>) => {
  let store: KvStore;
  const key = (name: string) => `test:${crypto.randomBytes(4).toString('hex')}:${name}`;

  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.close();
  });

  it('is the expected kind', () => {
    expect(store.kind).toBe(kind);
  });

  it('increment counts within the window, which starts at the first increment and does not slide', async () => {
    const k = key('count');
    expect(await store.increment(k, 600)).toBe(1);
    expect(await store.increment(k, 600)).toBe(2);
    const first = await store.ttl(k);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(600);
    await sleep(250);
    expect(await store.increment(k, 600)).toBe(3);
    expect(await store.ttl(k)).toBeLessThanOrEqual(first - 200);
    await sleep(400);
    // The window is over: counting starts again with a fresh window.
    expect(await store.increment(k, 600)).toBe(1);
    expect(await store.ttl(k)).toBeGreaterThan(400);
  });

  it('setIfAbsent sets once per window', async () => {
    const k = key('once');
    expect(await store.setIfAbsent(k, 'a', 300)).toBe(true);
    expect(await store.setIfAbsent(k, 'b', 300)).toBe(false);
    expect(await store.get(k)).toBe('a');
    await sleep(350);
    expect(await store.get(k)).toBeNull();
    expect(await store.setIfAbsent(k, 'c', 300)).toBe(true);
    expect(await store.get(k)).toBe('c');
  });

  it('set overwrites and restarts the expiry; get and ttl see it; it expires', async () => {
    const k = key('value');
    await store.set(k, 'one', 5_000);
    await store.set(k, 'two', 300);
    expect(await store.get(k)).toBe('two');
    const ttl = await store.ttl(k);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await sleep(350);
    expect(await store.get(k)).toBeNull();
    expect(await store.ttl(k)).toBe(0);
  });

  it('ttl of a missing key is 0; delete removes a key', async () => {
    expect(await store.ttl(key('missing'))).toBe(0);
    expect(await store.get(key('missing'))).toBeNull();
    const k = key('gone');
    await store.increment(k, 60_000);
    await store.increment(k, 60_000);
    await store.delete(k);
    expect(await store.get(k)).toBeNull();
    expect(await store.ttl(k)).toBe(0);
    expect(await store.increment(k, 60_000)).toBe(1);
    await store.delete(key('never-there'));
  });

  it('keys are independent and concurrent increments are not lost', async () => {
    const a = key('a');
    const b = key('b');
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment(a, 60_000)));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await store.increment(b, 60_000)).toBe(1);
    expect(await store.get(a)).toBe('20');
  });
};

describe('KvStore on PostgreSQL', () => {
  storeContract('postgres', async () => createPostgresStore(t.deps.database.pool));
});

describe.runIf(REDIS_URL)('KvStore on Redis (REDIS_URL)', () => {
  const prefix = `zhwy-test:store:${crypto.randomBytes(4).toString('hex')}:`;
  storeContract('redis', () => createRedisStore(REDIS_URL!, prefix));
  afterAll(() => dropRedisKeys(REDIS_URL!, prefix));
});

/** Wrong passwords from several addresses lock the account; the lock lives in the shared store of the given kind. */
const lockoutIn = (kind: 'postgres' | 'redis', env: Record<string, string | undefined>) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(env);
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`locks the account in the ${kind} store`, async () => {
    expect(app.store.kind).toBe(kind);
    // Four addresses × five failures: the account's lock (20), besides each address's own.
    for (let i = 0; i < 20; i++) await login(app.app, { username: 'staff', password: 'Wrong#Pass1', ip: `10.0.2.${1 + (i % 4)}` });
    const locked = await login(app.app, { username: 'staff', password: ADMIN_PASSWORD });
    expect(locked.statusCode).toBe(401);
    expect(locked.json().lockoutTime).toBeGreaterThan(0);
    const [tenant] = await app.sql<{ id: number }>(`SELECT id FROM tenant WHERE code = 'demo'`);
    const lockKey = `login:lock:${tenant.id}:staff`;
    expect(await app.store.ttl(lockKey)).toBeGreaterThan(29 * 60_000);
    const rows = await app.sql(`SELECT key FROM kv_store WHERE key = $1`, [lockKey]);
    expect(rows).toHaveLength(kind === 'postgres' ? 1 : 0);
    // Lifting the lock in the store lets the right password in again.
    await app.store.delete(lockKey);
    expect((await login(app.app, { username: 'staff', password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });
};

describe('login lockout on the PostgreSQL store', () => {
  lockoutIn('postgres', { REDIS_URL: undefined });
});

describe.runIf(REDIS_URL)('login lockout on the Redis store (REDIS_URL)', () => {
  lockoutIn('redis', { REDIS_URL });
});
