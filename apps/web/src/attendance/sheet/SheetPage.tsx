import { ATTENDANCE_PATHS, ATTENDANCE_SHEET_EXPORT, type MonthlySheetRow } from '@zhwy/contracts';
import { Button, Card, DatePicker, Flex, Form, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { type Envelope, http } from '../../platform/http/client.ts';
import { progressText, useDownload } from '../../platform/resource/index.ts';
import { DepartmentInput } from '../rule/inputs.tsx';

type Filters = { departmentId?: number; month?: Dayjs };
const COUNTS = ['workDays', 'normalDays', 'lateDays', 'earlyDays', 'absentDays', 'outOfRange'] as const;

/**
 * 考勤月报: a department's month per staff member (working days so far; on time, late, early leave, absent; clocks
 * outside the radius), names masked, with its export.
 */
export function SheetPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`attendance.sheet.${key}`);
  const [form] = Form.useForm<Filters>();
  const [rows, setRows] = useState<MonthlySheetRow[]>([]);
  const [query, setQuery] = useState<{ departmentId: number; month: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const { start, progress, busy } = useDownload();

  const search = async ({ departmentId, month }: Filters) => {
    if (!departmentId || !month) return;
    const next = { departmentId, month: month.format('YYYY-MM') };
    setLoading(true);
    try {
      setRows((await http.get<Envelope<MonthlySheetRow[]>>(ATTENDANCE_PATHS.monthlySheet, next)).data);
      setQuery(next);
    } catch {
      // the client has shown why
    } finally {
      setLoading(false);
    }
  };

  const columns = [
    { key: 'staffName', dataIndex: 'staffName', title: k('staffName'), width: 160 },
    ...COUNTS.map((count) => ({
      key: count,
      dataIndex: count,
      title: k(count),
      width: 110,
      align: 'right' as const,
      render: (value: number) => (value > 0 && count !== 'workDays' && count !== 'normalDays' ? <Typography.Text type="warning">{value}</Typography.Text> : value),
    })),
  ];

  return (
    <Flex vertical gap={16}>
      <Card>
        <Form<Filters> form={form} name="attendanceSheet" layout="inline" onFinish={search} initialValues={{ month: dayjs() }} style={{ rowGap: 12 }}>
          <Form.Item name="departmentId" label={k('department')} rules={[{ required: true, message: k('pickDepartment') }]}>
            <DepartmentInput placeholder={k('pickDepartment')} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="month" label={k('month')} rules={[{ required: true }]}>
            <DatePicker picker="month" format="YYYY-MM" allowClear={false} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={loading}>
                {k('search')}
              </Button>
              <Auth code={ATTENDANCE_SHEET_EXPORT}>
                <Button
                  disabled={!query}
                  loading={busy}
                  onClick={() => query && void start({ method: 'GET', path: ATTENDANCE_PATHS.monthlyExport, query, fileName: `考勤月报-${query.month}.xlsx` })}
                >
                  {progress ? progressText(progress) : k('export')}
                </Button>
              </Auth>
            </Flex>
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {k('hint')}
        </Typography.Paragraph>
      </Card>
      <Card>
        <Table<MonthlySheetRow> rowKey="userId" size="middle" columns={columns} dataSource={rows} loading={loading} pagination={false} scroll={{ x: 820 }} />
      </Card>
    </Flex>
  );
}
