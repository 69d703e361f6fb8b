import { Community } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, authed, loginReady, useTestApp } from './helpers/app.ts';
import { describeEntityApi } from './helpers/entity-battery.ts';

const t = useTestApp();

/** A valid community, different for each n. */
export const communitySample = (n: number, host = DEMO) => ({
  areaCode: `C${host.slice(0, 2)}${n}`,
  areaName: `${host.startsWith('second') ? '二' : '阳光'}小区${n}`,
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address: `科技园路 ${n} 号`,
  totalArea: 12_000 + n,
  propertyCompany: '安居物业',
  contact: '王经理',
  phone: '13800138000',
  status: '0',
});

describeEntityApi(t, Community, { table: 'com_area', sample: async (_ctx, host, n) => communitySample(n, host) });

describe('communities: the spec calls', () => {
  let token = '';
  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });

  it('POST ComArea/areaList takes filters, page and size in the body and answers {data, recordsTotal}', async () => {
    for (const n of [101, 102, 103]) expect((await call('POST', '/api/base/new-com-area', communitySample(n))).statusCode).toBe(200);
    const res = await call('POST', '/api/base/ComArea/areaList', { 'areaName.contains': '阳光小区10', page: 0, size: 2, sort: 'areaCode,asc' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recordsTotal).toBe(3);
    expect(body.data.map((r: { areaCode: string }) => r.areaCode)).toEqual(['Cde101', 'Cde102']);
    const bad = await call('POST', '/api/base/ComArea/areaList', { areaNameLike: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toEqual(['areaNameLike']);
    // A read sent as POST is no operation: not in the operation log.
    expect(await t.sql("SELECT 1 FROM sys_operation_log WHERE uri = '/api/base/ComArea/areaList'")).toEqual([]);
  });

  it('GET ComArea/editStatus/{id}?status= switches the status, is logged, and refuses a value outside the dictionary', async () => {
    const created = (await call('POST', '/api/base/new-com-area', communitySample(201))).json();
    const res = await call('GET', `/api/base/ComArea/editStatus/${created.id}?status=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('1');
    expect((await call('GET', `/api/base/ComArea/editStatus/${created.id}?status=7`)).statusCode).toBe(422);
    const logged = await t.sql<{ message: string }>("SELECT message FROM sys_operation_log WHERE uri LIKE '/api/base/ComArea/editStatus/%' AND status = 0");
    expect(logged.map((r) => r.message)).toEqual(['修改小区状态']);
  });

  it('POST ComArea/exportExcel streams the filtered rows as a workbook with Chinese headers and labels; nothing left is 606', async () => {
    for (const n of [301, 302]) expect((await call('POST', '/api/base/new-com-area', { ...communitySample(n), status: n === 302 ? '1' : '0' })).statusCode).toBe(200);
    const res = await call('POST', '/api/base/ComArea/exportExcel', { 'areaCode.contains': 'Cde30' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('小区列表.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('小区')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['小区编码', '小区名称', '行政区划代码', '省份']);
    const rows = [2, 3].map((i) => (sheet.getRow(i).values as unknown[]).slice(1));
    expect(rows.map((r) => r[0]).sort()).toEqual(['Cde301', 'Cde302']);
    const statusColumn = header.indexOf('状态');
    expect(rows.map((r) => r[statusColumn]).sort()).toEqual(['停用', '正常']);
    expect(sheet.rowCount).toBe(3);
    const none = await call('POST', '/api/base/ComArea/exportExcel', { 'areaCode.contains': 'no-such-code' });
    expect(none.json()).toMatchObject({ code: 606, msg: '数据已全部导出，请查看' });
  });

  it('exports only with the export permission', async () => {
    const staff = await loginReady(t.app, { username: 'staff' });
    const res = await t.app.inject({ method: 'POST', url: '/api/base/ComArea/exportExcel', headers: authed(staff), payload: {} });
    expect(res.statusCode).toBe(403);
  });

  /** A workbook as a user fills the template in: the template's own header row, then the rows given. */
  const filledTemplate = async (rows: Record<string, unknown>[]) => {
    const template = await call('GET', '/api/base/new-com-area/downloadImportTemplate');
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    rows.forEach((row, i) => {
      headers.forEach((header, column) => {
        const value = row[header.replace(/^\*/, '')];
        if (value !== undefined) sheet.getCell(i + 2, column + 1).value = value as ExcelJS.CellValue;
      });
    });
    return { headers, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
  };
  const upload = (buffer: Buffer) => {
    const boundary = '----zhwyImport';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="import.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      buffer,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({ method: 'POST', url: '/api/base/new-com-area/importExcel', headers: { ...authed(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  };
  const row = (n: number) => ({ 小区编码: `IMP${n}`, 小区名称: `导入小区${n}`, 详细地址: `导入路 ${n} 号`, 状态: '正常', '占地面积（平方米）': 5000 + n });

  it('the import template comes from the definition: labels, * on required fields', async () => {
    const { headers } = await filledTemplate([]);
    expect(headers).toEqual(expect.arrayContaining(['*小区编码', '*小区名称', '省份', '*详细地址', '*状态', '占地面积（平方米）']));
  });

  it('imports every row of a filled template, or none: each bad row is reported with its fields', async () => {
    const bad = await filledTemplate([row(1), { ...row(2), 小区名称: undefined }, { ...row(3), 小区编码: 'IMP1' }, { ...row(4), 状态: '不存在' }]);
    const refused = await upload(bad.buffer);
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    // One report with every kind of error: the field rules and a code the file repeats.
    expect(body.msg).toBe('导入失败：3 行数据有误，未导入任何数据');
    expect(body.rows).toEqual([
      { row: 3, fields: { areaName: '不能为空' } },
      { row: 4, fields: { areaCode: '已存在，请重新输入' } },
      { row: 5, fields: { status: expect.any(String) } },
    ]);
    expect((await call('POST', '/api/base/ComArea/areaList', { 'areaCode.contains': 'IMP' })).json().recordsTotal).toBe(0);
    // A duplicate inside the file alone: still nothing is kept.
    const duplicate = await upload((await filledTemplate([row(1), { ...row(3), 小区编码: 'IMP1' }])).buffer);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().rows).toEqual([{ row: 3, fields: { areaCode: '已存在，请重新输入' } }]);
    expect((await call('POST', '/api/base/ComArea/areaList', { 'areaCode.contains': 'IMP' })).json().recordsTotal).toBe(0);
    const good = await upload((await filledTemplate([row(1), row(2), row(3)])).buffer);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toEqual({ imported: 3 });
    const listed = (await call('POST', '/api/base/ComArea/areaList', { 'areaCode.contains': 'IMP', sort: 'areaCode,asc' })).json();
    expect(listed.data.map((r: { areaCode: string; status: string }) => [r.areaCode, r.status])).toEqual([['IMP1', '0'], ['IMP2', '0'], ['IMP3', '0']]);
  });

  it('refuses a file that is not a workbook, an empty one and unknown columns, naming the problem', async () => {
    expect((await upload(Buffer.from('not a workbook'))).json().fields).toEqual({ file: '请上传按模板填写的 .xlsx 文件' });
    expect((await upload((await filledTemplate([])).buffer)).json().msg).toBe('文件中没有数据');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['小区编码', '颜色']);
    const unknown = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().msg).toBe('无法识别的列：颜色');
  });
});
