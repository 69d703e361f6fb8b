import { ERROR_CODES, SMS_LOGIN, maskMobile } from '@zhwy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, validationFailed } from '../../platform/errors.ts';
import type { SmsDelivery, SmsNotice, SmsNoticeOutcome } from '../../platform/services.ts';
import type { KvStore } from '../../platform/store/store.ts';
import { SmsFailure, type SmsProvider } from './provider.ts';

/**
 * The limits of the SMS codes (docs/decisions.md). Per number they match Tencent Cloud's default frequency limits,
 * so that ours answer first and clearly; per address they bound what one client can make the server send or look up.
 */
export const SMS_LIMITS = {
  /** Phone look-ups from one address per minute (each answers whether an account has a phone). */
  lookupsPerIpPerMinute: 30,
  /** Codes requested from one address per hour, whatever number they go to. */
  sendsPerIpPerHour: 20,
  /** Codes sent to one number per hour and per day (over all tenants and uses: one person's phone). */
  sendsPerPhonePerHour: 5,
  sendsPerPhonePerDay: 10,
  /** How long the look-up's answer lets this address send to that account (the send names only the masked phone). */
  pickMinutes: 15,
} as const;

const MINUTE = 60_000;

/** One code to send (the shape other modules use through the `sms` service). */
export type { SmsDelivery };

/** A provider's failure as the caller is told. */
const refusalOf = (failure: SmsFailure, invalid: SmsDelivery['invalid']): AppError => {
  switch (failure.reason) {
    case 'resendWait':
      return new AppError(429, 'smsResendWait', { code: ERROR_CODES.rateLimited, params: { seconds: SMS_LOGIN.resendSeconds } });
    case 'phoneLimit':
      return new AppError(429, 'smsPhoneLimit', { code: ERROR_CODES.rateLimited });
    case 'phoneInvalid':
      return validationFailed({ [invalid.field]: invalid.key }, invalid.key);
    case 'notConfigured':
      return new AppError(503, 'smsNotConfigured');
    default:
      return new AppError(502, 'smsSendFailed');
  }
};

/**
 * Sends a new code, the one way every use of SMS codes does: the 30 s resend wait (429 with the seconds left), the
 * hourly and daily counts per number, a fresh code in `codes` (its hash only), the provider; a message that did not
 * go out burns its code and, unless the provider asked to wait, lifts the wait so the caller may try again at once.
 */
export const createSmsSender = (store: KvStore, provider: SmsProvider, log: FastifyBaseLogger) => async (delivery: SmsDelivery): Promise<void> => {
  const { codes, tenantId, subject, mobile, waitKey } = delivery;
  if (!(await store.setIfAbsent(waitKey, '1', SMS_LOGIN.resendSeconds * 1000))) {
    const seconds = Math.max(1, Math.ceil((await store.ttl(waitKey)) / 1000));
    throw new AppError(429, 'smsResendWait', { code: ERROR_CODES.rateLimited, params: { seconds } });
  }
  const [hour, day] = await Promise.all([
    store.increment(`sms:phone:h:${mobile}`, 60 * MINUTE),
    store.increment(`sms:phone:d:${mobile}`, 24 * 60 * MINUTE),
  ]);
  if (hour > SMS_LIMITS.sendsPerPhonePerHour || day > SMS_LIMITS.sendsPerPhonePerDay) throw new AppError(429, 'smsPhoneLimit', { code: ERROR_CODES.rateLimited });

  const { code, id } = await codes.issue(tenantId, subject);
  try {
    await provider.send({ mobile, code, minutes: SMS_LOGIN.codeTtlSeconds / 60 });
  } catch (error) {
    await codes.burn(id);
    const failure = error instanceof SmsFailure ? error : new SmsFailure('failed', error instanceof Error ? error.message : String(error));
    // Sending may be tried again at once unless the provider itself asked to wait.
    if (failure.reason !== 'resendWait') await store.delete(waitKey);
    log.warn({ provider: provider.name, reason: failure.reason, detail: failure.detail, phone: maskMobile(mobile) }, delivery.failure);
    throw refusalOf(failure, delivery.invalid);
  }
};

export type SmsSender = ReturnType<typeof createSmsSender>;

/**
 * Sends a notice (a template's text, no code): within the same hourly and daily counts per number as the codes
 * (one person's phone, whatever the message), without the codes' resend wait. A refusal is answered, not thrown, so
 * that a batch goes on; only "no provider" is thrown (503), before anything is counted.
 */
export const createSmsNotifier =
  (store: KvStore, provider: SmsProvider, log: FastifyBaseLogger) =>
  async (notice: SmsNotice): Promise<SmsNoticeOutcome> => {
    if (!provider.noticeAvailable) throw new AppError(503, 'smsNotConfigured');
    const { mobile } = notice;
    const [hour, day] = await Promise.all([
      store.increment(`sms:phone:h:${mobile}`, 60 * MINUTE),
      store.increment(`sms:phone:d:${mobile}`, 24 * 60 * MINUTE),
    ]);
    if (hour > SMS_LIMITS.sendsPerPhonePerHour || day > SMS_LIMITS.sendsPerPhonePerDay) return 'phoneLimit';
    try {
      await provider.sendNotice(notice);
      return 'sent';
    } catch (error) {
      const failure = error instanceof SmsFailure ? error : new SmsFailure('failed', error instanceof Error ? error.message : String(error));
      log.warn({ provider: provider.name, reason: failure.reason, detail: failure.detail, phone: maskMobile(mobile), template: notice.template }, 'SMS notice not sent');
      if (failure.reason === 'notConfigured') throw new AppError(503, 'smsNotConfigured');
      if (failure.reason === 'resendWait' || failure.reason === 'phoneLimit') return 'phoneLimit';
      return failure.reason === 'phoneInvalid' ? 'phoneInvalid' : 'failed';
    }
  };
