import { ROOM_STATE } from '@zhwy/contracts';
import { Badge, Descriptions, Drawer, Empty, Flex, Space, Spin, Table, Tag, Tooltip, Typography, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel } from '../../platform/dict/dictionary.ts';
import { useEnvelope } from '../../platform/http/useEnvelope.ts';
import { RoomLinks } from '../hierarchy/RoomLinks.tsx';
import { type RoomPath, pickerApi } from '../pickers/api.ts';
import { StateDiagramLayout } from '../state-diagram/StateDiagramLayout.tsx';
import { useCommunityPlace } from '../state-diagram/useCommunityPlace.ts';
import { type RoomFound, RoomSearchBox, RoomSearchResult } from './RoomSearch.tsx';

type Diagram = {
  building: { id: number; buildingName: string };
  units: { id: number; unitName: string }[];
  floors: number[];
  /** [id, unitId or 0, floor, roomNo, state, residents] */
  rooms: [number, number, number, string, string, number][];
  counts: Record<string, number>;
  /** [roomId, owed] of the rooms owing on bills due by today. */
  owing: [number, string][];
};
type RoomDetail = {
  room: { id: number; roomNo: string; floor: number; state: string; buildingName: string; unitName: string | null; buildingArea: string | null; roomUse: string };
};

/** The ROOM_STATE tones as cell colours (antd's status colours of the theme). */
const useToneColours = () => {
  const { token } = theme.useToken();
  const tone: Record<string, { bg: string; border: string }> = {
    default: { bg: token.colorFillQuaternary, border: token.colorBorder },
    warning: { bg: token.colorWarningBg, border: token.colorWarningBorder },
    success: { bg: token.colorSuccessBg, border: token.colorSuccessBorder },
    processing: { bg: token.colorInfoBg, border: token.colorInfoBorder },
    error: { bg: token.colorErrorBg, border: token.colorErrorBorder },
  };
  return (state: string) => tone[ROOM_STATE.tones?.[state as keyof typeof ROOM_STATE.tones] ?? 'default'];
};

/**
 * 房态图: choose a community and a building; the building is drawn floor by floor (top first) and unit by unit,
 * each room a cell in its state's colour, with the counts per state; a room opens a drawer with its residents, cars
 * and parking spaces (masked, each a link to its row). It opens on the user's current community and its first building.
 * A room typed in its search box (302, or 3-2-302: building-unit-room) is shown: its building drawn, the rooms found
 * outlined and the first scrolled into view; the box says when the community has none.
 */
