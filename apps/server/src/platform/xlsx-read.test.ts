import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Cell, XlsxLimitError, openXlsx } from './xlsx-read.ts';

/** Every row of the first sheet, shared strings resolved: what an import sees. */
const readAll = async (buffer: Buffer, budget?: { left: number }) => {
  const reader = await openXlsx(buffer, budget);
  const rows: { row: number; cells: Map<number, Cell> }[] = [];
  const wanted = new Set<number>();
  for await (const row of reader.rows()) {
    rows.push(row);
    for (const cell of row.cells.values()) if (typeof cell === 'object' && !(cell instanceof Date)) wanted.add(cell.sst);
  }
  const strings = await reader.strings(wanted);
  return rows.map(({ row, cells }) => [row, Object.fromEntries([...cells].map(([c, v]) => [c, typeof v === 'object' && !(v instanceof Date) ? strings.get(v.sst) : v]))] as const);
};

describe('openXlsx: an .xlsx read as a stream', () => {
  it('reads what exceljs writes: shared strings, numbers, dates, rich text, formulas, booleans; the first visible sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    const hidden = workbook.addWorksheet('names', { state: 'veryHidden' });
    hidden.getCell('A1').value = 'not me';
    const sheet = workbook.addWorksheet('房屋');
    sheet.addRow(['*所属小区', '房号', '交房日期', '备注']);
    sheet.addRow(['阳光小区', 1201, new Date('2024-03-05T00:00:00Z'), { richText: [{ text: '南' }, { text: '北通透', font: { bold: true } }] }]);
    sheet.getCell('F3').value = { formula: '1+1', result: 2 };
    sheet.getCell('B3').value = true;
    sheet.getCell('A4').value = { text: '链接', hyperlink: 'https://example.com' };
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readAll(buffer)).toEqual([
      [1, { 1: '*所属小区', 2: '房号', 3: '交房日期', 4: '备注' }],
      [2, { 1: '阳光小区', 2: 1201, 3: new Date('2024-03-05T00:00:00Z'), 4: '南北通透' }],
      [3, { 2: true, 6: 2 }],
      [4, { 1: '链接' }],
    ]);
  });

  it('stops at its uncompressed budget (a zip bomb), and refuses what is no zip', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    for (let i = 0; i < 2_000; i++) sheet.addRow([`row ${i}`, 'x'.repeat(200)]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(readAll(buffer, { left: 100_000 })).rejects.toBeInstanceOf(XlsxLimitError);
    await expect(openXlsx(Buffer.from('not a zip at all'))).rejects.toThrow();
  }, 30_000);

  it('reads 10,000 rows faster than exceljs loads the workbook (same process, ratio printed)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    for (let i = 0; i < 10_000; i++) sheet.addRow([`小区${i % 3}`, `${i}号楼`, i, `房${i}`, '住宅', '空置']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    let start = performance.now();
    const rows = await readAll(buffer);
    const ours = performance.now() - start;
    start = performance.now();
    await new ExcelJS.Workbook().xlsx.load(buffer as unknown as ArrayBuffer);
    const theirs = performance.now() - start;
    console.log(`[xlsx-read] 10,000 rows: ${Math.round(ours)} ms streamed, exceljs load ${Math.round(theirs)} ms`);
    expect(rows).toHaveLength(10_000);
    expect(rows[9_999][1]).toEqual({ 1: '小区0', 2: '9999号楼', 3: 9999, 4: '房9999', 5: '住宅', 6: '空置' });
  }, 60_000);
});
