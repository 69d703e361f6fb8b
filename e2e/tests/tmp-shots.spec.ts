import { expect, test } from '@playwright/test';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { idCard } from '../src/base-data.ts';
import { button, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs, openAt } from '../src/ui.ts';

const run = String(Date.now() % 100_000).padStart(5, '0');
test('shots', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  const area = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `SH-${run}`, areaName: `截图小区${run}`, address: '路', status: '0' }, token);
  const areaId = (area.body as { id: number }).id;
  const built = await api(demoAdmin.host, 'POST', '/api/base/ComBuilding', { areaId, buildingNo: `SH${run}`, buildingName: `截图楼${run}`, buildingType: '1', aboveFloors: 3, status: '0' }, token);
  const buildingId = (built.body as { id: number }).id;
  const room = await api(demoAdmin.host, 'POST', '/api/base/comRoom', { areaId, buildingId, floor: 1, roomNo: '101', roomUse: '1', state: '1' }, token);
  const roomId = (room.body as { id: number }).id;
  const reg = await api(demoAdmin.host, 'POST', '/api/app/resident-register', { roomId, name: `截图登记${run}`, idCardType: '1', idCardNo: idCard(`11010519800101${run.slice(2)}`), mobile: '13700007777', relation: '1', applyRemark: '刚搬进来' });
  expect(reg.status).toBe(200);
  const id = (reg.body as { data: { id: number } }).data.id;
  const audited = await api(demoAdmin.host, 'POST', '/api/base/resident-audit/update', { id, auditStatus: '2', auditRemark: '房号不符，请重新登记' }, token);
  expect(audited.status, JSON.stringify(audited.body)).toBe(200);

  await openAs(page, demoAdmin, { at: '/base/resident-audit' });
  const row = rows(page).filter({ hasText: `截图楼${run}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /截/ }).click();
  await expect(page.getByText('房号不符，请重新登记').last()).toBeVisible();
  await page.screenshot({ path: '/tmp/shot-audit-detail.png' });
  await page.keyboard.press('Escape');

  await openAt(page, '/base/resident');
  await button(page, '新增').click();
  const form = page.getByRole('dialog', { name: '新增住户' });
  await dialogOpened(form);
  await page.screenshot({ path: '/tmp/shot-resident-form.png' });
  await form.locator('.ant-drawer-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.screenshot({ path: '/tmp/shot-resident-form-bottom.png' });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '/tmp/shot-resident-list.png' });

  await openAt(page, '/base/resident-room');
  await page.screenshot({ path: '/tmp/shot-binding-list.png' });
  await button(page, '绑定房屋').click();
  const bind = page.getByRole('dialog', { name: '绑定房屋' });
  await dialogOpened(bind);
  await page.screenshot({ path: '/tmp/shot-binding-form.png' });
});
