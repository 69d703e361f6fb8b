import http from 'node:http';
import { demoAdmin } from './accounts.ts';
import { aes } from './api.ts';
import { securityApi, securityPasswordKey, securityPort } from './login-security.ts';

const SETTINGS = '/zhwy/api/zhwy_admin/zhwyTenant/loginSettings';

export type LoginSettings = { doubleFactorLogin?: boolean; captchaType?: string; casBaseUrl?: string; specialLoginEnabled?: boolean };

/**
 * A slider solved through the test hook (the answer's x), as a person would drag it: the login's second verification
 * (protocols.md: AES(token---pointJson, secretKey)).
 */
const solvedSlider = async (host: string): Promise<string> => {
  const get = await securityApi(host, 'POST', '/catpcha/get', { captchaType: 'blockPuzzle', clientUid: 'e2e', ts: Date.now() });
  const { token, secretKey } = get.body.repData as { token: string; secretKey: string };
  const hook = await securityApi(host, 'GET', `/test-hooks/captcha/${token}`);
  const point = JSON.stringify({ x: (hook.body.data as { x: number }).x, y: 5 });
  const check = await securityApi(host, 'POST', '/catpcha/check', { captchaType: 'blockPuzzle', token, pointJson: aes(point, secretKey) });
  if (check.body.repCode !== '0000') throw new Error(`captcha check failed: ${JSON.stringify(check.body)}`);
  return aes(`${token}---${point}`, secretKey);
};

/** The demo administrator's token on the login-security server (its login needs a captcha: solved through the hook). */
export const securityAdminToken = async (account = demoAdmin): Promise<string> => {
  const key = await securityPasswordKey(account.host);
  const headers = { 'captcha-verification': await solvedSlider(account.host) };
  const res = await securityApi(account.host, 'POST', '/zhwy/api/system/login', { username: account.username, password: aes(account.password, key) }, undefined, headers);
  if (res.status !== 200 || !res.body.token) throw new Error(`security login of ${account.username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
};

/**
 * Changes the demo tenant's login settings through the settings API (system:tenant:settings) and answers what they
 * were, for the test to put back (`await setLoginSettings(token, before)`).
 */
export const setLoginSettings = async (token: string, change: LoginSettings, host = demoAdmin.host): Promise<LoginSettings> => {
  const before = await securityApi(host, 'GET', SETTINGS, undefined, token);
  if (before.status !== 200) throw new Error(`login settings: ${before.status} ${JSON.stringify(before.body)}`);
  const { doubleFactorLogin, captchaType, casBaseUrl, specialLoginEnabled } = before.body.data as Required<LoginSettings>;
  const res = await securityApi(host, 'PUT', SETTINGS, change, token);
  if (res.status !== 200) throw new Error(`login settings change failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { doubleFactorLogin, captchaType, casBaseUrl, specialLoginEnabled };
};

/** A form-encoded POST to the login-security server, as CAS sends its single logout (Node resolves no *.localhost). */
export const securityForm = (host: string, path: string, fields: Record<string, string>) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const payload = new URLSearchParams(fields).toString();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: securityPort,
        method: 'POST',
        path,
        headers: { host: `${host}:${securityPort}`, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
