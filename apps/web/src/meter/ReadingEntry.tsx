import { METER_READING_PATHS, MeterReading, type ReadingSheetRow, VALIDATION_MESSAGES, formatDecimal, formatMessage, parseDecimal, permissionOf } from '@zhwy/contracts';
import { Alert, App, Button, DatePicker, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../platform/access/access.tsx';
import { type Envelope, http } from '../platform/http/client.ts';
import { HttpError } from '../platform/http/errors.ts';
import { useLocaleStore } from '../platform/i18n/index.ts';
import { RefSelect, labelKey, serverFieldErrors } from '../platform/resource/index.ts';

type Header = { buildingId?: number; feeItemId?: number; period?: Dayjs; readingDate?: Dayjs; reader?: string };
const HEADER_FIELDS = ['buildingId', 'feeItemId', 'period', 'readingDate', 'reader'] as const;

/** A row still to be read this month: no reading of the month yet, none of a later month. */
const open = (row: ReadingSheetRow) => row.readingId === null && row.laterPeriod === null;

/**
 * 抄表录入: one building, fee item and month; each room's meter with its previous reading and an input for the
 * current one, the usage shown as typed (exact hundredths, as the server computes it). The readings are saved in one
 * call, all or none; a reading below the previous one, or the server's refusal of a row, shows under its input.
 */
export function ReadingEntryButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const [visible, setVisible] = useState(false);
  const [form] = Form.useForm<Header>();
  const header = Form.useWatch([], form) as Header | undefined;
  const [loaded, setLoaded] = useState<{ key: string; rows: ReadingSheetRow[] } | null>(null);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const k = (key: string, params?: Record<string, unknown>) => t(`meter.entry.${key}`, params);
  const field = (name: string) => t(labelKey(MeterReading, name));
  const catalogue = VALIDATION_MESSAGES[locale];

  const buildingId = header?.buildingId;
  const feeItemId = header?.feeItemId;
  const period = header?.period?.format('YYYY-MM');
  const key = visible && buildingId && feeItemId && period ? `${buildingId}/${feeItemId}/${period}` : null;
  // The sheet of the chosen building, fee item and month (none until all three are chosen).
  const sheet = key && loaded?.key === key ? loaded.rows : null;
  useEffect(() => {
    if (!key) return;
    let current = true;
    http
      .get<Envelope<ReadingSheetRow[]>>(METER_READING_PATHS.queryListAll, { buildingId, feeItemId, period })
      .then((answer) => current && setLoaded({ key, rows: answer.data }))
      .catch(() => current && setLoaded({ key, rows: [] }));
    return () => {
      current = false;
    };
  }, [key, buildingId, feeItemId, period]);
  /** Another building, fee item or month: what was typed for the previous sheet goes. */
  const headerChanged = (changed: Partial<Header>) => {
    if (!('buildingId' in changed || 'feeItemId' in changed || 'period' in changed)) return;
    setTyped({});
    setErrors({});
  };

  /** The row's own check, as the server makes it: a number with two decimals, not below the previous reading. */
  const problemOf = (row: ReadingSheetRow, text: string): string | undefined => {
    const value = parseDecimal(text.trim(), 2);
    if (value === null) return catalogue.decimal;
    const previous = parseDecimal(row.previousReading, 2)!;
    return value < previous ? formatMessage(catalogue.readingBelowPrevious, { previous: row.previousReading }) : undefined;
  };
  const usageOf = (row: ReadingSheetRow): string | null => {
    if (row.usage !== null) return row.usage;
    const text = typed[row.meterId]?.trim();
    const value = text ? parseDecimal(text, 2) : null;
    const previous = parseDecimal(row.previousReading, 2)!;
    return value !== null && value >= previous ? formatDecimal(value - previous, 2) : null;
  };
  const type = (row: ReadingSheetRow, text: string) => {
    setTyped((all) => ({ ...all, [row.meterId]: text }));
    setErrors(({ [row.meterId]: _gone, ...rest }) => rest);
  };

  const close = () => {
    setVisible(false);
    setTyped({});
    setErrors({});
    setLoaded(null);
    form.resetFields();
  };
  const save = async () => {
    const values = await form.validateFields();
    const rows = (sheet ?? []).filter((row) => open(row) && typed[row.meterId]?.trim());
    const found: Record<number, string> = {};
    for (const row of rows) {
      const problem = problemOf(row, typed[row.meterId]);
      if (problem) found[row.meterId] = problem;
    }
    setErrors(found);
    if (rows.length === 0) return void message.warning(k('nothing'));
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await http.post<Envelope<unknown[]>>(
        METER_READING_PATHS.addList,
        {
          buildingId: values.buildingId,
          feeItemId: values.feeItemId,
          period: values.period!.format('YYYY-MM'),
          readingDate: values.readingDate!.format('YYYY-MM-DD'),
          reader: values.reader?.trim() || null,
          rows: rows.map((row) => ({ meterId: row.meterId, currentReading: typed[row.meterId].trim() })),
        },
        { silent: true },
      );
      message.success(k('saved', { count: answer.data.length }));
      close();
      onDone();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // A row's refusal (`rows.2.currentReading`) under its input; the header's on its field; anything else as a notice.
      const byRow: Record<number, string> = {};
      for (const [name, text] of Object.entries(error.fields)) {
        const match = /^rows\.(\d+)\./.exec(name);
        if (match && rows[Number(match[1])]) byRow[rows[Number(match[1])].meterId] = text;
      }
      setErrors(byRow);
      form.setFields(serverFieldErrors(error, HEADER_FIELDS) as Parameters<typeof form.setFields>[0]);
      if (Object.keys(error.fields).length === 0) message.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const rowsToRead = (sheet ?? []).filter(open).length;
  return (
    <Auth code={permissionOf(MeterReading, 'add')}>
      <Button type="primary" ghost onClick={() => setVisible(true)}>
        {k('button')}
      </Button>
      <Modal
        open={visible}
        title={k('title')}
        onCancel={close}
        width={960}
        destroyOnHidden
        maskClosable={false}
        footer={
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" loading={busy} disabled={rowsToRead === 0} onClick={() => void save()}>
              {k('save')}
            </Button>
          </Space>
        }
      >
        <Form form={form} name="meter-reading-entry" layout="inline" disabled={busy} onValuesChange={headerChanged} initialValues={{ period: dayjs(), readingDate: dayjs() }} style={{ rowGap: 12, marginBottom: 16 }}>
          <Form.Item name="buildingId" label={field('buildingId')} rules={[{ required: true, message: t('resource.requiredSelect', { label: field('buildingId') }) }]}>
            <RefSelect target="base.building" placeholder={t('resource.selectPlaceholder', { label: field('buildingId') })} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="feeItemId" label={field('feeItemId')} rules={[{ required: true, message: t('resource.requiredSelect', { label: field('feeItemId') }) }]}>
            <RefSelect target="fee.feeItem" placeholder={t('resource.selectPlaceholder', { label: field('feeItemId') })} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="period" label={field('period')} rules={[{ required: true, message: t('resource.requiredSelect', { label: field('period') }) }]}>
            <DatePicker picker="month" format="YYYY-MM" allowClear={false} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="readingDate" label={field('readingDate')} rules={[{ required: true, message: t('resource.requiredSelect', { label: field('readingDate') }) }]}>
            <DatePicker allowClear={false} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="reader" label={field('reader')} rules={[{ max: MeterReading.fields.reader.max, message: formatMessage(catalogue.max, { max: MeterReading.fields.reader.max }) }]}>
            <Input maxLength={MeterReading.fields.reader.max} style={{ width: 120 }} allowClear />
          </Form.Item>
        </Form>
        {sheet === null ? (
          <Alert type="info" showIcon title={k('pick')} />
        ) : sheet.length === 0 ? (
          <Alert type="warning" showIcon title={k('empty')} />
        ) : (
          <Table<ReadingSheetRow>
            rowKey="meterId"
            size="small"
            pagination={false}
            scroll={{ x: 760, y: 420 }}
            dataSource={sheet}
            columns={[
              { key: 'room', title: field('roomId'), dataIndex: 'roomName', width: 150, fixed: 'left' },
              { key: 'meterNo', title: field('meterId'), dataIndex: 'meterNo', width: 130 },
              { key: 'meterType', title: t('meter.meterInfo.fields.meterType'), dataIndex: 'meterType', width: 110, render: (value: string) => t(`meter.dictValues.meter_type.${value}`) },
              { key: 'previous', title: field('previousReading'), dataIndex: 'previousReading', width: 110, align: 'right' },
              {
                key: 'current',
                title: field('currentReading'),
                width: 200,
                render: (_: unknown, row) => {
                  if (row.readingId !== null) return <Typography.Text>{row.currentReading}</Typography.Text>;
                  if (row.laterPeriod !== null) return <Tag>{k('later', { period: row.laterPeriod })}</Tag>;
                  const error = errors[row.meterId];
                  return (
                    <div>
                      <Input
                        value={typed[row.meterId] ?? ''}
                        status={error ? 'error' : undefined}
                        inputMode="decimal"
                        aria-label={`${row.roomName} ${field('currentReading')}`}
                        onChange={(event) => type(row, event.target.value)}
                        onBlur={(event) => {
                          const problem = event.target.value.trim() ? problemOf(row, event.target.value) : undefined;
                          if (problem) setErrors((all) => ({ ...all, [row.meterId]: problem }));
                        }}
                      />
                      {error && (
                        <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
                          {error}
                        </Typography.Text>
                      )}
                    </div>
                  );
                },
              },
              { key: 'usage', title: field('usage'), width: 100, align: 'right', render: (_: unknown, row) => usageOf(row) ?? '—' },
              { key: 'state', title: k('state'), width: 90, render: (_: unknown, row) => (row.readingId !== null ? <Tag color="success">{k('entered')}</Tag> : null) },
            ]}
          />
        )}
      </Modal>
    </Auth>
  );
}
