import { type ChildDef, type EntityDef, childrenOf } from '@zhwy/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type EntityTable, type Record_, scopeOf, visibleWhere } from './crud.ts';
import { type EntityCall, inTransaction, scopeOfCaller } from './entity-context.ts';
import type { EntityHooks } from './entity-service.ts';
import { AppError, validationFailed } from './errors.ts';

/**
 * Child rows (docs/architecture.md, "Child rows"): a definition's `children` are saved with the parent in its write's
 * transaction, all or nothing, each row through the child's own entity service (tenant, community scope, references,
 * settable and masked values, uniqueness, the child's hooks), and read back with the parent, ordered.
 */

/** The server side of one child list: its table, its hooks, and the tables of its own children. */
export type ChildTable = { table: EntityTable; hooks?: EntityHooks; children?: ChildTables };
/** The tables of a definition's children, by list name (as `entity.children`). */
export type ChildTables = Record<string, ChildTable>;

/** What the child rows need of an entity service (entity-service.ts); method syntax, so any row type fits. */
export type ServiceCore = {
  entity: EntityDef;
  table: EntityTable;
  get(call: EntityCall, id: number): Promise<Record_>;
  create(call: EntityCall, sent: Record_): Promise<Record_>;
  update(call: EntityCall, id: number, values: Record_): Promise<Record_>;
  remove(call: EntityCall, id: number): Promise<void>;
  removeMany(call: EntityCall, ids: readonly number[]): Promise<void>;
  /** A stored record in its JSON form as the caller reads it. */
  present(record: Record_, call: EntityCall): Record_;
};

/** Makes a child's service (entityService itself, handed in so that this file does not import it back). */
export type ChildServiceFactory = (entity: EntityDef, table: EntityTable, hooks: EntityHooks | undefined, children: ChildTables | undefined) => ServiceCore;

/** One child list: its definition, table and service, and its own lists (survey → items → options). */
type ChildNode = { name: string; def: ChildDef; table: EntityTable; service: ServiceCore; nodes: ChildNode[] };
/** A service made by withChildren keeps its lists, for the nested read. */
type WithNodes = { childNodes?: ChildNode[] };

/** A child write's refusal, placed in the body: `items.2.` before each field it names (`items.2.options.0.label` when nested). */
const placed = (error: unknown, prefix: string): unknown => {
  if (!(error instanceof AppError)) return error;
  // The row of another parent, tenant or community the caller cannot see is not there for this parent.
  if (error.statusCode === 404) return validationFailed({ [`${prefix}id`]: 'refMissing' });
  const fields = error.extra.fields;
  if (!fields) return error;
  const moved = Object.fromEntries(Object.entries(fields).map(([field, message]) => [`${prefix}${field}`, message]));
  return new AppError(error.statusCode, error.message, { ...error.extra, fields: moved }, error.logDetail);
};

/**
 * The service with its children: create, update, get and delete carry the child lists; everything else (lists,
 * exports, imports, set-field calls) is the parent's own. Without `children` in the definition, the service as is.
 */
