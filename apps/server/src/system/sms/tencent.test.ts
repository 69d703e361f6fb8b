import { describe, expect, it, vi } from 'vitest';
import { SmsFailure } from './provider.ts';
import { type SendSmsAnswer, type SendSmsClient, checkSendSmsAnswer, createTencentProvider, sendNoticeRequestOf, sendSmsRequestOf, tencentFailureOf } from './tencent.ts';

const settings = { secretId: 'AKIDtest', secretKey: 'secret', region: 'ap-guangzhou', appId: '1400000000', signName: '智慧物业', templateId: '123456' };
const message = { mobile: '13800138000', code: '482910', minutes: 5 };

/** Answers recorded from the SendSms documentation (API 2021-01-11), one number each. */
const answers = {
  ok: {
    SendStatusSet: [{ SerialNo: '5000:1045710669157053657849499619', PhoneNumber: '+8613800138000', Fee: 1, SessionContext: '', Code: 'Ok', Message: 'send success', IsoCode: 'CN' }],
    RequestId: 'a0aabda6-cf91-4f3e-a81f-9198114a2279',
  },
  daily: {
    SendStatusSet: [
      { SerialNo: '', PhoneNumber: '+8613800138000', Fee: 0, SessionContext: '', Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'the number of sms messages sent from a single mobile number every day exceeds the upper limit', IsoCode: 'CN' },
    ],
    RequestId: 'b1',
  },
  thirty: { SendStatusSet: [{ PhoneNumber: '+8613800138000', Code: 'LimitExceeded.PhoneNumberThirtySecondLimit', Message: 'too frequent' }], RequestId: 'b2' },
  wrongNumber: { SendStatusSet: [{ PhoneNumber: '+8613800138000', Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'incorrect phone number' }], RequestId: 'b3' },
  empty: { SendStatusSet: [], RequestId: 'b4' },
} satisfies Record<string, SendSmsAnswer>;

/** The SDK's exception as it throws it: `code` from Response.Error, none for a network failure. */
const sdkError = (message: string, code?: string) => Object.assign(new Error(message), { code, requestId: 'r-1' });

const failureOf = (fn: () => unknown): SmsFailure => {
  try {
    fn();
  } catch (error) {
    if (error instanceof SmsFailure) return error;
    throw error;
  }
  throw new Error('no failure');
};

describe('Tencent Cloud SMS: the request and the answer', () => {
  it('asks for one E.164 number with the code and its minutes as the template parameters', () => {
    expect(sendSmsRequestOf(settings, message)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000000',
      SignName: '智慧物业',
      TemplateId: '123456',
      TemplateParamSet: ['482910', '5'],
    });
  });

  it('succeeds only when the number’s status is Ok', () => {
    expect(() => checkSendSmsAnswer(answers.ok)).not.toThrow();
    expect(failureOf(() => checkSendSmsAnswer(answers.daily))).toMatchObject({ reason: 'phoneLimit' });
    expect(failureOf(() => checkSendSmsAnswer(answers.thirty))).toMatchObject({ reason: 'resendWait' });
    expect(failureOf(() => checkSendSmsAnswer(answers.wrongNumber))).toMatchObject({ reason: 'phoneInvalid' });
    expect(failureOf(() => checkSendSmsAnswer(answers.empty))).toMatchObject({ reason: 'failed' });
    expect(failureOf(() => checkSendSmsAnswer({}))).toMatchObject({ reason: 'failed' });
    expect(failureOf(() => checkSendSmsAnswer({ SendStatusSet: [{ Code: 'ok' }] }))).toMatchObject({ reason: 'failed' });
  });

  it('maps Tencent’s error codes to what the login page is told', () => {
    const cases: Record<string, string> = {
      'LimitExceeded.PhoneNumberThirtySecondLimit': 'resendWait',
      'LimitExceeded.PhoneNumberOneHourLimit': 'phoneLimit',
      'LimitExceeded.PhoneNumberDailyLimit': 'phoneLimit',
      'LimitExceeded.PhoneNumberSameContentDailyLimit': 'phoneLimit',
      'LimitExceeded.DeliveryFrequencyLimit': 'phoneLimit',
      'InvalidParameterValue.IncorrectPhoneNumber': 'phoneInvalid',
      'FailedOperation.PhoneNumberInBlacklist': 'phoneInvalid',
      'FailedOperation.SignatureIncorrectOrUnapproved': 'failed',
      'FailedOperation.TemplateIncorrectOrUnapproved': 'failed',
      'FailedOperation.InsufficientBalanceInSmsPackage': 'failed',
      'AuthFailure.SecretIdNotFound': 'failed',
      'LimitExceeded.AppDailyLimit': 'failed',
      '': 'failed',
    };
    for (const [code, reason] of Object.entries(cases)) expect(tencentFailureOf(code), code).toBe(reason);
  });
});

