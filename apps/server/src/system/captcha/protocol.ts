import { BEHAVIOUR_CAPTCHA_TYPES, type BehaviourCaptchaType, CAPTCHA, type CaptchaPoint, type CaptchaReply, REP_CODES } from '@zhwy/contracts';
import { aesDecrypt } from '../../platform/crypto.ts';
import { type RepKey, repMessage } from './messages.ts';

/** The AJ-Captcha rules as pure functions: the envelope, pointJson, the tolerances (shared/reference/protocols.md). */


export const reply = (key: RepKey, acceptLanguage: string | undefined, repData: Record<string, unknown> | null = null, field?: string): CaptchaReply => ({
  repCode: REP_CODES[key],
  repMsg: repMessage(acceptLanguage, key, field),
  repData,
  success: key === 'success',
});

export const isBehaviourType = (value: unknown): value is BehaviourCaptchaType =>
  typeof value === 'string' && (BEHAVIOUR_CAPTCHA_TYPES as readonly string[]).includes(value);

/** The answer a challenge keeps: the slider's x, or the click-word's points in click order. */
export type Answer = { type: 'blockPuzzle'; x: number } | { type: 'clickWord'; points: CaptchaPoint[] };

/** A number as the server reads a coordinate: truncated to an integer; anything else is no coordinate. */
const coordinate = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null);

const pointOf = (value: unknown): CaptchaPoint | null => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const { x, y } = value as Record<string, unknown>;
  const px = coordinate(x);
  const py = coordinate(y);
  return px === null || py === null ? null : { x: px, y: py };
};

/**
 * pointJson's plain text: base64(AES-128-ECB-PKCS7(JSON, secretKey)). Null when it does not decrypt under the key.
 * The text is kept as the client wrote it: the second verification is computed from exactly this text.
 */
export const decryptPointJson = (pointJson: string, secretKey: string): string | null => aesDecrypt(pointJson, secretKey);

/** Whether the decrypted points answer the challenge within the protocol's tolerances. */
export const isAnswerRight = (answer: Answer, plain: string): boolean => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain);
  } catch {
    return false;
  }
  if (answer.type === 'blockPuzzle') {
    const point = pointOf(parsed);
    return point !== null && Math.abs(point.x - answer.x) <= CAPTCHA.sliderTolerance && point.y === CAPTCHA.sliderY;
  }
  if (!Array.isArray(parsed) || parsed.length !== answer.points.length) return false;
  return answer.points.every((target, i) => {
    const click = pointOf(parsed[i]);
    return click !== null && Math.abs(click.x - target.x) <= CAPTCHA.clickTolerance && Math.abs(click.y - target.y) <= CAPTCHA.clickTolerance;
  });
};
