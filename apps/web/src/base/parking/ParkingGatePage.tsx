import { BASE_PERMISSIONS, ParkingGate } from '@zhwy/contracts';
import { App, Button, Descriptions, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { ResourcePage } from '../../platform/resource/index.ts';
import type { Row } from '../../platform/resource/derive.ts';

type Issued = { gateNo: string; deviceKey: string };

/** The device key, shown once: after the gate's create and after 重置密钥. Closing it forgets the key. */
function KeyDialog({ issued, onClose }: { issued: Issued | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={!!issued} title={t('base.parkingGate.messages.keyTitle')} onCancel={onClose} onOk={onClose} cancelButtonProps={{ style: { display: 'none' } }} maskClosable={false} destroyOnHidden width={640}>
      <Typography.Paragraph type="warning">{t('base.parkingGate.messages.keyOnce')}</Typography.Paragraph>
      <Descriptions column={1} bordered size="small" styles={{ label: { whiteSpace: 'nowrap', width: 120 } }}>
        <Descriptions.Item label={t('base.parkingGate.messages.keyGate')}>{issued?.gateNo}</Descriptions.Item>
        <Descriptions.Item label={t('base.parkingGate.messages.keyValue')}>
          <Typography.Text code copyable={{ tooltips: [t('base.parkingGate.messages.copy'), t('base.parkingGate.messages.copied')] }} data-testid="gate-key">
            {issued?.deviceKey}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

function ResetKey({ row, onIssued }: { row: Row; onIssued: (issued: Issued) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reset = async () => {
    const { data } = await http.post<{ data: { deviceKey: string } }>('/api/base/parkingGate/resetKey', { id: row.id });
    message.success(t('common.submitSuccess'));
    onIssued({ gateNo: String(row.gateNo), deviceKey: data.deviceKey });
  };
  return (
    <Auth code={BASE_PERMISSIONS.parkingGateKey}>
      <Popconfirm title={t('base.parkingGate.messages.resetConfirm', { name: row.gateName })} onConfirm={reset}>
        <Button type="link" size="small">
          {t('base.parkingGate.messages.resetKey')}
        </Button>
      </Popconfirm>
    </Auth>
  );
}

/** 道闸设备: the framework's page; a new gate's key and a reset key are shown once in a dialog. */
export function ParkingGatePage() {
  const [issued, setIssued] = useState<Issued | null>(null);
  return (
    <>
      <ResourcePage
        entity={ParkingGate}
        nameField="gateName"
        onCreated={(row) => setIssued({ gateNo: String(row.gateNo), deviceKey: String(row.deviceKey) })}
        rowActions={(row) => <ResetKey row={row} onIssued={setIssued} />}
      />
      <KeyDialog issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
