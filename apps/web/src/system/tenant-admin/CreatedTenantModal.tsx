import { CopyOutlined } from '@ant-design/icons';
import type { TenantCreated } from '@zhwy/contracts';
import { Alert, App, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { tenantLoginUrl } from './login-url.ts';

/**
 * Shown once after a tenant is created: its login address, the first administrator's account and initial password
 * (the server keeps only a hash), with a copy button and the warning that it will not be shown again.
 */
export function CreatedTenantModal({ created, onClose }: { created: TenantCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const url = created ? tenantLoginUrl(created.tenant.code, window.location) : null;

  const copy = async () => {
    if (!created) return;
    const text = t('system.tenantAdmin.copyText', { url: url ?? created.tenant.code, username: created.username, password: created.password });
    try {
      await navigator.clipboard.writeText(text);
      message.success(t('system.tenantAdmin.copied'));
    } catch {
      message.error(t('system.tenantAdmin.copyFailed'));
    }
  };

  return (
    <Modal
      open={created !== null}
      title={t('system.tenantAdmin.createdTitle')}
      onCancel={onClose}
      maskClosable={false}
      keyboard={false}
      width={560}
      footer={[
        <Button key="copy" icon={<CopyOutlined />} onClick={copy}>
          {t('system.tenantAdmin.copy')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('system.tenantAdmin.closeCreated')}
        </Button>,
      ]}
    >
      {created && (
        <>
          <Typography.Paragraph>{t('system.tenantAdmin.createdIntro', { name: created.tenant.platformName })}</Typography.Paragraph>
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
            {url && (
              <Descriptions.Item label={t('system.tenantAdmin.loginUrl')}>
                <Typography.Text copyable>{url}</Typography.Text>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('system.tenantAdmin.account')}>
              <Typography.Text strong data-testid="created-username">
                {created.username}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('system.tenantAdmin.initialPassword')}>
              <Typography.Text strong code data-testid="created-password">
                {created.password}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Alert style={{ marginTop: 16 }} type="warning" showIcon title={t('system.tenantAdmin.createdOnce')} />
        </>
      )}
    </Modal>
  );
}
