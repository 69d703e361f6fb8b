import { SysDictItem } from '@zhwy/contracts';
import { Drawer, Flex } from 'antd';
import { type ReactNode, useCallback } from 'react';
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
import { refreshDictionary } from './refresh.ts';

type Props = { dict: Row | null; title: ReactNode; onClose: () => void };

/** The items of one dictionary type: the same framework, with the type's code fixed. */
export function DictItemsDrawer({ dict, title, onClose }: Props) {
  return (
    <Drawer open={dict !== null} title={title} onClose={onClose} size={880} destroyOnHidden>
      {dict && <DictItems key={dict.id} dictCode={String(dict.dictCode)} />}
    </Drawer>
  );
}

function DictItems({ dictCode }: { dictCode: string }) {
  const list = useResourceList(SysDictItem, { fixedQuery: { 'dictCode.equals': dictCode } });
  const { reload } = list;
  const changed = useCallback(() => {
    reload();
    refreshDictionary();
  }, [reload]);
  const form = useResourceForm(SysDictItem, { onSaved: changed, fixedValues: { dictCode } });
  const remove = useResourceDelete(SysDictItem, changed);
  return (
    <Flex vertical gap={8}>
      <ResourceSearchForm
        entity={SysDictItem}
        list={list}
        fixed={['dictCode']}
        span={{ xs: 24, md: 8 }}
        extra={<ResourceCreateButton entity={SysDictItem} onClick={form.openCreate} />}
      />
      <ResourceTable
        entity={SysDictItem}
        list={list}
        size="middle"
        actions={(row) => <ResourceRowActions entity={SysDictItem} row={row} onEdit={form.openEdit} onDelete={remove} />}
      />
      <ResourceFormModal {...form.modalProps} />
    </Flex>
  );
}
