// The multipart plugin's request decorations (isMultipart, file), registered in app.ts.
import type {} from '@fastify/multipart';
import {
  type CallDef,
  type EntityAction,
  type EntityDef,
  type ListQuery,
  CALL_ACTIONS,
  createSchema,
  fieldInputSchema,
  idSchema,
  idsBodySchema,
  listQuerySchema,
  pageSchema,
  permissionOf,
  rowSchema,
  updateSchema,
} from '@zhwy/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CountTable, type EntityTable, type ReadLimit, type Record_, isUniqueViolation, listEntity, scopeOf, streamEntity, toRow, visibleWhere } from './crud.ts';
import type { AnyOfAccess } from './context.ts';
import type { Database, Db } from './db/client.ts';
import { insertMany } from './db/insert-many.ts';
import { AppError, conflict, fieldErrors, notFound, validationFailed, worded } from './errors.ts';
import { maskRow, unmaskWrites as unmaskEntityWrites } from './masking.ts';
import { mutate } from './mutation.ts';
import { EXPORT_BATCH, sendExcel } from './excel-export.ts';
import { IMPORT_MAX_ROWS, type ImportRow, readImportRows, resolveReferences, sendImportTemplate } from './excel-import.ts';
import { attachLabels, labelsSchema, registerLabelTarget } from './labels.ts';
import { eachPaced, mapPaced, pacer } from './pace.ts';
import { ok } from './reply.ts';
import { searchByMask } from './search-by-mask.ts';
import { checkNotReferenced, keyOf, registerTarget, targetOf, targets } from './references.ts';
import { assertAllCommunities, checkReferences, checkTreeParent, lockReferencedRows } from './write-scope.ts';
import { sanitizeRichText } from './rich-text.ts';
import { XLSX_MAX_UNCOMPRESSED, XlsxLimitError } from './xlsx-read.ts';
import { type Scope, assertInScope, idsIn, scoped } from './scope.ts';

type Options = {
  entity: EntityDef;
  table: EntityTable;
  database: Database;
  /** Extra values a row carries beside its fields (e.g. a formatted time). */
  rowExtras?: { schema: Record<string, z.ZodType>; of: (row: Record_) => Record_ };
  /** Per-value row counts for recordsTotal (see CountTable). */
  counts?: CountTable;
  /**
   * Checks beyond the field rules and references, run inside the write's transaction before the unique checks of a
   * create or update; throw an AppError to refuse. `current` is the stored row on update (locked FOR UPDATE),
   * `values` only what the call sends.
   */
  validate?: (tx: Db, tenantId: number, values: Record_, current?: Record_) => Promise<void>;
  /**
   * `validate` of many new rows at once (an import), a statement per check rather than per row: each row's refusal
   * (what `validate` would throw for it) or undefined.
   */
  validateMany?: (tx: Db, tenantId: number, rows: Record_[]) => Promise<unknown[]>;
  /**
   * Refuses a delete the data does not allow beyond references (which the framework checks): throw an AppError.
   * Runs in the delete's transaction with `current` locked FOR UPDATE, so a concurrent insert of a child waits.
   */
  guardDelete?: (tx: Db, tenantId: number, current: Record_) => Promise<void>;
  /**
   * Who may read the list (and one row) when other screens pick from it too: the user list also serves the pickers
   * of the department, work-group and organisation forms. Default: the entity's list code.
   */
  listAccess?: AnyOfAccess;
  /**
   * A limit on the rows each caller reads beyond tenant and community (null: none for this caller), in the list and
   * the export. Only for entities the framework serves no single row of (get, update, delete would not apply it).
   */
  readLimit?: (request: FastifyRequest) => ReadLimit | null;
  /**
   * Whose reads show the `mask` fields in clear: holders of this code (the user list: the user editors); every other
   * caller reads them masked, as every caller reads a `maskedReads` entity.
   */
  unmaskedBy?: string;
};

/**
 * Registers an entity's routes from its definition: the generic CRUD of `paths` (list `{data, recordsTotal}`, get,
 * create, update, delete) and the spec's other `calls` in their own styles, each with its permission code, zod
 * schemas, tenant scope, and its writes in one transaction with their operation-log row (`mutate`).
 */
