import { LockOutlined } from '@ant-design/icons';
import { ERROR_CODES } from '@zhwy/contracts';
import type { TFunction } from 'i18next';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../platform/http/errors.ts';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { useSession } from '../../platform/session/store.ts';
import { changePassword, usePasswordRule } from '../password/change-password.ts';
import { passwordFailureReason, passwordFieldErrors } from '../password/password-errors.ts';
import { confirmPasswordRule, newPasswordRules } from '../password/password-rules.ts';

type PasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string };

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'];

/** A wrong old password as this dialog says it: it has no account field, so only the old password can be wrong. */
const wrongOldPassword = (error: unknown, t: TFunction): string | null =>
  error instanceof HttpError && error.kind === 'http' && Number(error.body.code) === ERROR_CODES.badCredentials
    ? t('system.self.wrongOldPassword', { n: Number(error.body.attempts ?? 0) })
    : null;

/**
 * 修改密码 on the profile: old, new and confirm-new. The call is the forced change page's (AES-encrypted account
 * and passwords, success judged by the token); the new token replaces the old one, whose sessions the server ended.
 */
export function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const locale = useLocaleStore((s) => s.locale);
  const [saving, setSaving] = useState(false);
  const rule = usePasswordRule(open);
  // The server's refusal of the new password (the rule, for a weak one) shows on the field: the rule's help would repeat it.
  const [ruleRefused, setRuleRefused] = useState(false);

  const fail = (msg: string) =>
    notification.error({ key: 'profile-password', title: t('system.self.passwordFailed', { msg }), duration: 0, closable: true });

  const submit = async (values: PasswordValues) => {
    setSaving(true);
    try {
      const { user } = useSession.getState();
      if (!user) throw new Error(t('common.http.serviceAbnormal'));
      const { failed } = await changePassword({ userName: user.username, ...values });
      if (failed !== null) {
        fail(failed || t('common.http.serviceAbnormal'));
        return;
      }
      notification.destroy('profile-password');
      message.success(t('system.self.passwordSuccess'));
      onClose();
    } catch (error) {
      const wrongOld = wrongOldPassword(error, t);
      fail(wrongOld ?? passwordFailureReason(error, t));
      // A wrong old password or a locked account (422 on oldPassword), a new password against the rule: on their fields.
      const fields = Object.entries({ ...passwordFieldErrors(error, t), ...(wrongOld ? { oldPassword: wrongOld } : {}) }).filter(([name]) => FIELDS.includes(name));
      form.setFields(fields.map(([name, text]) => ({ name: name as keyof PasswordValues, errors: [text] })));
      setRuleRefused(fields.some(([name]) => name === 'newPassword'));
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
      afterClose={() => setRuleRefused(false)}
      width={480}
    >
      <Form<PasswordValues>
        form={form}
        name="profile-password"
        layout="vertical"
        onFinish={submit}
        // Editing the new password replaces the server's error: the rule shows again as help.
        onValuesChange={(changed: Partial<PasswordValues>) => 'newPassword' in changed && setRuleRefused(false)}
        disabled={saving}
        preserve={false}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="oldPassword" label={t('system.self.oldPassword')} rules={[{ required: true, message: t('system.self.oldPasswordRequired') }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('system.self.newPassword')}
          extra={(!ruleRefused && rule) || undefined}
          dependencies={['oldPassword']}
          rules={[
            { required: true, message: t('system.self.newPasswordRequired') },
            ...newPasswordRules({ locale, username: () => useSession.getState().user?.username ?? '', oldPassword: () => form.getFieldValue('oldPassword') ?? '' }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('system.self.confirmPassword')}
          dependencies={['newPassword']}
          rules={[{ required: true, message: t('system.self.confirmPasswordRequired') }, confirmPasswordRule('newPassword', locale)]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
