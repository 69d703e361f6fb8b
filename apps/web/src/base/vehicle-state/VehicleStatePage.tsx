import { CAR_TYPE, SPACE_STATE, SPACE_TYPE } from '@zhwy/contracts';
import { Descriptions, Drawer, Empty, Flex, Space, Spin, Table, Tag, Tooltip, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel } from '../../platform/dict/dictionary.ts';
import { type Envelope, http } from '../../platform/http/client.ts';
import { useEnvelope } from '../../platform/http/useEnvelope.ts';
import { StateDiagramLayout } from '../state-diagram/StateDiagramLayout.tsx';
import { useCommunityPlace } from '../state-diagram/useCommunityPlace.ts';

type LotOption = { id: number; parkingNo: string; parkingName: string; spaces: number };
type Diagram = {
  lot: { id: number; parkingName: string };
  floors: number[];
  /** [id, floor, spaceNo, state, spaceType, plates (masked, comma-separated; '' for none)] */
  spaces: [number, number, string, string, string, string][];
  counts: Record<string, number>;
  /** [spaceId, owed] of the spaces owing (their own bills and their cars') on bills due by today. */
  owing: [number, string][];
};
/** A community's parking lots, for the lot select (one function for every render: useCommunityPlace). */
const lotsOf = (areaId: number) => http.get<Envelope<LotOption[]>>(`/api/base/vehicle-state/lots/${areaId}`).then((answer) => answer.data);
type SpaceDetail = {
  space: { id: number; spaceNo: string; floor: number; spaceType: string; state: string; area: string | null; parkingName: string; userName: string | null; startDate: string | null; endDate: string | null };
  cars: { id: number; plateNo: string; carType: string; ownerName: string; status: string; owed: string }[];
  owed: { space: string; cars: string; total: string };
};

/** The 收费状态 colours (the room-state diagram's: its owing tag is the theme's error colour): nothing owed green, owing red. */
const useOwingColours = () => {
  const { token } = theme.useToken();
  return {
    clear: { bg: token.colorSuccessBg, border: token.colorSuccessBorder, text: token.colorSuccessText },
    owing: { bg: token.colorErrorBg, border: token.colorErrorBorder, text: token.colorErrorText },
  };
};

/**
 * 车辆状态图 (toll centre): choose a community and a parking lot; every space of the lot is a tile, floor by floor
 * (top first), with its number, state and the plates of the cars registered on it (masked), green when nothing is
 * owed and red when the space or its cars owe on bills due by today (the amount on the tile); the counts per state
 * and of the owing beside the title. A tile opens a drawer with the space, its cars and what each owes. It opens on
 * the user's current community and its first lot.
 */
