import { type EntityDef, type TransitionCall, missingTransitionFields, transitionActionOf, transitionFieldsEntity, transitionFieldsOf, transitionsOf } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import { type Record_, toRow } from './crud.ts';
import type { Db } from './db/client.ts';
import { sysEntityTransition } from './db/schema.ts';
import type { EntityCall } from './entity-context.ts';
import { validationFailed } from './errors.ts';
import { labelsOfIds } from './labels.ts';
import { keyOf } from './references.ts';
import { idsIn } from './scope.ts';

/**
 * The history of transitions (docs/architecture.md, "Transitions and their history"): one row of
 * sys_entity_transition per move made, with its action, from, to, remark and the transition's own fields (a reason,
 * an assignee), who made it and when; read per row, oldest first, with the labels of the references among the fields.
 */

/** The definition's transition a move is made by (its field and action), which declares the fields it may carry. */
const declaredTransition = (entity: EntityDef, field: string, action: string): TransitionCall | undefined =>
  transitionsOf(entity).find((call) => call.field === field && transitionActionOf(call) === action);

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A move's fields as the write uses them: refused (422 `required` naming each) where one the move to `to` needs is
 * missing. `row`: those named as fields of the entity, written to the row with the field it sets (and checked as its
 * fields are); `own`: the rest, for `checkReferences` over `ownEntity`; `stored`: what the history keeps, in JSON form.
 * A field the definition does not declare is a module's mistake, not the client's.
 */
export const fieldsOfMove = (entity: EntityDef, move: { field: string; action: string; fields?: Record_ }, to: string) => {
  const declared = declaredTransition(entity, move.field, move.action);
  const sent = Object.fromEntries(Object.entries(move.fields ?? {}).filter(([, value]) => given(value)));
  const undeclared = Object.keys(sent).filter((name) => !declared?.fields?.[name]);
  if (undeclared.length > 0) throw new Error(`${keyOf(entity)} ${move.action}: ${undeclared.join(', ')} not declared by the transition`);
  if (declared) {
    const missing = missingTransitionFields(declared, to, sent);
    if (Object.keys(missing).length > 0) throw validationFailed(missing);
  }
  const row: Record_ = {};
  const own: Record_ = {};
  for (const [name, value] of Object.entries(sent)) (entity.fields[name] ? row : own)[name] = value;
  const ownEntity = declared && transitionFieldsEntity(entity, declared);
  let stored: Record_ | null = null;
  if (ownEntity && Object.keys(sent).length > 0) {
    const { id: _, ...json } = toRow(ownEntity, sent);
    stored = Object.fromEntries(Object.entries(json).filter(([, value]) => value !== null));
  }
  return { row, own, ownEntity, stored };
};

/** What a move writes into the history. */
export type Move = { action: string; field: string; from: string | null; to: string; remark: string | null; fields: Record_ | null };

/** The history row of a move, in the write's transaction; who made it kept as the account name at the time. */
export const recordMove = (tx: Db, call: EntityCall, entity: EntityDef, rowId: number, move: Move) =>
  tx.insert(sysEntityTransition).values({
    tenantId: call.caller.tenantId,
    entity: keyOf(entity),
    rowId,
    action: move.action,
    fromValue: move.from,
    toValue: move.to,
    remark: move.remark,
    fields: move.fields,
    createBy: call.caller.userId,
    createByName: call.request?.user?.username ?? null,
  });

/** The references among an entity's transition fields, by action: which target each names. */
const refFieldsOf = (entity: EntityDef) => {
  const byAction = new Map<string, [string, string][]>();
  for (const call of transitionsOf(entity)) {
    const refs = transitionFieldsOf(call).flatMap(([name, field]): [string, string][] => ((field.kind === 'ref' || field.kind === 'refs') && field.ref ? [[name, field.ref]] : []));
    if (refs.length > 0) byAction.set(transitionActionOf(call), refs);
  }
  return byAction;
};

/**
 * A row's moves, oldest first (the row itself already found visible to the caller): each with its fields and, for a
 * request, the labels of the references among them as the caller may read them (one query per target).
 */
export const transitionHistory = async (call: EntityCall, entity: EntityDef, id: number) => {
  const db = call.tx ?? call.database.db;
  const t = sysEntityTransition;
  const rows = await db
    .select({ id: t.id, action: t.action, from: t.fromValue, to: t.toValue, remark: t.remark, fields: t.fields, userId: t.createBy, username: t.createByName, time: t.createTime })
    .from(t)
    .where(and(eq(t.tenantId, call.caller.tenantId), eq(t.entity, keyOf(entity)), eq(t.rowId, id)))
    .orderBy(t.id);
  const refs = refFieldsOf(entity);
  const wanted = new Map<string, Set<number>>();
  for (const row of rows) {
    for (const [name, target] of refs.get(row.action) ?? []) {
      const ids = wanted.get(target) ?? new Set<number>();
      for (const ref of idsIn(row.fields?.[name])) ids.add(ref);
      wanted.set(target, ids);
    }
  }
  const request = call.request;
  const found = new Map(request ? await Promise.all([...wanted].map(async ([target, ids]) => [target, await labelsOfIds(call.database, request, target, [...ids])] as const)) : []);
  return rows.map((row) => {
    const labels: Record<string, string> = {};
    for (const [name, target] of refs.get(row.action) ?? []) {
      const named = idsIn(row.fields?.[name]).map((ref) => found.get(target)?.get(ref));
      if (named.length > 0 && named.every((label) => label !== undefined)) labels[name] = named.join('、');
    }
    return { ...row, fields: row.fields ?? null, labels, time: row.time.toISOString() };
  });
};