export const registerEntityRoutes = (app: FastifyInstance, options: Options) => {
  const { entity, table, database, rowExtras, counts, validate, validateMany, guardDelete, readLimit, unmaskedBy } = options;
  const singleRows = [entity.paths.item, entity.paths.create, entity.paths.update, entity.paths.remove].some(Boolean) || entity.calls?.some((c) => !['list', 'listBody', 'export'].includes(c.style));
  if (readLimit && singleRows) throw new Error(`${keyOf(entity)}: a readLimit applies to lists and exports only, and the entity serves single rows`);
  registerTarget(entity, table);
  registerLabelTarget({ entity, table, unmaskedBy, readLimit, listCodes: options.listAccess?.anyOf ?? [permissionOf(entity, 'list')] });
  const { db } = database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const row = (rowExtras ? rowSchema(entity).extend(rowExtras.schema) : rowSchema(entity)).extend({ labels: labelsSchema });
  /** Personal data as every read of a `maskedReads` entity shows it (or the caller's without `unmaskedBy`); the unmasked reads are the module's own calls. */
  const masksFor = (request: FastifyRequest) => entity.maskedReads || (unmaskedBy !== undefined && !request.user!.permissions.has(unmaskedBy));
  const masked = (data: Record_, request: FastifyRequest): Record_ => (masksFor(request) ? maskRow(entity, data) : data);
  // toRow answers a new object, so the extras can be added to it in place.
  const present = (record: Record_, request: FastifyRequest) => {
    const base = toRow(entity, record);
    return masked(rowExtras ? Object.assign(base, rowExtras.of(base)) : base, request);
  };
  const unmaskWrites = (values: Record_, current?: Record_) => unmaskEntityWrites(entity, values, current);

  const tags = [entity.module];
  const label = `${entity.module}.${entity.name}`;

  const scopeField = entity.scope?.field;
  /** The tenant's live rows, and only the caller's communities' where the entity is scoped. */
  const visible = (scope: Scope) => visibleWhere(table, entity, scope);
  /** A row the caller may see, or 404 (another tenant's or community's row is not there for them); `tx` locks it FOR UPDATE. */
  const findOne = async (scope: Scope, id: number, tx?: Db) => {
    const query = (tx ?? db)
      .select()
      .from(table as PgTable)
      .where(and(...visible(scope), eq(table.id, id)))
      .limit(1);
    const [record] = tx ? await query.for('update') : await query;
    if (!record) throw notFound('记录不存在');
    return record as Record_;
  };

  const uniqueFields = Object.entries(entity.fields).filter(([, f]) => f.unique).map(([name]) => name);
  // Catalogue keys: the error handler answers them in the caller's language.
  const conflictOf = (names: string[]) => conflict('duplicate', Object.fromEntries(names.map((name) => [name, 'taken'])));
  /**
   * checkUnique answers the usual case; the unique index decides a race between two writers. The loser's conflict
   * names its field: `recheck` runs the same check again, now that the winner has committed.
   */
  const guardUnique = async <T>(write: () => Promise<T>, recheck: () => Promise<void>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await recheck();
      throw conflictOf(uniqueFields);
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

  // The operations, shared by the generic paths and the spec's calls.
  /** A listed row (already in its JSON form) as the caller sees it: extras added, personal data masked. */
  const shown = (d: Record_, request: FastifyRequest) => masked(rowExtras ? Object.assign(d, rowExtras.of(d)) : d, request);
  const list = async (request: FastifyRequest, sent: ListQuery) => {
    const query = await searchByMask(request, entity, sent, masksFor(request));
    const page = await listEntity(db, entity, table, request.user!.tenantId, query, counts, request.user!.areaIds, readLimit?.(request));
    return { data: await attachLabels(database, request, entity, page.data.map((d) => shown(d, request))), recordsTotal: page.recordsTotal };
  };
  /** Every row the list's filter matches, in its order, as the list shows them (an export). */
  async function* exportRows(request: FastifyRequest, query: ListQuery) {
    for await (const batch of streamEntity(database, entity, table, request.user!.tenantId, query, request.user!.areaIds, EXPORT_BATCH, readLimit?.(request))) {
      yield await attachLabels(database, request, entity, batch.map((d) => shown(d, request)), true);
    }
  }
  const get = async (request: FastifyRequest, id: number) => (await attachLabels(database, request, entity, [present(await findOne(scoped(request), id), request)]))[0];
  /** A write may only name communities of the caller's scope (403); a community itself is created by anyone allowed to. */
  const checkScope = (scope: Scope, values: Record_) => {
    if (scopeField && scopeField !== 'id' && values[scopeField] !== undefined) assertInScope(scope, values[scopeField]);
  };
  const richTextFields = Object.entries(entity.fields).filter(([, f]) => f.kind === 'richText').map(([name]) => name);
  /** What is stored of a write: rich text through the allow list. */
  const clean = (values: Record_): Record_ => {
    if (richTextFields.length === 0) return values;
    const copy = { ...values };
    for (const name of richTextFields) if (typeof copy[name] === 'string') copy[name] = sanitizeRichText(copy[name]);
    return copy;
  };
  const settableFields = Object.entries(entity.fields).filter(([, f]) => f.settable).map(([name, f]) => [name, f.settable!] as const);
  /** Values only the entity's calls set (an audit's outcome): a create or edit may not, unless it keeps the current one. */
  const checkSettable = (values: Record_, current?: Record_) => {
    for (const [name, allowed] of settableFields) {
      const value = values[name];
      if (value == null || allowed.includes(String(value)) || (current && String(current[name]) === String(value))) continue;
      throw validationFailed({ [name]: 'enum' });
    }
  };
  const lock = entity.optimisticLock;
  /** What a create stores of a body: rich text cleaned, a versioned row starting at 0. */
  const createValues = (sent: Record_) => clean(lock ? { ...sent, [lock]: 0 } : sent);
  /** One new row inside a write's transaction: references, the entity's own checks, uniqueness, then the insert. */
  const insertOne = async (tx: Db, request: FastifyRequest, values: Record_) => {
    const { tenantId, userId } = request.user!;
    checkScope(scoped(request), values);
    checkSettable(values);
    unmaskWrites(values);
    await checkReferences(tx, entity, scoped(request), values, targetOf);
    await checkTreeParent(tx, { entity, table }, tenantId, values);
    await validate?.(tx, tenantId, values);
    await checkUnique(tx, tenantId, values);
    const [stored] = await tx
      .insert(table as PgTable)
      .values({ ...values, tenantId, createBy: userId } as never)
      .returning();
    return stored as Record_;
  };
  const create = async (request: FastifyRequest, sent: Record_) => {
    const values = createValues(sent);
    checkScope(scoped(request), values);
    const write = () => mutate(database, request, (tx) => insertOne(tx, request, values));
    return present(await guardUnique(write, () => checkUnique(db, request.user!.tenantId, values)), request);
  };
  /**
   * Rows of an uploaded workbook, each checked as a create would check it, in one transaction: every row's errors are
   * reported together (422, `rows: [{row, fields}]`, rows numbered as in the sheet) and nothing is kept, or all rows
   * are. Set-based, so 10,000 rows cost a few statements rather than four per row: references given by name turned
   * into ids (one query per reference column, resolveReferences), the field rules and the entity's own checks row by
   * row in memory, each reference field's ids in one query, each unique key's values in one query (and against the
   * file's earlier rows), then multi-row inserts.
   */
  const importRows = async (request: FastifyRequest, rows: ImportRow[]) => {
    const language = request.headers['accept-language'];
    const { tenantId, userId } = request.user!;
    const scope = scoped(request);
    const schema = createSchema(entity);
    const errors = new Map<number, Record<string, string>>();
    const refuse = (row: number, field: string, key: string, params?: Record<string, unknown>) => {
      const fields = errors.get(row) ?? {};
      fields[field] ??= worded(key, language, params);
      errors.set(row, fields);
    };
    const refuseWith = (row: number, error: unknown) => {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      for (const [name, message] of Object.entries(error.extra.fields ?? { _: error.message })) refuse(row, name, message, error.extra.params);
    };
    const settled = await resolveReferences(db, entity, rows, { targets, scope, refuse });
    // Row by row in memory, with a turn of the event loop between chunks (issue 21).
    const tick = pacer();
    const bodies: { row: number; values: Record_ }[] = [];
    for (const { row, values } of rows) {
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        if (!errors.has(row)) bodies.push({ row, values: createValues(parsed.data as Record_) });
      } else {
        for (const [name, message] of Object.entries(fieldErrors(parsed.error.issues as never, language, values))) if (!settled.get(row)?.has(name)) refuse(row, name, message);
      }
      await tick();
    }
    await mutate(database, request, async (tx) => {
      for (const { row, values } of bodies) {
        await tick();
        try {
          checkScope(scope, values);
          checkSettable(values);
          unmaskWrites(values);
          if (!validateMany) await validate?.(tx, tenantId, values);
        } catch (error) {
          refuseWith(row, error);
        }
      }
      if (validateMany) {
        const passed = bodies.filter(({ row }) => !errors.has(row));
        const refusals = await validateMany(tx, tenantId, passed.map(({ values }) => values));
        refusals.forEach((refusal, i) => refusal !== undefined && refuseWith(passed[i].row, refusal));
      }
      const checked = bodies.filter(({ row }) => !errors.has(row));
      // References: each field's distinct ids, locked FOR SHARE until the import commits. The passes over the rows
      // give the event loop a turn between chunks (issue 21).
      for (const [name, field] of Object.entries(entity.fields)) {
        if (field.kind !== 'ref' && field.kind !== 'refs') continue;
        const named = await mapPaced(checked, ({ values }) => idsIn(values[name]), tick);
        const ids = [...new Set(named.flat())];
        if (ids.length === 0) continue;
        const { live, outside } = await lockReferencedRows(tx, targetOf(field.ref!, name), scope, ids);
        await eachPaced(
          checked,
          ({ row }, i) => {
            if (named[i].some((id) => !live.has(id))) refuse(row, name, 'refMissing');
            else if (named[i].some((id) => outside.has(id))) refuse(row, name, 'outOfScope');
          },
          tick,
        );
      }
      // Unique keys: against the stored rows and the file's earlier rows.
      for (const { name, columns } of uniqueKeys) {
        const keyOf = (values: Record_) => (columns.some((c) => values[c] === undefined || values[c] === null) ? null : JSON.stringify(columns.map((c) => String(values[c]))));
        const keys = await mapPaced(checked, ({ values }) => keyOf(values), tick);
        const candidates = checked.filter((_, i) => keys[i] !== null);
        if (candidates.length === 0) continue;
        const stored = await tx
          .select(Object.fromEntries(columns.map((c) => [c, table[c]])))
          .from(table as PgTable)
          .where(and(...scopeOf(table, tenantId, entity.softDelete), inArray(table[name], [...new Set(candidates.map(({ values }) => values[name]))])));
        const taken = new Set(await mapPaced(stored, (record) => keyOf(record as Record_), tick));
        await eachPaced(
          checked,
          ({ row }, i) => {
            const key = keys[i];
            if (key === null) return;
            if (taken.has(key)) refuse(row, name, 'taken');
            taken.add(key);
          },
          tick,
        );
      }
      if (errors.size > 0) {
        const reported = [...errors].sort(([a], [b]) => a - b).map(([row, fields]) => ({ row, fields }));
        throw new AppError(422, 'importFailed', { params: { n: reported.length }, rows: reported });
      }
      // Column arrays through unnest (insertMany): a multi-row VALUES of 10,000 rows cost seconds of CPU to build.
      try {
        await insertMany(tx, table as PgTable, await mapPaced(bodies, ({ values }) => ({ ...values, tenantId, createBy: userId }), tick));
      } catch (error) {
        // A writer that committed the same value since the checks: the unique index decides.
        if (isUniqueViolation(error)) throw conflictOf(uniqueFields);
        throw error;
      }
    });
    return ok({ imported: bodies.length });
  };
  /**
   * `oneField`: a status switch or transition, which sends no version: it changes one field and still moves the
   * version on; `transition`: the values its field must have beforehand (checked on the locked row).
   */
  const update = async (request: FastifyRequest, id: number, sent: Record_, oneField = false, transition?: { field: string; from: readonly string[] }) => {
    const { tenantId, userId } = request.user!;
    if (lock && !oneField && sent[lock] === undefined) throw validationFailed({ [lock]: 'required' });
    const values = clean(sent);
    checkScope(scoped(request), values);
    let read: Record_ | undefined;
    const updated = await guardUnique(
      () =>
        mutate(database, request, async (tx) => {
          const current = await findOne(scoped(request), id, tx);
          assertAllCommunities(entity, scoped(request), current);
          read = current;
          if (transition && !transition.from.includes(String(current[transition.field]))) throw conflict('invalidTransition');
          if (!oneField) checkSettable(values, current);
          unmaskWrites(values, current);
          // Optimistic locking: the row is locked, so its version is the last word; a stale writer changes nothing.
          if (lock) {
            if (!oneField && current[lock] !== values[lock]) throw conflict('staleVersion');
            values[lock] = Number(current[lock]) + 1;
          }
          await checkReferences(tx, entity, scoped(request), values, targetOf);
          await checkTreeParent(tx, { entity, table }, tenantId, values, current);
          await validate?.(tx, tenantId, values, current);
          await checkUnique(tx, tenantId, values, current);
          const [stored] = await tx
            .update(table as PgTable)
            .set({ ...values, updateBy: userId, updateTime: new Date() } as never)
            .where(and(...scopeOf(table, tenantId, entity.softDelete), eq(table.id, id)))
            .returning();
          return stored as Record_;
        }),
      () => checkUnique(db, tenantId, values, read),
    );
    return present(updated, request);
  };
  /** Deletes all of `ids` or none: each must be a live row of the caller's tenant (else 404) that nothing refers to. */
  const remove = async (request: FastifyRequest, ids: number[]) => {
    const { tenantId, userId } = request.user!;
    await mutate(database, request, async (tx) => {
      for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
        const current = await findOne(scoped(request), id, tx);
        assertAllCommunities(entity, scoped(request), current);
        // The entity's own refusal first: it names what is in the way more precisely (该停车场下还有 3 个车位) than the generic one.
        await guardDelete?.(tx, tenantId, current);
        await checkNotReferenced(tx, keyOf(entity), tenantId, [id]);
      }
      const where = and(...scopeOf(table, tenantId, entity.softDelete), inArray(table.id, ids));
      if (entity.softDelete) {
        await tx.update(table as PgTable).set({ delFlag: 1, updateBy: userId, updateTime: new Date() } as never).where(where);
      } else {
        await tx.delete(table as PgTable).where(where);
      }
    });
    return ok(null);
  };

  const idParams = z.object({ id: idSchema });
  const idsParams = z.object({
    ids: z
      .string()
      .regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15}){0,999}$/, { error: 'positiveId' })
      .transform((v) => v.split(',').map(Number)),
  });
  /** The ids of a delete call: from the path (`/:id`, `/:ids`) where it has them, else from the body. */
  const idsOf = (request: FastifyRequest, inPath: 'id' | 'ids' | null): number[] =>
    inPath === 'id' ? [(request.params as { id: number }).id] : inPath === 'ids' ? (request.params as { ids: number[] }).ids : (request.body as { ids: number[] }).ids;
  const access = (action: EntityAction) => permissionOf(entity, action);
  const operation = (verb: string) => `${verb}${entity.title}`;
  /** The operation log's Chinese text and its key for the reader's language (the entity named by '<module>.<name>'). */
  const logged = (verb: string, key: string, params: Record<string, string> = {}) => ({
    operation: operation(verb),
    operationKey: { key, params: { entity: label, title: entity.title, ...params } },
  });

  // The generic CRUD (JHipster style).
  r.get(entity.paths.list, {
    schema: { tags, summary: `List ${label}`, querystring: listQuerySchema(entity), response: { 200: pageSchema(row) } },
    config: { access: options.listAccess ?? access('list') },
    handler: (request) => list(request, request.query as ListQuery),
  });
  if (entity.paths.item) {
    r.get(entity.paths.item, {
      schema: { tags, summary: `Get ${label}`, params: idParams, response: { 200: row } },
      config: { access: options.listAccess ?? access('list') },
      handler: (request) => get(request, request.params.id),
    });
  }
  if (entity.paths.create) {
    r.post(entity.paths.create, {
      schema: { tags, summary: `Create ${label}`, body: createSchema(entity), response: { 200: row } },
      config: { access: access('add'), ...logged('新增', 'entityCreate') },
      handler: (request) => create(request, request.body as Record_),
    });
  }
  if (entity.paths.update) {
    r.put(entity.paths.update, {
      schema: { tags, summary: `Update ${label}`, body: updateSchema(entity), response: { 200: row } },
      config: { access: access('edit'), ...logged('修改', 'entityUpdate') },
      handler: (request) => {
        const { id, ...values } = request.body as Record_ & { id: number };
        return update(request, id, values);
      },
    });
  }
  if (entity.paths.remove) {
    r.delete(entity.paths.remove, {
      schema: { tags, summary: `Delete ${label}`, params: idParams },
      config: { access: access('delete'), ...logged('删除', 'entityDelete') },
      handler: (request) => remove(request, [request.params.id]),
    });
  }

  /** A list query sent in a JSON body: its numbers read as text, as from a URL; `pageBase` 1 shifts the page. */
  const bodyQueryOf = (pageBase: 0 | 1) => {
    const asText = (raw: unknown) =>
      raw !== null && typeof raw === 'object' && !Array.isArray(raw)
        ? Object.fromEntries(
            Object.entries(raw).map(([k, v]) => {
              const text = typeof v === 'number' ? String(v) : v;
              // A one-based page (the work orders' page 1) is the list's page 0; anything not a plain number stays, and is refused.
              return [k, k === 'page' && pageBase === 1 && typeof text === 'string' && /^[1-9]\d*$/.test(text) ? String(Number(text) - 1) : text];
            }),
          )
        : raw;
    return z.preprocess((raw) => asText(raw ?? {}), listQuerySchema(entity));
  };

  for (const call of entity.calls ?? []) registerCall(call);

  /** One of the spec's calls, in its own style, onto the same operations. */
  function registerCall(call: CallDef) {
    const base = { method: call.method, url: call.path, config: { access: access(CALL_ACTIONS[call.style]) } };
    const summary = `${call.style} ${label}`;
    switch (call.style) {
      case 'list':
        return r.route({ ...base, schema: { tags, summary, querystring: listQuerySchema(entity), response: { 200: pageSchema(row) } }, handler: (request) => list(request, request.query as ListQuery) });
      case 'export': {
        const query = call.method === 'GET' ? listQuerySchema(entity) : bodyQueryOf(0);
        return r.route({
          ...base,
          config: { ...base.config, allowRepeat: true },
          schema: { tags, summary, ...(call.method === 'GET' ? { querystring: query } : { body: query }) },
          handler: async (request, reply) => {
            // Checked before the workbook starts: a refused filter is a 422, not a broken download.
            const filter = await searchByMask(request, entity, (call.method === 'GET' ? request.query : request.body) as ListQuery, masksFor(request));
            return sendExcel(reply, {
              entity,
              fileName: call.fileName,
              pool: database.pool,
              tenantId: request.user!.tenantId,
              batches: exportRows(request, filter),
            });
          },
        });
      }
      case 'importTemplate':
        return r.route({
          ...base,
          schema: { tags, summary },
          handler: (request, reply) =>
            sendImportTemplate(reply, { entity, fileName: call.fileName, pool: database.pool, db, scope: scoped(request), targets, language: request.headers['accept-language'] }),
        });
      case 'import':
        return r.route({
          ...base,
          config: { ...base.config, ...logged('导入', 'entityImport') },
          schema: { tags, summary, consumes: ['multipart/form-data'] },
          handler: async (request) => {
            const refuse = (key: string, params?: Record<string, unknown>) => new AppError(422, key, { params, fields: { file: key } });
            if (!request.isMultipart()) throw refuse('importFile');
            const file = await request.file({ limits: { files: 1, fileSize: 5 * 1024 * 1024 } });
            if (!file) throw refuse('importFile');
            const buffer = await file.toBuffer();
            let read;
            try {
              read = await readImportRows(buffer, { entity, pool: database.pool, tenantId: request.user!.tenantId });
            } catch (error) {
              // Streamed: a sheet past the row limit or a zip past its uncompressed limit stops at that point.
              if (error instanceof XlsxLimitError) {
                throw error.limit === 'rows' ? refuse('importTooMany', { max: IMPORT_MAX_ROWS }) : refuse('importTooLarge', { mb: XLSX_MAX_UNCOMPRESSED / 1024 / 1024 });
              }
              throw refuse('importFile');
            }
            if (read.unknownHeaders.length > 0) throw refuse('importColumns', { columns: read.unknownHeaders.join('、') });
            if (read.rows.length === 0) throw refuse('importEmpty');
            if (read.rows.length > IMPORT_MAX_ROWS) throw refuse('importTooMany', { max: IMPORT_MAX_ROWS });
            return importRows(request, read.rows);
          },
        });
      case 'listBody': {
        const bodyQuery = bodyQueryOf(call.pageBase ?? 0);
        return r.route({
          ...base,
          // A list read sent as POST: repeating it (a refresh after a delete) is no duplicate submit, nor an operation.
          config: { ...base.config, allowRepeat: true, reads: true },
          schema: { tags, summary, body: bodyQuery, response: { 200: pageSchema(row) } },
          handler: (request) => list(request, request.body as ListQuery),
        });
      }
      case 'get':
        return r.route({ ...base, schema: { tags, summary, params: idParams, response: { 200: row } }, handler: (request) => get(request, (request.params as { id: number }).id) });
      case 'create':
        return r.route({
          ...base,
          config: { ...base.config, ...logged('新增', 'entityCreate') },
          schema: { tags, summary, body: createSchema(entity), response: { 200: row } },
          handler: (request) => create(request, request.body as Record_),
        });
      case 'update':
        return r.route({
          ...base,
          config: { ...base.config, ...logged('修改', 'entityUpdate') },
          schema: { tags, summary, body: updateSchema(entity), response: { 200: row } },
          handler: (request) => {
            const { id, ...values } = request.body as Record_ & { id: number };
            return update(request, id, values);
          },
        });
      // A delete path without `:id` / `:ids` takes the ids in the body (the spec's form); the same remove either way.
      case 'delete': {
        const inPath = call.path.includes(':id') ? 'id' : null;
        return r.route({
          ...base,
          config: { ...base.config, ...logged('删除', 'entityDelete') },
          schema: { tags, summary, ...(inPath ? { params: idParams } : { body: idsBodySchema }) },
          handler: (request) => remove(request, idsOf(request, inPath)),
        });
      }
      case 'deleteMany': {
        const inPath = call.path.includes(':ids') ? 'ids' : null;
        return r.route({
          ...base,
          config: { ...base.config, ...logged('批量删除', 'entityDeleteMany') },
          schema: { tags, summary, ...(inPath ? { params: idsParams } : { body: idsBodySchema }) },
          handler: (request) => remove(request, idsOf(request, inPath)),
        });
      }
      case 'setField': {
        const field = entity.fields[call.field];
        if (!field || field.kind !== 'enum') throw new Error(`${label}: setField needs an enum field, not ${call.field}`);
        const unknown = [...(call.from ?? []), ...(call.to ?? [])].filter((v) => !field.values?.includes(v));
        if (unknown.length > 0) throw new Error(`${label}: ${call.path} names values ${call.field} does not have: ${unknown.join(', ')}`);
        const inPath = call.path.includes(':id');
        // A transition sets only its `to` values.
        const target = call.to ? fieldInputSchema({ ...field, values: call.to }) : fieldInputSchema(field);
        const value = z.object({ [call.field]: target, ...(inPath ? {} : { id: idSchema }) });
        // The value (and id) from the body, or the query where the call is a GET or sends none.
        const fromQuery = call.method === 'GET';
        return r.route({
          ...base,
          config: {
            ...base.config,
            ...(call.title
              ? logged(call.title, 'entityTransition', { call: call.name ?? call.field, verb: call.title })
              : { operation: `${operation('修改')}${field.label ?? call.field}`, operationKey: logged('修改', 'entitySetField', { field: call.field, label: field.label ?? call.field }).operationKey }),
          },
          schema: { tags, summary, ...(inPath ? { params: idParams } : {}), ...(fromQuery ? { querystring: value } : { body: value }), response: { 200: row } },
          handler: (request) => {
            const input = (fromQuery ? request.query : request.body) as Record_ & { id?: number };
            const id = inPath ? (request.params as { id: number }).id : input.id!;
            return update(request, id, { [call.field]: input[call.field] }, true, call.from && { field: call.field, from: call.from });
          },
        });
      }
    }
  }
};
