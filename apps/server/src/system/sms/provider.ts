import type { Config } from '../../platform/config.ts';
import { maskMobile } from '@zhwy/contracts';
import type { SmsNotice } from '../../platform/services.ts';
import type { KvStore } from '../../platform/store/store.ts';
import { noticeText } from './notice.ts';
import { createTencentProvider } from './tencent.ts';

/** One text message of the login: the code for an 11-digit mainland number, valid for `minutes`. */
export type SmsMessage = { mobile: string; code: string; minutes: number };
/** One notice from a template (no code): the number and the template's values. */
export type SmsNoticeMessage = Pick<SmsNotice, 'mobile' | 'template' | 'params'>;

/**
 * Why a message did not go out, as the caller is told: a number sent to too often (the provider's own limits),
 * a number the provider refuses, no provider configured, or anything else (the detail goes to the server log).
 */
export type SmsFailureReason = 'resendWait' | 'phoneLimit' | 'phoneInvalid' | 'notConfigured' | 'failed';

export class SmsFailure extends Error {
  constructor(
    readonly reason: SmsFailureReason,
    /** For the server log: the provider's error code and message, never the code sent. */
    readonly detail: string,
  ) {
    super(`SMS not sent (${reason}): ${detail}`);
  }
}

/** Where codes go: Tencent Cloud SMS, the server console (development) or the store (tests). */
export type SmsProvider = {
  readonly name: Config['sms']['provider'];
  /** False when sending can only fail ("SMS not configured"): the settings page and the send call say so. */
  readonly available: boolean;
  /** Resolves once the provider accepted the message; throws SmsFailure otherwise. */
  send(message: SmsMessage): Promise<void>;
  /** False when this provider has no notice templates (Tencent without TENCENT_SMS_FEE_NOTICE_TEMPLATE_ID). */
  readonly noticeAvailable: boolean;
  /** A notice (notice.ts's templates); throws SmsFailure like `send`. */
  sendNotice(message: SmsNoticeMessage): Promise<void>;
};

/** Key of the test provider's last notice per number: its text, for tests. */
export const testNoticeKey = (mobile: string) => `sms:test:notice:${mobile}`;

/** Key of the test provider's last code per number (read by the test hook, GET /test-hooks/sms/:phone). */
export const testCodeKey = (mobile: string) => `sms:test:${mobile}`;

/** Development: the code on the server's console, never in production (where sending fails: SMS not configured). */
const consoleProvider = (production: boolean): SmsProvider => ({
  name: 'console',
  available: !production,
  async send({ mobile, code, minutes }) {
    if (production) throw new SmsFailure('notConfigured', 'no SMS provider configured (set the TENCENT_SMS_* variables)');
    // Straight to the console, not the structured log (collectors must never receive codes).
    console.info(`[SMS, development only] code ${code} for ${mobile}, valid ${minutes} min`);
  },
  noticeAvailable: !production,
  async sendNotice(message) {
    if (production) throw new SmsFailure('notConfigured', 'no SMS provider configured (set the TENCENT_SMS_* variables)');
    // The number masked: a notice carries no secret, but the console's lines end up in logs.
    console.info(`[SMS, development only] notice to ${maskMobile(message.mobile)}: ${noticeText(message)}`);
  },
});

/** Tests: the last code per number kept in the store for the test hook; nothing leaves the machine. */
const testProvider = (store: KvStore): SmsProvider => ({
  name: 'test',
  available: true,
  async send({ mobile, code, minutes }) {
    await store.set(testCodeKey(mobile), code, minutes * 60_000);
  },
  noticeAvailable: true,
  async sendNotice(message) {
    await store.set(testNoticeKey(message.mobile), noticeText(message), 60 * 60_000);
  },
});

/** The provider SMS_PROVIDER chose (config.ts: Tencent when configured, else the console; the test provider for tests). */
export const createSmsProvider = (config: Pick<Config, 'sms' | 'production'>, store: KvStore): SmsProvider => {
  if (config.sms.provider === 'tencent' && config.sms.tencent) return createTencentProvider(config.sms.tencent);
  if (config.sms.provider === 'test') return testProvider(store);
  return consoleProvider(config.production);
};
