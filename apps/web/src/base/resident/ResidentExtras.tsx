import { BASE_PERMISSIONS, Resident, ResidentRoom } from '@zhwy/contracts';
import { Button, Descriptions, Empty, List, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { type Page, http } from '../../platform/http/client.ts';
import { EnumTag, type Row, formatDateTime, labelKey, progressText, useDownload } from '../../platform/resource/index.ts';

export const RESIDENT_UNMASK = '/api/base/new-com-resident/getByIdNotDesensitized';
export const RESIDENT_EXPORT_UNMASKED = '/api/base/new-com-resident/exportNotDesensitized';
const BINDINGS = '/api/base/new-resident-room/getPageList';

/** Fields the unmasked view shows (the personal ones; the rest reads the same masked or not). */
const UNMASKED_FIELDS = ['name', 'sex', 'idCardType', 'idCardNo', 'birthday', 'mobile', 'telephone', 'emergencyContact', 'emergencyPhone', 'plateNos', 'roomName'] as const;

/**
 * 查看明文: the resident's personal data unmasked in a dialog, read when opened (each reading is in the operation
 * log), behind base:resident:unmask.
 */
export function UnmaskAction({ row }: { row: Row }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      setShown(await http.post<Row>(RESIDENT_UNMASK, { id: row.id }));
    } catch {
      // the client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Auth code={BASE_PERMISSIONS.residentUnmask}>
      <Button type="link" size="small" loading={busy} onClick={() => void open()}>
        {t('base.resident.messages.unmask')}
      </Button>
      <Modal open={shown !== null} title={t('base.resident.messages.unmaskTitle', { name: String(row.name ?? '') })} onCancel={() => setShown(null)} footer={null} destroyOnHidden width={560}>
        {shown && (
          <>
            <Descriptions
              column={1}
              bordered
              size="small"
              styles={{ label: { width: 140 } }}
              items={UNMASKED_FIELDS.map((name) => {
                const field = Resident.fields[name];
                const value = shown[name];
                return {
                  key: name,
                  label: t(labelKey(Resident, name)),
                  children: field.kind === 'enum' ? <EnumTag entity={Resident} name={name} field={field} value={value} /> : value == null ? '' : String(value),
                };
              })}
            />
            <p style={{ marginTop: 12, marginBottom: 0, color: 'var(--ant-color-text-secondary)' }}>{t('base.resident.messages.unmaskNote')}</p>
          </>
        )}
      </Modal>
    </Auth>
  );
}

/** 导出明文 beside 导出: the list's filters, unmasked, behind base:resident:unmask (logged by the server). */
export function ExportUnmaskedButton({ params }: { params: Record<string, string | number> }) {
  const { t } = useTranslation();
  const { start, progress, busy } = useDownload();
  const criteria = Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'page' && key !== 'size'));
  return (
    <Auth code={BASE_PERMISSIONS.residentUnmask}>
      <Button loading={busy} onClick={() => void start({ method: 'POST', path: RESIDENT_EXPORT_UNMASKED, body: criteria, fileName: '住户列表（明文）.xlsx' })}>
        {progress ? t('resource.exporting', { progress: progressText(progress) }) : t('base.resident.messages.exportUnmasked')}
      </Button>
    </Auth>
  );
}

/** The resident's rooms in its detail: each live binding with the relation and dates. */
export function ResidentRooms({ residentId }: { residentId: number }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    let live = true;
    http
      .post<Page<Row>>(BINDINGS, { residentId, page: 0, size: 100 }, { silent: true })
      .then((page) => live && setRows(page.data))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [residentId]);
  if (rows === null) return <Spin size="small" />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('base.resident.messages.noRooms')} style={{ margin: 0 }} />;
  return (
    <List
      size="small"
      dataSource={rows}
      renderItem={(binding) => (
        <List.Item style={{ paddingInline: 0 }}>
          <span>
            {String(binding.roomName ?? '')}{' '}
            <EnumTag entity={ResidentRoom} name="relation" field={ResidentRoom.fields.relation} value={binding.relation} />
          </span>
          <span style={{ color: 'var(--ant-color-text-secondary)' }}>{[binding.startDate, binding.endDate].filter(Boolean).join(' ~ ') || formatDateTime(binding.createTime)}</span>
        </List.Item>
      )}
    />
  );
}
