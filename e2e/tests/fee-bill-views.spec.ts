import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { openFromMenu, tableRows } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';
import { adminPost, placeWithRooms, fixedFeeItem } from '../src/fee-data.ts';

const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `账单视图小区${run}`;

/**
 * The spec's bill screens beside 账单管理 (docs/decisions.md): 临时收费 lists the bills entered by hand, 已缴账单 the
 * paid ones, 未收明细 the unpaid ones, 周期性收费 the generated ones; each opened from the side menu as a clerk would.
 */
test('收费中心: 临时收费, 已缴账单, 未收明细 and 周期性收费 list their own bills', async ({ page }) => {
  const post = await adminPost();
  const { areaId, roomIds: [roomId] } = await placeWithRooms(post, { areaCode: `E2E-BV-${run}`, areaName: community, address: '账单路 1 号', buildingNo: `BV${run}`, buildingName: `视图${run}栋`, floor: 2, rooms: ['201'] });
  const item = await fixedFeeItem(post, areaId, `装修押金${run}`, '500.00', { cycle: '1' });
  const year = new Date().getFullYear();
  // Two bills entered by hand (手工录入: the defaults fill payer kind, status and audit state); the first paid in cash.
  const paid = await post('/api/zhwy/fee-bill/add', { areaId, roomId, feeItemId: item.id, periodStart: `${year}-01-01`, periodEnd: `${year}-01-31`, amount: '500.00' });
  await post('/api/zhwy/fee-bill/add', { areaId, roomId, feeItemId: item.id, periodStart: `${year}-02-01`, periodEnd: `${year}-02-28`, amount: '500.00' });
  await post('/api/zhwy/fee-order/pay', { roomId, payMethod: '1', bills: [{ billId: paid.id }] });

  await openAs(page, demoAdmin, { at: '/home' });
  // One after another from the menu: the tabs keep each page, and each filter's labels name its own page's fields.
  const open = (item: string) => openFromMenu(page, '收费中心', item);
  const filterTo = async () => {
    const area = page.getByRole('combobox', { name: /^所属小区\s*:?$/ });
    await area.click();
    await area.fill(community);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: community }).click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
  };
  await open('临时收费');
  await filterTo();
  await expect(tableRows(page)).toHaveCount(2);
  await open('已缴账单');
  await filterTo();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('已缴');
  await open('未收明细');
  await filterTo();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('未缴');
  await open('周期性收费');
  await filterTo();
  await expect(page.locator('.ant-table-placeholder:visible')).toBeVisible();
});
