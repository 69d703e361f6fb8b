import { INITIAL_PASSWORD, READY_PASSWORD, demoAdmin, demoStaff, port } from './accounts.ts';
import { aes, apiOn } from './api.ts';

/**
 * The login-security server (project `login-security`, tests under e2e/tests/login-security/): the port after the
 * main one, with CAPTCHA_ENABLED=true, TEST_HOOKS=true (the `/test-hooks/…` routes) and SMS_PROVIDER=test. Its demo
 * admin and staff have READY_PASSWORD (global setup); the second tenant's accounts keep the initial password.
 */
export const securityPort = port + 1;
export const securityUrlOf = (host: string, path = '/') => `http://${host}:${securityPort}${path}`;

/** `api` against the login-security server; `headers` e.g. the login's captcha headers. */
export const securityApi = (host: string, method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>) =>
  apiOn(securityPort, host, method, path, body, token, headers);

export const securityPasswordKey = async (host: string) => {
  const res = await securityApi(host, 'GET', '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant');
  return (res.body.data as { passwordKey: string }).passwordKey;
};

/**
 * Gives the demo accounts READY_PASSWORD without logging in (a login needs a captcha here): the forced change by
 * account name, which the old password authorises.
 */
export const prepareSecurityServer = async () => {
  for (const account of [demoAdmin, demoStaff]) {
    const key = await securityPasswordKey(account.host);
    const body = { userName: aes(account.username, key), oldPassword: aes(INITIAL_PASSWORD, key), newPassword: aes(READY_PASSWORD, key) };
    const res = await securityApi(account.host, 'PUT', '/zhwy/api/system/cscpUserPassword', body);
    if (res.status !== 200) throw new Error(`login-security server: password change for ${account.username} failed: ${JSON.stringify(res.body)}`);
  }
};

type Point = { x: number; y: number };
export type CaptchaAnswer = { captchaType: string; x?: number; y?: number; points?: Point[]; code?: string };

/** The answer of a live challenge or digit code, from the server's test hook (TEST_HOOKS=true). */
export const captchaAnswer = async (host: string, token: string): Promise<CaptchaAnswer> => {
  const res = await securityApi(host, 'GET', `/test-hooks/captcha/${token}`);
  if (res.status !== 200) throw new Error(`no captcha answer for ${token}: ${JSON.stringify(res.body)}`);
  return res.body.data as CaptchaAnswer;
};

/**
 * Solves a slider or click-word captcha as a client does (get, the answer from the hook, check with pointJson under
 * the secretKey) and returns the second verification the login sends in its `captcha-verification` header.
 */
export const solveCaptcha = async (host: string, captchaType: 'blockPuzzle' | 'clickWord'): Promise<string> => {
  const got = await securityApi(host, 'POST', '/zhwy/api/system/catpcha/get', { captchaType, clientUid: 'e2e', ts: Date.now() });
  const { token, secretKey } = got.body.repData as { token: string; secretKey: string };
  const answer = await captchaAnswer(host, token);
  const text = JSON.stringify(captchaType === 'blockPuzzle' ? { x: answer.x, y: 5 } : answer.points);
  const checked = await securityApi(host, 'POST', '/zhwy/api/system/catpcha/check', { captchaType, token, pointJson: aes(text, secretKey) });
  if (checked.body.repCode !== '0000') throw new Error(`captcha check failed: ${JSON.stringify(checked.body)}`);
  return aes(`${token}---${text}`, secretKey);
};

/** The login's captcha headers for the tenant's captcha type (none when it is off). */
export const captchaHeaders = async (host: string): Promise<Record<string, string>> => {
  const info = await securityApi(host, 'GET', '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant');
  const type = (info.body.data as { captchaType: string }).captchaType;
  if (type === 'off') return {};
  if (type === 'digit') {
    const digits = await securityApi(host, 'GET', '/zhwy/api/system/catpcha/digitalCaptcha');
    const [key] = Object.keys(digits.body);
    return { 'captcha-key': key, 'captcha-verification': (await captchaAnswer(host, key)).code! };
  }
  return { 'captcha-verification': await solveCaptcha(host, type as 'blockPuzzle' | 'clickWord') };
};

/** A session token on the login-security server, the captcha solved through the hook. */
export const securityLogin = async (host: string, username: string, password: string): Promise<string> => {
  const key = await securityPasswordKey(host);
  const res = await securityApi(host, 'POST', '/zhwy/api/system/login', { username, password: aes(password, key) }, undefined, await captchaHeaders(host));
  if (res.status !== 200) throw new Error(`login of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
};

/** Sets a login setting of the demo tenant (its administrator, through the settings API); answers the settings before. */
export const setDemoLoginSettings = async (change: Record<string, unknown>): Promise<Record<string, unknown>> => {
  const token = await securityLogin(demoAdmin.host, demoAdmin.username, READY_PASSWORD);
  const path = '/zhwy/api/zhwy_admin/zhwyTenant/loginSettings';
  const before = await securityApi(demoAdmin.host, 'GET', path, undefined, token);
  const res = await securityApi(demoAdmin.host, 'PUT', path, change, token);
  if (res.status !== 200) throw new Error(`login settings not changed: ${res.status} ${JSON.stringify(res.body)}`);
  return before.body.data as Record<string, unknown>;
};
