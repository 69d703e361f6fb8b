import { TRANSITION_REMARK_MAX, WORK_ORDER_PATHS, WORK_ORDER_USERS_MAX, WorkOrder, transitionCodeOf, transitionsOf } from '@zhwy/contracts';
import { App, Button, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../platform/access/access.tsx';
import { http } from '../platform/http/client.ts';
import type { Row } from '../platform/resource/derive.ts';
import { serverFieldErrors } from '../platform/resource/server-errors.ts';

const ASSIGN = transitionsOf(WorkOrder).find((call) => call.name === 'assign')!;
type Values = { assigneeId?: number; remark?: string };

/**
 * 派单: the person is picked from the spec's user list (user-detail/select, size 10000: the caller's peers), searched
 * by name as typed; shown to holders of the assign code on new or assigned orders (a reassignment). The server checks
 * the state (409), the code (403) and the person (403 beyond the caller's peers).
 */
export function AssignAction({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation();
  const { can } = useAccess();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [users, setUsers] = useState<{ value: number; label: string }[] | null>(null);
  useEffect(() => {
    if (!open) return;
    void http
      .get<{ data: { id: number; label: string }[] }>(WORK_ORDER_PATHS.users, { page: 1, size: WORK_ORDER_USERS_MAX })
      .then(({ data }) => setUsers(data.map((user) => ({ value: user.id, label: user.label }))))
      .catch(() => setUsers([]));
  }, [open]);
  if (!can(transitionCodeOf(WorkOrder, ASSIGN)) || !ASSIGN.from.includes(String(row.state))) return null;
  const label = t('workorder.workOrder.transitions.assign.assigneeId');

  const submit = async ({ assigneeId, remark }: Values) => {
    setSaving(true);
    try {
      await http.put(ASSIGN.path, { id: row.id, state: '1', assigneeId, remark: remark?.trim() || null });
      void message.success(t('resource.setFieldDone'));
      setOpen(false);
      onDone();
    } catch (error) {
      form.setFields(serverFieldErrors(error, ['assigneeId', 'remark']) as Parameters<typeof form.setFields>[0]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button type="link" size="small" onClick={() => (form.resetFields(), setOpen(true))}>
        {t('resource.calls.assign')}
      </Button>
      <Modal
        open={open}
        title={t('resource.transitionTitle', { verb: t('resource.calls.assign'), name: String(row.title ?? `#${String(row.id)}`) })}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} name="workOrder-assign" layout="vertical" initialValues={{ assigneeId: row.assigneeId ?? undefined }} onFinish={(values) => void submit(values)}>
          <Form.Item name="assigneeId" label={label} rules={[{ required: true, message: t('resource.requiredSelect', { label }) }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={users === null}
              options={users ?? []}
              placeholder={t('resource.selectPlaceholder', { label })}
              aria-label={label}
            />
          </Form.Item>
          <Form.Item name="remark" label={t('resource.transitionRemark')}>
            <Input.TextArea maxLength={TRANSITION_REMARK_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
