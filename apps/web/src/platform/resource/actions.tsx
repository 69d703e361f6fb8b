import { PlusOutlined } from '@ant-design/icons';
import { type CallDef, type EntityDef, permissionOf } from '@zhwy/contracts';
import { App, Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../access/access.tsx';
import { request } from '../http/client.ts';
import { writeOf } from './calls.ts';
import { type Row, actionKey, itemPath } from './derive.ts';

/** Deletes one row after the confirmation, says so, then lets the page reload. */
export function useResourceDelete(entity: EntityDef, onDeleted?: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    async (row: Row) => {
      const write = writeOf(entity, 'delete');
      if (!write) return;
      try {
        await request(write.method, itemPath(write.path, row.id));
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
  if (!writeOf(entity, 'create')) return null;
  return (
    <Auth code={permissionOf(entity, 'add')}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
        {t(actionKey(entity, 'create'), { defaultValue: t('common.add') })}
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
  /** What the delete confirmation calls the row (its name); the generic question when absent. */
  name?: string;
};

/** Edit and Delete (with its confirmation) of one row, each behind its permission code: text links, a compact column. */
export function ResourceRowActions({ entity, row, onEdit, onDelete, children, name }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap={false}>
      {children}
      {onEdit && writeOf(entity, 'update') && (
        <Auth code={permissionOf(entity, 'edit')}>
          <Button type="link" size="small" onClick={() => onEdit(row)}>
            {t('common.edit')}
          </Button>
        </Auth>
      )}
      {onDelete && writeOf(entity, 'delete') && (
        <Auth code={permissionOf(entity, 'delete')}>
          <Popconfirm
            title={name ? t(actionKey(entity, 'deleteConfirm'), { name, defaultValue: t('resource.deleteConfirmNamed', { name }) }) : t('common.deleteConfirm')}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(row)}
          >
            <Button type="link" size="small" danger>
              {t(actionKey(entity, 'delete'), { defaultValue: t('common.delete') })}
            </Button>
          </Popconfirm>
        </Auth>
      )}
    </Space>
  );
}

export type SetFieldCall = Extract<CallDef, { style: 'setField' }>;

/** The entity's call that sets `field` alone: the status toggle (no name), or the named transition (`verify`). */
export const setFieldCallOf = (entity: EntityDef, field: string, name?: string): SetFieldCall | undefined =>
  entity.calls?.find((call): call is SetFieldCall => call.style === 'setField' && call.field === field && call.name === name);

/** Sets one field of a row through the entity's setField call (id in the path, or beside the value). */
export function useResourceSetField(entity: EntityDef, field: string, onDone?: () => void, name?: string) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const call = setFieldCallOf(entity, field, name);
  return useCallback(
    async (row: Row, value: string): Promise<boolean> => {
      if (!call) return false;
      const inPath = call.path.includes(':id');
      const path = inPath ? itemPath(call.path, row.id) : call.path;
      const payload: Record<string, string | number> = inPath ? { [field]: value } : { id: row.id, [field]: value };
      try {
        await request(call.method, path, call.method === 'GET' ? { query: payload } : { body: payload });
      } catch {
        return false; // the client has shown why
      }
      message.success(t('resource.setFieldDone'));
      onDone?.();
      return true;
    },
    [call, field, message, onDone, t],
  );
}
