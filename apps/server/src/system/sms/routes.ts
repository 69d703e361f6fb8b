import { ERROR_CODES, PhoneLookupQuery, SMS_LOGIN, SMS_MOBILE_PATTERN, SmsSendBody, envelope } from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIpOf } from '../../platform/client-ip.ts';
import type { AppDeps } from '../../platform/context.ts';
import { AppError, messageIn, notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { isServable } from '../../platform/tenant.ts';
import { captchaProofOf, createLoginCaptcha, effectiveCaptchaType } from '../captcha/login-captcha.ts';
import { type SmsProvider, testCodeKey, testNoticeKey } from './provider.ts';
import { createSmsService } from './service.ts';

const servable = (request: FastifyRequest) => {
  if (!isServable(request.tenant)) throw new AppError(403, 'tenantUnavailable', { code: ERROR_CODES.tenantUnavailable });
  return request.tenant;
};

const callerOf = (request: FastifyRequest) => ({ ip: clientIpOf(request), acceptLanguage: request.headers['accept-language'] });

/** The SMS two-factor login's calls (spec §7), and with TEST_HOOKS the test provider's last code per number. */
export const registerSmsRoutes = (app: FastifyInstance, deps: AppDeps, provider: SmsProvider) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sms = createSmsService(deps, provider, app.log);
  const loginCaptcha = createLoginCaptcha(deps);

  /**
   * Spec §4: "captcha success proceeds to login or SMS send". With a slider or click-word captcha on for the tenant,
   * a send needs its own passed captcha (the headers of the login; the verification is used up), so that codes
   * cannot be pumped by a script. The digit captcha is a field of the login form and guards the login only.
   */
  const requireCaptcha = async (request: FastifyRequest, tenant: NonNullable<FastifyRequest['tenant']>) => {
    const type = effectiveCaptchaType(tenant, deps.config);
    if (!tenant.doubleFactorLogin || (type !== 'blockPuzzle' && type !== 'clickWord')) return;
    await loginCaptcha.enforce(tenant, captchaProofOf(request.headers), async () => 0);
  };
  const tags = ['system'];

  r.get('/zhwy/api/system/selectPhoneByUserName', {
    schema: {
      tags,
      summary: 'The masked phone of an account (userName AES-encrypted) when the tenant has SMS two-factor login on',
      querystring: PhoneLookupQuery,
      response: { 200: envelope(z.string().nullable()) },
    },
    config: { access: 'public' },
    handler: async (request) => sms.lookup(servable(request), request.query.userName, callerOf(request)),
  });

  r.post('/api/tencentSms/loginSend', {
    schema: {
      tags,
      summary: 'Send a 6-digit login code (5 min) to the phone the look-up showed (with the captcha headers when a slider/click-word captcha is on); resend after 30 s',
      body: SmsSendBody,
      response: { 200: envelope(z.null()) },
    },
    config: { access: 'public' },
    handler: async (request) => {
      const tenant = servable(request);
      await requireCaptcha(request, tenant);
      await sms.send(tenant, request.body, callerOf(request));
      return ok(null, messageIn(request.headers['accept-language'], 'smsSent', { minutes: SMS_LOGIN.codeTtlSeconds / 60 }));
    },
  });

  if (!deps.config.testHooks) return;
  r.get('/test-hooks/sms/:phone', {
    schema: {
      hide: true,
      params: z.object({ phone: z.string().regex(SMS_MOBILE_PATTERN) }),
      response: { 200: envelope(z.object({ code: z.string() })) },
    },
    config: { access: 'public' },
    handler: async (request) => {
      const code = await deps.store.get(testCodeKey(request.params.phone));
      if (!code) throw notFound('no code sent to this number');
      return ok({ code });
    },
  });
  // The test provider's last notice per number (催缴通知), as the resident reads it.
  r.get('/test-hooks/sms-notice/:phone', {
    schema: {
      hide: true,
      params: z.object({ phone: z.string().regex(SMS_MOBILE_PATTERN) }),
      response: { 200: envelope(z.object({ text: z.string() })) },
    },
    config: { access: 'public' },
    handler: async (request) => {
      const text = await deps.store.get(testNoticeKey(request.params.phone));
      if (!text) throw notFound('no notice sent to this number');
      return ok({ text });
    },
  });
};
