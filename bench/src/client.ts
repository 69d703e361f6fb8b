import crypto from 'node:crypto';

/** The spec's password transport: base64(AES-128-ECB-PKCS7(utf8 text)) under the tenant's 16-byte key. */
export const aesEncrypt = (plain: string, key: string): string => {
  const cipher = crypto.createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
};

export const getJson = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> => {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url} → ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
};

/** Logs in as `username` on the server's default tenant (bare 127.0.0.1 host → demo); answers the token. */
export const login = async (baseUrl: string, username: string, password: string): Promise<string> => {
  const tenant = await getJson<{ data: { passwordKey: string } | null; msg?: string }>(`${baseUrl}/zhwy/api/zhwy_admin/zhwyTenant/queryTenant`);
  if (!tenant.data) throw new Error(`queryTenant: ${tenant.msg}`);
  const res = await fetch(`${baseUrl}/zhwy/api/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: aesEncrypt(password, tenant.data.passwordKey) }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { token?: string; msg?: string };
  if (!res.ok || !body.token) throw new Error(`login as ${username} → ${res.status}: ${JSON.stringify(body)}`);
  return body.token;
};

/**
 * A session that may do everything: the seeded account's initial password is changed first (a login with it may
 * only change it), as the web app's forced password page does. Answers the new session's token.
 */
export const READY_PASSWORD = 'Bench#Ready2026x';
export const loginReady = async (baseUrl: string, username: string, initialPassword: string, newPassword = READY_PASSWORD): Promise<string> => {
  const tenant = await getJson<{ data: { passwordKey: string } | null; msg?: string }>(`${baseUrl}/zhwy/api/zhwy_admin/zhwyTenant/queryTenant`);
  if (!tenant.data) throw new Error(`queryTenant: ${tenant.msg}`);
  const key = tenant.data.passwordKey;
  const res = await fetch(`${baseUrl}/zhwy/api/system/cscpUserPassword`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: aesEncrypt(username, key), oldPassword: aesEncrypt(initialPassword, key), newPassword: aesEncrypt(newPassword, key) }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { token?: string; msg?: string };
  if (!res.ok || !body.token) throw new Error(`password change of ${username} → ${res.status}: ${JSON.stringify(body)}`);
  return body.token;
};
