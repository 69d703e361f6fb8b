import { EyeOutlined } from '@ant-design/icons';
import { type EntityDef, permissionOf, placesOf, transitionCodeOf } from '@zhwy/contracts';
import { Button, Card, Descriptions, Drawer, Flex, Image, Popconfirm, Switch, type TableProps, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Fragment, type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../access/access.tsx';
import { dictLabel } from '../dict/dictionary.ts';
import { ResourceRowActions, setFieldCallOf, useResourceDelete, useResourceSetField } from './actions.tsx';
import { type Row, formatDateTime, labelKey, nameFieldOf, shownAs, titleKey, valuesOfFilter } from './derive.ts';
import { TransitionHistory, hasTransitions } from './TransitionHistory.tsx';
import { type FormInputs, type FormParts, ResourceFormModal, useResourceForm } from './ResourceFormModal.tsx';
import { RichTextView } from './RichTextView.tsx';
import { ResourceSearchForm, type SearchInputs } from './ResourceSearchForm.tsx';
import { EnumTag, RefLabel, RefsLabel, ResourceTable, columnChoicesOf, formatMoneyCell, rowLabelOf, tableViewKey } from './ResourceTable.tsx';
import { useTableView } from './table-view.ts';
import { TableViewControls } from './TableViewControls.tsx';
import { LIST_CARD_CLASS } from './useListView.tsx';
import { type BatchAction, ResourceToolbar, useBatchSelection } from './ResourceToolbar.tsx';
import { TransitionAction, transitionsOf } from './TransitionAction.tsx';
import { writeOf } from './calls.ts';
import { UnmaskButton, useCanUnmask } from './UnmaskButton.tsx';
import { type Related, RelatedRows } from './RelatedRows.tsx';
import { forgetRefOptions } from './refs.ts';
import { type ResourceListOptions, useResourceList } from './useResourceList.ts';
import { ListTreeLayout, type ListTreeSource, useListTree } from './ListTree.tsx';
import { useLinkedDetail } from './useLinkedDetail.ts';

export type ResourcePageProps = {
  entity: EntityDef;
  /** The field a row is known by (delete confirmation, detail title); default: the first `…Name` text field. */
  nameField?: string;
  /** The row's name as shown, where the field's value is not it (a log's message in the reader's language). */
  rowName?: (row: Row) => string;
  /** Per-field column overrides, merged over the derived column. */
  columns?: Partial<Record<string, Partial<ColumnType<Row>>>>;
  /** Fields shown in the table although the definition would not (e.g. a good's image). */
  showColumns?: readonly string[];
  /** Fields not shown in the table. */
  hideColumns?: readonly string[];
  /** Extra row buttons, before Edit and Delete. */
  rowActions?: (row: Row, reload: () => void) => ReactNode;
  /** Fields shown but not changeable when editing. */
  lockedOnEdit?: readonly string[];
  /** Modal or drawer for the form (default: by the number of fields). */
  formContainer?: 'modal' | 'drawer';
  /** The list card's title (default: `<entity>列表`). */
  title?: ReactNode;
  /** After any change made on the page (create, edit, delete, status, import), beside the page's own reload. */
  onChanged?: () => void;
  /** After a create through the page's form, with the server's answer (a gate's device key, shown once). */
  onCreated?: (row: Row) => void;
  /** The list's options: fixed filters, page size, quiet failures. */
  listOptions?: ResourceListOptions;
  /** The page's own action on chosen rows (a checkbox column for whoever holds its code; its button beside 新增). */
  batchAction?: BatchAction;
  /** Props of the table itself (scroll, tableLayout, size…). */
  table?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'pagination' | 'onChange' | 'loading' | 'rowSelection'>;
  /** Per-field rendering in the detail drawer, where the default (text as is) does not read well (e.g. JSON). */
  details?: DetailRenderers;
  /** The page's own buttons before the framework's (新增, 导出…), e.g. a log's 清理; `reload` refreshes the list. */
  toolbar?: (reload: () => void) => ReactNode;
  /** The form's own inputs for some fields (see useResourceForm's `inputs`). */
  formInputs?: FormInputs;
  /**
   * A tree beside the list (community → building → unit) whose choice filters it; made once per page (ListTree.tsx).
   * The search form leaves its fields out, and a new row's form starts with the chosen node's values in the fields
   * it has (a room's 所属小区, 所属楼栋 and 所属单元).
   */
  tree?: ListTreeSource;
  /** More of a row in its detail drawer, below its fields (a room's residents, cars and parking spaces). */
  detailExtra?: (row: Row) => ReactNode;
  /** The search form's fields in this order (default: the definition's searchable fields, in its order). */
  searchFields?: readonly string[];
  /** What the page adds to the form: whole items, rules across fields, a section after the fields (FormParts). */
  formParts?: FormParts;
  /** The search form's own inputs for some fields (a room chosen in the hierarchy's picker). */
  searchInputs?: SearchInputs;
  /** Rows of other entities that refer to a row, listed under its detail (a resident's room bindings). */
  related?: readonly Related[];
  /** The page's own dialog for a named transition, in place of the generic one (the resident audit's). */
  transitions?: Partial<Record<string, (row: Row, onDone: () => void) => ReactNode>>;
  /** Fields the form keeps but does not show, filled by another input (see useResourceForm's `hidden`). */
  hiddenInForm?: readonly string[];
};

/** With a tree beside it, the list is narrower: three search fields to a row on wide screens, not four. */
export const TREE_SEARCH_SPAN = { xs: 24, md: 12, xl: 8 };

/**
 * A whole ordinary page from an entity's definition: the search form (three fields, expand/collapse), the table
 * (pager of 13 with jump and total; enums as coloured tags; a status with a setField call as a switch with a
 * confirmation; long text cut with the whole on hover), a read-only detail drawer, the create/edit form (a modal,
 * or a drawer when long) and the delete confirmation naming the row; beside 新增, batch delete, import and export
 * where the entity has those calls. Buttons follow the user's permission codes, and the action column disappears
 * for a user with no action. A page overrides only what differs.
 */
export function ResourcePage(props: ResourcePageProps) {
  const { entity, nameField, columns = {}, showColumns, hideColumns, rowActions, lockedOnEdit, formContainer, title, onChanged, onCreated, listOptions, table, details, toolbar, rowName, formInputs, tree, detailExtra, searchFields, formParts, searchInputs, related, transitions: own = {}, hiddenInForm, batchAction } = props;
  const { t } = useTranslation();
  const { can } = useAccess();
  const treeState = useListTree(tree);
  const list = useResourceList(entity, treeState.filter ? { ...listOptions, fixedQuery: { ...listOptions?.fixedQuery, ...treeState.filter } } : listOptions);
  const { reload } = list;
  const changed = useCallback(() => {
    // Another page's select of this entity's rows shows the change at its next opening.
    forgetRefOptions(`${entity.module}.${entity.name}`);
    reload();
    onChanged?.();
  }, [entity, reload, onChanged]);
  const saved = useCallback(
    (created?: Row) => {
      changed();
      if (created) onCreated?.(created);
    },
    [changed, onCreated],
  );
  const form = useResourceForm(entity, { onSaved: saved, lockedOnEdit, container: formContainer, inputs: formInputs, parts: formParts, hidden: hiddenInForm });
  const remove = useResourceDelete(entity, changed);
  const [detail, setDetail] = useState<Row | null>(null);
  useLinkedDetail(entity, setDetail);
  // 查看明文: the row in clear, titled by its name as listed (masked).
  const [clear, setClear] = useState<{ row: Row; name?: string } | null>(null);
  const canUnmask = useCanUnmask(entity);
  const named = nameField ?? nameFieldOf(entity);
  const nameOf = (row: Row) => rowName?.(row) ?? (named && row[named] != null ? String(row[named]) : undefined);
  const selection = useBatchSelection(entity, list, nameOf, batchAction);
  const view = useTableView(tableViewKey(entity));

  const canEdit = !!writeOf(entity, 'update') && can(permissionOf(entity, 'edit'));
  const canDelete = !!writeOf(entity, 'delete') && can(permissionOf(entity, 'delete'));
  // The switch column: the status field whose (unnamed) setField call toggles two values, a switch to whoever may edit.
  const statusField = Object.keys(entity.fields).find((name) => switchValuesOf(entity, name));
  // Named transitions (审核) are row actions shown in the states they start from.
  const transitions = transitionsOf(entity);
  const canTransition = transitions.some((call) => can(transitionCodeOf(entity, call)));
  const derived: typeof columns = {};
  if (statusField) derived[statusField] = { render: (_: unknown, row: Row) => <StatusSwitch entity={entity} field={statusField} row={row} name={nameOf(row)} onDone={changed} /> };
  // The row's name opens its read-only detail (every field, long text whole): open to whoever sees the list.
  if (named) {
    derived[named] = {
      render: (value: unknown, row: Row) => (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(row)} style={{ padding: 0, height: 'auto' }} title={t('resource.detail')}>
          {rowName ? rowName(row) : entity.fields[named]?.kind === 'datetime' ? formatDateTime(value) : String(value ?? '')}
        </Button>
      ),
    };
  }

  const shownColumns = mergeColumns(derived, columns);
  const titles = Object.fromEntries(Object.entries(shownColumns ?? {}).map(([name, column]) => [name, column?.title]));

  const page = (
    <Flex vertical gap={16}>
      <Card size="small">
        <ResourceSearchForm entity={entity} list={list} fixed={tree?.fields} fields={searchFields} span={tree ? TREE_SEARCH_SPAN : undefined} inputs={searchInputs} />
      </Card>
      <Card
        className={LIST_CARD_CLASS}
        title={title ?? t('resource.listTitle', { name: t(titleKey(entity)) })}
        extra={
          <Flex gap={8} wrap>
            {toolbar?.(changed)}
            {batchAction && selection.enabled && can(batchAction.code) && batchAction.render(list.rows.filter((row) => selection.keys.includes(row.id)), () => {
              selection.clear();
              changed();
            })}
            <ResourceToolbar entity={entity} list={list} selection={selection} onCreate={() => form.openCreate(valuesOfFilter(entity, treeState.filter))} onChanged={changed} />
            <TableViewControls view={view} choices={columnChoicesOf(entity, t, { show: showColumns, hide: hideColumns, titles })} onReload={reload} />
          </Flex>
        }
      >
        <ResourceTable
          {...table}
          entity={entity}
          list={list}
          show={showColumns}
          hide={hideColumns}
          columns={shownColumns}
          view={view}
          rowSelection={selection.rowSelection}
          actions={
            canEdit || canDelete || canTransition || canUnmask || rowActions
              ? (row) => (
                  <ResourceRowActions entity={entity} row={row} onEdit={canEdit ? form.openEdit : undefined} onDelete={canDelete ? remove : undefined} name={nameOf(row)}>
                    <UnmaskButton entity={entity} row={row} onRead={(read) => setClear({ row: read, name: nameOf(row) })} />
                    {transitions.map((call) => (
                      <Fragment key={call.path}>{own[call.name!] ? own[call.name!]!(row, changed) : <TransitionAction entity={entity} call={call} row={row} name={nameOf(row)} onDone={changed} />}</Fragment>
                    ))}
                    {rowActions?.(row, changed)}
                  </ResourceRowActions>
                )
              : undefined
          }
        />
      </Card>
      <ResourceFormModal {...form.modalProps} />
      <ResourceDetail entity={entity} row={detail} title={detail ? nameOf(detail) : undefined} onClose={() => setDetail(null)} render={details} extra={detailExtra} related={related} />
      <ResourceDetail
        entity={entity}
        row={clear?.row ?? null}
        heading={clear ? t('resource.unmaskTitle', { title: t(titleKey(entity)), name: clear.name ?? `#${clear.row.id}` }) : undefined}
        note={t('resource.unmaskNote')}
        onClose={() => setClear(null)}
        render={details}
      />
    </Flex>
  );
  return tree ? <ListTreeLayout state={treeState}>{page}</ListTreeLayout> : page;
}

