import { type Column, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { pacer } from '../pace.ts';
import type { Db } from './client.ts';

/** Rows per statement: each column travels as one array parameter, so the statement's size does not grow with it. */
const CHUNK = 2_000;

/**
 * Many rows into one table as `INSERT … SELECT * FROM unnest($1::type[], $2::type[], …)`: one array per column, the
 * statement's text the same for any number of rows. A multi-row VALUES built by drizzle took seconds of CPU for
 * 10,000 rows (issue 21: the event loop held ~0.6 s and more); building the arrays is a pass over the values, with a
 * turn of the loop between chunks. Values go through each column's driver mapping as drizzle would send them; a
 * column no row names takes its default.
 */
export const insertMany = async (tx: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> => {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  // The columns some row names: one pass over the rows' own keys (asking every row for every column was slower).
  const named = new Set<string>();
  for (const row of rows) for (const key in row) if (row[key] !== undefined) named.add(key);
  const names = Object.keys(columns).filter((name) => named.has(name));
  const tick = pacer();
  const target = sql.raw(`"${getTableName(table)}" (${names.map((name) => `"${columns[name].name}"`).join(', ')})`);
  const types = names.map((name) => sql.raw(`${columns[name].getSQLType()}[]`));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params = names.map((name) => {
      const column = columns[name];
      // A row without a value where others have one: the column's default as drizzle's DEFAULT would give it.
      const fallback = column.default !== undefined && typeof column.default !== 'object' ? column.default : undefined;
      return chunk.map((row) => {
        const value = row[name] === undefined ? fallback : row[name];
        return value === undefined || value === null ? null : column.mapToDriverValue(value);
      });
    });
    // sql.param: one parameter holding the array (a bare array would be spread into a list).
    const unnest = sql.join(
      params.map((values, i) => sql`${sql.param(values)}::${types[i]}`),
      sql`, `,
    );
    await tx.execute(sql`INSERT INTO ${target} SELECT * FROM unnest(${unnest})`);
    await tick();
  }
};
