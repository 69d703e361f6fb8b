import { BASE_PERMISSIONS, ParkingSpace } from '@zhwy/contracts';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { ResourcePage } from '../../platform/resource/index.ts';
import type { Row } from '../../platform/resource/derive.ts';
import { SpaceBatchButton } from './SpaceBatch.tsx';
import { SpaceUserSelect } from './SpaceUserSelect.tsx';

/** 退出: a sold or rented space back to 空闲 after the server's arrears check, behind its code and a confirmation. */
function OutAction({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (String(row.state) === '0') return null;
  const out = async () => {
    setBusy(true);
    try {
      await http.post('/api/base/parkingSpace/out', { id: row.id });
      message.success(t('base.parkingSpace.messages.outDone'));
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Auth code={BASE_PERMISSIONS.parkingSpaceOut}>
      <Popconfirm title={t('base.parkingSpace.messages.outConfirm', { name: row.spaceNo })} onConfirm={out}>
        <Button type="link" size="small" danger loading={busy}>
          {t('base.parkingSpace.messages.out')}
        </Button>
      </Popconfirm>
    </Auth>
  );
}

/** 车位管理: the framework's page with 退出 on spaces in use, 批量新增 beside 新增, 使用人 searched in the space's community. */
export function ParkingSpacePage() {
  return (
    <ResourcePage
      entity={ParkingSpace}
      nameField="spaceNo"
      rowActions={(row, reload) => <OutAction row={row} onDone={reload} />}
      toolbar={(reload) => <SpaceBatchButton onDone={reload} />}
      formInputs={{ residentId: () => <SpaceUserSelect /> }}
    />
  );
}
