import { createHash } from 'node:crypto';
import { type EntityDef, type MaskKind, maskValue, nameFieldOf, readsInClear, refTargetOf, transitionCodeOf, transitionsOf } from '@zhwy/contracts';
import { type SQL, and, eq, fillPlaceholders, sql } from 'drizzle-orm';
import { type PgSelect, type PgTable, alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type EntityTable, type ReadLimit, type Record_, areaScopeOf, scopeOf } from './crud.ts';
import type { Database } from './db/client.ts';
import { type Scope, idsIn, scoped } from './scope.ts';

/**
 * Labels of references, from the server: what a clerk reads where a row holds an id (所属小区 金桂苑, 所在房屋
 * 2号楼-2单元-402). A row is named by its definition's name field (nameFieldOf: the first `…Name` text, else the
 * first required text) and, where that name is unique only within other references of the row (a room's 房号 within
 * its 楼栋 and 单元: `unique: { within }`), by those references' names first, joined with '-' as imports read them
 * back. Every look-up is one query per target entity for all the ids asked (a list page, an export batch, a form),
 * in the caller's tenant and communities (visibleWhere) and under the target's own read limit; a label that is
 * personal data (a resident's name) is masked as the target's reads are.
 */

/** What the framework registered of an entity that references may point to. */
export type LabelTarget = {
  entity: EntityDef;
  table: EntityTable;
  /** The target's limit on who reads which rows (the users: a caller's peers), applied to its labels too. */
  readLimit?: (request: FastifyRequest) => ReadLimit | null;
  /** Codes that may read the target's list: they may pick from it. */
  listCodes: readonly string[];
};

const targets = new Map<string, LabelTarget>();
const keyOf = (entity: EntityDef) => `${entity.module}.${entity.name}`;

/** Called by entityService for every entity it serves. */
export const registerLabelTarget = (target: LabelTarget) => {
  targets.set(keyOf(target.entity), target);
};

/** Takes a test fixture's entity out again (see unregisterTarget in references.ts). */
export const unregisterLabelTarget = (entity: EntityDef) => {
  targets.delete(keyOf(entity));
};

/** Who may read an entity's labels when its list serves other screens' pickers too (registerEntityRoutes' listAccess). */
export const relabelTarget = (entity: EntityDef, listCodes: readonly string[]) => {
  const target = targets.get(keyOf(entity));
  if (target) targets.set(keyOf(entity), { ...target, listCodes: [...listCodes] });
};

/** Each row's labels, by field name, beside its ids (`labels: {areaId: '金桂苑'}`); a field without one is left out. */

export const labelsSchema = z.record(z.string(), z.string()).optional();

/** Between the steps of a composite name (楼栋-单元-房号), as imports read it (excel-import.ts PATH_SEPARATOR). */
const PATH_SEPARATOR = '-';
/** Between the labels of a `refs` field (投放小区 金桂苑、银桂苑), as imports split them. */
const LIST_SEPARATOR = '、';

type Step = { field: string; table: EntityTable; softDelete: boolean; name: string };
type Plan = { name: string; mask?: MaskKind; steps: Step[] };
const plans = new WeakMap<EntityDef, Plan | null>();

/** How rows of `entity` are named: its name field, its mask, and the references its name is unique within. */
const planOf = (entity: EntityDef): Plan | null => {
  let plan = plans.get(entity);
  if (plan !== undefined) return plan;
  const name = nameFieldOf(entity);
  if (!name) {
    plans.set(entity, null);
    return null;
  }
  const unique = entity.fields[name]?.unique;
  const steps: Step[] = [];
  if (unique && unique !== true) {
    for (const field of unique.within) {
      const def = entity.fields[field];
      const step = def?.kind === 'ref' ? targets.get(def.ref!) : undefined;
      const stepName = step && step.entity !== entity ? nameFieldOf(step.entity) : undefined;
      // A name unique within something not a reference (a dictionary item's code) is named by itself.
      if (!step || !stepName) continue;
      steps.push({ field, table: step.table, softDelete: step.entity.softDelete, name: stepName });
    }
  }
  plan = { name, mask: entity.fields[name]?.mask, steps };
  plans.set(entity, plan);
  return plan;
};

