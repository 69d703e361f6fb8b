import { expect, test } from '../../src/test.ts';
import { demoStaff } from '../../src/accounts.ts';
import { securityApi, securityUrlOf } from '../../src/login-security.ts';
import { securityAdminToken, setLoginSettings } from '../../src/security-settings.ts';

// The login-security server runs with PASSWORD_RSA=true (playwright.config.ts): the tenant info publishes a public
// key and the login page encrypts the password with RSA-OAEP (WebCrypto) instead of the AES transport.
let adminToken = '';
test.beforeAll(async () => {
  adminToken = await securityAdminToken();
  await setLoginSettings(adminToken, { captchaType: 'off' });
});
test.afterAll(async () => {
  await setLoginSettings(adminToken, { captchaType: 'blockPuzzle' });
});

test('the login form sends the password RSA-OAEP-encrypted and logs in', async ({ page }) => {
  const info = await securityApi(demoStaff.host, 'GET', '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant');
  expect((info.body.data as { passwordPublicKey: string }).passwordPublicKey).toMatch(/^MIIBIjAN/);

  await page.goto(securityUrlOf(demoStaff.host, '/login'));
  await page.getByPlaceholder('请输入账号').fill(demoStaff.username);
  await page.getByPlaceholder('请输入密码').fill(demoStaff.password);
  const sent = page.waitForRequest('**/zhwy/api/system/login');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const body = (await sent).postDataJSON() as { password: string };
  // 2048-bit RSA: 256 bytes of ciphertext, 344 base64 characters after the prefix.
  expect(body.password).toMatch(/^rsa:[A-Za-z0-9+/]{342}==$/);
  await expect(page).toHaveURL(/\/home$/);
});
