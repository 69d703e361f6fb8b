import os from 'node:os';
import path from 'node:path';
import { type Download, type Locator, type Page, expect, test } from '../src/test.ts';
import ExcelJS from 'exceljs';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, choose, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs, openAt, pageShown } from '../src/ui.ts';
import { idCard } from '../src/base-data.ts';

/** Names of this run: a retry on the same server meets no rows of an earlier try. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `住户测试小区${run}`;
const building = `住户测试楼${run}`;
const name = `端到端住户${run}`;
const masked = `端${'*'.repeat(name.length - 1)}`;
/** This run's mobile: its last four digits (what the list shows) come from the run. */
const mobile = `13900${run}8`;
const tail = mobile.slice(-4);
const maskedMobile = `139****${tail}`;

/** Born 1933-03-DD (DD from the run: 10–27). */
const day = String(10 + (Number(run.slice(0, 2)) % 18));
const goodId = idCard(`110105193303${day}${run.slice(2)}`);
/** The same number with a wrong check digit. */
const badId = goodId.slice(0, 17) + (goodId.endsWith('1') ? '2' : '1');

/** A saved download opened as a workbook: its first sheet. */
const sheetOf = async (download: Download) => {
  const file = path.join(os.tmpdir(), `zhwy-e2e-${process.pid}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook.worksheets[0]!;
};
const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String);

const openResidents = async (page: Page) => {
  await openAs(page, demoAdmin, { at: '/base/resident' });
  await expect(page).toHaveURL(/\/base\/resident$/);
};
const searchName = async (page: Page, value: string) => {
  await page.getByRole('textbox', { name: '姓名' }).fill(value);
  await button(page, '查询').click();
};
/** Finds a room in the hierarchy's cascader by typing its path (building-room), and picks the one it finds. */
const findRoom = async (page: Page, scope: Locator, label: string, typed: string, shown: string) => {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(typed);
  await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item').filter({ hasText: shown }).click();
};

test.describe.configure({ mode: 'serial' });
/** The run's community (the import's 所属小区 column takes its id). */
let areaId = 0;

test.describe('住户管理 and 房屋绑定 as the administrator', () => {
  test.beforeAll(async () => {
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const area = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-RS-${run}`, areaName: community, address: '住户路 1 号', status: '0' }, token);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    areaId = (area.body as { id: number }).id;
    const built = await api(demoAdmin.host, 'POST', '/api/base/ComBuilding', { areaId, buildingNo: `RS${run}`, buildingName: building, buildingType: '1', aboveFloors: 3, status: '0' }, token);
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    const buildingId = (built.body as { id: number }).id;
    const room = await api(demoAdmin.host, 'POST', '/api/base/comRoom', { areaId, buildingId, floor: 1, roomNo: '101', roomUse: '1', state: '1' }, token);
    expect(room.status, JSON.stringify(room.body)).toBe(200);
  });

  test('adds a resident: a bad ID number is refused on its field, the fixed one saves, the list shows the name masked', async ({ page }) => {
    await openResidents(page);
    await button(page, '新增').click();
    const form = page.getByRole('dialog', { name: '新增住户' });
    await dialogOpened(form);
    await choose(page, form, '所属小区', '住户测试', community);
    await form.getByLabel('姓名', { exact: true }).fill(name);
    await form.getByLabel('证件号码', { exact: true }).fill(badId);
    await form.getByLabel('手机号码', { exact: true }).fill(mobile);
    await button(form, '提交').click();
    await expect(form.getByText('请输入正确的身份证号码')).toBeVisible();
    await form.getByLabel('证件号码', { exact: true }).fill(goodId);
    await expect(form.getByText('请输入正确的身份证号码')).toBeHidden();
    // The number gives the birthday (filled as typed).
    await expect(form.getByLabel('出生日期', { exact: true })).toHaveValue(`1933-03-${day}`);
    await page.screenshot({ path: test.info().outputPath('resident-form.png') });
    await button(form, '提交').click();
    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(form).toBeHidden();

    await searchName(page, name);
    const row = rows(page).filter({ hasText: masked });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(maskedMobile);
    await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
  });

  test('binds the resident to a room: the room goes from 空置 to 自住', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/base/resident-room' });
    await button(page, '绑定房屋').click();
    const form = page.getByRole('dialog', { name: '绑定房屋' });
    await dialogOpened(form);
    // The option by its masked ID number (its last four are this run's): residents of earlier runs share the masked name.
    await choose(page, form, '住户', name, `${goodId.slice(0, 6)}${'*'.repeat(8)}${goodId.slice(-4)}`);
    // Typed as building-room (the building's number, no unit), as a clerk says it; the result shows the whole path.
    await findRoom(page, form, '房屋', `RS${run}-101`, `${community} / ${building} / 1层 / 101`);
    await expect(form.getByText('房屋当前状态：')).toContainText('空置');
    await button(form, '提交').click();
    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByRole('textbox', { name: '住户姓名' }).fill(name);
    await button(page, '查询').click();
    const row = rows(page).filter({ hasText: masked });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('101');
    await expect(row).toContainText('业主');
    await expect(row).toContainText('自住');

    // Editing right after the bind opens the binding as stored, not the emptied bind form.
    await button(row, '编辑').click();
    const edit = page.getByRole('dialog').filter({ hasText: '编辑' });
    await dialogOpened(edit);
    await expect(edit).toContainText(masked);
    await expect(edit.locator('.ant-select').filter({ hasText: '业主' })).toHaveCount(1);
    await button(edit, '取消').click();
    await expect(edit).toBeHidden();
  });

  test('finds the resident by the last four digits of the mobile in the community, and from the room\'s detail', async ({ page }) => {
    await openResidents(page);
    // The community in the tree (remembered: the room list opens on it), then what the list shows of the mobile.
    await page.locator('.zh-list-tree:visible').getByRole('treeitem', { name: community }).click();
    await page.getByRole('textbox', { name: '手机号码' }).fill(tail);
    await button(page, '查询').click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(masked);
    await expect(rows(page)).toContainText(maskedMobile);

    // The room list opens on the same community; building-room finds the room, whose detail names the resident.
    await openAt(page, '/base/room');
    await expect(page.locator('.zh-list-tree:visible .ant-tree-node-selected')).toHaveText(community);
    await page.getByRole('textbox', { name: '房号' }).fill(`RS${run}-101`);
    await button(page, '查询').click();
    await expect(rows(page)).toHaveCount(1);
    await rows(page).getByRole('button', { name: '101' }).click();
    const roomDetail = page.locator('.ant-drawer:visible');
    const residents = roomDetail.getByRole('region', { name: '住户' });
    await expect(residents).toContainText(maskedMobile);
    await expect(residents).toContainText('业主');
    // The name is a link to the resident's own detail, on the resident list; it links back to the room.
    await residents.getByText(masked).click();
    await pageShown(page, '/base/resident');
    const residentDetail = page.locator('.ant-drawer:visible');
    await expect(residentDetail.getByText(`${masked} · 详情`)).toBeVisible();
    await expect(residentDetail.getByRole('row', { name: /^手机号码/ })).toContainText(maskedMobile);
    await expect(residentDetail.getByRole('row', { name: /^房屋/ }).getByText(`${building}-101`)).toBeVisible();
  });

  test('imports a file with two bad rows: the report names both, nothing is imported', async ({ page }) => {
    await openResidents(page);
    await button(page, '导入').click();
    const dialog = page.getByRole('dialog', { name: '导入住户' });
    await dialogOpened(dialog);
    const fetched = page.waitForEvent('download');
    await button(dialog, '下载模板').click();
    const sheet = await sheetOf(await fetched);
    const headers = headersOf(sheet);
    const column = (label: string) => headers.findIndex((header) => header.replace(/^\*/, '') === label) + 1;
    const fill = (rowNumber: number, values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) {
        expect(column(label), label).toBeGreaterThan(0);
        sheet.getRow(rowNumber).getCell(column(label)).value = value;
      }
    };
    const common = { 所属小区: String(areaId), 证件类型: '居民身份证', 住户类型: '业主' };
    fill(2, { ...common, 姓名: `导入住户甲${run}`, 证件号码: idCard(`11010519340101${run.slice(0, 3)}`), 手机号码: '12345' });
    fill(3, { ...common, 姓名: '', 证件号码: idCard(`11010519340102${run.slice(0, 3)}`), 手机号码: '13900000001' });
    const file = path.join(os.tmpdir(), `zhwy-e2e-${process.pid}-residents.xlsx`);
    await sheet.workbook.xlsx.writeFile(file);

    const refused = page.waitForResponse((r) => r.url().includes('/importExcel'));
    await dialog.locator('input[type=file]').setInputFiles(file);
    expect((await refused).status()).toBe(422);
    await expect(dialog.locator('.ant-alert-error')).toContainText('未导入任何数据');
    const errors = dialog.locator('.ant-table-row');
    await expect(errors).toHaveCount(2);
    await expect(errors.nth(0).locator('td').nth(0)).toHaveText('2');
    await expect(errors.nth(0).locator('td').nth(1)).toHaveText('手机号码');
    await expect(errors.nth(1).locator('td').nth(0)).toHaveText('3');
    await expect(errors.nth(1).locator('td').nth(1)).toHaveText('姓名');
    await button(dialog.locator('.ant-modal-footer'), '关闭').click();
    await expect(dialog).toBeHidden();

    await searchName(page, '导入住户甲');
    await expect(page.locator('.zh-content .ant-empty-description:visible')).toHaveText('暂无数据');
  });

  test('exports the list masked, and 查看明文 shows one resident whole and is in the operation log', async ({ page }) => {
    await openResidents(page);
    await searchName(page, name);
    const row = rows(page).filter({ hasText: masked });
    await expect(row).toHaveCount(1);

    const exported = page.waitForEvent('download');
    await button(page, '导出').click();
    const download = await exported;
    expect(download.suggestedFilename()).toBe('住户列表.xlsx');
    const sheet = await sheetOf(download);
    const headers = headersOf(sheet);
    expect(sheet.rowCount).toBe(2);
    const cell = (label: string) => String(sheet.getRow(2).getCell(headers.indexOf(label) + 1).text);
    expect(cell('姓名')).toBe(masked);
    expect(cell('手机号码')).toBe(maskedMobile);
    expect(cell('证件号码')).toBe(`${goodId.slice(0, 6)}********${goodId.slice(14)}`);

    const unmasked = page.waitForResponse((r) => r.url().includes('/getByIdNotDesensitized'));
    await button(row, '查看明文').click();
    const id = ((await (await unmasked).json()) as { id: number }).id;
    const dialog = page.getByRole('dialog', { name: `住户明文 · ${masked}` });
    await dialogOpened(dialog);
    await expect(dialog.getByRole('row', { name: /^姓名/ })).toContainText(name);
    await expect(dialog.getByRole('row', { name: /^证件号码/ })).toContainText(goodId);
    await expect(dialog.getByRole('row', { name: /^手机号码/ })).toContainText(mobile);
    await expect(dialog.getByRole('row', { name: /^房屋/ })).toContainText('101');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openAt(page, '/system/operation-log');
    await page.getByRole('textbox', { name: '访问路径' }).fill('/api/base/new-com-resident/getByIdNotDesensitized');
    await button(page, '查询').click();
    await expect(rows(page).filter({ hasText: `查看住户明文（住户 ${id}）` })).toHaveCount(1);
  });
});
