import os from 'node:os';
import path from 'node:path';
import { type Download, type Page, expect, test } from '../src/test.ts';
import ExcelJS from 'exceljs';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { idCard } from '../src/base-data.ts';
import { button, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';

/** Names of this run: a retry on the same server meets no rows of an earlier try. */
const run = String(Date.now() % 100_000).padStart(5, '0');
// No 导入 in the names: resource-toolbar.spec searches communities for 导入 and expects only its own.
const community = `按名小区${run}`;
const name = `按名住户${run}`;

/** A saved download opened as a workbook. */
const workbookOf = async (download: Download) => {
  const file = path.join(os.tmpdir(), `zhwy-e2e-${process.pid}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook;
};

const upload = async (page: Page, workbook: ExcelJS.Workbook) => {
  const file = path.join(os.tmpdir(), `zhwy-e2e-${process.pid}-by-name.xlsx`);
  await workbook.xlsx.writeFile(file);
  const dialog = page.getByRole('dialog', { name: '导入住户' });
  const answered = page.waitForResponse((r) => r.url().includes('/importExcel'));
  await dialog.locator('input[type=file]').setInputFiles(file);
  return (await answered).status();
};

test.describe('an import takes the community by its name', () => {
  test.beforeAll(async () => {
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const area = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-BN-${run}`, areaName: community, address: '按名路 1 号', status: '0' }, token);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
  });

  test('the resident template filled with the community’s name imports through 导入; an unknown name is reported by row and column', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/base/resident' });
    await button(page, '导入').click();
    const dialog = page.getByRole('dialog', { name: '导入住户' });
    await dialogOpened(dialog);
    const fetched = page.waitForEvent('download');
    await button(dialog, '下载模板').click();
    const workbook = await workbookOf(await fetched);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map((header) => String(header).replace(/^\*/, ''));
    const column = (label: string) => headers.indexOf(label) + 1;
    // The template says what 所属小区 takes, and offers the tenant's communities.
    expect(JSON.stringify(sheet.getCell(1, column('所属小区')).note)).toContain('填写小区名称');
    expect(sheet.getCell(2, column('所属小区')).dataValidation).toMatchObject({ type: 'list' });

    const fill = (rowNumber: number, values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) {
        expect(column(label), label).toBeGreaterThan(0);
        sheet.getRow(rowNumber).getCell(column(label)).value = value;
      }
    };
    fill(2, { 所属小区: community, 姓名: name, 证件类型: '居民身份证', 证件号码: idCard(`11010519350101${run.slice(0, 3)}`), 手机号码: '13900000002', 住户类型: '业主' });
    fill(3, { 所属小区: `没有这个小区${run}`, 姓名: `${name}乙`, 证件类型: '居民身份证', 证件号码: idCard(`11010519350102${run.slice(0, 3)}`), 手机号码: '13900000003', 住户类型: '租户' });
    expect(await upload(page, workbook)).toBe(422);
    const errors = dialog.locator('.ant-table-row');
    await expect(errors).toHaveCount(1);
    await expect(errors.locator('td').nth(0)).toHaveText('3');
    await expect(errors.locator('td').nth(1)).toHaveText('所属小区');
    await expect(errors.locator('td').nth(2)).toHaveText(`小区“没有这个小区${run}”不存在`);

    // Without the bad row: imported, and the list shows the resident in the community.
    sheet.spliceRows(3, 1);
    expect(await upload(page, workbook)).toBe(200);
    await expect(dialog.locator('.ant-alert-success')).toContainText('导入成功，共 1 条数据');
    await button(dialog.locator('.ant-modal-footer'), '关闭').click();
    await expect(dialog).toBeHidden();
    await page.getByRole('textbox', { name: '姓名' }).fill(name);
    await button(page, '查询').click();
    const row = rows(page).filter({ hasText: community });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`按${'*'.repeat(name.length - 1)}`);
  });
});