export const withChildren = <S extends ServiceCore>(service: S, tables: ChildTables | undefined, make: ChildServiceFactory): S => {
  const { entity } = service;
  const lists = childrenOf(entity);
  if (lists.length === 0) return service;
  const nodes: ChildNode[] = lists.map(([name, def]) => {
    const made = tables?.[name];
    if (!made) throw new Error(`${entity.module}.${entity.name}: children.${name} needs its table (the service's options.children.${name})`);
    const child = make(def.entity, made.table, made.hooks, made.children);
    return { name, def, table: made.table, service: child, nodes: (child as WithNodes).childNodes ?? [] };
  });
  const names = new Set(nodes.map((node) => node.name));

  /** A body split into the parent's own values and its child lists (a list left out or null: not sent). */
  const split = (sent: Record_) => {
    const own: Record_ = {};
    const sentLists = new Map<ChildNode, Record_[]>();
    for (const [key, value] of Object.entries(sent)) if (!names.has(key)) own[key] = value;
    for (const node of nodes) if (Array.isArray(sent[node.name])) sentLists.set(node, sent[node.name] as Record_[]);
    return { own, sentLists };
  };

  /** The live child rows of one parent (tenant through scopeOf), locked FOR UPDATE: the list is replaced under the lock. */
  const storedIds = async (call: EntityCall & { tx: NonNullable<EntityCall['tx']> }, node: ChildNode, parentId: number) => {
    const { table, def } = node;
    const rows = await call.tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(...scopeOf(table, call.caller.tenantId, def.entity.softDelete), eq(table[def.parentField], parentId)))
      .orderBy(table.id)
      .for('update');
    return new Set(rows.map((row) => Number(row.id)));
  };

  /**
   * One child list made the sent one: rows with an `id` must be this parent's (else 422 naming `items.N.id`) and are
   * updated, rows without are inserted, stored rows not sent are removed (first, so their unique values are free);
   * positions 1..n in the order sent.
   */
  const saveList = async (call: EntityCall & { tx: NonNullable<EntityCall['tx']> }, node: ChildNode, parentId: number, rows: Record_[], replacing: boolean) => {
    const { name, def } = node;
    const stored = replacing ? await storedIds(call, node, parentId) : new Set<number>();
    const kept = new Set<number>();
    const refused: Record<string, string> = {};
    rows.forEach((row, index) => {
      if (row.id == null) return;
      const id = Number(row.id);
      if (!stored.has(id) || kept.has(id)) refused[`${name}.${index}.id`] = 'refMissing';
      kept.add(id);
    });
    if (Object.keys(refused).length > 0) throw validationFailed(refused);
    const gone = [...stored].filter((id) => !kept.has(id));
    if (gone.length > 0) {
      try {
        await node.service.removeMany(call, gone);
      } catch (error) {
        throw placed(error, `${name}.`);
      }
    }
    for (const [index, row] of rows.entries()) {
      const { id, ...values } = row;
      if (def.orderField) values[def.orderField] = index + 1;
      try {
        if (id == null) await node.service.create(call, { ...values, [def.parentField]: parentId });
        else await node.service.update(call, Number(id), values);
      } catch (error) {
        throw placed(error, `${name}.${index}.`);
      }
    }
  };

  /** Every list sent, saved in the call's transaction. */
  const saveLists = async (call: EntityCall & { tx: NonNullable<EntityCall['tx']> }, parentId: number, sentLists: Map<ChildNode, Record_[]>, replacing: boolean) => {
    for (const [node, rows] of sentLists) await saveList(call, node, parentId, rows, replacing);
  };

  /** The child lists of `parents` (one statement per list and level), each in its order, nested lists included. */
  const readInto = async (call: EntityCall, nodesHere: ChildNode[], parents: Record_[]) => {
    const ids = parents.map((parent) => Number(parent.id));
    for (const node of nodesHere) {
      const { table, def } = node;
      const order = def.orderField ? [asc(table[def.orderField]), asc(table.id)] : [asc(table.id)];
      const records = ids.length === 0
        ? []
        : await (call.tx ?? call.database.db)
            .select()
            .from(table as PgTable)
            .where(and(...visibleWhere(table, def.entity, scopeOfCaller(call.caller)), inArray(table[def.parentField], ids)))
            .orderBy(...order);
      const rows = (records as Record_[]).map((record) => node.service.present(record, call));
      for (const parent of parents) parent[node.name] = rows.filter((row) => Number(row[def.parentField]) === Number(parent.id));
      if (node.nodes.length > 0) await readInto(call, node.nodes, rows);
    }
  };

  const withRead = async (call: EntityCall, row: Record_) => {
    await readInto(call, nodes, [row]);
    return row;
  };

  return Object.assign({}, service, {
    childNodes: nodes,
    get: async (call: EntityCall, id: number) => withRead(call, await service.get(call, id)),
    create: (call: EntityCall, sent: Record_) =>
      inTransaction(call, async (tx) => {
        const inner = { ...call, tx };
        const { own, sentLists } = split(sent);
        const row = await service.create(inner, own);
        await saveLists(inner, Number(row.id), sentLists, false);
        return withRead(inner, row);
      }),
    update: (call: EntityCall, id: number, sent: Record_) =>
      inTransaction(call, async (tx) => {
        const inner = { ...call, tx };
        const { own, sentLists } = split(sent);
        const row = await service.update(inner, id, own);
        await saveLists(inner, id, sentLists, true);
        return withRead(inner, row);
      }),
    remove: (call: EntityCall, id: number) => removeWithChildren(call, [id]),
    removeMany: (call: EntityCall, ids: readonly number[]) => removeWithChildren(call, ids),
  });

  /** A parent the caller may see (else 404) loses its children first, then itself, all in one transaction. */
  async function removeWithChildren(call: EntityCall, ids: readonly number[]) {
    await inTransaction(call, async (tx) => {
      const inner = { ...call, tx };
      for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
        await service.get(inner, id);
        for (const node of nodes) {
          const stored = [...(await storedIds(inner, node, id))];
          if (stored.length > 0) await node.service.removeMany(inner, stored);
        }
      }
      await service.removeMany(inner, ids);
    });
  }
};
