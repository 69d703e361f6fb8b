import fastifyHelmet from '@fastify/helmet';
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
 * Browser security headers on every response (JSON, errors, the web app's files, /api-docs), from @fastify/helmet:
 * Content-Security-Policy, X-Frame-Options: DENY, Referrer-Policy: no-referrer, X-Content-Type-Options: nosniff
 * and helmet's other defaults; Strict-Transport-Security only on requests that came over HTTPS (directly, or as
 * X-Forwarded-Proto from a proxy TRUST_PROXY trusts) and only when HSTS_MAX_AGE > 0.
 * Register first: a hook that answers early (401, unknown tenant) skips the onRequest hooks after it.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, config: Pick<Config, 'hstsMaxAge'>) => {
  await app.register(fastifyHelmet, { global: true, ...HELMET_OPTIONS });
  if (config.hstsMaxAge > 0) {
    const hsts = strictTransportSecurity({ maxAge: config.hstsMaxAge, includeSubDomains: true });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') hsts(request.raw, reply.raw, () => {});
      done();
    });
  }
};

type FrameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify answers a URL it cannot decode (400) or an over-long parameter before routing, so no onRequest hook runs:
 * its `frameworkErrors` handler gets the same headers through this wrapper (without HSTS, which needs the config).
 */
export const withSecurityHeaders = (handler: FrameworkErrorHandler): FrameworkErrorHandler => {
  const apply = helmet(HELMET_OPTIONS);
  return (error, request, reply) => {
    apply(request.raw, reply.raw, () => {});
    handler(error, request, reply);
  };
};
