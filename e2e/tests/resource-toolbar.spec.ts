import os from 'node:os';
import path from 'node:path';
import { type Download, type Page, expect, test } from '../src/test.ts';
import ExcelJS from 'exceljs';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs, openAt } from '../src/ui.ts';

const popconfirm = (page: Page) => page.locator('.ant-popconfirm:visible');
const total = (page: Page) => page.locator('.ant-pagination-total-text:visible');
const message = (page: Page) => page.locator('.ant-message');

/** Names of this run: a repeat on the same server meets no rows of an earlier one. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const TB = `工具栏${run}`;
const IMP = `导入${run}`;

/** The toolbar's communities: found by the name's prefix, one of them 停用. */
const COMMUNITIES = [
  { areaCode: `TB-1-${run}`, areaName: `${TB}东苑`, address: '工具路 1 号', propertyCompany: '工具栏物业', status: '0' },
  { areaCode: `TB-2-${run}`, areaName: `${TB}西苑`, address: '工具路 2 号', propertyCompany: '工具栏物业', status: '0' },
  { areaCode: `TB-3-${run}`, areaName: `${TB}南苑`, address: '工具路 3 号', propertyCompany: '工具栏物业', status: '1' },
];
const BANNERS = ['甲', '乙', '丙', '丁'].map((n) => `${TB}轮播${n}`);
const banner = (n: string) => `${TB}轮播${n}`;

let token = '';
const bannerIds = new Map<string, number>();

