import { type Page, expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, option, tableRows as rows } from '../src/system-pages.ts';
import { openAs, reloaded } from '../src/ui.ts';

/** Names of this run, so that a retry on the same server meets no earlier rows. */
const run = Date.now().toString(36).slice(-5);
const NAME = `巡检${run}组`;
const RENAMED = `夜巡${run}组`;

/** The form page's tab is open and its form ready (an edit page has read its group). */
const formPage = (page: Page, title: string) => page.locator('.zh-content .ant-card').filter({ has: page.getByText(title, { exact: true }) });

/**
 * 工作组管理 as a person: create a group with two people picked by searching, find it with the search box, edit it
 * (the page shows what is stored, even after a reload), delete it after the confirmation.
 */
test('the administrator creates, searches, edits and deletes a work group', async ({ page }) => {
  await openAs(page, demoAdmin, { at: '/system/workgroup' });
  await expect(page.getByPlaceholder('请输入查询内容')).toBeVisible();

  // New: the spec's messages for empty fields, then the group with admin and staff.
  await button(page, '新增').click();
  await expect(page.getByRole('tab', { name: '新增工作组' })).toBeVisible();
  const form = formPage(page, '新增工作组');
  await button(form, '提交').click();
  await expect(form.getByText('名称不能为空')).toBeVisible();
  await expect(form.getByText('描述不能为空')).toBeVisible();
  await expect(form.getByText('人员不能为空')).toBeVisible();
  await form.getByLabel('名称').fill(NAME);
  await form.getByLabel('描述').fill('负责夜间巡检');
  const users = form.getByLabel('人员');
  await users.click();
  await users.fill('staff');
  await option(page, 'staff').click();
  await users.fill('admin');
  await option(page, 'admin').click();
  await form.getByText('描述', { exact: true }).click(); // closes the list
  await page.screenshot({ path: test.info().outputPath('workgroup-add.png') });
  await button(form, '提交').click();
  await expect(page.getByText('创建工作组成功')).toBeVisible();
  // Back on the list, which shows the new group.
  await expect(page.getByRole('tab', { name: '新增工作组' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/system\/workgroup$/);

  await page.getByPlaceholder('请输入查询内容').fill(`${run}组`);
  await button(page, '查询').click();
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).filter({ hasText: NAME });
  await expect(row).toContainText('负责夜间巡检');
  // One page of results: no pager.
  await expect(page.locator('.zh-content .ant-pagination:visible')).toHaveCount(0);
  // The description is searched too.
  await page.getByPlaceholder('请输入查询内容').fill('夜间巡检');
  await button(page, '查询').click();
  await expect(rows(page).filter({ hasText: NAME })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('workgroup-list.png') });

  // Edit: the stored values, kept across a reload (the id is the page's parameter).
  await button(row, '编辑').click();
  await expect(page.getByRole('tab', { name: '编辑工作组' })).toBeVisible();
  const edit = formPage(page, '编辑工作组');
  await expect(edit.getByLabel('名称')).toHaveValue(NAME);
  await reloaded(page);
  await expect(edit.getByLabel('名称')).toHaveValue(NAME);
  await expect(edit.locator('.ant-select-selection-item[title*="staff"]')).toBeVisible();
  await expect(edit.locator('.ant-select-selection-item[title*="admin"]')).toBeVisible();
  await edit.getByLabel('名称').fill(RENAMED);
  await edit.locator('.ant-select-selection-item[title*="admin"] .ant-select-selection-item-remove').click();
  await expect(edit.locator('.ant-select-selection-item[title*="admin"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('workgroup-edit.png') });
  await button(edit, '提交').click();
  await expect(page.getByText('更新工作组成功')).toBeVisible();
  await expect(page).toHaveURL(/\/system\/workgroup$/);

  const admin = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  const listed = await api(demoAdmin.host, 'GET', `/zhwy/api/system/cscpWorkGroupsOr?groupName=${encodeURIComponent(RENAMED)}&description=${encodeURIComponent(RENAMED)}`, undefined, admin);
  const id = (listed.body.data as { id: number }[])[0]!.id;
  const stored = await api(demoAdmin.host, 'GET', `/zhwy/api/system/cscpWorkGroups/${id}`, undefined, admin);
  expect((stored.body.userDetail as { username: string }[]).map((user) => user.username)).toEqual(['staff']);

  // Delete after the confirmation.
  await page.getByPlaceholder('请输入查询内容').fill(RENAMED);
  await button(page, '查询').click();
  const renamed = rows(page).filter({ hasText: RENAMED });
  await expect(renamed).toHaveCount(1);
  await button(renamed, '删除').click();
  await expect(page.getByText('确定删除该条记录吗？')).toBeVisible();
  await button(page.locator('.ant-popconfirm'), '确定').click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(rows(page).filter({ hasText: RENAMED })).toHaveCount(0);
});
