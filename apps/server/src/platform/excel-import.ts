import { type EntityDef, type FieldDef, nameFieldOf, stripSpecial } from '@zhwy/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import { type PgSelect, type PgTable, alias } from 'drizzle-orm/pg-core';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { type EntityTable, type Record_, visibleWhere } from './crud.ts';
import type { Db } from './db/client.ts';
import { worded } from './errors.ts';
import { XLSX_TYPE, dictionaryLabels, loadExcel } from './excel-export.ts';
import { eachPaced, mapPaced, pacer } from './pace.ts';
import type { Scope } from './scope.ts';
import { type Cell, XlsxLimitError, openXlsx } from './xlsx-read.ts';

/** The most rows one import takes (larger files are split by the user; the answer says so). */
export const IMPORT_MAX_ROWS = 10_000;

/** The fields an import fills: what a create accepts, rich text aside. */
export const importFieldsOf = (entity: EntityDef): [string, FieldDef][] =>
  Object.entries(entity.fields).filter(([, f]) => !f.readOnly && f.kind !== 'richText');

/** The entity and table a reference names (`'base.community'`): the framework's registry of entities answers it. */
export type RefTargets = (name: string) => { entity: EntityDef; table: EntityTable };

/**
 * One step of a reference's path: a reference of the target its name is unique within (a room's 楼栋, then its
 * 单元), written by that row's name or code. An optional step may be left out (1号楼-1201 for a room without a unit).
 */
export type PathStep = { field: string; required: boolean; table: EntityTable; keys: string[]; label: string };

/** How an import finds the rows a reference column names. */
type RefColumn = {
  field: string;
  kind: 'ref' | 'refs';
  target: EntityDef;
  table: EntityTable;
  /** The target's columns a cell may give besides its id: its name (the pickers' label) and its code (楼栋编号) if it has one. */
  keys: string[];
  /** What the template and the messages call them: the name's and the code's labels (the code: 'ID' when none). */
  nameLabel: string;
  codeLabel: string;
  /** (this entity's field, the target's field): the row's value of the first bounds the second (楼栋 within the row's 小区). */
  parents: [string, string][];
  /** When the target's name is unique only within other references (房号 within 楼栋 and 单元): the path's steps. */
  path: PathStep[];
};

/** Between a path's steps: 1号楼-2单元-1201 (a full-width － and spaces around it are read as the same). */
const PATH_SEPARATOR = '-';
export const pathText = (text: string) => text.replace(/\s*[-－]\s*/g, PATH_SEPARATOR);

/**
 * The path of a target whose name is unique only within other references of it (a room's 房号 within its 楼栋 and
 * 单元: `unique: { within: ['buildingId', 'unitId'] }`), those references in that order; none when the name is unique
 * on its own, within a non-reference (a dictionary item's code), or within the target itself (a tree's parent).
 */
export const pathOf = (target: EntityDef, name: string | undefined, targets: RefTargets): PathStep[] => {
  const unique = name ? target.fields[name]?.unique : undefined;
  if (!unique || unique === true) return [];
  const steps = unique.within.map((field): PathStep | null => {
    const def = target.fields[field];
    if (def?.kind !== 'ref') return null;
    const { entity, table } = targets(def.ref!);
    if (entity === target) return null;
    const stepName = nameFieldOf(entity);
    const keys = [stepName, codeFieldOf(entity, stepName)].filter((key): key is string => key !== undefined);
    return { field, required: !!def.required, table, keys, label: (stepName && entity.fields[stepName]?.label) || entity.title };
  });
  return steps.every((step) => step !== null && step.keys.length > 0) ? (steps as PathStep[]) : [];
};

/** A row's code beside its name: a text unique in the tenant or within the row's parent (小区编码, 楼栋编号, a resident's 证件号码). */
const codeFieldOf = (entity: EntityDef, name: string | undefined): string | undefined =>
  Object.entries(entity.fields).find(([n, f]) => n !== name && f.kind === 'text' && f.unique && !f.readOnly)?.[0];

/**
 * The reference columns of an import, each after the columns it is bounded by. A parent is another reference of the
 * row whose target a required reference of this column's target also names: a room's 所属楼栋 is looked for within
 * the row's 所属小区 (a building's areaId), its 所属单元 within both.
 */
