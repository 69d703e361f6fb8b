import { ClearOutlined } from '@ant-design/icons';
import { LOG_CLEAN_DAYS } from '@zhwy/contracts';
import { App, Button, Form, InputNumber, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { type Envelope, http } from '../../platform/http/client.ts';

/** What the dialog offers first: the retention the daily job keeps by default. */
const DEFAULT_DAYS = 180;

type CleanButtonProps = {
  /** `DELETE <path>?days=N`. */
  path: string;
  /** The permission code of the clean-up. */
  code: string;
  /** The log's name in the reader's language (登录日志). */
  name: string;
  onCleaned: () => void;
};

/** 清理: asks how many days to keep, says what goes (the date before which rows are deleted), then deletes them. */
export function CleanButton({ path, code, name, onCleaned }: CleanButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ days: number }>();
  const days = Form.useWatch('days', form);

  const clean = async ({ days }: { days: number }) => {
    setBusy(true);
    try {
      const res = await http.delete<Envelope<{ deleted: number }>>(`${path}?days=${days}`);
      const n = res.data.deleted;
      if (n > 0) message.success(t('system.logClean.done', { n }));
      else message.info(t('system.logClean.none', { days }));
      setOpen(false);
      onCleaned();
    } catch {
      // the client has shown why
    } finally {
      setBusy(false);
    }
  };

  const valid = Number.isInteger(days) && days >= LOG_CLEAN_DAYS.min && days <= LOG_CLEAN_DAYS.max;
  return (
    <Auth code={code}>
      <Button danger icon={<ClearOutlined />} onClick={() => setOpen(true)}>
        {t('system.logClean.button')}
      </Button>
      <Modal
        open={open}
        title={t('system.logClean.title', { name })}
        okText={t('system.logClean.ok')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={440}
      >
        <Form form={form} layout="vertical" initialValues={{ days: DEFAULT_DAYS }} onFinish={clean} preserve={false} disabled={busy}>
          {/* No min/max on the input: it would silently change 0 into 1; the rule says what is allowed instead. */}
          <Form.Item
            name="days"
            label={t('system.logClean.days')}
            rules={[
              { required: true, message: t('system.logClean.required') },
              { type: 'integer', min: LOG_CLEAN_DAYS.min, max: LOG_CLEAN_DAYS.max, message: t('system.logClean.range', LOG_CLEAN_DAYS) },
            ]}
          >
            <InputNumber precision={0} suffix={t('system.logClean.daysSuffix')} style={{ width: 200 }} autoFocus />
          </Form.Item>
          {valid && (
            <Typography.Text type="danger">
              {t('system.logClean.help', { name, date: dayjs().subtract(days, 'day').format('YYYY-MM-DD HH:mm') })}
            </Typography.Text>
          )}
        </Form>
      </Modal>
    </Auth>
  );
}
