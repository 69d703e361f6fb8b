import crypto from 'node:crypto';
import { type BehaviourCaptchaType, CAPTCHA, type CaptchaReply } from '@zhwy/contracts';
import { aesEncrypt, randomKey, sha256 } from '../../platform/crypto.ts';
import type { KvStore } from '../../platform/store/store.ts';
import { drawBlockPuzzle, drawClickWord, drawDigits } from './draw.ts';
import { type Answer, decryptPointJson, isAnswerRight, isBehaviourType, reply } from './protocol.ts';

/** Upstream's limits (protocols.md), per client address; the get limit per address and clientUid. */
export const CAPTCHA_LIMITS = {
  getPerMinute: 120,
  /** A client that rotates its clientUid still meets this one. */
  getPerMinutePerAddress: 600,
  checkPerMinute: 120,
  verifyPerMinute: 120,
  /** More failed checks than this within a minute lock the address out for lockSeconds (6202). */
  failuresPerMinute: 5,
  lockSeconds: 300,
  digitPerMinute: 120,
} as const;

const MINUTE = 60_000;

/** Who is asking: the address (limits) and the tenant of the host (a verification is good for its own tenant only). */
export type CaptchaClient = { ip: string; tenantId: number | null; acceptLanguage?: string };

type StoredChallenge = { type: BehaviourCaptchaType; secretKey: string; answer: Answer; tenantId: number | null };
type StoredVerification = { type: BehaviourCaptchaType; tenantId: number | null };
type StoredDigits = { code: string; tenantId: number | null };

const keys = {
  challenge: (token: string) => `captcha:challenge:${token}`,
  checked: (token: string) => `captcha:checked:${token}`,
  // The verification itself is a credential: only its hash is a key.
  verification: (verification: string) => `captcha:second:${sha256(verification)}`,
  verificationUsed: (verification: string) => `captcha:second-used:${sha256(verification)}`,
  digits: (key: string) => `captcha:digit:${key}`,
  digitsUsed: (key: string) => `captcha:digit-used:${key}`,
  gets: (ip: string, clientUid: string) => `captcha:gets:${ip}:${sha256(clientUid)}`,
  getsOfAddress: (ip: string) => `captcha:gets:${ip}`,
  checks: (ip: string) => `captcha:checks:${ip}`,
  verifies: (ip: string) => `captcha:verifies:${ip}`,
  failures: (ip: string) => `captcha:failures:${ip}`,
  lock: (ip: string) => `captcha:lock:${ip}`,
  digitGets: (ip: string) => `captcha:digit-gets:${ip}`,
};

/** A random id: 32 hex characters, as upstream's token (a UUID without dashes). */
const newId = () => crypto.randomUUID().replaceAll('-', '');

const parse = <T>(text: string | null): T | null => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/** A string field of the request: the text, or which protocol answer it earns (0011 missing, 6206 not a short string). */
const textField = (body: Record<string, unknown>, name: string, max: number): string | { missing: true } | { invalid: true } => {
  const value = body[name];
  if (value === undefined || value === null || value === '') return { missing: true };
  if (typeof value !== 'string' || value.length > max) return { invalid: true };
  return value;
};

export type CheckBody = Record<string, unknown>;

/**
 * The behaviour captcha (AJ-Captcha protocol) and the digit image, all state in the KvStore: challenges (120 s, until
 * their first check), second verifications (180 s, until a login or verify uses them), digit codes (120 s, single
 * use), and the per-address limits. Every answer is the protocol's envelope; nothing here throws on bad input.
 */
