import { UnorderedListOutlined } from '@ant-design/icons';
import { SysDict } from '@zhwy/contracts';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage, type Row } from '../../platform/resource/index.ts';
import { DictItemsDrawer } from './DictItemsDrawer.tsx';
import { refreshDictionary } from './refresh.ts';

/**
 * A dictionary's name as the reader reads it: in Chinese the stored name (staff may rename it), in other languages
 * the translation of a seeded dictionary's name, else the stored one (as dictionary values are, dictionary.ts).
 */
const useDictName = () => {
  const { t, i18n } = useTranslation();
  return (row: Row) => {
    const stored = String(row.dictName ?? '');
    return i18n.language === 'zh_CN' ? stored : t(`system.dict.names.${String(row.dictCode)}`, { defaultValue: stored });
  };
};

/** 数据字典: the framework's page of dictionary types; a type's items open in a drawer. */
export function DictPage() {
  const { t } = useTranslation();
  const dictName = useDictName();
  const [chosen, setChosen] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        entity={SysDict}
        title={t('system.dict.listTitle')}
        lockedOnEdit={['dictCode']}
        rowName={dictName}
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
              {t('system.dict.itemsOf', { name: dictName(chosen) })}
              <Tag>{String(chosen.dictCode ?? '')}</Tag>
            </Flex>
          )
        }
      />
    </>
  );
}
