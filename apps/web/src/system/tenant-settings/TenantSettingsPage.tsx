import { SafetyOutlined } from '@ant-design/icons';
import {
  CAS_BASE_URL_MAX,
  TENANT_CAPTCHA_TYPES,
  type TenantLoginSettings,
  type TenantLoginSettingsView,
  VALIDATION_MESSAGES,
  formatMessage,
  isCasBaseUrl,
} from '@zhwy/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Result, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../platform/http/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { serverFieldErrors } from '../../platform/resource/index.ts';
import './tenant-settings.css';

const PATH = '/zhwy/api/zhwy_admin/zhwyTenant/loginSettings';
const FIELDS: (keyof TenantLoginSettings)[] = ['doubleFactorLogin', 'captchaType', 'casBaseUrl', 'specialLoginEnabled'];

const valuesOf = (view: TenantLoginSettingsView): TenantLoginSettings => ({
  doubleFactorLogin: view.doubleFactorLogin,
  captchaType: view.captchaType,
  casBaseUrl: view.casBaseUrl,
  specialLoginEnabled: view.specialLoginEnabled,
});

/**
 * 租户设置 (issue 11): the current tenant's login settings for its administrator — SMS two-factor login, the login
 * captcha, the CAS base URL and the special entries. What the server decides beyond them (captchas switched off for
 * the whole server, no SMS provider) is said next to the setting it affects.
 */
export function TenantSettingsPage() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const catalogue = VALIDATION_MESSAGES[locale];
  const { message } = App.useApp();
  const [form] = Form.useForm<TenantLoginSettings>();
  const [view, setView] = useState<TenantLoginSettingsView | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  // Read once, and again on retry (attempt).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    http.get<Envelope<TenantLoginSettingsView>>(PATH).then(
      (res) => {
        if (!live) return;
        setView(res.data);
        form.setFieldsValue(valuesOf(res.data));
      },
      () => live && setFailed(true), // the client has shown why
    );
    return () => {
      live = false;
    };
  }, [form, attempt]);

  const save = async (values: TenantLoginSettings) => {
    setSaving(true);
    try {
      const res = await http.put<Envelope<TenantLoginSettingsView>>(PATH, { ...values, casBaseUrl: values.casBaseUrl.trim() }, { silent: true });
      setView(res.data);
      form.setFieldsValue(valuesOf(res.data));
      message.success(t('system.tenantSettings.saved'));
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      const text = error instanceof HttpError ? error.message : String(error);
      message.error(t('system.tenantSettings.saveFailed', { msg: text || t('common.http.serviceAbnormal') }));
    } finally {
      setSaving(false);
    }
  };

  if (failed) {
    return (
      <Result
        status="warning"
        title={t('system.tenantSettings.loadFailed')}
        extra={
          <Button
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('system.tenantSettings.retry')}
          </Button>
        }
      />
    );
  }

  const smsBlocked = view !== null && !view.smsAvailable;
  return (
    <Card
      loading={!view}
      className="zh-tenant-settings"
      title={
        <Flex align="center" gap={8}>
          <SafetyOutlined />
          {t('system.tenantSettings.loginSecurity')}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('system.tenantSettings.intro')}</Typography.Paragraph>
      <Form<TenantLoginSettings>
        form={form}
        name="tenant-settings"
        layout="horizontal"
        labelCol={{ xs: 24, sm: 7, lg: 6 }}
        wrapperCol={{ xs: 24, sm: 17, lg: 18 }}
        labelWrap
        onFinish={save}
        disabled={saving || !view}
      >
        <Form.Item
          name="doubleFactorLogin"
          label={t('system.tenantSettings.doubleFactorLogin')}
          valuePropName="checked"
          extra={
            <>
              {t('system.tenantSettings.doubleFactorLoginHelp')}
              {smsBlocked && <Alert className="zh-tenant-settings-note" type="warning" showIcon title={t('system.tenantSettings.smsUnavailable')} />}
            </>
          }
        >
          <Switch disabled={smsBlocked && !view?.doubleFactorLogin} />
        </Form.Item>
        <Form.Item
          name="captchaType"
          label={t('system.tenantSettings.captchaType')}
          extra={
            <>
              {t('system.tenantSettings.captchaTypeHelp')}
              {view && !view.captchaServerEnabled && <Alert className="zh-tenant-settings-note" type="info" showIcon title={t('system.tenantSettings.captchaServerOff')} />}
            </>
          }
          rules={[{ required: true, message: catalogue.required }]}
        >
          <Select
            className="zh-tenant-settings-select"
            options={TENANT_CAPTCHA_TYPES.map((type) => ({ value: type, label: t(`system.tenantSettings.captchaTypes.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="casBaseUrl"
          label={t('system.tenantSettings.casBaseUrl')}
          extra={t('system.tenantSettings.casBaseUrlHelp')}
          validateFirst
          rules={[
            { max: CAS_BASE_URL_MAX, message: formatMessage(catalogue.max, { max: CAS_BASE_URL_MAX }) },
            { validator: async (_, value: string | undefined) => (isCasBaseUrl((value ?? '').trim()) ? undefined : Promise.reject(new Error(catalogue.httpUrl))) },
          ]}
        >
          <Input placeholder={t('system.tenantSettings.casBaseUrlPlaceholder')} maxLength={CAS_BASE_URL_MAX} inputMode="url" allowClear />
        </Form.Item>
        <Form.Item
          name="specialLoginEnabled"
          label={t('system.tenantSettings.specialLoginEnabled')}
          valuePropName="checked"
          extra={t('system.tenantSettings.specialLoginEnabledHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item wrapperCol={{ xs: 24, sm: { span: 17, offset: 7 }, lg: { span: 18, offset: 6 } }}>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('system.tenantSettings.save')}
            </Button>
            <Button onClick={() => view && form.setFieldsValue(valuesOf(view))}>{t('system.tenantSettings.reset')}</Button>
          </Flex>
        </Form.Item>
      </Form>
    </Card>
  );
}
