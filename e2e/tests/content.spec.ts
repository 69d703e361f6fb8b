import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, choose, pickTime, uploadPicture, openCreate, submitted, tableRows as rows } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';


// The banner and the article choose the category added by the first test.
test.describe.configure({ mode: 'serial' });

/** Names of this run: a repeat on the same server meets no rows of an earlier one. */
const run = Date.now().toString(36).slice(-5);
const names = {
  east: `内容东区${run}`, west: `内容西区${run}`, category: `社区公告${run}`, child: `停水通知${run}`,
  banner: `春节停车安排${run}`, article: `垃圾分类指南${run}`, service: `上门开锁${run}`,
};

test.describe('内容管理', () => {
  test.beforeAll(async () => {
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    for (const [areaCode, areaName] of [[`E2E-CT1-${run}`, names.east], [`E2E-CT2-${run}`, names.west]]) {
      const created = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode, areaName, address: '内容路 1 号', status: '0' }, token);
      expect(created.status).toBe(200);
    }
  });

  test('adds a category and one under it, the parent chosen by name; the list searches by the parent’s name', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/content/categories' });
    await expect(page).toHaveURL(/\/content\/categories$/);
    const form = await openCreate(page, '新增分类');
    // 上级分类 is chosen by name; left empty, the category is a top-level one.
    await expect(form.getByText('不选则为顶级（无上级分类）')).toBeVisible();
    await form.getByLabel('分类名称').fill(names.category);
    await form.getByLabel('分类说明').fill('物业发布的公告');
    await submitted(page, form);
    await expect(rows(page).filter({ hasText: names.category })).toBeVisible();
    await expect(page.getByText('提交成功')).toHaveCount(0); // the next save says so again

    const child = await openCreate(page, '新增分类');
    await choose(page, child, '上级分类', names.category, names.category);
    await child.getByLabel('分类名称').fill(names.child);
    await child.getByLabel('分类说明').fill('停水停电的通知');
    await submitted(page, child);
    // The column names the parent, never its id.
    await expect(rows(page).filter({ hasText: names.child })).toContainText(names.category);

    // The search form's 上级分类 is a select of the categories' names (searched on the server).
    const search = page.locator('form[id^="category-search"]');
    await choose(page, search, '上级分类', names.category.slice(2), names.category);
    await button(search, '查询').click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(names.child);
    await expect(page.getByText(/parentId/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('category-search.png') });
  });

  test('adds a banner shown in two communities, choosing its category', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/content/banners' });
    await expect(page).toHaveURL(/\/content\/banners$/);
    const form = await openCreate(page, '新增轮播图');
    await choose(page, form, '投放小区', names.east, names.east);
    await choose(page, form, '投放小区', names.west, names.west);
    await choose(page, form, '分类', names.category, names.category);
    await form.getByLabel('标题', { exact: true }).fill(names.banner);
    await form.getByLabel('排序号').fill('1');
    await uploadPicture(page, form);
    await form.getByLabel('分类类型').fill('公告');
    await form.getByLabel('跳转内容').fill('https://example.com/parking');
    // 备注 is optional: left empty, the banner is saved.
    await expect(form.locator('.ant-form-item-required').filter({ hasText: /^备注$/ })).toHaveCount(0);
    await pickTime(page, form, '开始时间', '2030-01-01 08:00:00');
    await pickTime(page, form, '结束时间', '2030-02-01 08:00:00');
    await submitted(page, form);
    const row = rows(page).filter({ hasText: names.banner });
    await expect(row).toContainText(`${names.east}、${names.west}`);
    await expect(row).toContainText(names.category);
    await expect(row).toContainText('停用');
  });

  test('adds an article', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/content/articles' });
    await expect(page).toHaveURL(/\/content\/articles$/);
    const form = await openCreate(page, '新增文章');
    await choose(page, form, '所属小区', names.east, names.east);
    await form.getByLabel('标题', { exact: true }).fill(names.article);
    await choose(page, form, '分类', names.category, names.category);
    await form.getByLabel('来源').fill('物业服务中心');
    await form.getByLabel('摘要').fill('四类垃圾怎么分');
    await uploadPicture(page, form);
    await form.getByLabel('正文').fill('<p>可回收物投放到蓝色垃圾桶。</p>');
    await submitted(page, form);
    const row = rows(page).filter({ hasText: names.article });
    await expect(row).toContainText(names.east);
    await expect(row).toContainText(names.category);
    await expect(row).toContainText('草稿');
  });

  test('adds a commercial service', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/content/services' });
    await expect(page).toHaveURL(/\/content\/services$/);
    const form = await openCreate(page, '新增便民服务');
    await choose(page, form, '所属小区', names.west, names.west);
    await form.getByLabel('服务名称').fill(names.service);
    await form.getByLabel('联系人').fill('王师傅');
    await form.getByLabel('联系电话').fill('13800138000');
    await form.getByLabel('服务简介').fill('24 小时上门开锁换锁');
    await submitted(page, form);
    const row = rows(page).filter({ hasText: names.service });
    await expect(row).toContainText(names.west);
    await expect(row).toContainText('13800138000');
  });
});
