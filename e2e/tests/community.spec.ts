import { type Page, expect, test } from '../src/test.ts';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, tableRows as rows, setChecked } from '../src/system-pages.ts';
import { dialogOpened, openAs, reloaded } from '../src/ui.ts';

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
    // The region is chosen once, in the cascader: it writes 省份/城市/区县, which are not typed as well; 生成编码
    // then takes its district.
    const fields = drawer.locator('.ant-form-item-label label:visible');
    await expect(fields.filter({ hasText: /^(行政区划代码|省份|城市|区县)$/ })).toHaveText(['行政区划代码']);
    await drawer.getByLabel('行政区划代码').click();
    const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
    await menus.nth(0).getByText('广东省', { exact: true }).click();
    await menus.nth(1).getByText('深圳市', { exact: true }).click();
    await menus.nth(2).getByText('南山区', { exact: true }).click();
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
    await expect(detail.getByRole('row', { name: /省份/ })).toContainText('广东省');
    await expect(detail.getByRole('row', { name: /区县/ })).toContainText('南山区');
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

  test('the list fits the screen; its columns are shown, hidden, moved and remembered; density and refresh', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/base/community' });
    const head = page.locator('.zh-content .ant-table-thead:visible th');
    const scroller = page.locator('.zh-content .ant-table-content:visible');
    await expect(head.filter({ hasText: '联系电话' })).toBeVisible();
    // At 1440 px the default columns need no sideways scrolling: 联系电话, 状态 and 创建时间 are in view.
    await expect.poll(() => scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const title of ['联系电话', '状态', '创建时间', '操作']) await expect(head.filter({ hasText: title })).toBeInViewport();
    await expect(head.filter({ hasText: '城市' })).toHaveCount(0);

    // 列设置: a hidden column shown, moved up twice, another hidden; kept across a reload.
    await page.getByRole('button', { name: '列设置' }).click();
    const settings = page.getByRole('list', { name: '列设置' });
    await setChecked(settings.getByRole('checkbox', { name: '城市' }), true);
    await expect(head.filter({ hasText: '城市' })).toBeVisible();
    await settings.getByRole('button', { name: '上移“城市”' }).click();
    await settings.getByRole('button', { name: '上移“城市”' }).click();
    await setChecked(settings.getByRole('checkbox', { name: '物业公司' }), false);
    const titles = async () => (await head.allTextContents()).map((text) => text.trim()).filter(Boolean);
    await expect.poll(titles).toEqual(['小区编码', '城市', '小区名称', '详细地址', '联系电话', '状态', '创建时间', '操作']);
    await page.keyboard.press('Escape');
    await reloaded(page);
    await expect.poll(titles).toEqual(['小区编码', '城市', '小区名称', '详细地址', '联系电话', '状态', '创建时间', '操作']);

    // 行高: compact rows.
    await page.getByRole('button', { name: '行高' }).click();
    await page.getByRole('menuitem', { name: '紧凑' }).click();
    await expect(page.locator('.zh-content .ant-table-small:visible')).toBeVisible();

    // 刷新 shows a community added elsewhere.
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const name = `刷新花园${Date.now() % 100_000}`;
    const added = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-R${Date.now() % 100_000}`, areaName: name, address: '刷新路 1 号', status: '0' }, token);
    expect(added.status).toBe(200);
    await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(rows(page).filter({ hasText: name })).toBeVisible();
    await api(demoAdmin.host, 'DELETE', `/api/base/new-com-area/${added.body.id as number}`, undefined, token);

    // 重置: the page's own columns and density again.
    await page.getByRole('button', { name: '列设置' }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: '重置' }).click();
    await expect.poll(titles).toEqual(['小区编码', '小区名称', '详细地址', '物业公司', '联系电话', '状态', '创建时间', '操作']);
    await expect(page.locator('.zh-content .ant-table-medium:visible')).toBeVisible();
  });

  test('read-only staff sees the list without actions', async ({ page }) => {
    await openAs(page, demoStaff, { at: '/base/community' });
    await expect(page.locator('.zh-content .ant-table-thead:visible')).toContainText('小区名称');
    await expect(button(page, '新增')).toHaveCount(0);
    await expect(page.locator('.zh-content .ant-table-thead th:visible').filter({ hasText: '操作' })).toHaveCount(0);
  });
});
