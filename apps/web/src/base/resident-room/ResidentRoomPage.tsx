import { LinkOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { ResidentRoom, permissionOf } from '@zhwy/contracts';
import { App, Button, Card, Col, Flex, Form, Popconfirm, Row as GridRow, Space, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { dictLabel } from '../../platform/dict/dictionary.ts';
import { http } from '../../platform/http/client.ts';
import { type Criteria, FieldInput, ResourceTable, type Row, forgetRefOptions, labelKey, stripInput, titleKey, useResourceList } from '../../platform/resource/index.ts';
import { RoomPicker } from '../pickers/index.ts';
import { BindForm, type BindTarget } from './BindForm.tsx';

const UNBIND = '/api/base/new-resident-room/unbind/:id';
const ROOM = '/api/base/comRoom/:id';
const SPAN = { xs: 24, md: 12, xl: 6 };

/** The state (房屋状态) of each room on the page, read once per list load; absent without the room list's code. */
function useRoomStates(rows: Row[]) {
  const [states, setStates] = useState<Record<number, string>>({});
  const ids = [...new Set(rows.map((row) => Number(row.roomId)).filter(Boolean))].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!ids) return;
    let live = true;
    void Promise.all(
      ids.split(',').map((id) =>
        http.get<{ id: number; state?: string }>(ROOM.replace(':id', id), undefined, { silent: true }).then(
          (room) => [Number(id), String(room.state ?? '')] as const,
          () => [Number(id), ''] as const,
        ),
      ),
    ).then((pairs) => live && setStates(Object.fromEntries(pairs)));
    return () => {
      live = false;
    };
  }, [ids, rows]);
  return states;
}

/** 解绑 with a confirmation naming the resident and the room; the room's state follows (server). */
function UnbindAction({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const unbind = async () => {
    try {
      await http.post(UNBIND.replace(':id', String(row.id)));
    } catch {
      return;
    }
    void message.success(t('base.residentRoom.messages.unbindDone'));
    onDone();
  };
  return (
    <Auth code={permissionOf(ResidentRoom, 'delete')}>
      <Popconfirm
        title={t('base.residentRoom.messages.unbindConfirm', { name: String(row.residentName ?? ''), room: String(row.roomName ?? '') })}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={unbind}
      >
        <Button type="link" size="small" danger>
          {t('base.residentRoom.messages.unbind')}
        </Button>
      </Popconfirm>
    </Auth>
  );
}

/**
 * 房屋绑定: who lives in which room, as what (业主/家属/租户), since and until when. Searched by resident name, room
 * (the hierarchy's picker), relation and community; each row shows its room's state now. 绑定房屋, 编辑 (relation,
 * dates, remark) and 解绑, each behind its code.
 */
export function ResidentRoomPage() {
  const { t } = useTranslation();
  const list = useResourceList(ResidentRoom);
  const { reload } = list;
  const [form] = Form.useForm<Criteria>();
  const [target, setTarget] = useState<BindTarget | null>(null);
  const states = useRoomStates(list.rows);
  const changed = useCallback(() => {
    forgetRefOptions('base.resident');
    reload();
  }, [reload]);
  const label = (field: string) => t(labelKey(ResidentRoom, field));
  const input = (field: 'residentName' | 'relation') => (
    <FieldInput
      field={ResidentRoom.fields[field]}
      module="base"
      mode="search"
      placeholder={t(ResidentRoom.fields[field].kind === 'text' ? 'resource.inputPlaceholder' : 'resource.selectPlaceholder', { label: label(field) })}
    />
  );

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form form={form} name="residentRoom-search" onFinish={(values) => list.search(values)} labelWrap className="zh-resource-search">
          <GridRow gutter={[16, 0]} wrap>
            <Col {...SPAN}>
              <Form.Item name="residentName" label={label('residentName')} normalize={stripInput}>
                {input('residentName')}
              </Form.Item>
            </Col>
            <Col {...SPAN}>
              <Form.Item name="roomId" label={label('roomId')}>
                <RoomPicker placeholder={t('resource.selectPlaceholder', { label: label('roomId') })} />
              </Form.Item>
            </Col>
            <Col {...SPAN}>
              <Form.Item name="relation" label={label('relation')}>
                {input('relation')}
              </Form.Item>
            </Col>
            <Col flex="auto">
              <Form.Item>
                <Flex justify="flex-end">
                  <Space wrap>
                    <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                      {t('common.search')}
                    </Button>
                    <Button
                      icon={<ReloadOutlined />}
                      onClick={() => {
                        form.resetFields();
                        list.reset();
                      }}
                    >
                      {t('common.reset')}
                    </Button>
                  </Space>
                </Flex>
              </Form.Item>
            </Col>
          </GridRow>
        </Form>
      </Card>
      <Card
        className="zh-resource-list"
        title={t('resource.listTitle', { name: t(titleKey(ResidentRoom)) })}
        extra={
          <Auth code={permissionOf(ResidentRoom, 'add')}>
            <Button type="primary" icon={<LinkOutlined />} onClick={() => setTarget({ mode: 'create' })}>
              {t('base.residentRoom.messages.bind')}
            </Button>
          </Auth>
        }
      >
        <ResourceTable
          entity={ResidentRoom}
          list={list}
          hide={['residentId']}
          columns={{
            roomName: {
              render: (value: unknown, row: Row) => {
                const state = states[Number(row.roomId)];
                return (
                  <Space size={6}>
                    <span>{String(value ?? '')}</span>
                    {state ? <Tag title={t('base.residentRoom.messages.roomState')}>{dictLabel('com_room_state', state, 'base')}</Tag> : null}
                  </Space>
                );
              },
            },
          }}
          actions={(row) => (
            <Space size={0} wrap={false}>
              <Auth code={permissionOf(ResidentRoom, 'edit')}>
                <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', row })}>
                  {t('common.edit')}
                </Button>
              </Auth>
              <UnbindAction row={row} onDone={changed} />
            </Space>
          )}
        />
      </Card>
      <BindForm target={target} onClose={() => setTarget(null)} onSaved={changed} />
    </Flex>
  );
}
