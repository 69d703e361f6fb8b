import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { buttonName, button, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';


/** An article waiting for review (待审核), written through the API as its author's client would. */
const pendingArticle = async (title: string) => {
  const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  const created = async (path: string, body: object) => {
    const res = await api(demoAdmin.host, 'POST', path, body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id as number;
  };
  const stamp = Date.now() % 100_000;
  const communityId = await created('/api/base/new-com-area', { areaCode: `RV${stamp}`, areaName: `审核小区${stamp}`, address: '审核路 1 号', status: '0' });
  const categoryId = await created('/api/zhwy/category', { parentId: 0, categoryName: `审核分类${stamp}`, explain: '说明' });
  const id = await created('/api/base/article', {
    communityId,
    categoryId,
    name: title,
    source: '物业服务中心',
    articleBased: '电梯年检安排',
    articleCovers: '/api/ctyun/files/abcdefghijklmnopqrstuv.png',
    content: '<p>周三上午电梯年检。</p>',
    status: '3',
  });
  // Its cover is a made-up path: once done, it leaves the list, or later pages would show a broken picture.
  return () => api(demoAdmin.host, 'DELETE', `/api/base/article/removeByIds/${id}`, undefined, token);
};

let cleanup: (() => Promise<unknown>) | undefined;
test.afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

test('an article waiting for review is approved, then withdrawn with the status switch', async ({ page }) => {
  const title = `电梯年检${Date.now() % 10_000}`;
  cleanup = await pendingArticle(title);
  await openAs(page, demoAdmin, { at: '/content/articles' });
  const row = rows(page).filter({ hasText: title });
  await expect(row).toContainText('待审核');

  await button(row, '审核').click();
  const dialog = page.getByRole('dialog', { name: `审核“${title}”` });
  await dialogOpened(dialog);
  const ok = dialog.getByRole('button', { name: buttonName('确定') });
  await expect(ok).toBeDisabled();
  // A rejection needs its reason (the transition's field): the form says so before anything is sent.
  await dialog.getByRole('radio', { name: '已驳回' }).check();
  await ok.click();
  await expect(dialog.getByText('驳回原因不能为空')).toBeVisible();
  // Approved instead, with a remark the history keeps.
  await dialog.getByRole('radio', { name: '已发布' }).check();
  await expect(dialog.getByText('驳回原因不能为空')).toBeHidden();
  await dialog.getByLabel('备注').fill('内容无误');
  await ok.click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Published: no review any more; the status is now the published/withdrawn switch.
  await expect(button(row, '审核')).toHaveCount(0);
  const toggle = row.getByRole('switch', { name: `状态 ${title}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await page.getByRole('tooltip').getByRole('button', { name: buttonName('确定') }).click();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toContainText('已下架');

  // The detail drawer's history: both moves, oldest first, each with who made it.
  await row.getByRole('button', { name: title }).click();
  const detail = page.getByRole('dialog', { name: `${title} · 详情` });
  await expect(detail).toBeVisible();
  const history = detail.getByRole('region', { name: '流转记录' }).locator('.ant-timeline-item');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText(/审核\s*待审核\s*→\s*已发布/);
  await expect(history.nth(0)).toContainText('admin');
  await expect(history.nth(0)).toContainText('备注：内容无误');
  await expect(history.nth(1)).toContainText(/状态\s*已发布\s*→\s*已下架/);
  await detail.getByRole('button', { name: /close|关闭/i }).click();
  await expect(detail).toBeHidden();

  // The author's form offers only a draft or a review request (besides the current state).
  await button(row, '编辑').click();
  const form = page.getByRole('dialog', { name: '编辑文章' });
  await dialogOpened(form);
  await form.getByLabel('状态', { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText(['草稿', '已下架', '待审核']);
});
