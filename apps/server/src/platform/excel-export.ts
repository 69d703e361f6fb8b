import { type EntityDef, type FieldDef, maskValue } from '@zhwy/contracts';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import type { Record_ } from './crud.ts';
import { createXlsxStream } from './xlsx-stream.ts';

/** Rows fetched from the cursor at a time while exporting. */
export const EXPORT_BATCH = 250;
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

/**
 * One cell of an export: enum values as their labels, references as their rows' labels (`refLabel`, from the row's
 * `labels`: 金桂苑, not 3; the id where the row has none), times as dates, numbers as numbers, masked fields masked.
 */
export const exportCell = (field: FieldDef, value: unknown, labels: Map<string, string>, refLabel?: unknown): string | number | Date => {
  if (value === null || value === undefined) return '';
  if ((field.kind === 'ref' || field.kind === 'refs') && typeof refLabel === 'string') return refLabel;
  if (field.kind === 'enum' && field.dict) return labels.get(`${field.dict}\u0000${String(value)}`) ?? String(value);
  if (field.kind === 'datetime') return new Date(String(value));
  if (field.kind === 'int' || field.kind === 'ref') return Number(value);
  return field.mask ? maskValue(field.mask, String(value)) : String(value);
};

/**
 * Streams the rows a list query matches as an .xlsx: one sheet named after the entity, a header of the fields' zh_CN
 * labels, enum values as their dictionary labels, money with two decimals. `batches` answers the rows in order, a
 * batch at a time (crud.ts streamEntity: a cursor); each batch is written before the next is read, and the reading
 * waits while the client is slower than the writer, so memory stays flat however many rows the filter matches.
 */
export const sendExcel = async (
  reply: FastifyReply,
  { entity, fileName, pool, tenantId, batches }: { entity: EntityDef; fileName: string; pool: pg.Pool; tenantId: number; batches: AsyncIterable<Record_[]> },
) => {
  const rows = batches[Symbol.asyncIterator]();
  const first = await rows.next();
  if (first.done) return reply.send(NOTHING_LEFT);
  // The cursor holds a connection: give it back if anything fails before the writing takes over.
  const labels = await dictionaryLabels(pool, tenantId, entity).catch(async (error: unknown) => {
    await rows.return?.();
    throw error;
  });
  const columns = Object.entries(entity.fields).filter(([, f]) => f.kind !== 'richText');
  const cell = (name: string, row: Record_) => exportCell(entity.fields[name]!, row[name], labels, (row.labels as Record_ | undefined)?.[name]);

  const xlsx = createXlsxStream({
    sheetName: entity.title,
    columns: columns.map(([name, field]) => ({ header: field.label ?? name, width: Math.min(40, Math.max(12, (field.label ?? name).length * 2 + 4)) })),
  });
  const write = async () => {
    for (let batch: IteratorResult<Record_[]> = first; !batch.done; batch = await rows.next()) {
      if (!xlsx.write(batch.value.map((row) => columns.map(([name]) => cell(name, row))))) await xlsx.drained();
      if (xlsx.gone()) throw new Error('the client went away');
    }
    xlsx.end();
  };
  write().catch(async (error: unknown) => {
    await rows.return?.();
    xlsx.destroy(error as Error);
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${fileName}.xlsx`)}`)
    .send(xlsx.output);
};