/** The mask of the target's name as the caller reads it (readsInClear: an export masks whoever asks), or none. */
const masksFor = (target: LabelTarget, request: FastifyRequest, forExport: boolean) => {
  const mask = planOf(target.entity)?.mask;
  return mask && !readsInClear(target.entity, request.user!.permissions, forExport ? 'export' : 'read') ? mask : undefined;
};

type LabelStatement = { name: string; text: string; params: unknown[] };
/** Per target (a relabelled target is a new object) and shape: scoped by community or not, and the read limit's name. */
const labelStatements = new WeakMap<LabelTarget, Map<string, LabelStatement>>();

/**
 * The statement naming a target's rows, built once per target and shape with placeholders (tenantId, areaIds, ids and
 * the read limit's values) and sent named: building it with drizzle on every call, and PostgreSQL parsing and planning
 * it, cost a list page more than its own statements (issue 23). Its plan looks rows up by primary key whatever the
 * values, so the one plan of a named statement is the right one.
 */
const labelStatementOf = (database: Pick<Database, 'db'>, target: LabelTarget, plan: Plan, scopedByArea: boolean, limit: ReadLimit | null | undefined): LabelStatement => {
  const { entity, table } = target;
  const scopeField = entity.scope?.field;
  const byArea = scopedByArea && scopeField !== undefined;
  const shape = `${byArea ? 'scoped' : 'all'} ${limit?.name ?? ''}`;
  let byShape = labelStatements.get(target);
  if (!byShape) labelStatements.set(target, (byShape = new Map()));
  const known = byShape.get(shape);
  if (known) return known;
  const steps = plan.steps.map((step, i) => ({ ...step, at: alias(step.table as PgTable, `label_${i}`) as unknown as EntityTable }));
  // visibleWhere's conditions, with placeholders.
  const where: SQL[] = [...scopeOf(table, sql.placeholder('tenantId'), entity.softDelete), sql`${table.id} = ANY(${sql.placeholder('ids')}::bigint[])`];
  if (byArea) where.push(areaScopeOf(table[scopeField], entity.fields[scopeField]?.kind ?? 'ref', sql.placeholder('areaIds')));
  if (limit) where.push(limit.where(table));
  const selected: Record<string, unknown> = { id: table.id, name: table[plan.name] };
  steps.forEach((step, i) => (selected[`step${i}`] = step.at[step.name]));
  let query: PgSelect = database.db
    .select(selected as never)
    .from(table as PgTable)
    .$dynamic();
  // Each step's row of the same tenant (and live): the tenant condition through the scope helper, as everywhere.
  for (const step of steps) query = query.leftJoin(step.at, and(eq(step.at.id, table[step.field]), ...scopeOf(step.at, sql.placeholder('tenantId'), step.softDelete)));
  const { sql: text, params } = query.where(and(...where)).toSQL();
  const statement = { name: `label_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`, text, params };
  byShape.set(shape, statement);
  return statement;
};

/** One target's part of a look-up: its statement, the values it binds, and how its names are shown. */
type Part = { target: string; statement: LabelStatement; values: unknown[]; mask: MaskKind | undefined; steps: number };

/** The part of `ids` of the registered entity `name` as the caller may read them, or null when it has no labels to find. */
const partOf = (database: Pick<Database, 'db'>, request: FastifyRequest, name: string, ids: readonly number[], forExport: boolean, scope: Scope): Part | null => {
  const target = targets.get(name);
  const plan = target && planOf(target.entity);
  if (!target || !plan || ids.length === 0) return null;
  const limit = target.readLimit?.(request);
  const statement = labelStatementOf(database, target, plan, scope.areaIds !== null, limit);
  const values = { ...limit?.values, tenantId: scope.tenantId, areaIds: scope.areaIds && `{${scope.areaIds.join(',')}}`, ids: `{${[...new Set(ids)].join(',')}}` };
  return { target: name, statement, values: fillPlaceholders(statement.params, values), mask: masksFor(target, request, forExport), steps: plan.steps.length };
};