describe('Tencent Cloud SMS provider', () => {
  const provider = (client: Partial<SendSmsClient> | (() => Promise<SendSmsClient>)) =>
    createTencentProvider(settings, typeof client === 'function' ? client : async () => client as SendSmsClient);

  it('loads the SDK client only at the first send, once', async () => {
    const client = { SendSms: vi.fn(async () => answers.ok) };
    const load = vi.fn(async () => client);
    const sms = createTencentProvider(settings, load);
    expect(sms).toMatchObject({ name: 'tencent', available: true });
    expect(load).not.toHaveBeenCalled();
    await sms.send(message);
    await sms.send({ ...message, code: '000111' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.SendSms).toHaveBeenLastCalledWith(expect.objectContaining({ PhoneNumberSet: ['+8613800138000'], TemplateParamSet: ['000111', '5'] }));
  });

  it('a failed load is tried again at the next send', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('cannot load')).mockResolvedValue({ SendSms: async () => answers.ok });
    const sms = createTencentProvider(settings, load);
    await expect(sms.send(message)).rejects.toMatchObject({ reason: 'failed' });
    await expect(sms.send(message)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns the SDK’s exceptions into failures whose detail never holds the code', async () => {
    const refused = provider({ SendSms: async () => Promise.reject(sdkError('template param 482910 invalid', 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate')) });
    const failure = (await refused.send(message).catch((error: unknown) => error)) as SmsFailure;
    expect(failure).toBeInstanceOf(SmsFailure);
    expect(failure).toMatchObject({ reason: 'failed' });
    expect(failure.detail).toContain('FailedOperation.TemplateParamSetNotMatchApprovedTemplate');
    expect(failure.detail).not.toContain('482910');
    expect(failure.message).not.toContain('482910');

    await expect(provider({ SendSms: () => Promise.reject(sdkError('limit', 'LimitExceeded.PhoneNumberOneHourLimit')) }).send(message)).rejects.toMatchObject({ reason: 'phoneLimit' });
    await expect(provider({ SendSms: () => Promise.reject(sdkError('connect ECONNREFUSED')) }).send(message)).rejects.toMatchObject({ reason: 'failed' });
    await expect(provider({ SendSms: async () => answers.daily }).send(message)).rejects.toMatchObject({ reason: 'phoneLimit' });
  });
});

describe('Tencent Cloud SMS: notices (催缴通知)', () => {
  const notice = { mobile: '13800138000', template: 'feeNotice' as const, params: { room: '1号楼-2单元-1201', count: 2, amount: '630.98' } };

  it('sends the notice template with room, count and amount in order; without its id, notices are unavailable', async () => {
    expect(sendNoticeRequestOf({ ...settings, feeNoticeTemplateId: '654321' }, notice)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000000',
      SignName: '智慧物业',
      TemplateId: '654321',
      TemplateParamSet: ['1号楼-2单元-1201', '2', '630.98'],
    });
    const sent: unknown[] = [];
    const client: SendSmsClient = { SendSms: async (request) => (sent.push(request), answers.ok) };
    const withNotice = createTencentProvider({ ...settings, feeNoticeTemplateId: '654321' }, async () => client);
    expect(withNotice.noticeAvailable).toBe(true);
    await withNotice.sendNotice(notice);
    expect(sent).toHaveLength(1);

    const without = createTencentProvider(settings, async () => client);
    expect(without.noticeAvailable).toBe(false);
    await expect(without.sendNotice(notice)).rejects.toMatchObject({ reason: 'notConfigured' });
    expect(sent).toHaveLength(1);
  });

  it('a refusal names its reason and never the number', async () => {
    const client: SendSmsClient = { SendSms: async () => answers.daily };
    const provider = createTencentProvider({ ...settings, feeNoticeTemplateId: '654321' }, async () => client);
    const failure = (await provider.sendNotice(notice).catch((error: unknown) => error)) as SmsFailure;
    expect(failure).toMatchObject({ reason: 'phoneLimit' });
    expect(failure.detail).not.toContain('13800138000');
  });
});
