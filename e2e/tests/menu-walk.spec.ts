import { type Page, expect, test } from '@playwright/test';
import { type Account, demoAdmin, demoStaff } from '../src/accounts.ts';
import { openFromMenu } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';

/**
 * One test per role walks every entry of its side menu, as a person clicks them: each opens its page as a tab, and
 * none leads to the 404 page. The menu is proven here once, so other tests may open their page by its address.
 */
const sideMenu = (page: Page) => page.getByRole('complementary', { name: '导航菜单' });

/** The side menu's groups and their pages, read from the menu itself (each group unfolded once to list them). */
const menuEntries = async (page: Page): Promise<{ group: string | null; item: string }[]> => {
  const nav = sideMenu(page);
  const entries: { group: string | null; item: string }[] = [];
  const topItems = nav.locator('ul.ant-menu-root > li.ant-menu-item');
  for (const item of await topItems.allInnerTexts()) entries.push({ group: null, item: item.trim() });
  const groups = nav.locator('ul.ant-menu-root > li.ant-menu-submenu');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    const title = (await group.locator('> .ant-menu-submenu-title').innerText()).trim();
    if (!(await group.evaluate((el) => el.classList.contains('ant-menu-submenu-open')))) await group.locator('> .ant-menu-submenu-title').click();
    const items = group.locator('li.ant-menu-item');
    await expect(items.first()).toBeVisible();
    for (const item of await items.allInnerTexts()) entries.push({ group: title, item: item.trim() });
  }
  return entries;
};

// The two walks are the longest tests of the suite and share nothing: one per worker, side by side.
test.describe.configure({ mode: 'parallel' });

for (const account of [demoAdmin, demoStaff] satisfies Account[]) {
  test(`${account.username} opens every page of the side menu`, async ({ page }) => {
    // Thirty-odd pages: about a second each on a quiet machine; room for a busy one.
    test.setTimeout(300_000);
    await openAs(page, account);
    const entries = await menuEntries(page);
    expect(entries.length).toBeGreaterThan(0);
    for (const { group, item } of entries) {
      if (group) await openFromMenu(page, group, item);
      else {
        await sideMenu(page).getByRole('menuitem', { name: item }).click();
        await expect(page.getByRole('tab', { name: item })).toBeVisible();
      }
      await expect(page, `${group ?? ''} / ${item}`).not.toHaveURL(/\/404$/);
      // Closed again (home stays): hidden tabs stay mounted, and thirty open pages would slow every later click.
      const tab = page.locator('.ant-tabs-tab', { has: page.getByRole('tab', { name: item, exact: true }) });
      const close = tab.getByRole('button', { name: '关闭标签页' });
      if (await close.count()) {
        await close.click();
        await expect(tab).toHaveCount(0);
      }
    }
  });
}
