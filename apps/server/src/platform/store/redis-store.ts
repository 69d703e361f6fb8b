import { Redis } from 'ioredis';
import type { KvStore } from './store.ts';

/** KvStore on Redis; keys are prefixed so one Redis can serve several deployments. */
export const createRedisStore = async (url: string, prefix = 'zhwy:'): Promise<KvStore> => {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  await redis.connect();
  const k = (key: string) => prefix + key;
  return {
    kind: 'redis',
    async increment(key, ttlMs) {
      const results = await redis.multi().incr(k(key)).pexpire(k(key), ttlMs, 'NX').exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(k(key), value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async set(key, value, ttlMs) {
      await redis.set(k(key), value, 'PX', ttlMs);
    },
    get: (key) => redis.get(k(key)),
    async ttl(key) {
      return Math.max(0, await redis.pttl(k(key)));
    },
    async delete(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit();
    },
  };
};
