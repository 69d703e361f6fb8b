import type { ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { strictTransportSecurity } from 'helmet';
import type { Config } from './config.ts';

/**
 * The Content-Security-Policy of every response: the web app, its API and /api-docs (docs/decisions.md, "Browser
 * security headers"). Everything comes from our own origin: scripts only from files (no inline script, no eval),
 * API calls to ourselves, images from ourselves or data: URLs (avatars are stored as data URLs, the cropper shows
 * one). style-src allows inline styles: antd 6 writes its CSS-in-JS into <style> elements at run time, as do
 * react-easy-crop and swagger-ui (a nonce would have to be printed into the static index.html per request, and it
 * guards against injected styles only, which the rest of the policy already leaves harmless). Nobody may frame us.
 * swagger-ui runs under the same policy: @fastify/swagger-ui serves its start-up script as a file.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Typed by shape: @fastify/helmet's types read helmet's CommonJS declarations, `helmet()` its ESM ones. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Sent by registerSecurityHeaders only over HTTPS: helmet would send it on plain HTTP too.
  strictTransportSecurity: false,
} as const;

/**
 * The headers helmet sets with HELMET_OPTIONS, worked out once: helmet's middleware is run against a response that
 * only records what it is told. Its options never vary per request here (no CSP nonces, no per-route options), so
 * every response gets the same names and values; @fastify/helmet instead built a new helmet middleware (and parsed
 * the CSP directives again) in two async hooks on every request, a tenth of the log search's CPU.
 */
export const securityHeaders = (): { set: [string, string][]; removed: string[] } => {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  helmet(HELMET_OPTIONS)({} as never, recorder as unknown as ServerResponse, () => {});
  return { set, removed };
};

/** Sets the headers of `securityHeaders()` on a response as helmet would (same calls, same order). */
const applierOf = (headers: ReturnType<typeof securityHeaders>) => (raw: ServerResponse) => {
  for (const name of headers.removed) raw.removeHeader(name);
  for (const [name, value] of headers.set) raw.setHeader(name, value);
};

/**
 * Browser security headers on every response (JSON, errors, the web app's files, /api-docs), helmet's:
 * Content-Security-Policy, X-Frame-Options: DENY, Referrer-Policy: no-referrer, X-Content-Type-Options: nosniff
 * and helmet's other defaults; Strict-Transport-Security only on requests that came over HTTPS (directly, or as
 * X-Forwarded-Proto from a proxy TRUST_PROXY trusts) and only when HSTS_MAX_AGE > 0.
 * Register first: a hook that answers early (401, unknown tenant) skips the onRequest hooks after it.
 */
export const registerSecurityHeaders = (app: FastifyInstance, config: Pick<Config, 'hstsMaxAge'>) => {
  const apply = applierOf(securityHeaders());
  const hsts = config.hstsMaxAge > 0 ? strictTransportSecurity({ maxAge: config.hstsMaxAge, includeSubDomains: true }) : null;
  // A callback hook, not an async one: no promise per request on every call's path.
  app.addHook('onRequest', (request, reply, done) => {
    apply(reply.raw);
    if (hsts && request.protocol === 'https') hsts(request.raw, reply.raw, () => {});
    done();
  });
};

type FrameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify answers a URL it cannot decode (400) or an over-long parameter before routing, so no onRequest hook runs:
 * its `frameworkErrors` handler gets the same headers through this wrapper (without HSTS, which needs the config).
 */
export const withSecurityHeaders = (handler: FrameworkErrorHandler): FrameworkErrorHandler => {
  const apply = applierOf(securityHeaders());
  return (error, request, reply) => {
    apply(reply.raw);
    handler(error, request, reply);
  };
};
