import { type Page, expect, test } from '../src/test.ts';
import { demoAdmin, urlOf } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { openAs } from '../src/ui.ts';

const openFromSideMenu = async (page: Page, group: string, item: string) => {
  const entry = page.getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: group }).click();
  await entry.click();
  // As a person waits for the page: a click on the next item while this page still loads overtakes its navigation.
  await expect(page.getByRole('tab', { name: item, selected: true })).toBeVisible();
};

const tabs = (page: Page) => page.getByRole('tablist').getByRole('tab');
const breadcrumb = (page: Page) => page.getByRole('banner').getByRole('navigation');

test.describe('the shell', () => {
  // A session of each test's own: several of these tests end it.
  test.beforeEach(async ({ page }) => {
    await openAs(page, demoAdmin, { ownSession: true });
  });

  test('home greets the user, counts what waits for them and links the side menu\'s pages', async ({ page }) => {
    await expect(page.getByRole('heading', { name: /，系统管理员$/ })).toBeVisible();
    await expect(page.getByText('智慧物业管理平台（演示）', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: '首页', selected: true })).toBeVisible();
    // Shortcuts are the side menu's list pages: never a page that opens empty without its list (新增用户, 编辑用户).
    const shortcuts = page.locator('.zh-shortcuts');
    await expect(shortcuts.getByRole('link', { name: /用户管理/ })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: /新增用户|编辑用户|新增角色|编辑角色/ })).toHaveCount(0);
    // The workbench: the pending registrations the server counts, a link to their list.
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const pending = await api(demoAdmin.host, 'POST', '/api/base/resident-audit/getPageList', { 'auditStatus.equals': '0', page: 0, size: 1 }, token);
    const count = pending.body.recordsTotal as number;
    const waiting = page.getByRole('link', { name: `待审核住户：${count}` });
    await expect(waiting).toBeVisible();
    await waiting.click();
    await expect(page).toHaveURL(/\/base\/resident-audit$/);
    await expect(page.getByRole('tab', { name: '住户审核', selected: true })).toBeVisible();
    await page.getByRole('tab', { name: '首页' }).click();
    await shortcuts.getByRole('link', { name: /登录日志/ }).click();
    await expect(page).toHaveURL(/\/system\/login-log$/);
    await expect(page.getByRole('tab', { name: '登录日志', selected: true })).toBeVisible();
  });

  test('side-menu entries are links: Ctrl-click opens the page in a new browser tab, a plain click in this one', async ({ page, context }) => {
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    const entry = page.getByRole('menuitem', { name: '数据字典' }).getByRole('link', { name: '数据字典' });
    await expect(entry).toHaveAttribute('href', '/system/dict');
    const opened = context.waitForEvent('page');
    await entry.click({ modifiers: ['ControlOrMeta'] });
    const other = await opened;
    await expect(other).toHaveURL(/\/system\/dict$/);
    await expect(other.getByRole('tab', { name: '数据字典', selected: true })).toBeVisible();
    await other.close();
    // This tab stayed where it was; a plain click opens the page here, without loading the app again.
    await expect(page).toHaveURL(/\/home$/);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await entry.click();
    await expect(page.getByRole('tab', { name: '数据字典', selected: true })).toBeVisible();
    await expect(page).toHaveURL(/\/system\/dict$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('pages opened from the side menu open as tabs with a breadcrumb', async ({ page }) => {
    await openFromSideMenu(page, '系统管理', '数据字典');
    await expect(page).toHaveURL(/\/system\/dict$/);
    await expect(page.getByRole('tab', { name: '数据字典', selected: true })).toBeVisible();
    await expect(breadcrumb(page)).toHaveText('系统管理/数据字典');
    await expect(page).toHaveTitle('数据字典 - 智慧物业管理平台（演示）');

    await openFromSideMenu(page, '系统管理', '登录日志');
    await expect(page).toHaveURL(/\/system\/login-log$/);
    await expect(tabs(page)).toHaveText(['首页', '数据字典', '登录日志']);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('登录日志');
    await expect(breadcrumb(page)).toHaveText('系统管理/登录日志');

    // A tab brings its page back.
    await page.getByRole('tab', { name: '数据字典' }).click();
    await expect(page).toHaveURL(/\/system\/dict$/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('数据字典');
  });

  test('a page keeps what was typed while another tab is in front', async ({ page }) => {
    await openFromSideMenu(page, '系统管理', '数据字典');
    const firstField = page.getByRole('main').getByRole('textbox').first();
    await firstField.fill('sys_user');
    await openFromSideMenu(page, '系统管理', '登录日志');
    await expect(page.getByRole('tab', { selected: true })).toHaveText('登录日志');
    await page.getByRole('tab', { name: '数据字典' }).click();
    await expect(page.getByRole('main').getByRole('textbox').first()).toHaveValue('sys_user');
  });

  test('tabs close one by one, all but the current, or all, and home stays', async ({ page }) => {
    await openFromSideMenu(page, '系统管理', '数据字典');
    await openFromSideMenu(page, '系统管理', '登录日志');
    await openFromSideMenu(page, '系统管理', '操作日志');
    await expect(tabs(page)).toHaveText(['首页', '数据字典', '登录日志', '操作日志']);

    // The close button of one tab that is not the current one.
    await page.locator('.ant-tabs-tab', { has: page.getByRole('tab', { name: '登录日志' }) }).getByRole('button', { name: '关闭标签页' }).click();
    await expect(tabs(page)).toHaveText(['首页', '数据字典', '操作日志']);
    await expect(page).toHaveURL(/\/system\/operation-log$/);

    // The tabs survive a reload within the browser session.
    await page.reload();
    await expect(tabs(page)).toHaveText(['首页', '数据字典', '操作日志']);

    // Right-click a tab: close the others.
    await page.getByRole('tab', { name: '数据字典' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tabs(page)).toHaveText(['首页', '数据字典']);
    // The tab's menu has gone (as a person sees it close) before the tab bar's opens: both offer 关闭全部.
    await expect(page.getByRole('menuitem', { name: '关闭其他' })).toBeHidden();
    await expect(page).toHaveURL(/\/system\/dict$/);

    // The tab bar's menu: close all.
    await page.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect(tabs(page)).toHaveText(['首页']);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('.ant-tabs-tab', { has: page.getByRole('tab', { name: '首页' }) }).getByRole('button')).toHaveCount(0);
  });

  test('switching to English changes menus, header and dates at once, and back to Chinese', async ({ page }) => {
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('menuitem', { name: 'System' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expect(page.getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The workbench's count and the seeded dictionaries' names in English too.
    await expect(page.getByRole('link', { name: /^Residents awaiting review: \d+$/ })).toBeVisible();
    await openFromSideMenu(page, 'System', 'Data dictionary');
    await expect(breadcrumb(page)).toHaveText('System/Data dictionary');
    await expect(page.locator('.zh-content').getByRole('button', { name: /User status$/ })).toBeVisible();
    await expect(page.locator('.zh-content').getByText('用户状态')).toHaveCount(0);

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByRole('menuitem', { name: '系统管理' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '数据字典' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('a session ended elsewhere sends the user back to login', async ({ page }) => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const revoked = await api(demoAdmin.host, 'POST', '/zhwy/api/system/logout', undefined, token!);
    expect(revoked.status).toBe(200);

    // Watched from the navigation's commit, not its load event: on a slow machine the load came after the message's
    // 3 s had passed (a CI flake of 2026-11-28).
    await page.reload({ waitUntil: 'commit' });
    // One message for the event (it used to be two: 'please log in first', then 'expired').
    await expect(page.getByText('身份信息已过期，请重新登录')).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
    await expect(page.getByText('请先登录')).toHaveCount(0);
    await expect(page.getByText('身份信息已过期，请重新登录')).toHaveCount(1);
  });

  test('a session that ends while a page is open leads to login, not to the 404 page', async ({ page }) => {
    await openFromSideMenu(page, '系统管理', '数据字典');
    await expect(page.getByRole('cell', { name: 'sys_user_sex' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await api(demoAdmin.host, 'POST', '/zhwy/api/system/logout', undefined, token!)).status).toBe(200);

    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.getByText('身份信息已过期，请重新登录')).toHaveCount(1);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fdict$/);
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
    await expect(page.getByText('页面不存在')).toHaveCount(0);

    // Logging in again returns to the page the session ended on.
    await page.getByPlaceholder('请输入账号').fill(demoAdmin.username);
    await page.getByPlaceholder('请输入密码').fill(demoAdmin.password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/system\/dict$/);
    await expect(page.getByRole('tab', { name: '数据字典', selected: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'sys_user_sex' })).toBeVisible();
  });

  test('a notice that stays (the expiry notice of an expired project) never covers the header\'s buttons', async ({ page }) => {
    await page.route('**/api/validate', (route) => route.fulfill({ json: { code: 0, msg: '', data: { days: 0, hours: 0, minutes: 0, overtime: true } } }));
    await page.evaluate(() => sessionStorage.removeItem('expiryNoticeShown'));
    await page.reload();
    const notice = page.locator('.ant-notification-notice').filter({ hasText: '项目已过期，请联系平台管理员续期' });
    await expect(notice).toBeVisible();
    const box = (await notice.boundingBox())!;
    const header = page.getByRole('banner');
    for (const control of await header.getByRole('button').all()) {
      const b = await control.boundingBox();
      if (!b) continue;
      const overlaps = b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height;
      expect(overlaps, `notice over ${await control.getAttribute('aria-label')}`).toBe(false);
    }
    // The controls stay usable while it shows.
    await header.getByRole('button', { name: '系统设置' }).click();
    await expect(page.getByRole('dialog', { name: '系统设置' })).toBeVisible();
  });

  test('the header\'s logo block is as wide as the side menu, folded or not', async ({ page }) => {
    const brand = page.locator('.zh-brand');
    const sider = page.getByRole('complementary', { name: '导航菜单' });
    const widths = async () => [Math.round((await brand.boundingBox())!.width), Math.round((await sider.boundingBox())!.width)];
    await expect.poll(widths).toEqual([220, 220]);
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(widths).toEqual([64, 64]);
    await expect(page.locator('.zh-brand-name')).toBeHidden();
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect.poll(widths).toEqual([220, 220]);
  });

  test('an unknown tenant is said once', async ({ page }) => {
    await page.goto(urlOf('nosuchtenant.localhost', '/login'));
    await expect(page.getByText(/不存在或已停用/).first()).toBeVisible();
    // Let anything that would add a second notice arrive (no request left in flight for 500 ms), then count.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/不存在或已停用/)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeDisabled();
  });

  test('logging out asks first, then returns to login and forgets the session', async ({ page }) => {
    await page.getByRole('button', { name: /当前用户/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page.getByText('确定要退出登录吗？')).toBeVisible();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto(urlOf(demoAdmin.host, '/home'));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the personal centre opens from the user menu', async ({ page }) => {
    await page.getByRole('button', { name: /当前用户/ }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await expect(page).toHaveURL(/\/self-edit$/);
    await expect(page.getByRole('tab', { name: '个人中心', selected: true })).toBeVisible();
  });

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    await page.goto(urlOf(demoAdmin.host, '/no/such/page'));
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在或已被移除。')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('settings change the theme colour and remember it', async ({ page }) => {
    await page.getByRole('button', { name: '系统设置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统设置' });
    await drawer.getByRole('radio', { name: '极光绿' }).click();
    await expect(drawer.getByRole('radio', { name: '极光绿' })).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await page.getByRole('button', { name: '系统设置' }).click();
    await expect(page.getByRole('dialog', { name: '系统设置' }).getByRole('radio', { name: '极光绿' })).toHaveAttribute('aria-checked', 'true');
  });
});
