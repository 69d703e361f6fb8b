import type { EntityDef } from '@zhwy/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../access/access.tsx';
import { request } from '../http/client.ts';
import { callOf } from './calls.ts';
import type { Row } from './derive.ts';

/** Whether the caller may read the entity's personal data in clear here: its getUnmasked call and unmask code. */
export const useCanUnmask = (entity: EntityDef): boolean => {
  const { can } = useAccess();
  return !!callOf(entity, 'getUnmasked') && !!entity.unmask && can(entity.unmask);
};

/** 查看明文: the row read again in clear through the entity's getUnmasked call (which the server logs), for the page to show. */
export function UnmaskButton({ entity, row, onRead }: { entity: EntityDef; row: Row; onRead: (clear: Row) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const call = callOf(entity, 'getUnmasked');
  const allowed = useCanUnmask(entity);
  if (!allowed || !call) return null;
  const read = async () => {
    setBusy(true);
    try {
      onRead(await request<Row>(call.method, call.path, { body: { id: row.id } }));
    } catch {
      // the client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="link" size="small" loading={busy} onClick={() => void read()}>
      {t('resource.unmask')}
    </Button>
  );
}
