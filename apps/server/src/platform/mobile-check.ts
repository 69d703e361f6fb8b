import { type EntityDef, SMS_LOGIN, SMS_MOBILE_PATTERN, envelope, maskMobile, permissionOf } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AnyEntityTable, type Record_, columnsOf } from './crud.ts';
import type { Db } from './db/client.ts';
import { AppError, messageIn, validationFailed } from './errors.ts';
import type { ModuleDeps } from './module.ts';
import { ok } from './reply.ts';
import { scopeWhere } from './scope-sql.ts';
import { countAgainst } from './store/limits.ts';

/** `captcha` of a create or an edit: the digits getCaptcha sent to the mobile being saved; empty is none. */
export const mobileCodeField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: 'smsCodeWrong' }).trim().regex(new RegExp(`^\\d{${SMS_LOGIN.codeLength}}$`), { error: 'smsCodeWrong' }).nullish(),
);

export type MobileCheckOptions = {
  entity: EntityDef;
  table: AnyEntityTable;
  /** Codes one staff member may have sent in an hour (beyond every SMS code's limits: 30 s resend, 5 an hour, 10 a day per number). */
  sendsPerUserPerHour: number;
  /** The row's mobile and its 0/1 flag (`mobile`, `mobileVerified` unless named). */
  fields?: { mobile: string; verified: string };
};

/**
 * A mobile entered by staff and confirmed as the person's own by an SMS code, for any entity with a mobile field and
 * a 0/1 verified flag (住户 today; a staff account's phone, which the SMS login sends to, or an owner's, would take it
 * as it is). Under the entity's list path: GET captchaStatus (whether SMS can be sent at all, and its figures) and
 * POST getCaptcha {mobile}, which sends a code through system's `sms` service (its provider; codes hashed, 5 minutes,
 * five wrong tries burn one, one use) under the entity's own purpose (one live code per tenant and mobile; a login
 * code never passes here, nor this one there). Whoever may add or edit a row may send; the operation log
 * (`<entity>Captcha`, system/log-messages.ts) keeps the number masked. The entity's create and update take the code as
 * `captcha` (`mobileCodeField`) and call `confirm` last in the write; `onChange` clears the flag when a new mobile is saved.
 */
export const registerMobileCheck = (app: FastifyInstance, { store, services }: ModuleDeps, options: MobileCheckOptions) => {
  const { entity, table, sendsPerUserPerHour, fields = { mobile: 'mobile', verified: 'mobileVerified' } } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sms } = services;
  const purpose = entity.name;
  const codes = sms.codes(purpose);
  const access = { anyOf: [permissionOf(entity, 'add'), permissionOf(entity, 'edit')] };
  const base = entity.paths.list;

  r.get(`${base}/captchaStatus`, {
    schema: {
      tags: [entity.module],
      summary: `Whether the ${entity.name} form's mobile check can send SMS here, and its figures`,
      response: { 200: envelope(z.object({ available: z.boolean(), codeLength: z.number(), resendSeconds: z.number(), codeTtlSeconds: z.number() })) },
    },
    config: { access },
    handler: async () => ok({ available: sms.available, codeLength: SMS_LOGIN.codeLength, resendSeconds: SMS_LOGIN.resendSeconds, codeTtlSeconds: SMS_LOGIN.codeTtlSeconds }),
  });

  r.post(`${base}/getCaptcha`, {
    schema: {
      tags: [entity.module],
      summary: `Send a 6-digit code (valid 5 min) to a ${entity.name}'s mobile, to be typed as \`captcha\` when saving; resend after 30 s`,
      body: z.object({ mobile: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(20, { error: 'max' }) }),
      response: { 200: envelope(z.null()) },
    },
    config: { access, operation: `发送${entity.title}手机验证码`, operationKey: { key: `${purpose}Captcha` } },
    handler: async (request) => {
      const { mobile } = request.body;
      // The operation log keeps the body as it is when the reply goes: the number masked, in every outcome.
      const masked = SMS_MOBILE_PATTERN.test(mobile) ? maskMobile(mobile) : '*'.repeat(mobile.length);
      request.body = { mobile: masked };
      request.operationParams = { mobile: masked };
      if (!SMS_MOBILE_PATTERN.test(mobile)) throw validationFailed({ mobile: 'mobile' });
      if (!sms.available) throw new AppError(503, 'smsNotConfigured');
      const { tenantId, userId } = request.user!;
      await countAgainst(store, `${purpose}-captcha:user:${tenantId}:${userId}`, 3_600_000, sendsPerUserPerHour);
      await sms.send({
        codes,
        tenantId,
        subject: mobile,
        mobile,
        waitKey: `sms:wait:${purpose}:${tenantId}:${mobile}`,
        invalid: { field: fields.mobile, key: 'mobile' },
        failure: `SMS ${purpose} code not sent`,
      });
      return ok(null, messageIn(request.headers['accept-language'], 'smsSent', { minutes: SMS_LOGIN.codeTtlSeconds / 60 }));
    },
  });

  const columns = columnsOf(table);
  return {
    /**
     * The check, last in a write (every other rule passed: a refusal does not use a right code up): a right code for
     * the mobile the row now stores marks it verified; a wrong, expired or used one is 422 on `captcha` and the
     * transaction writes nothing. No code: nothing to confirm.
     */
    confirm: async (tx: Db, tenantId: number, id: number, code: string | null | undefined) => {
      if (!code) return;
      const where = and(scopeWhere(table, { tenantId }), eq(columns.id, id));
      const [row] = await tx.update(table).set({ [fields.verified]: '1' }).where(where).returning({ mobile: columns[fields.mobile] });
      if (!(await codes.consume(tenantId, String(row.mobile), code))) throw validationFailed({ captcha: 'smsCodeWrong' });
    },
    /** A beforeUpdate's part: a mobile other than the stored one is unverified until a code confirms it. */
    onChange: (values: Record_, current: Record_) => {
      if (values[fields.mobile] !== undefined && values[fields.mobile] !== current[fields.mobile]) values[fields.verified] = '0';
    },
  };
};
