import { type Page, expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, PICTURE, choose, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';

/**
 * Articles' rich text end to end: written in the editor (its own chunk, under the Content-Security-Policy),
 * sanitised by the server, shown formatted in the detail drawer, loaded back into the editor unchanged; markup
 * typed as text stays text, and markup stored through the API never runs.
 */
// Names of this run, made in beforeAll: a retry or a repetition (--repeat-each) on the same server, in the same
// worker, must not meet an earlier one's rows.
let RUN = '';
let COMMUNITY = '';
let CATEGORY = '';

type Violation = { directive: string; blocked: string };

/** CSP violations, console errors, page errors and alerts, from before any page script runs. */
const watch = async (page: Page) => {
  const seen = { violations: [] as Violation[], errors: [] as string[], dialogs: [] as string[] };
  await page.exposeFunction('__cspViolation', (v: Violation) => seen.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __cspViolation: (v: Violation) => void }).__cspViolation({ directive: e.effectiveDirective, blocked: e.blockedURI });
    });
  });
  page.on('console', (message) => message.type() === 'error' && seen.errors.push(message.text()));
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
};


/** The JavaScript files the page fetches, by path. */
const recordScripts = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return scripts;
};

test.describe.configure({ mode: 'serial' });

test.describe('文章正文（富文本）', () => {
  let token = '';
  let communityId = 0;
  let categoryId = 0;
  /** The article the API test stores: its cover names a file never uploaded, so it goes again afterwards. */
  let storedArticle = 0;
  test.beforeAll(async () => {
    RUN = String(Date.now() % 100_000);
    COMMUNITY = `富文本小区${RUN}`;
    CATEGORY = `富文本分类${RUN}`;
    token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const community = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-RT${RUN}`, areaName: COMMUNITY, address: '富文本路 1 号', status: '0' }, token);
    expect(community.status, JSON.stringify(community.body)).toBe(200);
    communityId = community.body.id as number;
    const category = await api(demoAdmin.host, 'POST', '/api/zhwy/category', { parentId: 0, categoryName: CATEGORY, explain: '富文本测试' }, token);
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    categoryId = category.body.id as number;
  });

  test('written with the toolbar, shown formatted, edited again with the same formatting', async ({ page }) => {
    // A whole article typed and checked three times over (form, detail, edit): longer than one page's default.
    test.setTimeout(120_000);
    const seen = await watch(page);
    const scripts = recordScripts(page);
    await openAs(page, demoAdmin, { at: '/content/articles' });
    await expect(page).toHaveURL(/\/content\/articles$/);
    expect(scripts.filter((s) => s.includes('RichTextEditor')), 'the editor before a form opens').toEqual([]);

    await button(page, '新增').click();
    const form = page.getByRole('dialog', { name: '新增文章' });
    await dialogOpened(form);
    await choose(page, form, '所属小区', '富文本', COMMUNITY);
    await form.getByLabel('标题', { exact: true }).fill(`停水通知${RUN}`);
    await choose(page, form, '分类', '富文本', CATEGORY);
    await form.getByLabel('来源').fill('物业服务中心');
    await form.getByLabel('摘要').fill('明日停水');
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/ctyun/ctYunUpload') && r.status() === 200);
    await form.locator('.ant-upload input[type=file]').first().setInputFiles(PICTURE);
    await uploaded;

    // The editor, fetched as its own chunk now that a form needs it, named like its label.
    const editor = form.getByRole('textbox', { name: '正文' });
    await expect(editor).toBeVisible();
    expect(scripts.filter((s) => s.includes('RichTextEditor'))).toHaveLength(1);
    const bold = form.getByRole('button', { name: '加粗' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');

    // Submitting it empty: the required rule speaks for the editor too.
    await button(form, '提交').click();
    await expect(form.getByText('正文不能为空')).toBeVisible();

    await editor.click();
    await page.keyboard.type('请提前储水。');
    // Select 储水 (left of the full stop) and make it bold with the toolbar.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await bold.click();
    await expect(editor.locator('strong')).toHaveText('储水');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // To the end of the line, as a person presses End until the caret is there (the editor may still be settling
    // its selection after the toolbar's command).
    await expect(editor).toBeFocused();
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        // The editor's own selection (what Enter acts on), not the page's: the editor takes the page's selection
        // over a moment later, and an Enter in between split the line before the full stop.
        return editor.evaluate((dom) => {
          type Head = { parentOffset: number; parent: { textContent: string; content: { size: number } } };
          const selection = (dom as Element & { editor?: { state: { selection: { empty: boolean; $head: Head } } } }).editor?.state.selection;
          if (!selection?.empty) return false;
          const { parentOffset, parent } = selection.$head;
          return parent.textContent.endsWith('。') && parentOffset === parent.content.size;
        });
      })
      .toBe(true);
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: '无序列表' }).click();
    await page.keyboard.type('东区 8 栋');
    await expect(editor.locator('ul > li')).toHaveText('东区 8 栋');
    // Out of the list (Enter on an empty item), then markup typed as plain text.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('<script>window.__typed = 1</script><img src=x onerror="window.__typed = 2">');

    // A link on a selected word: only http(s) and mailto addresses are taken.
    await page.keyboard.press('Enter');
    await page.keyboard.type('详见公告');
    await page.keyboard.press('Shift+Home');
    await form.getByRole('button', { name: '链接', exact: true }).click();
    const linkDialog = page.getByRole('dialog', { name: '插入链接' });
    await dialogOpened(linkDialog);
    await linkDialog.getByLabel('链接地址').fill('javascript:alert(1)');
    await button(linkDialog, '确定').click();
    await expect(linkDialog.getByText('请输入以 http://、https:// 或 mailto: 开头的地址')).toBeVisible();
    await linkDialog.getByLabel('链接地址').fill('example.com/notice');
    await button(linkDialog, '确定').click();
    await expect(linkDialog).toBeHidden();
    await expect(editor.locator('a')).toHaveAttribute('href', 'https://example.com/notice');

    // An image uploaded from the toolbar.
    await page.keyboard.press('End');
    await form.getByRole('button', { name: '图片', exact: true }).click();
    const imageDialog = page.getByRole('dialog', { name: '插入图片' });
    await dialogOpened(imageDialog);
    await imageDialog.getByLabel('图片说明').fill('停水范围');
    const pictureUploaded = page.waitForResponse((r) => r.url().includes('/api/ctyun/ctYunUpload') && r.status() === 200);
    await imageDialog.locator('input[type=file]').setInputFiles(PICTURE);
    await pictureUploaded;
    await expect(imageDialog).toBeHidden();
    const picture = editor.locator('img[alt="停水范围"]');
    await expect(picture).toHaveAttribute('src', /^\/api\/ctyun\/files\//);
    expect(await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);

    await button(form, '提交').click();
    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(form).toBeHidden();

    // The detail drawer: formatted HTML, the typed markup as text, nothing run.
    const row = rows(page).filter({ hasText: `停水通知${RUN}` });
    await row.getByRole('button', { name: new RegExp(`停水通知${RUN}`) }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(`停水通知${RUN} · 详情`) });
    await expect(detail).toBeVisible();
    const body = detail.locator('.zh-rich-text-view');
    await expect(body.locator('strong')).toHaveText('储水');
    await expect(body.locator('ul > li')).toHaveText('东区 8 栋');
    await expect(body.locator('a')).toHaveAttribute('href', 'https://example.com/notice');
    await expect(body.locator('img[alt="停水范围"]')).toBeVisible();
    await expect(body).toContainText('<script>window.__typed = 1</script><img src=x onerror="window.__typed = 2">');
    await expect(body.locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __typed?: number }).__typed)).toBeUndefined();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // Edit again: the editor holds the same formatting.
    await button(row, '编辑').click();
    const edit = page.getByRole('dialog', { name: '编辑文章' });
    await dialogOpened(edit);
    const again = edit.getByRole('textbox', { name: '正文' });
    await expect(again.locator('strong')).toHaveText('储水');
    await expect(again.locator('ul > li')).toHaveText('东区 8 栋');
    await expect(again.locator('a')).toHaveAttribute('href', 'https://example.com/notice');
    await expect(again).toContainText('<script>window.__typed = 1</script>');
    await again.locator('strong').click();
    await expect(edit.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    await button(edit, '取消').click();
    await expect(edit).toBeHidden();

    expect(seen.violations).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(seen.dialogs).toEqual([]);
  });

  test('markup stored through the API is shown inert', async ({ page }) => {
    const seen = await watch(page);
    const created = await api(demoAdmin.host, 'POST', '/api/base/article', {
      communityId,
      categoryId,
      name: `注入测试${RUN}`,
      source: '外部接口',
      articleBased: '脚本不得执行',
      articleCovers: '/api/ctyun/files/abcdefghijklmnopqrstuv.png',
      content: '<p>安全<script>window.__pwned = 1; alert(1)</script><img src="/api/ctyun/files/none.png" onerror="window.__pwned = 2; alert(2)"><a href="javascript:alert(3)">点我</a></p>',
      status: '0',
    }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    storedArticle = created.body.id as number;

    await openAs(page, demoAdmin, { at: '/content/articles' });
    const row = rows(page).filter({ hasText: `注入测试${RUN}` });
    await row.getByRole('button', { name: new RegExp(`注入测试${RUN}`) }).click();
    const body = page.getByRole('dialog', { name: new RegExp(`注入测试${RUN} · 详情`) }).locator('.zh-rich-text-view');
    await expect(body).toContainText('安全');
    await expect(body.getByText('点我')).toBeVisible();
    await expect(body.locator('script, [onerror]')).toHaveCount(0);
    expect(await body.locator('a').getAttribute('href')).toBe('');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
  });

  // Its missing cover would otherwise stand in the article list that a later run of the first test opens (a 404 in
  // that test's console, which it counts as an error).
  test.afterAll(async () => {
    if (!storedArticle) return;
    const removed = await api(demoAdmin.host, 'DELETE', `/api/base/article/${storedArticle}`, undefined, token);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    storedArticle = 0;
  });
});
