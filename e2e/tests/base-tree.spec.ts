import { type Locator, type Page, expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, choose, tableRows } from '../src/system-pages.ts';
import { dialogOpened, openAs, openAt } from '../src/ui.ts';

/**
 * Finding things through the place tree (issue 24): a new row's form starts from the tree's choice, the building,
 * unit and floor lists have the tree, and the room-state diagram finds a room typed as 3-2-302. One community of this
 * run with buildings 1, 2 and 3 (two units, four floors, three rooms a floor), so no other file's rows are met.
 */
const run = String(Date.now() % 100_000);
const areaName = `树测试小区${run}`;

/** The tree beside the visible list. */
const treeOf = (page: Page) => page.locator('.zh-list-tree:visible');
/** A node of the tree by its whole title (a node that opens is named with its arrow's image too). */
const nodeOf = (tree: Locator, name: string) => tree.getByRole('treeitem', { name: new RegExp(`(^|\\s)${name}$`) });
/** Opens a tree node's next level (its switcher), as a person clicks the arrow. */
const unfold = async (tree: Locator, name: string) => {
  const node = nodeOf(tree, name);
  await node.locator('.ant-tree-switcher').click();
  await expect(node).toHaveAttribute('aria-expanded', 'true');
};
/** Chooses a node and waits until it is the chosen one. */
const pick = async (tree: Locator, name: string) => {
  await nodeOf(tree, name).click();
  await expect(tree.locator('.ant-tree-node-selected')).toHaveText(name);
};
/** A form item's shown value, by its label (a select shows the chosen row's name). */
const itemOf = (form: Locator, label: string) => form.locator('.ant-form-item').filter({ has: form.page().getByLabel(label, { exact: true }) });

