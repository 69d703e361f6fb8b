import { expect, test } from '../../src/test.ts';
import { securityApi } from '../../src/login-security.ts';
import { SETTINGS_PATH, openSignedIn, putLoginSettings, smsAdmin, smsAdminToken } from '../../src/sms-login.ts';
import { openFromMenu } from '../../src/system-pages.ts';

// 租户设置: the administrator's page of the tenant's login settings (second tenant of the login-security server).

test('the administrator opens 租户设置 from the menu, a bad CAS address is refused, a good one is saved and put back', async ({ page }) => {
  const token = await smsAdminToken();
  await openSignedIn(page, token, '/home');
  await openFromMenu(page, '系统管理', '租户设置');
  await expect(page).toHaveURL(/\/system\/tenant-settings$/);

  const card = page.locator('.zh-tenant-settings');
  await expect(card.getByText('登录安全')).toBeVisible();
  await expect(page.getByRole('switch', { name: '短信验证码登录' })).not.toBeChecked();
  await expect(card.locator('.ant-select-content, .ant-select-selection-item').first()).toHaveText('滑块拼图');

  const cas = page.getByLabel('CAS 单点登录地址');
  await cas.fill('ftp://cas.example.com');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(card.getByText('请输入以 http:// 或 https:// 开头的地址')).toBeVisible();

  await cas.fill('https://cas.example.com/cas/');
  await page.getByRole('switch', { name: '特殊登录入口' }).click();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('租户设置已保存')).toBeVisible();
  await expect(cas).toHaveValue('https://cas.example.com/cas');

  const saved = await securityApi(smsAdmin.host, 'GET', SETTINGS_PATH, undefined, token);
  expect(saved.body.data).toMatchObject({ casBaseUrl: 'https://cas.example.com/cas', specialLoginEnabled: true, captchaType: 'blockPuzzle' });

  // The page reads what is stored.
  await page.reload();
  await expect(page.getByLabel('CAS 单点登录地址')).toHaveValue('https://cas.example.com/cas');
  await expect(page.getByRole('switch', { name: '特殊登录入口' })).toBeChecked();

  await putLoginSettings(token, { casBaseUrl: '', specialLoginEnabled: false });
});

test('without a session the settings API answers 401', async () => {
  const res = await securityApi(smsAdmin.host, 'GET', SETTINGS_PATH);
  expect(res.status).toBe(401);
});
