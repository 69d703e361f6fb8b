import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createXlsxStream } from './xlsx-stream.ts';

const read = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
};

describe('the streamed .xlsx', () => {
  it('holds the header in bold, text, numbers and China-time dates, as Excel readers see them', async () => {
    const xlsx = createXlsxStream({ sheetName: '住户/列表', columns: [{ header: '姓名', width: 12 }, { header: '年龄', width: 8 }, { header: '登记时间', width: 20 }] });
    const done = buffer(xlsx.output);
    xlsx.write([
      ['张三 & <李四>', 42, new Date('2026-11-23T06:00:00Z')],
      ['  前后有空格  ', null, null],
      ['控制\u0001字符', Number.NaN, ''],
    ]);
    xlsx.end();
    const sheet = (await read(await done)).worksheets[0]!;
    expect(sheet.name).toBe('住户 列表');
    expect(sheet.getRow(1).values).toEqual([undefined, '姓名', '年龄', '登记时间']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(3).width).toBe(20);
    expect(sheet.getRow(2).getCell(1).value).toBe('张三 & <李四>');
    expect(sheet.getRow(2).getCell(2).value).toBe(42);
    // 06:00 UTC is 14:00 in China: the cell shows the time the screens show (readers take the serial as UTC).
    expect(sheet.getRow(2).getCell(3).value).toEqual(new Date('2026-11-23T14:00:00Z'));
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getRow(3).getCell(1).value).toBe('  前后有空格  ');
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    expect(sheet.getRow(4).getCell(1).value).toBe('控制字符');
    expect(sheet.getRow(4).getCell(2).value).toBeNull();
    expect(sheet.rowCount).toBe(4);
  });

  it('names columns past Z (AA, AB …) and keeps every row', async () => {
    const columns = Array.from({ length: 30 }, (_, i) => ({ header: `c${i}`, width: 10 }));
    const xlsx = createXlsxStream({ sheetName: 'wide', columns });
    const done = buffer(xlsx.output);
    for (let batch = 0; batch < 5; batch++) xlsx.write(Array.from({ length: 500 }, (_, r) => columns.map((_, c) => batch * 500 + r + c / 100)));
    xlsx.end();
    const sheet = (await read(await done)).worksheets[0]!;
    expect(sheet.rowCount).toBe(2501);
    expect(sheet.getCell('AD1').value).toBe('c29');
    expect(sheet.getCell('AD2501').value).toBe(2499.29);
    // Reading 75,000 cells back with exceljs takes seconds on a loaded 2-core machine: a correctness test, not a timing.
  }, 20_000);

  it('stops when the reader goes away: a writer waiting for it goes on', async () => {
    const xlsx = createXlsxStream({ sheetName: 's', columns: [{ header: 'x', width: 10 }] });
    const rows = Array.from({ length: 5000 }, (_, i) => [`row ${i} `.repeat(20)]);
    let open = true;
    for (let i = 0; i < 20 && open; i++) open = xlsx.write(rows);
    expect(open).toBe(false);
    const waiting = xlsx.drained();
    xlsx.output.destroy();
    await waiting;
    expect(xlsx.gone()).toBe(true);
  });
});
