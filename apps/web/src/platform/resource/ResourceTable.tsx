import type { EntityDef } from '@zhwy/contracts';
import { Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel } from '../dict/dictionary.ts';
import { type Row, columnFieldsOf, columnSortOrder, formatDateTime, labelKey } from './derive.ts';
import type { ResourceList } from './useResourceList.ts';

type Props<R extends Row> = {
  entity: EntityDef;
  list: ResourceList<R>;
  /** Per-field column overrides (title, render, width…), merged over the derived column. */
  columns?: Partial<Record<string, Partial<ColumnType<R>>>>;
  /** Fields not to show although the definition would. */
  hide?: readonly string[];
  /** Row buttons (see ResourceRowActions); no actions column when absent. */
  actions?: (row: R) => ReactNode;
  actionsWidth?: number;
} & Omit<TableProps<R>, 'columns' | 'dataSource' | 'pagination' | 'onChange' | 'loading'>;

/** Columns from the definition: enums labelled by their dictionary, times formatted, sortable fields sorted by the server. */
export function ResourceTable<R extends Row>({ entity, list, columns: overrides = {}, hide = [], actions, actionsWidth, ...rest }: Props<R>) {
  const { t } = useTranslation();
  const columns: ColumnType<R>[] = columnFieldsOf(entity)
    .filter(([name]) => !hide.includes(name))
    .map(([name, field]) => {
      const column: ColumnType<R> = { key: name, dataIndex: name, title: t(labelKey(entity, name)) };
      if (field.sortable) {
        column.sorter = true;
        column.sortOrder = columnSortOrder(list.sort, name);
        column.sortDirections = ['ascend', 'descend', 'ascend'];
      }
      if (field.kind === 'enum' && field.dict) {
        const dict = field.dict;
        column.render = (value: unknown) => dictLabel(dict, value === null || value === undefined ? null : String(value));
      } else if (field.kind === 'datetime') {
        column.render = (value: unknown) => formatDateTime(value);
        column.width = 180;
      } else if (field.kind === 'textarea') {
        column.ellipsis = true;
      }
      return { ...column, ...overrides[name] };
    });
  if (actions) {
    columns.push({ key: '_actions', title: t('common.actions'), width: actionsWidth, fixed: 'right', render: (_: unknown, row: R) => actions(row) });
  }
  return <Table<R> size="middle" {...rest} {...list.tableProps} columns={columns} scroll={rest.scroll ?? { x: 'max-content' }} />;
}
