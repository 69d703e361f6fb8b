/**
 * The RSA option's password format (PASSWORD_RSA): `rsa:` + base64 of RSA-OAEP (SHA-256) under the tenant info's
 * passwordPublicKey. Anything else is the AES transport (base64, which never holds `:`). In a module of its own,
 * free of zod, for the web app's first load.
 */
export const RSA_PASSWORD_PREFIX = 'rsa:';
