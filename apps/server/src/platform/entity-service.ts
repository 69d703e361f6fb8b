import { type EntityDef, type ListQuery, type RecordOf, type UpdateOf, permissionOf, readsInClear } from '@zhwy/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AnyEntityTable, type CountTable, type ReadLimit, type Record_, columnsOf, listEntity, scopeOf, streamEntity, toRow, visibleWhere } from './crud.ts';
import type { Db } from './db/client.ts';
import { type EntityCall, type HookContext, type RowContext, inTransaction, scopeOfCaller } from './entity-context.ts';
import { type ChildServiceFactory, type ChildTables, withChildren } from './entity-children.ts';
import { type ImportRules, importEntityRows } from './entity-import.ts';
import { checkNotReferenced, keyOf, registerTarget, targetOf } from './references.ts';
import { fieldsOfMove, recordMove, transitionHistory } from './transition-history.ts';
import { uniqueChecksOf } from './entity-unique.ts';
import { conflict, notFound, validationFailed } from './errors.ts';
import { EXPORT_BATCH } from './excel-export.ts';
import type { ImportRow } from './excel-import.ts';
import { attachLabels, labelTargetOf, registerLabelTarget } from './labels.ts';
import { maskRow, unmaskWrites as unmaskEntityWrites } from './masking.ts';
import { sanitizeRichText } from './rich-text.ts';
import { type Scope, assertInScope } from './scope.ts';
import { searchByMask } from './search-by-mask.ts';
import { withPathSearch } from './path-search.ts';
import { type Target, assertAllCommunities, checkReferences, checkTreeParent } from './write-scope.ts';

/** What a write did, for `afterWrite`: the stored row after it (and before, for an update or delete). */
export type WriteEvent<Row = Record_> =
  | { action: 'create'; row: Row }
  | { action: 'update'; row: Row; before: Row }
  | { action: 'delete'; before: Row }
  | { action: 'import'; count: number };

type MaybePromise<T> = T | Promise<T>;

/**
 * An entity's rules, each a hook of the pipeline rather than a copy of it. Every hook runs inside the write's
 * transaction and refuses by throwing an AppError. Order on create: scope, settable values, masked values,
 * references, tree → `validate` → `beforeCreate` → unique checks → insert → `afterWrite`; on update the same with
 * the row locked FOR UPDATE first (`ctx.current`) and `beforeUpdate`; on delete, per row, `beforeDelete` → the
 * reference graph → delete → `afterWrite`.
 */
export type EntityHooks<Row = Record_, Values = Record_> = {
  /**
   * Checks beyond the field rules and references, on create, update and every row of an import (before the unique
   * checks); `values` is only what the call sends and may be completed (a derived field); `ctx.current` on update.
   */
  validate?: (ctx: HookContext<Row>, values: Values) => MaybePromise<void>;
  /**
   * `validate` of an import's rows at once, a statement per check rather than per row (issue 21: 10,000 rows): each
   * row's refusal (what `validate` would throw for it) or undefined. Where it is given, imports run it instead of
   * `validate`.
   */
  validateMany?: (ctx: HookContext<Row>, rows: Values[]) => MaybePromise<unknown[]>;
  /** The last word on a new row's values, after `validate`; not run by imports (use `validate` for rules they share). */
  beforeCreate?: (ctx: HookContext<Row>, values: Values) => MaybePromise<void>;
  /** The last word on an update's values, with the locked row. */
  beforeUpdate?: (ctx: RowContext<Row>, values: Values) => MaybePromise<void>;
  /**
   * Refuses a delete the data does not allow beyond references (which the framework checks after it, so that this
   * refusal, more precise, comes first: 该停车场下还有 3 个车位). The row is locked FOR UPDATE: a concurrent child insert waits.
   */
  beforeDelete?: (ctx: RowContext<Row>) => MaybePromise<void>;
  /** After each write, in its transaction (a history row, a count, a copy kept in step). */
  afterWrite?: (ctx: HookContext<Row>, event: WriteEvent<Row>) => MaybePromise<void>;
  /** After a transition and its history row, in its transaction (a notice to the author, the next step's assignee). */
  onTransition?: (ctx: RowContext<Row>, event: TransitionEvent<Row>) => MaybePromise<void>;
};

/** How an entity's rows are read beside its rules: extras, counts, read limits. Who reads personal data in clear is the definition's (`unmask`). */
export type EntityServiceOptions = {
  /** Extra values a row carries beside its fields (e.g. a formatted time). */
  rowExtras?: { schema: Record<string, z.ZodType>; of: (row: Record_) => Record_ };
  /** Per-value row counts for recordsTotal (see CountTable). */
  counts?: CountTable;
  /**
   * A limit on the rows each caller reads beyond tenant and community (null: none for this caller), in the list and
   * the export. Only for entities the framework serves no single row of (get, update, delete would not apply it).
   * Applied to calls made for a request; a module's own call without one reads as the module decides.
   */
  readLimit?: (request: FastifyRequest) => ReadLimit | null;
  /** The tables (and hooks) of the definition's `children`, by list name (entity-children.ts). */
  children?: ChildTables;
};

