import { expect, test } from '../src/test.ts';
import { demoAdmin, urlOf } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, choose, tableRows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';

/** Names of this run: a retry on the same server meets no rows of an earlier try. */
const run = String(Date.now() % 100_000);
const areaName = `楼栋测试小区${run}`;
const buildingNo = `E${run}`;

test.describe('楼栋 and 房态图 as the administrator', () => {
  test.beforeAll(async () => {
    const admin = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const res = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-HI-${run}`, areaName, address: '楼栋路 1 号', status: '0' }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  test('batch-creates a building through the wizard, finds a room in the room-state diagram and by typing building-unit-room, and cannot delete it while it has units', async ({ page }) => {
    test.setTimeout(120_000);
    await openAs(page, demoAdmin, { at: '/base/building' });
    await button(page, '批量生成').click();
    const wizard = page.getByRole('dialog', { name: '批量生成楼栋、单元与房屋' });
    await dialogOpened(wizard);
    // The whole name: earlier runs on the same server left other 楼栋测试小区…, and the select shows 50 at most.
    await choose(page, wizard, '所属小区', areaName, areaName);
    await wizard.getByLabel('楼栋编号', { exact: true }).fill(buildingNo);
    await wizard.getByLabel('地上层数', { exact: true }).fill('6');
    await button(wizard, '下一步').click();
    await wizard.getByLabel('每栋单元数', { exact: true }).fill('2');
    await wizard.getByLabel('每单元每层户数', { exact: true }).fill('3');
    // The basement switch says what it does (地下层数 is asked on the first step).
    await expect(wizard.getByRole('switch', { name: '地下层生成房屋' })).not.toBeChecked();
    await button(wizard, '下一步').click();
    // The preview: the community, counts and sample numbers before anything is saved.
    await expect(wizard.getByRole('row', { name: /^所属小区/ })).toContainText(areaName);
    await expect(wizard.getByText('将生成 1 栋、2 个单元、6 个楼层、36 间房屋')).toBeVisible();
    await expect(wizard.getByText('101', { exact: true })).toBeVisible();
    await expect(wizard.getByText('603', { exact: true })).toBeVisible();
    await button(wizard, '生成').click();
    await expect(page.getByText('已生成 36 间房屋')).toBeVisible();
    await expect(wizard).toBeHidden();
    const row = tableRows(page).filter({ hasText: `${buildingNo}号楼` });
    await expect(row).toBeVisible();

    // The diagram: the building floor by floor, 36 rooms, all 未售.
    await page.goto(urlOf(demoAdmin.host, '/toll/room-state'));
    // Opened, it shows a community and its first building at once, before anything is chosen.
    await expect(page.locator('.zh-content').getByText(/ · 共 \d+ 间$|^该小区还没有楼栋/)).toBeVisible();
    // Typed, as a clerk finds one community among many (the list is virtual: only the options in view exist).
    await choose(page, page.locator('body'), '小区', areaName, areaName);
    await choose(page, page.locator('body'), '楼栋', `${buildingNo}号楼`, `${buildingNo}号楼`);
    await expect(page.getByText(`${buildingNo}号楼 · 共 36 间`)).toBeVisible();
    await expect(page.locator('.zh-room-cell')).toHaveCount(36);
    await expect(page.locator('[data-state="0"].ant-tag')).toHaveText('未售 36');
    await page.locator('.zh-room-cell', { hasText: '602' }).first().click();
    const drawer = page.locator('.ant-drawer:visible');
    await expect(drawer.getByText(`房屋 ${buildingNo}号楼-1单元-602`)).toBeVisible();
    await expect(drawer.getByText('暂无绑定的住户')).toBeVisible();
    await page.keyboard.press('Escape');

    // The room list: the community chosen in the tree, then building-unit-room typed into the room search.
    await page.goto(urlOf(demoAdmin.host, '/base/room'));
    await page.locator('.zh-list-tree:visible').getByRole('treeitem', { name: areaName }).click();
    await expect(page.locator('.zh-list-tree:visible .ant-tree-node-selected')).toHaveText(areaName);
    await page.getByRole('textbox', { name: '房号' }).fill(`${buildingNo}-2-302`);
    await button(page, '查询').click();
    const found = tableRows(page);
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(`${buildingNo}号楼`);
    await expect(found).toContainText('2单元');
    await found.getByRole('button', { name: '302' }).click();
    const detail = page.locator('.ant-drawer:visible');
    await expect(detail.getByText('302 · 详情')).toBeVisible();
    await expect(detail.getByRole('region', { name: '住户' })).toContainText('暂无绑定的住户');
    await page.keyboard.press('Escape');

    // The building keeps its units: the delete is refused with the count.
    await page.goto(urlOf(demoAdmin.host, '/base/building'));
    await button(row, '删除').click();
    await button(page.locator('.ant-popover:visible'), '确定').click();
    await expect(page.getByText('该楼栋下还有 2 个单元，不能删除')).toBeVisible();
    await expect(row).toBeVisible();
  });
});