const combined = new Map<string, string>();
/**
 * The parts' statements as one (UNION ALL, each row tagged with its part's index, the path steps padded to the
 * longest): a list page's community, building and room labels in one round trip instead of three, each of which
 * cost PostgreSQL a wake-up and a bind (issue 23). The text is put together once per combination of statements.
 */
const combinedText = (parts: Part[]): string => {
  const key = parts.map((part) => part.statement.name).join(' ');
  let text = combined.get(key);
  if (text === undefined) {
    const width = Math.max(...parts.map((part) => part.steps));
    let offset = 0;
    text = parts
      .map((part, i) => {
        // Each statement's own $n, moved past the parameters of the statements before it.
        const own = part.statement.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
        offset += part.values.length;
        // The statement's columns renamed by position (id, name, its steps), so that every branch has the same columns.
        const ownSteps = Array.from({ length: part.steps }, (_, j) => `s${j}`);
        const steps = Array.from({ length: width }, (_, j) => (j < part.steps ? `q.s${j}::text` : 'NULL::text'));
        return `SELECT ${i} AS part, q.id::bigint, q.name::text${steps.map((step) => `, ${step}`).join('')} FROM (${own}) AS q(${['id', 'name', ...ownSteps].join(', ')})`;
      })
      .join(' UNION ALL ');
    combined.set(key, text);
  }
  return text;
};

