import { UnorderedListOutlined } from '@ant-design/icons';
import { SysDict } from '@zhwy/contracts';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage, type Row } from '../../platform/resource/index.ts';
import { DictItemsDrawer } from './DictItemsDrawer.tsx';
import { refreshDictionary } from './refresh.ts';

/** 数据字典: the framework's page of dictionary types; a type's items open in a drawer. */
export function DictPage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        entity={SysDict}
        title={t('system.dict.listTitle')}
        lockedOnEdit={['dictCode']}
        onChanged={refreshDictionary}
        columns={{ dictCode: { render: (value: string) => <Typography.Text code>{value}</Typography.Text> } }}
        rowActions={(row) => (
          <Button type="link" size="small" icon={<UnorderedListOutlined />} onClick={() => setChosen(row)}>
            {t('system.dict.items')}
          </Button>
        )}
      />
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
    </>
  );
}
