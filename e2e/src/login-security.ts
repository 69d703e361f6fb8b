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
