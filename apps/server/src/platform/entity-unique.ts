import type { EntityDef } from '@zhwy/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type EntityTable, type Record_, isUniqueViolation, scopeOf } from './crud.ts';
import type { Db } from './db/client.ts';
import { conflict } from './errors.ts';

/** Each unique field with the fields it is unique within (`unique: { within }`); a conflict names the field. */
export const uniqueKeysOf = (entity: EntityDef) =>
  Object.entries(entity.fields).flatMap(([name, { unique }]) => (unique ? [{ name, columns: [name, ...(unique === true ? [] : unique.within)] }] : []));

/** 409 naming the fields whose values are taken (catalogue keys: the error handler words them for the caller). */
export const duplicateOf = (names: string[]) => conflict('duplicate', Object.fromEntries(names.map((name) => [name, 'taken'])));

/** The unique checks of one entity: before a write, and after a unique index refused one. */
export const uniqueChecksOf = (entity: EntityDef, table: EntityTable) => {
  const keys = uniqueKeysOf(entity);
  const uniqueFields = keys.map(({ name }) => name);
  /** The conflict of a write the unique index refused after the checks passed. */
  const duplicate = () => duplicateOf(uniqueFields);
  /** On update, `current` (the stored row) supplies the columns of a key the call does not send. */
  const check = async (tx: Db, tenantId: number, values: Record_, current?: Record_) => {
    for (const { name, columns } of keys) {
      if (columns.every((column) => values[column] === undefined)) continue;
      const merged = { ...current, ...values };
      if (columns.some((column) => merged[column] === undefined || merged[column] === null)) continue;
      const where = [...scopeOf(table, tenantId, entity.softDelete), ...columns.map((column) => eq(table[column], merged[column]))];
      if (current) where.push(ne(table.id, current.id));
      const [hit] = await tx.select({ id: table.id }).from(table as PgTable).where(and(...where)).limit(1);
      if (hit) throw duplicateOf([name]);
    }
  };
  /**
   * `check` answers the usual case; the unique index decides a race between two writers. The loser's conflict names
   * its field: `recheck` runs the same check again, now that the winner has committed.
   */
  const guard = async <T>(write: () => Promise<T>, recheck: () => Promise<void>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await recheck();
      throw duplicate();
    }
  };
  return { keys, check, guard, duplicate };
};
