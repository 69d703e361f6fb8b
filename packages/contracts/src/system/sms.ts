import { z } from 'zod';
import { SMS_MASKED_PATTERN, SMS_MOBILE_PATTERN } from './sms-login.ts';

export * from './sms-login.ts';

/** GET selectPhoneByUserName: the account name, AES-encrypted as the passwords are (a plain name is accepted too). */
export const PhoneLookupQuery = z.object({ userName: z.string().trim().min(1, { error: 'required' }).max(1024, { error: 'max' }) });

/** POST loginSend: the phone as the look-up showed it (masked) or in full, and the tenant (tenantIdStr of queryTenant). */
export const SmsSendBody = z.object({
  phone: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .refine((value) => SMS_MOBILE_PATTERN.test(value) || SMS_MASKED_PATTERN.test(value), { error: 'mobile' }),
  tenantId: z.union([z.string().trim().min(1, { error: 'required' }).max(64, { error: 'max' }), z.number().int()]),
});
export type SmsSendBody = z.infer<typeof SmsSendBody>;
