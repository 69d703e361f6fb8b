import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api } from '../src/api.ts';
import { idCard } from '../src/base-data.ts';
import { button, option, tableRows } from '../src/system-pages.ts';
import { openAt } from '../src/ui.ts';
import { adminPost, fixedFeeItem, openArrearsOf, placeWithRooms } from '../src/fee-data.ts';

/** Names, the owner's number and ID number (310104…: no other spec's region) of this run: other specs share the database and the numbers' SMS limits. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `催缴测试小区${run}`;
const mobile = `1390${run}01`;

/**
 * 发送催缴 from 欠费清单 (issue 25): two owing rooms chosen, one with its owner's mobile and one without anybody; one
 * SMS goes out (the test provider keeps its text), and the result says so and names the room left out.
 */
test('发送催缴: choose owing rooms on 欠费清单, send, and read the counts', async ({ page }) => {
  const post = await adminPost();
  const { areaId, roomIds: [room101, room102] } = await placeWithRooms(post, { areaCode: `E2E-NT-${run}`, areaName: community, address: '催缴路 1 号', buildingNo: `NT${run}`, buildingName: `催缴${run}栋`, rooms: ['101', '102'] });
  const owner = (await post('/api/base/new-com-resident/insertNewComResident', { areaId, name: '催缴业主', idCardType: '1', idCardNo: idCard(`31010419900307${run.slice(2)}`), mobile, residentType: '1' })).id;
  await post('/api/base/new-resident-room/saveBindRoom', { residentId: owner, roomId: room101, relation: '1' });
  const item = await fixedFeeItem(post, areaId, `物业费${run}`, '210.33');
  const year = new Date().getFullYear();
  for (const roomId of [room101, room102]) {
    await post('/api/zhwy/fee-bill/add', { areaId, roomId, feeItemId: item.id, payerKind: '1', status: '0', auditState: '0', periodStart: `${year}-01-01`, periodEnd: `${year}-03-31`, dueDate: `${year}-01-16`, amount: '630.98' });
  }

  await openArrearsOf(page, community);
  await expect(tableRows(page)).toHaveCount(2);
  for (const roomNo of ['101', '102']) await tableRows(page).filter({ hasText: `-${roomNo}` }).getByRole('checkbox').check();

  await page.getByRole('button', { name: /发送催缴 \(2\)/ }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '发送催缴通知' });
  await expect(confirm).toContainText('将向所选 2 间房屋各发送一条催缴短信');
  await button(confirm, '发送').click();

  const result = page.locator('.ant-modal-confirm').filter({ hasText: '催缴通知：共 2 间房屋，已发送 1 条' });
  await expect(result).toBeVisible();
  await expect(result.getByTestId('fee-notice-skipped')).toContainText(`催缴${run}栋-102：无可用手机号`);
  await button(result, '确定').click();
  // The choice is cleared once sent.
  await expect(page.getByRole('button', { name: /^(\S+ )?发送催缴$/ })).toBeDisabled();

  // The owner's phone got the notice (the test provider keeps its text).
  const hook = await api(demoAdmin.host, 'GET', `/test-hooks/sms-notice/${mobile}`);
  expect(hook.status).toBe(200);
  expect((hook.body as { data: { text: string } }).data.text).toBe(`尊敬的业主，您的房屋催缴${run}栋-101有1笔物业费用未缴，合计630.98元，请及时缴纳。如已缴纳请忽略。`);

  // 账单管理: the room's bill chosen, the same call with the bill's id.
  await openAt(page, '/toll/fee-bill');
  const billArea = page.getByRole('combobox', { name: /^所属小区\s*:?$/ });
  await billArea.click();
  await billArea.fill(community);
  await option(page, community).click();
  await button(page, '查询').click();
  await expect(tableRows(page)).toHaveCount(2);
  await tableRows(page).filter({ hasText: `催缴${run}栋-101` }).getByRole('checkbox').check();
  await page.getByRole('button', { name: /发送催缴 \(1\)/ }).click();
  const billConfirm = page.locator('.ant-modal-confirm').filter({ hasText: '发送催缴通知' });
  await expect(billConfirm).toContainText('所选 1 笔账单');
  await button(billConfirm, '发送').click();
  await expect(page.locator('.ant-modal-confirm').filter({ hasText: '催缴通知：共 1 间房屋，已发送 1 条' })).toBeVisible();
});
