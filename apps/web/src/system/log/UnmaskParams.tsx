import { EyeOutlined } from '@ant-design/icons';
import { BASE_PERMISSIONS } from '@zhwy/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { type Envelope, http } from '../../platform/http/client.ts';
import type { Row } from '../../platform/resource/index.ts';
import { JsonText } from './columns.tsx';

/** The server's call: one row's parameters in clear, for holders of base:resident:unmask; each use is logged. */
export const LOG_UNMASK = '/zhwy/api/system/cscpLogOperations/getParamsNotDesensitized';

/**
 * The detail drawer's parameters: masked as every read of the log shows them, and 查看明文 for whoever may unmask
 * residents, which asks the server for this row in clear (the server logs it) and shows it in place.
 */
export function UnmaskParams({ value, row }: { value: unknown; row: Row }) {
  const { t } = useTranslation();
  const [clear, setClear] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const res = await http.post<Envelope<{ params: string | null }>>(LOG_UNMASK, { id: row.id });
      setClear(res.data.params ?? '');
    } catch {
      // the client has shown why
    } finally {
      setBusy(false);
    }
  };
  if (clear !== null) {
    return (
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Tag color="warning">{t('system.operationLog.unmasked')}</Tag>
        <JsonText value={clear} />
      </Space>
    );
  }
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <JsonText value={value} />
      {value ? (
        <Auth code={BASE_PERMISSIONS.residentUnmask}>
          <Button size="small" icon={<EyeOutlined />} loading={busy} onClick={() => void open()} data-testid="log-unmask">
            {t('system.operationLog.unmask')}
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('system.operationLog.unmaskNote')}
          </Typography.Text>
        </Auth>
      ) : null}
    </Space>
  );
}
