import { MAX_PAGE_SIZE } from '@zhwy/contracts';
import { useEffect, useState } from 'react';
import { type Page, http } from '../http/client.ts';
import { refTargetFor } from '../pages/registry.ts';

export type RefOption = { value: number; label: string };

/**
 * Options of one `ref` target (`'base.community'`, registered by the modules: see pages/registry.ts), loaded once
 * and forgotten when a page changes the target's rows.
 */
const cache = new Map<string, Promise<RefOption[]>>();

/** The target's rows as options: its list call, the spec's 1,000 rows, labelled by the target's name field. */
export const loadRefOptions = (name: string): Promise<RefOption[]> => {
  let loading = cache.get(name);
  if (!loading) {
    const load = refTargetFor(name);
    if (!load) return Promise.reject(new Error(`unknown reference target "${name}"`));
    loading = load().then(async ({ entity, label }) => {
      const page = await http.get<Page<Record<string, unknown> & { id: number }>>(entity.paths.list, {
        page: 0,
        size: MAX_PAGE_SIZE,
        sort: entity.fields[label]?.sortable ? `${label},asc` : undefined,
      });
      return page.data.map((row) => ({ value: row.id, label: String(row[label] ?? row.id) }));
    });
    loading.catch(() => cache.delete(name));
    cache.set(name, loading);
  }
  return loading;
};

/** A `refs` value (the API's comma list, `'3,7'`) as the ids a multiple select holds; blanks and non-ids dropped. */
export const idsOfRefs = (value: unknown): number[] =>
  value === null || value === undefined
    ? []
    : String(value)
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d+$/.test(part))
        .map(Number);

/** The ids chosen in a multiple select as the API's comma list; none chosen is no value. */
export const refsOfIds = (ids: readonly number[]): string | undefined => (ids.length > 0 ? ids.join(',') : undefined);

/** Forgets the loaded options (after a page changed the target's rows). */
export const forgetRefOptions = (name?: string) => (name ? cache.delete(name) : cache.clear());

/** The options of a target for a select or a column; empty while loading or when the call failed. */
export const useRefOptions = (name: string | undefined): { options: RefOption[]; loading: boolean } => {
  const [state, setState] = useState<{ name?: string; options: RefOption[] }>({ options: [] });
  useEffect(() => {
    if (!name) return;
    let live = true;
    loadRefOptions(name).then(
      (options) => live && setState({ name, options }),
      () => live && setState({ name, options: [] }),
    );
    return () => {
      live = false;
    };
  }, [name]);
  return { options: state.name === name ? state.options : [], loading: !!name && state.name !== name };
};
