import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { type EntityDef, permissionOf } from '@zhwy/contracts';
import { App, Button, Popconfirm, Space } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../access/access.tsx';
import { request } from '../http/client.ts';
import { ResourceCreateButton } from './actions.tsx';
import { callOf, deleteManyPath } from './calls.ts';
import type { Row } from './derive.ts';
import { ImportModal } from './ImportModal.tsx';
import { progressText, useExport } from './useExport.ts';
import type { ResourceList } from './useResourceList.ts';

export type BatchSelection = {
  /** Whether rows can be chosen at all: the entity has a batch delete and the user may delete, or the page's batch action's code. */
  enabled: boolean;
  /** Whether the chosen rows may be deleted together (the entity's batch delete and the user's permission). */
  deletable?: boolean;
  /** The chosen rows' ids, only those of the page on screen. */
  keys: number[];
  clear: () => void;
  /** For the table; undefined when not enabled (no checkbox column). */
  rowSelection?: TableRowSelection<Row>;
};

/**
 * The rows chosen for a batch delete. A choice belongs to the page and filter it was made on: another page, sort or
 * search starts with none, and rows gone after a reload drop out of it (derived, no effect to keep it in step).
 */
/** A page's own action on the chosen rows (账单管理's 发送催缴): its code, which rows may be chosen, its button. */
export type BatchAction = { code: string; selectable?: (row: Row) => boolean; render: (rows: Row[], done: () => void) => ReactNode };

export function useBatchSelection(entity: EntityDef, list: ResourceList, nameOf: (row: Row) => string | undefined, action?: BatchAction): BatchSelection {
  const { t } = useTranslation();
  const { can } = useAccess();
  const deletable = !!callOf(entity, 'deleteMany') && can(permissionOf(entity, 'delete'));
  const enabled = deletable || (!!action && can(action.code));
  const [chosen, setChosen] = useState<{ params: ResourceList['params']; keys: number[] }>({ params: list.params, keys: [] });
  const keys = chosen.params === list.params ? chosen.keys.filter((key) => list.rows.some((row) => row.id === key)) : [];
  const clear = () => setChosen({ params: list.params, keys: [] });
  return {
    enabled,
    deletable,
    keys,
    clear,
    rowSelection: enabled
      ? {
          selectedRowKeys: keys,
          preserveSelectedRowKeys: false,
          onChange: (next) => setChosen({ params: list.params, keys: next.map(Number) }),
          getCheckboxProps: (row) => ({ 'aria-label': t('resource.selectRow', { name: nameOf(row) ?? `#${row.id}` }), disabled: !deletable && action?.selectable ? !action.selectable(row) : false }),
        }
      : undefined,
  };
}

type ToolbarProps = {
  entity: EntityDef;
  list: ResourceList;
  selection: BatchSelection;
  onCreate: () => void;
  /** After rows were deleted or imported: the page reloads (and forgets cached options). */
  onChanged: () => void;
};

/** The list card's buttons: 新增, 批量删除, 导入, 导出, each only with the entity's call and the user's permission. */
export function ResourceToolbar({ entity, list, selection, onCreate, onChanged }: ToolbarProps) {
  const { can } = useAccess();
  const canImport = !!callOf(entity, 'import') && can(permissionOf(entity, 'import'));
  const canExport = !!callOf(entity, 'export') && can(permissionOf(entity, 'export'));
  const canExportClear = !!callOf(entity, 'exportUnmasked') && !!entity.unmask && can(entity.unmask);
  return (
    <Space wrap size={8}>
      <ResourceCreateButton entity={entity} onClick={onCreate} />
      {selection.enabled && selection.deletable !== false && <BatchDeleteButton entity={entity} selection={selection} onDeleted={onChanged} />}
      {canImport && <ImportButton entity={entity} onImported={onChanged} />}
      {canExport && <ExportButton entity={entity} listParams={list.params} />}
      {canExportClear && <ExportButton entity={entity} listParams={list.params} clear />}
    </Space>
  );
}

/** Deletes the chosen rows in one call after a confirmation that counts them; the server deletes all or none. */
function BatchDeleteButton({ entity, selection, onDeleted }: { entity: EntityDef; selection: BatchSelection; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const call = callOf(entity, 'deleteMany')!;
  const count = selection.keys.length;
  const remove = async () => {
    setBusy(true);
    try {
      // A path with `:ids` carries them; one without takes them in the body (the spec's form, 住户's delete).
      if (call.path.includes(':ids')) await request(call.method, deleteManyPath(call, selection.keys));
      else await request(call.method, call.path, { body: { ids: [...new Set(selection.keys)] } });
    } catch {
      return; // the client has shown why; the choice stays, to be changed
    } finally {
      setBusy(false);
    }
    message.success(t('common.deleteSuccess'));
    selection.clear();
    onDeleted();
  };
  return (
    <Popconfirm
      title={t('resource.batchDeleteConfirm', { count })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      disabled={count === 0}
      onConfirm={remove}
    >
      <Button danger icon={<DeleteOutlined />} disabled={count === 0} loading={busy}>
        {t('resource.batchDelete')}
      </Button>
    </Popconfirm>
  );
}

function ImportButton({ entity, onImported }: { entity: EntityDef; onImported: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('resource.import')}
      </Button>
      <ImportModal entity={entity} open={open} onClose={() => setOpen(false)} onImported={onImported} />
    </>
  );
}

/**
 * Exports what the list's filters match (`clear`: in clear, 导出明文); the button shows the bytes (or the share)
 * received while it streams.
 */
function ExportButton({ entity, listParams, clear }: { entity: EntityDef; listParams: ResourceList['params']; clear?: boolean }) {
  const { t } = useTranslation();
  const exporter = useExport(entity, listParams, clear ? 'exportUnmasked' : 'export');
  return (
    <Button icon={<DownloadOutlined />} loading={exporter.busy} onClick={() => void exporter.run()}>
      {exporter.progress ? t('resource.exporting', { progress: progressText(exporter.progress) }) : t(clear ? 'resource.exportUnmasked' : 'resource.export')}
    </Button>
  );
}
