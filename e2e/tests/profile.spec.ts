import { type Page, expect, test } from '../src/test.ts';
import { demoStaff } from '../src/accounts.ts';
import { api, apiLogin, apiRestorePassword } from '../src/api.ts';
import { button } from '../src/system-pages.ts';
import { openAs } from '../src/ui.ts';

/**
 * 个人中心 as the demo tenant's read-only staff. Other specs log in as this account but do not depend on its
 * names or avatar; whatever these tests change is put back afterwards, and its password is never changed.
 */
const PROFILE = '/zhwy/api/system/edit/cscpUserDetails';
const SEEDED = { familyName: '只读', name: '员工', mobile: null, email: null, imgPath: null, discTitle: null, discDetail: null };

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

const openProfile = async (page: Page) => {
  await page.getByRole('button', { name: /当前用户/ }).click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/self-edit$/);
  await expect(page.getByRole('tab', { name: '个人中心', selected: true })).toBeVisible();
  await expect(field(page, '名字')).toHaveValue(/.+/);
};

/** A password the change test sets for a moment; the account gets its usual one back right after. */
const TEMP_PASSWORD = 'Profile#Tmp2026';

let passwordMayHaveChanged = false;

const restorePassword = async () => {
  if (!passwordMayHaveChanged) return;
  // Unless the change was refused, the account now has the temporary password: give it its usual one back
  // (by way of two interim passwords, as the last 3 may not be reused).
  if (await apiLogin(demoStaff.host, demoStaff.username, TEMP_PASSWORD)) {
    await apiRestorePassword(demoStaff.host, demoStaff.username, TEMP_PASSWORD, demoStaff.password);
  }
  passwordMayHaveChanged = false;
};

const restoreProfile = async () => {
  await restorePassword();
  const token = await apiLogin(demoStaff.host, demoStaff.username, demoStaff.password);
  const res = await api(demoStaff.host, 'PUT', PROFILE, SEEDED, token);
  expect(res.status).toBe(200);
};

