import { type Page, expect, test } from '@playwright/test';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { openFromMenu, button, tableRows as rows } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';


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
    await openAs(page, demoAdmin);
    await openFromMenu(page, '系统管理', '登录日志');
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
    await openAs(page, demoAdmin);
    await openFromMenu(page, '系统管理', '操作日志');
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
});
