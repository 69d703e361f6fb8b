import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type ChildDef, type EntityDef, childrenOf } from '@zhwy/contracts';
import { Button, Flex, Form, type FormInstance, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { http } from '../http/client.ts';
import { childEditValues } from './child-rows.ts';
import { type Row, itemPath } from './derive.ts';
import { useTranslation } from 'react-i18next';
import { formFieldsOf, labelKey, stripInput } from './derive.ts';
import { FieldInput } from './fields.tsx';

type Props = { name: string; child: ChildDef; module: string; title: string };

/**
 * One child list of the entity form as an editable table: a cell per writable field of the child, rows added,
 * removed and (ordered lists) moved up and down; a row's server error shows in its cell (`items.2.question`).
 */
export function ChildRowsTable({ name, child, module, title }: Props) {
  const { t } = useTranslation();
  const fields = formFieldsOf(child.entity);
  const max = child.max ?? 200;
  const ordered = child.orderField !== undefined;
  const label = (field: string) => t(labelKey(child.entity, field), { defaultValue: child.entity.fields[field]?.label ?? field });
  return (
    <Form.List name={name}>
      {(rows, { add, remove, move }) => (
        <div data-testid={`child-rows-${name}`} style={{ marginBottom: 16 }}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
            <Typography.Text strong>{title}</Typography.Text>
            <Button size="small" icon={<PlusOutlined />} onClick={() => add({})} disabled={rows.length >= max}>
              {t('resource.addRow')}
            </Button>
          </Flex>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={rows}
            locale={{ emptyText: t('resource.noRows') }}
            columns={[
              ...fields.map(([field, def]) => ({
                key: field,
                title: label(field),
                render: (_: unknown, row: (typeof rows)[number]) => (
                  <Form.Item
                    name={[row.name, field]}
                    style={{ margin: 0 }}
                    rules={def.required ? [{ required: true, message: t('resource.required', { label: label(field) }) }] : []}
                    normalize={def.kind === 'text' || def.kind === 'textarea' ? stripInput : undefined}
                  >
                    <FieldInput field={def} module={module} mode="form" placeholder={label(field)} aria-label={label(field)} />
                  </Form.Item>
                ),
              })),
              {
                key: 'actions',
                title: t('common.actions', { defaultValue: '' }),
                width: ordered ? 120 : 48,
                render: (_: unknown, row: (typeof rows)[number], index: number) => (
                  <Flex gap={4}>
                    {ordered && <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('resource.moveUp')} disabled={index === 0} onClick={() => move(index, index - 1)} />}
                    {ordered && <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('resource.moveDown')} disabled={index === rows.length - 1} onClick={() => move(index, index + 1)} />}
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('resource.removeRow')} onClick={() => remove(row.name)} />
                  </Flex>
                ),
              },
            ]}
          />
        </div>
      )}
    </Form.List>
  );
}

/**
 * An edit's child lists: a list row carries none, so the row is read again (`get`) and its lists put in the form.
 * Until then the lists are not in the form's values, and a save leaves them as they are.
 */
export function useChildRowsOf(form: FormInstance, entity: EntityDef, editing: Row | null) {
  const item = entity.paths.item;
  const id = editing?.id;
  const hasChildren = childrenOf(entity).length > 0;
  useEffect(() => {
    if (!hasChildren || !item || id === undefined) return;
    let live = true;
    http
      .get<Row>(itemPath(item, id))
      .then((row) => {
        if (live) form.setFieldsValue(childEditValues(entity, row));
      })
      .catch(() => {}); // the client has shown the failure; the lists stay unsent
    return () => {
      live = false;
    };
  }, [form, entity, item, id, hasChildren]);
}
