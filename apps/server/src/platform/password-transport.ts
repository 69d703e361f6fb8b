import crypto from 'node:crypto';
import { RSA_PASSWORD_PREFIX } from '@zhwy/contracts';
import type pg from 'pg';
import { aesDecrypt } from './crypto.ts';

/**
 * How a password travels from the browser (spec §5): AES under the tenant info's `passwordKey` (always accepted),
 * or, with the RSA option on, RSA-OAEP (SHA-256) under the published public key. The two are told apart by a
 * prefix: an RSA value is `rsa:` + base64 of the ciphertext; AES values are plain base64, which never holds `:`.
 */
export const RSA_PREFIX = RSA_PASSWORD_PREFIX;

export type PasswordRsa = {
  /** The public key the login page encrypts with: base64 of its SPKI DER (WebCrypto's `importKey('spki', …)`). */
  publicKey: string;
  /** The plain text of one `rsa:` value's ciphertext (base64, without the prefix); null when it is not one. */
  decrypt: (ciphertext: string) => string | null;
};

const SETTING_KEY = 'password_rsa_private_key';
/** 2048-bit keys: OAEP with SHA-256 carries up to 190 bytes, far more than the 32 characters a password may have. */
export const RSA_MODULUS_BITS = 2048;

/** Reads a PEM private key as the environment gives it: real newlines, or `\n` written out on one line. */
export const parsePrivateKey = (pem: string): crypto.KeyObject => crypto.createPrivateKey(pem.includes('\\n') ? pem.replaceAll('\\n', '\n') : pem);

export const rsaOf = (privateKey: crypto.KeyObject): PasswordRsa => {
  const publicKey = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    publicKey,
    decrypt: (ciphertext) => {
      try {
        const plain = crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ciphertext, 'base64'));
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
};

/**
 * The RSA option's key pair when it is on (PASSWORD_RSA): PASSWORD_RSA_PRIVATE_KEY, or a pair generated at first start
 * and kept in platform_setting, shared by every instance (the first insert wins). Null when the option is off.
 */
export const resolvePasswordRsa = async (pool: pg.Pool, option: { enabled: boolean; privateKey?: string }): Promise<PasswordRsa | null> => {
  if (!option.enabled) return null;
  if (option.privateKey) return rsaOf(parsePrivateKey(option.privateKey));
  const { rows: existing } = await pool.query<{ value: string }>('SELECT value FROM platform_setting WHERE key = $1', [SETTING_KEY]);
  if (!existing[0]) {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: RSA_MODULUS_BITS });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await pool.query('INSERT INTO platform_setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [SETTING_KEY, pem]);
  }
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM platform_setting WHERE key = $1', [SETTING_KEY]);
  return rsaOf(crypto.createPrivateKey(rows[0].value));
};

/**
 * A password as the browser sent it, in plain text: `rsa:…` under the RSA key (null when the option is off), anything
 * else under the AES key. Null when the value is not a valid ciphertext of its kind.
 */
export const decryptPassword = (value: string, aesKey: string, rsa: PasswordRsa | null): string | null => {
  if (value.startsWith(RSA_PREFIX)) return rsa ? rsa.decrypt(value.slice(RSA_PREFIX.length)) : null;
  return aesDecrypt(value, aesKey);
};
