import { type EntityDef, formatDecimal, placesOf, platformNamesOf } from '@zhwy/contracts';
import { getTableColumns } from 'drizzle-orm';
import type { EntityTable, Record_ } from './crud.ts';

// A stored row in its JSON form, the one conversion of every list, read, export and history: how each cell of an
// entity's row is read (from drizzle's record, PostgreSQL's row by column name, or a cursor's array), worked out once
// per entity.

type FieldKind = EntityDef['fields'][string]['kind'];

/** Stored value → JSON: times as ISO strings, money from cents to `"12.30"`, numbers as numbers, the rest as text. */
const convertOf = (kind: FieldKind, places: 2 | 4 = 2): ((value: unknown) => unknown) => {
  switch (kind) {
    case 'datetime':
      return (value) => (value instanceof Date ? value.toISOString() : String(value));
    case 'money':
    case 'decimal':
      return (value) => formatDecimal(Number(value), places);
    case 'int':
    case 'ref':
      return Number;
    default:
      return String;
  }
};

/**
 * Each entity's JSON names with the stored column they come from and its converter, worked out once: lists convert
 * every field of every row. The platform columns an entity shows come under the spec's names (platformNames).
 */
const converters = new WeakMap<EntityDef, [string, string, (value: unknown) => unknown][]>();
const convertersOf = (entity: EntityDef) => {
  let list = converters.get(entity);
  if (!list) {
    list = [
      ...Object.entries(entity.fields).map(([name, field]): [string, string, (value: unknown) => unknown] => [name, name, convertOf(field.kind, placesOf(field))]),
      ...platformNamesOf(entity).map(([column, name, kind]): [string, string, (value: unknown) => unknown] => [name, column, convertOf(kind)]),
    ];
    converters.set(entity, list);
  }
  return list;
};

/** JSON form of a stored record: datetimes as ISO strings, enum codes as strings. */
export const toRow = (entity: EntityDef, record: Record_): Record_ => {
  const row: Record_ = { id: record.id };
  for (const [name, column, convert] of convertersOf(entity)) {
    const value = record[column];
    row[name] = value === null || value === undefined ? null : convert(value);
  }
  return row;
};

/**
 * How a page's row as PostgreSQL sends it (drizzle's `all`: keyed by column name, datetimes as PostgreSQL's text)
 * becomes the JSON row toRow makes, worked out once per entity. drizzle's own mapping (a Date per datetime, through
 * every column's decoder) and then toRow converted every cell twice: ~4 % of a log search's server CPU (issue 23).
 */
/** PostgreSQL's text of a timestamptz in UTC (`2026-11-27 10:00:00.123456+00`: a session in UTC, as the server's are by default). */
const UTC_TIMESTAMPTZ = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz as PostgreSQL writes it, as toISOString writes it (milliseconds, the rest cut off as Date cuts it). A
 * UTC text is rearranged (Date's parser of this form cost a list page of 13 rows ~14 µs, issue 23); any other offset
 * goes through Date.
 */
export const isoOfTimestamptz = (text: string): string => {
  const utc = UTC_TIMESTAMPTZ.exec(text);
  if (!utc) return new Date(text).toISOString();
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').slice(0, 3).padEnd(3, '0')}Z`;
};

const storedReaders = new WeakMap<EntityDef, [string, string, (value: unknown) => unknown][]>();
export const storedReaderOf = (entity: EntityDef, table: EntityTable) => {
  let reader = storedReaders.get(entity);
  if (!reader) {
    const columns = getTableColumns(table);
    const kinds = new Map<string, string>([...Object.entries(entity.fields).map(([name, field]) => [name, field.kind] as const), ...platformNamesOf(entity).map(([column, , kind]) => [column, kind] as const)]);
    reader = [
      ['id', columns.id.name, (value) => value],
      ...convertersOf(entity).map(([name, column, convert]): [string, string, (value: unknown) => unknown] => [
        name,
        columns[column].name,
        kinds.get(column) === 'datetime' && columns[column].dataType === 'date' ? (value) => isoOfTimestamptz(String(value)) : convert,
      ]),
    ];
    storedReaders.set(entity, reader);
  }
  return reader;
};
export const rowFromStored = (reader: ReturnType<typeof storedReaderOf>, stored: Record_): Record_ => {
  const row: Record_ = {};
  for (const [name, column, convert] of reader) {
    const value = stored[column];
    row[name] = value === null || value === undefined ? null : convert(value);
  }
  return row;
};

/**
 * How a cursor's row (an array, in the order of the table's columns) becomes the JSON row toRow makes: per JSON name,
 * the position of its column and its converter. Worked out once per entity: an export converts every cell.
 */
const arrayReaders = new WeakMap<EntityDef, { id: number; cells: [string, number, (value: unknown) => unknown][] }>();
export const arrayReaderOf = (entity: EntityDef, table: EntityTable) => {
  let reader = arrayReaders.get(entity);
  if (!reader) {
    const position = new Map(Object.keys(getTableColumns(table)).map((name, i) => [name, i]));
    reader = { id: position.get('id')!, cells: convertersOf(entity).map(([name, column, convert]) => [name, position.get(column) ?? -1, convert]) };
    arrayReaders.set(entity, reader);
  }
  return reader;
};
export const rowFromArray = (reader: ReturnType<typeof arrayReaderOf>, raw: unknown[]): Record_ => {
  const row: Record_ = { id: raw[reader.id] };
  for (const [name, at, convert] of reader.cells) {
    const value = raw[at];
    row[name] = value === null || value === undefined ? null : convert(value);
  }
  return row;
};

