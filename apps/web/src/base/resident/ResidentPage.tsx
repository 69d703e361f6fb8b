import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Resident, permissionOf } from '@zhwy/contracts';
import { Button, Card, Flex, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { ResourceDetail, ResourceSearchForm, ResourceTable, ResourceToolbar, type Row, forgetRefOptions, titleKey, useBatchSelection, useResourceList } from '../../platform/resource/index.ts';
import { DeleteResidentAction, ExportUnmaskedButton, ResidentRooms, RoomPathLabel, UnmaskAction } from './ResidentExtras.tsx';
import { ResidentForm, type ResidentTarget } from './ResidentForm.tsx';
import { VerifiedTag } from './MobileCaptcha.tsx';

/** Search fields: community, name, ID number, mobile, type (a building is chosen in the hierarchy, not from a flat list). */
const SEARCH = ['areaId', 'name', 'idCardNo', 'mobile', 'residentType'] as const;
const nameOf = (row: Row) => String(row.name ?? '');

/**
 * 住户管理: the framework's search, table, import/export and detail over the list the server masks (张**,
 * 138****8000); the form is this page's (the writes are the spec's insertNewComResident / updateNewComResident: the
 * ID rules, a room for a new resident, the mobile's SMS check). 查看明文 and 导出明文 with base:resident:unmask; the
 * detail lists the rooms. A mobile confirmed by its SMS code carries the 已验证 tag in the list and the detail.
 */
export function ResidentPage() {
  const { t } = useTranslation();
  const list = useResourceList(Resident);
  const { reload } = list;
  const [target, setTarget] = useState<ResidentTarget | null>(null);
  const [detail, setDetail] = useState<Row | null>(null);
  const selection = useBatchSelection(Resident, list, nameOf);
  const changed = useCallback(() => {
    forgetRefOptions('base.resident');
    reload();
  }, [reload]);

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <ResourceSearchForm entity={Resident} list={list} fields={SEARCH} />
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
  );
}
