import { expect, test } from '../src/test.ts';
import { idCard } from '../src/base-data.ts';
import { button, choose, openCreate, option, submitted, tableRows } from '../src/system-pages.ts';
import { dialogOpened, openAt, reloaded } from '../src/ui.ts';
import { adminPost, fixedFeeItem, openArrearsOf, placeWithRooms } from '../src/fee-data.ts';

/** Names, the owner's number and ID number (310106…: no other spec's region) of this run: other specs share the database and the numbers' SMS limits. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `催缴记录小区${run}`;
const mobile = `1391${run}02`;
const masked = `139****${mobile.slice(-4)}`;

/**
 * 催缴记录 and 催缴计划: a 发送催缴 from 欠费清单 leaves its row in 催缴记录 (the room, the mobile masked, 已发送 by
 * hand), and a community's 催缴计划 is added and edited in the framework's form.
 */
test('发送催缴 shows in 催缴记录 with the mobile masked; a 催缴计划 is added and edited', async ({ page }) => {
  const post = await adminPost();
  const { areaId, roomIds: [room101] } = await placeWithRooms(post, { areaCode: `E2E-NR-${run}`, areaName: community, address: '催缴路 2 号', buildingNo: `NR${run}`, buildingName: `记录${run}栋`, rooms: ['101'] });
  const owner = (await post('/api/base/new-com-resident/insertNewComResident', { areaId, name: '记录业主', idCardType: '1', idCardNo: idCard(`31010619900307${run.slice(2)}`), mobile, residentType: '1' })).id;
  await post('/api/base/new-resident-room/saveBindRoom', { residentId: owner, roomId: room101, relation: '1' });
  const item = await fixedFeeItem(post, areaId, `物业费${run}`, '120.50');
  const year = new Date().getFullYear();
  await post('/api/zhwy/fee-bill/add', { areaId, roomId: room101, feeItemId: item.id, payerKind: '1', status: '0', auditState: '0', periodStart: `${year}-01-01`, periodEnd: `${year}-03-31`, dueDate: `${year}-01-16`, amount: '361.50' });

  // 欠费清单: the room chosen, 发送催缴.
  await openArrearsOf(page, community);
  await expect(tableRows(page)).toHaveCount(1);
  await tableRows(page).filter({ hasText: '-101' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: /发送催缴 \(1\)/ }).click();
  await button(page.locator('.ant-modal-confirm').filter({ hasText: '发送催缴通知' }), '发送').click();
  const result = page.locator('.ant-modal-confirm').filter({ hasText: '催缴通知：共 1 间房屋，已发送 1 条' });
  await expect(result).toBeVisible();
  await button(result, '确定').click();

  // 催缴记录: the row, its mobile masked, sent by hand with its amount.
  await openAt(page, '/toll/notice-record');
  const recordArea = page.getByRole('combobox', { name: /^所属小区\s*:?$/ });
  await recordArea.click();
  await recordArea.fill(community);
  await option(page, community).click();
  await button(page, '查询').click();
  await expect(tableRows(page)).toHaveCount(1);
  const record = tableRows(page).first();
  await expect(record).toContainText(`记录${run}栋-101`);
  await expect(record).toContainText(masked);
  await expect(record).not.toContainText(mobile);
  await expect(record).toContainText('已发送');
  await expect(record).toContainText('手动');
  await expect(record).toContainText('361.50');
  // List-only: no add button.
  await expect(button(page, '新增')).toHaveCount(0);

  // 催缴计划: added for the community, then its day edited.
  await openAt(page, '/toll/notice-plan');
  const form = await openCreate(page, '新增催缴计划');
  await choose(page, form, '所属小区', community, community);
  await form.getByLabel('每月发送日').fill('5');
  await form.getByLabel('最少逾期天数').fill('10');
  await submitted(page, form);
  const plan = tableRows(page).filter({ hasText: community });
  await expect(plan).toContainText('5');
  await button(plan, '编辑').click();
  const edit = page.getByRole('dialog', { name: '编辑催缴计划' });
  await dialogOpened(edit);
  // Day 29 is refused in the form, as the server refuses it.
  await edit.getByLabel('每月发送日').fill('29');
  await edit.getByLabel('最少逾期天数').click();
  await expect(edit.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await edit.getByLabel('每月发送日').fill('20');
  // The add's 提交成功 may still show: the closed form and the row say the edit was saved.
  await button(edit, '提交').click();
  await expect(edit).toBeHidden();
  await expect(plan).toContainText('20');
  await reloaded(page);
  await expect(tableRows(page).filter({ hasText: community })).toContainText('20');
});
