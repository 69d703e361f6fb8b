import { type EntityDef, PAGE_SIZE } from '@zhwy/contracts';
import type { TableProps } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Page, http } from '../http/client.ts';
import { type Criteria, type Row, type SortState, listParams, sortFromTable } from './derive.ts';

export type ResourceListOptions = {
  /** Filters always sent, e.g. `{ 'dictCode.equals': 'sys_user_sex' }`. */
  fixedQuery?: Record<string, string>;
  pageSize?: number;
  /** Failures stay quiet (the spec's login-log search); the previous rows remain. */
  silent?: boolean;
};

export type ResourceList<R extends Row = Row> = {
  entity: EntityDef;
  rows: R[];
  total: number;
  /** zero-based */
  page: number;
  pageSize: number;
  sort: SortState;
  criteria: Criteria;
  loading: boolean;
  /** The query of the current call, as sent. */
  params: Record<string, string | number>;
  search: (criteria: Criteria) => void;
  reset: () => void;
  reload: () => void;
  setPage: (page: number) => void;
  /** Spread on antd's <Table>: rows, loading, pager (13 rows, jumper, total) and server-side sort. */
  tableProps: Pick<TableProps<R>, 'rowKey' | 'dataSource' | 'loading' | 'pagination' | 'onChange'>;
};

type Loaded<R> = { params: Record<string, string | number>; version: number; page: Page<R> };

/** Page, sort and criteria of one entity's list, fetched from `entity.paths.list`; refine's useTable, small. */
export function useResourceList<R extends Row = Row>(entity: EntityDef, options: ResourceListOptions = {}): ResourceList<R> {
  const { t } = useTranslation();
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const silent = options.silent ?? false;
  const fixedKey = JSON.stringify(options.fixedQuery ?? {});
  // The page belongs to the fixed filters it was turned under: another tree node starts at the first page.
  const [paging, setPaging] = useState({ fixed: fixedKey, page: 0 });
  const page = paging.fixed === fixedKey ? paging.page : 0;
  const setPage = useCallback((next: number) => setPaging({ fixed: fixedKey, page: next }), [fixedKey]);
  const [sort, setSort] = useState<SortState>(() => ({ ...entity.defaultSort }));
  const [criteria, setCriteria] = useState<Criteria>({});
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<R> | null>(null);

  const params = useMemo(
    () => listParams({ entity, page, size: pageSize, sort, criteria, fixedQuery: JSON.parse(fixedKey) as Record<string, string> }),
    [entity, page, pageSize, sort, criteria, fixedKey],
  );

  useEffect(() => {
    let live = true;
    http
      .get<Page<R>>(entity.paths.list, params, { silent })
      .then((result) => {
        if (!live) return;
        // A delete may empty the last page: step back to the new last page.
        if (result.data.length === 0 && page > 0 && result.recordsTotal > 0) setPage(Math.ceil(result.recordsTotal / pageSize) - 1);
        setLoaded({ params, version, page: result });
      })
      .catch(() => {
        if (live) setLoaded((prev) => ({ params, version, page: prev?.page ?? { data: [], recordsTotal: 0 } }));
      });
    return () => {
      live = false;
    };
  }, [entity.paths.list, params, version, silent, page, pageSize, setPage]);

  const loading = loaded?.params !== params || loaded.version !== version;
  const rows = useMemo(() => loaded?.page.data ?? [], [loaded]);
  const total = loaded?.page.recordsTotal ?? 0;

  const search = useCallback((next: Criteria) => {
    setCriteria(next);
    setPage(0);
    setVersion((v) => v + 1);
  }, [setPage]);
  // Reset is the list as first shown: no criteria, and the entity's default order instead of a clicked one.
  const reset = useCallback(() => {
    setSort({ ...entity.defaultSort });
    search({});
  }, [entity, search]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const tableProps: ResourceList<R>['tableProps'] = {
    rowKey: 'id',
    dataSource: rows,
    loading,
    pagination: {
      current: page + 1,
      pageSize,
      total,
      showQuickJumper: true,
      showSizeChanger: false,
      showTotal: (count) => t('common.total', { total: count }),
    },
    onChange: (pagination, _filters, sorter, extra) => {
      if (extra.action === 'sort') {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        setSort(sortFromTable(entity, { field: one?.field, columnKey: one?.columnKey, order: one?.order }));
        setPage(0);
        return;
      }
      if (extra.action === 'paginate') setPage((pagination.current ?? 1) - 1);
    },
  };

  return { entity, rows, total, page, pageSize, sort, criteria, loading, params, search, reset, reload, setPage, tableProps };
}