export function VehicleStatePage() {
  const { t } = useTranslation();
  const colours = useOwingColours();
  const { areas, areaId, chooseArea, places: lots, placeId: lotId, setPlaceId: setLotId, noPlaces } = useCommunityPlace(lotsOf);
  const [spaceId, setSpaceId] = useState<number | null>(null);
  // A building's (lot's) diagram stays drawn under its spinner while another of the community loads; a detail is never another's.
  const { data: diagram, loading } = useEnvelope<Diagram>(lotId ? `/api/base/vehicle-state/lot/${lotId}` : null, { keepWithin: areaId });
  const { data: detail } = useEnvelope<SpaceDetail>(spaceId === null ? null : `/api/base/vehicle-state/space/${spaceId}`);
  const stateLabel = (value: string) => dictLabel(SPACE_STATE.code, value, 'base');
  const floorLabel = (floor: number) => t(floor < 0 ? 'base.parkingSpace.batch.floorBelow' : 'base.parkingSpace.batch.floorAbove', { n: Math.abs(floor) });

  const byFloor = useMemo(() => {
    if (!diagram) return null;
    const floors = new Map<number, Diagram['spaces']>(diagram.floors.map((floor) => [floor, []]));
    for (const space of diagram.spaces) floors.get(space[1])?.push(space);
    return { floors, owed: new Map(diagram.owing) };
  }, [diagram]);

  const legend = diagram && (
    <Space wrap size={4}>
      {SPACE_STATE.values.map((v) => (
        <Tag key={v} data-state={v}>
          {stateLabel(v)} {diagram.counts[v] ?? 0}
        </Tag>
      ))}
      <Tag style={{ background: colours.clear.bg, borderColor: colours.clear.border, color: colours.clear.text }} data-state="clear">
        {t('base.vehicleState.clear')} {diagram.spaces.length - diagram.owing.length}
      </Tag>
      <Tag color="error" data-state="owing">
        {t('base.vehicleState.owing')} {diagram.owing.length}
      </Tag>
    </Space>
  );
  return (
    <StateDiagramLayout
      choices={[
        { label: t('base.vehicleState.community'), width: 220, options: areas.map((a) => ({ value: a.id, label: a.areaName })), value: areaId, onChange: chooseArea },
        {
          label: t('base.vehicleState.lot'),
          width: 260,
          options: lots.map((lot) => ({ value: lot.id, label: t('base.vehicleState.lotOption', { name: lot.parkingName, n: lot.spaces }) })),
          value: lotId,
          onChange: setLotId,
          disabled: !areaId,
        },
      ]}
      title={diagram ? `${diagram.lot.parkingName} · ${t('base.vehicleState.counts', { n: diagram.spaces.length })}` : t('base.vehicleState.title')}
      legend={legend}
      drawer={
          <Drawer
            open={spaceId !== null}
            onClose={() => setSpaceId(null)}
            title={detail ? t('base.vehicleState.spaceTitle', { name: `${detail.space.parkingName} ${detail.space.spaceNo}` }) : ''}
            size={Math.min(560, window.innerWidth)}
            destroyOnHidden
          >
            {detail && (
              <Flex vertical gap={16}>
                <Descriptions bordered size="small" column={1} styles={{ label: { width: 130 } }}>
                  <Descriptions.Item label={t('base.parkingSpace.fields.spaceNo')}>{detail.space.spaceNo}</Descriptions.Item>
                  <Descriptions.Item label={t('base.parkingSpace.fields.floor')}>{floorLabel(detail.space.floor)}</Descriptions.Item>
                  <Descriptions.Item label={t('base.parkingSpace.fields.spaceType')}>{dictLabel(SPACE_TYPE.code, detail.space.spaceType, 'base')}</Descriptions.Item>
                  <Descriptions.Item label={t('base.parkingSpace.fields.state')}>
                    <Tag color={SPACE_STATE.tones?.[detail.space.state as keyof typeof SPACE_STATE.tones]}>{stateLabel(detail.space.state)}</Tag>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('base.parkingSpace.fields.area')}>{detail.space.area ?? ''}</Descriptions.Item>
                  <Descriptions.Item label={t('base.parkingSpace.fields.residentId')}>{detail.space.userName ?? ''}</Descriptions.Item>
                  <Descriptions.Item label={t('base.parkingSpace.fields.startDate')}>{detail.space.startDate ?? ''}</Descriptions.Item>
                  <Descriptions.Item label={t('base.parkingSpace.fields.endDate')}>{detail.space.endDate ?? ''}</Descriptions.Item>
                </Descriptions>
                <Descriptions bordered size="small" column={1} styles={{ label: { width: 130 } }} data-testid="space-owed">
                  <Descriptions.Item label={t('base.vehicleState.owedSpace')}>{t('base.vehicleState.yuan', { amount: detail.owed.space })}</Descriptions.Item>
                  <Descriptions.Item label={t('base.vehicleState.owedCars')}>{t('base.vehicleState.yuan', { amount: detail.owed.cars })}</Descriptions.Item>
                  <Descriptions.Item label={t('base.vehicleState.owedTotal')}>
                    <Typography.Text strong type={detail.owed.total === '0.00' ? 'success' : 'danger'}>
                      {t('base.vehicleState.yuan', { amount: detail.owed.total })}
                    </Typography.Text>
                  </Descriptions.Item>
                </Descriptions>
                <Table
                  size="small"
                  bordered
                  pagination={false}
                  rowKey="id"
                  title={() => t('base.vehicleState.cars')}
                  locale={{ emptyText: t('base.vehicleState.noCar') }}
                  dataSource={detail.cars}
                  columns={[
                    { title: t('base.car.fields.plateNo'), dataIndex: 'plateNo', key: 'plateNo' },
                    { title: t('base.car.fields.carType'), dataIndex: 'carType', key: 'carType', render: (value: string) => dictLabel(CAR_TYPE.code, value, 'base') },
                    { title: t('base.car.fields.ownerName'), dataIndex: 'ownerName', key: 'ownerName' },
                    {
                      title: t('base.vehicleState.owing'),
                      dataIndex: 'owed',
                      key: 'owed',
                      align: 'right',
                      render: (value: string) => <Typography.Text type={value === '0.00' ? undefined : 'danger'}>{value}</Typography.Text>,
                    },
                  ]}
                />
              </Flex>
            )}
          </Drawer>
      }
    >
        <Spin spinning={loading}>
          {!diagram || !byFloor ? (
            <Empty description={t(noPlaces ? 'base.vehicleState.noLots' : 'base.vehicleState.chooseLot')} />
          ) : diagram.spaces.length === 0 ? (
            <Empty description={t('base.vehicleState.empty')} />
          ) : (
            <Flex vertical gap={12}>
              {diagram.floors.map((floor) => (
                <section key={floor} aria-label={floorLabel(floor)}>
                  <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
                    {floorLabel(floor)}
                  </Typography.Text>
                  <Flex gap={8} wrap>
                    {(byFloor.floors.get(floor) ?? []).map(([id, , spaceNo, state, , plates]) => {
                      const owed = byFloor.owed.get(id);
                      const tone = owed ? colours.owing : colours.clear;
                      const cars = plates ? plates.split(',') : [];
                      return (
                        <Tooltip key={id} title={[spaceNo, stateLabel(state), ...cars, ...(owed ? [t('base.vehicleState.owed', { amount: owed })] : [])].join(' · ')}>
                          <button
                            type="button"
                            className="zh-space-tile"
                            data-space={id}
                            data-state={state}
                            data-owing={owed ? true : undefined}
                            onClick={() => setSpaceId(id)}
                            style={{
                              width: 128,
                              minHeight: 76,
                              padding: '6px 8px',
                              borderRadius: 6,
                              cursor: 'pointer',
                              border: `1px solid ${tone.border}`,
                              borderLeft: `4px solid ${tone.text}`,
                              background: tone.bg,
                              font: 'inherit',
                              textAlign: 'left',
                              display: 'flex',
                              flexDirection: 'column',
                              gap: 2,
                            }}
                          >
                            <Flex justify="space-between" align="center" gap={4} style={{ width: '100%' }}>
                              <Typography.Text strong ellipsis>
                                {spaceNo}
                              </Typography.Text>
                              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                                {stateLabel(state)}
                              </Typography.Text>
                            </Flex>
                            <Typography.Text style={{ fontSize: 12 }} type={cars.length ? undefined : 'secondary'} ellipsis>
                              {cars.length === 0 ? t('base.vehicleState.noCar') : cars.length === 1 ? cars[0] : `${cars[0]} ${t('base.vehicleState.moreCars', { n: cars.length - 1 })}`}
                            </Typography.Text>
                            {owed && <span style={{ fontSize: 12, color: tone.text, fontWeight: 600 }}>{t('base.vehicleState.owed', { amount: owed })}</span>}
                          </button>
                        </Tooltip>
                      );
                    })}
                  </Flex>
                </section>
              ))}
            </Flex>
          )}
        </Spin>
    </StateDiagramLayout>
  );
}
