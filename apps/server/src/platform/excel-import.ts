import type { EntityDef, FieldDef } from '@zhwy/contracts';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { XLSX_TYPE, dictionaryLabels, loadExcel } from './excel-export.ts';

/** The most rows one import takes (larger files are split by the user; the answer says so). */
export const IMPORT_MAX_ROWS = 10_000;

/** The fields an import fills: what a create accepts, rich text aside. */
export const importFieldsOf = (entity: EntityDef): [string, FieldDef][] =>
  Object.entries(entity.fields).filter(([, f]) => !f.readOnly && f.kind !== 'richText');

/**
 * The import template of an entity, generated from its definition: one header per importable field (its zh_CN
 * label, `*` before a required one) and, for dictionary fields, a drop-down of the tenant's labels.
 */
export const sendImportTemplate = async (reply: FastifyReply, { entity, fileName, pool, tenantId }: { entity: EntityDef; fileName: string; pool: pg.Pool; tenantId: number }) => {
  const labels = await dictionaryLabels(pool, tenantId, entity);
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(entity.title);
  const fields = importFieldsOf(entity);
  sheet.columns = fields.map(([name, field]) => ({ header: `${field.required ? '*' : ''}${field.label ?? name}`, key: name, width: 20 }));
  fields.forEach(([, field], index) => {
    if (field.kind !== 'enum' || !field.dict) return;
    const options = (field.values ?? []).map((value) => labels.get(`${field.dict}\u0000${value}`) ?? value);
    for (let row = 2; row <= 1000; row++) {
      sheet.getCell(row, index + 1).dataValidation = { type: 'list', allowBlank: !field.required, formulae: [`"${options.join(',')}"`] };
    }
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${fileName}.xlsx`)}`)
    .send(Buffer.from(buffer));
};

/** A cell as the create call would receive it: text trimmed, numbers as numbers, dates as ISO, empty as absent. */
const cellValue = (value: ExcelJS.CellValue): unknown => {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('text' in value) return String(value.text).trim() || undefined; // hyperlink
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue); // formula
    if ('richText' in value) return value.richText.map((part) => part.text).join('').trim() || undefined;
    return undefined;
  }
  return typeof value === 'string' ? value.trim() || undefined : value;
};

export type ImportRow = { row: number; values: Record<string, unknown> };

/**
 * The rows of an uploaded workbook's first sheet as create bodies: columns found by their header (the template's
 * label, with or without `*`), dictionary labels turned back into values. Unknown headers are refused by name.
 */
export const readImportRows = async (
  buffer: Buffer,
  { entity, pool, tenantId }: { entity: EntityDef; pool: pg.Pool; tenantId: number },
): Promise<{ rows: ImportRow[]; unknownHeaders: string[] }> => {
  const workbook = new (await loadExcel()).Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], unknownHeaders: [] };
  const fields = importFieldsOf(entity);
  const byLabel = new Map(fields.map(([name, field]) => [field.label ?? name, name]));
  const labels = await dictionaryLabels(pool, tenantId, entity);
  const valueOf = new Map([...labels].map(([key, label]) => [`${key.split('\u0000')[0]}\u0000${label}`, key.split('\u0000')[1]]));

  const columns = new Map<number, string>();
  const unknownHeaders: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    const header = String(cellValue(cell.value) ?? '').replace(/^\*/, '');
    const name = byLabel.get(header);
    if (name) columns.set(column, name);
    else if (header) unknownHeaders.push(header);
  });
  const rows: ImportRow[] = [];
  sheet.eachRow((excelRow, number) => {
    if (number === 1) return;
    const values: Record<string, unknown> = {};
    for (const [column, name] of columns) {
      let value = cellValue(excelRow.getCell(column).value);
      const field = entity.fields[name];
      if (value !== undefined && field.kind === 'enum' && field.dict) value = valueOf.get(`${field.dict}\u0000${String(value)}`) ?? String(value);
      if (value !== undefined && (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'refs' || field.kind === 'image')) value = String(value);
      if (value !== undefined) values[name] = value;
    }
    if (Object.keys(values).length > 0) rows.push({ row: number, values });
  });
  return { rows, unknownHeaders };
};