export function RoomStatePage() {
  const { t } = useTranslation();
  const colours = useToneColours();
  const { areas, areaId, chooseArea, places: buildings, placeId: buildingId, setPlaceId: setBuildingId, noPlaces } = useCommunityPlace(pickerApi.buildings);
  const [roomId, setRoomId] = useState<number | null>(null);
  // A building's (lot's) diagram stays drawn under its spinner while another of the community loads; a detail is never another's.
  const { data: diagram, loading } = useEnvelope<Diagram>(buildingId ? `/api/base/room-state/building/${buildingId}` : null, { keepWithin: areaId });
  const { data: detail } = useEnvelope<RoomDetail>(roomId === null ? null : `/api/base/room-state/room/${roomId}`);
  const stateLabel = (value: string) => dictLabel(ROOM_STATE.code, value, 'base');
  const { token } = theme.useToken();
  /** The search's rooms, and the one shown (scrolled to). */
  const [found, setFound] = useState<RoomFound | null>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const foundIds = useMemo(() => new Set(found?.rooms.map((r) => r.id)), [found]);
  const show = (room: RoomPath) => {
    setFocus(room.id);
    if (room.buildingId !== buildingId) setBuildingId(room.buildingId);
  };
  const onFound = (next: RoomFound | null) => {
    setFound(next);
    setFocus(null);
    // The current building's first room found, else the first found (its building is drawn).
    const first = next && (next.rooms.find((r) => r.buildingId === buildingId) ?? next.rooms[0]);
    if (first) show(first);
  };
  // The room shown is scrolled into view once its building is drawn.
  useEffect(() => {
    if (focus === null || !diagram) return;
    document.querySelector(`.zh-room-cell[data-room="${focus}"]`)?.scrollIntoView({ block: 'center', inline: 'center', behavior: 'smooth' });
  }, [focus, diagram]);

  /** Columns: one per unit (or one without units); rows: the floors, top first; a cell holds that floor's rooms of the unit. */
  const grid = useMemo(() => {
    if (!diagram) return null;
    const units = diagram.units.length > 0 ? diagram.units : [{ id: 0, unitName: t('base.roomState.noUnit') }];
    const cells = new Map<string, Diagram['rooms']>();
    for (const room of diagram.rooms) {
      const key = `${room[2]}|${diagram.units.length > 0 ? room[1] : 0}`;
      cells.set(key, [...(cells.get(key) ?? []), room]);
    }
    return { units, cells, owed: new Map(diagram.owing) };
  }, [diagram, t]);

  // The states with their counts.
  const legend = diagram && (
    <Space wrap size={4}>
      {ROOM_STATE.values.map((v) => (
        <Tag key={v} style={{ background: colours(v).bg, borderColor: colours(v).border, color: 'inherit' }} data-state={v}>
          {stateLabel(v)} {diagram.counts[v] ?? 0}
        </Tag>
      ))}
      <Tag color="error" data-state="owing">
        {t('base.roomState.owing')} {diagram.owing.length}
      </Tag>
    </Space>
  );
  return (
    <StateDiagramLayout
      choices={[
        {
          label: t('base.roomState.community'),
          width: 220,
          options: areas.map((a) => ({ value: a.id, label: a.areaName })),
          value: areaId,
          onChange: (v) => {
            chooseArea(v);
            setFound(null);
            setFocus(null);
          },
        },
        { label: t('base.roomState.building'), width: 220, options: buildings.map((b) => ({ value: b.id, label: b.buildingName })), value: buildingId, onChange: setBuildingId, disabled: !areaId },
      ]}
      search={<RoomSearchBox key={areaId} areaId={areaId} onFound={onFound} />}
      found={found && <RoomSearchResult found={found} current={focus ?? undefined} onShow={show} />}
      title={diagram ? `${diagram.building.buildingName} · ${t('base.roomState.counts', { n: diagram.rooms.length })}` : t('base.roomState.title')}
      legend={legend}
      drawer={
        <Drawer open={roomId !== null} onClose={() => setRoomId(null)} title={detail ? t('base.roomState.roomTitle', { name: `${detail.room.buildingName}-${detail.room.unitName ? `${detail.room.unitName}-` : ''}${detail.room.roomNo}` }) : ''} size={Math.min(520, window.innerWidth)} destroyOnHidden>
          {detail && (
            <Flex vertical gap={16}>
              <Descriptions bordered size="small" column={1} styles={{ label: { width: 130 } }}>
                <Descriptions.Item label={t('base.room.fields.roomNo')}>{detail.room.roomNo}</Descriptions.Item>
                <Descriptions.Item label={t('base.room.fields.floor')}>{t('base.pickers.floorN', { n: detail.room.floor })}</Descriptions.Item>
                <Descriptions.Item label={t('base.room.fields.state')}>
                  <Tag style={{ background: colours(detail.room.state).bg, borderColor: colours(detail.room.state).border }}>{stateLabel(detail.room.state)}</Tag>
                </Descriptions.Item>
                <Descriptions.Item label={t('base.room.fields.buildingArea')}>{detail.room.buildingArea ?? ''}</Descriptions.Item>
              </Descriptions>
              <RoomLinks roomId={detail.room.id} />
            </Flex>
          )}
        </Drawer>
      }
    >
        <Spin spinning={loading}>
          {!diagram || !grid ? (
            <Empty description={t(noPlaces ? 'base.roomState.noBuildings' : 'base.roomState.chooseBuilding')} />
          ) : diagram.rooms.length === 0 ? (
            <Empty description={t('base.roomState.empty')} />
          ) : (
            <Table
              size="small"
              bordered
              pagination={false}
              rowKey={(floor) => floor}
              dataSource={diagram.floors}
              scroll={{ x: 'max-content', y: 'calc(100vh - 320px)' }}
              columns={[
                { title: t('base.roomState.floor'), key: 'floor', width: 72, fixed: 'left', render: (_: unknown, floor: number) => <Typography.Text strong>{t('base.pickers.floorN', { n: floor })}</Typography.Text> },
                ...grid.units.map((unit) => ({
                  title: unit.unitName,
                  key: `u${unit.id}`,
                  render: (_: unknown, floor: number) => (
                    <Flex gap={4} wrap={false}>
                      {(grid.cells.get(`${floor}|${unit.id}`) ?? []).map(([id, , , roomNo, state, residents]) => (
                        <Tooltip key={id} title={[roomNo, stateLabel(state), ...(grid.owed.has(id) ? [t('base.roomState.owed', { amount: grid.owed.get(id) })] : [])].join(' · ')}>
                          <button
                            type="button"
                            className="zh-room-cell"
                            data-state={state}
                            data-room={id}
                            data-found={foundIds.has(id) || undefined}
                            data-owing={grid.owed.has(id) || undefined}
                            aria-current={id === focus || undefined}
                            onClick={() => setRoomId(id)}
                            style={{
                              minWidth: 64,
                              padding: '4px 6px',
                              borderRadius: 4,
                              cursor: 'pointer',
                              border: `1px solid ${colours(state).border}`,
                              background: colours(state).bg,
                              font: 'inherit',
                              textAlign: 'left',
                              // A room owing on bills due by today (收费状态): a red bar on its left.
                              ...(grid.owed.has(id) ? { borderLeft: `4px solid ${token.colorError}` } : {}),
                              // A room the search found: outlined in the theme's colour, the one shown thicker.
                              ...(foundIds.has(id) ? { outline: `${id === focus ? 3 : 2}px solid ${token.colorPrimary}`, outlineOffset: 1 } : {}),
                            }}
                          >
                            <Badge count={residents} size="small" offset={[6, -2]} color="#8c8c8c">
                              <span>{roomNo}</span>
                            </Badge>
                          </button>
                        </Tooltip>
                      ))}
                    </Flex>
                  ),
                })),
              ]}
            />
          )}
        </Spin>
    </StateDiagramLayout>
  );
}
