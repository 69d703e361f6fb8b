import { type EntityDef, SMS_LOGIN, SMS_MOBILE_PATTERN, maskMobile } from '@zhwy/contracts';
import { App, Button, Form, Input, Space, Tooltip } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../http/client.ts';
import { HttpError } from '../http/errors.ts';
import { stripInput } from './derive.ts';
import { FieldInput } from './fields.tsx';
import { EnumTag } from './ResourceTable.tsx';

/** The form field of the typed code (the create's and edit's `captcha`): a form part's `extraValues`. */
export const MOBILE_CODE_FIELD = 'captcha';
const CODE = new RegExp(`^\\d{${SMS_LOGIN.codeLength}}$`);
const VERIFIED = 'mobileVerified';

/** The 已验证 tag of a mobile confirmed by its code (list, form), from the entity's verified flag. */
export const VerifiedTag = ({ entity, name = VERIFIED }: { entity: EntityDef; name?: string }) => <EnumTag entity={entity} name={name} field={entity.fields[name]} value="1" />;

/** Whether the server can send SMS at all (null while asking; false when it cannot, or the question failed). */
const useSmsAvailable = (path: string) => {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    http.get<Envelope<{ available: boolean }>>(`${path}/captchaStatus`, undefined, { silent: true }).then(
      (res) => live && setAvailable(res.data.available),
      () => live && setAvailable(false),
    );
    return () => {
      live = false;
    };
  }, [path]);
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
  /** An entity served with the server's mobile check (platform/mobile-check.ts): its list path has getCaptcha. */
  entity: EntityDef;
  label: string;
  placeholder: string;
  rules: Rule[];
  /** The row being edited (masked as read), or none for a new one. */
  row: Record<string, unknown> | null;
  /** The row's mobile and its 0/1 flag (`mobile`, `mobileVerified` unless named). */
  fields?: { mobile: string; verified: string };
};

/**
 * A form item for a mobile confirmed by an SMS code (an entity with the server's mobile check, form part `items`):
 * 手机号码 with 获取验证码 (getCaptcha: a 6-digit code to the number as typed), then 验证码 for the code the person
 * reads back: saved with the row, it marks the mobile verified. The button waits 30 s between sends (counting down),
 * needs a whole number (an edit shows the stored one masked: type it in full to verify it), and is off with its
 * reason when the server has no SMS provider. A code belongs to the number it went to: typing another number hides
 * the 验证码 field and lets a code go to the new one at once.
 */
export function MobileCheck({ entity, label, placeholder, rules, row: editing, fields = { mobile: 'mobile', verified: VERIFIED } }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const available = useSmsAvailable(entity.paths.list);
  const wait = useResendWait();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mobile = String(Form.useWatch(fields.mobile, form) ?? '').trim();
  const whole = SMS_MOBILE_PATTERN.test(mobile);
  // A code, and its resend wait, belong to the number it went to: another number may be sent to at once.
  const codeSent = sentTo !== null && sentTo === mobile;
  const left = codeSent ? wait.left : 0;

  const send = async () => {
    setSending(true);
    try {
      const res = await http.post<Envelope<null>>(`${entity.paths.list}/getCaptcha`, { mobile }, { silent: true });
      void message.success(res.msg || t('resource.mobileCheck.captchaSent'));
      setSentTo(mobile);
      wait.start(SMS_LOGIN.resendSeconds);
      window.setTimeout(() => document.getElementById(`${entity.name}-form_${MOBILE_CODE_FIELD}`)?.focus(), 0);
    } catch (error) {
      const field = error instanceof HttpError ? error.fields[fields.mobile] : undefined;
      if (field) form.setFields([{ name: fields.mobile, errors: [field] }]);
      else void message.error((error instanceof HttpError && error.message) || t('resource.mobileCheck.captchaFailed'));
    } finally {
      setSending(false);
    }
  };

  const why = available === false ? t('resource.mobileCheck.smsUnavailable') : !whole ? t('resource.mobileCheck.mobileFirst') : null;
  const button = (
    <Button onClick={() => void send()} loading={sending} disabled={available !== true || !whole || left > 0}>
      {left > 0 ? t('resource.mobileCheck.resendIn', { n: left }) : t('resource.mobileCheck.getCaptcha')}
    </Button>
  );
  const unchanged = editing !== null && mobile === String(editing[fields.mobile] ?? '');
  let note: ReactNode = null;
  if (unchanged && editing?.[fields.verified] === '1') note = <VerifiedTag entity={entity} name={fields.verified} />;
  else if (editing?.[fields.verified] === '1' && !codeSent) note = t('resource.mobileCheck.reverify');

  return (
    <>
      <Form.Item label={label} required htmlFor={`${entity.name}-form_${fields.mobile}`} extra={note}>
        <Space.Compact block>
          <Form.Item name={fields.mobile} noStyle rules={rules} normalize={stripInput} validateFirst>
            <FieldInput field={entity.fields[fields.mobile]} module={entity.module} mode="form" placeholder={placeholder} />
          </Form.Item>
          {why ? <Tooltip title={why}>{button}</Tooltip> : button}
        </Space.Compact>
      </Form.Item>
      {codeSent && (
        <Form.Item
          name={MOBILE_CODE_FIELD}
          label={t('resource.mobileCheck.captcha')}
          rules={[{ pattern: CODE, message: t('resource.mobileCheck.captchaFormat', { n: SMS_LOGIN.codeLength }) }]}
          extra={t('resource.mobileCheck.captchaHint', { mobile: maskMobile(mobile), minutes: SMS_LOGIN.codeTtlSeconds / 60 })}
        >
          <Input maxLength={SMS_LOGIN.codeLength} inputMode="numeric" autoComplete="one-time-code" placeholder={t('resource.mobileCheck.captchaPlaceholder')} />
        </Form.Item>
      )}
    </>
  );
}