export const refColumnsOf = (entity: EntityDef, targets: RefTargets): RefColumn[] => {
  const fields = importFieldsOf(entity);
  const columns = fields.flatMap(([field, def]): RefColumn[] => {
    if (def.kind !== 'ref' && def.kind !== 'refs') return [];
    const { entity: target, table } = targets(def.ref!);
    const name = nameFieldOf(target);
    const code = codeFieldOf(target, name);
    const parents = fields.flatMap(([own, ownDef]): [string, string][] => {
      if (own === field || ownDef.kind !== 'ref') return [];
      const theirs = Object.entries(target.fields).find(([, f]) => f.kind === 'ref' && f.required && f.ref === ownDef.ref)?.[0];
      return theirs ? [[own, theirs]] : [];
    });
    const keys = [name, code].filter((key): key is string => key !== undefined);
    const labelOf = (key: string) => target.fields[key]?.label ?? key;
    const path = pathOf(target, name, targets);
    // What to write instead of an ambiguous name: the code, else the path (楼栋名称-单元名称-房号), else the id.
    const alternatives = [code && labelOf(code), path.length > 0 && [...path.map((step) => step.label), labelOf(name!)].join(PATH_SEPARATOR)].filter(Boolean);
    const codeLabel = alternatives.length > 0 ? alternatives.join('、') : 'ID';
    return [{ field, kind: def.kind, target, table, keys, nameLabel: name ? labelOf(name) : 'ID', codeLabel, parents, path }];
  });
  const ordered: RefColumn[] = [];
  while (ordered.length < columns.length) {
    const next = columns.find((c) => !ordered.includes(c) && c.parents.every(([own]) => ordered.some((o) => o.field === own) || !columns.some((o) => o.field === own)));
    // Two columns bounding each other: the rest in definition order, each without its unresolved bounds.
    ordered.push(next ?? columns.find((c) => !ordered.includes(c))!);
  }
  return ordered;
};

/** Text that may be an id (the references' old form, still accepted). */
const ID_TEXT = /^\d{1,15}$/;
/** The names (or ids) one cell gives: a `refs` cell lists several, separated by commas or 、. */
const partsOf = (column: RefColumn, value: unknown): string[] =>
  (column.kind === 'refs' ? String(value).split(/[,，、]/) : [String(value)]).map((part) => stripSpecial(part.trim())).filter((part) => part !== '');

/**
 * The ways a found row's path may be written before its own name (a room: 1号楼-2单元-, A1-U2-, 1号楼-, …): each
 * step by its name or code, an optional step also left out, a step the row does not have (a room without a unit)
 * skipped. `record` carries each step's id as `path_<i>` and its keys as `path_<i>_<key>`; rows under the same steps
 * share one answer (`known`), so 10,000 rooms in 40 units cost 40 of these.
 */
const pathHeadsOf = (steps: PathStep[], record: Record_, known: Map<string, string[]>): string[] => {
  const at = steps.map((_, i) => String(record[`path_${i}`])).join('/');
  const cached = known.get(at);
  if (cached) return cached;
  let heads = [''];
  steps.forEach((step, i) => {
    const written = [...new Set(step.keys.map((key) => record[`path_${i}_${key}`]).filter((v) => v != null && v !== '').map((v) => pathText(String(v))))];
    if (written.length === 0) return;
    const longer = heads.flatMap((head) => written.map((w) => `${head}${w}${PATH_SEPARATOR}`));
    heads = step.required ? longer : [...heads, ...longer];
  });
  heads = heads.filter((head) => head !== '');
  known.set(at, heads);
  return heads;
};

/**
 * Turns the references of an import's rows from what people type into ids, set-based: one query per reference
 * column finds every row of the target whose name, code or id is among the column's distinct values (in the
 * tenant, the caller's communities, and the row's parents where the column has some). A value naming one row
 * becomes its id; a name naming none or several rows is refused (`refuse`) and taken out of the row, and so is a
 * column whose parent was refused (judged once the parent is right). A target whose name is unique only within
 * other references of it (a room) is also found by its path, 1号楼-2单元-1201, in the same query: rows whose name
 * ends the text and a step of whose path (by name or code) begins it, the whole path compared here. Digits naming
 * no row stay as they are: an id, which the framework's reference, scope and entity checks judge as before.
 * Answers, per sheet row, the fields settled here, whose field-rule errors are not reported again.
 */
