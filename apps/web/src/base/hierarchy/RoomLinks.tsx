import { COMMON_STATUS, RESIDENT_TYPE, SPACE_STATE } from '@zhwy/contracts';
import { Empty, Flex, List, Spin, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel } from '../../platform/dict/dictionary.ts';
import { type Envelope, http } from '../../platform/http/client.ts';
import { PageLink } from '../../platform/pages/PageLink.tsx';

/** What the server answers for a room's links (masked): null for what the reader may not list. */
type Related = {
  residents: { bindingId: number; residentId: number; name: string; mobile: string; relation: string }[];
  cars: { id: number; plateNo: string; ownerName: string; status: string }[] | null;
  spaces: { id: number; label: string; state: string }[] | null;
};

const tag = (dict: string, value: string) => <Tag style={{ marginInlineEnd: 0 }}>{dictLabel(dict, value, 'base')}</Tag>;

function Section<T>({ title, rows, empty, render }: { title: string; rows: T[]; empty: string; render: (row: T) => ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={5} style={{ margin: '16px 0 4px' }}>
        {title} <Typography.Text type="secondary">{rows.length}</Typography.Text>
      </Typography.Title>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} style={{ margin: 0 }} />
      ) : (
        <List size="small" dataSource={rows} renderItem={(row) => <List.Item style={{ paddingInline: 0 }}>{render(row)}</List.Item>} />
      )}
    </section>
  );
}

/**
 * A room's residents, vehicles and parking spaces in its detail (the room list's drawer, the room-state diagram's):
 * each a link to its row on its own page (the detail opens there), personal data masked as the lists show it. Cars
 * and spaces only for a reader of their lists.
 */
export function RoomLinks({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const [related, setRelated] = useState<{ id: number; data: Related | null } | null>(null);
  useEffect(() => {
    let live = true;
    http.get<Envelope<Related>>(`/api/base/comRoom/related/${roomId}`, undefined, { silent: true }).then(
      (answer) => live && setRelated({ id: roomId, data: answer.data }),
      () => live && setRelated({ id: roomId, data: null }),
    );
    return () => {
      live = false;
    };
  }, [roomId]);
  if (!related || related.id !== roomId) return <Spin size="small" style={{ display: 'block', margin: 16 }} />;
  const data = related.data;
  if (!data) return null;
  return (
    <div className="zh-room-links">
      <Section
        title={t('base.links.residents')}
        rows={data.residents}
        empty={t('base.hierarchy.noResidents')}
        render={(r) => (
          <Flex justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
            <PageLink component="base-resident" params={{ detail: String(r.residentId) }}>
              {r.name}
            </PageLink>
            <span>{r.mobile}</span>
            {tag(RESIDENT_TYPE.code, r.relation)}
          </Flex>
        )}
      />
      {data.cars && (
        <Section
          title={t('base.links.cars')}
          rows={data.cars}
          empty={t('base.links.noCars')}
          render={(c) => (
            <Flex justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
              <PageLink component="base-car" params={{ detail: String(c.id) }}>
                {c.plateNo}
              </PageLink>
              <span>{c.ownerName}</span>
              {tag(COMMON_STATUS.code, c.status)}
            </Flex>
          )}
        />
      )}
      {data.spaces && (
        <Section
          title={t('base.links.spaces')}
          rows={data.spaces}
          empty={t('base.links.noSpaces')}
          render={(s) => (
            <Flex justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
              <PageLink component="base-parking-space" params={{ detail: String(s.id) }}>
                {s.label}
              </PageLink>
              {tag(SPACE_STATE.code, s.state)}
            </Flex>
          )}
        />
      )}
    </div>
  );
}
