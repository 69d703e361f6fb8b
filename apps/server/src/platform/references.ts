import type { EntityDef } from '@zhwy/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type EntityTable, scopeOf } from './crud.ts';
import type { Db } from './db/client.ts';
import { AppError } from './errors.ts';
import type { RefTargets } from './excel-import.ts';

/**
 * The reference graph (docs/architecture.md, "Scope in one place"): every registered entity by `'<module>.<name>'`,
 * the targets of its `ref`/`refs` fields, and who refers to whom. The framework's routes register here; custom
 * deletes in module code ask `checkNotReferenced` as the framework's delete does.
 */
const registry = new Map<string, { entity: EntityDef; table: EntityTable }>();

export const keyOf = (entity: EntityDef) => `${entity.module}.${entity.name}`;

export const registerTarget = (entity: EntityDef, table: EntityTable) => {
  registry.set(keyOf(entity), { entity, table });
};

/**
 * Takes an entity out of the graph: only for a test's fixture module, whose tables exist in that test's database
 * alone (the graph is per process, and other test files in the same worker must not query its tables).
 */
export const unregisterTarget = (entity: EntityDef) => {
  registry.delete(keyOf(entity));
};

export const targetOf = (name: string, field: string) => {
  const target = registry.get(name);
  if (!target) throw new Error(`field ${field} refers to ${name}, which no module registers`);
  return target;
};

/** The targets an import's references name. */
export const targets: RefTargets = (name) => targetOf(name, name);

/** Which of `ids` are live rows of the registered entity `name` (`'<module>.<name>'`) in the tenant, locked FOR SHARE. */
export const liveRowsOf = async (tx: Db, name: string, tenantId: number, ids: readonly number[]): Promise<number[]> => {
  if (ids.length === 0) return [];
  const { table, entity } = targetOf(name, name);
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(...scopeOf(table, tenantId, entity.softDelete), inArray(table.id, [...ids])))
    .orderBy(table.id)
    .for('share');
  return rows.map((row) => Number(row.id));
};

/**
 * A delete of `ids` of the entity `entityKey` (`'base.resident'`) is refused while live rows of any registered entity
 * still refer to one of them (409 `referenced` naming the referring entity's title). One query per referring field.
 * Call it in the delete's transaction after locking the rows to delete, so a concurrent reference waits. A
 * `historical` reference (an approved application names the resident it made) records the past: it keeps naming a
 * deleted row as it named it then, and is passed by.
 */
export const checkNotReferenced = async (tx: Db, entityKey: string, tenantId: number, ids: readonly number[]) => {
  if (ids.length === 0) return;
  const list = [...new Set(ids)];
  for (const { entity: other, table } of registry.values()) {
    for (const [name, field] of Object.entries(other.fields)) {
      if (field.ref !== entityKey || field.historical) continue;
      const refers =
        field.kind === 'ref'
          ? inArray(table[name], list)
          : sql`string_to_array(${table[name]}, ',') && ${`{${list.join(',')}}`}::text[]`;
      const [hit] = await tx.select({ id: table.id }).from(table as PgTable).where(and(...scopeOf(table, tenantId, other.softDelete), refers)).limit(1);
      if (hit) throw new AppError(409, 'referenced', { params: { title: other.title } });
    }
  }
};
