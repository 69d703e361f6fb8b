import { Resident, SMS_LOGIN, SMS_MOBILE_PATTERN, maskMobile } from '@zhwy/contracts';
import { App, Button, Form, Input, Space, Tooltip } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../platform/http/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { EnumTag, FieldInput, stripInput } from '../../platform/resource/index.ts';

export const RESIDENT_CAPTCHA = '/api/base/new-com-resident/getCaptcha';
export const RESIDENT_CAPTCHA_STATUS = '/api/base/new-com-resident/captchaStatus';
/** The form field of the typed code (the create's and edit's `captcha`). */
export const CAPTCHA_FIELD = 'captcha';
const CODE = new RegExp(`^\\d{${SMS_LOGIN.codeLength}}$`);

/** The 已验证 tag of a mobile confirmed by its code (list, form). */
export const VerifiedTag = () => <EnumTag entity={Resident} name="mobileVerified" field={Resident.fields.mobileVerified} value="1" />;

/** Whether the server can send SMS at all (null while asking; false when it cannot, or the question failed). */
const useSmsAvailable = () => {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    http.get<Envelope<{ available: boolean }>>(RESIDENT_CAPTCHA_STATUS, undefined, { silent: true }).then(
      (res) => live && setAvailable(res.data.available),
      () => live && setAvailable(false),
    );
    return () => {
      live = false;
    };
  }, []);
  return available;
};

/** Seconds left before the next send, counted from the moment it went (a throttled tab catches up when it wakes). */
const useResendWait = () => {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => window.clearTimeout(timer);
  }, [until, now]);
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  };
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), start };
};

type Props = {
  label: string;
  placeholder: string;
  rules: Rule[];
  /** The row being edited (masked as read), or none for a new resident. */
  row: Record<string, unknown> | null;
};

/**
 * 手机号码 with 获取验证码 (getCaptcha: a 6-digit SMS code to the number as typed), then 验证码 for the code the
 * resident reads back: saved with the resident, it marks the mobile 已验证. The button waits 30 s between sends
 * (counting down), needs a whole number (an edit shows the stored one masked: type it in full to verify it), and is
 * off with its reason when the server has no SMS provider. A code belongs to the number it went to: typing another
 * number hides the 验证码 field and lets a code go to the new one at once.
 */
export function MobileCaptcha({ label, placeholder, rules, row: editing }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const available = useSmsAvailable();
  const wait = useResendWait();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mobile = String(Form.useWatch('mobile', form) ?? '').trim();
  const whole = SMS_MOBILE_PATTERN.test(mobile);
  // A code, and its resend wait, belong to the number it went to: another number may be sent to at once.
  const codeSent = sentTo !== null && sentTo === mobile;
  const left = codeSent ? wait.left : 0;

  const send = async () => {
    setSending(true);
    try {
      const res = await http.post<Envelope<null>>(RESIDENT_CAPTCHA, { mobile }, { silent: true });
      void message.success(res.msg || t('base.resident.messages.captchaSent'));
      setSentTo(mobile);
      wait.start(SMS_LOGIN.resendSeconds);
      window.setTimeout(() => document.getElementById(`resident-form_${CAPTCHA_FIELD}`)?.focus(), 0);
    } catch (error) {
      const field = error instanceof HttpError ? error.fields.mobile : undefined;
      if (field) form.setFields([{ name: 'mobile', errors: [field] }]);
      else void message.error((error instanceof HttpError && error.message) || t('base.resident.messages.captchaFailed'));
    } finally {
      setSending(false);
    }
  };

  const why = available === false ? t('base.resident.messages.smsUnavailable') : !whole ? t('base.resident.messages.mobileFirst') : null;
  const button = (
    <Button onClick={() => void send()} loading={sending} disabled={available !== true || !whole || left > 0}>
      {left > 0 ? t('base.resident.messages.resendIn', { n: left }) : t('base.resident.messages.getCaptcha')}
    </Button>
  );
  const unchanged = editing !== null && mobile === String(editing.mobile ?? '');
  let note: ReactNode = null;
  if (unchanged && editing?.mobileVerified === '1') note = <VerifiedTag />;
  else if (editing?.mobileVerified === '1' && !codeSent) note = t('base.resident.messages.reverify');

  return (
    <>
      <Form.Item label={label} required htmlFor="resident-form_mobile" extra={note}>
        <Space.Compact block>
          <Form.Item name="mobile" noStyle rules={rules} normalize={stripInput} validateFirst>
            <FieldInput field={Resident.fields.mobile} module="base" mode="form" placeholder={placeholder} />
          </Form.Item>
          {why ? <Tooltip title={why}>{button}</Tooltip> : button}
        </Space.Compact>
      </Form.Item>
      {codeSent && (
        <Form.Item
          name={CAPTCHA_FIELD}
          label={t('base.resident.messages.captcha')}
          rules={[{ pattern: CODE, message: t('base.resident.messages.captchaFormat', { n: SMS_LOGIN.codeLength }) }]}
          extra={t('base.resident.messages.captchaHint', { mobile: maskMobile(mobile), minutes: SMS_LOGIN.codeTtlSeconds / 60 })}
        >
          <Input maxLength={SMS_LOGIN.codeLength} inputMode="numeric" autoComplete="one-time-code" placeholder={t('base.resident.messages.captchaPlaceholder')} />
        </Form.Item>
      )}
    </>
  );
}
