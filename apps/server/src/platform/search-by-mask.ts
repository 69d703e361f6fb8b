import { type Criterion, type EntityDef, type ListQuery, MASK_SHOWS, type MaskKind, isPlate, readsInClear } from '@zhwy/contracts';
import { type SQL, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeLike } from './crud.ts';
import { validationFailed } from './errors.ts';
import { countAgainst } from './store/limits.ts';
import type { KvStore } from './store/store.ts';

/**
 * Exact look-ups of masked values a caller may make (a full mobile, ID number, name or plate a resident gave them):
 * enough for a busy front desk, far too few to try numbers one by one. Per user, all entities together.
 */
export const MASKED_LOOKUP_LIMITS = { perMinute: 30, perHour: 300 } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where exact look-ups of masked values are counted (the KvStore of the rate limits). */
    maskedLookups: KvStore;
  }
}

/** Gives the search-by-mask rule its counter store (app.ts, beside the other rate limits). */
export const registerMaskedSearch = (app: FastifyInstance, store: KvStore) => {
  app.decorate('maskedLookups', store);
};

/** Whether the caller may unmask the entity's personal data through its own call, and so search it freely (readsInClear). */
export const mayUnmask = (entity: Pick<EntityDef, 'unmask' | 'maskedReads'>, request: FastifyRequest): boolean => readsInClear(entity, request.user!.permissions, 'unmask');

const limited = new WeakMap<EntityDef, Map<string, MaskKind | 'derived'>>();
/** The fields whose search a mask limits: masked ones by their mask, derived ones not at all (their source decides). */
const limitedFieldsOf = (entity: EntityDef) => {
  let fields = limited.get(entity);
  if (!fields) {
    fields = new Map();
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.derivedFrom !== undefined) fields.set(name, 'derived');
      else if (field.mask) fields.set(name, field.mask);
    }
    limited.set(entity, fields);
  }
  return fields;
};

/**
 * For the unmask code's holders, who search freely: only an exact filter short enough to be a part the mask shows
 * (the last four digits typed into the mobile box) is read as that part, as it is for everyone else.
 */
const shownPartFor = (kind: MaskKind | 'derived' | undefined, c: Criterion): Criterion => {
  if (kind === undefined || kind === 'derived' || c.op !== 'equals' || Array.isArray(c.value)) return c;
  const match = maskedMatchOf(kind, c.value);
  return match?.op === 'maskPart' ? { field: c.field, ...match } : c;
};

/** Counts one exact look-up of a masked value against the caller's limits (429 past them). */
export const countMaskedLookup = async (request: FastifyRequest) => {
  const { tenantId, userId } = request.user!;
  const store = request.server.maskedLookups;
  await countAgainst(store, `masked-lookup:m:${tenantId}:${userId}`, 60_000, MASKED_LOOKUP_LIMITS.perMinute);
  await countAgainst(store, `masked-lookup:h:${tenantId}:${userId}`, 3_600_000, MASKED_LOOKUP_LIMITS.perHour);
};

/** How a masked field's search text is matched: the whole value, or a part the mask shows (first or last characters). */
export type MaskedMatch = { op: 'equals' | 'maskPart'; value: string };

/**
 * What a search text may find in a masked field for a caller who may not unmask it: a text no longer than what the
 * mask shows at either end is that part (张 → names starting with 张; 8000 → mobiles ending in 8000; 440305 → ID
 * numbers starting with it), longer is the whole value, matched exactly (张三, 13800138000); null for a text that
 * is neither (1380013). Never a fragment of the hidden middle. ID numbers and plates are compared in capitals, as they are stored.
 */
export const maskedMatchOf = (kind: MaskKind, text: string): MaskedMatch | null => {
  const { head, tail } = MASK_SHOWS[kind];
  const value = kind === 'idCard' || kind === 'plate' ? text.toUpperCase() : text;
  if ([...value].length <= Math.max(head, tail)) return { op: 'maskPart', value };
  // A mobile or plate has one shape: anything else is a fragment, refused rather than looked up (names and ID
  // numbers of other types have no such shape; a fragment of them is looked up whole and finds nothing).
  if (WHOLE[kind] && !WHOLE[kind](value)) return null;
  return { op: 'equals', value };
};
const WHOLE: Partial<Record<MaskKind, (value: string) => boolean>> = { mobile: (v) => /^1\d{10}$/.test(v), plate: isPlate };

