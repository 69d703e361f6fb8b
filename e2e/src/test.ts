import { type BrowserContext, type Page, test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test` with one browser context per worker instead of one per test. Each test still gets a page of
 * its own: a new tab, closed after the test with every other tab it opened, and the cookies and localStorage of every
 * origin its tabs visited are cleared (sessionStorage belongs to the tab). What changes is the renderer process: with
 * --process-per-site (playwright.config.ts) and a keeper tab left open on the tenants' site, a new tab joins the
 * process whose V8 has already compiled the console's code instead of starting one. Opening a page as a signed-in
 * user took ~1.9 s in a new context and ~1.15 s this way; the whole suite 1,270–1,317 s and then 536–549 s on the
 * 2 × AMD EPYC machines (docs/testing.md, "The tenth session").
 *
 * `ownContext: true` (test.use) gives a file's tests a context of their own, for what a context keeps beyond a test:
 * a fake clock (`page.clock` is the context's).
 */
export const test = base.extend<{ ownContext: boolean }, { workerContext: BrowserContext }>({
  ownContext: [false, { option: true }],
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const { locale, viewport, reducedMotion, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ locale, viewport, reducedMotion, baseURL });
      // The tests' tenants are sites of their own (demo.localhost, second.localhost…): the keeper holds the one most
      // tests open. Its port is any of the run's (a site has no port).
      const keeper = await context.newPage();
      await keeper.goto(new URL('/readyz', baseURL?.replace('//localhost', '//demo.localhost')).href);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext, ownContext, browser, locale, viewport, reducedMotion, baseURL }, use) => {
    if (ownContext) {
      const context = await browser.newContext({ locale, viewport, reducedMotion, baseURL });
      await use(context);
      await context.close();
      return;
    }
    const before = new Set(workerContext.pages());
    const origins = new Set<string>();
    const visited = (page: Page) => page.on('framenavigated', (frame) => origins.add(new URL(frame.url()).origin));
    workerContext.on('page', visited);
    await use(workerContext);
    workerContext.off('page', visited);
    // What the test opened goes (its tabs, and with them their routes, init scripts and dialogs); the keeper stays.
    const [keeper] = before;
    await Promise.all(workerContext.pages().filter((p) => !before.has(p)).map((p) => p.close()));
    // And what it stored: a token left in localStorage would sign the next test's login page in.
    await workerContext.clearCookies();
    const cdp = await workerContext.newCDPSession(keeper);
    for (const origin of origins) {
      if (origin.startsWith('http')) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb' });
    }
    await cdp.detach();
  },
  page: async ({ context, viewport }, use) => {
    const page = await context.newPage();
    // A file's own viewport (test.use) on a tab of the worker's context.
    if (viewport && JSON.stringify(viewport) !== JSON.stringify(page.viewportSize())) await page.setViewportSize(viewport);
    await use(page);
  },
});
