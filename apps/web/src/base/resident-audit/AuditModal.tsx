import { BASE_PERMISSIONS } from '@zhwy/contracts';
import { Alert, App, Button, Descriptions, Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import type { Row } from '../../platform/resource/derive.ts';
import { serverFieldErrors } from '../../platform/resource/server-errors.ts';

export const RESIDENT_AUDIT_UPDATE = '/api/base/resident-audit/update';
const RESIDENT_AUDIT_EXISTING = '/api/base/resident-audit/existing';

type Values = { auditStatus: '1' | '2'; auditRemark?: string };
/** The server's comparison of the application with the resident its ID number names (resident-audit/routes.ts). */
type Existing = {
  exists: boolean;
  name: string | null;
  mobile: string | null;
  differs: ('name' | 'mobile' | 'sex')[];
  bound: boolean;
  approvable: boolean;
  reason: 'auditNameMismatch' | 'notInCommunity' | null;
};

/** Whose ID number this is and what approving does: a new resident, the existing one bound unchanged, or refused. */
function ExistingNotice({ existing }: { existing: Existing | null }) {
  const { t } = useTranslation();
  if (!existing) return null;
  const m = (key: string, params?: Record<string, unknown>) => t(`base.residentAudit.messages.${key}`, params);
  if (!existing.exists) return <Alert type="info" showIcon title={m('existingNone')} style={{ marginBottom: 16 }} />;
  if (existing.reason === 'notInCommunity') return <Alert type="error" showIcon title={m('existingElsewhere')} style={{ marginBottom: 16 }} />;
  const fields = existing.differs.map((field) => t(`base.residentAudit.fields.${field}`)).join('、');
  const lines = [
    m('existingFound', { name: existing.name, mobile: existing.mobile }),
    existing.reason === 'auditNameMismatch' ? m('existingNameMismatch') : m('existingBindUnchanged'),
    existing.differs.length > 0 && existing.reason !== 'auditNameMismatch' ? m('existingDiffers', { fields }) : null,
    existing.bound ? m('existingBound') : null,
  ].filter(Boolean);
  return (
    <Alert
      type={existing.approvable ? 'warning' : 'error'}
      showIcon
      title={lines[0]}
      description={lines.slice(1).map((line) => <div key={line as string}>{line}</div>)}
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * 审核: the row's application (masked, as listed), whether its ID number belongs to an existing resident (who, masked,
 * and what differs), and the outcome — 通过 (a new resident is created, or the existing one bound unchanged, and the
 * room bound) or 驳回 with its reason. Shown only on pending rows to holders of the audit code.
 */
export function AuditAction({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const outcome = Form.useWatch('auditStatus', form);
  const [existing, setExisting] = useState<Existing | null>(null);
  useEffect(() => {
    if (!open) return;
    void http
      .get<{ data: Existing }>(`${RESIDENT_AUDIT_EXISTING}/${String(row.id)}`, undefined, { silent: true })
      .then(({ data: found }) => {
        setExisting(found);
        // Approval would be refused: offer the rejection (the server refuses an approval all the same).
        if (!found.approvable) form.setFieldValue('auditStatus', '2');
      })
      .catch(() => setExisting(null));
  }, [open, row.id, form]);
  if (String(row.auditStatus) !== '0') return null;

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await http.post(RESIDENT_AUDIT_UPDATE, { id: row.id, ...values });
      void message.success(t('base.residentAudit.messages.done'));
      setOpen(false);
      onDone();
    } catch (error) {
      form.setFields(serverFieldErrors(error, ['auditStatus', 'auditRemark']) as Parameters<typeof form.setFields>[0]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Auth code={BASE_PERMISSIONS.residentAuditAudit}>
      <Button type="link" size="small" onClick={() => (form.resetFields(), setExisting(null), setOpen(true))}>
        {t('base.residentAudit.messages.action')}
      </Button>
      <Modal
        open={open}
        title={t('base.residentAudit.messages.title')}
        okText={t('base.residentAudit.messages.submit')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('base.residentAudit.fields.name')}>{String(row.name ?? '')}</Descriptions.Item>
          <Descriptions.Item label={t('base.residentAudit.fields.idCardNo')}>{String(row.idCardNo ?? '')}</Descriptions.Item>
          <Descriptions.Item label={t('base.residentAudit.fields.mobile')}>{String(row.mobile ?? '')}</Descriptions.Item>
          <Descriptions.Item label={t('base.residentAudit.fields.roomName')}>{String(row.roomName ?? '')}</Descriptions.Item>
          {row.applyRemark ? <Descriptions.Item label={t('base.residentAudit.fields.applyRemark')}>{String(row.applyRemark)}</Descriptions.Item> : null}
        </Descriptions>
        <ExistingNotice existing={existing} />
        <Form form={form} layout="vertical" initialValues={{ auditStatus: '1' }} onFinish={(values) => void submit(values)}>
          <Form.Item name="auditStatus" label={t('base.residentAudit.messages.outcome')} rules={[{ required: true }]}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: '1', label: t('base.residentAudit.messages.approve'), disabled: existing?.approvable === false },
                { value: '2', label: t('base.residentAudit.messages.reject') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="auditRemark"
            label={t('base.residentAudit.fields.auditRemark')}
            // The reason is asked for only with 驳回: switching back to 通过 clears its message.
            dependencies={['auditStatus']}
            rules={[({ getFieldValue }) => ({ required: getFieldValue('auditStatus') === '2', message: t('base.residentAudit.messages.reasonRequired') }), { max: 200 }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={t(outcome === '2' ? 'base.residentAudit.messages.reasonHint' : 'base.residentAudit.messages.remarkHint')} />
          </Form.Item>
        </Form>
      </Modal>
    </Auth>
  );
}
