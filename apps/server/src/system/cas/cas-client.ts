import { type ServiceValidation, parseServiceResponse } from './cas-protocol.ts';

/** How long the ticket check may take: CAS answers in milliseconds, a login must not hang on a server that does not. */
export const CAS_TIMEOUT_MS = 5_000;
/** A serviceValidate answer is a few hundred bytes; more is not CAS. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The CAS server could not be asked: down, too slow, redirecting elsewhere, or answering with an HTTP error. */
export class CasUnreachable extends Error {}

/** `{cas}/p3/serviceValidate?service=…&ticket=…`, on the configured base URL only (a trailing slash is dropped). */
export const validateUrlOf = (casBaseUrl: string, service: string, ticket: string): string => {
  const url = new URL(`${casBaseUrl.replace(/\/+$/, '')}/p3/serviceValidate`);
  url.searchParams.set('service', service);
  url.searchParams.set('ticket', ticket);
  return url.toString();
};

const readCapped = async (response: Response): Promise<string> => {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new CasUnreachable('answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * Asks CAS whether the ticket was issued for this service (CAS protocol 3.0, XML answer). Redirects are not followed:
 * the server talks to the configured CAS URL and nowhere else. Throws CasUnreachable when there is no CAS answer.
 */
export const validateTicket = async (casBaseUrl: string, service: string, ticket: string, timeoutMs = CAS_TIMEOUT_MS): Promise<ServiceValidation> => {
  let response: Response;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    response = await fetch(validateUrlOf(casBaseUrl, service, ticket), { redirect: 'error', signal, headers: { accept: 'application/xml, text/xml' } });
    if (!response.ok) throw new CasUnreachable(`HTTP ${response.status}`);
    return parseServiceResponse(await readCapped(response));
  } catch (error) {
    if (error instanceof CasUnreachable) throw error;
    // The cause names the address and what failed (refused, timed out); never the ticket, which is in the URL.
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new CasUnreachable(String(cause));
  }
};
