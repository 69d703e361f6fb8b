/**
 * Short-lived shared state: login attempts and lockouts, the duplicate-submit window, rate limits.
 * PostgreSQL by default, Redis when REDIS_URL is set, so that several server instances agree.
 */
export type KvStore = {
  readonly kind: 'postgres' | 'redis';
  /** Adds one and returns the new count; the window (ttlMs) starts with the first increment. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Sets the key only when absent (or expired); true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Milliseconds until the key expires, or 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  delete(key: string): Promise<void>;
  /** Whether the store answers right now (readiness: /readyz). */
  available(): Promise<boolean>;
  close(): Promise<void>;
};
