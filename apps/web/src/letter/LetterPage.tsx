import { LETTER_PATHS, type LetterStatics, RECIPIENT_FIELDS, StationLetter, permissionOf } from '@zhwy/contracts';
import { Button, Modal, Space, Statistic, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../platform/access/access.tsx';
import { type Envelope, http } from '../platform/http/client.ts';
import { ResourcePage, formatDateTime } from '../platform/resource/index.ts';
import { RecipientNames, RecipientPreviewLine, RecipientSelect, forgetRecipientOptions } from './recipients.tsx';

type Row = Record<string, unknown>;

/** A sent letter's statistics: sent, read, confirmed, and each recipient's times (GET statics/:id). */
function StaticsButton({ row }: { row: Row }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [data, setData] = useState<LetterStatics | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    http.get<Envelope<LetterStatics>>(LETTER_PATHS.statics.replace(':id', String(row.id))).then((answer) => current && setData(answer.data));
    return () => {
      current = false;
    };
  }, [open, row.id]);
  const k = (key: string) => t(`letter.statics.${key}`);
  return (
    <Auth code={permissionOf(StationLetter, 'list')}>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {k('button')}
      </Button>
      <Modal
        open={open}
        title={t('letter.statics.title', { title: String(row.title) })}
        footer={null}
        width={760}
        onCancel={() => {
          setOpen(false);
          setData(null);
        }}
      >
        {data && (
          <>
            <Space size="large" style={{ marginBottom: 16 }}>
              <Statistic title={k('sent')} value={data.sent} />
              <Statistic title={k('read')} value={data.read} />
              {data.needConfirm === '1' && <Statistic title={k('confirmed')} value={data.confirmed} />}
            </Space>
            <Table
              rowKey="userId"
              size="small"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={data.recipients}
              columns={[
                { title: k('username'), dataIndex: 'username' },
                { title: k('name'), dataIndex: 'name' },
                { title: k('department'), dataIndex: 'departmentName', render: (v: string | null) => v ?? '—' },
                { title: k('readTime'), dataIndex: 'readTime', render: (v: string | null) => (v ? formatDateTime(v) : k('unread')) },
                ...(data.needConfirm === '1' ? [{ title: k('confirmTime'), dataIndex: 'confirmTime', render: (v: string | null) => (v ? formatDateTime(v) : k('unconfirmed')) }] : []),
              ]}
            />
          </>
        )}
      </Modal>
    </Auth>
  );
}

const inputs = Object.fromEntries(RECIPIENT_FIELDS.map((kind) => [kind, ({ placeholder }: { placeholder: string }) => <RecipientSelect kind={kind} placeholder={placeholder} />]));
const details = Object.fromEntries(RECIPIENT_FIELDS.map((kind) => [kind, (value: unknown) => <RecipientNames kind={kind} value={value} />]));

/**
 * 站内信: every letter with its status; written as a draft or submitted (the form's 状态), reviewed (审核: 已发送 or
 * 已驳回 with its reason), withdrawn to a draft (撤回); recipients chosen by department, work group, role or person,
 * the people they name previewed under the form; a sent letter's 统计 (sent, read, confirmed, per recipient).
 */
export function LetterPage() {
  // Departments, groups and people may have changed since the page was last opened.
  useEffect(() => forgetRecipientOptions, []);
  return (
    <ResourcePage
      entity={StationLetter}
      nameField="title"
      formContainer="drawer"
      formInputs={inputs}
      formParts={{ extra: () => <RecipientPreviewLine /> }}
      details={details}
      rowActions={(row) => (String(row.status) === '2' ? <StaticsButton row={row} /> : null)}
    />
  );
}
