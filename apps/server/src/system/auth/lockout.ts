import { ERROR_CODES } from '@zhwy/contracts';
import { AppError } from '../../platform/errors.ts';
import type { KvStore } from '../../platform/store/store.ts';

/**
 * Failures from all addresses together that lock an account for everyone, as a multiple of LOGIN_MAX_ATTEMPTS
 * (5 → 20): one address alone only ever locks itself out, so locking the owner out takes several addresses.
 */
export const ACCOUNT_LOCK_FACTOR = 4;

/**
 * How long an unlock's generation stays known. Address keys from before the unlock are gone after one lock window
 * (a day at most): 30 days is far longer, and the generation's row is all it costs.
 */
const GENERATION_TTL_MS = 30 * 86_400_000;

const formatMinutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** A check of one account from one address that is not locked: record how the password check ended. */
export type Attempt = {
  /** Counts a wrong password (address and account); the refusal to answer, the lockout when a limit is reached. */
  fail(): Promise<AppError>;
  /** The password was right: this address starts over (the account's count runs out with its window). */
  succeed(): Promise<void>;
};

/**
 * The lockout of spec §4 (attempts left, then locked for LOGIN_LOCK_MINUTES), kept in the KvStore per
 * (tenant, account, address) and per (tenant, account):
 * - LOGIN_MAX_ATTEMPTS wrong passwords from one address lock that address out of that account;
 * - ACCOUNT_LOCK_FACTOR × LOGIN_MAX_ATTEMPTS wrong passwords from all addresses within the window lock the
 *   account for everyone;
 * - a locked address's further attempts are refused without being counted.
 * Logins and password changes share the counts. Unknown account names count like known ones (no hint which exist).
 * Address keys carry the account's generation, which an unlock replaces: one write lifts every address lock.
 */
export const createLockout = (store: KvStore, login: { maxAttempts: number; lockMinutes: number }) => {
  const lockMs = login.lockMinutes * 60_000;
  const accountLimit = ACCOUNT_LOCK_FACTOR * login.maxAttempts;
  /** Tenant and name (case-insensitive); the name encoded, so that no name can reach into another's keys. */
  const accountOf = (tenantId: number, username: string) => `${tenantId}:${encodeURIComponent(username.toLowerCase())}`;
  const keys = (account: string, generation: string, ip: string) => ({
    accountFail: `login:fail:${account}`,
    accountLock: `login:lock:${account}`,
    pairFail: `login:ipfail:${account}:${generation}:${ip}`,
    pairLock: `login:iplock:${account}:${generation}:${ip}`,
  });
  const generationKey = (account: string) => `login:gen:${account}`;

  const lockedFor = (ms: number) =>
    new AppError(401, `账号已锁定，请在 ${formatMinutes(ms)} 分钟后重试`, { code: ERROR_CODES.accountLocked, attempts: 0, lockoutTime: Math.ceil(ms / 1000) });
  const lockedNow = () =>
    new AppError(401, `密码错误次数过多，账号已锁定 ${login.lockMinutes} 分钟`, {
      code: ERROR_CODES.accountLocked,
      attempts: 0,
      lockoutTime: Math.ceil(lockMs / 1000),
    });

  /** Refuses (401, accountLocked) when the account or this address of it is locked; else the attempt to record. */
  const begin = async (tenantId: number, username: string, ip: string): Promise<Attempt> => {
    const account = accountOf(tenantId, username);
    const k = keys(account, (await store.get(generationKey(account))) ?? '0', ip);
    const [accountLeft, pairLeft] = await Promise.all([store.ttl(k.accountLock), store.ttl(k.pairLock)]);
    const left = Math.max(accountLeft, pairLeft);
    if (left > 0) throw lockedFor(left);
    return {
      async fail() {
        const [pairFailures, accountFailures] = await Promise.all([store.increment(k.pairFail, lockMs), store.increment(k.accountFail, lockMs)]);
        if (accountFailures >= accountLimit) {
          await store.set(k.accountLock, '1', lockMs);
          await store.delete(k.accountFail);
          return lockedNow();
        }
        const pairAttemptsLeft = login.maxAttempts - pairFailures;
        if (pairAttemptsLeft <= 0) {
          await store.set(k.pairLock, '1', lockMs);
          await store.delete(k.pairFail);
          return lockedNow();
        }
        // Never promise more attempts than the account as a whole has left.
        const attempts = Math.min(pairAttemptsLeft, accountLimit - accountFailures);
        return new AppError(401, `登录失败，您还有 ${attempts} 次机会`, { code: ERROR_CODES.badCredentials, attempts, lockoutTime: 0 });
      },
      async succeed() {
        await store.delete(k.pairFail);
      },
    };
  };

  /** Lifts the account's lock and every address lock of it, and starts all its counts over. */
  const unlock = async (tenantId: number, username: string) => {
    const account = accountOf(tenantId, username);
    // A new generation first: address keys of the old one are no longer read, and expire on their own.
    await store.set(generationKey(account), `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, GENERATION_TTL_MS);
    const k = keys(account, '', '');
    await Promise.all([store.delete(k.accountLock), store.delete(k.accountFail)]);
  };

  /** Wrong passwords of the account within the window, from all addresses (the login's captcha reads it). */
  const failures = async (tenantId: number, username: string): Promise<number> =>
    Number((await store.get(keys(accountOf(tenantId, username), '', '').accountFail)) ?? 0);

  return { begin, unlock, failures };
};

export type Lockout = ReturnType<typeof createLockout>;
