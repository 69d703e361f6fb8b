import { rateLimited } from '../errors.ts';
import type { KvStore } from './store.ts';

/** Counts one more call under `key` (its window starts with the first) and refuses it, 429, past `max`. */
export const countAgainst = async (store: KvStore, key: string, windowMs: number, max: number): Promise<void> => {
  if ((await store.increment(key, windowMs)) > max) throw rateLimited();
};