/**
 * A list query as a caller may run it on an entity whose reads are masked: for a caller without the entity's
 * unmask code, every filter of a masked field becomes a masked match (maskedMatchOf) and each exact one counts
 * against MASKED_LOOKUP_LIMITS; a list of guesses (`in`) and any filter of a field derived from a masked one are
 * refused (422 `maskedSearch` naming the field). The unmask code's holders search freely (shownPartFor); unmasked
 * entities pass unchanged.
 */
/** `masked`: whether this caller reads the entity masked (readsInClear; the service passes what it has worked out). */
export const searchByMask = async (request: FastifyRequest, entity: EntityDef, query: ListQuery, masked = !readsInClear(entity, request.user!.permissions)): Promise<ListQuery> => {
  if (!masked) return query;
  const fields = limitedFieldsOf(entity);
  if (!query.criteria.some((c) => fields.has(c.field))) return query;
  if (mayUnmask(entity, request)) return { ...query, criteria: query.criteria.map((c) => shownPartFor(fields.get(c.field), c)) };
  let exact = 0;
  const criteria = query.criteria.flatMap((c): Criterion[] => {
    const kind = fields.get(c.field);
    if (kind === undefined) return [c];
    // One search text under every key (a `textFiltersMatchAny` list): a masked field it cannot be matched in is
    // simply not one of the alternatives, rather than refusing the whole search.
    const alternative = entity.textFiltersMatchAny && c.op === 'contains';
    if (kind === 'derived' || c.op === 'in' || Array.isArray(c.value) || (c.op !== 'contains' && c.op !== 'equals')) throw validationFailed({ [c.field]: 'maskedSearch' });
    // `equals` and `contains` alike: staff type the last four digits into a search box whatever key it sends.
    const match = maskedMatchOf(kind, c.value);
    if (!match && alternative && query.criteria.some((o) => o !== c && o.op === 'contains' && !fields.has(o.field))) return [];
    if (!match) throw validationFailed({ [c.field]: 'maskedSearch' });
    if (match.op === 'equals') exact++;
    return [{ field: c.field, ...match }];
  });
  for (let i = 0; i < exact; i++) await countMaskedLookup(request);
  return { ...query, criteria };
};

/**
 * A text filter of a masked field in a module's raw SQL (`column`: the field's column there), as searchByMask reads a
 * list's: the unmask code's holders find any part of the value; others the part the mask shows (a surname: names
 * starting with it; a mobile's last four digits) or the whole value, exactly and counted against MASKED_LOOKUP_LIMITS;
 * a text that is neither is refused on the field (422 maskedSearch).
 */
export const sqlMaskedFilter = async (request: FastifyRequest, entity: EntityDef, field: string, column: SQL, text: string): Promise<SQL> => {
  const kind = entity.fields[field].mask!;
  if (mayUnmask(entity, request)) return sql`lower(${column}) LIKE ${`%${escapeLike(text.toLowerCase())}%`}`;
  const match = maskedMatchOf(kind, text);
  if (!match) throw validationFailed({ [field]: 'maskedSearch' });
  if (match.op === 'equals') {
    await countMaskedLookup(request);
    return sql`${column} = ${match.value}`;
  }
  // As the list's maskPart: a start no longer than the mask's head, an end no longer than its tail, of a value long enough to show them.
  const { head, tail } = MASK_SHOWS[kind];
  const length = [...match.value].length;
  const value = escapeLike(match.value.toLowerCase());
  const parts = [length <= head ? sql`lower(${column}) LIKE ${`${value}%`}` : undefined, length <= tail ? sql`lower(${column}) LIKE ${`%${value}`}` : undefined];
  return sql`(length(${column}) > ${head + tail} AND ${or(...parts)})`;
};
