import { expect, test } from '../src/test.ts';
import { type Account, READY_PASSWORD, demoAdmin, urlOf } from '../src/accounts.ts';
import { api, apiCreateTenant, apiLogin } from '../src/api.ts';
import { changePasswordOnPage, passwordPageFields } from '../src/ui.ts';

const loginButton = /登\s*录/;

test.describe('logging in', () => {
  test('an empty form says which fields are missing', async ({ page }) => {
    await page.goto(urlOf(demoAdmin.host, '/login'));
    await page.getByRole('button', { name: loginButton }).click();
    await expect(page.getByText('账号不能为空')).toBeVisible();
    await expect(page.getByText('密码不能为空')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto(urlOf(demoAdmin.host, '/login'));
    const password = page.getByPlaceholder('请输入密码');
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('img', { name: 'eye-invisible' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('a wrong password tells how many attempts are left', async ({ page }) => {
    // A successful login clears earlier failures, so the count starts from the full five.
    await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    await page.goto(urlOf(demoAdmin.host, '/login'));
    await page.getByPlaceholder('请输入账号').fill(demoAdmin.username);
    await page.getByPlaceholder('请输入密码').fill('not-my-password');
    await page.getByRole('button', { name: loginButton }).click();
    await expect(page.getByRole('alert').filter({ hasText: '登录失败，您还有 4 次机会' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The right password still gets in, and the failure count starts over.
    await page.getByPlaceholder('请输入密码').fill(READY_PASSWORD);
    await page.getByRole('button', { name: loginButton }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('five wrong passwords lock the account, even against the right one', async ({ page }) => {
    // An account of this run's own: a lock outlives the test, and a second run on the same server must start at five.
    const lockable = await apiCreateTenant(demoAdmin, 'lock', { adminUsername: 'staff' });
    await page.goto(urlOf(lockable.host, '/login'));
    await page.getByPlaceholder('请输入账号').fill(lockable.username);
    const password = page.getByPlaceholder('请输入密码');
    const submit = page.getByRole('button', { name: loginButton });
    const notice = page.getByRole('alert');
    for (const left of [4, 3, 2, 1]) {
      await password.fill(`wrong-${left}`);
      await submit.click();
      await expect(notice.filter({ hasText: `登录失败，您还有 ${left} 次机会` })).toBeVisible();
    }
    await password.fill('wrong-0');
    await submit.click();
    await expect(notice.filter({ hasText: '账号已锁定，请在 30 分钟后重试' })).toBeVisible();

    await password.fill(lockable.password);
    await submit.click();
    await expect(notice.filter({ hasText: /账号已锁定，请在 (29 分钟 \d+ 秒|30 分钟)后重试/ })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the forced password change', () => {
  // A first login happens once per account: each run takes a tenant of its own, ending 19 days and some hours from now.
  let firstLogin: Account;
  test.beforeAll(async () => {
    firstLogin = await apiCreateTenant(demoAdmin, 'first', { expireDays: 19 });
  });

  test('a first login must change the initial password before going on', async ({ page }) => {
    await page.goto(urlOf(firstLogin.host, '/login'));
    await page.getByPlaceholder('请输入账号').fill(firstLogin.username);
    await page.getByPlaceholder('请输入密码').fill(firstLogin.password);
    await page.getByRole('button', { name: loginButton }).click();

    await expect(page).toHaveURL(/\/update-password$/);
    await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
    await expect(page.getByText('您的密码存在安全风险，请先修改密码，才能继续登录系统。')).toBeVisible();
    await expect(page.getByLabel('账号')).toHaveValue(firstLogin.username);

    // Cancel ends the session (home would send the user straight back): the login page says why the console stays
    // closed, and the forced page is reached again only by logging in.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: /取\s*消/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('已退出登录：修改密码后才能使用控制台，请重新登录并修改密码')).toBeVisible();
    expect((await api(firstLogin.host, 'GET', '/zhwy/api/system/cscpCurrentUserDetails', undefined, token ?? '')).status).toBe(401);
    await page.goto(urlOf(firstLogin.host, '/update-password'));
    await expect(page).toHaveURL(/\/login$/);
    await page.getByPlaceholder('请输入账号').fill(firstLogin.username);
    await page.getByPlaceholder('请输入密码').fill(firstLogin.password);
    await page.getByRole('button', { name: loginButton }).click();
    await expect(page).toHaveURL(/\/update-password$/);
    await expect(page.getByLabel('账号')).toHaveValue(firstLogin.username);

    // Each field is required as soon as it is left empty.
    const fields = passwordPageFields(page);
    await fields.old.focus();
    await fields.next.focus();
    await expect(page.getByText('请输入原密码')).toBeVisible();

    await changePasswordOnPage(page, 'not-the-old-one', READY_PASSWORD);
    // A wrong old password is a 422, not a 401: the message and the field say so, and the user stays here.
    await expect(page.getByText('修改失败：账号或原密码不正确，您还有 4 次机会')).toBeVisible();
    await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: '账号或原密码不正确，您还有 4 次机会' })).toBeVisible();
    await expect(page).toHaveURL(/\/update-password$/);
    await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();

    // A password from the common-password list (a repeated letter + A1 passes the class rule): the server's reason
    // shows under the new password, and the user stays here.
    await changePasswordOnPage(page, firstLogin.password, 'aaaaaaaA1');
    await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: '密码过于常见，容易被猜中，请换一个' })).toBeVisible();
    await expect(page).toHaveURL(/\/update-password$/);

    await changePasswordOnPage(page, firstLogin.password, READY_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('密码修改成功')).toBeVisible();
    await expect(page.getByRole('heading', { name: /，系统管理员$/ })).toBeVisible();
    // The tenant expires within 30 days: the shell says so once after login.
    await expect(page.getByText(/项目将在 19 天 .*后到期，请及时续期/)).toBeVisible();
  });
});
