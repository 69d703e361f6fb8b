import type { EntityDef, FieldDef } from '@zhwy/contracts';
import { type BuildColumns, type SQL, sql } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  type PgTableWithColumns,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  bigint,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, idColumn, tenantColumn } from './columns.ts';

/** `dictCode` → `dict_code`. */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Longer than this, a text is `text` rather than `varchar(n)` (PostgreSQL's varchar limit is 10485760). */
const VARCHAR_MAX = 10_000;

/** The column of one field, from its kind, length and rules; `required` fields are NOT NULL. */
const columnOf = (name: string, field: FieldDef): PgColumnBuilderBase => {
  const column = snakeCase(name);
  const length = field.max ?? 255;
  let builder;
  switch (field.kind) {
    case 'int':
      builder = integer(column);
      break;
    case 'money':
    case 'decimal':
    case 'ref':
      builder = bigint(column, { mode: 'number' });
      break;
    case 'datetime':
      builder = timestamp(column, { withTimezone: true });
      break;
    case 'date':
      builder = date(column, { mode: 'string' });
      break;
    case 'enum':
      builder = varchar(column, { length: field.max ?? Math.max(1, ...(field.values ?? []).map((v) => v.length)) });
      break;
    case 'richText':
      builder = text(column);
      break;
    default:
      builder = length > VARCHAR_MAX ? text(column) : varchar(column, { length });
  }
  if (field.required) builder = builder.notNull();
  // The builder's default is typed per column kind; the definition's default is a string or number of that kind.
  if (field.default !== undefined) builder = builder.default(field.default as never);
  return builder;
};

/** Columns the platform adds to every table; a field of the same name is the platform's, not a column of its own. */
const PLATFORM_COLUMNS = new Set(['id', 'tenantId', 'delFlag', 'createBy', 'createTime', 'updateBy', 'updateTime']);

type Options<F extends Record<string, FieldDef>> = {
  /** The table's name in the database. */
  table: string;
  /**
   * Columns that differ from what the field's kind gives (an existing table's own types: a log's smallint status),
   * and columns the entity does not expose as fields (kept by the server).
   */
  columns?: Partial<Record<keyof F & string, PgColumnBuilderBase>> & Record<string, PgColumnBuilderBase>;
  /** Whether the table has the audit columns (create/update user and time); business tables do. */
  audit?: boolean;
  /** Names of the partial unique indexes of `unique` fields, where an existing table's differ from `<table>_<column>_uq`. */
  uniqueNames?: Partial<Record<keyof F & string, string>>;
  /** The list's filter and sort indexes, explicit (they follow the screens, not the fields). */
  indexes?: (t: Record<string, ExtraConfigColumn>) => PgTableExtraConfigValue[];
};

/** The platform's own columns: every entity table has id and tenantId; audit and del_flag where the entity has them. */
type PlatformKey = 'id' | 'tenantId' | 'delFlag' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime';

/**
 * The type of an entity's table: one column per field and per extra column, beside the platform's, each known by
 * name (so that `table.buildingId` is a column and the framework takes the table without a cast). Column data types
 * stay drizzle's generic ones: rows are typed from the definition instead (RecordOf, RowOf in contracts).
 */
export type EntityTableOf<K extends string> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, Record<K | PlatformKey, PgColumnBuilderBase>, 'pg'>;
  dialect: 'pg';
}>;

/**
 * The drizzle table of an entity, derived from its definition: id and tenant_id, one column per field (types,
 * varchar lengths, NOT NULL, defaults), del_flag when the entity soft-deletes, the audit columns, and a partial
 * unique index (live rows only) per `unique` field. drizzle-kit generates the migrations from the result as from a
 * hand-written table.
 */
export const entityTable = <F extends Record<string, FieldDef>, C extends string = never>(
  entity: EntityDef<F>,
  options: Options<F> & { columns?: Record<C, PgColumnBuilderBase> },
): EntityTableOf<(keyof F & string) | C> => {
  const columns: Record<string, PgColumnBuilderBase> = { id: idColumn(), tenantId: tenantColumn() };
  for (const [name, field] of Object.entries(entity.fields)) {
    if (PLATFORM_COLUMNS.has(name)) continue;
    columns[name] = options.columns?.[name] ?? columnOf(name, field);
  }
  for (const [name, builder] of Object.entries(options.columns ?? {})) columns[name] ??= builder as PgColumnBuilderBase;
  if (entity.softDelete) columns.delFlag = delFlagColumn();
  if (options.audit !== false) Object.assign(columns, auditColumns());

  const live: SQL = sql`del_flag = 0`;
  // The columns are built from the definition at run time; EntityTableOf is their type, named from the same keys.
  return pgTable(options.table, columns, (t) => {
    const table = t as unknown as Record<string, ExtraConfigColumn>;
    const uniques = Object.entries(entity.fields).flatMap(([name, field]) => {
      if (!field.unique) return [];
      const within = field.unique === true ? [] : field.unique.within;
      const name_ = options.uniqueNames?.[name as keyof F & string] ?? `${options.table}_${snakeCase(name)}_uq`;
      const index = uniqueIndex(name_).on(table.tenantId, ...within.map((w) => table[w]), table[name]);
      return [entity.softDelete ? index.where(live) : index];
    });
    return [...uniques, ...(options.indexes?.(table) ?? [])];
  }) as unknown as EntityTableOf<(keyof F & string) | C>;
};
