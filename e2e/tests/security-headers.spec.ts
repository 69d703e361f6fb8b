import { type Page, type Response, expect, test } from '../src/test.ts';
import { demoAdmin, urlOf } from '../src/accounts.ts';
import { openFromMenu, tableRows, button } from '../src/system-pages.ts';
import { dialogOpened, loginAs } from '../src/ui.ts';

/**
 * The web app under its Content-Security-Policy (apps/server/src/platform/security-headers.ts): Chromium must report
 * no violation and log no error on the pages that use what the policy allows narrowly (antd's run-time <style>
 * elements, data: images of the avatar cropper, API calls to our own origin).
 */
type Violation = { directive: string; blocked: string; source: string };


/** Listens before any page script runs, on every document the page loads. */
const watch = async (page: Page) => {
  const violations: Violation[] = [];
  const errors: string[] = [];
  await page.exposeFunction('__cspViolation', (v: Violation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: Violation) => void }).__cspViolation;
      void report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { violations, errors };
};

/** The headers the HTML document itself must carry. */
const expectDocumentHeaders = async (response: Response | null) => {
  expect(response, 'the document answered').not.toBeNull();
  const headers = await response!.allHeaders();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  // Plain HTTP: no Strict-Transport-Security.
  expect(headers['strict-transport-security']).toBeUndefined();
};

test('the console runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const { violations, errors } = await watch(page);

  await expectDocumentHeaders(await page.goto(urlOf(demoAdmin.host, '/login')));
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();

  await loginAs(page, demoAdmin);
  await expect(page.getByRole('main')).toBeVisible();

  await openFromMenu(page, '系统管理', '数据字典');
  await expect(page).toHaveURL(/\/system\/dict$/);
  await expect(tableRows(page).first()).toBeVisible();

  // The personal centre: a chosen picture goes through the cropper as a data: URL and is shown as one.
  await page.getByRole('button', { name: /当前用户/ }).click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/self-edit$/);
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1677ff';
    context.fillRect(0, 0, 120, 80);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await button(page.getByRole('main'), '更换头像').click();
  const dialog = page.getByRole('dialog', { name: '更换头像' });
  await dialogOpened(dialog);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(dialog.locator('.reactEasyCrop_CropArea')).toBeVisible();
  await button(dialog, '确定').click();
  await expect(dialog).toBeHidden();
  const avatar = page.getByRole('main').getByRole('img', { name: '头像' });
  await expect(avatar).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);

  // A deep link, loaded afresh: the document of index.html carries the headers too.
  await expectDocumentHeaders(await page.goto(urlOf(demoAdmin.host, '/system/dict')));
  await expect(tableRows(page).first()).toBeVisible();

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);

  // The policy is enforced, not only sent: an injected inline script does not run and is reported.
  // An allowed inline script runs as it is appended; a blocked one raises the page's violation event: waited for.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    const reported = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }));
    document.head.append(script);
    await reported;
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.map((v) => [v.directive, v.blocked])).toEqual([['script-src-elem', 'inline']]);
});

test('/api-docs (swagger-ui) runs under the same policy without a violation', async ({ page }) => {
  const { violations, errors } = await watch(page);
  const response = await page.goto(urlOf(demoAdmin.host, '/api-docs'));
  expect(response?.status()).toBe(200);
  const csp = (await response!.allHeaders())['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect((await response!.allHeaders())['x-frame-options']).toBe('DENY');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('智慧物业管理后台 API');
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
