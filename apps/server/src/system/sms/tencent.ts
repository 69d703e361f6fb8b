import type { Config } from '../../platform/config.ts';
import { noticeParams } from './notice.ts';
import { type SmsFailureReason, SmsFailure, type SmsMessage, type SmsNoticeMessage, type SmsProvider } from './provider.ts';

type TencentSettings = NonNullable<Config['sms']['tencent']>;

/** What SendSms is asked (API version 2021-01-11): one E.164 number, the template's parameters code and minutes. */
export type SendSmsRequest = {
  PhoneNumberSet: string[];
  SmsSdkAppId: string;
  SignName: string;
  TemplateId: string;
  TemplateParamSet: string[];
};

/** The part of SendSms's answer that decides: one status per number, `Ok` only when it was accepted. */
export type SendSmsAnswer = {
  SendStatusSet?: { PhoneNumber?: string; Code?: string; Message?: string; SerialNo?: string; Fee?: number; SessionContext?: string; IsoCode?: string }[];
  RequestId?: string;
};

/** The slice of the SDK's client the provider calls (sms.v20210111.Client). */
export type SendSmsClient = { SendSms(request: SendSmsRequest): Promise<SendSmsAnswer> };

/**
 * The request for one login code: the number in E.164 (+86), the template's two parameters — {1} the code,
 * {2} its validity in minutes (README: the template must have both).
 */
export const sendSmsRequestOf = (settings: TencentSettings, message: SmsMessage): SendSmsRequest => ({
  PhoneNumberSet: [`+86${message.mobile}`],
  SmsSdkAppId: settings.appId,
  SignName: settings.signName,
  TemplateId: settings.templateId,
  TemplateParamSet: [message.code, String(message.minutes)],
});

/** The request for one notice: its template's id (TENCENT_SMS_FEE_NOTICE_TEMPLATE_ID) and parameters in order (notice.ts). */
export const sendNoticeRequestOf = (settings: TencentSettings, message: SmsNoticeMessage): SendSmsRequest => ({
  PhoneNumberSet: [`+86${message.mobile}`],
  SmsSdkAppId: settings.appId,
  SignName: settings.signName,
  TemplateId: settings.feeNoticeTemplateId ?? '',
  TemplateParamSet: noticeParams(message),
});

/** Tencent's error codes (SendStatusSet[i].Code or the API's Error.Code) in the terms the login page is told. */
export const tencentFailureOf = (code: string): SmsFailureReason => {
  if (code === 'LimitExceeded.PhoneNumberThirtySecondLimit') return 'resendWait';
  if (code.startsWith('LimitExceeded.PhoneNumber') || code === 'LimitExceeded.DeliveryFrequencyLimit') return 'phoneLimit';
  if (code === 'InvalidParameterValue.IncorrectPhoneNumber' || code === 'FailedOperation.PhoneNumberInBlacklist' || code === 'FailedOperation.PhoneNumberParseFail') {
    return 'phoneInvalid';
  }
  // Signature, template, balance, credentials, network: the operator's to fix; the caller reads "SMS sending failed".
  return 'failed';
};

/** The answer of one SendSms for one number: resolves when its status is `Ok`, else the failure it means. */
export const checkSendSmsAnswer = (answer: SendSmsAnswer): void => {
  const status = answer.SendStatusSet?.[0];
  if (status?.Code === 'Ok') return;
  const code = status?.Code ?? 'NoSendStatus';
  throw new SmsFailure(tencentFailureOf(code), `${code}: ${status?.Message ?? 'no send status in the answer'} (request ${answer.RequestId ?? '-'})`);
};

/**
 * A failed send as SmsFailure: a refused status, or the SDK's exception (TencentCloudSDKHttpException: `code` when
 * the API answered an error, none for network failures).
 */
const failureOf = (error: unknown, code: string): SmsFailure => {
  // Whatever an answer echoes, the code never reaches the log.
  const hide = (text: string) => text.replaceAll(code, '******');
  if (error instanceof SmsFailure) return new SmsFailure(error.reason, hide(error.detail));
  const e = error as { code?: string; message?: string; requestId?: string };
  return new SmsFailure(e.code ? tencentFailureOf(e.code) : 'failed', hide(`${e.code ?? 'NetworkError'}: ${e.message ?? String(error)} (request ${e.requestId || '-'})`));
};

/** Where the SDK sends its calls; tests point it at a loopback server (`http://`, `127.0.0.1:port`). */
export type TencentEndpoint = { protocol: string; endpoint: string };

/** The SDK's client, loaded the first time a code is sent: a server without SMS never loads it. */
export const loadTencentClient = async (settings: TencentSettings, endpoint?: TencentEndpoint): Promise<SendSmsClient> => {
  const { sms } = await import('tencentcloud-sdk-nodejs-sms');
  return new sms.v20210111.Client({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: { httpProfile: { reqTimeout: 10, ...(endpoint ?? {}) } },
  });
};

/** Tencent Cloud SMS (SendSms): a login code is sent when the number's status is `Ok`. */
export const createTencentProvider = (
  settings: TencentSettings,
  clientOf: () => Promise<SendSmsClient> = () => loadTencentClient(settings),
): SmsProvider => {
  let client: Promise<SendSmsClient> | null = null;
  const loaded = () =>
    (client ??= clientOf().catch((error: unknown) => {
      client = null; // a failed load is tried again next time
      throw error;
    }));
  return {
    name: 'tencent',
    available: true,
    async send(message) {
      try {
        checkSendSmsAnswer(await (await loaded()).SendSms(sendSmsRequestOf(settings, message)));
      } catch (error) {
        throw failureOf(error, message.code);
      }
    },
    noticeAvailable: !!settings.feeNoticeTemplateId,
    async sendNotice(message) {
      if (!settings.feeNoticeTemplateId) throw new SmsFailure('notConfigured', 'no notice template (TENCENT_SMS_FEE_NOTICE_TEMPLATE_ID)');
      try {
        checkSendSmsAnswer(await (await loaded()).SendSms(sendNoticeRequestOf(settings, message)));
      } catch (error) {
        // A notice carries no code: nothing to hide but the number, which the answer's detail may echo.
        throw failureOf(error, message.mobile);
      }
    },
  };
};
