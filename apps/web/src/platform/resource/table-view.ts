import { useCallback, useState } from 'react';
import { PERSISTENT_PREFIX, useSession } from '../session/store.ts';
import { DEFAULT_DENSITY, DENSITIES, type ColumnSetting, type Density, type SavedView } from './column-view.ts';

export * from './column-view.ts';

/**
 * A list's view kept per tenant, user and list in the browser's storage, under a key that survives logout (the look
 * of a list is the person's, not the session's).
 */
const storageKeyOf = (tenant: string, user: number | string, list: string) => `${PERSISTENT_PREFIX}tableView:${tenant}:${user}:${list}`;

const read = (key: string | null): SavedView => {
  if (!key) return {};
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
    const { density, columns } = saved as SavedView;
    return {
      density: DENSITIES.includes(density as Density) ? density : undefined,
      columns: Array.isArray(columns) ? columns.filter((c) => c && typeof c.key === 'string').map((c) => ({ key: c.key, visible: c.visible !== false })) : undefined,
    };
  } catch {
    return {};
  }
};

export type TableView = {
  density: Density;
  /** The saved arrangement, if the user changed anything; `arrangeColumns` lays it over the list's columns. */
  columns?: ColumnSetting[];
  setDensity: (density: Density) => void;
  setColumns: (columns: ColumnSetting[]) => void;
  /** Back to the list's defaults: density and columns; the saved view is removed. */
  reset: () => void;
};

/** The view of one list (`list`: a stable name, the entity's `<module>.<name>`) for the signed-in user. */
export const useTableView = (list: string): TableView => {
  const tenant = useSession((s) => s.user?.tenantCode);
  const user = useSession((s) => s.user?.id);
  const key = tenant && user !== undefined ? storageKeyOf(tenant, user, list) : null;
  const [state, setState] = useState<{ key: string | null; saved: SavedView }>(() => ({ key, saved: read(key) }));
  // Another user or tenant in the same tab (after a logout and login): read that person's view.
  const current = state.key === key ? state.saved : read(key);
  if (state.key !== key) setState({ key, saved: current });
  const save = useCallback(
    (next: SavedView) => {
      setState({ key, saved: next });
      if (!key) return;
      if (next.density === undefined && next.columns === undefined) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(next));
    },
    [key],
  );
  return {
    density: current.density ?? DEFAULT_DENSITY,
    columns: current.columns,
    setDensity: (density) => save({ ...current, density }),
    setColumns: (columns) => save({ ...current, columns }),
    reset: () => save({}),
  };
};
