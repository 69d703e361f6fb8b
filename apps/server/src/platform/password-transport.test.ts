import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { aesEncrypt } from './crypto.ts';
import { RSA_PREFIX, decryptPassword, parsePrivateKey, rsaOf } from './password-transport.ts';

const AES_KEY = '0123456789abcdef';
const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const rsa = rsaOf(privateKey);

/** What the web app sends: WebCrypto's RSA-OAEP with SHA-256 under the published SPKI key, base64, prefixed. */
const rsaEncrypt = (plain: string, publicKey = rsa.publicKey) =>
  RSA_PREFIX +
  crypto
    .publicEncrypt({ key: crypto.createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }), padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain))
    .toString('base64');

describe('decryptPassword', () => {
  it('reads rsa: values under the RSA key and everything else under the AES key', () => {
    expect(decryptPassword(rsaEncrypt('密码 Pass#1'), AES_KEY, rsa)).toBe('密码 Pass#1');
    expect(decryptPassword(aesEncrypt('Pass#1', AES_KEY), AES_KEY, rsa)).toBe('Pass#1');
    expect(decryptPassword(aesEncrypt('Pass#1', AES_KEY), AES_KEY, null)).toBe('Pass#1');
  });

  it('answers null for what is not a ciphertext of its kind', () => {
    expect(decryptPassword(rsaEncrypt('x'), AES_KEY, null)).toBeNull();
    expect(decryptPassword('rsa:', AES_KEY, rsa)).toBeNull();
    expect(decryptPassword('rsa:AAAA', AES_KEY, rsa)).toBeNull();
    const other = rsaOf(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    expect(decryptPassword(rsaEncrypt('x', other.publicKey), AES_KEY, rsa)).toBeNull();
    // PKCS#1 v1.5 padding is not OAEP.
    const v15 = crypto.publicEncrypt({ key: crypto.createPublicKey(privateKey), padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from('x')).toString('base64');
    expect(decryptPassword(`rsa:${v15}`, AES_KEY, rsa)).toBeNull();
    expect(decryptPassword('plain-password', AES_KEY, rsa)).toBeNull();
  });

  it('publishes the public key as base64 SPKI DER', () => {
    const key = crypto.createPublicKey({ key: Buffer.from(rsa.publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(rsa.publicKey).not.toContain('PRIVATE');
  });
});

describe('PASSWORD_RSA and PASSWORD_RSA_PRIVATE_KEY', () => {
  it('is off by default, on with a key or PASSWORD_RSA=true', () => {
    expect(loadConfig({}).passwordRsa).toEqual({ enabled: false, privateKey: undefined });
    expect(loadConfig({ PASSWORD_RSA: 'true' }).passwordRsa).toEqual({ enabled: true, privateKey: undefined });
    expect(loadConfig({ PASSWORD_RSA_PRIVATE_KEY: pem }).passwordRsa.enabled).toBe(true);
    expect(loadConfig({ PASSWORD_RSA: 'false', PASSWORD_RSA_PRIVATE_KEY: pem }).passwordRsa.enabled).toBe(false);
  });

  it('takes the key with newlines written as \\n', () => {
    const oneLine = pem.trim().replaceAll('\n', '\\n');
    const config = loadConfig({ PASSWORD_RSA_PRIVATE_KEY: oneLine });
    expect(rsaOf(parsePrivateKey(config.passwordRsa.privateKey!)).publicKey).toBe(rsa.publicKey);
  });

  it('refuses what is not an RSA key of 2048 bits or more', () => {
    const small = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const ec = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    for (const value of ['not a key', small, ec]) {
      expect(() => loadConfig({ PASSWORD_RSA_PRIVATE_KEY: value })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ PASSWORD_RSA: 'maybe' })).toThrow(/PASSWORD_RSA/);
  });
});
