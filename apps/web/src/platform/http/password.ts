import { RSA_PASSWORD_PREFIX, type TenantInfo } from '@zhwy/contracts';
import { aesEncrypt } from './aes.ts';

type Transport = Pick<TenantInfo, 'passwordKey' | 'passwordPublicKey'>;

const keys = new Map<string, Promise<CryptoKey>>();

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const base64Of = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));

/** The tenant's RSA key, imported once per key (WebCrypto: RSA-OAEP with SHA-256, encrypt only). */
const rsaKey = (spki: string) => {
  let key = keys.get(spki);
  if (!key) {
    key = crypto.subtle.importKey('spki', bytesOf(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    keys.set(spki, key);
  }
  return key;
};

/**
 * A password as the server takes it (spec §5): RSA-OAEP under the tenant's public key when the RSA option is on
 * (`rsa:<base64>`), else the AES transport. WebCrypto exists only in a secure context (HTTPS, localhost): without
 * it the password goes AES-encrypted, which the server accepts either way.
 */
export const encryptPassword = async (plain: string, tenant: Transport): Promise<string> => {
  if (tenant.passwordPublicKey && globalThis.crypto?.subtle) {
    const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, await rsaKey(tenant.passwordPublicKey), new TextEncoder().encode(plain));
    return `${RSA_PASSWORD_PREFIX}${base64Of(cipher)}`;
  }
  return aesEncrypt(plain, tenant.passwordKey);
};
