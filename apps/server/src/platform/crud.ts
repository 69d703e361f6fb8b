import { createHash } from 'node:crypto';
import { type Criterion, type EntityDef, type ListQuery, MASK_SHOWS, isIsoDate, parseDecimal, placesOf } from '@zhwy/contracts';
import { type Placeholder, type SQL, and, asc, count, desc, eq, fillPlaceholders, getTableName, gte, is, lte, or, sql } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from './db/client.ts';
import { arrayReaderOf, rowFromArray, rowFromStored, storedReaderOf } from './row-form.ts';

export { toRow } from './row-form.ts';

/** A table with the shared columns plus one column per entity field, named alike: the framework's view of it. */
export type EntityTable = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn; delFlag?: AnyPgColumn } & Record<string, AnyPgColumn>;
/** Any table the framework takes: an `entityTable`, or a hand-written table with the shared columns. */
export type AnyEntityTable = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn };
/**
 * A table's columns by name, as the framework reads an entity's columns by its field names. The one cast of it:
 * drizzle's table type has no index signature over its columns (and cannot: it also carries `_`, `getSQL`, …).
 */
export const columnsOf = (table: AnyEntityTable): EntityTable => table as unknown as EntityTable;
export type Record_ = Record<string, unknown>;

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A row of raw SQL (snake_case columns) under the fields' names (camelCase), as `toRow` and `present` take it. */
export const camelRow = (row: Record_): Record_ => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]));

