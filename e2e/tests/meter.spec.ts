import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, choose, openCreate, openFromMenu, submitted, tableRows as rows } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';

/** Names of this run: other specs share the database, and a retry meets none of an earlier try's rows. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `抄表小区${run}`;
const building = `抄表${run}号楼`;
const itemName = `水费${run}`;
const meterNo = `SB${run}A`;

test('仪表与抄表: adds a meter, enters the building’s month (a low reading refused, then corrected) and sees the usage', async ({ page }) => {
  // Two pages, two forms and the data they need: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  const post = async (path: string, body: object) => {
    const res = await api(demoAdmin.host, 'POST', path, body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { id: number }).id;
  };
  const areaId = await post('/api/base/new-com-area', { areaCode: `E2E-MR-${run}`, areaName: community, address: '抄表路 1 号', status: '0' });
  const buildingId = await post('/api/base/ComBuilding', { areaId, buildingNo: `MR${run}`, buildingName: building, buildingType: '1', aboveFloors: 3, status: '0' });
  await post('/api/base/comRoom', { areaId, buildingId, floor: 1, roomNo: '101', roomUse: '1', state: '1' });
  const room2 = await post('/api/base/comRoom', { areaId, buildingId, floor: 1, roomNo: '102', roomUse: '1', state: '1' });
  const feeItemId = await post('/api/zhwy/fee-item', { areaId, itemName, feeType: '3', payerKind: '1', chargeMethod: '3', unitPrice: '3.45', cycle: '1', billingDay: 1, dueDays: 15, payTiming: '2', fundsPayable: '1', rounding: '1', lateFee: '0', state: '1' });
  await post('/api/zhwy/meter-info/add', { areaId, meterNo: `SB${run}B`, meterType: '1', roomId: room2, feeItemId, initialReading: '50.00', state: '1' });

  // The meter of room 101, through the form.
  await openAs(page, demoAdmin);
  await openFromMenu(page, '收费中心', '仪表管理');
  const form = await openCreate(page, '新增仪表');
  await choose(page, form, '所属小区', community, community);
  await form.getByLabel('表号').fill(meterNo);
  await choose(page, form, '房屋', `${building}-101`, `${building}-101`);
  await choose(page, form, '收费项', itemName, itemName);
  await form.getByLabel('初始读数').fill('100');
  await submitted(page, form);
  await expect(rows(page).filter({ hasText: meterNo })).toContainText(itemName);

  // The month of the building: each room's meter with its previous reading.
  await openFromMenu(page, '收费中心', '抄表记录');
  await button(page, '抄表录入').click();
  const entry = page.getByRole('dialog', { name: '抄表录入（按楼栋、月份）' });
  await choose(page, entry, '楼栋', building, building);
  await choose(page, entry, '收费项', itemName, itemName);
  const first = entry.getByRole('row').filter({ hasText: meterNo });
  await expect(first).toContainText('100.00');
  await first.getByRole('textbox').fill('90');
  await entry.getByRole('row').filter({ hasText: `SB${run}B` }).getByRole('textbox').fill('55.5');
  await button(entry, '保存本月读数').click();
  await expect(first.getByRole('alert')).toHaveText('本期读数不能小于上期读数 100.00');
  await first.getByRole('textbox').fill('112.4');
  await expect(first).toContainText('12.40');
  await button(entry, '保存本月读数').click();
  await expect(page.getByText('已保存 2 条抄表记录')).toBeVisible();
  await expect(entry).toBeHidden();
  await expect(rows(page).filter({ hasText: meterNo })).toContainText('12.40');
  await expect(rows(page).filter({ hasText: `SB${run}B` })).toContainText('5.50');
});
