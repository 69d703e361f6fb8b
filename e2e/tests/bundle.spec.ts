import { gzipSync } from 'node:zlib';
import { type Page, expect, test } from '../src/test.ts';
import { demoAdmin, urlOf } from '../src/accounts.ts';
import { openFromMenu } from '../src/system-pages.ts';
import { loginAs } from '../src/ui.ts';

/**
 * What the browser loads when: the login page carries the shell only (its Chinese texts, antd's and dayjs's
 * locale of the language in force); a module's pages and texts load with its first page, other languages when
 * chosen. Figures are gzip sizes of the JavaScript fetched, measured as bench/src/bundle.ts measures the build.
 */
const LOGIN_PAGE_BUDGET = 300 * 1024;

/** Texts that must not come with the login page, each found in one place of the sources. */
const MARKERS = {
  systemTexts: '字典类型列表', // apps/web/src/system/locales/zh_CN/system.ts
  systemTextsEnglish: 'Dictionary types', // apps/web/src/system/locales/en_US/system.ts
  shellEnglish: 'Log in to the Smart Property Console', // apps/web/src/platform/i18n/locales/en_US/shell.ts
  validationKorean: '필수 항목입니다', // packages/contracts/src/platform/messages.ts (five locales)
  antdJapanese: '件 / ページ', // antd/locale/ja_JP (its pager)
};

/** Records every JavaScript file of the app the page fetches, with its text. */
const recordScripts = (page: Page) => {
  const pending: Promise<unknown>[] = [];
  const scripts = new Map<string, string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/') || !url.pathname.endsWith('.js')) return;
    pending.push(response.text().then((text) => scripts.set(url.pathname, text)));
  });
  return {
    /** Waits for the bodies of everything fetched so far. */
    settled: async () => {
      await Promise.all(pending);
      return scripts;
    },
  };
};

const gzipTotal = (scripts: Map<string, string>) => [...scripts.values()].reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
const containing = (scripts: Map<string, string>, marker: string) => [...scripts.keys()].filter((file) => scripts.get(file)!.includes(marker));

test.describe('bundles', () => {
  test('the login page loads the shell only; module texts come with their page, other languages when chosen', async ({ page }) => {
    const record = recordScripts(page);
    await page.goto(urlOf(demoAdmin.host, '/login'));
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
    await page.waitForLoadState('networkidle');

    let scripts = await record.settled();
    const kb = (gzipTotal(scripts) / 1024).toFixed(1);
    test.info().annotations.push({ type: 'login page JavaScript', description: `${scripts.size} files, ${kb} KB gzip` });
    expect(gzipTotal(scripts), `login page JavaScript ${kb} KB gzip`).toBeLessThanOrEqual(LOGIN_PAGE_BUDGET);
    for (const [what, marker] of Object.entries(MARKERS)) expect(containing(scripts, marker), `${what} on the login page`).toEqual([]);

    // English on the login page: the shell's English texts load, the system module's still do not.
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByText(MARKERS.shellEnglish)).toBeVisible();
    await page.waitForLoadState('networkidle');
    scripts = await record.settled();
    expect(containing(scripts, MARKERS.shellEnglish)).toHaveLength(1);
    expect(containing(scripts, MARKERS.systemTextsEnglish)).toEqual([]);
    expect(containing(scripts, MARKERS.systemTexts)).toEqual([]);

    // Back to Chinese, log in: the system module's texts arrive with its first page, in the language in force.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    // The switch is kept once its texts are in: logging in before that reloaded the page still in English (CI flake).
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
    await loginAs(page, demoAdmin);
    await page.waitForLoadState('networkidle');
    expect(containing(await record.settled(), MARKERS.systemTexts), 'system texts before a system page opens').toEqual([]);
    await openFromMenu(page, '系统管理', '数据字典');
    await expect(page.getByText('字典类型列表')).toBeVisible();
    scripts = await record.settled();
    expect(containing(scripts, MARKERS.systemTexts)).toHaveLength(1);
    expect(containing(scripts, MARKERS.systemTextsEnglish)).toEqual([]);

    // A switch loads the texts of every module shown so far in the new language, before the page re-renders.
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect(page.getByText('辞書タイプ一覧')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'システム管理' })).toBeVisible();
    await page.getByRole('button', { name: '言語' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByText('字典类型列表')).toBeVisible();
  });
});
