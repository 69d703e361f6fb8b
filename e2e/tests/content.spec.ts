import { expect, test } from '@playwright/test';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { choose, pickTime, uploadPicture, openCreate, submitted, tableRows as rows } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';


// The banner and the article choose the category added by the first test.
test.describe.configure({ mode: 'serial' });

test.describe('内容管理', () => {
  // Names of this run, made when it starts (a repeat on the same server meets its own rows, not an earlier run's).
  let run = '';
  const east = () => `内容东区${run}`;
  const west = () => `内容西区${run}`;
  const category = () => `社区公告${run}`;
  test.beforeAll(async () => {
    run = String(Date.now() % 1_000_000).padStart(6, '0');
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    for (const [areaCode, areaName] of [[`E2E-CT1-${run}`, east()], [`E2E-CT2-${run}`, west()]]) {
      const created = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode, areaName, address: '内容路 1 号', status: '0' }, token);
      expect(created.status).toBe(200);
    }
  });

  test('adds a category', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/content/categories' });
    await expect(page).toHaveURL(/\/content\/categories$/);
    const form = await openCreate(page, '新增分类');
    await expect(form.getByLabel('上级分类')).toHaveValue('0');
    await form.getByLabel('分类名称').fill(category());
    await form.getByLabel('分类说明').fill('物业发布的公告');
    await submitted(page, form);
    await expect(rows(page).filter({ hasText: category() })).toBeVisible();
  });

  test('adds a banner shown in two communities, choosing its category', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/content/banners' });
    await expect(page).toHaveURL(/\/content\/banners$/);
    const form = await openCreate(page, '新增轮播图');
    await choose(page, form, '投放小区', east(), east());
    await choose(page, form, '投放小区', west(), west());
    await choose(page, form, '分类', category(), category());
    await form.getByLabel('标题', { exact: true }).fill(`春节停车安排${run}`);
    await form.getByLabel('排序号').fill('1');
    await uploadPicture(page, form);
    await form.getByLabel('分类类型').fill('公告');
    await form.getByLabel('跳转内容').fill('https://example.com/parking');
    // 备注 is optional: left empty, the banner is saved.
    await expect(form.locator('.ant-form-item-required').filter({ hasText: /^备注$/ })).toHaveCount(0);
    await pickTime(page, form, '开始时间', '2030-01-01 08:00:00');
    await pickTime(page, form, '结束时间', '2030-02-01 08:00:00');
    await submitted(page, form);
    const row = rows(page).filter({ hasText: `春节停车安排${run}` });
    await expect(row).toContainText(`${east()}、${west()}`);
    await expect(row).toContainText(category());
    await expect(row).toContainText('停用');
  });

  test('adds an article', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/content/articles' });
    await expect(page).toHaveURL(/\/content\/articles$/);
    const form = await openCreate(page, '新增文章');
    await choose(page, form, '所属小区', east(), east());
    await form.getByLabel('标题', { exact: true }).fill(`垃圾分类指南${run}`);
    await choose(page, form, '分类', category(), category());
    await form.getByLabel('来源').fill('物业服务中心');
    await form.getByLabel('摘要').fill('四类垃圾怎么分');
    await uploadPicture(page, form);
    await form.getByLabel('正文').fill('<p>可回收物投放到蓝色垃圾桶。</p>');
    await submitted(page, form);
    const row = rows(page).filter({ hasText: `垃圾分类指南${run}` });
    await expect(row).toContainText(east());
    await expect(row).toContainText(category());
    await expect(row).toContainText('草稿');
  });

  test('adds a commercial service', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/content/services' });
    await expect(page).toHaveURL(/\/content\/services$/);
    const form = await openCreate(page, '新增便民服务');
    await choose(page, form, '所属小区', west(), west());
    await form.getByLabel('服务名称').fill(`上门开锁${run}`);
    await form.getByLabel('联系人').fill('王师傅');
    await form.getByLabel('联系电话').fill('13800138000');
    await form.getByLabel('服务简介').fill('24 小时上门开锁换锁');
    await submitted(page, form);
    const row = rows(page).filter({ hasText: `上门开锁${run}` });
    await expect(row).toContainText(west());
    await expect(row).toContainText('13800138000');
  });
});