/** PostgreSQL's unique_violation (23505), also when wrapped by drizzle as the error's cause. */
export const isUniqueViolation = (error: unknown): boolean => {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Data scope by community, in one place: the rows of `column` (an id, or a `refs` comma list) that name one of
 * `areaIds`. A user with no community sees no row of a scoped entity.
 */
export const areaScopeOf = (column: AnyPgColumn, kind: string, areaIds: SQL | Placeholder): SQL =>
  kind === 'refs' ? sql`string_to_array(${column}, ',')::bigint[] && ${areaIds}::bigint[]` : sql`${column} = ANY(${areaIds}::bigint[])`;

/** Tenant scope lives here, once: every query of the framework starts from it. */
export const scopeOf = (table: AnyEntityTable, tenantId: number | Placeholder, softDelete: boolean): SQL[] => {
  const where: SQL[] = [eq(table.tenantId, tenantId)];
  const { delFlag } = columnsOf(table);
  if (softDelete && delFlag) where.push(eq(delFlag, 0));
  return where;
};

/** An entity's live rows of the tenant, and only those of the caller's communities where the entity is scoped. */
export const visibleWhere = (table: AnyEntityTable, entity: EntityDef, { tenantId, areaIds }: { tenantId: number; areaIds: readonly number[] | null }): SQL[] => {
  const where = scopeOf(table, tenantId, entity.softDelete);
  const field = entity.scope?.field;
  if (field && areaIds !== null) where.push(areaScopeOf(columnsOf(table)[field], entity.fields[field]?.kind ?? 'ref', sql`${`{${areaIds.join(',')}}`}`));
  return where;
};

/**
 * A further limit on the rows a caller may read, beyond tenant and community scope (the logs and the user list: rows
 * of the caller's peers). `where` is built once per list shape with placeholders (`tenantId` is always bound);
 * `values` binds them for one request; `name` tells shapes apart. Lists under a limit count their rows.
 */
export type ReadLimit = { name: string; where: (table: EntityTable) => SQL; values: Record<string, unknown> };

type FieldKind = EntityDef['fields'][string]['kind'];

/**
 * A criterion on `column`, its value bound later from the placeholder `name` (see listValues). `contains` is
 * case-insensitive: `lower(column) LIKE lower(pattern)` matches what ILIKE matches (PostgreSQL's ILIKE lower-cases
 * both strings on every row), costs less per row, and is what the trigram indexes on lower(column) serve.
 */
const criterionOf = (column: AnyPgColumn, c: Criterion, name: string, entity: EntityDef, id?: AnyPgColumn): SQL => {
  const value = sql.placeholder(name);
  switch (c.op) {
    case 'contains':
      return sql`lower(${column}) LIKE lower(${value})`;
    case 'containsOrIds':
      // The text, or the rows its path named (found beforehand: path-search.ts).
      return sql`(lower(${column}) LIKE lower(${value}) OR ${id!} = ANY(${sql.placeholder(`${name}ids`)}::bigint[]))`;
    case 'maskPart': {
      // What the mask shows: the value's first or last characters (see listValues), of a value long enough to be shown
      // partly; a shorter one is all stars, so nothing of it may be found by a part.
      const { head, tail } = MASK_SHOWS[entity.fields[c.field].mask!];
      return sql`(length(${column}) > ${sql.raw(String(head + tail))} AND (lower(${column}) LIKE lower(${value}) OR lower(${column}) LIKE lower(${sql.placeholder(`${name}s`)})))`;
    }
    case 'in':
      return sql`${column} = ANY(${value})`;
    case 'from':
      return gte(column, value);
    case 'to':
      return lte(column, value);
    default:
      return eq(column, value);
  }
};

/** A filter value as its column holds it: money in cents, numbers as numbers, a day `to` a datetime its whole day. */
const filterValueOf = (kind: FieldKind, c: Criterion, value: string, places: 2 | 4 = 2): unknown => {
  switch (kind) {
    case 'money':
    case 'decimal':
      return parseDecimal(value, places);
    case 'int':
    case 'ref':
      return Number(value);
    case 'datetime': {
      // A bare day as the upper bound of a range means up to that day's end (China time, the data's zone).
      if (c.op === 'to' && isIsoDate(value)) return new Date(Date.parse(`${value}T23:59:59.999+08:00`));
      return isIsoDate(value) ? new Date(`${value}T00:00:00+08:00`) : new Date(value);
    }
    default:
      return value;
  }
};

/** The values of a list statement's placeholders, for one request. */
const listValues = (entity: EntityDef, tenantId: number, query: ListQuery): Record<string, unknown> => {
  const values: Record<string, unknown> = { tenantId, limit: query.size, offset: query.page * query.size };
  query.criteria.forEach((c, i) => {
    const kind = entity.fields[c.field].kind;
    if (c.op === 'contains') values[`c${i}`] = `%${escapeLike(String(c.value))}%`;
    else if (c.op === 'containsOrIds') {
      const [text, ...ids] = c.value as string[];
      values[`c${i}`] = `%${escapeLike(text)}%`;
      values[`c${i}ids`] = ids.map(Number);
    }
    else if (c.op === 'maskPart') {
      // A start no longer than the mask's head, an end no longer than its tail; NULL where it cannot be one.
      const { head, tail } = MASK_SHOWS[entity.fields[c.field].mask!];
      const text = String(c.value);
      const length = [...text].length;
      values[`c${i}`] = length <= head ? `${escapeLike(text)}%` : null;
      values[`c${i}s`] = length <= tail ? `%${escapeLike(text)}` : null;
    }
    else if (Array.isArray(c.value)) values[`c${i}`] = c.value.map((v) => filterValueOf(kind, c, v, placesOf(entity.fields[c.field])));
    else values[`c${i}`] = filterValueOf(kind, c, c.value, placesOf(entity.fields[c.field]));
  });
  return values;
};

/**
 * A table holding the exact number of an entity's rows per tenant and per value of some of its fields (`n`),
 * kept by triggers in the writing transaction. A list filtered by those fields only (or not at all) sums it
 * instead of counting the rows themselves: same total, at most one row per distinct value read.
 */
export type CountTable = {
  /** Its tenant column, `n`, and a column per counted field, named alike. */
  table: PgTable & { tenantId: AnyPgColumn; n: AnyPgColumn };
  fields: string[];
  /**
   * It counts live rows only (its triggers skip del_flag = 1), so a soft-deleting entity's lists may use it. With the
   * entity's scope field among `fields`, a community-scoped caller's total is summed over their communities too.
   */
  live?: boolean;
};

/** The WHERE and ORDER BY of a list query (placeholders for its values, see listValues): its page, total and export. */
const listShapeOf = (entity: EntityDef, table: EntityTable, query: Pick<ListQuery, 'criteria' | 'sort'>, scoped: boolean, limit?: ReadLimit | null) => {
  const where = scopeOf(table, sql.placeholder('tenantId'), entity.softDelete);
  if (scoped) where.push(areaScopeOf(table[entity.scope!.field], entity.fields[entity.scope!.field]?.kind ?? 'ref', sql.placeholder('areaIds')));
  if (limit) where.push(limit.where(table));
  // Text filters of a `textFiltersMatchAny` entity are alternatives (one search text under every field's key).
  const alternatives: SQL[] = [];
  query.criteria.forEach((c, i) => {
    const criterion = criterionOf(table[c.field], c, `c${i}`, entity, table.id);
    // A masked field's text filter stays one of them after searchByMask turned it into a masked match.
    if (entity.textFiltersMatchAny && (c.op === 'contains' || c.op === 'containsOrIds' || entity.fields[c.field].mask)) alternatives.push(criterion);
    else where.push(criterion);
  });
  if (alternatives.length > 0) where.push(or(...alternatives)!);
  const order = query.sort.order === 'desc' ? desc : asc;
  const orderBy = [...sortColumnsOf(entity, table, query.sort.field).map((column) => order(column)), order(table.id)];
  return { condition: and(...where), orderBy, anyOf: alternatives.length > 0 };
};

/** The columns a sort by `field` orders by: the field's own, or those its `sortBy` names (a room's community and place key). */
const sortColumnsOf = (entity: EntityDef, table: EntityTable, field: string): AnyPgColumn[] =>
  (entity.fields[field]?.sortBy ?? [field]).map((name) => {
    const column = table[name];
    if (!column) throw new Error(`${entity.module}.${entity.name}: the sort by ${field} names ${name}, which its table lacks`);
    return column;
  });

/**
 * The two statements of a list call, built once per list shape. The page's ids come first and then their rows:
 * where an index holds the sort and filter columns, the ids come from an index-only scan and only the page's own
 * rows are read, however many rows the filter skips. The page, and a total counted over the rows, are sent unnamed,
 * so PostgreSQL plans them for their values on every call (a rare search term takes the trigram index, a common one
 * the sort index): a named statement switches to a generic plan after five calls whenever its estimate looks no
 * worse, and for `username LIKE $2` that plan read 16,695 heap blocks where the value's plan read 569 (0.95 s
 * against 1.2 ms, docs/benchmarks.md). A total from a CountTable reads a few hundred rows whatever the values, so it
 * stays named (parsed once per connection, one plan).
 */
/** drizzle passes the name on to pg, which sends an empty one as PostgreSQL's unnamed statement. */
const UNNAMED = '';

const buildListStatements = (
  db: Db,
  entity: EntityDef,
  table: EntityTable,
  query: ListQuery,
  counts: CountTable | undefined,
  name: string,
  scoped: boolean,
  limit?: ReadLimit | null,
) => {
  const { condition, orderBy, anyOf } = listShapeOf(entity, table, query, scoped, limit);
  const pageIds = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(condition)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const page = db
    .select()
    .from(table as PgTable)
    // `= ANY(ARRAY(…))` rather than `IN (…)`: the ids become an init plan instead of a semi-join, which halves
    // the planning that runs on every call (0.135 → 0.064 ms for the log search) and executes the same way.
    .where(sql`${table.id} = ANY(ARRAY(${pageIds}))`)
    .orderBy(...orderBy)
    .prepare(UNNAMED);
  // Read with `all` (rows as PostgreSQL sends them: storedReaderOf), which node-postgres' prepared statements have.
  if (!is(page, NodePgPreparedQuery)) throw new Error('list pages are read through node-postgres');
  const scopeField = entity.scope?.field;
  const useCounts =
    counts &&
    !limit &&
    (!scoped || counts.fields.includes(scopeField!)) &&
    (!entity.softDelete || counts.live) &&
    !anyOf &&
    query.criteria.every((c) => counts.fields.includes(c.field));
  // The counted fields' columns by name, as columnsOf reads an entity's.
  const countColumns = useCounts ? (counts.table as unknown as Record<string, AnyPgColumn>) : {};
  const countWhere = useCounts
    ? [
        eq(counts.table.tenantId, sql.placeholder('tenantId')),
        ...(scoped ? [areaScopeOf(countColumns[scopeField!], 'ref', sql.placeholder('areaIds'))] : []),
        ...query.criteria.map((c, i) => criterionOf(countColumns[c.field], c, `c${i}`, entity)),
      ]
    : [];
  const total = (
    useCounts
      ? db
          .select({ total: sql<number>`coalesce(sum(${counts.table.n}), 0)`.mapWith(Number) })
          .from(counts.table)
          .where(and(...countWhere))
      : db.select({ total: count() }).from(table as PgTable).where(condition)
  ).prepare(useCounts ? `${name}_total` : UNNAMED);
  return { page, total };
};

type ListStatements = ReturnType<typeof buildListStatements>;
/** Per database and list shape (entity, filtered fields and operators, sort). */
const listStatements = new WeakMap<Db, Map<string, ListStatements>>();

/**
 * The paged list of one entity: filters, whitelisted sort, total and page, all in SQL. `areaIds` is the caller's
 * data scope (null: the whole tenant), applied when the entity declares one.
 */
export const listEntity = async (
  db: Db,
  entity: EntityDef,
  anyTable: AnyEntityTable,
  tenantId: number,
  query: ListQuery,
  counts?: CountTable,
  areaIds: readonly number[] | null = null,
  limit?: ReadLimit | null,
) => {
  const table = columnsOf(anyTable);
  const scoped = entity.scope !== undefined && areaIds !== null;
  const shape = [
    getTableName(table),
    ...query.criteria.map((c) => `${c.field}.${c.op}`),
    `${query.sort.field}.${query.sort.order}`,
    scoped ? 'scoped' : 'all',
    ...(limit ? [`limit:${limit.name}`] : []),
  ].join(' ');
  let byShape = listStatements.get(db);
  if (!byShape) listStatements.set(db, (byShape = new Map()));
  let statements = byShape.get(shape);
  if (!statements) {
    statements = buildListStatements(db, entity, table, query, counts, `list_${createHash('sha1').update(shape).digest('hex').slice(0, 20)}`, scoped, limit);
    byShape.set(shape, statements);
  }
  const values = listValues(entity, tenantId, query);
  if (scoped) values.areaIds = areaIds;
  if (limit) Object.assign(values, limit.values);
  const [rows, [{ total }]] = await Promise.all([statements.page.all(values), statements.total.execute(values)]);
  const reader = storedReaderOf(entity, table);
  return { data: (rows as Record_[]).map((r) => rowFromStored(reader, r)), recordsTotal: Number(total) };
};

/**
 * Every row a list query matches, in the list's order, `batch` rows at a time (an export). One statement through a
 * server-side cursor in a read-only transaction on a connection of its own: one plan, one snapshot, each row read
 * once (paging with OFFSET re-reads every skipped row, O(n²) over a large export). The caller may stop early; the
 * cursor and the connection are given back either way.
 */
export async function* streamEntity(
  { db, pool }: Pick<Database, 'db' | 'pool'>,
  entity: EntityDef,
  anyTable: AnyEntityTable,
  tenantId: number,
  query: Pick<ListQuery, 'criteria' | 'sort'>,
  areaIds: readonly number[] | null = null,
  batch = 1000,
  limit?: ReadLimit | null,
): AsyncGenerator<Record_[]> {
  const table = columnsOf(anyTable);
  const scoped = entity.scope !== undefined && areaIds !== null;
  const { condition, orderBy } = listShapeOf(entity, table, query, scoped, limit);
  const statement = db.select().from(table as PgTable).where(condition).orderBy(...orderBy).toSQL();
  const values = listValues(entity, tenantId, { ...query, page: 0, size: batch });
  if (scoped) values.areaIds = areaIds;
  if (limit) Object.assign(values, limit.values);
  const reader = arrayReaderOf(entity, table);
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN READ ONLY');
    // The planner assumes a cursor's reader wants the first tenth quickly; an export reads every row.
    await client.query('SET LOCAL cursor_tuple_fraction = 1');
    await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${statement.sql}`, fillPlaceholders(statement.params, values));
    for (;;) {
      const { rows } = await client.query<unknown[]>({ text: `FETCH ${batch} FROM export_rows`, rowMode: 'array' });
      if (rows.length > 0) yield rows.map((raw) => rowFromArray(reader, raw));
      if (rows.length < batch) break;
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // COMMIT also ends the cursor; a connection whose statement failed is discarded rather than reused.
    await client.query(broken ? 'ROLLBACK' : 'COMMIT').catch(() => (broken = true));
    client.release(broken);
  }
}

/**
 * The live row of `table` in the tenant matching `where`, locked FOR SHARE until the transaction ends; null when
 * there is none. A reference checked this way cannot be orphaned: a concurrent delete or rename of that row locks it
 * FOR UPDATE first, so one of the two waits for the other and then sees its outcome.
 */
export const lockLiveRow = async (tx: Db, table: AnyEntityTable, tenantId: number, softDelete: boolean, where: SQL[]) => {
  const [row] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(...scopeOf(table, tenantId, softDelete), ...where))
    .limit(1)
    .for('share');
  return row ?? null;
};
