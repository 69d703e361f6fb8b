import { createHash } from 'node:crypto';
import {
  type Criterion,
  type EntityDef,
  type ListQuery,
  createSchema,
  formatMoney,
  isIsoDate,
  parseMoney,
  idSchema,
  listQuerySchema,
  pageSchema,
  permissionOf,
  rowSchema,
  updateSchema,
} from '@zhwy/contracts';
import { type Placeholder, type SQL, and, asc, count, desc, eq, getTableName, gte, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Db } from './db/client.ts';
import { conflict, notFound } from './errors.ts';
import { mutate } from './mutation.ts';
import { ok } from './reply.ts';

/** A table with the shared columns plus one column per entity field, named alike. */
export type EntityTable = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn; delFlag?: AnyPgColumn } & Record<string, AnyPgColumn>;
type Record_ = Record<string, unknown>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** PostgreSQL's unique_violation (23505), also when wrapped by drizzle as the error's cause. */
const isUniqueViolation = (error: unknown): boolean => {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** Tenant scope lives here, once: every query of the framework starts from it. */
export const scopeOf = (table: EntityTable, tenantId: number | Placeholder, softDelete: boolean): SQL[] => {
  const where: SQL[] = [eq(table.tenantId, tenantId)];
  if (softDelete && table.delFlag) where.push(eq(table.delFlag, 0));
  return where;
};

type FieldKind = EntityDef['fields'][string]['kind'];
/** Stored value → JSON: times as ISO strings, money from cents to `"12.30"`, numbers as numbers, the rest as text. */
const convertOf = (kind: FieldKind): ((value: unknown) => unknown) => {
  switch (kind) {
    case 'datetime':
      return (value) => (value instanceof Date ? value.toISOString() : String(value));
    case 'money':
      return (value) => formatMoney(Number(value));
    case 'int':
    case 'ref':
      return Number;
    default:
      return String;
  }
};

/** Each entity's field names with their converters, worked out once: lists convert every field of every row. */
const converters = new WeakMap<EntityDef, [string, (value: unknown) => unknown][]>();
const convertersOf = (entity: EntityDef) => {
  let list = converters.get(entity);
  if (!list) converters.set(entity, (list = Object.entries(entity.fields).map(([name, field]) => [name, convertOf(field.kind)])));
  return list;
};

/** JSON form of a stored record: datetimes as ISO strings, enum codes as strings. */
export const toRow = (entity: EntityDef, record: Record_): Record_ => {
  const row: Record_ = { id: record.id };
  for (const [name, convert] of convertersOf(entity)) {
    const value = record[name];
    row[name] = value === null || value === undefined ? null : convert(value);
  }
  return row;
};

/**
 * A criterion on `column`, its value bound later from the placeholder `name` (see listValues). `contains` is
 * case-insensitive: `lower(column) LIKE lower(pattern)` matches what ILIKE matches (PostgreSQL's ILIKE lower-cases
 * both strings on every row), costs less per row, and is what the trigram indexes on lower(column) serve.
 */
const criterionOf = (column: AnyPgColumn, c: Criterion, name: string): SQL => {
  const value = sql.placeholder(name);
  switch (c.op) {
    case 'contains':
      return sql`lower(${column}) LIKE lower(${value})`;
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
const filterValueOf = (kind: FieldKind, c: Criterion, value: string): unknown => {
  switch (kind) {
    case 'money':
      return parseMoney(value);
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
    else if (Array.isArray(c.value)) values[`c${i}`] = c.value.map((v) => filterValueOf(kind, c, v));
    else values[`c${i}`] = filterValueOf(kind, c, c.value);
  });
  return values;
};

/**
 * A table holding the exact number of an entity's rows per tenant and per value of some of its fields (`n`),
 * kept by triggers in the writing transaction. A list filtered by those fields only (or not at all) sums it
 * instead of counting the rows themselves: same total, at most one row per distinct value read.
 */
export type CountTable = { table: PgTable & { tenantId: AnyPgColumn; n: AnyPgColumn } & Record<string, AnyPgColumn>; fields: string[] };

/**
 * The two statements of a list call, built once per list shape and named (so each connection parses them once).
 * The page's ids come first and then their rows: where an index holds the sort and filter columns, the ids come
 * from an index-only scan and only the page's own rows are read, however many rows the filter skips. The page is
 * planned for its values (a rare search term takes the trigram index); the total from a CountTable has one plan.
 */
const buildListStatements = (db: Db, entity: EntityDef, table: EntityTable, query: ListQuery, counts: CountTable | undefined, name: string) => {
  const where = scopeOf(table, sql.placeholder('tenantId'), entity.softDelete);
  query.criteria.forEach((c, i) => where.push(criterionOf(table[c.field], c, `c${i}`)));
  const condition = and(...where);
  const order = query.sort.order === 'desc' ? desc : asc;
  const orderBy = [order(table[query.sort.field]), order(table.id)];
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
    .prepare(`${name}_page`);
  const useCounts = counts && !entity.softDelete && query.criteria.every((c) => counts.fields.includes(c.field));
  const total = (
    useCounts
      ? db
          .select({ total: sql<number>`coalesce(sum(${counts.table.n}), 0)`.mapWith(Number) })
          .from(counts.table)
          .where(and(eq(counts.table.tenantId, sql.placeholder('tenantId')), ...query.criteria.map((c, i) => criterionOf(counts.table[c.field], c, `c${i}`))))
      : db.select({ total: count() }).from(table as PgTable).where(condition)
  ).prepare(`${name}_total`);
  return { page, total };
};

type ListStatements = ReturnType<typeof buildListStatements>;
/** Per database and list shape (entity, filtered fields and operators, sort). */
const listStatements = new WeakMap<Db, Map<string, ListStatements>>();

/** The paged list of one entity: filters, whitelisted sort, total and page, all in SQL. */
export const listEntity = async (db: Db, entity: EntityDef, table: EntityTable, tenantId: number, query: ListQuery, counts?: CountTable) => {
  const shape = [getTableName(table), ...query.criteria.map((c) => `${c.field}.${c.op}`), `${query.sort.field}.${query.sort.order}`].join(' ');
  let byShape = listStatements.get(db);
  if (!byShape) listStatements.set(db, (byShape = new Map()));
  let statements = byShape.get(shape);
  if (!statements) {
    statements = buildListStatements(db, entity, table, query, counts, `list_${createHash('sha1').update(shape).digest('hex').slice(0, 20)}`);
    byShape.set(shape, statements);
  }
  const values = listValues(entity, tenantId, query);
  const [rows, [{ total }]] = await Promise.all([statements.page.execute(values), statements.total.execute(values)]);
  return { data: (rows as Record_[]).map((r) => toRow(entity, r)), recordsTotal: Number(total) };
};

/**
 * The live row of `table` in the tenant matching `where`, locked FOR SHARE until the transaction ends; null when
 * there is none. A reference checked this way cannot be orphaned: a concurrent delete or rename of that row locks it
 * FOR UPDATE first, so one of the two waits for the other and then sees its outcome.
 */
export const lockLiveRow = async (tx: Db, table: EntityTable, tenantId: number, softDelete: boolean, where: SQL[]) => {
  const [row] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(...scopeOf(table, tenantId, softDelete), ...where))
    .limit(1)
    .for('share');
  return row ?? null;
};

type Options = {
  entity: EntityDef;
  table: EntityTable;
  database: Database;
  /** Extra values a row carries beside its fields (e.g. a formatted time). */
  rowExtras?: { schema: Record<string, z.ZodType>; of: (row: Record_) => Record_ };
  /** Per-value row counts for recordsTotal (see CountTable). */
  counts?: CountTable;
  /**
   * Checks beyond the field rules (e.g. a reference to another entity: lockLiveRow), run inside the write's
   * transaction before the unique checks of a create or update; throw an AppError to refuse. `current` is the stored
   * row on update (locked FOR UPDATE), `values` only what the call sends.
   */
  validate?: (tx: Db, tenantId: number, values: Record_, current?: Record_) => Promise<void>;
  /**
   * Refuses a delete the data does not allow (e.g. a record others still refer to): throw an AppError. Runs in the
   * delete's transaction with `current` locked FOR UPDATE, so a concurrent insert of a child waits and then fails.
   */
  guardDelete?: (tx: Db, tenantId: number, current: Record_) => Promise<void>;
};

/**
 * Registers the spec-shaped CRUD routes of one entity from its definition: list (`{data, recordsTotal}`),
 * get, create, update and delete, each with its permission code, zod schemas and tenant scope.
 */
export const registerEntityRoutes = (app: FastifyInstance, { entity, table, database, rowExtras, counts, validate, guardDelete }: Options) => {
  const { db } = database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const row = rowExtras ? rowSchema(entity).extend(rowExtras.schema) : rowSchema(entity);
  // toRow answers a new object, so the extras can be added to it in place.
  const present = (record: Record_) => {
    const base = toRow(entity, record);
    return rowExtras ? Object.assign(base, rowExtras.of(base)) : base;
  };
  const tags = [entity.module];
  const label = `${entity.module}.${entity.name}`;

  /** The caller's tenant's live row, or 404; `tx` locks it FOR UPDATE for the rest of the transaction. */
  const findOne = async (tenantId: number, id: number, tx?: Db) => {
    const query = (tx ?? db)
      .select()
      .from(table as PgTable)
      .where(and(...scopeOf(table, tenantId, entity.softDelete), eq(table.id, id)))
      .limit(1);
    const [record] = tx ? await query.for('update') : await query;
    if (!record) throw notFound('记录不存在');
    return record as Record_;
  };

  const uniqueFields = Object.entries(entity.fields).filter(([, f]) => f.unique).map(([name]) => name);
  // Catalogue keys: the error handler answers them in the caller's language.
  const conflictOf = (names: string[]) => conflict('duplicate', Object.fromEntries(names.map((name) => [name, 'taken'])));
  /** The check below answers the usual case; the unique index decides a race between two writers. */
  const guardUnique = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflictOf(uniqueFields);
      throw error;
    }
  };

  /** Each unique field with the fields it is unique within (`unique: { within }`); the conflict names the field. */
  const uniqueKeys = Object.entries(entity.fields).flatMap(([name, { unique }]) =>
    unique ? [{ name, columns: [name, ...(unique === true ? [] : unique.within)] }] : [],
  );
  /** On update, `current` (the stored row) supplies the columns of a key the call does not send. */
  const checkUnique = async (tx: Db, tenantId: number, values: Record_, current?: Record_) => {
    for (const { name, columns } of uniqueKeys) {
      if (columns.every((column) => values[column] === undefined)) continue;
      const merged = { ...current, ...values };
      if (columns.some((column) => merged[column] === undefined || merged[column] === null)) continue;
      const where = [...scopeOf(table, tenantId, entity.softDelete), ...columns.map((column) => eq(table[column], merged[column]))];
      if (current) where.push(ne(table.id, current.id));
      const [hit] = await tx.select({ id: table.id }).from(table as PgTable).where(and(...where)).limit(1);
      if (hit) throw conflictOf([name]);
    }
  };

  r.get(entity.paths.list, {
    schema: { tags, summary: `List ${label}`, querystring: listQuerySchema(entity), response: { 200: pageSchema(row) } },
    config: { access: permissionOf(entity, 'list') },
    handler: async (request) => {
      const page = await listEntity(db, entity, table, request.user!.tenantId, request.query as ListQuery, counts);
      return { data: rowExtras ? page.data.map((d) => Object.assign(d, rowExtras.of(d))) : page.data, recordsTotal: page.recordsTotal };
    },
  });

  // Plain decimal digits only: `0x1` or `1e3` named some other row than the one written.
  const idParams = z.object({ id: idSchema });

  if (entity.paths.item) {
    r.get(entity.paths.item, {
      schema: { tags, summary: `Get ${label}`, params: idParams, response: { 200: row } },
      config: { access: permissionOf(entity, 'list') },
      handler: async (request) => present(await findOne(request.user!.tenantId, request.params.id)),
    });
  }

  if (entity.paths.create) {
    r.post(entity.paths.create, {
      schema: { tags, summary: `Create ${label}`, body: createSchema(entity), response: { 200: row } },
      config: { access: permissionOf(entity, 'add'), operation: `新增${entity.title}` },
      handler: async (request) => {
        const { tenantId, userId } = request.user!;
        const values = request.body as Record_;
        const created = await guardUnique(() =>
          mutate(database, request, async (tx) => {
            await validate?.(tx, tenantId, values);
            await checkUnique(tx, tenantId, values);
            const [row] = await tx
              .insert(table as PgTable)
              .values({ ...values, tenantId, createBy: userId } as never)
              .returning();
            return row as Record_;
          }),
        );
        return present(created);
      },
    });
  }

  if (entity.paths.update) {
    r.put(entity.paths.update, {
      schema: { tags, summary: `Update ${label}`, body: updateSchema(entity), response: { 200: row } },
      config: { access: permissionOf(entity, 'edit'), operation: `修改${entity.title}` },
      handler: async (request) => {
        const { tenantId, userId } = request.user!;
        const { id, ...values } = request.body as Record_ & { id: number };
        const updated = await guardUnique(() =>
          mutate(database, request, async (tx) => {
            const current = await findOne(tenantId, id, tx);
            await validate?.(tx, tenantId, values, current);
            await checkUnique(tx, tenantId, values, current);
            const [row] = await tx
              .update(table as PgTable)
              .set({ ...values, updateBy: userId, updateTime: new Date() } as never)
              .where(and(...scopeOf(table, tenantId, entity.softDelete), eq(table.id, id)))
              .returning();
            return row as Record_;
          }),
        );
        return present(updated);
      },
    });
  }

  if (entity.paths.remove) {
    r.delete(entity.paths.remove, {
      schema: { tags, summary: `Delete ${label}`, params: idParams },
      config: { access: permissionOf(entity, 'delete'), operation: `删除${entity.title}` },
      handler: async (request) => {
        const { tenantId, userId } = request.user!;
        await mutate(database, request, async (tx) => {
          // A missing, deleted or other tenant's id is 404 whether or not a guard is declared.
          const current = await findOne(tenantId, request.params.id, tx);
          await guardDelete?.(tx, tenantId, current);
          const where = and(...scopeOf(table, tenantId, entity.softDelete), eq(table.id, request.params.id));
          if (entity.softDelete) {
            await tx.update(table as PgTable).set({ delFlag: 1, updateBy: userId, updateTime: new Date() } as never).where(where);
          } else {
            await tx.delete(table as PgTable).where(where);
          }
        });
        return ok(null);
      },
    });
  }
};
