import { expect, test } from '../src/test.ts';
import { demoAdmin, secondAdmin, urlOf } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, tableRows as rows } from '../src/system-pages.ts';
import { changePasswordOnPage, dialogOpened, openAs } from '../src/ui.ts';

// Each run on the same server meets its own tenant (codes are unique for ever).
const code = `e2e-${Date.now().toString(36)}`;
const name = `端到端物业 ${code}`;
const NEW_PASSWORD = 'Blue#Harbor2026';

/**
 * 租户管理: the operator's administrator creates a tenant on the screen, reads its administrator's initial password
 * once, and that administrator logs in at <code>.localhost (Chromium resolves *.localhost to loopback) in a browser
 * of its own, changes the password and sees the console without the operator's page. Then the operator renews and
 * disables it: its login page shows the tenant notice.
 */
test.describe('租户管理', () => {
  test.describe.configure({ mode: 'serial' });
  let password = '';

  test('the operator creates a tenant and reads the initial password once', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/tenant' });
    await expect(page).toHaveURL(/\/system\/tenant$/);
    const demoRow = rows(page).filter({ hasText: 'demo' }).first();
    await expect(demoRow).toContainText('运营方');
    await expect(demoRow.getByRole('button', { name: /停\s*用/ })).toBeDisabled();
    // The second tenant expires within 30 days: its days left are red.
    await expect(rows(page).filter({ hasText: 'second' }).getByTestId('days-left')).toHaveClass(/ant-typography-danger/);

    await button(page, '新增租户').click();
    const dialog = page.getByRole('dialog', { name: '新增租户' });
    await dialogOpened(dialog);
    // The rules are said before sending.
    await dialog.getByLabel('租户编码').fill('Bad_Code');
    await button(dialog, '保存').click();
    await expect(dialog.getByText('只能包含小写字母、数字和连字符（-），且以字母或数字开头')).toBeVisible();
    // An empty field says which one it is.
    for (const label of ['平台名称', '租户标识']) await expect(dialog.getByText(`${label}不能为空`)).toBeVisible();
    // A taken code is refused by the server, on its field.
    await dialog.getByLabel('租户编码').fill('second');
    await dialog.getByLabel('平台名称').fill(name);
    await dialog.getByLabel('租户标识').fill(`T-${code.toUpperCase()}`);
    await dialog.getByLabel('ICP 备案号').fill('沪ICP备00000001号');
    await button(dialog, '保存').click();
    await expect(dialog.getByText('已存在，请重新输入')).toBeVisible();
    await dialog.getByLabel('租户编码').fill(code);
    await page.screenshot({ path: test.info().outputPath('tenant-form.png') });
    await button(dialog, '保存').click();

    const created = page.getByRole('dialog', { name: '租户已创建' });
    await dialogOpened(created);
    await expect(created).toContainText('初始密码只显示这一次');
    await expect(created).toContainText(`http://${code}.localhost:`);
    await expect(created.getByTestId('created-username')).toHaveText('admin');
    password = (await created.getByTestId('created-password').textContent()) ?? '';
    expect(password).toMatch(/^\S{8,32}$/);
    await page.screenshot({ path: test.info().outputPath('tenant-created.png') });
    await button(created, '我已记下').click();
    await expect(created).toBeHidden();

    const row = rows(page).filter({ hasText: code });
    await expect(row).toContainText(name);
    await expect(row).toContainText('启用');
    await expect(row.getByTestId('days-left')).toHaveText(/剩余 36[45] 天/);
    await page.screenshot({ path: test.info().outputPath('tenant-list.png'), fullPage: true });
  });

  test("its administrator logs in at the tenant's host with the initial password and must change it", async ({ browser }) => {
    test.skip(!password, 'needs the created tenant');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(urlOf(`${code}.localhost`, '/login'));
    await expect(page).toHaveTitle(new RegExp(name));
    await page.getByPlaceholder('请输入账号').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/update-password$/);
    await changePasswordOnPage(page, password, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    // Every module's menus, but not the operator's tenant management.
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await expect(page.getByRole('menuitem', { name: '数据字典' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '租户设置' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '租户管理' })).toHaveCount(0);
    // A new tenant has nothing yet: a form that needs a community says to create one first, and leads there.
    await page.goto(urlOf(`${code}.localhost`, '/base/building'));
    await button(page, '新增').click();
    const form = page.getByRole('dialog', { name: '新增楼栋' });
    await dialogOpened(form);
    await form.getByLabel('所属小区').click();
    const empty = page.locator('.ant-select-dropdown:visible');
    await expect(empty).toContainText('暂无可选的小区');
    await empty.getByRole('link', { name: '先创建小区' }).click();
    await expect(page).toHaveURL(/\/base\/community$/);
    await expect(page.getByRole('tab', { name: '小区管理', selected: true })).toBeVisible();
    await context.close();
  });

  test('the operator renews and disables it: its login page shows the tenant notice; enabling restores it', async ({ page, browser }) => {
    test.skip(!password, 'needs the created tenant');
    await openAs(page, demoAdmin, { at: '/system/tenant' });
    await page.getByRole('textbox', { name: '租户编码' }).fill(code);
    await button(page, '查询').click();
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row).toContainText('1'); // its administrator

    await button(row, '编辑/续期').click();
    const dialog = page.getByRole('dialog', { name: `编辑租户：${name}` });
    await dialogOpened(dialog);
    await button(dialog, '续期一年').click();
    await button(dialog, '保存').click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('days-left')).toHaveText(/剩余 7[23]\d 天/);

    await row.getByRole('button', { name: /停\s*用/ }).click();
    await page.getByRole('tooltip').getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText(`租户“${name}”已停用`)).toBeVisible();
    await expect(row).toContainText('停用');

    const other = await browser.newContext();
    const login = await other.newPage();
    await login.goto(urlOf(`${code}.localhost`, '/login'));
    await expect(login.getByText(`租户“${code}”不存在或已停用，请联系平台管理员`).first()).toBeVisible();

    await row.getByRole('button', { name: /启\s*用/ }).click();
    await page.getByRole('tooltip').getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText(`租户“${name}”已启用`)).toBeVisible();
    await login.reload();
    await expect(login.getByPlaceholder('请输入账号')).toBeVisible();
    await expect(login).toHaveTitle(new RegExp(name));
    await other.close();
  });

  test("another tenant's administrator has no tenant management, and the API refuses it", async () => {
    const token = await apiLogin(secondAdmin.host, secondAdmin.username, secondAdmin.password).catch(() => '');
    const res = await api(secondAdmin.host, 'GET', '/zhwy/api/zhwy_admin/zhwyTenant/queryList', undefined, token);
    expect([401, 403]).toContain(res.status);
  });
});
