import { Grid } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ReactNode, useMemo } from 'react';
import { type ColumnChoice, type Density, type TableView, arrangeColumns, useTableView } from './table-view.ts';
import { TableViewControls } from './TableViewControls.tsx';

/** The class of a list's card (resource.css): ResourcePage's, and the hand-made lists' through useListView. */
export const LIST_CARD_CLASS = 'zh-resource-list';

/** A hand-made list's column: a stable `key` (what the view saves), and `optional` to offer it hidden until shown. */
export type ViewColumn<R> = ColumnType<R> & { key: string; optional?: boolean };

export type ListView<R> = {
  view: TableView;
  /** The columns as the user arranged them (order, visibility); fixed columns (the actions) keep their place at the ends. */
  columns: ColumnType<R>[];
  /** The table's `size` (row density). */
  size: Density;
  /** Refresh, density and columns: for the list card's `extra`, beside the page's own buttons. */
  controls: ReactNode;
  /** The list card's class, as ResourcePage's: its header wraps on a narrow screen (the title stays, the buttons go below). */
  cardClassName: string;
};

/**
 * The framework list's view controls for a hand-made table (租户管理, 在线用户, 部门, 工作组): the page keeps its own
 * columns and gives each a key; the user's arrangement is saved per tenant, user and `list` as ResourceTable's is.
 *
 *   const { columns, size, controls, cardClassName } = useListView('system.tenant', columns, reload);
 *   <Card className={cardClassName} extra={<Flex gap={8}>{buttons}{controls}</Flex>}><Table columns={columns} size={size} … /></Card>
 */
export function useListView<R>(list: string, columns: readonly ViewColumn<R>[], onReload: () => void): ListView<R> {
  const view = useTableView(list);
  // On a phone a fixed column would cover half the table (as ResourceTable): the actions come last, unfixed.
  const narrow = Grid.useBreakpoint().md === false;
  const choices = useMemo(
    (): ColumnChoice[] => columns.filter((c) => !c.fixed).map((c) => ({ key: c.key, title: typeof c.title === 'string' ? c.title : c.key, hiddenByDefault: c.optional })),
    [columns],
  );
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const plain = (c: ViewColumn<R>): ColumnType<R> => {
    const { optional: _optional, ...column } = c;
    return narrow ? { ...column, fixed: undefined } : column;
  };
  const arranged = arrangeColumns(choices, view.columns)
    .filter((c) => c.visible)
    .map((c) => plain(byKey.get(c.key)!));
  const left = columns.filter((c) => c.fixed === 'left' || c.fixed === true).map(plain);
  const right = columns.filter((c) => c.fixed === 'right').map(plain);
  return {
    view,
    columns: [...left, ...arranged, ...right],
    size: view.density,
    controls: <TableViewControls view={view} choices={choices} onReload={onReload} />,
    cardClassName: LIST_CARD_CLASS,
  };
}
