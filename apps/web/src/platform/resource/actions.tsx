import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type EntityDef, permissionOf } from '@zhwy/contracts';
import { App, Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../access/access.tsx';
import { http } from '../http/client.ts';
import { type Row, itemPath } from './derive.ts';

/** Deletes one row after the confirmation, says so, then lets the page reload. */
export function useResourceDelete(entity: EntityDef, onDeleted?: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    async (row: Row) => {
      if (!entity.paths.remove) return;
      try {
        await http.delete(itemPath(entity.paths.remove, row.id));
      } catch {
        return; // the client has shown why
      }
      message.success(t('common.deleteSuccess'));
      onDeleted?.();
    },
    [entity, message, onDeleted, t],
  );
}

/** The toolbar's New button, shown only with the entity's add permission. */
export function ResourceCreateButton({ entity, onClick }: { entity: EntityDef; onClick: () => void }) {
  const { t } = useTranslation();
  if (!entity.paths.create) return null;
  return (
    <Auth code={permissionOf(entity, 'add')}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
        {t('common.add')}
      </Button>
    </Auth>
  );
}

type RowActionsProps = {
  entity: EntityDef;
  row: Row;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => Promise<void>;
  /** Page-specific buttons placed before Edit and Delete. */
  children?: ReactNode;
};

/** Edit and Delete (with its confirmation) of one row, each behind its permission code. */
export function ResourceRowActions({ entity, row, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap={false}>
      {children}
      {onEdit && entity.paths.update && (
        <Auth code={permissionOf(entity, 'edit')}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>
            {t('common.edit')}
          </Button>
        </Auth>
      )}
      {onDelete && entity.paths.remove && (
        <Auth code={permissionOf(entity, 'delete')}>
          <Popconfirm
            title={t('common.deleteConfirm')}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(row)}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />}>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </Auth>
      )}
    </Space>
  );
}
