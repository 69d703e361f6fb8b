import { ResidentRoom } from '@zhwy/contracts';
import { Empty, List, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Page, http } from '../../platform/http/client.ts';
import { PageLink } from '../../platform/pages/PageLink.tsx';
import { EnumTag, type Row, formatDateTime } from '../../platform/resource/index.ts';

const BINDINGS = '/api/base/new-resident-room/getPageList';

/** The resident's rooms in its detail: each live binding with the relation and dates, the room a link to its detail. */
export function ResidentRooms({ residentId }: { residentId: number }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    let live = true;
    http
      .post<Page<Row>>(BINDINGS, { residentId, page: 0, size: 100 }, { silent: true })
      .then((page) => live && setRows(page.data))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [residentId]);
  if (rows === null) return <Spin size="small" />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('base.resident.messages.noRooms')} style={{ margin: 0 }} />;
  return (
    <List
      size="small"
      dataSource={rows}
      renderItem={(binding) => (
        <List.Item style={{ paddingInline: 0 }}>
          <span>
            <PageLink component="base-room" params={{ detail: String(binding.roomId) }}>
              {String(binding.roomName ?? '')}
            </PageLink>{' '}
            <EnumTag entity={ResidentRoom} name="relation" field={ResidentRoom.fields.relation} value={binding.relation} />
          </span>
          <span style={{ color: 'var(--ant-color-text-secondary)' }}>{[binding.startDate, binding.endDate].filter(Boolean).join(' ~ ') || formatDateTime(binding.createTime)}</span>
        </List.Item>
      )}
    />
  );
}
