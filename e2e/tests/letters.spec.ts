import { type Page, expect, test } from '../src/test.ts';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { button, buttonName, choose, openCreate, submitted, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';

// The staff member opens the letter the administrator sends; the statistics then show it read and confirmed.
test.describe.configure({ mode: 'serial' });

/** This run's letter: a repeat on the same server meets none of an earlier run's. */
let title = '';
test.beforeAll(() => {
  title = `电梯停运通知${Date.now().toString(36).slice(-5)}`;
});

/** The header's bell, and the unread count its name carries (站内信（3 封未读）). */
const bell = (page: Page) => page.getByRole('button', { name: /^站内信（\d+ 封未读）$/ });
const unreadOf = async (page: Page) => Number((await bell(page).getAttribute('aria-label'))!.match(/（(\d+) 封未读）/)![1]);

test('a letter is written to a person, submitted for audit and sent through the audit', async ({ page }) => {
  await openAs(page, demoAdmin, { at: '/operations/letters' });
  const form = await openCreate(page, '新增站内信');
  await form.getByLabel('标题', { exact: true }).fill(title);
  await form.getByLabel('内容', { exact: true }).fill('明天 9:00–11:00 2 号楼电梯停运检修，请走楼梯。');
  await form.getByLabel('需要确认', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '是' }).click();
  await form.getByLabel('状态', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '待审核' }).click();
  // Recipients by person (names masked); the preview counts the people the choice names.
  await choose(page, form, '人员', 'staff', '（staff）');
  await form.getByLabel('标题', { exact: true }).click(); // the list of people closes
  await expect(form.getByLabel('收件人预览')).toContainText('共 1 人');
  await submitted(page, form);

  const row = rows(page).filter({ hasText: title });
  await expect(row).toContainText('待审核');
  await button(row, '审核').click();
  const dialog = page.getByRole('dialog', { name: `审核“${title}”` });
  await dialogOpened(dialog);
  await dialog.getByRole('radio', { name: '已发送' }).check();
  await dialog.getByLabel('备注').fill('同意发送');
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('已发送');
  await expect(button(row, '审核')).toHaveCount(0);
});

test('the recipient opens it from the bell (the count falls) and confirms it', async ({ page }) => {
  await openAs(page, demoStaff, { at: '/home' });
  await expect(bell(page)).toBeVisible();
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(0);
  const before = await unreadOf(page);
  await bell(page).click();
  await expect(page).toHaveURL(/\/operations\/my-letters$/);

  const row = rows(page).filter({ hasText: title });
  await expect(row).toContainText('未读');
  await row.getByRole('button', { name: title }).click();
  const letter = page.getByRole('dialog', { name: title });
  await expect(letter).toContainText('2 号楼电梯停运检修');
  await expect.poll(() => unreadOf(page)).toBe(before - 1);
  await letter.getByRole('button', { name: buttonName('确认已阅') }).click();
  await expect(letter).toContainText(/已于 .+ 确认/);
  await expect(row).toContainText('已确认');
});

test('the statistics show the letter read and confirmed by its recipient', async ({ page }) => {
  await openAs(page, demoAdmin, { at: '/operations/letters' });
  const row = rows(page).filter({ hasText: title });
  await button(row, '统计').click();
  const dialog = page.getByRole('dialog', { name: `“${title}”的阅读统计` });
  await dialogOpened(dialog);
  for (const [label, value] of [['发送人数', '1'], ['已读人数', '1'], ['已确认人数', '1']]) {
    await expect(dialog.locator('.ant-statistic').filter({ hasText: label })).toContainText(value);
  }
  const recipient = dialog.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'staff' });
  await expect(recipient).toContainText('只***');
  await expect(recipient).not.toContainText('未读');
  await expect(recipient).not.toContainText('未确认');
});
