import { type Locator, type Page, expect } from '@playwright/test';
import { type Account, urlOf } from './accounts.ts';
import { newSessionState, signedInState } from './session.ts';

/** The console's home page is up: the address alone changes before the console replaces the login page. */
const homeShown = async (page: Page) => {
  await expect(page).toHaveURL(/\/home$/);
  // Its code loads in a transition: wait for the console itself, or the next click may land on the last frame.
  await expect(page.getByRole('complementary', { name: '导航菜单' })).toBeVisible();
};

/** Logs in through the login form, as a person does, and waits for the home page (for tests of the login itself). */
export const loginAs = async (page: Page, account: Account) => {
  await page.goto(urlOf(account.host, '/login'));
  await page.getByPlaceholder('请输入账号').fill(account.username);
  await page.getByPlaceholder('请输入密码').fill(account.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await homeShown(page);
};

/**
 * Opens the home page already signed in as the account: its saved state (session.ts) restored into the page's
 * context, no login form. `ownSession`: a fresh session for this test alone, for a test that ends it (logout).
 */
export const openAs = async (page: Page, account: Account, { ownSession = false } = {}) => {
  await page.context().setStorageState(ownSession ? await newSessionState(account) : await signedInState(account));
  await page.goto(urlOf(account.host, '/home'));
  await homeShown(page);
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
