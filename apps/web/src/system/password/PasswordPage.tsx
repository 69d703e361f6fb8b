import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../platform/layout/LanguageSwitch.tsx';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { useDocumentTitle } from '../../platform/layout/usePlatformName.ts';
import { mustChangePassword, usePasswordStatus } from '../../platform/router/password-status.ts';
import { logout, useSession } from '../../platform/session/store.ts';
import { changePassword, usePasswordRule } from './change-password.ts';
import { passwordErrorText, passwordFieldErrors } from './password-errors.ts';
import { confirmPasswordRule, newPasswordRules } from './password-rules.ts';
import '../login/login.css';
import './password.css';

type PasswordValues = { userName: string; oldPassword: string; newPassword: string; confirmPassword: string };

/**
 * /update-password: the forced change after a login with a weak, initial or old password. Also reachable by URL
 * with a healthy password: then it is an ordinary change, without the warning. The new password is checked here
 * part by part in the server's words (length, character classes, the account name, the old password) and typed
 * twice; what the server refuses lands on its field.
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const locale = useLocaleStore((s) => s.locale);
  const username = useSession((s) => s.user?.username);
  const rule = usePasswordRule();
  const forced = usePasswordStatus((s) => mustChangePassword(s.status));
  const [saving, setSaving] = useState(false);

  useDocumentTitle(t('shell.password.title'));

  useEffect(() => {
    if (username && !form.getFieldValue('userName')) form.setFieldValue('userName', username);
  }, [username, form]);

  const onFinish = async (values: PasswordValues) => {
    setSaving(true);
    try {
      const { failed } = await changePassword(values);
      if (failed !== null) {
        message.error(t('shell.password.failed', { msg: failed || t('common.http.serviceAbnormal') }));
        return;
      }
      message.success(t('shell.password.success'));
      await navigate('/home', { replace: true });
    } catch (error) {
      // A wrong old password or a locked account is a 422 with the oldPassword field: the user stays here.
      // (Only a 401, an expired session, leads back to login, through the HTTP client.)
      message.error(passwordErrorText(error, t));
      form.setFields(
        Object.entries(passwordFieldErrors(error, t)).map(([name, text]) => ({ name: name as keyof PasswordValues, errors: [text] })),
      );
    } finally {
      setSaving(false);
    }
  };

  /**
   * Cancel (spec: to /home). While the change is forced, home would send the user straight back: the session ends
   * instead, and the login page says why the console stays closed.
   */
  const onCancel = async () => {
    if (!forced) return void navigate('/home');
    await logout();
    message.warning(t('shell.password.cancelled'), 6);
    await navigate('/login', { replace: true });
  };

  return (
    <div className="zh-login">
      <div className="zh-login-top">
        <LanguageSwitch />
      </div>
      <main className="zh-login-main">
        <section className="zh-login-card zh-password-card" aria-labelledby="password-heading">
          <div className="zh-login-brand">
            <SafetyOutlined className="zh-password-icon" />
            <h1 id="password-heading">{t('shell.password.title')}</h1>
          </div>
          {forced && <Alert type="warning" showIcon title={t('shell.password.warning')} className="zh-password-alert" />}
          <Form<PasswordValues> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} initialValues={{ userName: username ?? '' }}>
            <Form.Item
              name="userName"
              label={t('shell.password.account')}
              validateTrigger="onBlur"
              rules={[{ required: true, whitespace: true, message: t('shell.password.accountRequired') }]}
            >
              <Input prefix={<UserOutlined />} autoComplete="username" maxLength={64} />
            </Form.Item>
            <Form.Item
              name="oldPassword"
              label={t('shell.password.oldPassword')}
              validateTrigger="onBlur"
              rules={[{ required: true, message: t('shell.password.oldPasswordRequired') }]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} />
            </Form.Item>
            <Form.Item
              name="newPassword"
              label={t('shell.password.newPassword')}
              tooltip={rule || undefined}
              validateTrigger="onBlur"
              dependencies={['userName', 'oldPassword']}
              rules={[
                { required: true, message: t('shell.password.newPasswordRequired') },
                ...newPasswordRules({ locale, username: () => form.getFieldValue('userName') ?? '', oldPassword: () => form.getFieldValue('oldPassword') ?? '' }),
              ]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('shell.password.confirmPassword')}
              validateTrigger="onBlur"
              dependencies={['newPassword']}
              rules={[{ required: true, message: t('shell.password.confirmPasswordRequired') }, confirmPasswordRule('newPassword', locale)]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} />
            </Form.Item>
            <Form.Item className="zh-password-actions">
              <Space>
                <Button onClick={() => void onCancel()}>{t('shell.password.cancel')}</Button>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('shell.password.submit')}
                </Button>
              </Space>
            </Form.Item>
          </Form>
        </section>
      </main>
    </div>
  );
}
