import { Resident, SMS_LOGIN, SMS_MOBILE_PATTERN, envelope, maskMobile, permissionOf } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { AppError, messageIn, validationFailed } from '../../platform/errors.ts';
import { countAgainst } from '../../platform/store/limits.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import { comResident } from '../schema.ts';

const R = '/api/base/new-com-resident';

/**
 * The residents' own limit beyond those of every SMS code (system's `sms` service: the 30 s resend wait, here per
 * tenant and number, and 5 an hour, 10 a day per number): codes one staff member may have sent in an hour.
 */
export const RESIDENT_CAPTCHA_LIMITS = { sendsPerUserPerHour: 30 } as const;

/** `captcha` of a create or an edit: the 6 digits getCaptcha sent to the mobile being saved; empty is none. */
export const captchaField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: 'smsCodeWrong' }).trim().regex(new RegExp(`^\\d{${SMS_LOGIN.codeLength}}$`), { error: 'smsCodeWrong' }).nullish(),
);

/** Who may send a code: whoever may enter or edit a resident. */
const ACCESS = { anyOf: [permissionOf(Resident, 'add'), permissionOf(Resident, 'edit')] };

/**
 * 住户 getCaptcha: staff confirm that a mobile they enter is the resident's own. POST getCaptcha {mobile} sends a
 * 6-digit code by SMS through the login's machinery (system/sms: provider, codes kept hashed for 5 minutes, five
 * wrong tries burn one, one use), under the purpose 'resident' (one live code per tenant and mobile; a login code
 * never passes here nor this one there). insertNewComResident / updateNewComResident take it as `captcha`
 * (`confirm`). GET captchaStatus tells the form whether SMS can be sent at all.
 */
export const registerResidentCaptcha = (app: FastifyInstance, { store, services }: ModuleDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sms } = services;
  const codes = sms.codes('resident');

  r.get(`${R}/captchaStatus`, {
    schema: {
      tags: ['base'],
      summary: "Whether the resident form's mobile check can send SMS here, and its figures",
      response: { 200: envelope(z.object({ available: z.boolean(), codeLength: z.number(), resendSeconds: z.number(), codeTtlSeconds: z.number() })) },
    },
    config: { access: ACCESS },
    handler: async () => ok({ available: sms.available, codeLength: SMS_LOGIN.codeLength, resendSeconds: SMS_LOGIN.resendSeconds, codeTtlSeconds: SMS_LOGIN.codeTtlSeconds }),
  });

  r.post(`${R}/getCaptcha`, {
    schema: {
      tags: ['base'],
      summary: "Send a 6-digit code (valid 5 min) to a resident's mobile, to be typed as `captcha` when saving; resend after 30 s",
      body: z.object({ mobile: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(20, { error: 'max' }) }),
      response: { 200: envelope(z.null()) },
    },
    config: { access: ACCESS, operation: '发送住户手机验证码', operationKey: { key: 'residentCaptcha' } },
    handler: async (request) => {
      const { mobile } = request.body;
      // The operation log keeps the body as it is when the reply goes: the number masked, in every outcome.
      const masked = SMS_MOBILE_PATTERN.test(mobile) ? maskMobile(mobile) : '*'.repeat(mobile.length);
      request.body = { mobile: masked };
      request.operationParams = { mobile: masked };
      if (!SMS_MOBILE_PATTERN.test(mobile)) throw validationFailed({ mobile: 'mobile' });
      if (!sms.available) throw new AppError(503, 'smsNotConfigured');
      const { tenantId, userId } = request.user!;
      await countAgainst(store, `resident-captcha:user:${tenantId}:${userId}`, 3_600_000, RESIDENT_CAPTCHA_LIMITS.sendsPerUserPerHour);
      await sms.send({
        codes,
        tenantId,
        subject: mobile,
        mobile,
        waitKey: `sms:wait:resident:${tenantId}:${mobile}`,
        invalid: { field: 'mobile', key: 'mobile' },
        failure: 'SMS resident code not sent',
      });
      return ok(null, messageIn(request.headers['accept-language'], 'smsSent', { minutes: SMS_LOGIN.codeTtlSeconds / 60 }));
    },
  });

  /**
   * The mobile check, last in a write (every other rule passed: a refusal does not use a right code up): a right code
   * for the mobile the row now stores marks it 已验证; a wrong, expired or used one is 422 on `captcha` and the
   * transaction writes nothing. No code: nothing to confirm.
   */
  const confirm = async (tx: Db, tenantId: number, residentId: number, code: string | null | undefined) => {
    if (!code) return;
    const where = and(scopeWhere(comResident, { tenantId }), eq(comResident.id, residentId));
    const [{ mobile }] = await tx.update(comResident).set({ mobileVerified: '1' }).where(where).returning({ mobile: comResident.mobile });
    if (!(await codes.consume(tenantId, String(mobile), code))) throw validationFailed({ captcha: 'smsCodeWrong' });
  };
  return { confirm };
};
