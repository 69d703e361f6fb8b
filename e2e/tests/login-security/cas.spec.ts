import { expect, test } from '../../src/test.ts';
import { type FakeCas, logoutRequestXml, startFakeCas } from '../../../apps/server/test/helpers/fake-cas.ts';
import { demoAdmin } from '../../src/accounts.ts';
import { securityPort, securityUrlOf } from '../../src/login-security.ts';
import { securityAdminToken, securityForm, setLoginSettings } from '../../src/security-settings.ts';

// CAS single sign-on against a small CAS server on loopback (apps/server/test/helpers/fake-cas.ts). The demo tenant
// gets the CAS base URL through the settings API for these tests and loses it again after them.
let cas: FakeCas;
let adminToken = '';

test.beforeAll(async () => {
  cas = await startFakeCas();
  adminToken = await securityAdminToken();
  await setLoginSettings(adminToken, { casBaseUrl: cas.baseUrl });
});

test.afterAll(async () => {
  await setLoginSettings(adminToken, { casBaseUrl: '' });
  await cas.close();
});

const loginPage = securityUrlOf(demoAdmin.host, '/login');

test.describe('CAS single sign-on', () => {
  test('CAS is chosen on the login page, CAS sends the browser back with a ticket, and the console opens', async ({ page }) => {
    await page.goto(loginPage);
    // The selector shows because the tenant has a CAS server; the password form is the default.
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
    await page.getByText('CAS 单点登录').click();
    await expect(page.getByPlaceholder('请输入账号')).toBeHidden();
    await page.getByRole('button', { name: '前往统一身份认证' }).click();

    // The fake CAS's own login page, asked for this host's login page as the service.
    await expect(page).toHaveURL(new RegExp(`^${cas.baseUrl}/login\\?service=${encodeURIComponent(`http://demo.localhost:${securityPort}/login`)}`));
    await page.getByLabel('用户名').fill('staff');
    await page.getByRole('button', { name: '登录' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /，只读员工$/ })).toBeVisible();
    // The ticket was checked once, for exactly the service CAS was given.
    expect(cas.validations.at(-1)?.service).toBe(`http://demo.localhost:${securityPort}/login`);
  });

  test('a ticket CAS refuses shows the spec\'s message, and the login page stays', async ({ page }) => {
    // A ticket of this run: CAS tickets are single-use, and a repeat would meet "已使用过" instead.
    await page.goto(`${loginPage}?ticket=ST-1-forged-${Date.now()}`);
    await expect(page.getByText('认证失败，请检查后台服务')).toBeVisible();
    await expect(page.getByText(/CAS 票据校验未通过（INVALID_TICKET）/)).toBeVisible();
    // The ticket left the address bar at once; nothing navigated on.
    expect(new URL(page.url()).search).toBe('');
    await expect(page).toHaveURL(/\/login$/);
    // The password form is one click away.
    await page.getByText('账号密码登录').click();
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  });

  test('a CAS user without an account here is refused with a clear message', async ({ page }) => {
    await page.goto(loginPage);
    await page.getByText('CAS 单点登录').click();
    await page.getByRole('button', { name: '前往统一身份认证' }).click();
    await page.getByLabel('用户名').fill('nobody');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('认证失败，请检查后台服务')).toBeVisible();
    await expect(page.getByText('CAS 账号 nobody 在本平台没有对应的账号，请联系管理员')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('single logout from CAS ends the session it opened', async ({ page }) => {
    await page.goto(loginPage);
    await page.getByText('CAS 单点登录').click();
    await page.getByRole('button', { name: '前往统一身份认证' }).click();
    await page.getByLabel('用户名').fill('staff');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // CAS posts the LogoutRequest to the service URL, naming the ticket it issued.
    const ticket = cas.validations.at(-1)!.ticket;
    const res = await securityForm(demoAdmin.host, '/login', { logoutRequest: logoutRequestXml(ticket) });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('会话已结束');

    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });
});
