import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginResult } from '@zhwy/contracts';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { encryptPassword } from '../../platform/http/password.ts';
import { http } from '../../platform/http/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { LazyLanguageSwitch } from '../../platform/layout/LazyLanguageSwitch.tsx';
import { loadTenant, useSession } from '../../platform/session/store.ts';
import { IcpFooter } from './IcpFooter.tsx';
import { finishLogin } from './finish-login.ts';
import { loginErrorText } from './login-errors.ts';
import { useLoginCaptcha } from './captcha/useLoginCaptcha.tsx';
import { useSmsLogin } from './sms/useSmsLogin.tsx';
import { useCasLogin } from './cas/useCasLogin.ts';
import { useSpecialEntry } from './special/useSpecialEntry.ts';
import './login.css';

type LoginValues = { username: string; password: string; rememberme: boolean };
type Notice = { type: 'error' | 'warning'; text: string };

const CasSwitch = lazy(() => import('./cas/CasSwitch.tsx'));

/** /login: the tenant's platform name as title, account and password, the spec's login errors in the form. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const tenant = useSession((s) => s.tenant);
  const tenantError = useSession((s) => s.tenantError);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const captcha = useLoginCaptcha(tenant?.captchaType, form);
  const sms = useSmsLogin(tenant, form, captcha.withCaptcha);
  const platformName = tenant?.platformName ?? t('common.appName');
  const cas = useCasLogin(tenant);
  const entryTarget = useSpecialEntry({ tenant, form, setNotice, setSubmitting });

  useEffect(() => {
    loadTenant().catch((error: unknown) => setNotice({ type: 'error', text: loginErrorText(error, t) }));
    // Once per visit of the page; the language does not change the tenant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    document.title = platformName;
  }, [platformName]);

  const onFinish = async (values: LoginValues) => {
    if (!tenant) return;
    setNotice(null);
    setSubmitting(true);
    try {
      // The captcha's headers (a popup for slider/click-word): null when it was closed without passing.
      const result = await captcha.withCaptcha(async (headers) =>
        http.post<LoginResult>(
          entryTarget?.url ?? '/zhwy/api/system/login',
          { username: values.username.trim(), password: await encryptPassword(values.password, tenant), rememberme: values.rememberme ? 1 : 0, ...entryTarget?.extra },
          { silent: true, headers: { ...headers, ...sms.headers() } },
        ),
      );
      if (!result) return;
      // Home, or the forced password change; passwordStatus 5 (or no token) is a refusal with its message.
      const blocked = await finishLogin(result, navigate);
      if (blocked !== null) {
        setNotice({ type: 'warning', text: blocked || t('shell.login.blocked') });
        return;
      }
      await entryTarget?.after();
    } catch (error) {
      setNotice({ type: 'error', text: loginErrorText(error, t) });
      if (error instanceof HttpError) {
        form.setFields(Object.entries(error.fields).map(([name, message]) => ({ name: name as keyof LoginValues, errors: [message] })));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const unavailable = !!tenantError;
  return (
    <div className="zh-login">
      <div className="zh-login-top">
        <LazyLanguageSwitch className="zh-login-lang" />
      </div>
      <main className="zh-login-main">
        <section className="zh-login-card" aria-labelledby="login-heading">
          <div className="zh-login-brand">
            <img src="/favicon.svg" alt="" width={44} height={44} />
            <h1 id="login-heading">{platformName}</h1>
            <p>{t('shell.login.subtitle')}</p>
          </div>
          {(cas.enabled || cas.active) && (
            <Suspense fallback={null}>
              <CasSwitch cas={cas} />
            </Suspense>
          )}
          <Form<LoginValues>
            hidden={cas.active}
            form={form}
            size="large"
            initialValues={{ rememberme: false }}
            onFinish={onFinish}
            onValuesChange={() => notice?.type === 'error' && setNotice(null)}
            disabled={unavailable}
            requiredMark={false}
          >
            <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('shell.login.usernameRequired') }]}>
              <Input prefix={<UserOutlined />} placeholder={t('shell.login.usernamePlaceholder')} autoComplete="username" maxLength={64} autoFocus />
            </Form.Item>
            <Form.Item name="password" rules={[{ required: true, message: t('shell.login.passwordRequired') }]}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('shell.login.passwordPlaceholder')} autoComplete="current-password" maxLength={64} />
            </Form.Item>
            {sms.field}
            {captcha.element}
            <Form.Item name="rememberme" valuePropName="checked" className="zh-login-remember">
              <Checkbox>{t('shell.login.rememberMe')}</Checkbox>
            </Form.Item>
            {notice && <Alert className="zh-login-alert" type={notice.type} title={notice.text} showIcon />}
            {/* Unknown or disabled tenant: said once, here by the disabled form (no second notice with the same text). */}
            {unavailable && <Alert className="zh-login-alert" type="warning" title={tenantError} showIcon />}
            <Form.Item className="zh-login-submit">
              <Button type="primary" htmlType="submit" block loading={submitting} disabled={unavailable || !tenant}>
                {t('shell.login.submit')}
              </Button>
            </Form.Item>
          </Form>
        </section>
      </main>
      <IcpFooter platformName={platformName} />
    </div>
  );
}
