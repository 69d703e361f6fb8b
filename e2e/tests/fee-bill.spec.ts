import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, choose, openFromMenu, option, tableRows as rows } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';

/** Names of this run: other specs share the database, and a retry meets none of an earlier try's rows. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `账单测试小区${run}`;
const buildingName = `账单${run}号楼`;
const itemName = `账单物业费${run}`;

test('批量生成 a quarter for a building, watch it finish, then find its bills in 账单管理 by room', async ({ page }) => {
  // Set up through the API: a community, a building with two rooms of 89.50 m², an area × price fee item.
  const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  const post = async (path: string, body: object) => {
    const res = await api(demoAdmin.host, 'POST', path, body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id as number;
  };
  const areaId = await post('/api/base/new-com-area', { areaCode: `E2E-BILL-${run}`, areaName: community, address: '账单路 1 号', status: '0' });
  const buildingId = await post('/api/base/ComBuilding', { areaId, buildingNo: `B${run}`, buildingName, buildingType: '1', status: '0', aboveFloors: 18 });
  for (const roomNo of ['1201', '1202']) await post('/api/base/comRoom', { areaId, buildingId, floor: 12, roomNo, buildingArea: '89.50', roomUse: '1', state: '1' });
  await post('/api/zhwy/fee-item', { areaId, itemName, feeType: '1', payerKind: '1', chargeMethod: '1', unitPrice: '2.3500', cycle: '3', billingDay: 1, dueDays: 15, payTiming: '1', fundsPayable: '1', rounding: '1', lateFee: '0', vacantDiscount: '0', state: '1' });

  await openAs(page, demoAdmin);
  await openFromMenu(page, '收费中心', '批量生成');
  await expect(page).toHaveURL(/\/toll\/fee-generate$/);
  const form = page.locator('form').first();
  await choose(page, form, '所属小区', community, community);
  await form.getByLabel('收费项', { exact: true }).click();
  await option(page, itemName).click();
  const month = form.getByLabel('计费起始月份', { exact: true });
  await month.click();
  await month.fill('2026-01');
  await month.press('Enter');
  await form.getByLabel('楼栋', { exact: true }).click();
  await option(page, buildingName).click();
  await page.keyboard.press('Escape');

  await button(page, '预览').click();
  const preview = page.getByLabel('生成预览');
  await expect(preview).toContainText('将生成账单2');
  await expect(preview).toContainText('¥1261.96');

  await button(page, '生成').click();
  const progress = page.getByLabel('生成进度');
  await expect(progress).toContainText('2 / 2');
  await expect(progress).toContainText('新生成 2 张');

  await openFromMenu(page, '收费中心', '账单管理');
  await expect(page).toHaveURL(/\/toll\/fee-bill$/);
  const room = page.getByRole('combobox', { name: /^房屋\s*:?$/ });
  await room.click();
  await room.fill('1202');
  await option(page, `${buildingName}-1202`).click();
  await button(page, '查询').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('630.98');
  await expect(rows(page).first()).toContainText('未缴');
});
