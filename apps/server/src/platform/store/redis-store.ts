import { Redis } from 'ioredis';
import { UnavailableError } from '../unavailable.ts';
import type { KvStore } from './store.ts';

/** How long a command may wait for Redis before the call is answered 503 (a stalled Redis, a full network buffer). */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * KvStore on Redis; keys are prefixed so one Redis can serve several deployments. While Redis is away, calls fail
 * at once (no offline queue, no retries) with UnavailableError, answered 503; ioredis keeps reconnecting (every
 * 2 s at most) and the store serves again as soon as it is back. `log` hears when it goes away and comes back,
 * once each, instead of every failed reconnection.
 */
export const createRedisStore = async (url: string, prefix = 'zhwy:', log: (msg: string) => void = () => {}): Promise<KvStore> => {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS });
  let lost = false;
  redis.on('error', (err: Error) => {
    if (!lost) log(`redis: ${err.message}; retrying in the background`);
    lost = true;
  });
  redis.on('ready', () => {
    if (lost) log('redis: connected again');
    lost = false;
  });
  await redis.connect();
  const k = (key: string) => prefix + key;
  const guard = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      throw new UnavailableError('store', { cause: error });
    }
  };
  return {
    kind: 'redis',
    increment: (key, ttlMs) =>
      guard(async () => {
        const results = await redis.multi().incr(k(key)).pexpire(k(key), ttlMs, 'NX').exec();
        return Number(results?.[0]?.[1] ?? 0);
      }),
    setIfAbsent: (key, value, ttlMs) => guard(async () => (await redis.set(k(key), value, 'PX', ttlMs, 'NX')) === 'OK'),
    set: (key, value, ttlMs) =>
      guard(async () => {
        await redis.set(k(key), value, 'PX', ttlMs);
      }),
    get: (key) => guard(() => redis.get(k(key))),
    ttl: (key) => guard(async () => Math.max(0, await redis.pttl(k(key)))),
    delete: (key) =>
      guard(async () => {
        await redis.del(k(key));
      }),
    available: async () => redis.status === 'ready' && (await redis.ping().then(() => true, () => false)),
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
};
