import { type EntityDef, createSchema } from '@zhwy/contracts';
import { and, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type EntityTable, type Record_, isUniqueViolation, scopeOf } from './crud.ts';
import type { Db } from './db/client.ts';
import { insertMany } from './db/insert-many.ts';
import { type EntityCall, type HookContext, inTransaction, scopeOfCaller } from './entity-context.ts';
import { targets as importTargets, targetOf } from './references.ts';
import type { uniqueChecksOf } from './entity-unique.ts';
import { AppError, fieldErrors, worded } from './errors.ts';
import { type ImportRow, resolveReferences } from './excel-import.ts';
import { eachPaced, mapPaced, pacer } from './pace.ts';
import { idsIn } from './scope.ts';
import { lockReferencedRows } from './write-scope.ts';

/** What an import needs of its entity's service: the checks a create runs, row by row or set-based. */
export type ImportRules = {
  entity: EntityDef;
  table: EntityTable;
  unique: ReturnType<typeof uniqueChecksOf>;
  createValues: (sent: Record_) => Record_;
  checkRow: (ctx: HookContext, values: Record_) => Promise<void>;
  /** The entity's set-based check of many rows, where it has one (see EntityHooks.validateMany). */
  validateMany?: (ctx: HookContext, rows: Record_[]) => Promise<unknown[]> | unknown[];
  contextOf: (call: EntityCall, tx: Db) => HookContext;
  afterImport?: (ctx: HookContext, count: number) => Promise<void> | void;
};

/**
 * Rows of an uploaded workbook, each checked as a create would check it, in one transaction: every row's errors are
 * reported together (422, `rows: [{row, fields}]`, rows numbered as in the sheet) and nothing is kept, or all rows
 * are. Set-based, so 10,000 rows cost a few statements rather than four per row: references given by name turned
 * into ids (one query per reference column, resolveReferences), the field rules and the entity's own checks row by
 * row in memory, each reference field's ids in one query, each unique key's values in one query (and against the
 * file's earlier rows), then multi-row inserts.
 */
export const importEntityRows = async ({ entity, table, unique, createValues, checkRow, validateMany, contextOf, afterImport }: ImportRules, call: EntityCall, rows: ImportRow[]) => {
  const language = call.request?.headers['accept-language'];
  const { tenantId, userId } = call.caller;
  const scope = scopeOfCaller(call.caller);
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
  const settled = await resolveReferences(call.tx ?? call.database.db, entity, rows, { targets: importTargets, scope, refuse });
  // Row by row in memory, with a turn of the event loop between chunks (issue 21).
  const tick = pacer();
  const bodies: { row: number; values: Record_ }[] = [];
  for (const { row, values } of rows) {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      if (!errors.has(row)) bodies.push({ row, values: createValues(parsed.data as Record_) });
    } else {
      for (const [name, message] of Object.entries(fieldErrors(parsed.error.issues, language, values))) if (!settled.get(row)?.has(name)) refuse(row, name, message);
    }
    await tick();
  }
  await inTransaction(call, async (tx) => {
    const ctx = contextOf(call, tx);
    for (const { row, values } of bodies) {
      await tick();
      try {
        await checkRow(ctx, values);
      } catch (error) {
        refuseWith(row, error);
      }
    }
    if (validateMany) {
      const passed = bodies.filter(({ row }) => !errors.has(row));
      const refusals = await validateMany(ctx, passed.map(({ values }) => values));
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
    for (const { name, columns } of unique.keys) {
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
      if (isUniqueViolation(error)) throw unique.duplicate();
      throw error;
    }
    await afterImport?.(ctx, bodies.length);
  });
  return { imported: bodies.length };
};
