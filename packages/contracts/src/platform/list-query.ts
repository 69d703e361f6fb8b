import { z } from 'zod';
import { type EntityDef, type FieldDef, type FieldKind, placesOf } from './entity.ts';
import { DECIMAL, isIsoDate, parseDecimal } from './field-values.ts';

/** The list calls' query: paging, a whitelisted sort, and filters by the fields' `search` operators. */

export const PAGE_SIZE = 13;
export const MAX_PAGE_SIZE = 1000;
/** One filter of a list call; `value` is as sent (`in`: the comma list split), converted by the server per kind. */
/**
 * `maskPart`: what a mask shows of a masked field (its first or last characters), set by the server's search-by-mask
 * rule only. `containsOrIds`: a name's text, or the rows its path names (`[text, ...ids]`: 3-2-302 → the room 302 of
 * building 3, unit 2), set by the server's path search only.
 */
export type Criterion = { field: string; op: 'contains' | 'equals' | 'in' | 'from' | 'to' | 'maskPart' | 'containsOrIds'; value: string | string[] };
export type ListQuery = { page: number; size: number; sort: { field: string; order: 'asc' | 'desc' }; criteria: Criterion[] };

/**
 * The filter operators of list calls, `<field>.<operator>=value`: which fields each applies to and the operator it
 * becomes (an enum is compared whole). A new operator (ranges, lists) is one more entry here.
 */
const EXACT_KINDS = new Set<FieldKind>(['enum', 'ref', 'int', 'money', 'decimal', 'date', 'datetime']);
const FILTER_OPERATORS: Record<Exclude<Criterion['op'], 'maskPart' | 'containsOrIds'>, { applies: (field: FieldDef) => boolean; as: (field: FieldDef) => Criterion['op'] }> = {
  contains: {
    applies: (field) => field.search === 'contains' || field.search === 'equals',
    as: (field) => (EXACT_KINDS.has(field.kind) ? 'equals' : 'contains'),
  },
  equals: { applies: (field) => field.search === 'contains' || field.search === 'equals', as: () => 'equals' },
  in: { applies: (field) => field.search === 'equals', as: () => 'in' },
  from: { applies: (field) => field.search === 'range', as: () => 'from' },
  to: { applies: (field) => field.search === 'range', as: () => 'to' },
};

/** Whether one filter value fits the field's kind (a malformed one is 422, never a silently empty or widened list). */
const filterValueFits = (field: FieldDef, value: string): boolean => {
  switch (field.kind) {
    case 'enum':
      return (field.values ?? []).includes(value);
    case 'int':
      return /^-?\d{1,15}$/.test(value);
    case 'ref':
      return DECIMAL.test(value) && Number(value) > 0 && Number.isSafeInteger(Number(value));
    case 'money':
    case 'decimal':
      return parseDecimal(value, placesOf(field)) !== null;
    case 'date':
      return isIsoDate(value);
    case 'datetime':
      return isIsoDate(value) || !Number.isNaN(Date.parse(value));
    default:
      return true;
  }
};

/** Keys of a list call that are not filters. */
const PAGING_KEYS = ['page', 'size', 'sort'] as const;

type FilterKey = { field: string; def: FieldDef; op: Criterion['op'] };

/**
 * Every filter key of an entity's list call, in definition order: per searchable field `<field>.<operator>` for
 * each operator that applies, then the bare `<field>` (the field's own `search` operator); a field with a `param`
 * has that key alone (listed last).
 */
const filterKeysOf = (entity: EntityDef): Map<string, FilterKey> => {
  const keys = new Map<string, FilterKey>();
  const named: [string, FilterKey][] = [];
  for (const [name, def] of Object.entries(entity.fields)) {
    if (!def.search) continue;
    if (def.param !== undefined) {
      if (def.search === 'range') throw new Error(`${entity.module}.${entity.name}.${name}: a range has two keys, no param`);
      named.push([def.param, { field: name, def, op: FILTER_OPERATORS[def.search].as(def) }]);
      continue;
    }
    for (const [operator, { applies, as }] of Object.entries(FILTER_OPERATORS)) {
      if (applies(def)) keys.set(`${name}.${operator}`, { field: name, def, op: as(def) });
    }
    // The bare `<field>` is the field's own operator; a range has none (it needs `.from` / `.to`).
    if (def.search !== 'range' && !(PAGING_KEYS as readonly string[]).includes(name)) {
      keys.set(name, { field: name, def, op: FILTER_OPERATORS[def.search].as(def) });
    }
  }
  // One key, one meaning: a param shadows no other key.
  for (const [param, key] of named) {
    if (keys.has(param) || (PAGING_KEYS as readonly string[]).includes(param)) throw new Error(`${entity.module}.${entity.name}: the filter key "${param}" is named twice`);
    keys.set(param, key);
  }
  return keys;
};

