import { expect, test } from '../../src/test.ts';
import { READY_PASSWORD, demoAdmin, demoStaff } from '../../src/accounts.ts';
import { securityUrlOf } from '../../src/login-security.ts';
import { securityAdminToken, setLoginSettings } from '../../src/security-settings.ts';

// The special entries (spec §2) on the demo tenant: off unless its setting turns them on. The settings are put back
// after these tests (entries off, the slider captcha).
let adminToken = '';
test.beforeAll(async () => {
  adminToken = await securityAdminToken();
});
test.afterAll(async () => {
  await setLoginSettings(adminToken, { specialLoginEnabled: false, captchaType: 'blockPuzzle' });
});

const cityEntry = (password = READY_PASSWORD) =>
  securityUrlOf(demoStaff.host, `/login?username=${demoStaff.username}&password=${encodeURIComponent(password)}&level2domain=demo`);

test.describe('the special entries', () => {
  test('are refused while the tenant has them off, and leave no password in the address bar', async ({ page }) => {
    await setLoginSettings(adminToken, { specialLoginEnabled: false, captchaType: 'off' });
    await page.goto(cityEntry());
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByText('登录入口登录失败：本平台未开启此登录入口')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the city login goes straight to the console, the password encrypted in transit', async ({ page }) => {
    await setLoginSettings(adminToken, { specialLoginEnabled: true, captchaType: 'off' });
    const sent = page.waitForRequest('**/zhwy/api/system/loginForCity');
    await page.goto(cityEntry());
    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ username: demoStaff.username, level2domain: 'demo' });
    // The RSA option is on for this server: RSA-OAEP, never the password itself.
    expect(body.password).toMatch(/^rsa:[A-Za-z0-9+/]+=*$/);
    expect(JSON.stringify(body)).not.toContain(READY_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /，只读员工$/ })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('the automatic login (user, pwd) logs in and then calls addAreaId', async ({ page }) => {
    await setLoginSettings(adminToken, { specialLoginEnabled: true, captchaType: 'off' });
    const addAreaId = page.waitForResponse('**/zhwy/api/zhwy_admin/LaiZhouUser/addAreaId');
    await page.goto(securityUrlOf(demoAdmin.host, `/login?user=${demoStaff.username}&pwd=${encodeURIComponent(READY_PASSWORD)}`));
    await expect(page).toHaveURL(/\/home$/);
    expect((await addAreaId).status()).toBe(200);
  });

  test('a wrong password through the entry is counted and shown like the login form\'s', async ({ page }) => {
    await setLoginSettings(adminToken, { specialLoginEnabled: true, captchaType: 'off' });
    await page.goto(securityUrlOf(demoAdmin.host, `/login?user=${demoAdmin.username}&pwd=not-the-password`));
    await expect(page.getByText(/登录入口登录失败：登录失败，您还有 \d 次机会/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The form holds the entry's account for a retry by hand.
    await expect(page.getByPlaceholder('请输入账号')).toHaveValue(demoAdmin.username);
  });

  test('where the tenant wants a captcha, the entry fills the form and the login asks for the captcha', async ({ page }) => {
    await setLoginSettings(adminToken, { specialLoginEnabled: true, captchaType: 'blockPuzzle' });
    await page.goto(cityEntry());
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByText('已从登录入口填入账号和密码，请完成验证后点击登录')).toBeVisible();
    await expect(page.getByPlaceholder('请输入账号')).toHaveValue(demoStaff.username);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('请完成安全验证')).toBeVisible();
  });
});
