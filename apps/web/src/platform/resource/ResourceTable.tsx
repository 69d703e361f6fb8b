import { type EntityDef, type FieldDef, isHundredths } from '@zhwy/contracts';
import { Image, Table, type TableProps, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel } from '../dict/dictionary.ts';
import { type Row, columnSortOrder, formatDateTime, labelKey, shownAs } from './derive.ts';
import { idsOfRefs, useRefLabels } from './refs.ts';
import type { ResourceList } from './useResourceList.ts';

type Props<R extends Row> = {
  entity: EntityDef;
  list: ResourceList<R>;
  /** Per-field column overrides (title, render, width…), merged over the derived column. */
  columns?: Partial<Record<string, Partial<ColumnType<R>>>>;
  /** Fields not to show although the definition would. */
  hide?: readonly string[];
  /** Fields to show although the definition would not (e.g. a good's image). */
  show?: readonly string[];
  /** Row buttons (see ResourceRowActions); no actions column when absent. */
  actions?: (row: R) => ReactNode;
  actionsWidth?: number;
} & Omit<TableProps<R>, 'columns' | 'dataSource' | 'pagination' | 'onChange' | 'loading'>;

/** Text fields allowed more characters than this are cut in the table (the whole text on hover). */
const LONG_TEXT = 40;

/** Colours of an enum's values by position: statuses green / red, other dictionaries a neutral palette. */
const STATUS_COLORS = ['success', 'error', 'warning', 'processing'];
const OTHER_COLORS = ['blue', 'purple', 'cyan', 'orange', 'magenta', 'geekblue', 'gold', 'lime'];

/** An enum's value as a coloured tag, labelled by its dictionary in the current language. */
export function EnumTag({ entity, name, field, value }: { entity: EntityDef; name: string; field: FieldDef; value: unknown }) {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const index = field.values?.indexOf(text) ?? -1;
  const palette = name === 'status' || /status$/i.test(name) ? STATUS_COLORS : OTHER_COLORS;
  const color = field.tones?.[text] ?? (index >= 0 ? palette[index % palette.length] : 'default');
  return <Tag color={color}>{field.dict ? dictLabel(field.dict, text, entity.module) : text}</Tag>;
}

/** The labels a row brought from the server (`labels: {areaId: '金桂苑'}`), by field. */
export const rowLabelOf = (row: unknown, name: string): string | undefined => {
  const labels = (row as { labels?: Record<string, unknown> } | null | undefined)?.labels;
  const label = labels?.[name];
  return typeof label === 'string' ? label : undefined;
};

/**
 * The name of a referenced row: the label its row brought, else the ids → labels call's, its id until then (or when
 * none). No row (nothing, or a tree's 0 for "no parent") shows nothing.
 */
export function RefLabel({ target, value, label }: { target?: string; value: unknown; label?: string }) {
  const none = value === null || value === undefined || value === '' || Number(value) === 0;
  const labels = useRefLabels(target, label !== undefined || none ? [] : [Number(value)]);
  if (none) return null;
  return <>{label ?? labels.get(Number(value)) ?? String(value)}</>;
}

/** Several references (the API's comma list of ids) by their names, joined with '、'; an unknown id shows as itself. */
export function RefsLabel({ target, value, label }: { target?: string; value: unknown; label?: string }) {
  const ids = idsOfRefs(value);
  const labels = useRefLabels(target, label !== undefined ? [] : ids);
  if (ids.length === 0) return null;
  return <>{label ?? ids.map((id) => labels.get(id) ?? String(id)).join('、')}</>;
}

/** Text cut to its cell; the whole of it on hover. */
export function LongText({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{text}</span>} placement="topLeft">
      <span>{text}</span>
    </Tooltip>
  );
}

/** Money as the API sends it (`"12.30"`): two decimals, thousands grouped, no float in between. */
export const formatMoneyCell = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!match) return String(value);
  const [, sign, whole, fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};

/** Columns from the definition: enums labelled by their dictionary, times formatted, sortable fields sorted by the server. */
export function ResourceTable<R extends Row>({ entity, list, columns: overrides = {}, hide = [], show = [], actions, actionsWidth, ...rest }: Props<R>) {
  const { t } = useTranslation();
  const columns: ColumnType<R>[] = Object.entries(entity.fields)
    .filter(([name, field]) => (field.column !== false || show.includes(name)) && !hide.includes(name))
    .map((entry) => shownAs(entity, entry))
    .map(([name, field]) => {
      const column: ColumnType<R> = { key: name, dataIndex: name, title: t(labelKey(entity, name)) };
      if (field.sortable) {
        column.sorter = true;
        column.sortOrder = columnSortOrder(list.sort, name);
        column.sortDirections = ['ascend', 'descend', 'ascend'];
      }
      if (field.kind === 'enum' && field.dict) {
        column.render = (value: unknown) => <EnumTag entity={entity} name={name} field={field} value={value} />;
      } else if (field.kind === 'datetime') {
        column.render = (value: unknown) => formatDateTime(value);
        column.width = 180;
      } else if (isHundredths(field.kind)) {
        column.render = (value: unknown) => formatMoneyCell(value);
        column.align = 'right';
      } else if (field.kind === 'ref') {
        column.render = (value: unknown, row: R) => <RefLabel target={field.ref} value={value} label={rowLabelOf(row, name)} />;
      } else if (field.kind === 'refs') {
        column.width = 200;
        column.ellipsis = true;
        column.render = (value: unknown, row: R) => <RefsLabel target={field.ref} value={value} label={rowLabelOf(row, name)} />;
      } else if (field.kind === 'image') {
        column.width = 80;
        column.render = (value: unknown) => (value ? <Image src={String(value)} width={40} height={40} style={{ objectFit: 'cover' }} alt="" /> : '');
      } else if (field.kind === 'textarea' || ((field.kind === 'text' || field.kind === 'richText') && (field.max ?? 0) > LONG_TEXT)) {
        // Long text stays on one line, cut with an ellipsis; the whole of it shows on hover.
        column.width = 200;
        column.ellipsis = { showTitle: false };
        column.render = (value: unknown) => <LongText value={value} />;
      }
      return { ...column, ...overrides[name] };
    });
  if (actions) {
    columns.push({ key: '_actions', title: t('common.actions'), width: actionsWidth, fixed: 'right', render: (_: unknown, row: R) => actions(row) });
  }
  return <Table<R> size="middle" {...rest} {...list.tableProps} columns={columns} scroll={rest.scroll ?? { x: 'max-content' }} />;
}
