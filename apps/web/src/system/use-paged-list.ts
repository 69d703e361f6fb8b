import { useEffect, useState } from 'react';
import { type Envelope, type Page, http } from '../platform/http/client.ts';

/**
 * One page of a hand-made list (`{data, recordsTotal}` in the envelope), read again whenever the query or `version`
 * changes. Loading is "the rows shown are not the ones asked for"; a failure keeps the last rows (the client has
 * shown why).
 */
export const usePagedList = <T>(path: string, query: Record<string, string | number | undefined>, version: number) => {
  const key = JSON.stringify([path, query, version]);
  const [loaded, setLoaded] = useState<{ key: string; rows: T[]; total: number }>({ key: '', rows: [], total: 0 });
  useEffect(() => {
    let live = true;
    const [, params] = JSON.parse(key) as [string, Record<string, string | number>];
    const defined = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));
    http.get<Envelope<Page<T>>>(path, defined).then(
      (res) => live && setLoaded({ key, rows: res.data.data, total: res.data.recordsTotal }),
      () => live && setLoaded((before) => ({ ...before, key })),
    );
    return () => {
      live = false;
    };
  }, [path, key]);
  return { rows: loaded.rows, total: loaded.total, loading: loaded.key !== key };
};
