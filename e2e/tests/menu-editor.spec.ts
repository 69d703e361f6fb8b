import { type Page, expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, option } from '../src/system-pages.ts';
import { dialogOpened, openAs, reloaded } from '../src/ui.ts';

/**
 * 菜单配置 (the async-route editor) acting as a person (issue 12): add a node under 系统管理 (the form's rules first),
 * drag it before 数据字典, reload and find the order kept, in the tree and in the side menu; delete it after the
 * spec's confirmation.
 */
test('the administrator adds a menu node, drags it, and the order survives a reload', async ({ page }) => {
  const run = Date.now().toString(36).slice(-5);
  const TITLE = `巡检记录${run}`;
  const tree = page.locator('.zh-menu-tree');
  const node = (title: string) => tree.locator('.ant-tree-treenode').filter({ has: page.getByText(title, { exact: true }) }).first();
  const expand = async (title: string) => {
    const switcher = node(title).locator('.ant-tree-switcher');
    if (await switcher.evaluate((el) => el.classList.contains('ant-tree-switcher_close'))) await switcher.click();
  };
  const nodeAction = async (title: string, action: string) => {
    await node(title).hover();
    await node(title).getByRole('button', { name: `${action} ${title}` }).click();
  };
  const childTitles = (pageRef: Page) =>
    pageRef.locator('.zh-menu-tree .ant-tree-treenode').evaluateAll((rows) => rows.map((row) => row.querySelector('.zh-menu-node-text')?.textContent ?? ''));

  // Tall enough for 系统管理's children: the drag's source and target both in view (a scroll mid-drag moves the mouse's target).
  await page.setViewportSize({ width: 1440, height: 1500 });
  await openAs(page, demoAdmin, { at: '/system/async-routes' });
  await expect(node('异步路由配置')).toBeVisible();
  await expand('系统管理');
  await expect(node('数据字典')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('menu-editor.png') });

  // Add under 系统管理: the rules of §5 first.
  await nodeAction('系统管理', '新增下级');
  const dialog = page.getByRole('dialog').filter({ hasText: '新增节点' });
  await dialogOpened(dialog);
  await expect(dialog.getByLabel('上级节点')).toHaveValue('系统管理');
  await button(dialog, '提交').click();
  await expect(dialog.getByText('请填写路由标题')).toBeVisible();
  await expect(dialog.getByText('请输入有效的路由名称，不能包含中文')).toBeVisible();
  await dialog.getByLabel('路由标题').fill(TITLE);
  await dialog.getByLabel('路由名称').fill('巡检');
  await dialog.getByLabel('路由路径').fill(`/system/patrol-${run}`);
  await expect(dialog.getByText('请输入有效的路由名称，不能包含中文')).toBeVisible();
  await dialog.getByLabel('路由名称').fill(`patrol-${run}`);
  await dialog.getByLabel('路由组件').click();
  // Many pages: the list is virtual, so the page is found by typing as a person would.
  await page.keyboard.type('dict-management');
  await option(page, 'dict-management').click();
  await dialog.getByLabel('图标').click();
  await page.keyboard.type('Safety');
  await option(page, 'SafetyOutlined').click();
  await page.screenshot({ path: test.info().outputPath('menu-node-modal.png') });
  await button(dialog, '提交').click();
  await expect(page.getByText('节点添加成功！')).toBeVisible();
  await expect(node(TITLE)).toBeVisible();
  let titles = await childTitles(page);
  expect(titles.indexOf(TITLE)).toBeGreaterThan(titles.indexOf('数据字典'));

  // Drag it before 数据字典 (the upper edge of the node).
  await node(TITLE).dragTo(node('数据字典'), { targetPosition: { x: 60, y: 2 } });
  await expect(page.getByText('节点顺序已保存')).toBeVisible();
  titles = await childTitles(page);
  expect(titles.indexOf(TITLE)).toBe(titles.indexOf('数据字典') - 1);

  // A reload: the tree and the side menu show the new order.
  await reloaded(page);
  await expect(node('异步路由配置')).toBeVisible();
  await expand('系统管理');
  await expect(node(TITLE)).toBeVisible();
  titles = await childTitles(page);
  expect(titles.indexOf(TITLE)).toBe(titles.indexOf('数据字典') - 1);
  const side = page.getByRole('complementary', { name: '导航菜单' });
  const items = await side.getByRole('menuitem').allTextContents();
  expect(items.indexOf(TITLE)).toBeGreaterThanOrEqual(0);
  expect(items.indexOf(TITLE)).toBe(items.indexOf('数据字典') - 1);
  // The server holds it too: first among 系统管理's children.
  const admin = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  const top = (await api(demoAdmin.host, 'GET', '/zhwy/api/system/menu/getMenu?parentId=0', undefined, admin)).body as unknown as { id: number; name: string }[];
  const system = top.find((n) => n.name === 'system')!;
  const children = (await api(demoAdmin.host, 'GET', `/zhwy/api/system/menu/getMenu?parentId=${system.id}`, undefined, admin)).body as unknown as { name: string; orderby: number }[];
  expect(children[0]).toMatchObject({ name: `patrol-${run}`, orderby: 1 });

  // Delete after the spec's confirmation.
  await nodeAction(TITLE, '删除');
  const confirm = page.getByRole('dialog').filter({ hasText: '此操作将永久删除，是否继续？' });
  await button(confirm, '确定').click();
  await expect(page.getByText('删除成功！')).toBeVisible();
  await expect(node(TITLE)).toHaveCount(0);
});
