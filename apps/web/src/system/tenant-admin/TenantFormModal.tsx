import {
  TENANT_ADMIN_USERNAME_MAX,
  TENANT_ADMIN_USERNAME_PATTERN,
  TENANT_CAPTCHA_TYPES,
  TENANT_CODE_PATTERN,
  TENANT_ICP_MAX,
  TENANT_ID_STR_MAX,
  TENANT_NAME_MAX,
  type TenantAdminRow,
  type TenantCreated,
  VALIDATION_MESSAGES,
  formatMessage,
} from '@zhwy/contracts';
import { App, Button, DatePicker, Form, Input, Modal, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../platform/http/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { serverFieldErrors } from '../../platform/resource/index.ts';

export const TENANT_PATH = '/zhwy/api/zhwy_admin/zhwyTenant';
const DATE = 'YYYY-MM-DD';
const MOBILE = /^1[3-9]\d{9}$/;

type Values = {
  code: string;
  platformName: string;
  tenantIdStr: string;
  expireAt: Dayjs | null;
  icpNumber: string;
  captchaType: (typeof TENANT_CAPTCHA_TYPES)[number];
  doubleFactorLogin: boolean;
  adminUsername: string;
  adminMobile?: string;
};

const FIELDS: (keyof Values)[] = ['code', 'platformName', 'tenantIdStr', 'expireAt', 'icpNumber', 'captchaType', 'doubleFactorLogin', 'adminUsername', 'adminMobile'];

/**
 * New tenant and edit/renew in one modal: `editing` null creates (code, tenant ID and the first administrator as
 * well), a row edits its settings and expiry. The rules are the server's (contracts/system/tenant-admin.ts), said
 * before sending; whatever the server still refuses lands on its field.
 */
export function TenantFormModal({
  open,
  editing,
  onClose,
  onCreated,
  onSaved,
}: {
  open: boolean;
  editing: TenantAdminRow | null;
  onClose: () => void;
  onCreated: (created: TenantCreated) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const catalogue = VALIDATION_MESSAGES[locale];
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const twoFactor = Form.useWatch('doubleFactorLogin', form);
  const creating = editing === null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        platformName: editing.platformName,
        expireAt: editing.expireAt ? dayjs(editing.expireAt, DATE) : null,
        icpNumber: editing.icpNumber,
        captchaType: editing.captchaType,
        doubleFactorLogin: editing.doubleFactorLogin,
      });
    }
  }, [open, editing, form]);

  // An empty field says which one it is (租户编码不能为空), as the framework's forms do.
  const required = (label: string) => ({ required: true, whitespace: true, message: t('resource.required', { label: t(label) }) });
  const max = (n: number) => ({ max: n, message: formatMessage(catalogue.max, { max: n }) });

  const save = async (values: Values) => {
    setSaving(true);
    const settings = {
      platformName: values.platformName.trim(),
      expireAt: values.expireAt ? values.expireAt.format(DATE) : null,
      icpNumber: (values.icpNumber ?? '').trim(),
      captchaType: values.captchaType,
      doubleFactorLogin: values.doubleFactorLogin,
    };
    try {
      if (creating) {
        const res = await http.post<Envelope<TenantCreated>>(
          TENANT_PATH,
          {
            ...settings,
            code: values.code.trim(),
            tenantIdStr: values.tenantIdStr.trim(),
            adminUsername: values.adminUsername.trim(),
            ...(values.doubleFactorLogin ? { adminMobile: values.adminMobile?.trim() } : {}),
          },
          { silent: true },
        );
        onCreated(res.data);
      } else {
        await http.put(`${TENANT_PATH}/${editing.id}`, settings, { silent: true });
        message.success(t('system.tenantAdmin.saved'));
        onSaved();
      }
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else message.error(error instanceof HttpError && error.message ? error.message : t('common.submitFailure'));
    } finally {
      setSaving(false);
    }
  };

  // Renewal is mostly "one more year from the current expiry (or today, when already past)".
  const renewYear = () => {
    const current = form.getFieldValue('expireAt') as Dayjs | null;
    const from = current && current.isAfter(dayjs()) ? current : dayjs();
    form.setFieldValue('expireAt', from.add(1, 'year'));
  };

  return (
    <Modal
      open={open}
      title={creating ? t('system.tenantAdmin.add') : t('system.tenantAdmin.editTitle', { name: editing.platformName })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving }}
      width={620}
      forceRender
    >
      <Form<Values>
        form={form}
        name="tenantForm"
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 17 }}
        onFinish={save}
        initialValues={{ captchaType: 'blockPuzzle', doubleFactorLogin: false, adminUsername: 'admin', icpNumber: '', expireAt: dayjs().add(1, 'year') }}
        disabled={saving}
      >
        {creating && (
          <Form.Item
            name="code"
            label={t('system.tenantAdmin.code')}
            extra={t('system.tenantAdmin.codeHint')}
            rules={[required('system.tenantAdmin.code'), max(63), { pattern: TENANT_CODE_PATTERN, message: catalogue.tenantCode }]}
          >
            <Input placeholder={t('system.tenantAdmin.codePlaceholder')} autoComplete="off" maxLength={63} />
          </Form.Item>
        )}
        <Form.Item name="platformName" label={t('system.tenantAdmin.platformName')} rules={[required('system.tenantAdmin.platformName'), max(TENANT_NAME_MAX)]}>
          <Input maxLength={TENANT_NAME_MAX} />
        </Form.Item>
        {creating && (
          <Form.Item name="tenantIdStr" label={t('system.tenantAdmin.tenantIdStr')} rules={[required('system.tenantAdmin.tenantIdStr'), max(TENANT_ID_STR_MAX)]}>
            <Input maxLength={TENANT_ID_STR_MAX} />
          </Form.Item>
        )}
        <Form.Item label={t('system.tenantAdmin.expireAt')} extra={t('system.tenantAdmin.expireHint')}>
          <Space>
            <Form.Item name="expireAt" noStyle>
              <DatePicker format={DATE} allowClear placeholder={t('system.tenantAdmin.never')} />
            </Form.Item>
            <Button onClick={renewYear}>{t('system.tenantAdmin.renewYear')}</Button>
          </Space>
        </Form.Item>
        <Form.Item name="icpNumber" label={t('system.tenantAdmin.icpNumber')} rules={[max(TENANT_ICP_MAX)]}>
          <Input maxLength={TENANT_ICP_MAX} />
        </Form.Item>
        <Form.Item name="captchaType" label={t('system.tenantSettings.captchaType')}>
          <Select options={TENANT_CAPTCHA_TYPES.map((value) => ({ value, label: t(`system.tenantSettings.captchaTypes.${value}`) }))} />
        </Form.Item>
        <Form.Item name="doubleFactorLogin" label={t('system.tenantSettings.doubleFactorLogin')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {creating && (
          <>
            <Form.Item
              name="adminUsername"
              label={t('system.tenantAdmin.adminUsername')}
              extra={t('system.tenantAdmin.adminUsernameHint')}
              rules={[required('system.tenantAdmin.adminUsername'), max(TENANT_ADMIN_USERNAME_MAX), { pattern: TENANT_ADMIN_USERNAME_PATTERN, message: catalogue.invalid }]}
            >
              <Input maxLength={TENANT_ADMIN_USERNAME_MAX} autoComplete="off" />
            </Form.Item>
            {twoFactor && (
              <Form.Item
                name="adminMobile"
                label={t('system.tenantAdmin.adminMobile')}
                extra={t('system.tenantAdmin.adminMobileHint')}
                rules={[required('system.tenantAdmin.adminMobile'), { pattern: MOBILE, message: catalogue.mobile }]}
              >
                <Input maxLength={11} inputMode="numeric" />
              </Form.Item>
            )}
          </>
        )}
      </Form>
    </Modal>
  );
}