/** A saved download opened as a workbook: its first sheet's rows as header → cell text. */
const sheetOf = async (download: Download) => {
  const file = path.join(os.tmpdir(), `zhwy-e2e-${process.pid}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook.worksheets[0]!;
};
const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String);
const recordsOf = (sheet: ExcelJS.Worksheet) => {
  const headers = headersOf(sheet);
  const records: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    records.push(Object.fromEntries(headers.map((header, i) => [header, String(row.getCell(i + 1).text)])));
  });
  return records;
};

/** Searches the list by one text field of the search form. */
const searchBy = async (page: Page, label: string, value: string) => {
  await page.getByRole('textbox', { name: label }).fill(value);
  await button(page, '查询').click();
};

test.describe.configure({ mode: 'serial' });

test.describe('the resource page’s toolbar: batch delete, export, import', () => {
  test.beforeAll(async () => {
    token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const communityIds: number[] = [];
    for (const community of COMMUNITIES) {
      const created = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', community, token);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      communityIds.push(created.body.id as number);
    }
    const category = await api(demoAdmin.host, 'POST', '/api/zhwy/category', { parentId: 0, categoryName: `${TB}分类`, explain: '批量删除用' }, token);
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    for (const [index, title] of BANNERS.entries()) {
      const banner = {
        community: `${communityIds[0]},${communityIds[1]}`,
        categoryId: category.body.id,
        title,
        numeration: 90 + index,
        picture: '/api/ctyun/files/abcdefghijklmnopqrstuv.png',
        classificationType: 'home',
        connectionType: '0',
        details: 'https://example.com/toolbar',
        remark: '首页',
        startTime: '2027-01-01T00:00:00.000Z',
        endTime: '2027-02-01T00:00:00.000Z',
        status: '1',
      };
      const created = await api(demoAdmin.host, 'POST', '/api/zhwy/banner-manager', banner, token);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      bannerIds.set(title, created.body.id as number);
    }
  });

  test('批量删除: all of the chosen banners or none, the confirmation counts them', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/content/banners' });
    await searchBy(page, '标题', `${TB}轮播`);
    await expect(total(page)).toHaveText('共 4 条');
    const row = (title: string) => rows(page).filter({ hasText: title });
    const batch = button(page, '批量删除');
    await expect(batch).toBeDisabled();

    // Two chosen, one of them deleted elsewhere meanwhile: the server refuses the batch and deletes nothing.
    await row(banner('甲')).getByRole('checkbox').check();
    await row(banner('乙')).getByRole('checkbox').check();
    await expect(batch).toBeEnabled();
    const gone = await api(demoAdmin.host, 'DELETE', `/api/zhwy/banner-manager/${bannerIds.get(banner('甲'))}`, undefined, token);
    expect(gone.status).toBe(200);
    await batch.click();
    await expect(popconfirm(page)).toContainText('确定删除选中的 2 条数据吗？');
    await button(popconfirm(page), '确定').click();
    await expect(message(page)).toContainText('请求的资源不存在');
    await searchBy(page, '标题', `${TB}轮播`);
    await expect(total(page)).toHaveText('共 3 条');
    await expect(row(banner('乙'))).toHaveCount(1);
    // A new search starts with nothing chosen.
    await expect(row(banner('乙')).getByRole('checkbox')).not.toBeChecked();
    await expect(batch).toBeDisabled();

    // Two chosen and deleted: both gone, the total drops, the choice is cleared.
    await row(banner('乙')).getByRole('checkbox').check();
    await row(banner('丙')).getByRole('checkbox').check();
    const deleted = page.waitForResponse((r) => r.url().includes('/removeByIds/') && r.request().method() === 'DELETE');
    await batch.click();
    await expect(popconfirm(page)).toContainText('确定删除选中的 2 条数据吗？');
    await button(popconfirm(page), '确定').click();
    expect((await deleted).status()).toBe(200);
    await expect(message(page)).toContainText('删除成功');
    await expect(total(page)).toHaveText('共 1 条');
    await expect(row(banner('乙'))).toHaveCount(0);
    await expect(row(banner('丙'))).toHaveCount(0);
    await expect(row(banner('丁')).getByRole('checkbox')).not.toBeChecked();
    await expect(batch).toBeDisabled();
  });

  test('导出: the rows of the current filter as .xlsx; a filter matching nothing gives 606', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/base/community' });
    await searchBy(page, '小区名称', TB);
    await expect(total(page)).toHaveText('共 3 条');
    // Only the 正常 ones: the status filter is among the folded search fields.
    await button(page, '展开').click();
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '正常' }).click();
    await button(page, '查询').click();
    await expect(total(page)).toHaveText('共 2 条');

    const exported = page.waitForEvent('download');
    await button(page, '导出').click();
    const download = await exported;
    expect(download.suggestedFilename()).toBe('小区列表.xlsx');
    await expect(message(page)).toContainText('已下载 小区列表.xlsx');
    const sheet = await sheetOf(download);
    expect(headersOf(sheet)).toEqual(expect.arrayContaining(['小区编码', '小区名称', '物业公司', '状态']));
    const records = recordsOf(sheet);
    expect(records.map((r) => r['小区名称']).sort()).toEqual([`${TB}东苑`, `${TB}西苑`].sort());
    for (const record of records) {
      expect(record['状态']).toBe('正常');
      expect(record['物业公司']).toBe('工具栏物业');
    }

    // Nothing matches: no file, the spec's 606 text as an info.
    await searchBy(page, '小区名称', '没有这样的小区');
    await expect(page.locator('.zh-content .ant-empty-description:visible')).toHaveText('暂无数据');
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await button(page, '导出').click();
    await expect(page.locator('.ant-message-info')).toContainText('数据已全部导出，请查收');
    expect(downloaded).toBe(false);
  });

  test('导入: the template from the definition; a bad row refuses the whole file, the fixed file imports every row', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/base/community' });
    await button(page, '导入').click();
    const dialog = page.getByRole('dialog', { name: '导入小区' });
    await dialogOpened(dialog);

    const fetched = page.waitForEvent('download');
    await button(dialog, '下载模板').click();
    const template = await fetched;
    expect(template.suggestedFilename()).toBe('小区导入模板.xlsx');
    const sheet = await sheetOf(template);
    const headers = headersOf(sheet);
    expect(headers).toEqual(expect.arrayContaining(['*小区编码', '*小区名称', '*详细地址', '*状态', '物业公司']));
    expect(headers).not.toContain('创建时间'); // read-only fields are not imported

    // Two rows; the second's code breaks the code pattern.
    const fill = (rowNumber: number, values: Record<string, string>) => {
      for (const [header, value] of Object.entries(values)) sheet.getRow(rowNumber).getCell(headers.indexOf(header) + 1).value = value;
    };
    fill(2, { '*小区编码': `TB-IMP1-${run}`, '*小区名称': `${IMP}一苑`, '*详细地址': '导入路 1 号', '*状态': '正常', 物业公司: '导入物业' });
    fill(3, { '*小区编码': 'TB IMP 2', '*小区名称': `${IMP}二苑`, '*详细地址': '导入路 2 号', '*状态': '停用' });
    const file = path.join(os.tmpdir(), `zhwy-e2e-${process.pid}-import.xlsx`);
    await sheet.workbook.xlsx.writeFile(file);

    const refused = page.waitForResponse((r) => r.url().includes('/importExcel'));
    await dialog.locator('input[type=file]').setInputFiles(file);
    expect((await refused).status()).toBe(422);
    await expect(dialog.locator('.ant-alert-error')).toContainText('导入失败：1 行数据有误，未导入任何数据');
    const error = dialog.locator('.ant-table-row');
    await expect(error).toHaveCount(1);
    await expect(error.locator('td').nth(0)).toHaveText('3');
    await expect(error.locator('td').nth(1)).toHaveText('小区编码');
    await expect(error.locator('td').nth(2)).toHaveText('只能包含字母、数字及 _ . : -');

    // Nothing imported: the good row is not in the list either.
    await button(dialog.locator('.ant-modal-footer'), '关闭').click();
    await expect(dialog).toBeHidden();
    await searchBy(page, '小区名称', IMP);
    await expect(page.locator('.zh-content .ant-empty-description:visible')).toHaveText('暂无数据');

    // Fixed and uploaded again: both rows, and the list shows them at once.
    fill(3, { '*小区编码': `TB-IMP2-${run}` });
    await sheet.workbook.xlsx.writeFile(file);
    await button(page, '导入').click();
    await dialogOpened(dialog);
    await expect(dialog.locator('.ant-alert')).toHaveCount(0);
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect(dialog.locator('.ant-alert-success')).toContainText('导入成功，共 2 条数据');
    await button(dialog.locator('.ant-modal-footer'), '关闭').click();
    await expect(total(page)).toHaveText('共 2 条');
    await expect(rows(page).filter({ hasText: `${IMP}一苑` })).toContainText(`TB-IMP1-${run}`);
    await expect(rows(page).filter({ hasText: `${IMP}二苑` })).toContainText('停用');
  });

  test('操作日志 on the resource page: a row’s operation opens its detail, path and parameters in full', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/operation-log' });
    await searchBy(page, '访问路径', '/api/zhwy/banner-manager');
    const created = rows(page).filter({ hasText: banner('丁') }).filter({ hasText: '新增轮播图' });
    await expect(created).toHaveCount(1);
    await created.getByRole('button', { name: '新增轮播图' }).click();
    const detail = page.getByRole('dialog', { name: '新增轮播图 · 详情' });
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('row', { name: /访问路径/ })).toContainText('/api/zhwy/banner-manager');
    const params = detail.getByRole('row', { name: /请求参数/ }).locator('pre');
    await expect(params).toContainText(`"title": "${banner('丁')}"`);
    await expect(params).toContainText('"details": "https://example.com/toolbar"');
    // Whole, not cut: the box is as tall as its text.
    expect(await params.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && getComputedStyle(el).textOverflow !== 'ellipsis')).toBe(true);
  });

  test('a user without the delete, export and import permissions sees none of the buttons', async ({ page }) => {
    await openAs(page, demoStaff, { at: '/base/community' });
    await expect(page.locator('.zh-content .ant-table-thead:visible')).toContainText('小区名称');
    await expect(button(page, '导出')).toHaveCount(0);
    await expect(button(page, '导入')).toHaveCount(0);
    await openAt(page, '/content/banners');
    await expect(page.locator('.zh-content .ant-table-thead:visible')).toContainText('标题');
    await expect(button(page, '批量删除')).toHaveCount(0);
    await expect(page.locator('.zh-content .ant-table:visible').getByRole('checkbox')).toHaveCount(0);
  });
});
