import { expect, test } from '../src/test.ts';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { api, apiLogin, apiLoginAnswer } from '../src/api.ts';
import { buttonName, tableRows as rows } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';

const ACCOUNT_LOCKED = 1004;

test.describe('unlocking an account from the login log', () => {
  test.afterAll(async () => {
    // Whatever happened above, the other tests find staff unlocked.
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    await api(demoAdmin.host, 'PUT', `/zhwy/api/system/cscpUserUnlock/${demoStaff.username}`, undefined, token);
  });

  test('the administrator unlocks it with 解锁, after a confirmation, and the account logs in again', async ({ page }) => {
    // Five wrong passwords from this address lock demo's staff out of it (the address the browser uses too).
    const answers = [];
    for (let i = 1; i <= 5; i += 1) answers.push(await apiLoginAnswer(demoStaff.host, demoStaff.username, `Wrong#Pass${i}`));
    expect(answers.map((a) => a.body.attempts)).toEqual([4, 3, 2, 1, 0]);
    const locked = await apiLoginAnswer(demoStaff.host, demoStaff.username, demoStaff.password);
    expect(locked.status).toBe(401);
    expect(locked.body.code).toBe(ACCOUNT_LOCKED);

    await openAs(page, demoAdmin, { at: '/system/login-log' });
    await page.getByRole('textbox', { name: '用户名' }).fill(demoStaff.username);
    await page.getByRole('button', { name: buttonName('查询') }).click();
    const row = rows(page).filter({ hasText: '密码错误次数过多' }).first();
    await expect(row).toContainText(demoStaff.username);

    await row.getByRole('button', { name: buttonName('解锁') }).click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect(confirm).toContainText(`确定解锁账号“${demoStaff.username}”吗？`);
    await confirm.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.locator('.ant-message')).toContainText(`账号“${demoStaff.username}”已解锁`);

    const answer = await apiLoginAnswer(demoStaff.host, demoStaff.username, demoStaff.password);
    expect(answer.status).toBe(200);
    expect(answer.body.token).toBeTruthy();
  });

  test('read-only staff see the login log without 解锁', async ({ page }) => {
    await openAs(page, demoStaff, { at: '/system/login-log' });
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: buttonName('解锁') })).toHaveCount(0);
  });
});