export const resolveReferences = async (
  db: Db,
  entity: EntityDef,
  rows: ImportRow[],
  { targets, scope, refuse }: { targets: RefTargets; scope: Scope; refuse: (row: number, field: string, key: string, params: Record<string, unknown>) => void },
): Promise<Map<number, Set<string>>> => {
  const settled = new Map<number, Set<string>>();
  const tick = pacer();
  const settle = (row: number, field: string, values: Record<string, unknown>) => {
    delete values[field];
    settled.set(row, (settled.get(row) ?? new Set()).add(field));
  };
  for (const column of refColumnsOf(entity, targets)) {
    const { field, target, table, keys, parents } = column;
    // The passes over the rows give the event loop a turn between chunks (issue 21).
    const wanted: ImportRow[] = [];
    await eachPaced(
      rows,
      (row) => {
        if (row.values[field] === undefined) return;
        if (!parents.some(([own]) => settled.get(row.row)?.has(own))) wanted.push(row);
        else settle(row.row, field, row.values);
      },
      tick,
    );
    const texts = [...new Set((await mapPaced(wanted, ({ values }) => partsOf(column, values[field]), tick)).flat())];
    if (texts.length === 0) continue;
    const ids = texts.filter((text) => ID_TEXT.test(text));
    const where = visibleWhere(table, target, scope);
    // A parent every row gives narrows the query too (a car's owner among its community's residents, not all of them).
    for (const [own, theirs] of parents) {
      const bounds = wanted.map(({ values }) => values[own]);
      if (bounds.every((bound) => typeof bound === 'number')) where.push(sql`${table[theirs]} = ANY(${`{${[...new Set(bounds)].join(',')}}`}::bigint[])`);
    }
    const matches = [...keys.map((key) => sql`${table[key]} = ANY(${sql.param(texts)}::text[])`), ...(ids.length > 0 ? [sql`${table.id} = ANY(${`{${ids.join(',')}}`}::bigint[])`] : [])];
    // Paths: each step's table joined; a text cut at each separator gives the name (its tail) and the first step (its head).
    const cuts = column.path.length === 0 ? [] : texts.map(pathText).flatMap((text) => [...text.matchAll(/-/g)].map(({ index }) => [text.slice(0, index), text.slice(index + 1)]));
    // Joined only when some text may be a path: a column of names, codes or ids costs what it did.
    const steps = cuts.length === 0 ? [] : column.path.map((step, i) => ({ ...step, at: alias(step.table, `path_${i}`) }));
    if (steps.length > 0) {
      const heads = sql.param([...new Set(cuts.map(([head]) => head))]);
      const firstStep = or(...steps.flatMap((step) => step.keys.map((key) => sql`${step.at[key]} = ANY(${heads}::text[])`)));
      matches.push(and(sql`${table[keys[0]]} = ANY(${sql.param([...new Set(cuts.map(([, tail]) => tail))])}::text[])`, firstStep)!);
    }
    const selected = [['id', table.id], ...[...keys, ...parents.map(([, theirs]) => theirs)].map((c) => [c, table[c]])];
    steps.forEach((step, i) => selected.push([`path_${i}`, step.at.id], ...step.keys.map((key) => [`path_${i}_${key}`, step.at[key]])));
    let query: PgSelect = db.select(Object.fromEntries(selected)).from(table as PgTable).$dynamic();
    for (const step of steps) query = query.leftJoin(step.at, eq(step.at.id, table[step.field]));
    const found = (await query.where(and(...where, or(...matches)))) as Record_[];
    const byText = new Map<string, Record_[]>();
    const byPath = new Map<string, Record_[]>();
    const add = (map: Map<string, Record_[]>, text: string, record: Record_) => {
      const list = map.get(text);
      if (!list) map.set(text, [record]);
      else if (!list.includes(record)) list.push(record);
    };
    const known = new Map<string, string[]>();
    const asked = new Set(steps.length === 0 ? [] : texts.map(pathText));
    for (const record of found) {
      await tick();
      for (const key of keys) if (record[key] != null) add(byText, String(record[key]), record);
      add(byText, String(record.id), record);
      if (steps.length === 0) continue;
      const name = pathText(String(record[keys[0]]));
      for (const head of pathHeadsOf(steps, record, known)) if (asked.has(`${head}${name}`)) add(byPath, `${head}${name}`, record);
    }
    for (const { row, values } of wanted) {
      await tick();
      const resolved: number[] = [];
      for (const part of partsOf(column, values[field])) {
        const named = byText.get(part) ?? [];
        const pathed = byPath.get(pathText(part)) ?? [];
        const candidates = [...named, ...pathed.filter((record) => !named.includes(record))].filter((record) => parents.every(([own, theirs]) => values[own] === undefined || Number(record[theirs]) === Number(values[own])));
        if (candidates.length === 1) resolved.push(Number(candidates[0].id));
        else if (candidates.length === 0 && ID_TEXT.test(part)) resolved.push(Number(part));
        else {
          refuse(row, field, candidates.length === 0 ? 'importRefMissing' : 'importRefAmbiguous', { title: target.title, value: part, code: column.codeLabel });
          settle(row, field, values);
          break;
        }
      }
      if (values[field] !== undefined) values[field] = column.kind === 'refs' ? resolved.join(',') : resolved[0];
    }
  }
  return settled;
};

