import { type EntityDef, type FieldDef, isHundredths, placesOf } from '@zhwy/contracts';
import { Flex, Grid, Image, Table, type TableProps, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel } from '../dict/dictionary.ts';
import { type Row, columnSortOrder, formatDateTime, formatMoneyCell, labelKey, shownAs } from './derive.ts';
import { idsOfRefs, useRefLabels } from './refs.ts';
import type { ResourceList } from './useResourceList.ts';
import { type ColumnChoice, type Density, type TableView, arrangeColumns, fitWidths, useTableView } from './table-view.ts';
import { TableViewControls } from './TableViewControls.tsx';
import './resource.css';

export { formatMoneyCell };

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
  /** A fixed width of the actions column; by default it fits its buttons. */
  actionsWidth?: number;
  /** The list's view when the page shows its controls itself (ResourcePage, in its card's header). */
  view?: TableView;
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


/** Widths of a column by its field's kind (text by its allowed length): together they fit a 1440 px screen. */
export const columnWidthOf = (field: FieldDef): number => {
  switch (field.kind) {
    case 'datetime':
      return 165;
    case 'date':
      return 110;
    case 'enum':
    case 'int':
      return 100;
    case 'money':
    case 'decimal':
      return 120;
    case 'ref':
      return 140;
    case 'refs':
    case 'textarea':
    case 'richText':
      return 180;
    case 'image':
      return 80;
    default: {
      // An ID number shows whole (18 characters, masked or not): the one text a clerk reads to the last digit.
      if (field.mask === 'idCard') return 170;
      const max = field.max ?? 50;
      return max <= 12 ? 100 : max <= 20 ? 120 : max <= 32 ? 130 : max <= 64 ? 150 : 180;
    }
  }
};

/**
 * The least width of a column by its field's kind, before the table scrolls instead: a time, a date, an amount, a
 * picture and an ID number as they are, a tag or a number at 80, other text and names cut (whole on hover) to about
 * two thirds.
 */
export const columnMinWidthOf = (field: FieldDef): number => {
  switch (field.kind) {
    case 'datetime':
    case 'date':
    case 'image':
    case 'money':
    case 'decimal':
      return columnWidthOf(field);
    case 'text':
      return field.mask === 'idCard' ? columnWidthOf(field) : Math.max(90, Math.round(columnWidthOf(field) * 0.65));
    case 'enum':
    case 'int':
      return 80;
    default:
      return Math.max(90, Math.round(columnWidthOf(field) * 0.65));
  }
};

/** The selection column's width (antd's checkbox column). */
const SELECTION_WIDTH = 32;

/**
 * Columns from the definition: enums labelled by their dictionary, times formatted, sortable fields sorted by the
 * server; each as wide as its kind needs, text cut with an ellipsis (long text whole on hover). The columns a page
 * or definition offers but does not show by default (`column: 'optional'`) and the order are the user's, through
 * the list's view controls (refresh, density, columns): the card's (`view` given) or a bar above the table.
 */