/** Each part's labels by id (a map per part, in the parts' order), from one statement. */
const labelsOfParts = async (database: Pick<Database, 'pool'>, parts: Part[]): Promise<Map<number, string>[]> => {
  const found = parts.map(() => new Map<number, string>());
  if (parts.length === 0) return found;
  const text = parts.length === 1 ? parts[0].statement.text : combinedText(parts);
  const name = parts.length === 1 ? parts[0].statement.name : `labels_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const { rows } = await database.pool.query<unknown[]>({ name, text, values: parts.flatMap((part) => part.values), rowMode: 'array' });
  for (const row of rows) {
    const [index, id, own, ...path] = parts.length === 1 ? [0, ...row] : row;
    const part = parts[Number(index)];
    if (own === null || own === undefined || own === '') continue;
    const shown = part.mask ? maskValue(part.mask, String(own)) : String(own);
    found[Number(index)].set(Number(id), [...path.slice(0, part.steps).filter((step) => step !== null && step !== ''), shown].join(PATH_SEPARATOR));
  }
  return found;
};

/**
 * The labels of `ids` of the registered entity `name`, as the caller may read them: one query (the target's table,
 * its path steps joined). Ids of another tenant, of communities outside the caller's scope, deleted or outside the
 * target's read limit have no label.
 */
export const labelsOfIds = async (
  database: Pick<Database, 'db' | 'pool'>,
  request: FastifyRequest,
  name: string,
  ids: readonly number[],
  { forExport = false, scope = scoped(request) }: { forExport?: boolean; scope?: Scope } = {},
): Promise<Map<number, string>> => {
  const part = partOf(database, request, name, ids, forExport, scope);
  return part ? (await labelsOfParts(database, [part]))[0] : new Map();
};

type RefField = { field: string; kind: 'ref' | 'refs'; target: string };
const refFields = new WeakMap<EntityDef, RefField[]>();
const refFieldsOf = (entity: EntityDef): RefField[] => {
  let fields = refFields.get(entity);
  if (!fields) {
    // A tree's parent (an int naming a row of the entity itself) is a reference too: its row carries the parent's name.
    fields = Object.keys(entity.fields).flatMap((field): RefField[] => {
      const target = refTargetOf(entity, field);
      return target ? [{ field, kind: entity.fields[field].kind === 'refs' ? 'refs' : 'ref', target }] : [];
    });
    refFields.set(entity, fields);
  }
  return fields;
};

/**
 * Adds each row's `labels` (in place): the label of every reference field's value, a `refs` field's labels joined
 * with '、' (an id without a label as itself). One query per target entity for the whole batch (a list page has its
 * community, building and room looked up in three), run side by side. `forExport`: personal data masked whoever asks.
 */
export const attachLabels = async (database: Pick<Database, 'db' | 'pool'>, request: FastifyRequest, entity: EntityDef, rows: Record_[], forExport = false): Promise<Record_[]> => {
  const fields = refFieldsOf(entity);
  if (fields.length === 0 || rows.length === 0) return rows;
  const idsByTarget = new Map<string, Set<number>>();
  for (const { field, target } of fields) {
    const ids = idsByTarget.get(target) ?? new Set<number>();
    for (const row of rows) for (const id of idsIn(row[field])) if (Number.isSafeInteger(id) && id > 0) ids.add(id);
    idsByTarget.set(target, ids);
  }
  const scope = scoped(request);
  const parts = [...idsByTarget].flatMap(([target, ids]) => partOf(database, request, target, [...ids], forExport, scope) ?? []);
  const byPart = await labelsOfParts(database, parts);
  const found = new Map<string, Map<number, string>>([...idsByTarget.keys()].map((target) => [target, new Map()]));
  parts.forEach((part, i) => found.set(part.target, byPart[i]));
  for (const row of rows) {
    const labels: Record<string, string> = {};
    for (const { field, kind, target } of fields) {
      const ids = idsIn(row[field]);
      const byId = found.get(target)!;
      if (kind === 'ref') {
        const label = ids.length === 1 ? byId.get(ids[0]) : undefined;
        if (label !== undefined) labels[field] = label;
      } else if (ids.some((id) => byId.has(id))) {
        labels[field] = ids.map((id) => byId.get(id) ?? String(id)).join(LIST_SEPARATOR);
      }
    }
    row.labels = labels;
  }
  return rows;
};

/** Codes of screens that choose rows of a target through a call of their own, not an entity field (see allowPicking). */
const extraPickers = new Map<string, Set<string>>();

/**
 * Lets the holders of `codes` pick from `target` (its labels and options) where no entity field refers to it: the
 * user form's communities (a user's data scope is written by the user calls, not by an entity definition).
 */
export const allowPicking = (target: string, codes: readonly string[]) => {
  const known = extraPickers.get(target) ?? new Set<string>();
  for (const code of codes) known.add(code);
  extraPickers.set(target, known);
};

/**
 * Who may ask for a target's labels and options: whoever may read its list, read or write a row that refers to it
 * (a transition's field too, for whoever may make the move: a work order's assignee is picked in its 派单 dialog),
 * or holds a code allowed to pick from it (allowPicking).
 */
export const pickerCodesOf = (name: string): string[] => {
  const codes = new Set([...(targets.get(name)?.listCodes ?? []), ...(extraPickers.get(name) ?? [])]);
  for (const { entity, listCodes } of targets.values()) {
    const moves = transitionsOf(entity).filter((call) => Object.values(call.fields ?? {}).some((f) => f.ref === name));
    if (!refFieldsOf(entity).some((f) => f.target === name) && moves.length === 0) continue;
    for (const code of listCodes) codes.add(code);
    codes.add(`${entity.permission}:add`);
    codes.add(`${entity.permission}:edit`);
    for (const call of moves) codes.add(transitionCodeOf(entity, call));
  }
  return [...codes];
};

export const labelTargetOf = (name: string): LabelTarget | undefined => targets.get(name);
export const labelPlanOf = (entity: EntityDef) => planOf(entity);

/** An export's batches with each row's references labelled (attachLabels, masked whoever asks): one query per target per batch. */
export async function* labelledBatches(database: Pick<Database, 'db' | 'pool'>, request: FastifyRequest, entity: EntityDef, batches: AsyncIterable<Record_[]>): AsyncGenerator<Record_[]> {
  for await (const batch of batches) yield await attachLabels(database, request, entity, batch, true);
}
