import { Resident, ResidentRoom } from '@zhwy/contracts';
import { Form, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel } from '../../platform/dict/dictionary.ts';
import { http } from '../../platform/http/client.ts';
import { FieldInput, ResourcePage, type Row, RowSelect } from '../../platform/resource/index.ts';
import { RoomPicker, pickerApi } from '../pickers/index.ts';

const ROOM = '/api/base/comRoom/:id';

/** A room's state (房屋状态) now, read again with each list load (the row changes); none without the room list's code. */
function RoomState({ row }: { row: Row }) {
  const [state, setState] = useState<string>();
  useEffect(() => {
    let live = true;
    http.get<{ state?: string }>(ROOM.replace(':id', String(row.roomId)), undefined, { silent: true }).then((room) => live && setState(room.state), () => undefined);
    return () => {
      live = false;
    };
  }, [row]);
  return stateTag(state);
}

const stateTag = (state: string | undefined) => (state ? <Tag>{dictLabel('com_room_state', state, 'base')}</Tag> : null);

/**
 * 住户 of a new binding, searched by name as typed (in the caller's communities), each shown as the list shows it
 * (张** 138****8000 110105********002X · 当前房屋); picking one starts the room over within its community.
 */
function ResidentInput({ onArea, ...props }: { onArea: (areaId?: number) => void; placeholder: string; value?: number; onChange?: (id?: number) => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const picked = (row?: Row) => (onArea(row ? Number(row.areaId) : undefined), form.setFieldValue('roomId', undefined));
  return <RowSelect {...props} entity={Resident} shows={RESIDENT_SHOWS} search="name" notFoundContent={t('base.residentRoom.messages.noResident')} onPicked={picked} />;
}
const RESIDENT_SHOWS = ['name', 'mobile', 'idCardNo', 'roomName'];

/** 房屋 of a new binding: the hierarchy's picker in the resident's community, with the room's state now. */
function RoomInput({ areaId, placeholder, value, onChange, id }: { areaId?: number; placeholder: string; value?: number; onChange?: (id?: number) => void; id?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<string>();
  const picked = async (room: number | undefined, path?: { buildingId?: number; floor?: number; unitId?: number }) => {
    onChange?.(room);
    setState(undefined);
    if (!room || !path?.buildingId || path.floor === undefined) return;
    const rooms = await pickerApi.rooms(path.buildingId, path.floor, path.unitId).catch(() => []);
    setState(rooms.find((r) => r.id === room)?.state);
  };
  return (
    <>
      <RoomPicker id={id} value={value} areaId={areaId} disabled={!areaId} placeholder={areaId ? placeholder : t('base.residentRoom.messages.pickResidentFirst')} onChange={(room, path) => void picked(room, path)} />
      {state !== undefined && <Typography.Text type="secondary">{t('base.residentRoom.messages.currentState')} {stateTag(state)}</Typography.Text>}
    </>
  );
}

/**
 * 房屋绑定: who lives in which room, as what (业主/家属/租户), since and until when; each row shows its room's state
 * now. 绑定房屋 picks the resident by name and a room of its community; 编辑 changes the relation, dates and remark;
 * 解绑 ends it (the server keeps the room's state and the resident's first room).
 */
export function ResidentRoomPage() {
  const { t } = useTranslation();
  const [areaId, setAreaId] = useState<number>();
  const locked = (field: 'residentId' | 'roomId') => <FieldInput field={ResidentRoom.fields[field]} module="base" mode="form" disabled />;
  return (
    <ResourcePage
      entity={ResidentRoom}
      nameField="residentName"
      hideColumns={['residentId']}
      lockedOnEdit={['residentId', 'roomId']}
      searchInputs={{ roomId: ({ placeholder }) => <RoomPicker placeholder={placeholder} /> }}
      formInputs={{
        residentId: ({ editing }) => (editing ? locked('residentId') : <ResidentInput onArea={setAreaId} placeholder={t('base.residentRoom.messages.pickResident')} />),
        roomId: ({ editing, placeholder }) => (editing ? locked('roomId') : <RoomInput areaId={areaId} placeholder={placeholder} />),
      }}
      columns={{
        roomName: {
          render: (value: unknown, row: Row) => (
            <Space size={6}>
              <span>{String(value ?? '')}</span>
              <span title={t('base.residentRoom.messages.roomState')}>
                <RoomState row={row} />
              </span>
            </Space>
          ),
        },
      }}
    />
  );
}
