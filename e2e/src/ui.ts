import fs from 'node:fs';
import { type Locator, type Page, expect } from '@playwright/test';
import { type Account, urlOf } from './accounts.ts';
import { type StorageState, newSessionState, signedInState } from './session.ts';

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
 * A page of the console is open and ready, as its own signals say: the address is the page's, the console is up,
 * the page's tab (keyed by its path) is the active one, and its code has loaded (the shell's spinner in the content
 * is gone). What the page then loads (a table's rows) the test waits for as a person would, by what it shows.
 */
export const pageShown = async (page: Page, path: string) => {
  await expect(page).toHaveURL((url) => url.pathname === path);
  // The console's side menu, by its role alone: its name is in the language in force.
  await expect(page.getByRole('complementary')).toBeVisible();
  await expect(page.locator(`.zh-tabbar .ant-tabs-tab-active[data-node-key="${path}"]`)).toBeVisible();
  await expect(page.locator('.zh-content .zh-loading:visible')).toHaveCount(0);
};

/**
 * The saved state put into the page's context as `setStorageState` would (its cookies and the tenant origin's
 * storage replaced), but through one small same-origin document (the readiness probe's JSON) instead of the ~0.5 s
 * `setStorageState` takes to visit its origins: the state is one localStorage token (session.ts).
 */
const restoreSession = async (page: Page, state: StorageState | string) => {
  const { origins } = typeof state === 'string' ? (JSON.parse(fs.readFileSync(state, 'utf8')) as StorageState) : state;
  await page.context().clearCookies();
  for (const { origin, localStorage: items } of origins) {
    await page.goto(new URL('/readyz', origin).href);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, items);
  }
};

/**
 * Opens a console page already signed in as the account: its saved state (session.ts) restored into the page's
 * context, no login form. `at`: the page's address, opened directly (the side menu that leads there is proven by
 * menu-walk.spec.ts, once per role); the home page without it. `ownSession`: a fresh session for this test alone,
 * for a test that ends it (logout).
 */
export const openAs = async (page: Page, account: Account, { ownSession = false, at = '/home' } = {}) => {
  await restoreSession(page, ownSession ? await newSessionState(account) : await signedInState(account));
  await page.goto(urlOf(account.host, at));
  if (at === '/home') await homeShown(page);
  else await pageShown(page, at);
};

/**
 * Opens another page of the console by its address, in the page's tenant and session (after `openAs`), as a person
 * types it, and waits until it is ready (`pageShown`).
 */
export const openAt = async (page: Page, path: string) => {
  await page.goto(new URL(path, page.url()).href);
  await pageShown(page, path);
};

/**
 * Reloads the page and waits until it is ready again (`pageShown`), as after opening it by its address: a reload
 * starts the console over (session, menus, the page's code) before the page loads its own record, so what it shows
 * is waited for from there, not within one expectation's time counted from the reload.
 */
export const reloaded = async (page: Page) => {
  const path = new URL(page.url()).pathname;
  await page.reload();
  await pageShown(page, path);
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

/** The forced change page's fields, by their whole labels (新密码 is also part of 确认新密码). */
export const passwordPageFields = (page: Page) => ({
  old: page.getByLabel('原密码', { exact: true }),
  next: page.getByLabel('新密码', { exact: true }),
  confirm: page.getByLabel('确认新密码', { exact: true }),
});

/** Changes the password on the forced change page (/update-password) as a person does: old, new, new again, submit. */
export const changePasswordOnPage = async (page: Page, oldPassword: string, newPassword: string) => {
  const fields = passwordPageFields(page);
  await fields.old.fill(oldPassword);
  await fields.next.fill(newPassword);
  await fields.confirm.fill(newPassword);
  await page.getByRole('button', { name: '修改密码' }).click();
};
