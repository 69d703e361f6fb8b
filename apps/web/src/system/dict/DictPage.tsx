import { UnorderedListOutlined } from '@ant-design/icons';
import { SysDict } from '@zhwy/contracts';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ResourceCreateButton,
  ResourceFormModal,
  ResourceRowActions,
  ResourceSearchForm,
  ResourceTable,
  type Row,
  useResourceDelete,
  useResourceForm,
  useResourceList,
} from '../../platform/resource/index.ts';
import { DictItemsDrawer } from './DictItemsDrawer.tsx';
import { refreshDictionary } from './refresh.ts';

/** 数据字典: dictionary types; a type's items open in a drawer. Both lists come from the resource framework. */
export function DictPage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Row | null>(null);
  const list = useResourceList(SysDict);
  const { reload } = list;
  const changed = useCallback(() => {
    reload();
    refreshDictionary();
  }, [reload]);
  const form = useResourceForm(SysDict, { onSaved: changed, lockedOnEdit: ['dictCode'] });
  const remove = useResourceDelete(SysDict, changed);

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <ResourceSearchForm entity={SysDict} list={list} />
      </Card>
      <Card
        title={t('system.dict.listTitle')}
        extra={<ResourceCreateButton entity={SysDict} onClick={form.openCreate} />}
      >
        <ResourceTable
          entity={SysDict}
          list={list}
          columns={{ dictCode: { render: (value: string) => <Typography.Text code>{value}</Typography.Text> } }}
          actions={(row) => (
            <ResourceRowActions entity={SysDict} row={row} onEdit={form.openEdit} onDelete={remove}>
              <Button type="link" size="small" icon={<UnorderedListOutlined />} onClick={() => setChosen(row)}>
                {t('system.dict.items')}
              </Button>
            </ResourceRowActions>
          )}
        />
      </Card>
      <ResourceFormModal {...form.modalProps} />
      <DictItemsDrawer
        dict={chosen}
        onClose={() => setChosen(null)}
        title={
          chosen && (
            <Flex gap={8} align="center">
              {t('system.dict.itemsOf', { name: String(chosen.dictName ?? '') })}
              <Tag>{String(chosen.dictCode ?? '')}</Tag>
            </Flex>
          )
        }
      />
    </Flex>
  );
}
