import { Card, Col, DatePicker, Flex, Form, Row, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel } from '../../platform/dict/dictionary.ts';
import { type Envelope, http } from '../../platform/http/client.ts';
import { RefSelect } from '../../platform/resource/fields.tsx';
import { Chart, type ChartOption } from './Chart.tsx';

type Collected = { receivable: string; received: string; uncollected: string; rate: string };
type Stats = {
  totals: Collected;
  byMonth: ({ month: string } & Collected)[];
  byFeeType: ({ feeType: string } & Collected)[];
  byCommunity: ({ areaId: number; labels?: Record<string, string> } & Collected)[];
};
type Filters = { areaId?: number; year: Dayjs };

// Decimal strings to chart values: the chart draws, the cards and the table show the exact strings.
const num = (value: string) => Number(value);

/**
 * 收费统计: a year's receivable, received, uncollected and collection rate, by month (bars and the rate's line), by
 * fee type, and by community; for all the caller's communities or one.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({ year: dayjs() });
  const [stats, setStats] = useState<Stats | null>(null);
  const [loading, setLoading] = useState(true);
  const year = filters.year.year();

  useEffect(() => {
    let live = true;
    http
      .get<Envelope<Stats>>('/api/zhwy/fee-bill/statistics', { year, ...(filters.areaId ? { areaId: filters.areaId } : {}) })
      .then((res) => live && setStats(res.data))
      .catch(() => live && setStats(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [year, filters.areaId]);

  const series = useMemo(() => ({ receivable: t('fee.statistics.receivable'), received: t('fee.statistics.received'), rate: t('fee.statistics.rate') }), [t]);
  const byMonth = useMemo((): ChartOption => {
    const months = stats?.byMonth ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [series.receivable, series.received, series.rate] },
      grid: { left: 56, right: 56, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: months.map((m) => m.month.slice(5)) },
      yAxis: [
        { type: 'value', name: t('fee.statistics.yuan') },
        { type: 'value', name: '%', max: 100, min: 0 },
      ],
      series: [
        { name: series.receivable, type: 'bar', data: months.map((m) => num(m.receivable)), itemStyle: { color: '#91caff' } },
        { name: series.received, type: 'bar', data: months.map((m) => num(m.received)), itemStyle: { color: '#1677ff' } },
        { name: series.rate, type: 'line', yAxisIndex: 1, data: months.map((m) => num(m.rate)), itemStyle: { color: '#52c41a' } },
      ],
    };
  }, [stats, series, t]);
  const byType = useMemo((): ChartOption => {
    const types = stats?.byFeeType ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [series.receivable, series.received] },
      grid: { left: 56, right: 16, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: types.map((row) => dictLabel('fee_item_type', row.feeType, 'fee')) },
      yAxis: { type: 'value', name: t('fee.statistics.yuan') },
      series: [
        { name: series.receivable, type: 'bar', data: types.map((row) => num(row.receivable)), itemStyle: { color: '#91caff' } },
        { name: series.received, type: 'bar', data: types.map((row) => num(row.received)), itemStyle: { color: '#1677ff' } },
      ],
    };
  }, [stats, series, t]);

  const totals = stats?.totals;
  const amountColumn = (key: keyof Collected) => ({ key, title: t(`fee.statistics.${key}`), dataIndex: key, align: 'right' as const, width: 120 });
  return (
    <Flex vertical gap={16}>
      <Card>
        <Form<Filters>
          name="statisticsSearch"
          layout="inline"
          initialValues={filters}
          onValuesChange={(_, values) => {
            setLoading(true);
            setFilters({ areaId: values.areaId, year: values.year ?? dayjs() });
          }}
        >
          <Form.Item name="areaId" label={t('fee.statistics.community')}>
            <RefSelect target="base.community" allowClear style={{ width: 200 }} placeholder={t('fee.statistics.allCommunities')} />
          </Form.Item>
          <Form.Item name="year" label={t('fee.statistics.year')}>
            <DatePicker picker="year" allowClear={false} />
          </Form.Item>
        </Form>
      </Card>
      <Row gutter={[16, 16]} data-testid="collection-totals">
        {(['receivable', 'received', 'uncollected'] as const).map((key) => (
          <Col xs={12} md={6} key={key}>
            <Card size="small">
              <Statistic title={t(`fee.statistics.${key}`)} value={totals?.[key] ?? '0.00'} loading={loading} suffix={t('fee.statistics.yuan')} />
            </Card>
          </Col>
        ))}
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('fee.statistics.rate')} value={totals?.rate ?? '0.00'} loading={loading} suffix="%" valueStyle={{ color: '#389e0d' }} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('fee.statistics.byMonth', { year })} size="small">
            <Chart option={byMonth} label={t('fee.statistics.byMonth', { year })} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('fee.statistics.byFeeType')} size="small">
            <Chart option={byType} label={t('fee.statistics.byFeeType')} />
          </Card>
        </Col>
      </Row>
      <Card title={t('fee.statistics.byCommunity')} size="small">
        <Table
          rowKey="areaId"
          size="small"
          loading={loading}
          dataSource={stats?.byCommunity ?? []}
          pagination={false}
          scroll={{ x: 640 }}
          columns={[
            { key: 'areaId', title: t('fee.statistics.community'), render: (_: unknown, row: Stats['byCommunity'][number]) => row.labels?.areaId ?? row.areaId },
            amountColumn('receivable'),
            amountColumn('received'),
            amountColumn('uncollected'),
            { ...amountColumn('rate'), render: (rate: string) => `${rate}%` },
          ]}
        />
      </Card>
    </Flex>
  );
}
