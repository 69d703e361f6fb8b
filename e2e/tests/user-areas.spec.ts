import { expect, test } from '../src/test.ts';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, option, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs, openAt } from '../src/ui.ts';


/**
 * 用户小区授权: the administrator gives the read-only staff community A on the page; staff then sees A's rows only,
 * on the pages and through the API.
 */
/** Names of this run: a repeat on the same server meets no rows of an earlier one. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const A = `授权测试小区甲${run}`;
const B = `授权测试小区乙${run}`;
const lockerA = `甲区东门快递柜${run}`;
const lockerB = `乙区西门快递柜${run}`;

test.describe('用户小区授权', () => {
  // The second test reads what the first assigned.
  test.describe.configure({ mode: 'serial' });
  const ids = { a: 0, b: 0, addressA: 0, addressB: 0, staff: 0 };
  let admin = '';

  test.beforeAll(async () => {
    admin = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const post = async (path: string, body: object) => {
      const res = await api(demoAdmin.host, 'POST', path, body, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.id as number;
    };
    ids.a = await post('/api/base/new-com-area', { areaCode: `E2E-UA-A-${run}`, areaName: A, address: '甲路 1 号', status: '0' });
    ids.b = await post('/api/base/new-com-area', { areaCode: `E2E-UA-B-${run}`, areaName: B, address: '乙路 2 号', status: '0' });
    const address = { lat: '31.2304', lng: '121.4737', status: '0' };
    ids.addressA = await post('/api/zhwy/credits-shop-pick-up-address', { ...address, areaId: ids.a, address: lockerA });
    ids.addressB = await post('/api/zhwy/credits-shop-pick-up-address', { ...address, areaId: ids.b, address: lockerB });
    const users = await api(demoAdmin.host, 'GET', '/zhwy/api/system/cscpUserDetailsOr?usernameLike=staff', undefined, admin);
    ids.staff = (users.body.data as { id: number; username: string }[]).find((user) => user.username === 'staff')!.id;
  });

  // Other specs see staff as before: no community.
  test.afterAll(async () => {
    await api(demoAdmin.host, 'PUT', `/zhwy/api/system/cscpUserAreas/${ids.staff}`, { areaIds: [] }, admin);
  });

  test('the administrator assigns staff community A through the modal', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/user-area' });
    await expect(page).toHaveURL(/\/system\/user-area$/);
    // The tenant's accounts, admin and staff among them (other specs add their own to the shared database).
    for (const account of ['admin', 'staff']) await expect(rows(page).filter({ has: page.locator('td', { hasText: new RegExp(`^${account}$`) }) })).toHaveCount(1);
    await page.getByRole('textbox', { name: '账号' }).fill('sta');
    await button(page, '查询').click();
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).filter({ hasText: 'staff' });
    await expect(row).toContainText('只读');
    await expect(row).toContainText('启用');
    await page.screenshot({ path: test.info().outputPath('user-area-page.png') });

    await button(row, '分配小区').click();
    const dialog = page.getByRole('dialog', { name: '分配小区 · staff (只读员工)' });
    await dialogOpened(dialog);
    await expect(dialog.getByText('已选 0 个小区')).toBeVisible();
    const select = dialog.getByLabel('可管理的小区');
    await select.click();
    await select.fill(A);
    await expect(option(page, B)).toHaveCount(0); // searched by name
    await option(page, A).click();
    await expect(dialog.getByText('已选 1 个小区')).toBeVisible();
    await dialog.locator('.ant-modal-title').click(); // closes the list (which may cover what is below the field)
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('user-area-modal.png') });
    await button(dialog, '保存').click();
    await expect(page.getByText('已为 staff 保存 1 个小区')).toBeVisible();
    await expect(dialog).toBeHidden();

    const saved = await api(demoAdmin.host, 'GET', `/zhwy/api/system/cscpUserAreas/${ids.staff}`, undefined, admin);
    expect(saved.body.data).toEqual([ids.a]);
    // Opened again, the modal shows what is stored.
    await button(row, '分配小区').click();
    await dialogOpened(dialog);
    await expect(dialog.getByText('已选 1 个小区')).toBeVisible();
    await expect(dialog.locator(`.ant-select-selection-item[title="${A}"]`)).toBeVisible();
    await button(dialog, '取消').click();
    await expect(dialog).toBeHidden();
  });

  test('staff then sees community A’s rows only, and B’s are not there for them', async ({ page }) => {
    await openAs(page, demoStaff);
    // The page itself is the administrators'.
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await expect(page.getByRole('menuitem', { name: '用户小区授权' })).toHaveCount(0);

    await openAt(page, '/base/community');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(A);
    await openAt(page, '/credits/pick-up-addresses');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(lockerA);
    await expect(page.getByText(lockerB)).toHaveCount(0);

    const staff = await apiLogin(demoStaff.host, demoStaff.username, demoStaff.password);
    const get = (path: string) => api(demoStaff.host, 'GET', path, undefined, staff);
    expect((await get(`/api/zhwy/CreditsShopPickUpAddress/getPickUpAddress/${ids.addressA}`)).status).toBe(200);
    expect((await get(`/api/zhwy/CreditsShopPickUpAddress/getPickUpAddress/${ids.addressB}`)).status).toBe(404);
    expect((await get(`/api/base/new-com-area/${ids.b}`)).status).toBe(404);
    // Nor may staff widen their own scope: the assignment is the administrators'.
    const widen = await api(demoStaff.host, 'PUT', `/zhwy/api/system/cscpUserAreas/${ids.staff}`, { areaIds: [ids.a, ids.b] }, staff);
    expect(widen.status).toBe(403);
  });
});
