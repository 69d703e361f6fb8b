import { type Locator, type Page, expect, test } from '../src/test.ts';
import { type Account, READY_PASSWORD, demoAdmin, urlOf } from '../src/accounts.ts';
import { aes, api, apiChangePassword, apiLogin, passwordKey } from '../src/api.ts';
import { button, openFromMenu } from '../src/system-pages.ts';
import { loginAs, openAs, reloaded } from '../src/ui.ts';

/**
 * 角色管理 acting as a person (issue 12): the administrator creates a role with some menus checked, edits it, a user
 * of the role sees those menus; a grant removed is gone from that user's side menu on the next load; deleting the
 * role is refused while the user holds it and works once nobody does.
 */
test.describe('角色管理', () => {
  test.describe.configure({ mode: 'serial' });
  const run = Date.now().toString(36).slice(-5);
  const ROLE = `巡检员${run}`;
  const username = `role${run}`;
  const ids = { area: 0, department: 0, role: 0, user: 0 };
  const account: Account = { host: demoAdmin.host, username, password: READY_PASSWORD };
  let admin = '';

  const card = (page: Page, name: string) => page.locator('.zh-role-card').filter({ hasText: name });
  const treeNode = (scope: Locator, title: string) => scope.locator('.ant-tree-treenode').filter({ has: scope.page().getByText(title, { exact: true }) });
  const checkbox = (scope: Locator, title: string) => treeNode(scope, title).first().locator('.ant-tree-checkbox');
  const formCard = (page: Page, title: string) => page.locator('.zh-content .ant-card').filter({ has: page.getByText(title, { exact: true }) });

  test.beforeAll(async () => {
    admin = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const post = async (path: string, body: object) => {
      const res = await api(demoAdmin.host, 'POST', path, body, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.id ?? (res.body.data as { id: number } | undefined)?.id) as number;
    };
    ids.area = await post('/api/base/new-com-area', { areaCode: `E2E-R-${run}`, areaName: `角色区${run}`, address: '角色路 1 号', status: '0' });
    ids.department = await post('/api/zhwy/ComDepartment', { departmentName: `巡检部${run}`, parentId: 0, areaIds: `${ids.area}`, status: '0' });
  });

  test('the administrator creates a role with some menus checked, then edits it', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/role' });
    await expect(card(page, '系统管理员')).toBeVisible();
    // The built-in administrator role cannot be deleted: no close icon on its card.
    await expect(card(page, '系统管理员').getByRole('button', { name: /删除角色/ })).toHaveCount(0);
    await expect(card(page, '只读员工').getByRole('button', { name: /删除角色/ })).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('role-management.png') });

    await page.getByRole('button', { name: '新增角色' }).click();
    await expect(page.getByRole('tab', { name: '新增角色' })).toBeVisible();
    const form = formCard(page, '新增角色');
    const tree = form.locator('.zh-role-tree');
    await expect(treeNode(tree, '数据字典')).toBeVisible();
    await button(form, '提交').click();
    await expect(form.getByText('名称不能为空')).toBeVisible();
    await form.getByLabel('名称').fill(ROLE);
    await form.getByLabel('扩展属性').fill('负责小区巡检');
    await checkbox(tree, '数据字典').click();
    await checkbox(tree, '工作组管理').click();
    await expect(treeNode(tree, '系统管理').locator('.ant-tree-checkbox-indeterminate')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('role-add.png') });
    await button(form, '提交').click();
    await expect(page.getByText('新角色已创建')).toBeVisible();
    await expect(page.getByRole('tab', { name: '新增角色' })).toHaveCount(0);
    await expect(card(page, ROLE)).toContainText('负责小区巡检');

    const roles = await api(demoAdmin.host, 'GET', '/zhwy/api/system/cscpRolessByCriteria?size=1000', undefined, admin);
    ids.role = (roles.body.data as { id: number; name: string }[]).find((role) => role.name === ROLE)!.id;

    // Edit: what was stored, kept across a reload (the id is the page's parameter).
    await card(page, ROLE).click();
    await expect(page.getByRole('tab', { name: '编辑角色' })).toBeVisible();
    const edit = formCard(page, '编辑角色');
    await expect(edit.getByLabel('名称')).toHaveValue(ROLE);
    await reloaded(page);
    await expect(edit.getByLabel('名称')).toHaveValue(ROLE);
    const editTree = edit.locator('.zh-role-tree');
    await expect(checkbox(editTree, '数据字典')).toHaveClass(/ant-tree-checkbox-checked/);
    await expect(checkbox(editTree, '工作组管理')).toHaveClass(/ant-tree-checkbox-checked/);
    await expect(checkbox(editTree, '用户管理')).not.toHaveClass(/ant-tree-checkbox-checked/);
    await edit.getByLabel('扩展属性').fill('负责夜间巡检');
    await page.screenshot({ path: test.info().outputPath('role-edit.png') });
    await button(edit, '提交').click();
    await expect(page.getByText('角色数据已更新')).toBeVisible();
    await expect(card(page, ROLE)).toContainText('负责夜间巡检');
  });

  test('a user of the role sees its menus; a grant removed is gone on their next load', async ({ page, browser }) => {
    // The user, created through the API with the role, sets a password of their own.
    const key = await passwordKey(demoAdmin.host);
    const created = await api(
      demoAdmin.host,
      'POST',
      '/zhwy/api/system/cscpUserDetails',
      { username, name: '巡检', sex: '1', mobile: '13800138123', departmentIds: `${ids.department}`, roles: `${ids.role}`, areaIds: `${ids.area}`, password: aes('Init#Role2026x', key) },
      admin,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    ids.user = (created.body.data as { id: number }).id;
    await apiChangePassword(demoAdmin.host, username, 'Init#Role2026x', READY_PASSWORD);

    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await loginAs(userPage, account);
    const side = userPage.getByRole('complementary', { name: '导航菜单' });
    await openFromMenu(userPage, '系统管理', '数据字典');
    await expect(side.getByRole('menuitem', { name: '工作组管理' })).toBeVisible();
    await expect(side.getByRole('menuitem', { name: '用户管理' })).toHaveCount(0);

    // The administrator takes 数据字典 away.
    await openAs(page, demoAdmin, { at: '/system/role' });
    await card(page, ROLE).click();
    const edit = formCard(page, '编辑角色');
    await expect(edit.getByLabel('名称')).toHaveValue(ROLE);
    const tree = edit.locator('.zh-role-tree');
    await expect(checkbox(tree, '数据字典')).toHaveClass(/ant-tree-checkbox-checked/);
    await checkbox(tree, '数据字典').click();
    await button(edit, '提交').click();
    await expect(page.getByText('角色数据已更新')).toBeVisible();

    await userPage.goto(urlOf(demoAdmin.host, '/home'));
    await expect(side.getByRole('menuitem', { name: '系统管理' })).toBeVisible();
    if (!(await side.getByRole('menuitem', { name: '工作组管理' }).isVisible())) await side.getByRole('menuitem', { name: '系统管理' }).click();
    await expect(side.getByRole('menuitem', { name: '工作组管理' })).toBeVisible();
    await expect(side.getByRole('menuitem', { name: '数据字典' })).toHaveCount(0);
    // And the API refuses it as well.
    const token = await apiLogin(demoAdmin.host, username, READY_PASSWORD);
    expect((await api(demoAdmin.host, 'GET', '/base/api/sysdict/sysDictsByCriteria', undefined, token)).status).toBe(403);
    await userContext.close();
  });

  test('deleting the role is refused while an account uses it, and works once none does', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/role' });
    const remove = () => card(page, ROLE).getByRole('button', { name: `删除角色 ${ROLE}` }).click();
    await remove();
    const confirm = page.getByRole('dialog').filter({ hasText: `确定删除角色“${ROLE}”吗？` });
    await button(confirm, '确定').click();
    await expect(page.getByText('该角色已被 1 个账号使用，禁止删除')).toBeVisible();
    await expect(card(page, ROLE)).toBeVisible();

    expect((await api(demoAdmin.host, 'DELETE', `/zhwy/api/system/cscpUsers/${ids.user}`, undefined, admin)).status).toBe(200);
    await remove();
    await button(page.getByRole('dialog').filter({ hasText: ROLE }), '确定').click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(card(page, ROLE)).toHaveCount(0);
  });
});
