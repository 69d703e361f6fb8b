import { RollbackOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '../pages/leave-guard.ts';

type Props = {
  saving: boolean;
  /** Submit is also disabled while the form loads or when the edited row is missing. */
  disabled: boolean;
  onReset: () => void;
  onBack: () => void;
  /** Changes the form's fields do not hold (a role's menu tree): the page is dirty when this says so too. */
  changedBesides?: () => boolean;
};

/** The label column of a full-page form: wide enough for English and Japanese labels, which wrap rather than clip. */
const LABEL_WIDTH = 140;
export const FULL_PAGE_FORM_LAYOUT = {
  layout: 'horizontal',
  labelCol: { flex: `${LABEL_WIDTH}px` },
  labelWrap: true,
  wrapperCol: { flex: 'auto' },
  style: { maxWidth: 760 },
} as const;

/**
 * The spec's buttons under a full-page form (role-edit, workgroup-edit): submit (disabled while saving), reset, back.
 * The page then counts as having unsaved changes once a field was touched: closing its tab, or back, asks first.
 */
export function FormPageActions({ saving, disabled, onReset, onBack, changedBesides }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  useLeaveGuard(() => form.isFieldsTouched() || (changedBesides?.() ?? false));
  return (
    <Form.Item label={null} style={{ paddingLeft: LABEL_WIDTH }}>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} disabled={saving || disabled}>
          {t('common.submit')}
        </Button>
        <Button icon={<UndoOutlined />} onClick={onReset} disabled={saving}>
          {t('common.reset')}
        </Button>
        <Button icon={<RollbackOutlined />} onClick={onBack}>
          {t('common.back')}
        </Button>
      </Space>
    </Form.Item>
  );
}
