import fs from 'node:fs';
import { type Locator, type Page, expect, test } from '../src/test.ts';
import { pdfText } from '../../apps/server/test/helpers/pdf-text.ts';
import { demoAdmin } from '../src/accounts.ts';
import { button, openFromMenu, tableRows } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';
import { adminPost, placeWithRooms, fixedFeeItem } from '../src/fee-data.ts';

/** Names of this run: other specs share the database, and a retry meets none of an earlier try's rows. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `收银测试小区${run}`;
const building = `收银${run}栋`;

/** The dialog of a row's transition: choose its only outcome, give the reason where it asks one, OK. */
const moved = async (page: Page, row: Locator, action: string, reason?: string) => {
  await button(row, action).click();
  const dialog = page.getByRole('dialog').filter({ hasText: action });
  await dialog.getByRole('radio').first().check();
  if (reason) await dialog.getByRole('textbox').first().fill(reason);
  await button(dialog, '确定').click();
  await expect(dialog).toBeHidden();
};

/**
 * 收银台 as the administrator (issue 25): one room's bill (entered through 手工录入's call) paid in cash, its receipt downloaded and read as a PDF, then refunded through the
 * audit: applied and approved (the tenant's administrator may approve alone), the bill 已退费.
 */
test('收银台: pays a room’s bill in cash, downloads the receipt, refunds it through the audit', async ({ page }) => {
  const post = await adminPost();
  const { areaId, roomIds: [roomId] } = await placeWithRooms(post, { areaCode: `E2E-CS-${run}`, areaName: community, address: '收银路 1 号', buildingNo: `CS${run}`, buildingName: building, rooms: ['101'] });
  const item = await fixedFeeItem(post, areaId, `物业费${run}`, '210.96');
  await post('/api/zhwy/fee-bill/add', { areaId, roomId, feeItemId: item.id, payerKind: '1', status: '0', auditState: '0', periodStart: '2026-01-01', periodEnd: '2026-03-31', dueDate: '2026-01-16', amount: '632.87' });

  await openAs(page, demoAdmin);
  await openFromMenu(page, '收费中心', '收银台');
  const picker = page.getByRole('combobox', { name: '房屋' });
  await picker.click();
  await picker.fill(`CS${run}-101`);
  await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item').filter({ hasText: '101' }).first().click();
  await expect(tableRows(page).filter({ hasText: `物业费${run}` })).toContainText('632.87');
  await expect(page.getByTestId('cashier-total')).toHaveText('632.87');
  await button(page, '收费').click();
  await button(page.getByRole('dialog'), '确定').click();
  await expect(page.getByText('收费成功').first()).toBeVisible();
  const receiptNo = (await page.getByText(/收据编号 \d{4}-\d{6}/).textContent())!.replace('收据编号 ', '').trim();

  const [download] = await Promise.all([page.waitForEvent('download'), button(page, '下载收据').click()]);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(receiptNo);
  expect(text).toContain('632.87');
  expect(text).toContain('陆佰叁拾贰元捌角柒分');

  await openFromMenu(page, '收费中心', '退费作废审核');
  await page.getByRole('tab', { name: '退费/作废申请' }).click();
  const bill = tableRows(page).filter({ hasText: `物业费${run}` });
  await moved(page, bill, '申请退费', '业主多缴');
  await page.getByRole('tab', { name: '待审核' }).click();
  await moved(page, tableRows(page).filter({ hasText: `物业费${run}` }), '审核通过');
  await page.getByRole('tab', { name: '退费/作废申请' }).click();
  await expect(tableRows(page).filter({ hasText: `物业费${run}` })).toContainText('已退费');
});

/** An 18-digit ID number of this run with its check digit (GB 11643). */
const idCardOf = (serial: string) => {
  const body = `11010219850505${serial.slice(-3)}`.slice(0, 17);
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
};

/** 余额 at the cashier: a room's bill paid from its resident's account (masked, with its balance); the balance falls by the total. */
test('收银台: pays a bill from the resident’s funds and sees the balance fall', async ({ page }) => {
  const post = await adminPost();
  const { areaId, roomIds: [roomId] } = await placeWithRooms(post, { areaCode: `E2E-CF-${run}`, areaName: `余额收银小区${run}`, address: '收银路 2 号', buildingNo: `CF${run}`, buildingName: `余额${run}栋`, rooms: ['101'] });
  const residentId = (await post('/api/base/new-com-resident/insertNewComResident', { areaId, name: '钱多多', idCardType: '1', idCardNo: idCardOf(run), mobile: '13812345678', residentType: '1' })).id;
  await post('/api/zhwy/fund-config/saveOrUpdate', { areaId, state: '1', minRecharge: '1.00' });
  const fundsId = (await post('/api/zhwy/user-funds', { areaId, residentId, roomId })).id;
  await post('/api/zhwy/user-funds/recharge', { id: fundsId, amount: '500.00' });
  const item = await fixedFeeItem(post, areaId, `物业费${run}`, '123.45', { cycle: '1', fundsPayable: '1' });
  await post('/api/zhwy/fee-bill/add', { areaId, roomId, feeItemId: item.id, payerKind: '1', status: '0', auditState: '0', periodStart: '2026-01-01', periodEnd: '2026-01-31', dueDate: '2026-01-16', amount: '123.45' });

  await openAs(page, demoAdmin, { at: '/toll/cashier' });
  const picker = page.getByRole('combobox', { name: '房屋' });
  await picker.click();
  await picker.fill(`CF${run}-101`);
  await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item').filter({ hasText: '101' }).first().click();
  await expect(page.getByTestId('cashier-total')).toHaveText('123.45');
  await page.getByRole('combobox', { name: '支付方式' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '余额' }).click();
  await expect(page.getByText('钱**（余额 ¥500.00）')).toBeVisible();
  await button(page, '收费').click();
  await button(page.getByRole('dialog'), '确定').click();
  await expect(page.getByText('收费成功').first()).toBeVisible();
  await expect(page.getByTestId('funds-balance')).toHaveText('钱** 账户余额 ¥376.55');
});

/** 账单优惠: a rule of the community applied to a bill from 账单管理 (优惠), rounded once: 630.98 × 12.50 % → 78.87. */
test('账单管理: applies a discount rule to a bill and sees the discount', async ({ page }) => {
  const post = await adminPost();
  const { areaId, roomIds: [roomId] } = await placeWithRooms(post, { areaCode: `E2E-DS-${run}`, areaName: `优惠测试小区${run}`, address: '优惠路 1 号', buildingNo: `DS${run}`, buildingName: `优惠${run}栋`, rooms: ['101'] });
  const item = await fixedFeeItem(post, areaId, `优惠物业费${run}`, null, { chargeMethod: '4' });
  await post('/api/zhwy/fee-discount', { areaId, ruleName: `八七五折${run}`, kind: '1', rate: '12.50', auto: '0', state: '1' });
  // A period later than other specs' bills: first in the list (newest period first).
  await post('/api/zhwy/fee-bill/add', { areaId, roomId, feeItemId: item.id, payerKind: '1', status: '0', auditState: '0', periodStart: '2035-01-01', periodEnd: '2035-03-31', amount: '630.98' });

  await openAs(page, demoAdmin, { at: '/toll/fee-bill' });
  const bill = tableRows(page).filter({ hasText: `优惠物业费${run}` });
  await button(bill, '优惠').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '账单优惠' });
  await dialog.getByRole('combobox', { name: '优惠规则' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `八七五折${run}` }).click();
  await button(dialog, '确定').click();
  await expect(dialog).toBeHidden();
  await expect(bill).toContainText('78.87');
});
