import { BILL_CODES, Building } from '@zhwy/contracts';
import { Button, Card, Col, Flex, Form, Row, Select, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../platform/access/access.tsx';
import { dictOptions } from '../../platform/dict/dictionary.ts';
import { RefSelect } from '../../platform/resource/fields.tsx';
import { type ViewColumn, useListView } from '../../platform/resource/index.ts';
import { RowSelect } from '../../platform/resource/RowSelect.tsx';
import { usePagedList } from '../../platform/resource/usePagedList.ts';
import { FeeNoticeButton } from '../notice/FeeNoticeButton.tsx';

const PATH = '/api/zhwy/fee-bill/arrears';
const BUCKETS = ['days0to30', 'days31to90', 'days91to180', 'over180'] as const;
type Bucket = (typeof BUCKETS)[number];

type ArrearsRow = {
  areaId: number;
  payerKind: string;
  roomId: number | null;
  parkingSpaceId: number | null;
  carId: number | null;
  bills: number;
  owed: string;
  oldestDue: string | null;
  overdueDays: number;
  labels?: Record<string, string>;
} & Record<Bucket, string>;
type Totals = { payers: number; owed: string } & Record<Bucket, string>;
type Filters = { areaId?: number; buildingId?: number; payerKind?: string };

/** The payer's name: the room's 楼栋-单元-房号, the space's number or the car's (masked) plate. */
const payerOf = (row: ArrearsRow) =>
  row.labels?.roomId ?? row.labels?.parkingSpaceId ?? row.labels?.carId ?? String(row.roomId ?? row.parkingSpaceId ?? row.carId ?? '');

const rowKeyOf = (row: ArrearsRow) => `${row.payerKind}-${row.roomId ?? row.parkingSpaceId ?? row.carId}`;

/** Amounts arrive as decimal strings ("630.98"): shown as they are, right-aligned, zero greyed. */
const amount = (value: string) => (value === '0.00' ? <Typography.Text type="secondary">0.00</Typography.Text> : value);

/**
 * 欠费清单: who owes on bills due by today (rooms, parking spaces, cars), how much, and for how long (0–30, 31–90,
 * 91–180, over 180 days overdue), most owed first; the totals over every payer of the search above the list.
 */
export function ArrearsPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const areaId = Form.useWatch('areaId', form);
  const { rows, extra, loading, search, reload, pagination } = usePagedList<ArrearsRow, { totals: Totals }>(PATH);
  const [searched, setSearched] = useState(false);
  const totals = extra?.totals;
  // 发送催缴: rooms of the page on screen are chosen (a parking space's or car's row is not); another page starts with none.
  const { can } = useAccess();
  const [chosen, setChosen] = useState<{ rows: ArrearsRow[]; keys: string[] }>({ rows: [], keys: [] });
  const chosenKeys = chosen.rows === rows ? chosen.keys : [];
  const chosenRooms = rows.filter((row) => chosenKeys.includes(rowKeyOf(row)) && row.roomId !== null).map((row) => row.roomId!);
  const roomName = (roomId: number) => {
    const row = rows.find((r) => r.roomId === roomId);
    return row ? payerOf(row) : String(roomId);
  };

  const columns: ViewColumn<ArrearsRow>[] = [
    { key: 'payer', title: t('fee.arrears.payer'), width: 150, fixed: 'left', render: (_: unknown, row) => payerOf(row) },
    { key: 'areaId', title: t('fee.arrears.community'), width: 130, ellipsis: true, render: (_: unknown, row) => row.labels?.areaId ?? row.areaId },
    { key: 'bills', title: t('fee.arrears.bills'), dataIndex: 'bills', width: 90, align: 'right' },
    { key: 'owed', title: t('fee.arrears.owed'), dataIndex: 'owed', width: 100, align: 'right', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { key: 'oldestDue', title: t('fee.arrears.oldestDue'), dataIndex: 'oldestDue', width: 110 },
    { key: 'overdueDays', title: t('fee.arrears.overdueDays'), dataIndex: 'overdueDays', width: 80, align: 'right' },
    ...BUCKETS.map((bucket): ViewColumn<ArrearsRow> => ({ key: bucket, title: t(`fee.arrears.${bucket}`), dataIndex: bucket, width: 100, align: 'right', render: amount })),
  ];
  const listView = useListView('fee.arrears', columns, reload);

  const onSearch = (values: Filters) => {
    setSearched(true);
    search({ areaId: values.areaId?.toString(), buildingId: values.buildingId?.toString(), payerKind: values.payerKind });
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Form<Filters> form={form} name="arrearsSearch" layout="inline" onFinish={onSearch} style={{ rowGap: 12 }}>
          <Form.Item name="areaId" label={t('fee.arrears.community')}>
            <RefSelect target="base.community" allowClear style={{ width: 200 }} placeholder={t('fee.arrears.allCommunities')} onChange={() => form.setFieldValue('buildingId', undefined)} />
          </Form.Item>
          <Form.Item name="buildingId" label={t('fee.arrears.building')}>
            <RowSelect entity={Building} shows={['buildingName']} search="buildingName" filter={areaId ? { areaId } : undefined} disabled={!areaId} placeholder={t('fee.arrears.allBuildings')} style={{ width: 180 }} allowClear />
          </Form.Item>
          <Form.Item name="payerKind" label={t('fee.arrears.payerKind')}>
            <Select allowClear style={{ width: 140 }} options={dictOptions('fee_payer_kind', 'fee')} placeholder={t('fee.arrears.allPayers')} />
          </Form.Item>
          <Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit">
                {t('common.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  onSearch({});
                }}
              >
                {t('common.reset')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        <Row gutter={[16, 16]} data-testid="arrears-totals">
          <Col xs={12} md={4}>
            <Statistic title={t('fee.arrears.payers')} value={totals?.payers ?? 0} loading={loading && !searched && !totals} />
          </Col>
          <Col xs={12} md={4}>
            <Statistic title={t('fee.arrears.totalOwed')} value={totals?.owed ?? '0.00'} valueStyle={{ color: '#cf1322' }} />
          </Col>
          {BUCKETS.map((bucket) => (
            <Col xs={12} md={4} key={bucket}>
              <Statistic title={t(`fee.arrears.${bucket}`)} value={totals?.[bucket] ?? '0.00'} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card
        className={listView.cardClassName}
        title={t('fee.arrears.listTitle')}
        extra={
          <Flex gap={8} wrap>
            <FeeNoticeButton kind="rooms" ids={chosenRooms} roomName={roomName} onDone={() => setChosen({ rows, keys: [] })} />
            {listView.controls}
          </Flex>
        }
      >
        <Table<ArrearsRow>
          rowKey={rowKeyOf}
          rowSelection={
            can(BILL_CODES.notice)
              ? {
                  selectedRowKeys: chosenKeys,
                  onChange: (keys) => setChosen({ rows, keys: keys.map(String) }),
                  getCheckboxProps: (row) => ({ disabled: row.roomId === null, 'aria-label': t('fee.notice.choose', { name: payerOf(row) }) }),
                }
              : undefined
          }
          size={listView.size}
          columns={listView.columns}
          dataSource={rows}
          loading={loading}
          // The columns' widths: a 1440 px screen shows them all.
          scroll={{ x: 1060 }}
          tableLayout="fixed"
          pagination={pagination}
        />
      </Card>
    </Flex>
  );
}
