import type { Page } from '@playwright/test';
import { INITIAL_PASSWORD } from './accounts.ts';
import { aes } from './api.ts';
import { securityApi, securityPasswordKey, securityUrlOf } from './login-security.ts';

/**
 * The second tenant's administrator on the login-security server, for the SMS two-factor login and the tenant
 * settings page: its initial password replaced once (the forced change by account name, no captcha needed), and a
 * linked mobile number the test SMS provider "sends" to.
 */
export const smsAdmin = { host: 'second.localhost', username: 'admin', password: 'Sms#Login2026x', mobile: '13100131000', masked: '131****1000' };
export const SETTINGS_PATH = '/zhwy/api/zhwy_admin/zhwyTenant/loginSettings';

/** A slider solved through the test hook: the second verification the login sends (protocols.md). */
const solvedSlider = async (host: string) => {
  const got = await securityApi(host, 'POST', '/zhwy/api/system/catpcha/get', { captchaType: 'blockPuzzle', clientUid: 'e2e-sms', ts: Date.now() });
  const { token, secretKey } = got.body.repData as { token: string; secretKey: string };
  const answer = await securityApi(host, 'GET', `/test-hooks/captcha/${token}`);
  const point = JSON.stringify({ x: (answer.body.data as { x: number }).x, y: 5 });
  const checked = await securityApi(host, 'POST', '/zhwy/api/system/catpcha/check', { captchaType: 'blockPuzzle', token, pointJson: aes(point, secretKey) });
  if (checked.body.repCode !== '0000') throw new Error(`captcha check failed: ${JSON.stringify(checked.body)}`);
  return aes(`${token}---${point}`, secretKey);
};

/** The login's captcha headers for the tenant's current type (slider or none: the types these tests leave it at). */
const captchaHeadersOf = async (host: string): Promise<Record<string, string>> => {
  const info = await securityApi(host, 'GET', '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant');
  const type = (info.body.data as { captchaType?: string }).captchaType ?? 'off';
  if (type === 'off') return {};
  if (type !== 'blockPuzzle') throw new Error(`unexpected captcha type ${type} on ${host}`);
  return { 'captcha-verification': await solvedSlider(host) };
};

let prepared = false;

/** The administrator's password and phone, once per run; answers a session token (API login, captcha solved). */
export const smsAdminToken = async (): Promise<string> => {
  const { host, username, password, mobile } = smsAdmin;
  const key = await securityPasswordKey(host);
  if (!prepared) {
    const changed = await securityApi(host, 'PUT', '/zhwy/api/system/cscpUserPassword', { userName: aes(username, key), oldPassword: aes(INITIAL_PASSWORD, key), newPassword: aes(password, key) });
    // Already changed by an earlier spec of this run.
    if (changed.status !== 200 && changed.status !== 422) throw new Error(`password change failed: ${JSON.stringify(changed.body)}`);
    prepared = true;
  }
  const res = await securityApi(host, 'POST', '/zhwy/api/system/login', { username, password: aes(password, key) }, undefined, await captchaHeadersOf(host));
  if (res.status !== 200 || !res.body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.token as string;
  const profile = await securityApi(host, 'PUT', '/zhwy/api/system/edit/cscpUserDetails', { familyName: '系统', name: '管理员', mobile }, token);
  if (profile.status !== 200) throw new Error(`profile update failed: ${JSON.stringify(profile.body)}`);
  return token;
};

/** Puts the tenant's login settings (the settings API). */
export const putLoginSettings = async (token: string, change: Record<string, unknown>) => {
  const res = await securityApi(smsAdmin.host, 'PUT', SETTINGS_PATH, change, token);
  if (res.status !== 200) throw new Error(`settings not saved: ${res.status} ${JSON.stringify(res.body)}`);
};

/** Opens a console page signed in with the token (the web app keeps its session as the token in localStorage). */
export const openSignedIn = async (page: Page, token: string, path: string) => {
  await page.goto(securityUrlOf(smsAdmin.host, '/login'));
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(securityUrlOf(smsAdmin.host, path));
};
