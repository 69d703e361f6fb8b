import type { BehaviourCaptchaType } from './captcha.ts';

// What the login page needs of the captcha before any of it loads (apart from captcha.ts: its own small module).

/** What the login page shows (queryTenant's captchaType): a behaviour captcha, the digit image, or nothing. */
export type LoginCaptchaType = BehaviourCaptchaType | 'digit' | 'off';

/**
 * Request headers of the login that carry the captcha (spec §7: "headers carry captcha key, captcha verification").
 * Slider and click-word: `Captcha-Verification` is the protocol's second verification. Digit image: `Captcha-Key` is
 * the key of `digitalCaptcha` and `Captcha-Verification` the digits typed. Headers never reach a log.
 */
export const CAPTCHA_LOGIN_HEADERS = { key: 'captcha-key', verification: 'captcha-verification' } as const;

/** Business codes of the login's captcha refusals (beside ERROR_CODES; 12xx). */
export const CAPTCHA_LOGIN_CODES = {
  /** 400: the login needs a passed captcha and none was sent ('not verified'). */
  captchaRequired: 1201,
  /** 400: the verification or the digits were wrong, used or expired ('login failed, captcha wrong'). */
  captchaWrong: 1202,
} as const;
