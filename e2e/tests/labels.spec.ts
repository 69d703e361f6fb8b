import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, tableRows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';

/** Names of this run: a retry on the same server meets no rows of an earlier try. */
const run = String(Date.now() % 100_000);
const areaName = `标签测试小区${run}`;
const buildingName = `标签${run}号楼`;

test.describe('references named by the server', () => {
  test.beforeAll(async () => {
    const admin = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const area = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-LB-${run}`, areaName, address: '标签路 1 号', status: '0' }, admin);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    const areaId = (area.body as { id?: number; data?: { id: number } }).id ?? (area.body as { data: { id: number } }).data.id;
    const building = await api(demoAdmin.host, 'POST', '/api/base/ComBuilding', { areaId, buildingNo: `LB${run}`, buildingName, buildingType: '1', aboveFloors: 6, status: '0' }, admin);
    expect(building.status, JSON.stringify(building.body)).toBe(200);
  });

  test('the building list shows its community by name without loading the communities, and the form names it too', async ({ page }) => {
    const loads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/base/new-com-area') || url.searchParams.get('size') === '1000') loads.push(`${url.pathname}${url.search}`);
    });
    await openAs(page, demoAdmin, { at: '/base/building' });
    await page.getByRole('textbox', { name: '楼栋名称' }).fill(buildingName);
    await button(page, '查询').click();
    const row = tableRows(page).filter({ hasText: buildingName });
    await expect(row).toBeVisible();
    // The label came with the row (labels.areaId): no community list was read to name it.
    await expect(row.getByText(areaName, { exact: true })).toBeVisible();
    expect(loads).toEqual([]);

    await button(row, '编辑').click();
    const dialog = page.getByRole('dialog');
    await dialogOpened(dialog);
    // The select's current value by its name (the ids → labels call), not its id.
    await expect(dialog.getByText(areaName, { exact: true })).toBeVisible();
    expect(loads).toEqual([]);
  });
});
