import { type Criterion, type EntityDef, type ListQuery, nameFieldOf } from '@zhwy/contracts';
import { type SQL, and, asc, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type EntityTable, scopeOf, visibleWhere } from './crud.ts';
import type { Db } from './db/client.ts';
import { type PathStep, pathOf, pathText } from './excel-import.ts';
import { targets } from './references.ts';
import type { Scope } from './scope.ts';

/**
 * Finding a row by its path, as staff say it: 3-2-302 is room 302 of building 3 (by its number or name), unit 2. A
 * target whose name is unique only within other references of it (a room's 房号 within 楼栋 and 单元, a space's 车位编号
 * within 停车场) may be looked for by those references' names or codes and its own name joined by '-' (a full-width
 * '－' and spaces around it read the same), an optional step left out (3-302: any unit of building 3), as imports read
 * such paths (excel-import.ts). A list's `contains` filter on the name (the room search) and the label search of the
 * selects take either the name's text or the path (see withPathSearch). One query, in the caller's scope.
 */

/** The most rows one path names (a path naming more is too short to be a look-up). */
export const PATH_MATCHES_MAX = 1000;

const plans = new WeakMap<EntityDef, { name: string; steps: PathStep[] } | null>();
/** The name field of `entity` and the steps of its path; null when its name is unique on its own (no path). */
const planOf = (entity: EntityDef) => {
  let plan = plans.get(entity);
  if (plan === undefined) {
    const name = nameFieldOf(entity);
    const steps = name ? pathOf(entity, name, targets) : [];
    plan = name && steps.length > 0 ? { name, steps } : null;
    plans.set(entity, plan);
  }
  return plan;
};

/**
 * The ways `parts` may be read as a path: the first parts name steps (each required step named, an optional one
 * named or left out, in order), the rest joined is the row's own name. 3-2-302 over (楼栋, 单元?): 3 → 楼栋, 2 → 单元,
 * 302; or 3 → 楼栋, 2-302 (a room numbered 2-302 in any unit).
 */
export const readingsOf = (parts: readonly string[], steps: readonly { required: boolean }[]): { named: (string | null)[]; own: string }[] => {
  const readings: { named: (string | null)[]; own: string }[] = [];
  const walk = (step: number, used: number, named: (string | null)[]) => {
    if (step === steps.length) {
      if (used > 0 && used < parts.length) readings.push({ named, own: parts.slice(used).join('-') });
      return;
    }
    if (used < parts.length - 1) walk(step + 1, used + 1, [...named, parts[used]!]);
    if (!steps[step]!.required) walk(step + 1, used, [...named, null]);
  };
  walk(0, 0, []);
  return readings;
};

/** The parts of a text that may be a path (two or more, none empty), else null. */
const partsOf = (text: string): string[] | null => {
  const parts = pathText(text.trim()).split('-');
  return parts.length >= 2 && parts.every((part) => part !== '') ? parts : null;
};

/**
 * The ids of the rows of `entity` (in the caller's scope) whose path is `text`, at most PATH_MATCHES_MAX, in id
 * order; null when the entity has no path or the text is not one. Each step is compared by name or code, case-blind.
 */
export const idsByPath = async (db: Db, entity: EntityDef, table: EntityTable, scope: Scope, text: string): Promise<number[] | null> => {
  const plan = planOf(entity);
  const parts = plan && partsOf(text);
  if (!plan || !parts) return null;
  const readings = readingsOf(parts, plan.steps);
  if (readings.length === 0) return [];
  const stepMatch = (step: PathStep, part: string): SQL =>
    sql`${table[step.field]} IN (SELECT ${step.table.id} FROM ${step.table} WHERE ${and(...scopeOf(step.table, scope.tenantId, true))} AND (${or(
      ...step.keys.map((key) => sql`lower(${step.table[key]}) = lower(${part})`),
    )}))`;
  const matches = readings.map(({ named, own }) =>
    and(sql`lower(${table[plan.name]}) = lower(${own})`, ...named.flatMap((part, i) => (part === null ? [] : [stepMatch(plan.steps[i]!, part)]))),
  );
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(...visibleWhere(table, entity, scope), or(...matches)))
    .orderBy(asc(table.id))
    .limit(PATH_MATCHES_MAX);
  return rows.map((row) => Number(row.id));
};

/**
 * A list query whose text filter on the entity's name is a path (3-2-302) finds the rows it names too: the filter
 * becomes the name's text or those rows (`containsOrIds`). Other filters, and entities without a path, pass unchanged.
 */
export const withPathSearch = async (db: Db, entity: EntityDef, table: EntityTable, scope: Scope, query: ListQuery): Promise<ListQuery> => {
  const plan = planOf(entity);
  if (!plan || !query.criteria.some((c) => c.field === plan.name && c.op === 'contains' && typeof c.value === 'string' && partsOf(c.value))) return query;
  const criteria: Criterion[] = [];
  for (const c of query.criteria) {
    const ids = c.field === plan.name && c.op === 'contains' && typeof c.value === 'string' ? await idsByPath(db, entity, table, scope, c.value) : null;
    criteria.push(ids === null ? c : { field: c.field, op: 'containsOrIds', value: [c.value as string, ...ids.map(String)] });
  }
  return { ...query, criteria };
};
