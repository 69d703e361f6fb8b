import type { EntityDef, FieldDef, FieldKind } from './entity.ts';

/**
 * The TypeScript types of an entity's rows and call bodies, derived from its definition (`defineEntity` keeps each
 * field's kind, `required` and `readOnly` as literal types): a module's code reads `values.buildingId` as a number
 * rather than `unknown`, and a misspelt field fails the type check.
 */

/** The fields of a definition. */
export type FieldsOf<E> = E extends EntityDef<infer F> ? F : never;

/** A value as the server holds it once parsed (what hooks and the table see): ids, ints and hundredths as numbers, times as Dates. */
export type ValueOfKind<K extends FieldKind> = K extends 'int' | 'ref' | 'money' | 'decimal' ? number : K extends 'datetime' ? Date : string;
/** A value in a row as the API answers it: ids and ints as numbers, the rest as text (`"12.30"`, ISO times). */
export type JsonOfKind<K extends FieldKind> = K extends 'int' | 'ref' ? number : string;

type KindOf<D> = D extends { kind: infer K extends FieldKind } ? K : FieldKind;
type Writable<F> = { [K in keyof F & string]: F[K] extends { readOnly: true } ? never : K }[keyof F & string];
type Required_<F> = { [K in keyof F & string]: F[K] extends { required: true } ? K : never }[keyof F & string];

/** A row as the API answers it (list, get, a write's answer): the id and every field, null where empty. */
export type RowOf<E> = { id: number } & { -readonly [K in keyof FieldsOf<E>]: JsonOfKind<KindOf<FieldsOf<E>[K]>> | null };

/** The stored record of a row as the server reads it from its table (before conversion to JSON). */
export type RecordOf<E> = { id: number; tenantId: number } & { -readonly [K in keyof FieldsOf<E>]: ValueOfKind<KindOf<FieldsOf<E>[K]>> | null };

/** A parsed create body: every writable field, required ones present. */
export type CreateOf<E> = { -readonly [K in Extract<Writable<FieldsOf<E>>, Required_<FieldsOf<E>>>]: ValueOfKind<KindOf<FieldsOf<E>[K]>> } & {
  -readonly [K in Exclude<Writable<FieldsOf<E>>, Required_<FieldsOf<E>>>]?: ValueOfKind<KindOf<FieldsOf<E>[K]>> | null;
};

/** A parsed update body without its id: any writable field. */
export type UpdateOf<E> = { -readonly [K in Writable<FieldsOf<E>>]?: ValueOfKind<KindOf<FieldsOf<E>[K]>> | null };

/** Any field definition map, for code generic over entities. */
export type AnyFields = Record<string, FieldDef>;
