import { PAGE_SIZE } from '@zhwy/contracts';
import type { TablePaginationConfig } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, type Page, http } from '../http/client.ts';

type Filters = Record<string, string | undefined>;

/**
 * A hand-made list (`{data, recordsTotal}` in the envelope, 13 a page): its filters, page and reloads, and the
 * table's pager. A search starts again at page 1. Loading is "the rows shown are not the ones asked for"; a failure
 * keeps the last rows (the client has shown why).
 */
export const usePagedList = <T, Extra extends object = object>(path: string) => {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const search = useCallback((next: Filters) => {
    setPage(1);
    setFilters(next);
  }, []);

  const key = JSON.stringify([path, { ...filters, page, size: PAGE_SIZE }, version]);
  const [loaded, setLoaded] = useState<{ key: string; rows: T[]; total: number; extra?: Extra }>({ key: '', rows: [], total: 0 });
  useEffect(() => {
    let live = true;
    const [, params] = JSON.parse(key) as [string, Record<string, string | number>];
    const defined = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));
    http.get<Envelope<Page<T> & Extra>>(path, defined).then(
      (res) => live && setLoaded({ key, rows: res.data.data, total: res.data.recordsTotal, extra: res.data }),
      () => live && setLoaded((before) => ({ ...before, key })),
    );
    return () => {
      live = false;
    };
  }, [path, key]);

  const pagination: TablePaginationConfig = {
    current: page,
    pageSize: PAGE_SIZE,
    total: loaded.total,
    showSizeChanger: false,
    showTotal: (n) => t('common.total', { total: n }),
    onChange: setPage,
  };
  // `extra`: what the answer carries beside its page (a list's totals).
  return { rows: loaded.rows, total: loaded.total, extra: loaded.extra, loading: loaded.key !== key, page, setPage, search, reload, pagination };
};
