import { SearchOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export type TextSearchField = { name: string; label: string; placeholder: string; maxLength: number };

type Props = {
  /** The form's name: its inputs' ids (`<name>_<field>`) must not clash with another form on the page. */
  name: string;
  fields: readonly TextSearchField[];
  /** The trimmed texts; an empty box is undefined. Reset searches with every box empty. */
  onSearch: (values: Record<string, string | undefined>) => void;
};

/**
 * The search card of a hand-made list (a page that is not an entity's <ResourcePage>): a few text boxes, 查询 and
 * 重置, on one line.
 */
export function TextSearchForm({ name, fields, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const search = (values: Record<string, string | undefined>) =>
    onSearch(Object.fromEntries(fields.map((field) => [field.name, values[field.name]?.trim() || undefined])));
  return (
    <Card size="small">
      <Form form={form} name={name} layout="inline" onFinish={search}>
        {fields.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label}>
            <Input allowClear placeholder={field.placeholder} maxLength={field.maxLength} />
          </Form.Item>
        ))}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
