import { type Locator, type Page, expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, setChecked } from '../src/system-pages.ts';
import { dialogOpened, openAs, openAt, pageShown } from '../src/ui.ts';

/**
 * Issue 24, tables and pages: the hand-made lists carry the framework's view controls (refresh, 行高, 列设置, kept per
 * user and page), the columns fit the room the table has (beside the place tree too), and a reference picker whose
 * target has no rows says what to create first, with a link to the page that creates it.
 */
const run = Date.now() % 1_000_000;
const head = (page: Page) => page.locator('.zh-content .ant-table-thead th:visible');
const titles = async (page: Page) => (await head(page).allTextContents()).map((text) => text.trim()).filter(Boolean);

/** Hides a column through 列设置 (clicked until seen checked off: a click while the popover opens can be lost), then closes the settings. */
const hideColumn = async (page: Page, name: string) => {
  await page.getByRole('button', { name: '列设置' }).click();
  const box = page.getByRole('list', { name: '列设置' }).getByRole('checkbox', { name });
  await expect(box).toBeChecked();
  await setChecked(box, false);
  await page.keyboard.press('Escape');
};

/** Back to the page's own columns and density. */
const resetView = async (page: Page) => {
  await page.getByRole('button', { name: '列设置' }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: '重置' }).click();
  await page.keyboard.press('Escape');
};

// The tests share nothing (each opens its own pages, names its rows with the run's suffix): spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** A hand-made list: its address, its tab, the column hidden and one that stays. */
type List = { at: string; tab: string; column: string; kept: string };

/**
 * Two lists a test, as a person sets them up one after the other: each opened by its address, a column hidden and
 * the rows compacted; then one reload, the list in front checked, the other brought back by its tab (mounted afresh
 * in the reloaded console, from what was saved), and each reset.
 */
const viewsKept = async (page: Page, lists: [List, List]) => {
  for (const [index, { at, column, kept }] of lists.entries()) {
    if (index === 0) await openAs(page, demoAdmin, { at });
    else await openAt(page, at);
    await expect(head(page).filter({ hasText: kept })).toBeVisible();
    await expect(head(page).filter({ hasText: column })).toBeVisible();
    await hideColumn(page, column);
    await expect(head(page).filter({ hasText: column })).toHaveCount(0);
    await page.getByRole('button', { name: '行高' }).click();
    await page.getByRole('menuitem', { name: '紧凑' }).click();
    await expect(page.locator('.zh-content .ant-table-small:visible')).toBeVisible();
  }

  await page.reload();
  for (const [index, { at, tab, column, kept }] of [...lists].reverse().entries()) {
    if (index > 0) {
      await page.getByRole('tab', { name: tab }).click();
      await pageShown(page, at);
    }
    await expect(head(page).filter({ hasText: kept })).toBeVisible();
    await expect(head(page).filter({ hasText: column })).toHaveCount(0);
    await expect(page.locator('.zh-content .ant-table-small:visible')).toBeVisible();
    // 操作 stays the last column whatever was hidden.
    expect((await titles(page)).at(-1)).toBe('操作');

    await resetView(page);
    await expect(head(page).filter({ hasText: column })).toBeVisible();
    await expect(page.locator('.zh-content .ant-table-medium:visible')).toBeVisible();
  }
};

test.describe('列表的视图控件（手写列表）', () => {
  test('租户 and 在线用户: a column hidden and compact rows are kept across a reload', async ({ page }) => {
    await viewsKept(page, [
      { at: '/system/tenant', tab: '租户管理', column: '租户标识', kept: '平台名称' },
      { at: '/system/online', tab: '在线用户', column: '浏览器', kept: '登录时间' },
    ]);
  });

  test('部门 and 工作组: a column hidden and compact rows are kept across a reload', async ({ page }) => {
    await viewsKept(page, [
      { at: '/system/department', tab: '部门管理', column: '联系电话', kept: '部门名称' },
      { at: '/system/workgroup', tab: '工作组管理', column: '描述', kept: '名称' },
    ]);
  });

  test('在线用户 in English: the controls speak the language, and a column moves up', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/online' });
    await page.evaluate(() => localStorage.setItem('locale', 'en_US'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Columns' })).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    const settings = page.getByRole('list', { name: 'Columns' });
    const first = (await titles(page))[0]!;
    const second = (await titles(page))[1]!;
    await settings.getByRole('button', { name: `Move “${second}” up` }).click();
    await expect.poll(async () => (await titles(page)).slice(0, 2)).toEqual([second, first]);
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'Reset' }).click();
    await expect.poll(async () => (await titles(page)).slice(0, 2)).toEqual([first, second]);
  });

  test('角色管理: 刷新 shows a role added elsewhere', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/role' });
    const name = `刷新角色${run}`;
    await expect(page.locator('.zh-role-card').first()).toBeVisible();
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const created = await api(demoAdmin.host, 'POST', '/zhwy/api/system/cscpRoless', { name, roleExtent: '端到端' }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    try {
      await expect(page.locator('.zh-role-card').filter({ hasText: name })).toHaveCount(0);
      await page.getByRole('button', { name: '刷新' }).click();
      await expect(page.locator('.zh-role-card').filter({ hasText: name })).toBeVisible();
    } finally {
      await api(demoAdmin.host, 'DELETE', `/zhwy/api/system/cscpRoless/${created.body.id as number}`, undefined, token);
    }
  });
});

