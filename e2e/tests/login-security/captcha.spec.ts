import { type Page, expect, test } from '../../src/test.ts';
import { demoAdmin, demoStaff } from '../../src/accounts.ts';
import { captchaAnswer, securityApi, securityPasswordKey, securityLogin, securityUrlOf, setDemoLoginSettings } from '../../src/login-security.ts';
import { aes } from '../../src/api.ts';
import { dialogOpened } from '../../src/ui.ts';

// The login's captchas in Chromium (issue 11), solved through the server's test hook: the slider dragged with the
// mouse by the hook's x, the click-word's characters clicked at the hook's points, the digit image refreshed.

const host = demoAdmin.host;
const POPUP = '请完成安全验证';

/** Fills the login form and presses 登录; answers the token of the challenge the popup then fetches. */
const submitLogin = async (page: Page, account: { username: string; password: string }) => {
  await page.goto(securityUrlOf(host, '/login'));
  await page.getByPlaceholder('请输入账号').fill(account.username);
  await page.getByPlaceholder('请输入密码').fill(account.password);
  const challenge = page.waitForResponse((res) => res.url().includes('/catpcha/get'));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const body = (await (await challenge).json()) as { repCode: string; repData: { token: string; wordList?: string[] } };
  expect(body.repCode).toBe('0000');
  return body.repData;
};

/** Waits until the popup has finished opening and shows its picture: a pointer aimed during the zoom misses. */
const popupReady = async (page: Page) => {
  const popup = page.getByRole('dialog', { name: POPUP });
  await dialogOpened(popup);
  await expect(popup.getByTestId('captcha-picture').locator('img').first()).toBeVisible();
  return popup;
};

const dragSlider = async (page: Page, distance: number) => {
  await popupReady(page);
  const handle = page.getByRole('slider');
  const box = (await handle.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  // In steps, as a hand moves: the pointer events follow one another.
  await page.mouse.move(box.x + box.width / 2 + distance, y, { steps: 12 });
  await page.mouse.up();
};

test.describe('captchas on the login page', () => {
  test.afterEach(async () => {
    // Whatever a test set, the next one finds the default: the slider.
    await setDemoLoginSettings({ captchaType: 'blockPuzzle' });
  });

  test('slider: the login button opens the popup; dragging the piece into its hole logs in', async ({ page }) => {
    // The login call is held until the popup's success has been seen, so the console cannot open before it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/zhwy/api/system/login', async (route) => {
      await released;
      await route.continue();
    });
    const { token } = await submitLogin(page, demoAdmin);
    const popup = page.getByRole('dialog', { name: POPUP });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('向右滑动完成验证')).toBeVisible();
    const { x } = await captchaAnswer(host, token);
    await dragSlider(page, x!);
    await expect(popup.getByRole('status')).toHaveText(/^验证成功（\d+\.\d\d 秒）$/);
    release();
    await expect(popup).toBeHidden(); // after 1 s
    await expect(page).toHaveURL(/\/home$/);
  });

  test('slider: a piece dropped beside its hole fails, and a new picture comes', async ({ page }) => {
    const { token } = await submitLogin(page, demoAdmin);
    const popup = page.getByRole('dialog', { name: POPUP });
    const picture = popup.getByTestId('captcha-picture').locator('img').first();
    const first = await picture.getAttribute('src');
    const next = page.waitForResponse((res) => res.url().includes('/catpcha/get'));
    const { x } = await captchaAnswer(host, token);
    await dragSlider(page, x! > 150 ? x! - 40 : x! + 40);
    await expect(popup.getByRole('status')).toHaveText('验证失败');
    await next; // 0.7 s later
    await expect(picture).not.toHaveAttribute('src', first!);
    await expect(popup.getByText('向右滑动完成验证')).toBeVisible();
    // Closed without passing: not verified, no login.
    await popup.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByText('未验证，请先完成安全验证')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('click-word: the three characters clicked in order log in', async ({ page }) => {
    await setDemoLoginSettings({ captchaType: 'clickWord' });
    const { token, wordList } = await submitLogin(page, demoAdmin);
    const popup = page.getByRole('dialog', { name: POPUP });
    await expect(popup.getByText(`请依次点击【${wordList!.join(',')}】`)).toBeVisible();
    const { points } = await captchaAnswer(host, token);
    await popupReady(page);
    const picture = popup.getByTestId('captcha-picture');
    const box = (await picture.boundingBox())!;
    // The hook's points are on the 310×155 reference: scaled to the picture as shown.
    for (const point of points!) await picture.click({ position: { x: (point.x * box.width) / 310, y: (point.y * box.height) / 155 } });
    await expect(page).toHaveURL(/\/home$/);
  });

  test('digit: the image refreshes on click, and the code with its key logs in', async ({ page }) => {
    await setDemoLoginSettings({ captchaType: 'digit' });
    let key = '';
    page.on('response', async (res) => {
      if (res.url().includes('/catpcha/digitalCaptcha') && res.ok()) key = Object.keys((await res.json()) as object)[0];
    });
    await page.goto(securityUrlOf(host, '/login'));
    const image = page.getByRole('img', { name: '验证码加载失败' });
    await expect(image).toHaveAttribute('title', '点击刷新验证码');
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    const before = await image.getAttribute('src');
    await image.click();
    await expect(image).not.toHaveAttribute('src', before!);

    await page.getByPlaceholder('请输入账号').fill(demoAdmin.username);
    await page.getByPlaceholder('请输入密码').fill(demoAdmin.password);
    await expect.poll(() => key).not.toBe('');
    await expect.poll(async () => (await securityApi(host, 'GET', `/test-hooks/captcha/${key}`)).status).toBe(200);
    await page.getByPlaceholder('请输入验证码').fill((await captchaAnswer(host, key)).code!);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('no captcha on the tenant: after the account’s second wrong password the login asks for the slider', async ({ page }) => {
    await setDemoLoginSettings({ captchaType: 'off' });
    const key = await securityPasswordKey(host);
    try {
      for (const wrong of ['Wrong#Pass1', 'Wrong#Pass2']) {
        const res = await securityApi(host, 'POST', '/zhwy/api/system/login', { username: demoStaff.username, password: aes(wrong, key) });
        expect(res.status).toBe(401);
      }
      await page.goto(securityUrlOf(host, '/login'));
      await page.getByPlaceholder('请输入账号').fill(demoStaff.username);
      await page.getByPlaceholder('请输入密码').fill(demoStaff.password);
      const challenge = page.waitForResponse((res) => res.url().includes('/catpcha/get'));
      await page.getByRole('button', { name: /登\s*录/ }).click();
      const { repData } = (await (await challenge).json()) as { repData: { token: string } };
      await expect(page.getByRole('dialog', { name: POPUP })).toBeVisible();
      await dragSlider(page, (await captchaAnswer(host, repData.token)).x!);
      await expect(page).toHaveURL(/\/home$/);
    } finally {
      // The staff's count of wrong passwords starts over for the tests after this one.
      const admin = await securityLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
      await securityApi(host, 'PUT', `/zhwy/api/system/cscpUserUnlock/${demoStaff.username}`, undefined, admin);
    }
  });
});