/** The page's column overrides over the page-derived ones (switch, detail link), field by field: a width keeps the render. */
const mergeColumns = (derived: ResourcePageProps['columns'] = {}, overrides: ResourcePageProps['columns'] = {}): ResourcePageProps['columns'] => {
  const merged: NonNullable<ResourcePageProps['columns']> = { ...derived };
  for (const [name, column] of Object.entries(overrides)) merged[name] = { ...derived[name], ...column };
  return merged;
};

/** The two values a field's unnamed setField call toggles (its `to`, else the field's own two values), if it does. */
const switchValuesOf = (entity: EntityDef, field: string): readonly [string, string] | undefined => {
  const call = setFieldCallOf(entity, field);
  const values = call && (call.to ?? entity.fields[field]?.values);
  return values?.length === 2 ? (values as readonly [string, string]) : undefined;
};

/**
 * A two-valued status as a switch (first value on): a confirmation, then the entity's setField call. A row in
 * another state (a draft article, while the switch toggles published and withdrawn) shows its tag.
 */
function StatusSwitch({ entity, field, row, name, onDone }: { entity: EntityDef; field: string; row: Row; name?: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { can } = useAccess();
  const [busy, setBusy] = useState(false);
  const set = useResourceSetField(entity, field, onDone);
  const def = entity.fields[field]!;
  const [on, off] = switchValuesOf(entity, field)!;
  const value = String(row[field] ?? '');
  const from = setFieldCallOf(entity, field)?.from;
  if (!can(permissionOf(entity, 'edit')) || (from && !from.includes(value))) return <EnumTag entity={entity} name={field} field={def} value={value} />;
  const next = value === on ? off : on;
  const label = (v: string) => <EnumTag entity={entity} name={field} field={def} value={v} />;
  return (
    <Popconfirm
      title={t('resource.setFieldConfirm', { name: name ?? `#${row.id}`, field: t(labelKey(entity, field)) })}
      description={
        <Flex align="center" gap={4}>
          {label(value)} → {label(next)}
        </Flex>
      }
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onConfirm={async () => {
        setBusy(true);
        await set(row, next);
        setBusy(false);
      }}
    >
      <Switch
        checked={value === on}
        loading={busy}
        aria-label={`${t(labelKey(entity, field))} ${name ?? row.id}`}
        checkedChildren={def.dict ? dictLabel(def.dict, on, entity.module) : on}
        unCheckedChildren={def.dict ? dictLabel(def.dict, off, entity.module) : off}
      />
    </Popconfirm>
  );
}

/** A row read-only, every field labelled and shown as in the table (times, money, tags, names, images, long text whole). */
export type DetailRenderers = Partial<Record<string, (value: unknown, row: Row) => ReactNode>>;

type DetailProps = {
  entity: EntityDef;
  row: Row | null;
  /** The row's name in the title (… · 详情); `heading`: the whole title instead (a row shown in clear). */
  title?: string;
  heading?: string;
  /** Under the fields, in place of the history (why a row in clear is shown). */
  note?: string;
  related?: readonly Related[];
  /** Below the fields (and before the transitions): what else the row has, a room's residents. */
  extra?: (row: Row) => ReactNode;
  onClose: () => void;
  render?: DetailRenderers;
};

export function ResourceDetail({ entity, row, title, heading, note, related = [], extra, onClose, render = {} }: DetailProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={row !== null} onClose={onClose} title={heading ?? t('resource.detailTitle', { name: title ?? t(titleKey(entity)) })} size={Math.min(640, window.innerWidth)} destroyOnHidden>
      {row && (
        <Descriptions
          column={1}
          bordered
          size="small"
          styles={{ label: { width: 140 } }}
          items={Object.entries(entity.fields).map((entry) => shownAs(entity, entry)).map(([name, field]) => ({
            key: name,
            label: t(labelKey(entity, name)),
            children: render[name] ? render[name](row[name], row) : detailValue(entity, name, field, row[name], rowLabelOf(row, name)),
          }))}
        />
      )}
      {row && note && <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>{note}</Typography.Paragraph>}
      {row && !note && extra?.(row)}
      {row && related.map((other) => <RelatedRows key={`${other.entity.name}.${other.field}`} related={other} row={row} />)}
      {row && !note && hasTransitions(entity) && <TransitionHistory entity={entity} id={Number(row.id)} />}
    </Drawer>
  );
}

const detailValue = (entity: EntityDef, name: string, field: EntityDef['fields'][string], value: unknown, label?: string): ReactNode => {
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'enum':
      return <EnumTag entity={entity} name={name} field={field} value={value} />;
    case 'datetime':
      return formatDateTime(value);
    case 'money':
    case 'decimal':
      return formatMoneyCell(value, placesOf(field));
    case 'ref':
      return <RefLabel target={field.ref} value={value} label={label} />;
    case 'refs':
      return <RefsLabel target={field.ref} value={value} label={label} />;
    case 'image':
      return <Image src={String(value)} width={120} alt="" />;
    case 'richText':
      return <RichTextView html={String(value)} />;
    default:
      return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{String(value)}</span>;
  }
};
