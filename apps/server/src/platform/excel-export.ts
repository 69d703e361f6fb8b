import { PassThrough } from 'node:stream';
import { type EntityDef, type FieldDef, maskValue } from '@zhwy/contracts';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import type { Record_ } from './crud.ts';

/** Rows read per statement while exporting: memory stays flat however many rows the filter matches. */
export const EXPORT_BATCH = 1000;
/** exceljs, loaded on the first export or import: it is large, and most processes never need it (RSS). */
export const loadExcel = async () => (await import('exceljs')).default;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The answer when the filter leaves nothing to export (the spec's 606: 'all data has been exported'). */
export const NOTHING_LEFT = { code: 606, msg: '数据已全部导出，请查看', data: null };

/** The tenant's labels of the dictionaries an entity's enum fields use: an export shows 正常, not 0. */
export const dictionaryLabels = async (pool: pg.Pool, tenantId: number, entity: EntityDef) => {
  const codes = [...new Set(Object.values(entity.fields).flatMap((f) => (f.kind === 'enum' && f.dict ? [f.dict] : [])))];
  const labels = new Map<string, string>();
  if (codes.length === 0) return labels;
  const { rows } = await pool.query<{ dict_code: string; value: string; label: string }>(
    'SELECT dict_code, value, label FROM sys_dict_item WHERE tenant_id = $1 AND dict_code = ANY($2) AND del_flag = 0',
    [tenantId, codes],
  );
  for (const row of rows) labels.set(`${row.dict_code}\u0000${row.value}`, row.label);
  return labels;
};

/** One cell of an export: enum values as their labels, times as dates, numbers as numbers, masked fields masked. */
export const exportCell = (field: FieldDef, value: unknown, labels: Map<string, string>): string | number | Date => {
  if (value === null || value === undefined) return '';
  if (field.kind === 'enum' && field.dict) return labels.get(`${field.dict}\u0000${String(value)}`) ?? String(value);
  if (field.kind === 'datetime') return new Date(String(value));
  if (field.kind === 'int' || field.kind === 'ref') return Number(value);
  return field.mask ? maskValue(field.mask, String(value)) : String(value);
};

/**
 * Streams the rows a list query matches as an .xlsx: one sheet named after the entity, a header of the fields' zh_CN
 * labels, enum values as their dictionary labels, money with two decimals. Pages are read `EXPORT_BATCH` at a time
 * (`page(n)` answers the n-th batch) and written as they come; the workbook is never held in memory whole.
 */
export const sendExcel = async (
  reply: FastifyReply,
  { entity, fileName, pool, tenantId, page }: { entity: EntityDef; fileName: string; pool: pg.Pool; tenantId: number; page: (n: number) => Promise<{ data: Record_[]; recordsTotal: number }> },
) => {
  const first = await page(0);
  if (first.recordsTotal === 0) return reply.send(NOTHING_LEFT);
  const labels = await dictionaryLabels(pool, tenantId, entity);
  const columns = Object.entries(entity.fields).filter(([, f]) => f.kind !== 'richText');
  const cell = (name: string, value: unknown) => exportCell(entity.fields[name]!, value, labels);

  const ExcelJS = await loadExcel();
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(entity.title);
  sheet.columns = columns.map(([name, field]) => ({
    header: field.label ?? name,
    key: name,
    width: Math.min(40, Math.max(12, (field.label ?? name).length * 2 + 4)),
    ...(field.kind === 'datetime' ? { style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } } : {}),
  }));
  const write = async () => {
    let batch = first;
    for (let n = 0; batch.data.length > 0; ) {
      for (const row of batch.data) sheet.addRow(Object.fromEntries(columns.map(([name]) => [name, cell(name, row[name])]))).commit();
      if (batch.data.length < EXPORT_BATCH) break;
      batch = await page(++n);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${fileName}.xlsx`)}`)
    .send(stream);
};
