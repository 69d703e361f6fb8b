import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { button, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';


test.describe('数据字典 as the administrator', () => {
  test.beforeEach(async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/dict' });
    await expect(page).toHaveURL(/\/system\/dict$/);
  });

  test('searches the dictionary types and resets the search', async ({ page }) => {
    await expect(rows(page).first()).toBeVisible();
    const total = page.locator('.ant-pagination-total-text:visible');
    await expect(total).toHaveText(/^共 \d+ 条$/);
    const before = await total.textContent();

    const codeSearch = page.getByRole('textbox', { name: '字典编码' });
    await codeSearch.fill('sys_user');
    await button(page, '查询').click();
    await expect(total).toHaveText('共 2 条');
    await expect(rows(page)).toHaveCount(2);
    for (const code of await rows(page).locator('td:first-child').allTextContents()) expect(code).toContain('sys_user');

    await page.getByRole('combobox', { name: '状态' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '停用' }).click();
    await button(page, '查询').click();
    await expect(page.locator('.zh-content .ant-empty-description:visible')).toHaveText('暂无数据');

    await button(page, '重置').click();
    await expect(codeSearch).toHaveValue('');
    await expect(total).toHaveText(before!);
  });

  test('creates, edits, fills and deletes a dictionary type', async ({ page }) => {
    const total = page.locator('.ant-pagination-total-text:visible');
    await expect(total).toHaveText(/^共 \d+ 条$/);
    const count = Number((await total.textContent())!.match(/\d+/)![0]);

    // New: required messages when fields are left empty, a counter while typing, emoji dropped.
    await button(page, '新增').click();
    const dialog = page.getByRole('dialog', { name: '新增字典类型' });
    await dialogOpened(dialog);
    await button(dialog, '提交').click();
    await expect(dialog.getByText('字典编码不能为空')).toBeVisible();
    await expect(dialog.getByText('字典名称不能为空')).toBeVisible();

    const code = dialog.getByLabel('字典编码');
    await code.fill('报修 type');
    await expect(dialog.getByText('只能包含字母、数字及 _ . : -')).toBeVisible();
    await code.fill('e2e_repair_type');
    await expect(dialog.getByText('15 / 100')).toBeVisible();
    await expect(dialog.getByText('字典编码不能为空')).toBeHidden();
    await dialog.getByLabel('字典名称').fill('报修类型😀');
    await expect(dialog.getByLabel('字典名称')).toHaveValue('报修类型');
    await dialog.getByLabel('备注').fill('端到端测试创建');
    await button(dialog, '提交').click();
    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(total).toHaveText(`共 ${count + 1} 条`);
    // The new type comes last in the default order (creation time), past the first page: find it by its code.
    await page.getByRole('textbox', { name: '字典编码' }).fill('e2e_repair_type');
    await button(page, '查询').click();
    await expect(total).toHaveText('共 1 条');
    const row = rows(page).filter({ hasText: 'e2e_repair_type' });
    await expect(row).toContainText('报修类型');
    await expect(row).toContainText('正常');

    // A code that exists already: the server's answer lands on the field.
    await button(page, '新增').click();
    await dialog.getByLabel('字典编码').fill('sys_user_sex');
    await dialog.getByLabel('字典名称').fill('重复的编码');
    await button(dialog, '提交').click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('已存在，请重新输入');
    await button(dialog, '取消').click();

    // Edit: the code stays, the name changes.
    await row.getByRole('button', { name: /编辑/ }).click();
    const edit = page.getByRole('dialog', { name: '编辑字典类型' });
    await expect(edit.getByLabel('字典编码')).toBeDisabled();
    await expect(edit.getByLabel('字典名称')).toHaveValue('报修类型');
    await edit.getByLabel('字典名称').fill('报修类别');
    await button(edit, '提交').click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('报修类别');

    // Items of the new type, in the drawer.
    await row.getByRole('button', { name: /字典项/ }).click();
    const drawer = page.getByRole('dialog', { name: /字典项 · 报修类别/ });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('.ant-empty-description')).toHaveText('暂无数据');
    await button(drawer, '新增').click();
    const itemForm = page.getByRole('dialog', { name: '新增字典项' });
    await itemForm.getByLabel('字典值').fill('1');
    await itemForm.getByLabel('字典标签').fill('水电维修');
    await itemForm.getByLabel('排序').fill('1');
    await button(itemForm, '提交').click();
    await expect(itemForm).toBeHidden();
    const item = drawer.locator('.ant-table-row').filter({ hasText: '水电维修' });
    await expect(item).toBeVisible();
    await expect(drawer.locator('.ant-pagination-total-text')).toHaveText('共 1 条');

    await item.getByRole('button', { name: /删除/ }).click();
    await expect(page.getByText('确定删除这条数据吗？')).toBeVisible();
    await button(page.locator('.ant-popconfirm:visible'), '确定').click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(item).toHaveCount(0);
    await drawer.getByRole('button', { name: /close|关闭/i }).click();
    await expect(drawer).toBeHidden();

    // Delete the type: cancelling keeps it, confirming removes it.
    await row.getByRole('button', { name: /删除/ }).click();
    await button(page.locator('.ant-popconfirm:visible'), '取消').click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /删除/ }).click();
    await button(page.locator('.ant-popconfirm:visible'), '确定').click();
    await expect(row).toHaveCount(0);
    await button(page, '重置').click();
    await expect(total).toHaveText(`共 ${count} 条`);
  });

  test('sorts by a column on the server', async ({ page }) => {
    await expect(rows(page).first()).toBeVisible();
    const codes = () => rows(page).locator('td:first-child').allTextContents();
    const header = page.getByRole('columnheader', { name: '字典编码' });
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => { const now = await codes(); return now.join() === [...now].sort().join() && now.length > 1; }).toBe(true);
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => { const now = await codes(); return now.join() === [...now].sort().reverse().join(); }).toBe(true);
  });
});
