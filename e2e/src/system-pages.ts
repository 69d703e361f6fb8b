import path from 'node:path';
import { type Locator, type Page, expect } from '@playwright/test';
import { dialogOpened } from './ui.ts';

/**
 * Opens a page from the side menu as a person does: unfolds the group when needed, then clicks the item, until the
 * page's tab is open (the menu may still be restoring its unfolded groups when the test starts: a click on the group
 * then folds it again).
 */
export const openFromMenu = async (page: Page, group: string, item: string) => {
  // The whole title (after the icon's name): 站内信 is not 我的站内信.
  const name = new RegExp(`(^|\\s)${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const entry = page.getByRole('menuitem', { name });
  await expect(async () => {
    if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: group }).click();
    await entry.click({ timeout: 3_000 });
    await expect(page.getByRole('tab', { name })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
};

/** Rows of the table on the visible page (hidden tabs stay mounted). */
export const tableRows = (page: Page) => page.locator('.zh-content .ant-table-tbody tr.ant-table-row:visible');

/** antd writes two-character Chinese button texts with a space ("提 交"); an icon adds its own name. */
export const buttonName = (text: string) => new RegExp(`^(\\S+ )?${[...text].join('\\s*')}$`);

/** The form helpers the pages' tests share: buttons and options by name, selects, pickers, the picture upload. */
export const button = (scope: Page | Locator, text: string) => scope.getByRole('button', { name: buttonName(text) });
export const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });
export const PICTURE = path.join(import.meta.dirname, '../fixtures/good.png');

/** Chooses an option of a select (one or several) by typing part of its name, as a person does. */
export const choose = async (page: Page, scope: Locator, label: string, typed: string, name: string) => {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(typed);
  await option(page, name).click();
};

/** Types a time into a picker and confirms it. */
export const pickTime = async (page: Page, scope: Locator, label: string, value: string) => {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await expect(input).toHaveValue(value);
  // Closed, as a person waits for it: the next picker's panel would otherwise open beside this one's closing one.
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
};

/** Uploads the form's picture and waits for its thumbnail. */
export const uploadPicture = async (page: Page, form: Locator) => {
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/ctyun/ctYunUpload') && r.status() === 200);
  await form.locator('input[type=file]').setInputFiles(PICTURE);
  await uploaded;
  await expect(form.locator('.ant-upload-list-item-done img')).toBeVisible();
};

/** Opens the add form of the page and returns it once open. */
export const openCreate = async (page: Page, title: string) => {
  await button(page, '新增').click();
  const form = page.getByRole('dialog', { name: title });
  await dialogOpened(form);
  return form;
};

/** Submits a form and waits for the success message and the form to close. */
export const submitted = async (page: Page, form: Locator) => {
  await button(form, '提交').click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(form).toBeHidden();
};

/**
 * Ticks or clears a checkbox as a person does: click, look, click again if the click was not taken (a popover still
 * settling after it opened). Playwright's check() asserts at once and fails while the list behind re-renders.
 */
export const setChecked = async (box: Locator, checked: boolean) => {
  await expect(async () => {
    if ((await box.isChecked()) !== checked) await box.click();
    await expect(box).toBeChecked({ checked, timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
};
