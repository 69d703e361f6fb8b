import { LockOutlined } from '@ant-design/icons';
import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aesEncrypt } from '../../platform/http/aes.ts';
import { type Envelope, http } from '../../platform/http/client.ts';
import { setPasswordStatus } from '../../platform/router/password-status.ts';
import { loadSession, loadTenant, setToken, useSession } from '../../platform/session/store.ts';
import { passwordFailureReason, passwordFieldErrors } from '../password/password-errors.ts';

type PasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string };

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'];

/**
 * 修改密码 on the profile: old, new and confirm-new. The call is the forced change page's (AES-encrypted account
 * and passwords, success judged by the token); the new token replaces the old one, whose sessions the server ended.
 */
export function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [rule, setRule] = useState('');
  const [saving, setSaving] = useState(false);

  const locale = i18n.language;
  useEffect(() => {
    if (!open) return;
    // The rule text comes from the server, in the language of the request.
    let live = true;
    http
      .get<Envelope<string>>('/zhwy/api/system/cscpUserPasswordRule', undefined, { silent: true })
      .then((res) => live && setRule(res.data))
      .catch(() => live && setRule(''));
    return () => {
      live = false;
    };
  }, [open, locale]);

  const fail = (msg: string) =>
    notification.error({ key: 'profile-password', title: t('system.self.passwordFailed', { msg }), duration: 0, closable: true });

  const submit = async (values: PasswordValues) => {
    setSaving(true);
    try {
      const { user } = useSession.getState();
      const key = (useSession.getState().tenant ?? (await loadTenant()))?.passwordKey;
      if (!key || !user) throw new Error(useSession.getState().tenantError ?? t('common.http.serviceAbnormal'));
      const result = await http.put<{ token?: string; msg?: string }>(
        '/zhwy/api/system/cscpUserPassword',
        {
          userName: aesEncrypt(user.username, key),
          oldPassword: aesEncrypt(values.oldPassword, key),
          newPassword: aesEncrypt(values.newPassword, key),
        },
        { silent: true },
      );
      // Success is judged by the token in the answer.
      if (!result.token) {
        fail(result.msg || t('common.http.serviceAbnormal'));
        return;
      }
      setToken(result.token);
      setPasswordStatus(0);
      await loadSession().catch(() => {});
      notification.destroy('profile-password');
      message.success(t('system.self.passwordSuccess'));
      onClose();
    } catch (error) {
      fail(passwordFailureReason(error, t));
      // A wrong old password or a locked account (422 on oldPassword), a new password against the rule: on their fields.
      form.setFields(
        Object.entries(passwordFieldErrors(error, t))
          .filter(([name]) => FIELDS.includes(name))
          .map(([name, text]) => ({ name: name as keyof PasswordValues, errors: [text] })),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('system.self.changePassword')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      width={480}
    >
      <Form<PasswordValues> form={form} name="profile-password" layout="vertical" onFinish={submit} disabled={saving} preserve={false} style={{ marginTop: 16 }}>
        <Form.Item name="oldPassword" label={t('system.self.oldPassword')} rules={[{ required: true, message: t('system.self.oldPasswordRequired') }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('system.self.newPassword')}
          extra={rule || undefined}
          rules={[{ required: true, message: t('system.self.newPasswordRequired') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('system.self.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('system.self.confirmPasswordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('system.self.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
