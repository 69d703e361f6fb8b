import { type Download, type Page, expect, test } from '../src/test.ts';
import ExcelJS from 'exceljs';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, tableRows as rows } from '../src/system-pages.ts';
import { openAs, openAt } from '../src/ui.ts';


/** Column texts of the visible table, by header. */
const column = async (page: Page, header: string) => {
  const headers = await page.locator('.zh-content thead:visible th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows(page).locator(`td:nth-child(${index + 1})`).allTextContents();
};

const newestFirst = (times: string[]) => expect([...times].sort().reverse()).toEqual(times);

test.describe('logs as the administrator', () => {
  test.beforeAll(async () => {
    // Some history: a staff login, and more than a page of the administrator's changes (dictionary types
    // created and deleted again).
    await apiLogin(demoStaff.host, demoStaff.username, demoStaff.password);
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    for (let i = 1; i <= 7; i += 1) {
      const body = { dictCode: `e2e_log_probe_${i}`, dictName: `日志探针${i}`, status: '0' };
      const created = await api(demoAdmin.host, 'POST', '/base/api/sysdict/sysDicts', body, token);
      expect(created.status).toBe(200);
      const removed = await api(demoAdmin.host, 'DELETE', `/base/api/sysdict/sysDicts/${created.body.id as number}`, undefined, token);
      expect(removed.status).toBe(200);
    }
  });

  test('登录日志 lists attempts newest first and searches by user name', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/login-log' });
    await expect(page).toHaveURL(/\/system\/login-log$/);

    await expect(rows(page).first()).toBeVisible();
    // The administrator's login of beforeAll is on top.
    await expect(rows(page).first()).toContainText('admin');
    await expect(rows(page).first()).toContainText('成功');
    newestFirst(await column(page, '登录时间'));
    await expect(page.locator('.ant-pagination-total-text:visible')).toHaveText(/^共 \d+ 条$/);

    await page.getByRole('textbox', { name: '用户名' }).fill('staff');
    await button(page, '查询').click();
    await expect.poll(async () => (await column(page, '用户名')).every((name) => name.includes('staff'))).toBe(true);
    expect((await column(page, '用户名')).length).toBeGreaterThan(0);
    newestFirst(await column(page, '登录时间'));

    await button(page, '重置').click();
    await expect(rows(page).first()).toContainText('admin');
  });

  test('操作日志 lists changes newest first, shows parameters in full and searches by user', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/operation-log' });
    await expect(page).toHaveURL(/\/system\/operation-log$/);

    await expect(rows(page).first()).toBeVisible();
    newestFirst(await column(page, '操作时间'));
    await expect(page.locator('.ant-pagination-total-text:visible')).toHaveText(/^共 \d+ 条$/);

    await page.getByRole('textbox', { name: '操作人' }).fill('admin');
    await button(page, '查询').click();
    await expect.poll(async () => (await column(page, '操作人')).every((name) => name === 'admin')).toBe(true);
    // The newest changes are the probes: the last create carries its parameters in full.
    const create = rows(page).filter({ hasText: 'e2e_log_probe_7' }).first();
    await expect(create).toContainText('/base/api/sysdict/sysDicts');
    await create.getByText(/e2e_log_probe_7/).hover();
    await expect(page.locator('.ant-popover:visible pre')).toContainText('"dictName": "日志探针7"');
    const firstPage = await column(page, '操作时间');
    newestFirst(firstPage);
    expect(firstPage).toHaveLength(13);

    // More than a page: jump to the second one, which goes on further back in time.
    const jumper = page.locator('.ant-pagination-options-quick-jumper:visible input');
    await jumper.fill('2');
    await jumper.press('Enter');
    await expect(page.locator('.ant-pagination-item-active:visible')).toHaveText('2');
    await expect.poll(async () => (await column(page, '操作时间'))[0] <= firstPage[12]).toBe(true);
    newestFirst(await column(page, '操作时间'));
  });

  test('a row of 操作日志 opens its detail with the whole path, parameters and error', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/operation-log' });
    const row = rows(page).filter({ hasText: 'e2e_log_probe_7' }).first();
    await row.getByRole('button', { name: '新增字典类型' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '访问路径' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('/base/api/sysdict/sysDicts');
    await expect(drawer.locator('pre').filter({ hasText: '"dictCode": "e2e_log_probe_7"' })).toBeVisible();
    await expect(drawer).toContainText('错误信息');
    await expect(drawer).toContainText('新增字典类型');
  });

  test('a row of 登录日志 opens its detail too', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/login-log' });
    await rows(page).first().getByRole('button', { name: 'admin' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '登录时间' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('IP 地址');
    await expect(drawer).toContainText('登录成功');
  });

  test('the date range filters by time: up to yesterday finds nothing of today, up to today finds this run', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/login-log' });
    // Days as the page counts them: in the browser's time zone (docs/decisions.md, "Log times").
    const day = (offset: number) => page.evaluate((o) => new Date(Date.now() + o * 86_400_000).toLocaleDateString('sv-SE'), offset);
    const ends = page.locator('.zh-content .ant-picker-range:visible input');
    // Typed into both ends; seen in the picker before 查询 (an Enter taken while the panel was still opening is lost,
    // and a person would type again).
    const pick = async (from: string, to: string) => {
      await expect(async () => {
        await ends.nth(0).click();
        await ends.nth(0).fill(from);
        await ends.nth(0).press('Enter');
        await ends.nth(1).fill(to);
        await ends.nth(1).press('Enter');
        await expect(ends.nth(0)).toHaveValue(from, { timeout: 2_000 });
        await expect(ends.nth(1)).toHaveValue(to, { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await button(page, '查询').click();
    };
    // A server started before midnight has yesterday's logins too: the range shows none of today's.
    const [monthAgo, yesterday, today] = [await day(-30), await day(-1), await day(0)];
    await pick(monthAgo, yesterday);
    await expect
      .poll(async () => (await page.locator('.zh-content .ant-empty-description:visible').count()) > 0 || (await column(page, '登录时间')).every((time) => time.slice(0, 10) <= yesterday))
      .toBe(true);
    await pick(monthAgo, today);
    await expect(rows(page).first()).toContainText('admin');
    expect((await column(page, '登录时间'))[0].slice(0, 10)).toBe(today);
  });

  test('导出 saves the filtered login log as .xlsx', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/login-log' });
    await page.getByRole('textbox', { name: '用户名' }).fill('staff');
    await button(page, '查询').click();
    await expect.poll(async () => (await column(page, '用户名')).every((name) => name.includes('staff'))).toBe(true);
    const exported = page.waitForEvent('download');
    await button(page, '导出').click();
    const download: Download = await exported;
    expect(download.suggestedFilename()).toBe('登录日志.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('登录日志')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['用户名', 'IP 地址', '登录时间', '操作信息', '状态']);
    expect(sheet.rowCount).toBeGreaterThan(1);
    for (let i = 2; i <= sheet.rowCount; i += 1) expect(String(sheet.getRow(i).getCell(1).value)).toContain('staff');
  });

  test('清理 asks for the number of days and says what it removed; the clean-up is itself in the log', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/operation-log' });
    await button(page, '清理').click();
    const dialog = page.getByRole('dialog', { name: '清理操作日志' });
    await expect(dialog.getByRole('spinbutton')).toHaveValue('180');
    await dialog.getByRole('spinbutton').fill('0');
    await button(dialog, '清理').click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请输入 1 到 3650 之间的整数');
    await dialog.getByRole('spinbutton').fill('365');
    await expect(dialog).toContainText('将永久删除');
    await button(dialog, '清理').click();
    // This run's server is new: nothing is a year old.
    await expect(page.getByText('没有 365 天以前的日志')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows(page).first()).toContainText('清理 365 天前的操作日志');
  });

  test('personal data in a row is masked; 查看明文 opens it in clear, and that is logged', async ({ page }) => {
    // A change whose parameters carry a mobile number (issue 20).
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const body = { dictCode: 'e2e_log_unmask', dictName: '联系电话13812345678', status: '0' };
    const created = await api(demoAdmin.host, 'POST', '/base/api/sysdict/sysDicts', body, token);
    expect(created.status).toBe(200);
    await api(demoAdmin.host, 'DELETE', `/base/api/sysdict/sysDicts/${created.body.id as number}`, undefined, token);

    await openAs(page, demoAdmin, { at: '/system/operation-log' });
    const row = rows(page).filter({ hasText: 'e2e_log_unmask' }).filter({ hasText: '新增字典类型' }).first();
    await expect(row).toContainText('138****5678');
    await expect(row).not.toContainText('13812345678');
    await row.getByRole('button', { name: '新增字典类型' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '访问路径' });
    await expect(drawer.locator('pre').filter({ hasText: '138****5678' })).toBeVisible();
    await expect(drawer).toContainText('查看明文的操作将记录到操作日志');
    await drawer.getByRole('button', { name: /查看明文/ }).click();
    await expect(drawer.locator('pre').filter({ hasText: '"dictName": "联系电话13812345678"' })).toBeVisible();
    await expect(drawer.getByText('明文', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await button(page, '查询').click();
    await expect(rows(page).first()).toContainText(/查看操作日志明文（日志 \d+）/);
  });

  test('in English the log shows English messages', async ({ page }) => {
    // An export is logged by its name, worded in the reader's language.
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    expect((await api(demoAdmin.host, 'POST', '/api/base/ComArea/exportExcel', {}, token)).status).toBe(200);
    await openAs(page, demoAdmin, { at: '/system/operation-log' });
    await expect(rows(page).filter({ hasText: '/api/base/ComArea/exportExcel' }).first()).toContainText('导出小区');
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    // The console in English (the choice is saved once its texts are in) before the page is loaded by its address.
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    try {
      await openAt(page, '/system/login-log');
      await expect(page.locator('.zh-content').getByText('Logged in').first()).toBeVisible();
      await expect(page.locator('.zh-content').getByText('登录成功')).toHaveCount(0);
      await openAt(page, '/system/operation-log');
      await expect(rows(page).filter({ hasText: 'e2e_log_probe_7' }).first()).toContainText('Add dictionary type');
      await expect(rows(page).filter({ hasText: '/api/base/ComArea/exportExcel' }).first()).toContainText('Export Community');
      // Other data-like texts: a product's page, a resident's default nationality, one wording for an empty field.
      await openAt(page, '/credits/goods');
      await expect(page.locator('.zh-content').getByText('Product list')).toBeVisible();
      await openAt(page, '/base/resident');
      await page.locator('.zh-content').getByRole('button', { name: /New/ }).first().click();
      const form = page.getByRole('dialog', { name: 'New Resident' });
      await expect(form.getByLabel('Nationality')).toHaveValue('China');
      await form.getByRole('button', { name: /Submit/ }).click();
      await expect(form.getByText('Name is required')).toBeVisible();
      await form.getByRole('button', { name: /Cancel/ }).click();
    } finally {
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: '简体中文' }).click();
    }
  });
});
