import type { EntityDef } from '@zhwy/contracts';
import { and, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type EntityTable, type ReadLimit, type Record_, scopeOf } from './crud.ts';
import type { Db } from './db/client.ts';
import { AppError, validationFailed } from './errors.ts';
import { type Scope, idsIn } from './scope.ts';
import { sqlScope } from './scope-sql.ts';

/**
 * The framework's rules on what a write may touch beyond its own fields (docs/decisions.md, "Personal data: masking,
 * derived fields, search by mask, write scope"): the rows it refers to must be the caller's to see, a row shared by
 * several communities is changed only by someone who has all of them, and a tree never loops.
 */

/**
 * A reference's target; `limit`: the caller's read limit on it (the users: a caller's peers, see crud.ts ReadLimit),
 * where the write is made for a request: a row beyond it lies outside the caller's scope as another community's does.
 */
export type Target = { entity: EntityDef; table: EntityTable; limit?: ReadLimit | null };

/** 403 naming the field whose value reaches outside the caller's communities. */
const outOfScope = (field: string) => new AppError(403, 'outOfScope', { fields: { [field]: 'outOfScope' } });

/** Whether a row whose scope field holds `value` is visible to `areaIds` (a comma list is visible when any one is). */
const visibleTo = (areaIds: readonly number[], value: unknown) => idsIn(value).some((id) => areaIds.includes(id));

/**
 * Of `ids` of the target entity: which are live rows of the tenant (locked FOR SHARE until the write commits, so
 * they cannot be deleted in between), and which of those lie outside the caller's communities (the target is
 * scoped and the caller is not the administrator). One statement per reference field.
 */
export const lockReferencedRows = async (tx: Db, { entity, table, limit }: Target, scope: Scope, ids: readonly number[]) => {
  if (ids.length === 0) return { live: new Set<number>(), outside: new Set<number>() };
  const field = entity.scope?.field;
  // The read limit's condition (with its placeholders, as the target's list binds them) read beside each row.
  const rows = (await tx
    .select({ id: table.id, ...(field ? { area: table[field] } : {}), ...(limit ? { within: sql<boolean>`(${limit.where(table)})` } : {}) })
    .from(table as PgTable)
    .where(and(...scopeOf(table, scope.tenantId, entity.softDelete), inArray(table.id, [...ids])))
    .orderBy(table.id)
    .for('share')
    .execute({ ...limit?.values, tenantId: scope.tenantId })) as { id: number; area?: unknown; within?: boolean }[];
  const live = new Set(rows.map((row) => Number(row.id)));
  const beyondCommunities = (row: (typeof rows)[number]) => field !== undefined && scope.areaIds !== null && !visibleTo(scope.areaIds, field === 'id' ? row.id : row.area);
  const outside = new Set(rows.filter((row) => beyondCommunities(row) || row.within === false).map((row) => Number(row.id)));
  return { live, outside };
};

/**
 * Each `ref`/`refs` value a write sets names a live row of its target in the caller's tenant (else 422 refMissing)
 * that the caller may see: a target scoped by community must be in the caller's communities, and within the
 * target's read limit where it has one (a user the caller may not see: not one of their peers), else 403 outOfScope
 * naming the field, as a floor leader of another community is not theirs to appoint.
 */
export const checkReferences = async (tx: Db, entity: EntityDef, scope: Scope, values: Record_, targetOf: (name: string, field: string) => Target) => {
  const missing: Record<string, string> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if ((field.kind !== 'ref' && field.kind !== 'refs') || values[name] === undefined) continue;
    const ids = idsIn(values[name]);
    const { live, outside } = await lockReferencedRows(tx, targetOf(field.ref!, name), scope, ids);
    if (ids.some((id) => !live.has(id))) missing[name] = 'refMissing';
    else if (outside.size > 0) throw outOfScope(name);
  }
  if (Object.keys(missing).length > 0) throw validationFailed(missing);
};

/**
 * A row naming several communities (a banner's `community`) is shown to whoever has one of them, but changed or
 * deleted only by whoever has all of them (403): a user of community 1 may not drop community 2 from a banner, nor
 * delete it for both. A row of one community is the caller's already when they can see it.
 */
export const assertAllCommunities = (entity: EntityDef, scope: Scope, current: Record_) => {
  const field = entity.scope?.field;
  if (!field || scope.areaIds === null || entity.fields[field]?.kind !== 'refs') return;
  if (idsIn(current[field]).some((id) => !scope.areaIds!.includes(id))) throw outOfScope(field);
};

/** The longest path walked up a tree: deeper than any real category tree, short enough to bound a broken one. */
const MAX_TREE_DEPTH = 1000;

/**
 * A tree the framework keeps (`tree: { parent }`): the parent is 0 (a root) or a live row of the same entity, and
 * never the row itself or one of its descendants (422 refMissing / treeCycle on the parent field). Moves within a
 * tenant's tree are serialised by a transaction lock, so two moves cannot each make half of a loop. The path from
 * the parent up to its root is read in one recursive statement, its rows locked FOR SHARE until the write commits.
 */
export const checkTreeParent = async (tx: Db, { entity, table }: Target, tenantId: number, values: Record_, current?: Record_) => {
  const field = entity.tree?.parent;
  if (!field || values[field] === undefined || values[field] === null) return;
  const parentId = Number(values[field]);
  if (parentId === 0 || (current && parentId === Number(current[field]))) return;
  const selfId = current ? Number(current.id) : null;
  if (parentId === selfId) throw validationFailed({ [field]: 'treeCycle' });
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`tree:${entity.module}.${entity.name}`}), ${tenantId}::int)`);
  const name = sql.identifier(getTableName(table as PgTable));
  const parent = sql.identifier(table[field].name);
  const scope = (alias: string) => sqlScope(alias, { tenantId }, { live: entity.softDelete });
  // The walk stops at a root (0), at the row itself (a loop), at a missing ancestor (that part of the tree is gone)
  // or past the longest path a real tree has (a broken one).
  const { rows } = await tx.execute<{ parent: number; depth: number }>(sql`
    WITH RECURSIVE up(id, parent, depth) AS (
      SELECT t.id, t.${parent}, 0 FROM ${name} t WHERE ${scope('t')} AND t.id = ${parentId}
      UNION ALL
      SELECT t.id, t.${parent}, up.depth + 1 FROM up JOIN ${name} t ON t.id = up.parent AND ${scope('t')}
      WHERE up.parent <> 0 AND up.parent IS DISTINCT FROM ${selfId}::bigint AND up.depth <= ${MAX_TREE_DEPTH})
    SELECT up.parent::bigint AS parent, up.depth FROM up JOIN ${name} t ON t.id = up.id ORDER BY up.depth FOR SHARE OF t`);
  if (rows.length === 0) throw validationFailed({ [field]: 'refMissing' });
  if (rows.some((row) => selfId !== null && Number(row.parent) === selfId) || rows.length > MAX_TREE_DEPTH + 1) throw validationFailed({ [field]: 'treeCycle' });
};