export const createCaptchaService = (store: KvStore, log: { error: (obj: object, msg: string) => void } = console) => {
  /** Sets a claim once: two concurrent uses of one token or verification, and only one of them wins. */
  const claim = (key: string, ttlMs: number) => store.setIfAbsent(key, '1', ttlMs);

  const locked = async (ip: string) => (await store.ttl(keys.lock(ip))) > 0;

  const countFailure = async (ip: string) => {
    const failures = await store.increment(keys.failures(ip), MINUTE);
    if (failures > CAPTCHA_LIMITS.failuresPerMinute) {
      await store.set(keys.lock(ip), '1', CAPTCHA_LIMITS.lockSeconds * 1000);
      await store.delete(keys.failures(ip));
    }
  };

  const get = async (body: CheckBody, client: CaptchaClient): Promise<CaptchaReply> => {
    const language = client.acceptLanguage;
    const type = textField(body, 'captchaType', 32);
    if (typeof type !== 'string') return 'missing' in type ? reply('empty', language, null, 'captchaType') : reply('invalid', language);
    if (!isBehaviourType(type)) return reply('invalid', language);
    const clientUid = body.clientUid;
    if (clientUid !== undefined && clientUid !== null && (typeof clientUid !== 'string' || clientUid.length > 128)) return reply('invalid', language);
    if (await locked(client.ip)) return reply('failLock', language);
    const [ofClient, ofAddress] = await Promise.all([
      store.increment(keys.gets(client.ip, clientUid || ''), MINUTE),
      store.increment(keys.getsOfAddress(client.ip), MINUTE),
    ]);
    if (ofClient > CAPTCHA_LIMITS.getPerMinute || ofAddress > CAPTCHA_LIMITS.getPerMinutePerAddress) return reply('getLimit', language);

    let images: { originalImageBase64: string; jigsawImageBase64?: string; wordList?: string[] };
    let answer: Answer;
    try {
      if (type === 'blockPuzzle') {
        const { x, ...drawn } = drawBlockPuzzle();
        images = drawn;
        answer = { type, x };
      } else {
        const { points, ...drawn } = drawClickWord();
        images = drawn;
        answer = { type, points };
      }
    } catch (error) {
      log.error({ err: error }, 'captcha image could not be drawn');
      return reply('unavailable', language);
    }
    const token = newId();
    const secretKey = randomKey(16);
    const stored: StoredChallenge = { type, secretKey, answer, tenantId: client.tenantId };
    await store.set(keys.challenge(token), JSON.stringify(stored), CAPTCHA.challengeSeconds * 1000);
    return reply('success', language, { captchaType: type, token, secretKey, ...images });
  };

  const check = async (body: CheckBody, client: CaptchaClient): Promise<CaptchaReply> => {
    const language = client.acceptLanguage;
    const fields = { captchaType: textField(body, 'captchaType', 32), token: textField(body, 'token', 64), pointJson: textField(body, 'pointJson', 4096) };
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value !== 'string') return 'missing' in value ? reply('empty', language, null, name) : reply('invalid', language);
    }
    const { captchaType, token, pointJson } = fields as Record<keyof typeof fields, string>;
    if (!isBehaviourType(captchaType)) return reply('invalid', language);
    if (await locked(client.ip)) return reply('failLock', language);
    if ((await store.increment(keys.checks(client.ip), MINUTE)) > CAPTCHA_LIMITS.checkPerMinute) return reply('checkLimit', language);

    const challenge = parse<StoredChallenge>(await store.get(keys.challenge(token)));
    // Consumed by its first check, pass or fail: whoever claims it first decides.
    if (!challenge || !(await claim(keys.checked(token), CAPTCHA.challengeSeconds * 1000))) return reply('expired', language);
    await store.delete(keys.challenge(token));
    if (challenge.type !== captchaType) return reply('invalid', language);

    const plain = decryptPointJson(pointJson, challenge.secretKey);
    if (plain === null || !isAnswerRight(challenge.answer, plain)) {
      await countFailure(client.ip);
      return reply('verifyFailed', language);
    }
    // The second verification, as the client computes it too: AES(token---pointJson text, secretKey).
    const verification = aesEncrypt(`${token}---${plain}`, challenge.secretKey);
    const stored: StoredVerification = { type: challenge.type, tenantId: challenge.tenantId };
    await store.set(keys.verification(verification), JSON.stringify(stored), CAPTCHA.verificationSeconds * 1000);
    return reply('success', language, { captchaType, token, result: true });
  };

  /**
   * Uses a second verification once: true when it was issued by a passed check (of one of `types`, for this tenant)
   * within 180 s and nothing has used it yet. A wrong type or tenant uses it up all the same.
   */
  const consumeVerification = async (verification: string, tenantId: number | null, types: readonly BehaviourCaptchaType[]): Promise<boolean> => {
    if (verification === '' || verification.length > 1024) return false;
    const stored = parse<StoredVerification>(await store.get(keys.verification(verification)));
    if (!stored || !(await claim(keys.verificationUsed(verification), CAPTCHA.verificationSeconds * 1000))) return false;
    await store.delete(keys.verification(verification));
    return stored.tenantId === tenantId && types.includes(stored.type);
  };

  /** The protocol's optional `verify` (a backend's second verification): uses the verification up. */
  const verify = async (body: CheckBody, client: CaptchaClient): Promise<CaptchaReply> => {
    const language = client.acceptLanguage;
    const verification = textField(body, 'captchaVerification', 1024);
    if (typeof verification !== 'string') return 'missing' in verification ? reply('empty', language, null, 'captchaVerification') : reply('invalid', language);
    if ((await store.increment(keys.verifies(client.ip), MINUTE)) > CAPTCHA_LIMITS.verifyPerMinute) return reply('verifyLimit', language);
    const ok = await consumeVerification(verification, client.tenantId, ['blockPuzzle', 'clickWord']);
    return ok ? reply('success', language, { result: true }) : reply('expired', language);
  };

  /** A digit captcha: the key and the image (data URL); null when the address asked too often this minute. */
  const digits = async (client: CaptchaClient): Promise<{ key: string; image: string } | null> => {
    if ((await store.increment(keys.digitGets(client.ip), MINUTE)) > CAPTCHA_LIMITS.digitPerMinute) return null;
    const code = Array.from({ length: CAPTCHA.digits }, () => crypto.randomInt(10)).join('');
    const image = drawDigits(code);
    const key = newId();
    const stored: StoredDigits = { code, tenantId: client.tenantId };
    await store.set(keys.digits(key), JSON.stringify(stored), CAPTCHA.digitSeconds * 1000);
    return { key, image };
  };

  /** Uses a digit code once, right or wrong: true when the key is live, of this tenant, and the digits match. */
  const consumeDigits = async (key: string, typed: string, tenantId: number | null): Promise<boolean> => {
    if (!/^[0-9a-f]{32}$/.test(key)) return false;
    const stored = parse<StoredDigits>(await store.get(keys.digits(key)));
    if (!stored || !(await claim(keys.digitsUsed(key), CAPTCHA.digitSeconds * 1000))) return false;
    await store.delete(keys.digits(key));
    return stored.tenantId === tenantId && typed.trim() === stored.code;
  };

  /** Test hooks only: the answer of a live challenge or digit code (config.testHooks; never in production). */
  const peek = async (token: string): Promise<Record<string, unknown> | null> => {
    if (!/^[0-9a-f]{32}$/.test(token)) return null;
    const challenge = parse<StoredChallenge>(await store.get(keys.challenge(token)));
    if (challenge) {
      const { answer } = challenge;
      return answer.type === 'blockPuzzle' ? { captchaType: answer.type, x: answer.x, y: CAPTCHA.sliderY } : { captchaType: answer.type, points: answer.points };
    }
    const digitCode = parse<StoredDigits>(await store.get(keys.digits(token)));
    return digitCode ? { captchaType: 'digit', code: digitCode.code } : null;
  };

  return { get, check, verify, digits, consumeVerification, consumeDigits, peek };
};

export type CaptchaService = ReturnType<typeof createCaptchaService>;
