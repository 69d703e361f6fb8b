import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RoomPath, pickerApi } from '../pickers/api.ts';

/** What a search of the diagram found: the text typed and the rooms (at most 50, in the list's order). */
export type RoomFound = { text: string; rooms: RoomPath[] };

/** A room's path as staff say it: 3号楼-2单元-302. */
export const pathOfRoom = (room: RoomPath) => [room.buildingName, room.unitName, room.roomNo].filter(Boolean).join('-');

/**
 * The diagram's search box: a room number (302) or a path (3-2-302: building-unit-room, the server's searchRooms)
 * in the chosen community; `onFound` gets what it found (null when cleared), and the page shows and highlights it.
 */
export function RoomSearchBox({ areaId, onFound }: { areaId?: number; onFound: (found: RoomFound | null) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const search = async (typed: string) => {
    const text = typed.trim();
    if (!text || !areaId) {
      onFound(null);
      return;
    }
    setBusy(true);
    try {
      onFound({ text, rooms: await pickerApi.searchRooms(text, areaId) });
    } catch {
      onFound({ text, rooms: [] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input.Search
      style={{ width: 300, maxWidth: '100%' }}
      placeholder={t('base.roomState.searchPlaceholder')}
      aria-label={t('base.roomState.search')}
      enterButton={t('base.roomState.search')}
      allowClear
      loading={busy}
      disabled={!areaId}
      onSearch={(text) => void search(text)}
    />
  );
}

/** What the search found: none ("没有找到…"), or the count and each room's path, a click showing it in the diagram. */
export function RoomSearchResult({ found, current, onShow }: { found: RoomFound; current?: number; onShow: (room: RoomPath) => void }) {
  const { t } = useTranslation();
  if (found.rooms.length === 0) {
    return (
      <Typography.Text type="warning" role="status">
        {t('base.roomState.notFound', { text: found.text })}
      </Typography.Text>
    );
  }
  return (
    <Flex role="status" align="center" gap={4} wrap>
      <Typography.Text>{t('base.roomState.found', { n: found.rooms.length })}</Typography.Text>
      {found.rooms.map((room) => (
        <Button
          key={room.id}
          size="small"
          type={room.id === current ? 'primary' : 'default'}
          ghost={room.id === current}
          onClick={() => onShow(room)}
          aria-label={t('base.roomState.showRoom', { name: pathOfRoom(room) })}
        >
          {pathOfRoom(room)}
        </Button>
      ))}
    </Flex>
  );
}
