import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/** The spec's password transport: base64(AES-128-ECB-PKCS7(text)) under the tenant's 16-byte key. */
export const aesEncrypt = (plain: string, key: string): string =>
  AES.encrypt(Utf8.parse(plain), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).ciphertext.toString(Base64);
