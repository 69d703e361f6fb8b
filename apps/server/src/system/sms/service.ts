import { type SmsSendBody, maskMobile } from '@zhwy/contracts';
import { type SQL, and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/context.ts';
import { scopeOf } from '../../platform/crud.ts';
import { aesDecrypt } from '../../platform/crypto.ts';
import type { TenantRow } from '../../platform/db/schema.ts';
import { AppError, messageIn, rateLimited, validationFailed } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { sysUser } from '../schema.ts';
import { createSmsCodes, usableMobile } from './codes.ts';
import { SMS_LIMITS, createSmsSender } from './delivery.ts';
import type { SmsProvider } from './provider.ts';

/** The limits of the SMS codes live with their sending (delivery.ts); the login's look-up and send use them here. */
export { SMS_LIMITS };

const MINUTE = 60_000;

type User = typeof sysUser.$inferSelect;
type Caller = { ip: string; acceptLanguage?: string };

/**
 * The SMS two-factor login (spec §2, §5, §7; issue 11): the masked phone by account name, a code sent to the
 * account's own number only (the login's check: login-check.ts). Every counter and code lives in the store.
 */
export const createSmsService = ({ database, store, passwordKey }: Pick<AppDeps, 'database' | 'store' | 'passwordKey'>, provider: SmsProvider, log: FastifyBaseLogger) => {
  const { db } = database;
  const codes = createSmsCodes(store);
  const sendCode = createSmsSender(store, provider, log);

  /** A live, enabled account of the tenant. */
  const findUser = async (tenantId: number, match: SQL): Promise<User | null> => {
    const [user] = await db
      .select()
      .from(sysUser)
      .where(and(...scopeOf(sysUser, tenantId, true), match, eq(sysUser.status, 0)))
      .limit(1);
    return user ?? null;
  };

  /** The look-up's answer binds (tenant, address, masked phone) to the account, for the send that follows. */
  const pickKey = (tenantId: number, ip: string, masked: string) => `sms:pick:${tenantId}:${ip}:${masked}`;

  const overBudget = async (key: string, windowMs: number, limit: number) => (await store.increment(key, windowMs)) > limit;

  /**
   * GET selectPhoneByUserName: the account's phone masked (138****8000). An unknown account, a disabled one and one
   * without a usable number all get the spec's "no linked phone" answer: only accounts with a phone stand out,
   * which is the call's purpose. Answered only when the tenant has the two-factor login on.
   */
  const lookup = async (tenant: TenantRow, encryptedName: string, caller: Caller): Promise<{ code: number; msg: string; data: string | null }> => {
    const language = caller.acceptLanguage;
    if (!tenant.doubleFactorLogin) return { code: 0, msg: messageIn(language, 'smsNotEnabled'), data: null };
    if (await overBudget(`sms:lookup:${caller.ip}`, MINUTE, SMS_LIMITS.lookupsPerIpPerMinute)) throw rateLimited();
    const username = (aesDecrypt(encryptedName, passwordKey) ?? encryptedName).trim();
    const user = username && username.length <= 64 ? await findUser(tenant.id, eq(sysUser.username, username)) : null;
    const mobile = usableMobile(user?.mobile);
    if (!user || !mobile) return { code: 0, msg: messageIn(language, 'smsNoPhone'), data: null };
    const masked = maskMobile(mobile);
    await store.set(pickKey(tenant.id, caller.ip, masked), String(user.id), SMS_LIMITS.pickMinutes * MINUTE);
    return ok(masked);
  };

  /**
   * POST loginSend {phone, tenantId}: a code to the account the look-up from this address showed with that phone
   * (masked or in full; the number is never taken from the request). Limits: per address, the 30 s resend wait and
   * the hourly and daily counts per number.
   */
  const send = async (tenant: TenantRow, body: SmsSendBody, caller: Caller): Promise<void> => {
    if (!tenant.doubleFactorLogin) throw new AppError(403, 'smsNotEnabled');
    if (String(body.tenantId) !== tenant.tenantIdStr && String(body.tenantId) !== String(tenant.id)) throw validationFailed({ tenantId: 'invalid' });
    if (await overBudget(`sms:send:ip:${caller.ip}`, 60 * MINUTE, SMS_LIMITS.sendsPerIpPerHour)) throw rateLimited();
    const full = !body.phone.includes('*');
    const masked = full ? maskMobile(body.phone) : body.phone;
    const userId = Number(await store.get(pickKey(tenant.id, caller.ip, masked)));
    const user = userId > 0 ? await findUser(tenant.id, eq(sysUser.id, userId)) : null;
    const mobile = usableMobile(user?.mobile);
    if (!user || !mobile || maskMobile(mobile) !== masked || (full && mobile !== body.phone)) throw validationFailed({ phone: 'smsLookupFirst' }, 'smsLookupFirst');
    if (!provider.available) throw new AppError(503, 'smsNotConfigured');

    await sendCode({
      codes,
      tenantId: tenant.id,
      subject: user.id,
      mobile,
      waitKey: `sms:wait:${mobile}`,
      invalid: { field: 'phone', key: 'smsPhoneInvalid' },
      failure: 'SMS login code not sent',
    });
  };

  return { lookup, send };
};

export type SmsService = ReturnType<typeof createSmsService>;