test.describe('the personal centre', () => {
  test.beforeEach(async ({ page }) => {
    await openAs(page, demoStaff);
  });
  test.afterAll(restoreProfile);

  test('shows the account read-only and saves a new name, which the header then shows', async ({ page }) => {
    await openProfile(page);
    const main = page.getByRole('main');
    await expect(main.getByText('注册时间')).toBeVisible();
    await expect(main.getByText('最后登录')).toBeVisible();
    // The role, read-only (a tag, not a field).
    await expect(main.locator('.ant-tag:visible', { hasText: /^只读员工$/ })).toBeVisible();
    await expect(field(page, '姓氏')).toHaveValue('只读');
    await expect(page.getByRole('button', { name: '当前用户：只读员工' })).toBeVisible();

    await field(page, '名字').fill('测试员');
    await field(page, '手机号码').fill('13800138000');
    await field(page, '个人说明').fill('负责一期的日常巡检');
    await expect(main.getByText('9 / 200')).toBeVisible();
    await button(main, '提交').click();

    await expect(page.getByText('信息修改成功！')).toBeVisible();
    await expect(page.getByRole('button', { name: '当前用户：只读测试员' })).toBeVisible();
    await expect(main.getByRole('heading', { name: '只读测试员' })).toBeVisible();

    // It was saved: a reload shows it again.
    await page.reload();
    await expect(field(page, '名字')).toHaveValue('测试员');
    await expect(field(page, '手机号码')).toHaveValue('13800138000');
    await expect(field(page, '个人说明')).toHaveValue('负责一期的日常巡检');
  });

  test('a cleared name or a bad mobile is refused in the form', async ({ page }) => {
    await openProfile(page);
    const main = page.getByRole('main');
    await field(page, '名字').fill('');
    await expect(main.getByText('名字不能为空')).toBeVisible();
    await field(page, '手机号码').fill('12345');
    await button(main, '提交').click();
    await expect(main.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(main.getByText('名字不能为空')).toBeVisible();
    await expect(page.getByText('信息修改成功！')).toHaveCount(0);
  });

  test("the server's field errors appear under their fields", async ({ page }) => {
    await openProfile(page);
    await page.route(`**${PROFILE}`, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ code: 422, msg: '提交的数据有误', fields: { email: '该邮箱已被其他账号使用' } }),
      }),
    );
    await field(page, '邮箱').fill('taken@example.com');
    await button(page.getByRole('main'), '提交').click();
    await expect(page.getByText('信息修改失败！')).toBeVisible();
    await expect(page.getByRole('main').getByText('该邮箱已被其他账号使用')).toBeVisible();
  });

  test('the change-password dialog asks for the new password twice', async ({ page }) => {
    await openProfile(page);
    await button(page.getByRole('main'), '修改密码').click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/密码长度为 8-32 位/)).toBeVisible();

    await button(dialog, '提交').click();
    await expect(dialog.getByText('请输入原密码')).toBeVisible();
    await expect(dialog.getByText('请输入新密码')).toBeVisible();
    await expect(dialog.getByText('请再次输入新密码')).toBeVisible();

    await dialog.getByLabel('原密码').fill(demoStaff.password);
    await dialog.getByLabel('新密码', { exact: true }).fill('Another#Pass2026');
    await dialog.getByLabel('确认新密码').fill('Another#Pass2027');
    await button(dialog, '提交').click();
    await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();

    // Cancel: nothing was sent, the password is unchanged.
    await button(dialog, '取消').click();
    await expect(dialog).toBeHidden();
    expect(await apiLogin(demoStaff.host, demoStaff.username, demoStaff.password)).toBeTruthy();
  });

  test('a password change keeps the user logged in on the new token', async ({ page }) => {
    await openProfile(page);
    const before = await page.evaluate(() => localStorage.getItem('token'));
    await button(page.getByRole('main'), '修改密码').click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });

    // A wrong old password: the persistent, closable failure notice, and the reason on the field.
    await dialog.getByLabel('原密码').fill('Wrong#Old2026');
    await dialog.getByLabel('新密码', { exact: true }).fill(TEMP_PASSWORD);
    await dialog.getByLabel('确认新密码').fill(TEMP_PASSWORD);
    await button(dialog, '提交').click();
    // The dialog has no account field: only the old password can be wrong, and that is what it says.
    const notice = page.locator('.ant-notification-notice').filter({ hasText: /^密码修改失败：原密码不正确，您还有 \d+ 次机会/ });
    await expect(notice).toBeVisible();
    await expect(notice).not.toContainText('账号');
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText(/^原密码不正确，您还有 \d+ 次机会$/);
    // It stays until closed: below the header, never over its buttons.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await notice.locator('.ant-notification-notice-close').click();
    await expect(notice).toBeHidden();

    try {
      await dialog.getByLabel('原密码').fill(demoStaff.password);
      passwordMayHaveChanged = true;
      await button(dialog, '提交').click();
      await expect(page.getByText('密码修改成功')).toBeVisible();
      await expect(dialog).toBeHidden();
      const after = await page.evaluate(() => localStorage.getItem('token'));
      expect(after).toBeTruthy();
      expect(after).not.toBe(before);
      // Still logged in, on the new token: the page reloads without a detour through login.
      await page.reload();
      await expect(page).toHaveURL(/\/self-edit$/);
      await expect(field(page, '姓氏')).toHaveValue('只读');
    } finally {
      await restorePassword();
    }
  });

  test('a new avatar is cropped square, zoomed in steps of 0.1 and saved', async ({ page }) => {
    await openProfile(page);
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 100;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1677ff';
      context.fillRect(0, 0, 160, 100);
      context.fillStyle = '#fadb14';
      context.beginPath();
      context.arc(80, 50, 36, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png').split(',')[1];
    });

    await button(page.getByRole('main'), '更换头像').click();
    const dialog = page.getByRole('dialog', { name: '更换头像' });
    const chooser = dialog.locator('input[type=file]');
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('仅支持 PNG、JPEG、GIF、JPG 格式的图片')).toBeVisible();

    await chooser.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await expect(dialog.locator('.reactEasyCrop_CropArea')).toBeVisible();
    await expect(dialog.getByText('缩放 1.0×')).toBeVisible();
    await dialog.getByRole('button', { name: '放大' }).click();
    await dialog.getByRole('button', { name: '放大' }).click();
    await expect(dialog.getByText('缩放 1.2×')).toBeVisible();
    await dialog.getByRole('button', { name: '缩小' }).click();
    await expect(dialog.getByText('缩放 1.1×')).toBeVisible();
    await button(dialog, '确定').click();
    await expect(dialog).toBeHidden();

    const avatar = page.getByRole('main').getByRole('img', { name: '头像' });
    await expect(avatar).toHaveAttribute('src', /^data:image\/png;base64,/);
    // Cropped but not submitted: the page says so until it is saved.
    await expect(page.getByText('新头像尚未保存，点击“提交”后生效')).toBeVisible();
    await button(page.getByRole('main'), '提交').click();
    await expect(page.getByText('信息修改成功！')).toBeVisible();
    await expect(page.getByText('新头像尚未保存，点击“提交”后生效')).toHaveCount(0);
    await expect(page.getByRole('banner').locator('.zh-user img')).toHaveAttribute('src', /^data:image\/png;base64,/);

    // The stored crop is square.
    const size = await avatar.evaluate(async (img: HTMLImageElement) => {
      const probe = new Image();
      probe.src = img.src;
      await probe.decode();
      return [probe.naturalWidth, probe.naturalHeight];
    });
    expect(size[0]).toBe(size[1]);
  });

  test('a file named .png that is not an image is refused with a message, not shown as a blank cropper', async ({ page }) => {
    await openProfile(page);
    await button(page.getByRole('main'), '更换头像').click();
    const dialog = page.getByRole('dialog', { name: '更换头像' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
    await expect(page.getByText('图片读取失败，请换一张图片')).toBeVisible();
    await expect(dialog.locator('.reactEasyCrop_CropArea')).toHaveCount(0);
    await expect(dialog.getByText('请先选择一张图片').first()).toBeVisible();
    await button(dialog, '取消').click();
  });

  test('back with unsaved changes asks first; staying keeps them, discarding leaves', async ({ page }) => {
    await openProfile(page);
    await field(page, '个人说明标题').fill('尚未提交的标题');
    await button(page.getByRole('main'), '返回').click();
    const confirm = page.getByRole('dialog').filter({ hasText: '放弃未保存的修改？' });
    await expect(confirm).toBeVisible();
    await button(confirm, '继续编辑').click();
    await expect(page).toHaveURL(/\/self-edit$/);
    await expect(field(page, '个人说明标题')).toHaveValue('尚未提交的标题');

    await button(page.getByRole('main'), '返回').click();
    await button(page.getByRole('dialog').filter({ hasText: '放弃未保存的修改？' }), '放弃修改').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('tab', { name: '个人中心' })).toHaveCount(0);
  });

  test('back closes the page and returns home', async ({ page }) => {
    await openProfile(page);
    await button(page.getByRole('main'), '返回').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('tab', { name: '个人中心' })).toHaveCount(0);
  });
});
