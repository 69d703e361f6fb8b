import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { PERMISSIONS, SysWorkGroup } from '@zhwy/contracts';
import { App, Button, Card, Flex, Input, Popconfirm, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, useAccess } from '../../platform/access/access.tsx';
import { usePageNavigation } from '../../platform/pages/page-params.ts';
import { LongText, type Row, type ViewColumn, columnSortOrder, useListView, useResourceList } from '../../platform/resource/index.ts';
import { deleteWorkGroup, notifyWorkGroupsChanged, onWorkGroupsChanged } from './work-group-api.ts';

/**
 * 工作组管理 (spec §2 "Work-group list"): one search box whose text is looked for in the name or the description
 * (the spec's `cscpWorkGroupsOr`), 查询, 重置, 新增; columns id, 名称, 描述, 操作 (编辑 opens workgroup-edit with the
 * id kept as a page parameter; 删除 after the spec's confirmation). 13 rows a page; the pager shows only when there
 * is more than one page. The framework's list hook does the paging and sorting.
 */
export function WorkGroupListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { can } = useAccess();
  const { open } = usePageNavigation();
  const list = useResourceList(SysWorkGroup);
  const { reload } = list;
  const [text, setText] = useState('');
  useEffect(() => onWorkGroupsChanged(reload), [reload]);

  const search = () => list.search({ groupName: text, description: text });
  const reset = () => {
    setText('');
    list.reset();
  };
  const remove = async (row: Row) => {
    try {
      await deleteWorkGroup(row.id);
    } catch {
      message.error(t('system.workGroup.deleteFailure'));
      return;
    }
    message.success(t('system.workGroup.deleteSuccess'));
    notifyWorkGroupsChanged();
  };

  const columns: ViewColumn<Row>[] = [
    { key: 'id', dataIndex: 'id', title: t('system.workGroup.fields.id'), width: 90 },
    { key: 'groupName', dataIndex: 'groupName', title: t('system.workGroup.fields.groupName'), width: 240, sorter: true, sortOrder: columnSortOrder(list.sort, 'groupName') },
    { key: 'description', dataIndex: 'description', title: t('system.workGroup.fields.description'), ellipsis: { showTitle: false }, render: (value: unknown) => <LongText value={value} /> },
  ];
  if (can([PERMISSIONS.workGroup.edit, PERMISSIONS.workGroup.delete])) {
    columns.push({
      key: '_actions',
      title: t('common.actions'),
      width: 170,
      fixed: 'right',
      render: (_: unknown, row: Row) => (
        <Space size={0}>
          <Auth code={PERMISSIONS.workGroup.edit}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => open('workgroup-edit', { id: String(row.id) })}>
              {t('common.edit')}
            </Button>
          </Auth>
          <Auth code={PERMISSIONS.workGroup.delete}>
            <Popconfirm
              title={t('system.workGroup.deleteConfirm')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(row)}
            >
              <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </Auth>
        </Space>
      ),
    });
  }

  const listView = useListView('system.workGroup', columns, reload);

  return (
    <Card className={listView.cardClassName} title={t('system.workGroup.listTitle')} extra={listView.controls}>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Space wrap>
          <Input
            aria-label={t('system.workGroup.searchPlaceholder')}
            placeholder={t('system.workGroup.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={search}
            allowClear
            maxLength={50}
            style={{ width: 260 }}
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={search}>
            {t('common.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={reset}>
            {t('common.reset')}
          </Button>
        </Space>
        <Auth code={PERMISSIONS.workGroup.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('workgroup-add')}>
            {t('common.add')}
          </Button>
        </Auth>
      </Flex>
      <Table<Row>
        {...list.tableProps}
        size={listView.size}
        pagination={list.tableProps.pagination && { ...list.tableProps.pagination, hideOnSinglePage: true }}
        columns={listView.columns}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
