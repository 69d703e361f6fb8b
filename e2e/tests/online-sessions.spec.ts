import { expect, test } from '../src/test.ts';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { button, tableRows as rows } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';

/**
 * 在线用户: the administrator sees who is logged in (its own session marked and not forceable) and forces the
 * staff's browser out; that browser's next action lands on the login page.
 */
test('在线用户: force logout sends the other browser to the login page', async ({ page, browser }) => {
  // The staff in a browser of its own, with a session for this test alone.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openAs(staff, demoStaff, { ownSession: true });

  await openAs(page, demoAdmin, { at: '/system/online' });
  await expect(page).toHaveURL(/\/system\/online$/);
  const own = rows(page).filter({ hasText: '当前会话' });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('admin');
  await expect(own.getByRole('button', { name: /强制退出/ })).toBeDisabled();

  await page.getByRole('textbox', { name: '账号' }).fill('staff');
  await button(page, '查询').click();
  await expect(rows(page).first()).toContainText('staff');
  await page.screenshot({ path: test.info().outputPath('online-sessions.png'), fullPage: true });
  // The newest login first: the staff's session of this test.
  const target = rows(page).first();
  await target.getByRole('button', { name: /强制退出/ }).click();
  await page.getByRole('tooltip').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已强制退出“staff”的会话')).toBeVisible();

  // The staff's next action: to the login page.
  const dict = staff.getByRole('menuitem', { name: '数据字典' });
  if (!(await dict.isVisible())) await staff.getByRole('menuitem', { name: '系统管理' }).click();
  await dict.click();
  await expect(staff).toHaveURL(/\/login/);
  await expect(staff.getByPlaceholder('请输入账号')).toBeVisible();
  await staffContext.close();
});
