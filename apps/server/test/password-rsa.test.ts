import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesEncrypt } from '../src/platform/crypto.ts';
import { resolvePasswordRsa } from '../src/platform/password-transport.ts';
import { ADMIN_PASSWORD, DEMO, randomIp, useTestApp } from './helpers/app.ts';

const t = useTestApp({ PASSWORD_RSA: 'true' });

const tenantInfo = async () => (await t.app.inject({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', headers: { host: DEMO } })).json().data;
const rsaEncrypt = (plain: string, publicKey: string) =>
  `rsa:${crypto
    .publicEncrypt({ key: crypto.createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }), padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain))
    .toString('base64')}`;
const loginWith = (password: string) =>
  t.app.inject({ method: 'POST', url: '/zhwy/api/system/login', headers: { host: DEMO }, remoteAddress: randomIp(), payload: { username: 'admin', password } });

describe('the RSA option (PASSWORD_RSA=true, key generated at first start)', () => {
  it('publishes the public key in the tenant info, and logs in with an RSA-OAEP password', async () => {
    const info = await tenantInfo();
    expect(info.passwordPublicKey).toMatch(/^MIIBIjAN[A-Za-z0-9+/]+=*$/);
    const res = await loginWith(rsaEncrypt(ADMIN_PASSWORD, info.passwordPublicKey));
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeTruthy();
  });

  it('still accepts the AES transport, and refuses a broken RSA value with 400', async () => {
    const info = await tenantInfo();
    expect((await loginWith(aesEncrypt(ADMIN_PASSWORD, info.passwordKey))).statusCode).toBe(200);
    const broken = await loginWith('rsa:Zm9v');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toHaveProperty('password');
  });

  it('keeps the generated pair in platform_setting: every instance and restart uses the same key', async () => {
    const [row] = await t.sql<{ value: string }>("SELECT value FROM platform_setting WHERE key = 'password_rsa_private_key'");
    expect(row.value).toContain('BEGIN PRIVATE KEY');
    const again = await resolvePasswordRsa(t.deps.database.pool, { enabled: true });
    expect(again?.publicKey).toBe((await tenantInfo()).passwordPublicKey);
    // The private key never leaves the server.
    expect(JSON.stringify(await tenantInfo())).not.toContain('PRIVATE');
  });

  it('takes RSA passwords on the password change too', async () => {
    const info = await tenantInfo();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/zhwy/api/system/cscpUserPassword',
      headers: { host: DEMO },
      remoteAddress: randomIp(),
      payload: { userName: 'staff', oldPassword: rsaEncrypt(ADMIN_PASSWORD, info.passwordPublicKey), newPassword: rsaEncrypt('Rsa#Changed2026', info.passwordPublicKey) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeTruthy();
  });
});
