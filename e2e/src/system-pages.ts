import { type Page, expect } from '@playwright/test';

/**
 * Opens a page from the side menu as a person does: unfolds the group when needed, then clicks the item, until the
 * page's tab is open (the menu may still be restoring its unfolded groups when the test starts: a click on the group
 * then folds it again).
 */
export const openFromMenu = async (page: Page, group: string, item: string) => {
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: group }).click();
    await entry.click({ timeout: 3_000 });
    await expect(page.getByRole('tab', { name: item })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
};

/** Rows of the table on the visible page (hidden tabs stay mounted). */
export const tableRows = (page: Page) => page.locator('.zh-content .ant-table-tbody tr.ant-table-row:visible');

/** antd writes two-character Chinese button texts with a space ("提 交"); an icon adds its own name. */
export const buttonName = (text: string) => new RegExp(`^(\\S+ )?${[...text].join('\\s*')}$`);