/** Every key a list call of this entity understands; any other is refused (`unknownField`). */
export const listQueryKeysOf = (entity: EntityDef): Set<string> => new Set([...PAGING_KEYS, ...filterKeysOf(entity).keys()]);

/**
 * Query of a list call, JHipster-criteria style as the spec's calls use it: `page` (zero-based), `size`,
 * `sort=field` or `sort=field,asc|desc`, and `<field>.contains` / `<field>.equals` / plain `<field>` filters (or
 * the spec's own key of a field, its `param`).
 * Strict, so that no query is silently widened: an unknown key (`a[]`, `a.like`, a field that cannot be searched)
 * is `unknownField`, a repeated key (an array value) and a number that is not plain decimal digits are `invalid`.
 * Sort fields are whitelisted: only sortable fields (and id) pass. An empty filter value is no filter.
 */
export const listQuerySchema = (entity: EntityDef) => {
  const read = listQueryReader(entity);
  // A `__proto__` key is lost when zod copies the record (it sets the copy's prototype): name it before.
  const noProtoKey = (raw: unknown, ctx: { addIssue: (issue: z.core.$ZodRawIssue) => void }) => {
    if (raw !== null && typeof raw === 'object' && Object.hasOwn(raw, '__proto__')) {
      ctx.addIssue({ code: 'custom', path: ['__proto__'], message: 'unknownField', input: raw });
    }
    return raw;
  };
  const query = z
    .record(z.string(), z.unknown())
    .transform((raw, ctx): ListQuery => read(raw, (key, message) => ctx.addIssue({ code: 'custom', path: [key], message })));
  const schema = z.preprocess(noProtoKey, query);
  quickReaders.set(schema, (raw) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || Object.hasOwn(raw, '__proto__')) return null;
    let refused = false;
    const value = read(raw as Record<string, unknown>, () => (refused = true));
    return refused ? null : value;
  });
  return schema;
};

/**
 * The list query of an accepted query string, read without zod's copy of it (a tenth of a log search's validation,
 * issue 23), or null: then zod's parse of the schema answers, with every refused field named as before.
 */
const quickReaders = new WeakMap<z.ZodType, (raw: unknown) => ListQuery | null>();
export const quickListQueryOf = (schema: z.ZodType) => quickReaders.get(schema);

/** How a list query's keys are read and refused, worked out once per entity (listQuerySchema's parse and its quick path). */
const listQueryReader = (entity: EntityDef) => {
  const filters = filterKeysOf(entity);
  const known = listQueryKeysOf(entity);
  const sortable = new Set(['id', ...Object.entries(entity.fields).filter(([, f]) => f.sortable).map(([n]) => n)]);
  return (raw: Record<string, unknown>, invalid: (key: string, message: string) => void): ListQuery => {
    // One string per known key: a repeated key arrives as an array and would be joined or half-read.
    const text: Record<string, string> = {};
    for (const key of Object.keys(raw)) {
      const value = raw[key];
      if (!known.has(key)) invalid(key, 'unknownField');
      else if (typeof value !== 'string') invalid(key, 'invalid');
      else text[key] = value;
    }
    const num = (key: string, fallback: number, min: number, max: number): number => {
      const value = text[key];
      if (value === undefined) return fallback;
      const n = DECIMAL.test(value) ? Number(value) : NaN;
      if (n >= min && n <= max) return n;
      invalid(key, 'invalid');
      return fallback;
    };
    const page = num('page', 0, 0, 1_000_000);
    const size = num('size', PAGE_SIZE, 1, MAX_PAGE_SIZE);
    let sort = { field: entity.defaultSort.field as string, order: entity.defaultSort.order };
    if (text.sort !== undefined) {
      const [, field, order = 'asc'] = /^(\w+)(?:,(asc|desc))?$/.exec(text.sort) ?? [];
      if (field !== undefined && sortable.has(field)) sort = { field, order: order as 'asc' | 'desc' };
      else invalid('sort', 'invalid');
    }
    const criteria: Criterion[] = [];
    for (const [key, { field, def, op }] of filters) {
      const value = text[key]?.trim();
      if (!value) continue;
      const cut = value.slice(0, op === 'in' ? 4000 : 200);
      const values = op === 'in' ? cut.split(',').map((v) => v.trim()) : [cut];
      if (values.length > MAX_PAGE_SIZE || !values.every((v) => v !== '' && filterValueFits(def, v))) {
        invalid(key, def.kind === 'enum' ? 'enum' : 'invalid');
        continue;
      }
      criteria.push({ field, op, value: op === 'in' ? values : cut });
    }
    return { page, size, sort, criteria };
  };
};
