import { expect, test } from '../src/test.ts';
import { urlOf } from '../src/accounts.ts';

test.describe('tenants by host name', () => {
  // A context of its own: the fake clock below is the context's, and would stay for the worker's later tests.
  test.use({ ownContext: true });

  test('each tenant shows its own platform name on the login page', async ({ page }) => {
    await page.goto(urlOf('demo.localhost', '/login'));
    await expect(page.getByRole('heading', { name: '智慧物业管理平台（演示）' })).toBeVisible();
    await expect(page).toHaveTitle('智慧物业管理平台（演示）');

    await page.goto(urlOf('second.localhost', '/login'));
    await expect(page.getByRole('heading', { name: '阳光物业服务平台' })).toBeVisible();
    await expect(page).toHaveTitle('阳光物业服务平台');
  });

  test('the footer links the ICP filing number to the filing record', async ({ page }) => {
    await page.goto(urlOf('demo.localhost', '/login'));
    const icp = page.getByRole('link', { name: '京ICP备12345678号-1' });
    await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(icp).toHaveAttribute('target', '_blank');
    await expect(icp).toHaveAttribute('rel', /noopener/);

    await page.goto(urlOf('second.localhost', '/login'));
    await expect(page.getByRole('link', { name: '粤ICP备87654321号-2' })).toBeVisible();
  });

  test('an unknown tenant gets a tip that stays, and no way to log in', async ({ page }) => {
    await page.clock.install();
    await page.goto(urlOf('nope.localhost', '/login'));
    // Said once, in the login card by the disabled form.
    const tip = page.getByRole('alert').filter({ hasText: '不存在或已停用' });
    await expect(tip).toHaveText('租户“nope”不存在或已停用，请联系平台管理员');
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeDisabled();
    // It does not go away by itself (antd's notices close after 4.5 s unless told otherwise).
    await page.clock.fastForward(30_000);
    await expect(tip).toBeVisible();
  });
});
