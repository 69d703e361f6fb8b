import type { LoginResult } from '@zhwy/contracts';
import { request } from '../../../platform/http/client.ts';

/**
 * The service CAS sends the browser back to: this host's login page, nothing else (the server refuses any other, see
 * docs/decisions.md). The same string goes to `{cas}/login` and to `loginByCas`, as CAS compares them as they are.
 */
export const casServiceUrl = (origin = window.location.origin) => `${origin}/login`;

/** `{cas}/login?service=<this host's /login>`. */
export const casLoginUrl = (casBaseUrl: string, service = casServiceUrl()) =>
  `${casBaseUrl.replace(/\/+$/, '')}/login?service=${encodeURIComponent(service)}`;

/** POST loginByCas, form-encoded (spec §7: form ticket, serviceUrl); answers like the login. */
export const loginByCas = (ticket: string) =>
  request<LoginResult>('POST', '/zhwy/api/system/loginByCas', { form: { ticket, serviceUrl: casServiceUrl() }, silent: true });
