import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { SMS_LOGIN, type TenantInfo } from '@zhwy/contracts';
import { App, Button, Form, type FormInstance, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aesEncrypt } from '../../../platform/http/aes.ts';
import { type Envelope, http } from '../../../platform/http/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { SMS_CODE_FIELD, type ThroughCaptcha } from './useSmsLogin.tsx';
import './sms.css';

type Lookup = { state: 'idle' | 'loading' } | { state: 'found'; phone: string } | { state: 'none'; message: string };

/** The account's masked phone, asked 800 ms after the account stops changing (spec §5, §9); the latest answer wins. */
const usePhoneLookup = (tenant: TenantInfo, form: FormInstance): Lookup => {
  const username = String(Form.useWatch('username', form) ?? '').trim();
  // Each answer keeps the name it was asked for: one for a name since changed is not shown.
  const [answer, setAnswer] = useState<{ username: string; lookup: Lookup } | null>(null);
  useEffect(() => {
    if (!username) return;
    let live = true;
    const timer = window.setTimeout(() => {
      setAnswer({ username, lookup: { state: 'loading' } });
      http
        .get<Envelope<string | null>>('/zhwy/api/system/selectPhoneByUserName', { userName: aesEncrypt(username, tenant.passwordKey) }, { silent: true })
        .then(
          (res) => live && setAnswer({ username, lookup: res.data ? { state: 'found', phone: res.data } : { state: 'none', message: res.msg } }),
          (error: unknown) => live && setAnswer({ username, lookup: { state: 'none', message: error instanceof HttpError ? error.message : String(error) } }),
        );
    }, SMS_LOGIN.lookupDebounceMs);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [username, tenant.passwordKey]);
  return username && answer?.username === username ? answer.lookup : { state: 'idle' };
};

/** Seconds left before the next send (spec §4: 30 s). */
const useCountdown = () => {
  const [left, setLeft] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);
  const start = (seconds: number) => {
    window.clearInterval(timer.current);
    setLeft(seconds);
    timer.current = window.setInterval(() => {
      setLeft((value) => {
        if (value <= 1) window.clearInterval(timer.current);
        return Math.max(0, value - 1);
      });
    }, 1000);
  };
  return { left, start };
};

/** The phone (read-only, masked), the SMS code and its send button; inside the login form. */
export default function SmsFields({ tenant, form, sendThrough }: { tenant: TenantInfo; form: FormInstance; sendThrough: ThroughCaptcha }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lookup = usePhoneLookup(tenant, form);
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const phone = lookup.state === 'found' ? lookup.phone : '';

  const send = async () => {
    if (!phone) return;
    setSending(true);
    try {
      const res = await sendThrough((headers) =>
        http.post<Envelope<null>>('/api/tencentSms/loginSend', { phone, tenantId: tenant.tenantIdStr }, { silent: true, headers }),
      );
      if (!res) return; // the captcha was closed without passing
      void message.success(res.msg || t('loginSms.sent'));
      countdown.start(SMS_LOGIN.resendSeconds);
      document.getElementById('sms-code')?.focus();
    } catch (error) {
      // Spec §8: the server's message, or 'SMS sending failed'.
      void message.error((error instanceof HttpError && error.kind === 'http' && error.message) || t('loginSms.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  const phoneHelp = lookup.state === 'none' ? lookup.message : undefined;
  return (
    <>
      <Form.Item validateStatus={phoneHelp ? 'warning' : undefined} help={phoneHelp} className="zh-login-sms-phone">
        <Input
          prefix={<MobileOutlined />}
          value={phone}
          readOnly
          aria-label={t('loginSms.phone')}
          placeholder={lookup.state === 'loading' ? t('loginSms.lookingUp') : t('loginSms.phonePlaceholder')}
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          <Form.Item name={SMS_CODE_FIELD} noStyle rules={[{ required: true, whitespace: true, message: t('loginSms.codeRequired') }]}>
            <Input
              id="sms-code"
              prefix={<MessageOutlined />}
              placeholder={t('loginSms.codePlaceholder')}
              maxLength={SMS_LOGIN.codeLength}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <Button className="zh-login-sms-send" onClick={() => void send()} loading={sending} disabled={!phone || countdown.left > 0}>
            {countdown.left > 0 ? t('loginSms.resendIn', { n: countdown.left }) : t('loginSms.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
