import { expect, test } from '../src/test.ts';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, tableRows as rows } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';

const DICTS = '/base/api/sysdict/sysDicts';

test.describe('permissions on the dictionary page', () => {
  test('the administrator sees 新增, 编辑 and 删除', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/dict' });
    await expect(rows(page).first()).toBeVisible();
    await expect(button(page, '新增')).toBeVisible();
    await expect(rows(page).first().getByRole('button', { name: /编辑/ })).toBeVisible();
    await expect(rows(page).first().getByRole('button', { name: /删除/ })).toBeVisible();
  });

  test('read-only staff sees the dictionary without 新增, 编辑 or 删除', async ({ page }) => {
    await openAs(page, demoStaff, { at: '/system/dict' });
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).filter({ hasText: 'sys_user_sex' })).toBeVisible();
    await expect(button(page, '新增')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /编辑/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /删除/ })).toHaveCount(0);

    // The items open, read-only too.
    await rows(page).filter({ hasText: 'sys_user_sex' }).getByRole('button', { name: /字典项/ }).click();
    const drawer = page.getByRole('dialog', { name: /字典项 · 性别/ });
    await expect(drawer.locator('.ant-table-row')).toHaveCount(2);
    await expect(button(drawer, '新增')).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: /编辑|删除/ })).toHaveCount(0);
  });

  test('the server refuses staff changes whatever the page shows', async () => {
    const token = await apiLogin(demoStaff.host, demoStaff.username, demoStaff.password);
    const create = await api(demoStaff.host, 'POST', DICTS, { dictCode: 'staff_try', dictName: '越权', status: '0' }, token);
    expect(create.status).toBe(403);
    const list = await api(demoStaff.host, 'GET', '/base/api/sysdict/sysDictsByCriteria?page=0&size=13', undefined, token);
    expect(list.status).toBe(200);
    const id = (list.body.data as { id: number }[])[0].id;
    expect((await api(demoStaff.host, 'PUT', DICTS, { id, dictName: '改名' }, token)).status).toBe(403);
    expect((await api(demoStaff.host, 'DELETE', `${DICTS}/${id}`, undefined, token)).status).toBe(403);
  });
});
