import path from 'node:path';
import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, choose, option, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';


/** Names of this run: a repeat on the same server meets no rows of an earlier one. */
const run = String(Date.now() % 100_000).padStart(5, '0');

test.describe('积分商城', () => {
  test('adds a pick-up address, choosing its community by name', async ({ page }) => {
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const created = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-PU-${run}`, areaName: `自提测试小区${run}`, address: '测试路 9 号', status: '0' }, token);
    expect(created.status).toBe(200);

    await openAs(page, demoAdmin, { at: '/credits/pick-up-addresses' });
    await expect(page).toHaveURL(/\/credits\/pick-up-addresses$/);
    await button(page, '新增').click();
    const dialog = page.getByRole('dialog', { name: '新增自提点' });
    await dialogOpened(dialog);
    await dialog.getByLabel('所属小区').click();
    await dialog.getByLabel('所属小区').fill(`自提测试小区${run}`);
    await option(page, `自提测试小区${run}`).click();
    await dialog.getByLabel('自提地址').fill(`东门快递柜${run}`);
    await dialog.getByLabel('纬度').fill('31.2304');
    await dialog.getByLabel('经度').fill('121.4737');
    await button(dialog, '提交').click();
    await expect(page.getByText('提交成功')).toBeVisible();
    const row = rows(page).filter({ hasText: `东门快递柜${run}` });
    await expect(row).toContainText(`自提测试小区${run}`);
    await expect(row).toContainText('开放');
  });

  test('adds a good with an uploaded picture', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/credits/goods' });
    await expect(page).toHaveURL(/\/credits\/goods$/);
    await button(page, '新增').click();
    const drawer = page.getByRole('dialog', { name: '新增积分商品' });
    await dialogOpened(drawer);
    await drawer.getByLabel('商品编码').fill(`E2E-G${run}`);
    await drawer.getByLabel('商品名称').fill(`端到端保温杯${run}`);
    await drawer.getByLabel('商品类型').click();
    await option(page, '实物').click();
    await drawer.getByLabel('兑换积分').fill('300');
    await drawer.getByLabel('库存').fill('20');
    await drawer.getByLabel('每人限兑').fill('2');
    const downTime = drawer.getByLabel('下架时间');
    await downTime.click();
    await downTime.fill('2030-01-01 10:00:00');
    await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
    await expect(downTime).toHaveValue('2030-01-01 10:00:00');
    // 自提地址 is one of the pick-up points (the one added above), chosen by its address.
    await choose(page, drawer, '自提地址', `东门快递柜${run}`, `东门快递柜${run}`);
    await drawer.getByLabel('商品描述').fill('不锈钢保温杯 500ml');
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/ctyun/ctYunUpload') && r.status() === 200);
    await drawer.locator('input[type=file]').setInputFiles(path.join(import.meta.dirname, '../fixtures/good.png'));
    await uploaded;
    await expect(drawer.locator('.ant-upload-list-item-done img')).toBeVisible();
    await button(drawer, '提交').click();
    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(drawer).toBeHidden();
    const row = rows(page).filter({ hasText: `端到端保温杯${run}` });
    await expect(row).toContainText(`E2E-G${run}`);
    await expect(row.locator('img')).toHaveAttribute('src', /^\/api\/ctyun\/files\//);
    // A new good starts off the shelf (the definition's default); the switch shows it.
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });
});
