import type { CallDef, EntityDef } from '@zhwy/contracts';

/**
 * Pure helpers for the toolbar's calls (batch delete, export, import): which call an entity has, and what each
 * sends or answers. No React, no I/O.
 */

export type CallOf<S extends CallDef['style']> = Extract<CallDef, { style: S }>;

/** The entity's first call of a style (`deleteMany`, `export`, `importTemplate`, `import`), if it has one. */
export const callOf = <S extends CallDef['style']>(entity: EntityDef, style: S): CallOf<S> | undefined =>
  entity.calls?.find((call): call is CallOf<S> => call.style === style);

/** `…/removeByIds/:ids` → `…/removeByIds/3,7` (the ids in the order chosen, each once), or `…?ids=3,7` for `idsIn: 'query'`. */
export const deleteManyPath = (call: CallOf<'deleteMany'>, ids: readonly number[]): string => {
  const list = [...new Set(ids)].map((id) => encodeURIComponent(String(id))).join(',');
  return call.idsIn === 'query' ? `${call.path}?ids=${list}` : call.path.replace(':ids', list);
};

const WRITE_PATHS = { create: ['create', 'POST'], update: ['update', 'PUT'], delete: ['remove', 'DELETE'] } as const;

/**
 * Where the entity's form and row delete write: its generic path (POST create, PUT update, DELETE remove/:id), else
 * its first call of that style (`POST insertNewComResident`, `POST unbind/:id`: a delete by the id in its path).
 */
export const writeOf = (entity: EntityDef, action: 'create' | 'update' | 'delete'): { method: string; path: string } | undefined => {
  const [key, method] = WRITE_PATHS[action];
  const path = entity.paths[key];
  if (path) return { method, path };
  const call = entity.calls?.find((c) => c.style === action && (action !== 'delete' || c.path.includes(':id')));
  return call && { method: call.method, path: call.path };
};

/** Keys of a list call that choose the page, not the rows: an export takes every row the rest matches. */
const PAGING = new Set(['page', 'size']);

/**
 * An export call for what the list shows: its filters and order (the list call's query without page and size), as
 * the query of a GET or the body of a POST, as the entity's list calls send them.
 */
export const exportRequest = (
  call: CallOf<'export' | 'exportUnmasked'>,
  listParams: Record<string, string | number>,
): { method: 'GET' | 'POST'; path: string; query?: Record<string, string>; body?: Record<string, string> } => {
  const criteria = Object.fromEntries(Object.entries(listParams).filter(([key]) => !PAGING.has(key)).map(([key, value]) => [key, String(value)]));
  return call.method === 'GET' ? { method: 'GET', path: call.path, query: criteria } : { method: 'POST', path: call.path, body: criteria };
};

/** The server's code for "nothing (left) to export": `{code: 606, msg}` instead of a file. */
export const NOTHING_TO_EXPORT = 606;

/** One error of an import, per row and field as the table shows it; `field` is absent for the row as a whole. */
export type ImportRowError = { key: string; row: number; field?: string; message: string };

/**
 * The per-row errors of a refused import (422 `rows: [{row, fields: {field: message}}]`, rows numbered as in the
 * sheet) as one line per field, in row order; a message under `_` or an unknown name is the row's own.
 */
export const importRowErrors = (entity: EntityDef, body: Record<string, unknown>): ImportRowError[] => {
  const rows = Array.isArray(body.rows) ? (body.rows as unknown[]) : [];
  const errors: ImportRowError[] = [];
  for (const item of rows) {
    if (!item || typeof item !== 'object') continue;
    const { row, fields } = item as { row?: unknown; fields?: unknown };
    if (typeof row !== 'number' || !fields || typeof fields !== 'object') continue;
    for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
      const field = Object.hasOwn(entity.fields, name) ? name : undefined;
      errors.push({ key: `${row}:${name}`, row, field, message: String(message) });
    }
  }
  return errors.sort((a, b) => a.row - b.row);
};

/** Bytes as a person reads them: `512 B`, `12.3 KB`, `4.5 MB`. */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};
