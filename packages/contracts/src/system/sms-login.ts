// Free of zod: the login page's first load imports these (the schemas are in sms.ts).

/** The SMS two-factor login's figures (spec §9: resend after 30 s, look-up 800 ms after typing stops). */
export const SMS_LOGIN = {
  codeLength: 6,
  codeTtlSeconds: 300,
  resendSeconds: 30,
  lookupDebounceMs: 800,
} as const;

/**
 * Request headers of the login that carry the SMS code and the phone as shown (spec §7: "headers carry captcha key,
 * captcha verification and phone number"). Headers never reach a log.
 */
export const SMS_LOGIN_HEADERS = { code: 'x-sms-code', phone: 'x-sms-phone' } as const;

/** A mainland mobile number as stored and sent (+86 added for SMS). */
export const SMS_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** The same number as the login page shows it: 138****8000. */
export const SMS_MASKED_PATTERN = /^1[3-9]\d\*{4}\d{4}$/;

/** First three and last four digits: 13800138000 → 138****8000. */
export const maskMobile = (mobile: string): string => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