export function ResourceTable<R extends Row>({ entity, list, columns: overrides = {}, hide = [], show = [], actions, actionsWidth, view: shared, ...rest }: Props<R>) {
  const { t } = useTranslation();
  const own = useTableView(tableViewKey(entity));
  const narrow = Grid.useBreakpoint().md === false;
  const view = shared ?? own;
  const derived = new Map<string, ColumnType<R>>();
  const least = new Map<string, number>();
  const choices: ColumnChoice[] = [];
  // A tree's parent is shown as the reference it is (its name, never an id).
  for (const [name, field] of Object.entries(entity.fields).map((entry) => shownAs(entity, entry))) {
    if (!offeredAsColumn(field, name, show, hide)) continue;
    const column: ColumnType<R> = { key: name, dataIndex: name, title: t(labelKey(entity, name)), width: columnWidthOf(field), ellipsis: true };
    if (field.sortable) {
      column.sorter = true;
      column.sortOrder = columnSortOrder(list.sort, name);
      column.sortDirections = ['ascend', 'descend', 'ascend'];
    }
    if (field.kind === 'enum' && field.dict) {
      column.render = (value: unknown) => <EnumTag entity={entity} name={name} field={field} value={value} />;
    } else if (field.kind === 'datetime') {
      column.render = (value: unknown) => formatDateTime(value);
    } else if (isHundredths(field.kind)) {
      column.render = (value: unknown) => formatMoneyCell(value, placesOf(field));
      column.align = 'right';
    } else if (field.kind === 'ref') {
      column.render = (value: unknown, row: R) => <RefLabel target={field.ref} value={value} label={rowLabelOf(row, name)} />;
    } else if (field.kind === 'refs') {
      column.render = (value: unknown, row: R) => <RefsLabel target={field.ref} value={value} label={rowLabelOf(row, name)} />;
    } else if (field.kind === 'image') {
      column.ellipsis = false;
      column.render = (value: unknown) => (value ? <Image src={String(value)} width={40} height={40} style={{ objectFit: 'cover' }} alt="" /> : '');
    } else if (field.kind === 'textarea' || ((field.kind === 'text' || field.kind === 'richText') && (field.max ?? 0) > LONG_TEXT)) {
      // Long text stays on one line, cut with an ellipsis; the whole of it shows on hover.
      column.ellipsis = { showTitle: false };
      column.render = (value: unknown) => <LongText value={value} />;
    }
    const merged = { ...column, ...overrides[name] };
    derived.set(name, merged);
    // A width the page chose is kept; the kind's may shrink to fit the room.
    least.set(name, overrides[name]?.width === undefined ? columnMinWidthOf(field) : Number(merged.width) || 0);
    choices.push({ key: name, title: typeof merged.title === 'string' ? merged.title : t(labelKey(entity, name)), hiddenByDefault: field.column === 'optional' && !show.includes(name) });
  }
  const shown = arrangeColumns(choices, view.columns).filter((c) => c.visible);
  const [fittedWidth, measureActions] = useActionsWidth(!!actions, view.density);
  const actionsColumnWidth = actionsWidth ?? fittedWidth;
  // The columns fit the room the table has (beside a tree, in a drawer), not the screen's: measured as it changes.
  const [room, measureRoom] = useContainerWidth();
  const fixedShare = (actions ? actionsColumnWidth : 0) + (rest.rowSelection ? SELECTION_WIDTH : 0);
  const widths = fitWidths(
    shown.map((c) => {
      const own = derived.get(c.key)!.width;
      const width = typeof own === 'number' ? own : 0;
      return { width, min: Math.min(width, least.get(c.key) ?? width) };
    }),
    room > 0 ? room - fixedShare : 0,
  );
  const columns = shown.map((c, i): ColumnType<R> => {
    const column = derived.get(c.key)!;
    return typeof column.width === 'number' ? { ...column, width: widths[i] } : column;
  });
  if (actions) {
    columns.push({
      key: '_actions',
      title: t('common.actions'),
      width: actionsColumnWidth,
      // On a phone a fixed column would cover half the table: the buttons come last, reached by scrolling.
      fixed: narrow ? undefined : 'right',
      render: (_: unknown, row: R) => <span className="zh-row-actions">{actions(row)}</span>,
    });
  }
  // The table is as wide as its columns (the screen's width when they need less); more columns shown, a scroll bar.
  const width = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), rest.rowSelection ? SELECTION_WIDTH : 0);
  const measureIn = useCallback(
    (node: HTMLDivElement | null) => {
      const stopActions = measureActions(node);
      const stopRoom = measureRoom(node);
      return () => {
        stopActions?.();
        stopRoom?.();
      };
    },
    [measureActions, measureRoom],
  );
  const table = (
    <div ref={measureIn}>
      <Table<R> {...rest} {...list.tableProps} size={view.density} tableLayout="fixed" columns={columns} scroll={rest.scroll ?? { x: width }} />
    </div>
  );
  if (shared) return table;
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <TableViewControls view={view} choices={choices} onReload={list.reload} />
      </Flex>
      {table}
    </Flex>
  );
}

/** Whether a field is a column the list shows or offers: every field but `column: false` ones, plus `show`, minus `hide`. */
const offeredAsColumn = (field: FieldDef, name: string, show: readonly string[], hide: readonly string[]) =>
  (field.column !== false || show.includes(name)) && !hide.includes(name);

/** The columns a list offers, as the view controls list them (for a page that puts the controls in its card). */
export const columnChoicesOf = (
  entity: EntityDef,
  t: (key: string) => string,
  { show = [], hide = [], titles = {} }: { show?: readonly string[]; hide?: readonly string[]; titles?: Record<string, unknown> } = {},
): ColumnChoice[] =>
  Object.entries(entity.fields)
    .filter(([name, field]) => offeredAsColumn(field, name, show, hide))
    .map(([name, field]) => {
      const title = titles[name];
      return { key: name, title: typeof title === 'string' ? title : t(labelKey(entity, name)), hiddenByDefault: field.column === 'optional' && !show.includes(name) };
    });

/** The name a list's view is saved under: its entity. */
export const tableViewKey = (entity: Pick<EntityDef, 'module' | 'name'>) => `${entity.module}.${entity.name}`;

/**
 * The actions column as wide as its widest row of buttons (a compact column, whatever the buttons and language):
 * measured after every change of the table's content; 100 px until then.
 */
const useActionsWidth = (enabled: boolean, density: Density) => {
  // A cell's padding on both sides and a pixel of border: antd's large rows 16 px a side, the others 8 px.
  const padding = density === 'large' ? 33 : 17;
  const [width, setWidth] = useState(100);
  // A ref callback with its cleanup (React 19): observes the table while it is mounted.
  const measureIn = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || !enabled) return;
      const measure = () => {
        const widest = Math.max(0, ...[...node.querySelectorAll<HTMLElement>('.zh-row-actions')].map((el) => el.getBoundingClientRect().width));
        if (widest > 0) setWidth(Math.ceil(widest) + padding);
      };
      const observer = new MutationObserver(measure);
      observer.observe(node, { childList: true, subtree: true, characterData: true });
      const frame = requestAnimationFrame(measure);
      return () => {
        observer.disconnect();
        cancelAnimationFrame(frame);
      };
    },
    [enabled, padding],
  );
  return [width, measureIn] as const;
};

/** The width of the element the table is in (its content box), observed while it is mounted; 0 until measured. */
const useContainerWidth = () => {
  const [width, setWidth] = useState(0);
  const measureIn = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [width, measureIn] as const;
};
