import { BASE_PERMISSIONS } from '@zhwy/contracts';
import { App, Button, Descriptions, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import type { Row } from '../../platform/resource/derive.ts';
import { serverFieldErrors } from '../../platform/resource/server-errors.ts';

export const RESIDENT_AUDIT_UPDATE = '/api/base/resident-audit/update';

type Values = { auditStatus: '1' | '2'; auditRemark?: string };

/**
 * 审核: the row's application (masked, as listed) and the outcome — 通过 (the resident is created or updated and the
 * room bound) or 驳回 with its reason. Shown only on pending rows to holders of the audit code.
 */
export function AuditAction({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const outcome = Form.useWatch('auditStatus', form);
  if (String(row.auditStatus) !== '0') return null;

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await http.post(RESIDENT_AUDIT_UPDATE, { id: row.id, ...values });
      void message.success(t('base.residentAudit.messages.done'));
      setOpen(false);
      onDone();
    } catch (error) {
      form.setFields(serverFieldErrors(error, ['auditStatus', 'auditRemark']) as never);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Auth code={BASE_PERMISSIONS.residentAuditAudit}>
      <Button type="link" size="small" onClick={() => (form.resetFields(), setOpen(true))}>
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
        <Form form={form} layout="vertical" initialValues={{ auditStatus: '1' }} onFinish={(values) => void submit(values)}>
          <Form.Item name="auditStatus" label={t('base.residentAudit.messages.outcome')} rules={[{ required: true }]}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: '1', label: t('base.residentAudit.messages.approve') },
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
