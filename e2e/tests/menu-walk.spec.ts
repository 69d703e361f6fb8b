import { type Page, expect, test } from '../src/test.ts';
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

/**
 * The entries of one part of the walk: the groups in menu order cut into `of` runs of about as many entries each
 * (the top-level entries go with the first). Every test reads the same menu, so the parts together are all of it.
 */
const partOf = (entries: { group: string | null; item: string }[], part: number, of: number) => {
  const groups = [...new Set(entries.map((e) => e.group))];
  const parts: (string | null)[][] = Array.from({ length: of }, () => []);
  let done = 0;
  for (const group of groups) {
    // The part the group's middle entry falls in (by its start, a long group would make its part the longest).
    const size = entries.filter((e) => e.group === group).length;
    parts[Math.min(of - 1, Math.floor(((done + size / 2) * of) / entries.length))]!.push(group);
    done += size;
  }
  return entries.filter((e) => parts[part - 1]!.includes(e.group));
};

// The walks are the longest tests of the suite and share nothing: side by side in the workers. Each menu is walked in
// two parts, so that no walk holds a worker much longer than the others (the staff's whole walk, 58 s, was the
// suite's longest test and often its last).
test.describe.configure({ mode: 'parallel' });

const walks = [
  { account: demoAdmin, part: 1, of: 2 },
  { account: demoAdmin, part: 2, of: 2 },
  { account: demoStaff, part: 1, of: 2 },
  { account: demoStaff, part: 2, of: 2 },
] satisfies { account: Account; part: number; of: number }[];

for (const { account, part, of } of walks) {
  test(`${account.username} opens every page of the side menu${of > 1 ? ` (part ${part} of ${of})` : ''}`, async ({ page }) => {
    // Up to thirty pages: about a second each on a quiet machine; room for a busy one.
    test.setTimeout(300_000);
    await openAs(page, account);
    const entries = partOf(await menuEntries(page), part, of);
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
