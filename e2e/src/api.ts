import crypto from 'node:crypto';
import http from 'node:http';
import { port } from './accounts.ts';

export const aes = (plain: string, key: string) => {
  const cipher = crypto.createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
};

/** Calls the API as another client would, with the tenant's Host header (Node does not resolve *.localhost). */
export const api = (host: string, method: string, path: string, body?: unknown, token?: string) => apiOn(port, host, method, path, body, token);

/** `api` against the server on another port (the login-security server: e2e/src/login-security.ts). */
export const apiOn = (serverPort: number, host: string, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: serverPort,
        method,
        path,
        headers: {
          host: `${host}:${serverPort}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: token } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

export const passwordKey = async (host: string) => {
  const res = await api(host, 'GET', '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant');
  return (res.body.data as { passwordKey: string }).passwordKey;
};

/** The login's whole answer (status and body), e.g. for a wrong password. */
export const apiLoginAnswer = async (host: string, username: string, password: string) => {
  const key = await passwordKey(host);
  return api(host, 'POST', '/zhwy/api/system/login', { username, password: aes(password, key) });
};

export const apiLogin = async (host: string, username: string, password: string) => {
  const key = await passwordKey(host);
  const res = await api(host, 'POST', '/zhwy/api/system/login', { username, password: aes(password, key) });
  return res.body.token as string;
};

export const apiChangePassword = async (host: string, username: string, oldPassword: string, newPassword: string) => {
  const key = await passwordKey(host);
  const token = await apiLogin(host, username, oldPassword);
  const res = await api(host, 'PUT', '/zhwy/api/system/cscpUserPassword', { userName: username, oldPassword: aes(oldPassword, key), newPassword: aes(newPassword, key) }, token);
  if (res.status !== 200) throw new Error(`password change for ${username}@${host} failed: ${JSON.stringify(res.body)}`);
};

/**
 * Gives an account a password it had lately: a change may not reuse the last 3 passwords (the current one
 * included), so the way back goes through two interim passwords first.
 */
export const apiRestorePassword = async (host: string, username: string, current: string, target: string) => {
  let now = current;
  for (const interim of ['Interim#One2026x', 'Interim#Two2026x']) {
    await apiChangePassword(host, username, now, interim);
    now = interim;
  }
  await apiChangePassword(host, username, now, target);
};

/**
 * A tenant of this run's own, created through the operator's API as 租户管理 does: its first administrator is on
 * the initial password the answer gives once. Tests that use up an account (a lockout, a first login) take one, so
 * a second run on the same server meets a fresh account. `expireDays` counts from today in Beijing time.
 */
export const apiCreateTenant = async (operator: { host: string; username: string; password: string }, prefix: string, { expireDays = 365, adminUsername = 'admin' } = {}) => {
  const code = `${prefix}-${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  const expiry = new Date(Date.now() + 8 * 3_600_000 + expireDays * 86_400_000).toISOString().slice(0, 10);
  const token = await apiLogin(operator.host, operator.username, operator.password);
  const res = await api(operator.host, 'POST', '/zhwy/api/zhwy_admin/zhwyTenant', { code, tenantIdStr: `T-${code.toUpperCase()}`, platformName: `端到端 ${code}`, expireAt: expiry, adminUsername }, token);
  if (res.status !== 200) throw new Error(`creating tenant ${code} failed: ${JSON.stringify(res.body)}`);
  const created = res.body.data as { username: string; password: string };
  return { host: `${code}.localhost`, username: created.username, password: created.password };
};
