import { z } from 'zod';

/**
 * The login's captchas: the behaviour captcha of the AJ-Captcha protocol (shared/reference/protocols.md: click-word
 * and slider, `catpcha/get`, `catpcha/check`, `catpcha/verify`) and the digit image (`catpcha/digitalCaptcha`).
 */
export const BEHAVIOUR_CAPTCHA_TYPES = ['blockPuzzle', 'clickWord'] as const;
export type BehaviourCaptchaType = (typeof BEHAVIOUR_CAPTCHA_TYPES)[number];

/** The protocol's and the spec's figures (spec §9, protocols.md). */
export const CAPTCHA = {
  /** Every image and every click is on this reference (clients scale clicks to it). */
  width: 310,
  height: 155,
  /** The slider piece: full height, this wide; the client sends y = 5. */
  pieceWidth: 47,
  sliderY: 5,
  sliderTolerance: 5,
  /** Click-word: 4 characters drawn, 3 to click in order, each within this many px of its character in x and y. */
  wordsDrawn: 4,
  clicks: 3,
  clickTolerance: 25,
  /** A challenge lives this long, and only until its first check. */
  challengeSeconds: 120,
  /** A passed check's second verification lives this long, and only until a login (or verify) uses it. */
  verificationSeconds: 180,
  /** The digit image: this many digits, single use, this long. */
  digits: 4,
  digitSeconds: 120,
  digitWidth: 100,
  digitHeight: 38,
  /** Web widget timings (spec §4, §9), milliseconds. */
  checkDelayMs: 400,
  retryDelayMs: 700,
  clickWordCloseMs: 1500,
  sliderCloseMs: 1000,
  loginReloadMs: 1000,
} as const;

/** The protocol's repCode values. */
export const REP_CODES = {
  success: '0000',
  failed: '0001',
  internal: '9999',
  empty: '0011',
  expired: '6110',
  verifyFailed: '6111',
  unavailable: '6112',
  getLimit: '6201',
  failLock: '6202',
  checkLimit: '6204',
  verifyLimit: '6205',
  invalid: '6206',
} as const;
export type RepCode = (typeof REP_CODES)[keyof typeof REP_CODES];

/** The protocol's envelope. `success` is repCode === '0000'. */
export const CaptchaReply = z.object({
  repCode: z.string(),
  repMsg: z.string().nullable(),
  repData: z.record(z.string(), z.unknown()).nullable(),
  success: z.boolean(),
});
export type CaptchaReply = z.infer<typeof CaptchaReply>;

/** get's repData: images are PNG base64 without a `data:` prefix; wordList only for clickWord, jigsaw only for blockPuzzle. */
export type CaptchaChallenge = {
  captchaType: BehaviourCaptchaType;
  token: string;
  secretKey: string;
  originalImageBase64: string;
  jigsawImageBase64?: string;
  wordList?: string[];
};

/** A point as the client sends it inside pointJson (on the 310×155 reference). */
export type CaptchaPoint = { x: number; y: number };

/** The digit captcha's answer: `{ <captcha key>: <PNG data URL> }`, the key first and only. */
export const DigitCaptcha = z.record(z.string(), z.string());
