import { type Locator, type Page, expect } from '@playwright/test';
import { type Account, urlOf } from './accounts.ts';

/** Logs in through the login form, as a person does, and waits for the home page. */
export const loginAs = async (page: Page, account: Account) => {
  await page.goto(urlOf(account.host, '/login'));
  await page.getByPlaceholder('请输入账号').fill(account.username);
  await page.getByPlaceholder('请输入密码').fill(account.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The address changes before the console replaces the login page (its code loads in a transition): wait for
  // the console itself, or the next click may land on the login page's last frame.
  await expect(page.getByRole('complementary', { name: '导航菜单' })).toBeVisible();
};

/**
 * Waits until a dialog has finished opening, as a person sees it before pressing its buttons: a click during its
 * zoom can land where a button was a frame earlier.
 */
export const dialogOpened = async (dialog: Locator) => {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => {
    const box = el.closest('.ant-modal') ?? el;
    const opening = box.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity);
    return Promise.all(opening.map((a) => a.finished.catch(() => undefined)));
  });
};
