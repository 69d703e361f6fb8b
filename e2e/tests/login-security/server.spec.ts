import { expect, test } from '../../src/test.ts';
import { securityUrlOf } from '../../src/login-security.ts';

test.describe('the login-security server', () => {
  test('serves the login page on its own port', async ({ page }) => {
    await page.goto(securityUrlOf('demo.localhost', '/login'));
    await expect(page.getByRole('heading', { name: '智慧物业管理平台（演示）' })).toBeVisible();
  });
});
