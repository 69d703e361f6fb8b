import { expect, test } from '../src/test.ts';
import { option, tableRows } from '../src/system-pages.ts';
import { openAt } from '../src/ui.ts';
import { adminPost, fixedFeeItem, openArrearsOf, placeWithRooms } from '../src/fee-data.ts';

/** Names of this run: other specs share the database, and a retry meets none of an earlier try's rows. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `欠费测试小区${run}`;

/**
 * 欠费清单 and 收费统计 as the administrator (issue 25): a room's overdue bill, entered through 手工录入's call, shows
 * in the arrears list of its community with its ageing and in the year's statistics as receivable and uncollected.
 */
test('欠费清单 and 收费统计: an overdue bill shows as owed, aged and uncollected', async ({ page }) => {
  const post = await adminPost();
  const { areaId, roomIds: [roomId] } = await placeWithRooms(post, { areaCode: `E2E-AR-${run}`, areaName: community, address: '欠费路 1 号', buildingNo: `AR${run}`, buildingName: `欠费${run}栋`, rooms: ['101'] });
  const item = await fixedFeeItem(post, areaId, `物业费${run}`, '210.33');
  const year = new Date().getFullYear();
  // Due on 16 January of this year: overdue whenever the test runs after it.
  await post('/api/zhwy/fee-bill/add', { areaId, roomId, feeItemId: item.id, payerKind: '1', status: '0', auditState: '0', periodStart: `${year}-01-01`, periodEnd: `${year}-03-31`, dueDate: `${year}-01-16`, amount: '630.98' });

  await openArrearsOf(page, community);
  const row = tableRows(page).filter({ hasText: '101' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('630.98');
  await expect(row).toContainText(community);
  await expect(page.getByTestId('arrears-totals')).toContainText('630.98');

  await openAt(page, '/toll/statistics');
  const statsArea = page.getByLabel('所属小区');
  await statsArea.click();
  await statsArea.fill(community);
  await option(page, community).click();
  const totals = page.getByTestId('collection-totals');
  await expect(totals.getByText('应收金额').locator('..').locator('..')).toContainText('630.98');
  await expect(totals.getByText('未收金额').locator('..').locator('..')).toContainText('630.98');
  await expect(totals.getByText('收缴率').locator('..').locator('..')).toContainText('0.00');
  await expect(page.getByRole('img', { name: `${year} 年各月收缴情况` })).toBeVisible();
});
