import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { idCard } from '../src/base-data.ts';
import { option, openFromMenu } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';

/** Names of this run: other specs share the database, and a retry meets none of an earlier try's rows. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `车辆状态小区${run}`;
const lotName = `状态停车场${run}`;
const plate = `粤B${run}`;

/**
 * 车辆状态图 (issue 25) as the administrator: a lot of three spaces, one sold with an unpaid bill of its own, one rented
 * with a car whose bill is unpaid, one free; opened from 收费中心, the lot chosen, the owing spaces are red with what
 * they owe and the plate masked, the free one green; a click shows the space's detail and its owed total.
 */
test('车辆状态图: the spaces of a lot coloured by what they and their cars owe, a space’s detail with its owed total', async ({ page }) => {
  const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  const post = async (path: string, body: object) => {
    const res = await api(demoAdmin.host, 'POST', path, body, token);
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    return ((res.body as { data?: { id: number } }).data ?? res.body) as { id: number };
  };
  const areaId = (await post('/api/base/new-com-area', { areaCode: `E2E-VS-${run}`, areaName: community, address: '车位路 1 号', status: '0' })).id;
  const residentId = (await post('/api/base/new-com-resident/insertNewComResident', { areaId, name: `车主${run}`, idCardType: '1', idCardNo: idCard(`44030519900307${run.slice(-3)}`), mobile: '13800138000', residentType: '1' })).id;
  const parkingId = (await post('/api/base/parking', { areaId, parkingNo: `VS${run}`, parkingName: lotName, parkingType: '2', floors: 1, status: '0' })).id;
  const space = async (spaceNo: string, state: string) =>
    (await post('/api/base/parkingSpace', { areaId, parkingId, spaceNo, floor: -1, spaceType: '1', state, ...(state === '0' ? {} : { residentId }) })).id;
  const sold = await space('B1-001', '1');
  const rented = await space('B1-002', '2');
  await space('B1-003', '0');
  const carId = (await post('/api/base/ComCarInfo/save', { areaId, plateNo: plate, plateColor: '1', carType: '1', ownerName: `车主${run}`, ownerPhone: '13800138000', parkingSpaceId: rented, status: '0' })).id;
  const item = (payerKind: string, itemName: string) =>
    post('/api/zhwy/fee-item', { areaId, itemName, feeType: '1', payerKind, chargeMethod: '2', fixedAmount: '150.00', cycle: '1', billingDay: 1, dueDays: 15, payTiming: '1', fundsPayable: '0', rounding: '1', lateFee: '0', vacantDiscount: '0', state: '1' });
  const year = new Date().getFullYear();
  const bill = { areaId, status: '0', auditState: '0', periodStart: `${year}-01-01`, periodEnd: `${year}-01-31`, dueDate: `${year}-01-16` };
  await post('/api/zhwy/fee-bill/add', { ...bill, parkingSpaceId: sold, feeItemId: (await item('2', `车位管理费${run}`)).id, payerKind: '2', amount: '150.00' });
  await post('/api/zhwy/fee-bill/add', { ...bill, carId, feeItemId: (await item('3', `停车费${run}`)).id, payerKind: '3', amount: '320.50' });

  await openAs(page, demoAdmin);
  await openFromMenu(page, '收费中心', '车辆状态图');
  const areaSelect = page.getByLabel('小区', { exact: true });
  await areaSelect.click();
  await areaSelect.fill(community);
  await option(page, community).click();
  const lotSelect = page.getByLabel('停车场', { exact: true });
  await lotSelect.click();
  await option(page, lotName).click();

  const tile = (spaceNo: string) => page.locator('.zh-space-tile').filter({ hasText: spaceNo });
  await expect(page.locator('.zh-space-tile')).toHaveCount(3);
  await expect(tile('B1-001')).toHaveAttribute('data-owing', 'true');
  await expect(tile('B1-001')).toContainText('欠费 150.00 元');
  await expect(tile('B1-001')).toHaveCSS('background-color', 'rgb(255, 242, 240)');
  await expect(tile('B1-002')).toHaveAttribute('data-owing', 'true');
  await expect(tile('B1-002')).toContainText(`粤B***${run.slice(-2)}`);
  await expect(tile('B1-002')).toContainText('欠费 320.50 元');
  await expect(page.getByText(plate)).toHaveCount(0);
  await expect(tile('B1-003')).not.toHaveAttribute('data-owing');
  await expect(tile('B1-003')).toHaveCSS('background-color', 'rgb(246, 255, 237)');
  await expect(page.locator('.ant-tag[data-state="owing"]')).toHaveText('欠费 2');
  await expect(page.locator('.ant-tag[data-state="1"]')).toHaveText('已售 1');
  await expect(page.getByText(`${lotName} · 共 3 个车位`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('vehicle-state.png') });

  await tile('B1-002').click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer.getByText(`车位 ${lotName} B1-002`)).toBeVisible();
  await expect(drawer).toContainText('已租');
  await expect(drawer).toContainText('车**');
  await expect(drawer.getByTestId('space-owed')).toContainText('欠费合计320.50 元');
  await expect(drawer.locator('.ant-table-row')).toHaveCount(1);
  await expect(drawer.locator('.ant-table-row')).toContainText(`粤B***${run.slice(-2)}`);
  await page.screenshot({ path: test.info().outputPath('vehicle-state-space.png') });
});
