import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, openFromMenu, tableRows as rows } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';

/** Names of this run: other specs share the database, and a retry meets none of an earlier try's rows. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const building = `资金${run}号楼`;

/** An 18-digit ID number of this run with its check digit (GB 11643). */
const idCardOf = (serial: string) => {
  const body = `11010119900101${serial.slice(-3)}`.slice(0, 17);
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
};

test('用户资金: recharges a resident’s account through the modal and sees the balance and the movement', async ({ page }) => {
  const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  const post = async (path: string, body: object) => {
    const res = await api(demoAdmin.host, 'POST', path, body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { id: number };
  };
  const areaId = (await post('/api/base/new-com-area', { areaCode: `E2E-FUND-${run}`, areaName: `资金测试小区${run}`, address: '资金路 1 号', status: '0' })).id;
  const buildingId = (await post('/api/base/ComBuilding', { areaId, buildingNo: `FD${run}`, buildingName: building, buildingType: '1', aboveFloors: 3, status: '0' })).id;
  const roomId = (await post('/api/base/comRoom', { areaId, buildingId, floor: 1, roomNo: '101', roomUse: '1', state: '1' })).id;
  const residentId = (await post('/api/base/new-com-resident/insertNewComResident', { areaId, name: '钱多多', idCardType: '1', idCardNo: idCardOf(run), mobile: '13812345678', residentType: '1' })).id;
  await post('/api/zhwy/fund-config/saveOrUpdate', { areaId, state: '1', minRecharge: '1.00' });
  await post('/api/zhwy/user-funds', { areaId, residentId, roomId });

  await openAs(page, demoAdmin);
  await openFromMenu(page, '收费中心', '用户资金');
  const row = rows(page).filter({ hasText: building });
  await expect(row).toContainText('钱**');
  await button(row, '充值').click();
  const dialog = page.getByRole('dialog', { name: '充值：钱**' });
  await dialog.getByLabel('充值金额（元）').fill('88.5');
  await dialog.getByLabel('备注').fill('前台现金');
  await button(dialog, '确定').click();
  await expect(page.getByText('充值成功')).toBeVisible();
  await expect(row).toContainText('88.50');

  await button(row, '明细').click();
  const drawer = page.getByRole('dialog', { name: '资金明细：钱**' });
  const movement = drawer.locator('.ant-table-tbody tr.ant-table-row');
  await expect(movement).toHaveCount(1);
  await expect(movement).toContainText('充值');
  await expect(movement).toContainText('88.50');
  await expect(movement).toContainText('前台现金');
});
