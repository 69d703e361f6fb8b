import { type Locator, type Page, expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, choose, openCreate, submitted, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';

/** Names of this run: a retry on the same server meets no rows of an earlier try. */
const run = String(Date.now() % 100_000);
/** The row whose name cell is exactly `name` (the cell also holds the expand button, which has no text). */
const row = (page: Page, name: string) => rows(page).filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}$`) }) });

/** Picks a department in the parent TreeSelect by typing part of its name. */
const chooseParent = async (page: Page, form: Locator, typed: string, name: string) => {
  const input = form.getByLabel('上级部门', { exact: true });
  await input.click();
  await input.fill(typed);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper').filter({ hasText: new RegExp(`^${name}$`) }).click();
};

/** Answers a row's delete confirmation. */
const confirmDelete = async (page: Page, target: Locator, name: string) => {
  await button(target, '删除').click();
  const confirm = page.locator('.ant-popover:visible').filter({ hasText: `确定删除部门“${name}”吗？` });
  await expect(confirm).toBeVisible();
  await button(confirm, '确定').click();
};

test.describe('部门管理 as the administrator', () => {
  const community = { a: `部门测试小区甲${run}`, b: `部门测试小区乙${run}` };

  test.beforeAll(async () => {
    const admin = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    for (const [key, areaName] of Object.entries(community)) {
      const res = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-DP-${key}${run}`, areaName, address: '部门路 1 号', status: '0' }, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  test('creates a department with two communities under a parent, edits, moves and deletes it; a parent is not deleted', async ({ page }) => {
    const name = `端到端维修${run}组`;
    const renamed = `端到端水电${run}组`;
    await openAs(page, demoAdmin, { at: '/system/department' });
    await expect(page).toHaveURL(/\/system\/department$/);
    // The seeded tree, all open.
    await expect(row(page, '工程部')).toBeVisible();
    await expect(row(page, '维修组')).toBeVisible();

    // 新增下级 under 工程部: the parent is chosen already.
    await button(row(page, '工程部'), '新增下级').click();
    const form = page.getByRole('dialog', { name: '新增下级部门 · 工程部' });
    await dialogOpened(form);
    await expect(form.getByText('工程部', { exact: true })).toBeVisible();
    await button(form, '提交').click();
    await expect(form.getByText('部门名称不能为空')).toBeVisible();
    await form.getByLabel('部门名称').fill(name);
    await choose(page, form, '负责人', '系统', '系统管理员 (admin)');
    await form.getByLabel('联系电话').fill('1380013');
    await choose(page, form, '管理小区', '甲', community.a);
    await choose(page, form, '管理小区', '乙', community.b);
    await form.locator('.ant-modal-title').click(); // closes the option list
    await button(form, '提交').click();
    await expect(form.getByText('请输入正确的手机号码')).toBeVisible();
    await form.getByLabel('联系电话').fill('13800138000');
    await page.screenshot({ path: test.info().outputPath('department-form.png') });
    await button(form, '提交').click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(form).toBeHidden();

    // In the tree under 工程部, with its leader and two communities.
    const created = row(page, name);
    await expect(created).toContainText('系统管理员');
    await expect(created).toContainText('2 个小区');
    await expect(created).toHaveClass(/ant-table-row-level-1/);
    await page.screenshot({ path: test.info().outputPath('department-page.png'), fullPage: true });

    // 编辑: a new name.
    await button(created, '编辑').click();
    const edit = page.getByRole('dialog', { name: `编辑部门 · ${name}` });
    await dialogOpened(edit);
    await expect(edit.getByText('更换上级部门会连同其全部下级部门一起移动')).toBeVisible();
    await edit.getByLabel('部门名称').fill(renamed);
    await button(edit, '提交').click();
    await expect(page.getByText('修改成功')).toBeVisible();
    // Only the name changed: the leader and the communities stay.
    await expect(row(page, renamed)).toContainText('系统管理员');
    await expect(row(page, renamed)).toContainText('2 个小区');

    // Move under 客服部: its own subtree cannot be chosen, 客服部 can.
    await button(row(page, renamed), '编辑').click();
    const move = page.getByRole('dialog', { name: `编辑部门 · ${renamed}` });
    await dialogOpened(move);
    await chooseParent(page, move, '客服', '客服部');
    await button(move, '提交').click();
    await expect(page.getByText('修改成功').first()).toBeVisible();
    await expect(move).toBeHidden();
    // Searched by its name, it shows with its new path.
    await page.getByRole('textbox', { name: '部门名称' }).fill(renamed);
    await button(page, '查询').click();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText('客服部');
    await expect(rows(page).nth(1)).toContainText(renamed);
    await button(page, '重置').click();
    await expect(row(page, '工程部')).toBeVisible();

    // 客服部 has a sub-department now: the server refuses, saying so.
    await confirmDelete(page, row(page, '客服部'), '客服部');
    await expect(page.getByText('该部门下还有 1 个下级部门，不能删除')).toBeVisible();
    await expect(row(page, '客服部')).toBeVisible();

    await confirmDelete(page, row(page, renamed), renamed);
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row(page, renamed)).toHaveCount(0);
  });
});

test.describe('岗位管理 as the administrator', () => {
  test('creates, edits and deletes a post', async ({ page }) => {
    const code = `e2e_post_${run}`;
    await openAs(page, demoAdmin, { at: '/system/post' });
    await expect(page).toHaveURL(/\/system\/post$/);
    await expect(rows(page).filter({ hasText: '项目经理' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('post-page.png'), fullPage: true });

    const form = await openCreate(page, '新增岗位');
    await form.getByLabel('岗位编码').fill(code);
    await form.getByLabel('岗位名称').fill(`绿化工${run}`);
    await submitted(page, form);
    const created = rows(page).filter({ hasText: code });
    await expect(created).toContainText(`绿化工${run}`);

    await button(created, '编辑').click();
    const edit = page.getByRole('dialog', { name: '编辑岗位' });
    await dialogOpened(edit);
    await edit.getByLabel('岗位名称').fill(`园林工${run}`);
    // (The create's 提交成功 may still show: the dialog closing is the answer here.)
    await button(edit, '提交').click();
    await expect(edit).toBeHidden();
    await expect(created).toContainText(`园林工${run}`);

    await button(created, '删除').click();
    const confirm = page.locator('.ant-popover:visible, .ant-modal-confirm:visible').filter({ hasText: `园林工${run}` });
    await expect(confirm).toBeVisible();
    await button(confirm, '确定').click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(rows(page).filter({ hasText: code })).toHaveCount(0);
  });
});
