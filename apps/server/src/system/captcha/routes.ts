import { CaptchaReply, DigitCaptcha } from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIpOf } from '../../platform/client-ip.ts';
import { notFound, rateLimited } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import type { CaptchaClient, CaptchaService, CheckBody } from './service.ts';

/**
 * Where the spec's client calls the captcha: `catpcha/…` (its spelling) after the domain. Served at the site root
 * and under the system API (`/zhwy/api/system/`, where the web app calls it); docs/api.md lists both.
 */
export const CAPTCHA_PREFIXES = ['/catpcha', '/zhwy/api/system/catpcha'] as const;
/**
 * The official AJ-Captcha widgets (anji-plus/captcha) call `captcha/get`, `check` and `verify`: the protocol's calls
 * are served at that spelling too (same handlers, same limits), so an unmodified widget works. The digit captcha is
 * ours, not the widgets', and stays at the spec's spelling only.
 */
export const UPSTREAM_CAPTCHA_PREFIXES = ['/captcha', '/zhwy/api/system/captcha'] as const;

const clientOf = (request: FastifyRequest): CaptchaClient => ({
  ip: clientIpOf(request),
  tenantId: request.tenant?.id ?? null,
  acceptLanguage: request.headers['accept-language'],
});

/** A JSON object body, or {} for anything else (the service answers 0011 or 6206 then, never a 4xx/5xx). */
const bodyOf = (request: FastifyRequest): CheckBody =>
  request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as CheckBody) : {};

export const registerCaptchaRoutes = (app: FastifyInstance, captcha: CaptchaService) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['captcha'];
  const protocol = { 200: CaptchaReply };

  for (const prefix of [...CAPTCHA_PREFIXES, ...UPSTREAM_CAPTCHA_PREFIXES]) {
    r.post(`${prefix}/get`, {
      schema: {
        tags,
        summary: 'AJ-Captcha get {captchaType: blockPuzzle|clickWord, clientUid?, ts?}: images, token, secretKey',
        response: protocol,
      },
      config: { access: 'public' },
      handler: async (request) => captcha.get(bodyOf(request), clientOf(request)),
    });

    r.post(`${prefix}/check`, {
      schema: { tags, summary: 'AJ-Captcha check {captchaType, token, pointJson (AES with secretKey)}: the challenge is used up', response: protocol },
      config: { access: 'public' },
      handler: async (request) => captcha.check(bodyOf(request), clientOf(request)),
    });

    r.post(`${prefix}/verify`, {
      schema: { tags, summary: 'AJ-Captcha verify {captchaVerification}: uses the second verification up', response: protocol },
      config: { access: 'public' },
      handler: async (request) => captcha.verify(bodyOf(request), clientOf(request)),
    });
  }

  for (const prefix of CAPTCHA_PREFIXES) {
    r.get(`${prefix}/digitalCaptcha`, {
      schema: {
        tags,
        summary: 'Digit captcha: { <captcha key>: <PNG data URL> }; the login sends the key and the digits (docs/api.md)',
        response: { 200: DigitCaptcha },
      },
      config: { access: 'public' },
      handler: async (request, reply) => {
        const made = await captcha.digits(clientOf(request));
        if (!made) throw rateLimited();
        // A new image on every call: never from a cache.
        void reply.header('cache-control', 'no-store');
        return { [made.key]: made.image };
      },
    });
  }
};

/** Test hooks only (TEST_HOOKS=true, refused in production): the answer of a live challenge or digit code. */
export const registerCaptchaTestHooks = (app: FastifyInstance, captcha: CaptchaService) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/test-hooks/captcha/:token', {
    schema: { hide: true, params: z.object({ token: z.string().max(64) }) },
    config: { access: 'public' },
    handler: async (request) => {
      const answer = await captcha.peek(request.params.token);
      if (!answer) throw notFound('no live captcha with this token');
      return ok(answer);
    },
  });
};
