import { LETTER_PATHS, type MyLetterRow } from '@zhwy/contracts';
import { App, Button, Card, Drawer, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../platform/http/client.ts';
import { formatDateTime } from '../platform/resource/index.ts';
import { refreshUnread } from './unread.ts';

type Answer = { data: MyLetterRow[]; recordsTotal: number; unread: number };
const PAGE_SIZE = 13;

/** Where a letter of mine stands: unread, read, waiting for my confirmation, confirmed. */
function StateTag({ row }: { row: MyLetterRow }) {
  const { t } = useTranslation();
  if (!row.readTime) return <Tag color="processing">{t('letter.mine.unread')}</Tag>;
  if (row.needConfirm !== '1') return <Tag>{t('letter.mine.read')}</Tag>;
  return row.confirmTime ? <Tag color="success">{t('letter.mine.confirmed')}</Tag> : <Tag color="warning">{t('letter.mine.toConfirm')}</Tag>;
}

/**
 * 我的站内信: the letters sent to me, newest first (all, or the unread only); opening one shows it and marks it read
 * (the bell's count falls), and a letter asking for it has a 确认 button.
 */
export function MyLettersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [opened, setOpened] = useState<MyLetterRow | null>(null);
  const [busy, setBusy] = useState(false);
  const k = (key: string, params?: Record<string, unknown>) => t(`letter.mine.${key}`, params);

  const load = useCallback(
    () =>
      http
        .get<Answer>(LETTER_PATHS.mine, { page, size: PAGE_SIZE, ...(filter === 'unread' ? { unread: '1' } : {}) })
        .then(setAnswer)
        .catch(() => {}),
    [page, filter],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const replace = (row: MyLetterRow) => setAnswer((a) => a && { ...a, data: a.data.map((r) => (r.letterId === row.letterId ? row : r)) });
  const openLetter = async (row: MyLetterRow) => {
    setOpened(row);
    if (row.readTime) return;
    const { data } = await http.post<Envelope<MyLetterRow>>(LETTER_PATHS.read.replace(':id', String(row.letterId)));
    setOpened(data);
    replace(data);
    void refreshUnread();
  };
  const confirm = async () => {
    if (!opened) return;
    setBusy(true);
    try {
      const { data } = await http.post<Envelope<MyLetterRow>>(LETTER_PATHS.confirm.replace(':id', String(opened.letterId)));
      setOpened(data);
      replace(data);
      void message.success(k('confirmDone'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={k('title')}
      extra={
        <Segmented
          value={filter}
          onChange={(value) => {
            setFilter(value as 'all' | 'unread');
            setPage(0);
          }}
          options={[
            { value: 'all', label: k('all') },
            { value: 'unread', label: k('unreadOnly', { count: answer?.unread ?? 0 }) },
          ]}
        />
      }
    >
      <Table<MyLetterRow>
        rowKey="letterId"
        loading={!answer}
        dataSource={answer?.data ?? []}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: answer?.recordsTotal ?? 0, showTotal: (total) => t('common.total', { total }), onChange: (p) => setPage(p - 1) }}
        columns={[
          {
            title: k('subject'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Button type="link" onClick={() => void openLetter(row)} style={{ padding: 0, fontWeight: row.readTime ? undefined : 600 }}>
                {title}
              </Button>
            ),
          },
          { title: k('sendTime'), dataIndex: 'sendTime', width: 180, render: (v: string | null) => formatDateTime(v) },
          { title: k('state'), key: 'state', width: 120, render: (_: unknown, row) => <StateTag row={row} /> },
        ]}
      />
      <Drawer open={!!opened} title={opened?.title} width={560} onClose={() => setOpened(null)}>
        {opened && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{k('sentAt', { time: formatDateTime(opened.sendTime) })}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{opened.content}</Typography.Paragraph>
            {opened.needConfirm === '1' &&
              (opened.confirmTime ? (
                <Typography.Text type="success">{k('confirmedAt', { time: formatDateTime(opened.confirmTime) })}</Typography.Text>
              ) : (
                <Button type="primary" loading={busy} onClick={() => void confirm()}>
                  {k('confirm')}
                </Button>
              ))}
          </Space>
        )}
      </Drawer>
    </Card>
  );
}
