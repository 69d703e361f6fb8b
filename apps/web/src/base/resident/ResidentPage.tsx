import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Resident, permissionOf } from '@zhwy/contracts';
import { Button, Card, Flex, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import {
  ListTreeLayout,
  ResourceDetail,
  ResourceSearchForm,
  ResourceTable,
  ResourceToolbar,
  type Row,
  TREE_SEARCH_SPAN,
  forgetRefOptions,
  titleKey,
  useBatchSelection,
  useLinkedDetail,
  useListTree,
  useResourceList,
} from '../../platform/resource/index.ts';
import { placeTree } from '../place-tree/place-tree.ts';
import { DeleteResidentAction, ExportUnmaskedButton, ResidentRooms, RoomPathLabel, UnmaskAction } from './ResidentExtras.tsx';
import { ResidentForm, type ResidentTarget } from './ResidentForm.tsx';
import { VerifiedTag } from './MobileCaptcha.tsx';

/**
 * Search fields: the three a front desk types first (name, and the mobile's and ID number's last four digits, which
 * the masked list shows), then the room (3-2-302 finds it) and the type. The community and building are the tree's.
 */
const SEARCH = ['name', 'mobile', 'idCardNo', 'roomId', 'residentType'] as const;
const nameOf = (row: Row) => String(row.name ?? '');
/** The resident list's tree: community → building (a resident's building is its first room's). */
const RESIDENT_TREE = placeTree({ community: 'areaId', building: 'buildingId' });

/**
 * 住户管理: the framework's search, table, import/export and detail over the list the server masks (张**,
 * 138****8000); the form is this page's (the writes are the spec's insertNewComResident / updateNewComResident: the
 * ID rules, a room for a new resident, the mobile's SMS check). 查看明文 and 导出明文 with base:resident:unmask; the
 * detail lists the rooms (each a link to it). A mobile confirmed by its SMS code carries the 已验证 tag in the list and
 * the detail. Beside the list, the community → building tree; rows chosen by their checkboxes are deleted together
 * (all or none, each checked by the server: one still bound to a room refuses the lot).
 */
export function ResidentPage() {
  const { t } = useTranslation();
  const tree = useListTree(RESIDENT_TREE);
  const list = useResourceList(Resident, tree.filter ? { fixedQuery: tree.filter } : undefined);
  const { reload } = list;
  const [target, setTarget] = useState<ResidentTarget | null>(null);
  const [detail, setDetail] = useState<Row | null>(null);
  useLinkedDetail(Resident, setDetail);
  const selection = useBatchSelection(Resident, list, nameOf);
  const changed = useCallback(() => {
    forgetRefOptions('base.resident');
    reload();
  }, [reload]);

  return (
    <ListTreeLayout state={tree}>
      <Flex vertical gap={16}>
        <Card size="small">
          <ResourceSearchForm entity={Resident} list={list} fields={SEARCH} span={TREE_SEARCH_SPAN} />
        </Card>
        <Card
          className="zh-resource-list"
          title={t('resource.listTitle', { name: t(titleKey(Resident)) })}
          extra={
            <Space wrap size={8}>
              <Auth code={permissionOf(Resident, 'add')}>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'create' })}>
                  {t('common.add')}
                </Button>
              </Auth>
              <ResourceToolbar entity={Resident} list={list} selection={selection} onCreate={() => setTarget({ mode: 'create' })} onChanged={changed} />
              <ExportUnmaskedButton params={list.params} />
            </Space>
          }
        >
          <ResourceTable
            entity={Resident}
            list={list}
            rowSelection={selection.rowSelection}
            columns={{
              name: {
                render: (value: unknown, row: Row) => (
                  <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(row)} style={{ padding: 0, height: 'auto' }} title={t('resource.detail')}>
                    {String(value ?? '')}
                  </Button>
                ),
              },
              mobile: {
                render: (value: unknown, row: Row) => (
                  <Space size={4} wrap={false}>
                    {String(value ?? '')}
                    {row.mobileVerified === '1' && <VerifiedTag />}
                  </Space>
                ),
              },
            }}
            actions={(row) => (
              <Space size={0} wrap={false}>
                <UnmaskAction row={row} />
                <Auth code={permissionOf(Resident, 'edit')}>
                  <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', row })}>
                    {t('common.edit')}
                  </Button>
                </Auth>
                <DeleteResidentAction row={row} onDone={changed} />
              </Space>
            )}
          />
        </Card>
        <ResidentForm target={target} onClose={() => setTarget(null)} onSaved={changed} />
        <ResourceDetail
          entity={Resident}
          row={detail}
          title={detail ? nameOf(detail) : undefined}
          onClose={() => setDetail(null)}
          render={{
            buildingId: (_value, row) => <RoomPathLabel roomId={row.roomId} part="building" />,
            roomId: (value) => <RoomPathLabel roomId={value} />,
            roomName: (_value, row) => <ResidentRooms residentId={row.id} />,
          }}
        />
      </Flex>
    </ListTreeLayout>
  );
}
