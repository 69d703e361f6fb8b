import { BASE_PERMISSIONS, Building, Floor, Room, Unit } from '@zhwy/contracts';
import { App, Button, Form, Modal, Popconfirm, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { type Page, http } from '../../platform/http/client.ts';
import { ResourcePage } from '../../platform/resource/index.ts';
import type { Row } from '../../platform/resource/derive.ts';
import { BatchWizard } from './BatchWizard.tsx';
import { RoomLinks } from './RoomLinks.tsx';
import { placeTree } from '../place-tree/place-tree.ts';

/** The building list's tree: its communities; the unit and floor lists': community → building. */
const BUILDING_TREE = placeTree({ community: 'areaId' });
const UNIT_TREE = placeTree({ community: 'areaId', building: 'buildingId' });
const FLOOR_TREE = placeTree({ community: 'areaId', building: 'buildingId' });

/** 楼栋管理: the framework's page with 批量生成 beside 新增 (both start in the community chosen in the tree). */
export function BuildingPage() {
  return <ResourcePage entity={Building} nameField="buildingName" tree={BUILDING_TREE} toolbar={(reload) => <BatchWizard onDone={reload} />} />;
}

/** 单元管理, with the community → building tree. */
export function UnitPage() {
  return <ResourcePage entity={Unit} nameField="unitName" tree={UNIT_TREE} />;
}

/** 设置楼层长: a resident of the floor's community, or none. */
function LeaderAction({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const [leaderId, setLeaderId] = useState<number | null>(row.leaderId == null ? null : Number(row.leaderId));
  const name = t('base.pickers.floorN', { n: row.floorNo });
  useEffect(() => {
    if (!open) return;
    void http
      .get<Page<Row>>('/api/base/new-com-resident', { areaId: Number(row.areaId), size: 1000 }, { silent: true })
      .then((page) => setOptions(page.data.map((r) => ({ value: Number(r.id), label: `${r.name} ${r.mobile ?? ''}` }))))
      .catch(() => setOptions([]));
  }, [open, row.areaId]);
  const save = async () => {
    await http.post('/api/base/new-com-building/bindFloorLeader', { id: row.id, leaderId });
    message.success(t('resource.setFieldDone'));
    setOpen(false);
    onDone();
  };
  return (
    <Auth code={BASE_PERMISSIONS.floorLeader}>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('base.hierarchy.leader')}
      </Button>
      <Modal open={open} title={t('base.hierarchy.leaderTitle', { name })} onCancel={() => setOpen(false)} onOk={() => void save()} destroyOnHidden>
        <Form layout="vertical">
          <Form.Item label={t('base.hierarchy.leaderResident')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={options} value={leaderId ?? undefined} onChange={(v) => setLeaderId(v ?? null)} placeholder={t('base.hierarchy.leaderClear')} />
          </Form.Item>
        </Form>
      </Modal>
    </Auth>
  );
}

/** 楼层管理 with 设置楼层长 and the community → building tree. */
export function FloorPage() {
  return <ResourcePage entity={Floor} nameField="floorName" tree={FLOOR_TREE} rowActions={(row, reload) => <LeaderAction row={row} onDone={reload} />} />;
}

/** 出售 (未售), 出租 (空置, 装修中), 退房 (自住, 出租): each behind 房屋状态 and a confirmation; the server checks again. */
const STATE_CALLS = [
  { call: 'sale', from: ['0'] },
  { call: 'rent', from: ['1', '4'] },
  { call: 'leave', from: ['2', '3'] },
] as const;

function StateActions({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const state = String(row.state);
  const name = String(row.roomNo);
  return (
    <Auth code={BASE_PERMISSIONS.roomState}>
      {STATE_CALLS.filter((c) => (c.from as readonly string[]).includes(state)).map(({ call }) => {
        const action = t(`base.hierarchy.${call}`);
        return (
          <Popconfirm
            key={call}
            title={t('base.hierarchy.stateConfirm', { name, action })}
            onConfirm={async () => {
              await http.post(`/api/zhwy/room-status/${call}`, { roomId: row.id });
              message.success(t('base.hierarchy.stateDone', { name, action }));
              onDone();
            }}
          >
            <Button type="link" size="small">
              {action}
            </Button>
          </Popconfirm>
        );
      })}
    </Auth>
  );
}

/** The room list's tree: community → building → unit. */
const ROOM_TREE = placeTree({ community: 'areaId', building: 'buildingId', unit: 'unitId' });

/**
 * 房屋管理 with the state calls, the community → building → unit tree beside the list (ordered by building, unit and
 * number), the search by number or path (3-2-302), and the room's residents, cars and spaces in its detail.
 */
export function RoomPage() {
  return (
    <ResourcePage
      entity={Room}
      nameField="roomNo"
      tree={ROOM_TREE}
      searchFields={['roomNo', 'state', 'floor', 'layout', 'roomUse', 'buildingArea']}
      rowActions={(row, reload) => <StateActions row={row} onDone={reload} />}
      detailExtra={(row) => <RoomLinks roomId={Number(row.id)} />}
    />
  );
}