test.describe('the place tree and the room search', () => {
  test.beforeAll(async () => {
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const area = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-TR-${run}`, areaName, address: '树路 1 号', status: '0' }, token);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    const areaId = (area.body as { id: number }).id;
    const batch = { areaId, buildingNos: ['1', '2', '3'], aboveFloors: 4, units: 2, roomsPerFloor: 3 };
    const built = await api(demoAdmin.host, 'POST', '/api/base/ComBuilding/batchGenerate', batch, token);
    expect(built.status, JSON.stringify(built.body)).toBe(200);
  });

  test('a new room started while a unit is chosen in the tree has its community, building and unit filled', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/base/room' });
    const tree = treeOf(page);
    await unfold(tree, areaName);
    await unfold(tree, '3号楼');
    await pick(tree, '2单元');
    // The list is the unit's rooms.
    await expect(tableRows(page).first()).toContainText('3号楼');
    await expect(tableRows(page).first()).toContainText('2单元');
    await expect(tableRows(page).filter({ hasText: '1单元' })).toHaveCount(0);

    await button(page.locator('.zh-resource-list'), '新增').click();
    const form = page.getByRole('dialog', { name: '新增房屋' });
    await dialogOpened(form);
    await expect(itemOf(form, '所属小区')).toContainText(areaName);
    await expect(itemOf(form, '所属楼栋')).toContainText('3号楼');
    await expect(itemOf(form, '所属单元')).toContainText('2单元');
    // Saved as it stands with the rest typed: the new room is in the unit's list.
    await form.getByLabel('所在楼层', { exact: true }).fill('4');
    await form.getByLabel('房号', { exact: true }).fill('404');
    await button(form, '提交').click();
    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(tableRows(page).filter({ hasText: '404' })).toHaveCount(1);

    // 全部: a new room's form starts empty again.
    await pick(tree, '全部');
    await button(page.locator('.zh-resource-list'), '新增').click();
    const empty = page.getByRole('dialog', { name: '新增房屋' });
    await dialogOpened(empty);
    await expect(itemOf(empty, '所属楼栋')).not.toContainText('号楼');
    await expect(itemOf(empty, '所属小区')).not.toContainText(areaName);
  });

  test('the building, unit and floor lists are filtered by the tree, and their new rows start from it', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/base/building' });
    const tree = treeOf(page);
    // The building list's tree names communities only.
    await expect(page.locator('.zh-list-tree:visible .ant-card-head-title')).toHaveText(/小区$/);
    await pick(tree, areaName);
    await expect(tableRows(page)).toHaveCount(3);
    for (const name of ['1号楼', '2号楼', '3号楼']) await expect(tableRows(page).filter({ hasText: name })).toHaveCount(1);
    await button(page.locator('.zh-resource-list'), '新增').click();
    const form = page.getByRole('dialog', { name: '新增楼栋' });
    await dialogOpened(form);
    await expect(itemOf(form, '所属小区')).toContainText(areaName);
    await button(form, '取消').click();
    await expect(form).toBeHidden();
    // The batch wizard starts in it too.
    await button(page, '批量生成').click();
    const wizard = page.getByRole('dialog', { name: '批量生成楼栋、单元与房屋' });
    await dialogOpened(wizard);
    await expect(itemOf(wizard, '所属小区')).toContainText(areaName);
    await page.keyboard.press('Escape');
    await expect(wizard).toBeHidden();

    // The unit list opens on the community chosen on the building list, its buildings shown.
    await openAt(page, '/base/unit');
    const units = treeOf(page);
    await expect(units.locator('.ant-tree-node-selected')).toHaveText(areaName);
    await pick(units, '2号楼');
    await expect(tableRows(page)).toHaveCount(2);
    await expect(tableRows(page).filter({ hasText: '2号楼' })).toHaveCount(2);
    await button(page.locator('.zh-resource-list'), '新增').click();
    const unitForm = page.getByRole('dialog', { name: '新增单元' });
    await dialogOpened(unitForm);
    await expect(itemOf(unitForm, '所属小区')).toContainText(areaName);
    await expect(itemOf(unitForm, '所属楼栋')).toContainText('2号楼');
    await page.keyboard.press('Escape');
    await expect(unitForm).toBeHidden();

    // The floor list: one building's four floors.
    await openAt(page, '/base/floor');
    const floors = treeOf(page);
    await pick(floors, '1号楼');
    await expect(tableRows(page)).toHaveCount(4);
    await expect(tableRows(page).filter({ hasText: '2号楼' })).toHaveCount(0);
    await button(page.locator('.zh-resource-list'), '新增').click();
    const floorForm = page.getByRole('dialog', { name: '新增楼层' });
    await dialogOpened(floorForm);
    await expect(itemOf(floorForm, '所属楼栋')).toContainText('1号楼');
  });

  test('the room-state diagram finds 3-2-302 typed in its search: the building drawn, the room outlined and in view; none found is said', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/toll/room-state' });
    await choose(page, page.locator('body'), '小区', areaName, areaName);
    await expect(page.getByText('1号楼 · 共 24 间')).toBeVisible();
    const search = page.getByLabel('查找房屋', { exact: true });
    const status = page.getByRole('main').getByRole('status');
    await search.fill('3-2-302');
    await search.press('Enter');
    await expect(page.getByText(/^3号楼 · 共 \d+ 间$/)).toBeVisible();
    await expect(status).toContainText('找到 1 间房屋');
    const found = page.locator('.zh-room-cell[data-found]');
    await expect(found).toHaveCount(1);
    await expect(found).toHaveText('302');
    await expect(found).toHaveAttribute('aria-current', 'true');
    await expect(found).toBeInViewport();
    // It is the room of unit 2: its detail names the path.
    await found.click();
    await expect(page.locator('.ant-drawer:visible').getByText('房屋 3号楼-2单元-302')).toBeVisible();
    await page.keyboard.press('Escape');

    // A number alone: every building's 302; the one shown is in the drawn building, another is a click away.
    await search.fill('302');
    await search.press('Enter');
    await expect(status).toContainText('找到 6 间房屋');
    await expect(found).toHaveCount(2);
    await page.getByRole('button', { name: '在房态图中显示 1号楼-2单元-302' }).click();
    await expect(page.getByText('1号楼 · 共 24 间')).toBeVisible();
    await expect(page.locator('.zh-room-cell[aria-current="true"]')).toHaveText('302');

    // Nothing found is said, and nothing stays outlined.
    await search.fill('9-9-909');
    await search.press('Enter');
    await expect(status).toHaveText('本小区没有找到房屋“9-9-909”');
    await expect(found).toHaveCount(0);

    // The same in English.
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const english = page.getByLabel('Find a room', { exact: true });
    await english.fill('2-1-101');
    await english.press('Enter');
    await expect(status).toHaveText(/^Rooms found: 1/);
    await expect(page.getByText('2号楼 · 24 rooms')).toBeVisible();
    await expect(found).toHaveText('101');
    await english.fill('2-9-999');
    await english.press('Enter');
    await expect(status).toHaveText('No room “2-9-999” in this community');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
  });
});
