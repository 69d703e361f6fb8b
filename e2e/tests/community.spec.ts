import { type Page, expect, test } from '@playwright/test';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { button, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';

const popconfirm = (page: Page) => page.locator('.ant-popconfirm:visible');

test.describe('小区管理 (the resource page, thoroughly)', () => {
  test('adds, finds, switches, edits and deletes a community', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/base/community' });
    await expect(page).toHaveURL(/\/base\/community$/);
    const total = page.locator('.ant-pagination-total-text:visible');
    await expect(page.locator('.zh-content .ant-table-thead:visible')).toContainText('小区名称');

    // A long form opens in a drawer; required fields say so, a number is checked whole.
    await button(page, '新增').click();
    const drawer = page.getByRole('dialog', { name: '新增小区' });
    await dialogOpened(drawer);
    await button(drawer, '提交').click();
    await expect(drawer.getByText('小区编码不能为空')).toBeVisible();
    await expect(drawer.getByText('小区名称不能为空')).toBeVisible();
    // The region cascader (before the three fields it fills) writes 省份/城市/区县; 生成编码 then takes its district.
    const fields = drawer.locator('.ant-form-item-label label');
    await expect(fields.filter({ hasText: /^(行政区划代码|省份|城市|区县)$/ })).toHaveText(['行政区划代码', '省份', '城市', '区县']);
    await drawer.getByLabel('行政区划代码').click();
    const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
    await menus.nth(0).getByText('广东省', { exact: true }).click();
    await menus.nth(1).getByText('深圳市', { exact: true }).click();
    await menus.nth(2).getByText('南山区', { exact: true }).click();
    await expect(drawer.getByLabel('省份')).toHaveValue('广东省');
    await expect(drawer.getByLabel('城市')).toHaveValue('深圳市');
    await expect(drawer.getByLabel('区县')).toHaveValue('南山区');
    const code = drawer.getByLabel('小区编码');
    await expect(code).toHaveValue('');
    await button(drawer, '生成编码').click();
    await expect(code).toHaveValue(/^XQ440305\d{3,}$/);
    await expect(drawer.getByText('小区编码不能为空')).toBeHidden();
    await code.fill('E2E-C1');
    await drawer.getByLabel('小区名称').fill('端到端花园');
    await drawer.getByLabel('详细地址').fill('测试路 1 号');
    const area = drawer.getByLabel('占地面积（平方米）');
    await area.fill('abc');
    await expect(drawer.getByText('请输入整数')).toBeVisible();
    await area.fill('-5');
    await expect(drawer.getByText('不能小于 0')).toBeVisible();
    await expect(area).toHaveValue('-5'); // never clamped
    await area.fill('12000');
    await expect(drawer.getByText('不能小于 0')).toBeHidden();
    await button(drawer, '提交').click();
    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(drawer).toBeHidden();

    const row = rows(page).filter({ hasText: '端到端花园' });
    await expect(row).toContainText('E2E-C1');
    await expect(row.locator('.ant-switch')).toHaveAttribute('aria-checked', 'true');

    // Search by name, then reset.
    await page.getByRole('textbox', { name: '小区名称' }).fill('端到端');
    await button(page, '查询').click();
    await expect(total).toHaveText('共 1 条');
    await expect(rows(page)).toHaveCount(1);

    // The name opens the read-only detail.
    await row.getByRole('button', { name: '端到端花园' }).click();
    const detail = page.getByRole('dialog', { name: '端到端花园 · 详情' });
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('row', { name: /占地面积/ })).toContainText('12000');
    await detail.getByRole('button', { name: /close|关闭/i }).click();
    await expect(detail).toBeHidden();

    // The status switch asks first; cancelling changes nothing, confirming calls editStatus.
    await row.getByRole('switch').click();
    await expect(popconfirm(page)).toContainText('确定修改“端到端花园”的状态吗？');
    await button(popconfirm(page), '取消').click();
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    const toggled = page.waitForResponse((r) => r.url().includes('/api/base/ComArea/editStatus/') && r.status() === 200);
    await row.getByRole('switch').click();
    await button(popconfirm(page), '确定').click();
    await toggled;
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await expect(row.getByRole('switch')).toContainText('停用');

    // Edit in the drawer: values come from the row.
    await row.getByRole('button', { name: /编辑/ }).click();
    const edit = page.getByRole('dialog', { name: '编辑小区' });
    await dialogOpened(edit);
    await expect(edit.getByLabel('小区名称')).toHaveValue('端到端花园');
    await expect(edit.getByLabel('占地面积（平方米）')).toHaveValue('12000');
    await edit.getByLabel('详细地址').fill('测试路 2 号');
    await button(edit, '提交').click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('测试路 2 号');

    // Delete: the confirmation names the community.
    await row.getByRole('button', { name: /删除/ }).click();
    await expect(popconfirm(page)).toContainText('确定删除“端到端花园”吗？');
    await button(popconfirm(page), '确定').click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row).toHaveCount(0);

    await button(page, '重置').click();
    await expect(page.getByRole('textbox', { name: '小区名称' })).toHaveValue('');
  });

  test('read-only staff sees the list without actions', async ({ page }) => {
    await openAs(page, demoStaff, { at: '/base/community' });
    await expect(page.locator('.zh-content .ant-table-thead:visible')).toContainText('小区名称');
    await expect(button(page, '新增')).toHaveCount(0);
    await expect(page.locator('.zh-content .ant-table-thead th:visible').filter({ hasText: '操作' })).toHaveCount(0);
  });
});