/** A reference column's drop-down: the names of its target's rows the caller sees, when there are this many or fewer. */
export const TEMPLATE_LIST_MAX = 200;

/** A list validation (drop-down) on a template column, rows 2 to 1000. */
const listValidation = (sheet: ExcelJS.Worksheet, column: number, required: boolean, formula: string) => {
  for (let row = 2; row <= 1000; row++) sheet.getCell(row, column).dataValidation = { type: 'list', allowBlank: !required, formulae: [formula] };
};

/**
 * The import template of an entity, generated from its definition: one header per importable field (its zh_CN
 * label, `*` before a required one); for dictionary fields, a drop-down of the tenant's labels; for references, a
 * note on the header (the target's name or code; looked up within the row's parents) and, when the caller sees at
 * most TEMPLATE_LIST_MAX rows of the target and its names are not personal data, a drop-down of their names (kept on
 * a hidden sheet; other values stay allowed).
 */
export const sendImportTemplate = async (
  reply: FastifyReply,
  { entity, fileName, pool, db, scope, targets, language }: { entity: EntityDef; fileName: string; pool: pg.Pool; db: Db; scope: Scope; targets: RefTargets; language?: string },
) => {
  const labels = await dictionaryLabels(pool, scope.tenantId, entity);
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(entity.title);
  const fields = importFieldsOf(entity);
  sheet.columns = fields.map(([name, field]) => ({ header: `${field.required ? '*' : ''}${field.label ?? name}`, key: name, width: 20 }));
  const refColumns = new Map(refColumnsOf(entity, targets).map((column) => [column.field, column]));
  let lists: ExcelJS.Worksheet | undefined;
  let listCount = 0;
  for (const [index, [name, field]] of fields.entries()) {
    if (field.kind === 'enum' && field.dict) {
      const options = (field.values ?? []).map((value) => labels.get(`${field.dict}\u0000${value}`) ?? value);
      listValidation(sheet, index + 1, !!field.required, `"${options.join(',')}"`);
    }
    const column = refColumns.get(name);
    if (!column) continue;
    const parents = column.parents.map(([own]) => entity.fields[own]?.label ?? own).join('、');
    sheet.getCell(1, index + 1).note = worded(parents ? 'importRefNoteWithin' : 'importRefNote', language, { name: column.nameLabel, code: column.codeLabel, parents });
    // No list of personal data (residents' names are masked in every read).
    const nameKey = column.keys[0];
    if (column.kind !== 'ref' || !nameKey || column.target.fields[nameKey]?.mask) continue;
    const rows = await db
      .select({ name: column.table[nameKey] })
      .from(column.table as PgTable)
      .where(and(...visibleWhere(column.table, column.target, scope)))
      .limit(TEMPLATE_LIST_MAX + 1);
    const names = [...new Set(rows.map((row) => String(row.name ?? '')).filter((n) => n !== ''))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
    if (rows.length > TEMPLATE_LIST_MAX || names.length === 0) continue;
    lists ??= workbook.addWorksheet('names', { state: 'veryHidden' });
    const list = lists.getColumn(++listCount);
    names.forEach((n, i) => (lists!.getCell(i + 1, list.number).value = n));
    listValidation(sheet, index + 1, !!field.required, `names!$${list.letter}$1:$${list.letter}$${names.length}`);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${fileName}.xlsx`)}`)
    .send(Buffer.from(buffer));
};

/** A cell as the create call would receive it: text trimmed, numbers as numbers, dates as ISO, empty as absent. */
const cellValue = (value: string | number | boolean | Date | undefined): unknown => {
  if (value === undefined || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  return typeof value === 'string' ? value.trim() || undefined : value;
};

export type ImportRow = { row: number; values: Record<string, unknown> };

/**
 * The rows of an uploaded workbook's first sheet as create bodies: columns found by their header (the template's
 * label, with or without `*`), dictionary labels turned back into values. Unknown headers are refused by name.
 * Streamed (platform/xlsx-read.ts): more than `maxRows` rows with values stop the reading at once
 * (XlsxLimitError 'rows'), and so do more than XLSX_MAX_UNCOMPRESSED bytes of inflated XML ('size'); cells outside
 * the known columns are not kept; the event loop gets a turn between chunks.
 */
export const readImportRows = async (
  buffer: Buffer,
  { entity, pool, tenantId, maxRows = IMPORT_MAX_ROWS }: { entity: EntityDef; pool: pg.Pool; tenantId: number; maxRows?: number },
): Promise<{ rows: ImportRow[]; unknownHeaders: string[] }> => {
  const reader = await openXlsx(buffer);
  const fields = importFieldsOf(entity);
  const byLabel = new Map(fields.map(([name, field]) => [field.label ?? name, name]));
  // The columns an export writes that a create does not take (登记时间, a copied 房屋): a file exported from the
  // list comes back without them, rather than refused.
  const exportedOnly = new Set(Object.entries(entity.fields).flatMap(([name, field]) => (byLabel.has(field.label ?? name) ? [] : [field.label ?? name])));
  const labels = await dictionaryLabels(pool, tenantId, entity);
  const valueOf = new Map([...labels].map(([key, label]) => [`${key.split('\u0000')[0]}\u0000${label}`, key.split('\u0000')[1]]));
  const sstOf = (cell: Cell) => (typeof cell === 'object' && !(cell instanceof Date) ? cell.sst : undefined);
  const textOf = (cell: Cell, strings: Map<number, string>) => {
    const sst = sstOf(cell);
    return sst === undefined ? (cell as Exclude<Cell, { sst: number }>) : strings.get(sst);
  };

  const columns = new Map<number, string>();
  const unknownHeaders: string[] = [];
  const kept: { row: number; cells: [number, Cell][] }[] = [];
  const wanted = new Set<number>();
  for await (const { row, cells } of reader.rows()) {
    if (row === 1) {
      const strings = await reader.strings(new Set([...cells.values()].map(sstOf).filter((n) => n !== undefined)));
      for (const [column, cell] of [...cells].sort(([a], [b]) => a - b)) {
        const header = String(cellValue(textOf(cell, strings)) ?? '').replace(/^\*/, '');
        const name = byLabel.get(header);
        if (name) columns.set(column, name);
        else if (header && !exportedOnly.has(header)) unknownHeaders.push(header);
      }
      // The call is refused by its headers: no need to read on.
      if (unknownHeaders.length > 0) return { rows: [], unknownHeaders };
      continue;
    }
    const mine = [...cells].filter(([column]) => columns.has(column));
    if (mine.length === 0) continue;
    if (kept.length >= maxRows) throw new XlsxLimitError('rows');
    for (const [, cell] of mine) {
      const sst = sstOf(cell);
      if (sst !== undefined) wanted.add(sst);
    }
    kept.push({ row, cells: mine });
  }
  const strings = await reader.strings(wanted);
  const tick = pacer();
  const rows: ImportRow[] = [];
  for (const { row, cells } of kept) {
    const values: Record<string, unknown> = {};
    for (const [column, cell] of cells) {
      const name = columns.get(column)!;
      let value = cellValue(textOf(cell, strings));
      const field = entity.fields[name];
      if (value !== undefined && field.kind === 'enum' && field.dict) value = valueOf.get(`${field.dict}\u0000${String(value)}`) ?? String(value);
      if (value !== undefined && (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'refs' || field.kind === 'image')) value = String(value);
      if (value !== undefined) values[name] = value;
    }
    if (Object.keys(values).length > 0) rows.push({ row, values });
    await tick();
  }
  return { rows, unknownHeaders };
};
