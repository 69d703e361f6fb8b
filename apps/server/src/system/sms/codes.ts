import crypto from 'node:crypto';
import { SMS_LOGIN, SMS_MOBILE_PATTERN } from '@zhwy/contracts';
import { hashPassword, verifyPassword } from '../../platform/crypto.ts';
import type { KvStore } from '../../platform/store/store.ts';

/** Wrong codes a code survives; the next wrong one burns it (a new one must be sent). */
export const SMS_CODE_MAX_WRONG = 5;

const TTL_MS = SMS_LOGIN.codeTtlSeconds * 1000;
const CODE_PATTERN = new RegExp(`^\\d{${SMS_LOGIN.codeLength}}$`);

type StoredCode = { id: string; hash: string };

/** The account's mobile when a code can go to it: 11 digits of a mainland number, else null. */
export const usableMobile = (mobile: string | null | undefined): string | null => {
  const value = (mobile ?? '').trim();
  return SMS_MOBILE_PATTERN.test(value) ? value : null;
};

/**
 * SMS codes in the store, one live code per subject: 6 random digits, kept only as a salted scrypt hash for
 * 5 minutes, good for one use. A new code replaces the previous one. Nothing here holds a code in memory or
 * writes it anywhere but to the caller (the SMS provider).
 * Without `purpose` these are the login's codes, one per account (`sms:code:<tenant>:<user>`); another use keys its
 * own apart (the residents' mobile check: purpose 'resident', one code per tenant and mobile), so a code of one use
 * never passes the other.
 */
export const createSmsCodes = (store: KvStore, purpose?: string) => {
  const codeKey = (tenantId: number, subject: number | string) => (purpose ? `sms:code:${purpose}:${tenantId}:${subject}` : `sms:code:${tenantId}:${subject}`);
  // Per issued code: its wrong tries, and the mark that it was used (or burnt); both end with the code.
  const triesKey = (id: string) => `sms:tries:${id}`;
  const usedKey = (id: string) => `sms:used:${id}`;

  /** A new code for the subject (the account, the mobile); answers it for sending (the store keeps its hash only). */
  const issue = async (tenantId: number, subject: number | string): Promise<{ code: string; id: string }> => {
    const code = String(crypto.randomInt(0, 10 ** SMS_LOGIN.codeLength)).padStart(SMS_LOGIN.codeLength, '0');
    const id = crypto.randomUUID();
    const stored: StoredCode = { id, hash: await hashPassword(code) };
    await store.set(codeKey(tenantId, subject), JSON.stringify(stored), TTL_MS);
    return { code, id };
  };

  /** Makes a code unusable (its message did not go out, or too many wrong tries). */
  const burn = async (id: string) => {
    await store.set(usedKey(id), '1', TTL_MS);
  };

  /**
   * True once for the subject's live code: the first matching call claims it (setIfAbsent), so a replay, even a
   * concurrent one, fails. A wrong code counts against the code; the fifth wrong one burns it.
   */
  const consume = async (tenantId: number, subject: number | string, code: string): Promise<boolean> => {
    const raw = await store.get(codeKey(tenantId, subject));
    if (!raw) return false;
    const stored = JSON.parse(raw) as StoredCode;
    if (!CODE_PATTERN.test(code) || !(await verifyPassword(code, stored.hash))) {
      if ((await store.increment(triesKey(stored.id), TTL_MS)) >= SMS_CODE_MAX_WRONG) await burn(stored.id);
      return false;
    }
    return store.setIfAbsent(usedKey(stored.id), '1', TTL_MS);
  };

  return { issue, burn, consume };
};

export type SmsCodes = ReturnType<typeof createSmsCodes>;