/**
 * A transition: the values `field` must hold beforehand (checked on the locked row, else 409), the action's name
 * (the call's `name`, else the field), the remark and the transition's own fields given with it (parsed: the
 * definition's call declares them). Each one made is a row of the history.
 */
export type TransitionGuard = { field: string; from: readonly string[]; action: string; remark?: string | null; fields?: Record_ };

/** What `onTransition` receives: the move made with its fields (as stored in the history), and the row after it. */
export type TransitionEvent<Row = Record_> = { action: string; field: string; from: string | null; to: string; remark: string | null; fields: Record_ | null; row: Row };

/**
 * The read/write pipeline of one entity: tenant and community scope, references (locked FOR SHARE), the reference
 * graph on delete, uniqueness, settable values, masking, rich text, optimistic locking, one transaction per write
 * with its operation-log row. Routes, other modules and imports all go through it (`EntityCall`: who calls, and in
 * which transaction). Rows come back in their JSON form, as the caller may read them (masked, with extras).
 */
export const entityService = <E extends EntityDef>(
  entity: E,
  anyTable: AnyEntityTable,
  hooks: EntityHooks<RecordOf<E>, UpdateOf<E> & Record_> = {},
  options: EntityServiceOptions = {},
) => {
  const table = columnsOf(anyTable);
  const { rowExtras, counts, readLimit } = options;
  registerTarget(entity, table);
  // Who may read this entity's labels: its list code by default; registerEntityRoutes names its list access instead.
  registerLabelTarget({ entity, table, readLimit, listCodes: [permissionOf(entity, 'list')] });
  // The pipeline is written over plain records; the hooks see the entity's own types (RecordOf, UpdateOf).
  const hook = hooks as unknown as EntityHooks;
  const unique = uniqueChecksOf(entity, table);
  const scopeField = entity.scope?.field;
  const lock = entity.optimisticLock;

  /** Whether the caller reads the `mask` fields masked (the definition's `maskedReads` and `unmask`; a call made in clear by a route that checked the code). */
  const masksFor = (call: EntityCall) => !call.unmasked && !readsInClear(entity, call.caller.permissions);
  /** A row in its JSON form as the caller sees it: extras added, personal data masked (both in place). */
  const shown = (row: Record_, call: EntityCall): Record_ => {
    const full = rowExtras ? Object.assign(row, rowExtras.of(row)) : row;
    return masksFor(call) ? maskRow(entity, full) : full;
  };
  const present = (record: Record_, call: EntityCall) => shown(toRow(entity, record), call);
  /** Each reference's label beside its id (labels.ts), as the request's caller may read them; a module's own call reads ids. */
  const labelled = (call: EntityCall, rows: Record_[], forExport = false) => (call.request ? attachLabels(call.database, call.request, entity, rows, forExport) : Promise.resolve(rows));

  /**
   * The targets of references as the caller may name them: a request's caller only rows within the target's read
   * limit too (a user: one of their peers); a module's own call as its scope allows.
   */
  const referenceTargets = (call: EntityCall) => (name: string, field: string): Target => {
    const limit = call.request ? labelTargetOf(name)?.readLimit?.(call.request) : undefined;
    return limit ? { ...targetOf(name, field), limit } : targetOf(name, field);
  };

  const contextOf = (call: EntityCall, tx: Db, current?: Record_): HookContext => ({
    tx,
    database: call.database,
    caller: call.caller,
    tenantId: call.caller.tenantId,
    scope: scopeOfCaller(call.caller),
    entity,
    request: call.request,
    current,
  });

  /** A row the caller may see, or 404 (another tenant's or community's row is not there for them); `lock` FOR UPDATE. */
  const findOne = async (db: Db, scope: Scope, id: number, lockRow: boolean) => {
    const query = db
      .select()
      .from(table as PgTable)
      .where(and(...visibleWhere(table, entity, scope), eq(table.id, id)))
      .limit(1);
    const [record] = lockRow ? await query.for('update') : await query;
    if (!record) throw notFound('记录不存在');
    return record as Record_;
  };

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
  const unmaskWrites = (values: Record_, current?: Record_) => unmaskEntityWrites(entity, values, current);
  /** What a create stores of a body: rich text cleaned, a versioned row starting at 0. */
  const createValues = (sent: Record_) => clean(lock ? { ...sent, [lock]: 0 } : sent);

  /** One new row inside a write's transaction: references, the entity's own checks, uniqueness, then the insert. */
  const insertOne = async (call: EntityCall, ctx: HookContext, values: Record_) => {
    const { tx, tenantId, scope } = ctx;
    checkScope(scope, values);
    checkSettable(values);
    unmaskWrites(values);
    await checkReferences(tx, entity, scope, values, referenceTargets(call));
    await checkTreeParent(tx, { entity, table }, tenantId, values);
    await hook.validate?.(ctx, values);
    await hook.beforeCreate?.(ctx, values);
    await unique.check(tx, tenantId, values);
    // The casts of the values below: a table seen as the generic PgTable has no insert type; the values are the definition's, checked above.
    const [stored] = await tx
      .insert(table as PgTable)
      .values({ ...values, tenantId, createBy: ctx.caller.userId } as never)
      .returning();
    await hook.afterWrite?.(ctx, { action: 'create', row: stored as Record_ });
    return stored as Record_;
  };

  /**
   * `oneField`: a status switch or transition, which sends no version: it changes one field and still moves the
   * version on; `transition`: the values its field must have beforehand (checked on the locked row), and its fields:
   * those named as the entity's are written with the field it sets, the others checked as references here.
   */
  const updateOne = async (call: EntityCall, id: number, sent: Record_, oneField: boolean, transition?: TransitionGuard) => {
    const { tenantId, userId } = call.caller;
    const scope = scopeOfCaller(call.caller);
    if (lock && !oneField && sent[lock] === undefined) throw validationFailed({ [lock]: 'required' });
    const moved = transition && fieldsOfMove(entity, transition, String(sent[transition.field]));
    const values = clean(moved ? { ...moved.row, ...sent } : sent);
    checkScope(scope, values);
    let read: Record_ | undefined;
    const updated = await unique.guard(
      () =>
        inTransaction(call, async (tx) => {
          const current = await findOne(tx, scope, id, true);
          const ctx = { ...contextOf(call, tx, current), ...(transition && { transition: { action: transition.action, field: transition.field } }) } as RowContext;
          assertAllCommunities(entity, scope, current);
          read = current;
          if (transition && !transition.from.includes(String(current[transition.field]))) throw conflict('invalidTransition');
          if (!oneField) checkSettable(values, current);
          unmaskWrites(values, current);
          // Optimistic locking: the row is locked, so its version is the last word; a stale writer changes nothing.
          if (lock) {
            if (!oneField && current[lock] !== values[lock]) throw conflict('staleVersion');
            values[lock] = Number(current[lock]) + 1;
          }
          await checkReferences(tx, entity, scope, values, referenceTargets(call));
          if (moved?.ownEntity) await checkReferences(tx, moved.ownEntity, scope, moved.own, referenceTargets(call));
          await checkTreeParent(tx, { entity, table }, tenantId, values, current);
          await hook.validate?.(ctx, values);
          await hook.beforeUpdate?.(ctx, values);
          await unique.check(tx, tenantId, values, current);
          const [stored] = await tx
            .update(table as PgTable)
            .set({ ...values, updateBy: userId, updateTime: new Date() } as never)
            .where(and(...scopeOf(table, tenantId, entity.softDelete), eq(table.id, id)))
            .returning();
          await hook.afterWrite?.(ctx, { action: 'update', row: stored as Record_, before: current });
          if (transition) {
            const before = current[transition.field];
            const move = { action: transition.action, field: transition.field, from: before == null ? null : String(before), to: String(values[transition.field]), remark: transition.remark ?? null, fields: moved?.stored ?? null };
            await recordMove(tx, call, entity, id, move);
            await hook.onTransition?.(ctx, { ...move, row: stored as Record_ });
          }
          return stored as Record_;
        }),
      () => unique.check(call.database.db, tenantId, values, read),
    );
    return present(updated, call);
  };

  /** Deletes all of `ids` or none: each must be a live row the caller may see (else 404) that nothing refers to. */
  const removeAll = async (call: EntityCall, ids: readonly number[]) => {
    const { tenantId, userId } = call.caller;
    const scope = scopeOfCaller(call.caller);
    await inTransaction(call, async (tx) => {
      const removed: Record_[] = [];
      for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
        const current = await findOne(tx, scope, id, true);
        assertAllCommunities(entity, scope, current);
        await hook.beforeDelete?.(contextOf(call, tx, current) as RowContext);
        await checkNotReferenced(tx, keyOf(entity), tenantId, [id]);
        removed.push(current);
      }
      const where = and(...scopeOf(table, tenantId, entity.softDelete), inArray(table.id, [...ids]));
      if (entity.softDelete) {
        await tx.update(table as PgTable).set({ delFlag: 1, updateBy: userId, updateTime: new Date() } as never).where(where);
      } else {
        await tx.delete(table as PgTable).where(where);
      }
      if (hook.afterWrite) for (const before of removed) await hook.afterWrite(contextOf(call, tx, before), { action: 'delete', before });
    });
  };

  const importRules: ImportRules = {
    entity,
    table,
    unique,
    createValues,
    /** The in-memory and hook checks of one imported row, as a create runs them (references and uniqueness are set-based). */
    checkRow: async (ctx, values) => {
      checkScope(ctx.scope, values);
      checkSettable(values);
      unmaskWrites(values);
      if (!hook.validateMany) await hook.validate?.(ctx, values);
    },
    validateMany: hook.validateMany,
    contextOf: (call, tx) => ({ ...contextOf(call, tx), importing: true }),
    afterImport: hook.afterWrite && ((ctx, count) => hook.afterWrite!(ctx, { action: 'import', count })),
  };

  /**
   * The list filter as this caller may run it (search by mask: see search-by-mask.ts; a call without a request is
   * trusted), a name's path (3-2-302) read as the rows it names (path-search.ts).
   */
  const filterFor = async (call: EntityCall, sent: ListQuery) => {
    const query = call.request ? await searchByMask(call.request, entity, sent, masksFor(call)) : sent;
    return withPathSearch(call.tx ?? call.database.db, entity, table, scopeOfCaller(call.caller), query);
  };

  const service = {
    entity,
    table,
    /** A stored record in its JSON form as the caller reads it (the child rows read with their parent). */
    present,
    filterFor,
    /** One page of the list and its total, as the caller may read it. */
    list: async (call: EntityCall, sent: ListQuery) => {
      const query = await filterFor(call, sent);
      const limit = call.request ? readLimit?.(call.request) : undefined;
      const page = await listEntity(call.tx ?? call.database.db, entity, table, call.caller.tenantId, query, counts, call.caller.areaIds, limit);
      return { data: await labelled(call, page.data.map((d) => shown(d, call))), recordsTotal: page.recordsTotal };
    },
    /** Every row a list filter (already through `filterFor`) matches, in its order, in batches (an export). */
    async *exportRows(call: EntityCall, filter: ListQuery) {
      const limit = call.request ? readLimit?.(call.request) : undefined;
      for await (const batch of streamEntity(call.database, entity, table, call.caller.tenantId, filter, call.caller.areaIds, EXPORT_BATCH, limit)) {
        yield await labelled(call, batch.map((d) => shown(d, call)), true);
      }
    },
    /** One row the caller may see (404 otherwise). */
    get: async (call: EntityCall, id: number) => (await labelled(call, [present(await findOne(call.tx ?? call.database.db, scopeOfCaller(call.caller), id, false), call)]))[0],
    /** A new row from a parsed create body. */
    create: async (call: EntityCall, sent: Record_) => {
      const values = createValues(sent);
      checkScope(scopeOfCaller(call.caller), values);
      const write = () => inTransaction(call, (tx) => insertOne(call, contextOf(call, tx), values));
      return present(await unique.guard(write, () => unique.check(call.database.db, call.caller.tenantId, values)), call);
    },
    /** An edit from a parsed update body (without its id). */
    update: (call: EntityCall, id: number, values: Record_) => updateOne(call, id, values, false),
    /**
     * One field set on its own (a status switch), or a transition: the field must hold one of `from` beforehand
     * (else 409 invalidTransition). No version is sent; the version still moves on.
     */
    setField: (call: EntityCall, id: number, field: string, value: unknown, transition?: { from: readonly string[]; action?: string; remark?: string | null; fields?: Record_ }) =>
      updateOne(call, id, { [field]: value }, true, transition && { field, action: transition.action ?? field, ...transition }),
    /**
     * The transitions a row the caller may see went through, oldest first, each with its fields and their references'
     * labels (404 for a row they may not see).
     */
    history: async (call: EntityCall, id: number) => {
      await findOne(call.tx ?? call.database.db, scopeOfCaller(call.caller), id, false);
      return transitionHistory(call, entity, id);
    },
    remove: (call: EntityCall, id: number) => removeAll(call, [id]),
    /** All of `ids` or none. */
    removeMany: (call: EntityCall, ids: readonly number[]) => removeAll(call, ids),
    /** Rows read from a workbook, checked as creates, all or none (see entity-import.ts). */
    import: (call: EntityCall, rows: ImportRow[]) => importEntityRows(importRules, call, rows),
  };
  return withChildren(service, options.children, childService);
};

/** A child list's own service (entity-children.ts), typed here so that entityService's type does not refer to itself. */
const childService: ChildServiceFactory = (entity, table, hooks, children) => entityService(entity, table, hooks, { children });

export type EntityService = ReturnType<typeof entityService>;
