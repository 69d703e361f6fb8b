import type { BehaviourCaptchaType, CaptchaChallenge, CaptchaPoint, CaptchaReply } from '@zhwy/contracts';
import { aesEncrypt } from '../../../platform/http/aes.ts';
import { http } from '../../../platform/http/client.ts';

/** Where the web app calls the captcha (the server also answers at /catpcha/…; docs/api.md). */
const BASE = '/zhwy/api/system/catpcha';

/** This browser's id for the get limit (upstream's clientUid), kept for the tab's life. */
const clientUid = (() => {
  let id: string | null = null;
  return () => (id ??= `web-${crypto.randomUUID()}`);
})();

export type ChallengeReply = Omit<CaptchaReply, 'repData'> & { repData: CaptchaChallenge | null };

export const getChallenge = (captchaType: BehaviourCaptchaType) =>
  http.post<ChallengeReply>(`${BASE}/get`, { captchaType, clientUid: clientUid(), ts: Date.now() }, { silent: true });

/**
 * Sends the points (on the 310×155 reference) AES-encrypted under the challenge's secretKey. On success, the
 * second verification the login sends: AES(token---points JSON, secretKey), the same text the server keeps.
 */
export const checkChallenge = async (challenge: CaptchaChallenge, points: CaptchaPoint | CaptchaPoint[]) => {
  const text = JSON.stringify(points);
  const reply = await http.post<CaptchaReply>(
    `${BASE}/check`,
    { captchaType: challenge.captchaType, token: challenge.token, pointJson: aesEncrypt(text, challenge.secretKey) },
    { silent: true },
  );
  return { reply, verification: reply.success ? aesEncrypt(`${challenge.token}---${text}`, challenge.secretKey) : null };
};

/** The digit captcha: `{ <key>: <image data URL> }`, the key first. */
export const getDigitCaptcha = async (): Promise<{ key: string; image: string }> => {
  const body = await http.get<Record<string, string>>(`${BASE}/digitalCaptcha`, undefined, { silent: true });
  const [key, image] = Object.entries(body)[0] ?? ['', ''];
  return { key, image };
};