/** The box of a locator, asserted present. */
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
};

test.describe('列宽适配 1440', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('住户 with the tree open and closed: 房屋 shows whole, left of 操作 and inside the screen, without a scroll bar', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/base/resident' });
    const tree = page.getByRole('button', { name: '收起小区楼栋' });
    await expect(tree).toBeVisible();
    const fits = async () => {
      const room = head(page).filter({ hasText: /^房屋$/ });
      const actions = head(page).filter({ hasText: /^操作$/ });
      await expect(room).toBeVisible();
      // The layout settles once the table has measured its room.
      await expect
        .poll(async () => (await boxOf(room)).x + (await boxOf(room)).width <= (await boxOf(actions)).x + 1)
        .toBe(true);
      const roomBox = await boxOf(room);
      expect(roomBox.x).toBeGreaterThan(0);
      expect(roomBox.x + roomBox.width).toBeLessThanOrEqual(1440);
      expect((await boxOf(actions)).x + (await boxOf(actions)).width).toBeLessThanOrEqual(1440);
      // No column behind a horizontal scroll: the table's body is not wider than its box.
      const body = page.locator('.zh-content .ant-table-content:visible, .zh-content .ant-table-body:visible').first();
      expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      for (const title of ['所属小区', '姓名', '证件号码', '手机号码', '住户类型']) await expect(head(page).filter({ hasText: title })).toBeInViewport({ ratio: 1 });
    };
    await fits();
    await page.screenshot({ path: test.info().outputPath('resident-1440-tree.png') });
    await tree.click();
    await expect(page.getByRole('button', { name: '展开小区楼栋' })).toBeVisible();
    await fits();
    await page.getByRole('button', { name: '展开小区楼栋' }).click();
    await expect(tree).toBeVisible();
  });
});

test.describe('空的引用选择', () => {
  test('a community without buildings: the room picker says 先创建楼栋, and the link opens 楼栋管理', async ({ page }) => {
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const areaName = `空楼花园${run}`;
    const area = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-EMPTY-${run}`, areaName, address: '空楼路 1 号', status: '0' }, token);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    try {
      await openAs(page, demoAdmin, { at: '/base/resident' });
      await button(page, '新增').click();
      const form = page.getByRole('dialog', { name: '新增住户' });
      await dialogOpened(form);
      await form.getByLabel('所属小区').click();
      await form.getByLabel('所属小区').fill(areaName);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: areaName }).click();
      await form.getByRole('combobox', { name: /^房屋/ }).click();
      const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
      await menus.nth(0).getByText(areaName, { exact: true }).click();
      await expect(menus.nth(1)).toContainText('暂无可选的楼栋');
      const link = menus.nth(1).getByRole('link', { name: '先创建楼栋' });
      await expect(link).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('room-picker-empty.png') });
      await link.click();
      await expect(page).toHaveURL(/\/base\/building$/);
    } finally {
      await api(demoAdmin.host, 'DELETE', `/api/base/new-com-area/${area.body.id as number}`, undefined, token);
    }
  });

  test('in English: the empty level says so and links to the building page', async ({ page }) => {
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const areaName = `Empty Court ${run}`;
    const area = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-EN-${run}`, areaName, address: '1 Empty Road', status: '0' }, token);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    try {
      await openAs(page, demoAdmin, { at: '/base/resident' });
      await page.evaluate(() => localStorage.setItem('locale', 'en_US'));
      await page.reload();
      await button(page, 'New').click();
      const form = page.getByRole('dialog');
      await dialogOpened(form);
      const community = form.getByRole('combobox', { name: /^\* Community/ });
      await community.click();
      await community.fill(areaName);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: areaName }).click();
      await form.getByRole('combobox', { name: /^Room/ }).click();
      const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
      await menus.nth(0).getByText(areaName, { exact: true }).click();
      await expect(menus.nth(1)).toContainText('No building yet');
      await menus.nth(1).getByRole('link', { name: 'Create one first' }).click();
      await expect(page).toHaveURL(/\/base\/building$/);
    } finally {
      await api(demoAdmin.host, 'DELETE', `/api/base/new-com-area/${area.body.id as number}`, undefined, token);
    }
  });

  test('新增用户 while the tenant has no post: 岗位 says 先创建岗位 and the link opens 岗位管理', async ({ page }) => {
    // The tenant's posts answer empty (the demo has some, which other tests use): the list the form reads, as a new tenant's.
    await page.route('**/zhwy/api/zhwy_admin/post/queryList**', (route) => route.fulfill({ json: { code: 0, msg: '操作成功', data: [] } }));
    await openAs(page, demoAdmin, { at: '/system/user' });
    await button(page.getByRole('main'), '新增').click();
    const form = page.locator('form#user-add');
    await form.getByRole('combobox', { name: '岗位' }).click();
    const list = page.locator('.ant-select-dropdown:visible');
    await expect(list).toContainText('暂无可选的岗位');
    await list.getByRole('link', { name: '先创建岗位' }).click();
    await expect(page).toHaveURL(/\/system\/post$/);
  });
});
