import { type EntityDef, PAGE_SIZE } from '@zhwy/contracts';
import type { TableProps } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Page, fieldReasons, http, reportHttpError } from '../http/client.ts';
import { HttpError } from '../http/errors.ts';
import { feedback } from '../feedback/feedback.ts';
import { i18n } from '../i18n/index.ts';
import { type Criteria, type Row, type SortState, labelKey, listParams, sortFromTable } from './derive.ts';

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
  /** Why the server refused the last search, by the field it concerns (the search form shows it there). */
  queryErrors: Record<string, string>;
  search: (criteria: Criteria) => void;
  reset: () => void;
  reload: () => void;
  setPage: (page: number) => void;
  /** Spread on antd's <Table>: rows, loading, pager (13 rows, jumper, total) and server-side sort. */
  tableProps: Pick<TableProps<R>, 'rowKey' | 'dataSource' | 'loading' | 'pagination' | 'onChange'>;
};

type Loaded<R> = { params: Record<string, string | number>; version: number; page: Page<R>; queryErrors?: Record<string, string> };

/** The field a query key filters (`parentId.equals`, `createTime.from`, or a field's own `param`: `usernameLike`). */
export const fieldOfQueryKey = (entity: EntityDef, key: string): string | null => {
  const byParam = Object.entries(entity.fields).find(([, field]) => field.param === key)?.[0];
  if (byParam) return byParam;
  const name = key.split('.')[0];
  return name in entity.fields ? name : null;
};

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

  // Read when a search is refused (its fields' labels); neither a new object for the same entity nor a language
  // switch is a reason to load the list again.
  const entityNow = useRef(entity);
  useEffect(() => {
    entityNow.current = entity;
  });

  useEffect(() => {
    let live = true;
    const entity = entityNow.current;
    http
      .get<Page<R>>(entity.paths.list, params, { silent: true })
      .then((result) => {
        if (!live) return;
        // A delete may empty the last page: step back to the new last page.
        if (result.data.length === 0 && page > 0 && result.recordsTotal > 0) setPage(Math.ceil(result.recordsTotal / pageSize) - 1);
        setLoaded({ params, version, page: result });
      })
      .catch((error: unknown) => {
        if (!live) return;
        // A refused search names its fields by their labels, on the form and in the message: never by the query's keys.
        const fields = error instanceof HttpError && error.status === 422 ? error.fields : {};
        const queryErrors: Record<string, string> = {};
        for (const [key, reason] of Object.entries(fields)) {
          const name = fieldOfQueryKey(entity, key);
          if (name) queryErrors[name] ??= reason;
        }
        setLoaded((prev) => ({ params, version, page: prev?.page ?? { data: [], recordsTotal: 0 }, queryErrors }));
        if (silent || !(error instanceof HttpError) || error.status === 401) return; // a 401 the client has shown
        if (Object.keys(fields).length === 0) return void reportHttpError(error);
        const label = (key: string) => {
          const name = fieldOfQueryKey(entity, key);
          return name ? i18n.t(labelKey(entity, name)) : null;
        };
        void feedback().then(({ message }) => message.error(i18n.t('resource.queryInvalid', { reasons: fieldReasons(fields, label) })));
      });
    return () => {
      live = false;
    };
  }, [entity.paths.list, params, version, silent, page, pageSize, setPage]);

  const loading = loaded?.params !== params || loaded.version !== version;
  const rows = useMemo(() => loaded?.page.data ?? [], [loaded]);
  const total = loaded?.page.recordsTotal ?? 0;
  const queryErrors = useMemo(() => (loaded?.params === params ? (loaded.queryErrors ?? {}) : {}), [loaded, params]);

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

  return { entity, rows, total, page, pageSize, sort, criteria, loading, params, queryErrors, search, reset, reload, setPage, tableProps };
}
