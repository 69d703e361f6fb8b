import { DeleteOutlined, EditOutlined, MinusSquareOutlined, PlusOutlined, PlusSquareOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { ComDepartment, DEPARTMENT_TREE_PATH, type DepartmentNode, PERMISSIONS } from '@zhwy/contracts';
import { App, Button, Card, Empty, Flex, Form, Input, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, useAccess } from '../../platform/access/access.tsx';
import { type Envelope, http } from '../../platform/http/client.ts';
import { EnumTag, type ViewColumn, formatDateTime, useListView, useRefLabels } from '../../platform/resource/index.ts';
import { type DepartmentRow, areaCount, countNodes, parentIds, tableRows } from './department-tree.ts';
import { DepartmentFormModal, type DepartmentTarget } from './DepartmentFormModal.tsx';

const CODES = PERMISSIONS.department;

/** The communities of a department as a count; their names on hover. */
function AreaCount({ areaIds }: { areaIds: string }) {
  const { t } = useTranslation();
  const count = areaCount(areaIds);
  const ids = count > 0 ? areaIds.split(',').filter(Boolean).map(Number) : [];
  const labels = useRefLabels('base.community', ids);
  if (count === 0) return <Typography.Text type="secondary">{t('system.department.noCommunities')}</Typography.Text>;
  const names = ids.map((id) => labels.get(id) ?? `#${id}`);
  return (
    <Tooltip title={names.join('、')}>
      <Tag color="blue" style={{ cursor: 'default' }}>
        {t('system.department.communities', { count })}
      </Tag>
    </Tooltip>
  );
}

/**
 * 部门管理 (as RuoYi's): the tenant's departments as an expandable tree table (name, leader, phone, communities,
 * order, status, created), searched by name (matches keep their path); 新增 a top-level department, per row 新增下级,
 * 编辑 (a new parent moves the department with its subtree) and 删除 after a confirmation (the server refuses a
 * department with sub-departments or users, and says how many).
 */
export function DepartmentPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { can } = useAccess();
  // What the table shows answers one request (the searched name, and a sequence number a reload moves on).
  const [request, setRequest] = useState({ name: '', seq: 0 });
  const [loaded, setLoaded] = useState<{ request: typeof request; tree: DepartmentNode[] } | null>(null);
  const [expanded, setExpanded] = useState<number[]>([]);
  // Every opening of the form is a new form (its own antd store): a reused store would keep the last opening's values.
  const [form, setForm] = useState<{ target: DepartmentTarget | null; seq: number }>({ target: null, seq: 0 });
  const setTarget = useCallback((target: DepartmentTarget | null) => setForm((f) => ({ target, seq: target ? f.seq + 1 : f.seq })), []);
  const [searchForm] = Form.useForm<{ departmentName?: string }>();
  const tree = useMemo(() => loaded?.tree ?? [], [loaded]);
  const rows = useMemo(() => tableRows(tree), [tree]);
  const loading = loaded?.request !== request;
  const name = request.name;

  useEffect(() => {
    let live = true;
    http.get<Envelope<DepartmentNode[]>>(DEPARTMENT_TREE_PATH, { departmentName: request.name || undefined }).then(
      (res) => {
        if (!live) return;
        setLoaded({ request, tree: res.data });
        // Everything open: a property company's tree is small, and a search shows its matches in place.
        setExpanded(parentIds(res.data));
      },
      // The client has shown why; the table keeps what it had.
      () => live && setLoaded((previous) => ({ request, tree: previous?.tree ?? [] })),
    );
    return () => {
      live = false;
    };
  }, [request]);
  const reload = useCallback(() => setRequest((r) => ({ ...r, seq: r.seq + 1 })), []);

  const remove = async (node: DepartmentNode) => {
    try {
      await http.delete(ComDepartment.paths.remove!.replace(':id', String(node.id)));
      message.success(t('system.department.deleted'));
      reload();
    } catch {
      // the server's reason (sub-departments or users, counted) has been shown
    }
  };

  const allOpen = expanded.length > 0 && expanded.length === parentIds(tree).length;
  const canAct = can([CODES.add, CODES.edit, CODES.delete]);
  const label = (field: string) => t(`system.department.fields.${field}`);
  const columns = useMemo((): ViewColumn<DepartmentRow>[] => {
    const list: ViewColumn<DepartmentRow>[] = [
      { key: 'departmentName', dataIndex: 'departmentName', title: label('departmentName'), width: 220, ellipsis: true },
      {
        key: 'leaderName',
        dataIndex: 'leaderName',
        title: label('leaderId'),
        width: 130,
        ellipsis: true,
        render: (value: string | null) => value ?? <Typography.Text type="secondary">{t('system.department.noLeader')}</Typography.Text>,
      },
      { key: 'phone', dataIndex: 'phone', title: label('phone'), width: 130 },
      { key: 'areaIds', dataIndex: 'areaIds', title: label('areaIds'), width: 110, render: (value: string) => <AreaCount areaIds={value} /> },
      { key: 'orderby', dataIndex: 'orderby', title: label('orderby'), width: 80, align: 'center' },
      {
        key: 'status',
        dataIndex: 'status',
        title: label('status'),
        width: 80,
        align: 'center',
        render: (value: string) => <EnumTag entity={ComDepartment} name="status" field={ComDepartment.fields.status!} value={value} />,
      },
      { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 165, render: formatDateTime },
    ];
    if (canAct) {
      list.push({
        key: 'actions',
        title: t('common.actions'),
        width: 250,
        fixed: 'right',
        render: (_: unknown, { node }) => (
          <Flex gap={0} wrap>
            <Auth code={CODES.add}>
              <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'create', parent: node })}>
                {t('system.department.addChild')}
              </Button>
            </Auth>
            <Auth code={CODES.edit}>
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setTarget({ mode: 'edit', node })}>
                {t('common.edit')}
              </Button>
            </Auth>
            <Auth code={CODES.delete}>
              <Popconfirm
                title={t('system.department.deleteConfirm', { name: node.departmentName })}
                description={node.children.length > 0 ? t('system.department.deleteHasChildren') : undefined}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(node)}
              >
                <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            </Auth>
          </Flex>
        ),
      });
    }
    return list;
    // remove and label only read t and reload, which these cover.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, canAct, reload, setTarget]);

  const listView = useListView('system.department', columns, reload);

  const search = ({ departmentName }: { departmentName?: string }) => setRequest((r) => ({ name: (departmentName ?? '').trim(), seq: r.seq + 1 }));
  const total = countNodes(tree);

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form form={searchForm} layout="inline" onFinish={search} name="department-search">
          <Form.Item name="departmentName" label={label('departmentName')}>
            <Input allowClear maxLength={50} placeholder={t('system.department.namePlaceholder')} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  searchForm.resetFields();
                  setRequest((r) => ({ name: '', seq: r.seq + 1 }));
                }}
              >
                {t('common.reset')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      </Card>
      <Card
        className={listView.cardClassName}
        title={
          <Flex align="baseline" gap={8}>
            {t('system.department.listTitle')}
            {name && <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>{t('system.department.matches', { count: total })}</Typography.Text>}
          </Flex>
        }
        extra={
          <Flex gap={8}>
            <Button icon={allOpen ? <MinusSquareOutlined /> : <PlusSquareOutlined />} onClick={() => setExpanded(allOpen ? [] : parentIds(tree))} disabled={total === 0}>
              {t(allOpen ? 'system.department.collapseAll' : 'system.department.expandAll')}
            </Button>
            <Auth code={CODES.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'create' })}>
                {t('common.add')}
              </Button>
            </Auth>
            {listView.controls}
          </Flex>
        }
      >
        <Table<DepartmentRow>
          rowKey="id"
          size={listView.size}
          columns={listView.columns}
          dataSource={rows}
          loading={loading}
          pagination={false}
          scroll={{ x: 1150 }}
          expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys as number[]), indentSize: 20 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={name ? t('system.department.matches', { count: 0 }) : t('system.department.emptyHint')} /> }}
        />
      </Card>
      <DepartmentFormModal key={form.seq} target={form.target} tree={tree} onClose={() => setTarget(null)} onSaved={reload} />
    </Flex>
  );
}
