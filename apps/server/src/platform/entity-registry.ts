import type { EntityDef } from '@zhwy/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type EntityTable, scopeOf } from './crud.ts';
import type { Db } from './db/client.ts';
import { AppError } from './errors.ts';
import type { RefTargets } from './excel-import.ts';

/**
 * Every entity a service was made for, by `'<module>.<name>'`: the targets of `ref` fields, and who refers to whom
 * (the reference graph a delete consults). Keyed by name, not by app: a definition and its table are the same in
 * every app of the process.
 */
const registry = new Map<string, { entity: EntityDef; table: EntityTable }>();

export const keyOf = (entity: Pick<EntityDef, 'module' | 'name'>) => `${entity.module}.${entity.name}`;

export const registerEntity = (entity: EntityDef, table: EntityTable) => {
  registry.set(keyOf(entity), { entity, table });
};

/** The registered entity `name` refers to (`field` names the referring field in the error of a missing one). */
export const targetOf = (name: string, field: string) => {
  const target = registry.get(name);
  if (!target) throw new Error(`field ${field} refers to ${name}, which no module registers`);
  return target;
};

/** The targets an import's references name. */
export const importTargets: RefTargets = (name) => targetOf(name, name);

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

/** A delete is refused while live rows of any entity still refer to the row (409 naming that entity). */
export const checkNotReferenced = async (tx: Db, entity: EntityDef, tenantId: number, id: number) => {
  const key = keyOf(entity);
  for (const { entity: other, table } of registry.values()) {
    for (const [name, field] of Object.entries(other.fields)) {
      if (field.ref !== key) continue;
      const refers = field.kind === 'ref' ? eq(table[name], id) : sql`${id}::text = ANY(string_to_array(${table[name]}, ','))`;
      const [hit] = await tx.select({ id: table.id }).from(table as PgTable).where(and(...scopeOf(table, tenantId, other.softDelete), refers)).limit(1);
      if (hit) throw new AppError(409, 'referenced', { params: { title: other.title } });
    }
  }
};
