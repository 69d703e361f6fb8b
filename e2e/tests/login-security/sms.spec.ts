import { expect, test } from '../../src/test.ts';
import { securityApi, securityUrlOf } from '../../src/login-security.ts';
import { openSignedIn, putLoginSettings, smsAdmin, smsAdminToken } from '../../src/sms-login.ts';

// SMS two-factor login (issue 11) on the login-security server (SMS_PROVIDER=test: the code is read through the
// test hook). The administrator turns it on in 租户设置 (second tenant); the login then asks for the code.

test('two-factor login: turned on in the settings page, the login asks for the code, a wrong one is refused, the sent one logs in', async ({ page }) => {
  const token = await smsAdminToken();
  // Failures counted by an earlier run on this server (its wrong code) would make this login ask for a captcha.
  const unlocked = await securityApi(smsAdmin.host, 'PUT', `/zhwy/api/system/cscpUserUnlock/${smsAdmin.username}`, undefined, token);
  expect(unlocked.status).toBe(200);
  try {
    // The administrator turns it on (and the captcha off, so that the login below shows no popup).
    await openSignedIn(page, token, '/system/tenant-settings');
    const twoFactor = page.getByRole('switch', { name: '短信验证码登录' });
    await expect(twoFactor).not.toBeChecked();
    await twoFactor.click();
    await page.getByLabel('登录验证码').click();
    await page.locator('.ant-select-item-option', { hasText: '不使用验证码' }).click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('租户设置已保存')).toBeVisible();

    // Logged out, the login page shows the phone once the account is typed, and the code's field.
    await page.evaluate(() => localStorage.clear());
    await page.goto(securityUrlOf(smsAdmin.host, '/login'));
    await page.getByPlaceholder('请输入账号').fill(smsAdmin.username);
    await page.getByPlaceholder('请输入密码').fill(smsAdmin.password);
    const phone = page.getByRole('textbox', { name: '绑定的手机号' });
    await expect(phone).toHaveValue(smsAdmin.masked);

    // Without the code the form says so.
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('手机验证码不能为空')).toBeVisible();

    const send = page.getByRole('button', { name: /获取验证码|秒后重新获取/ });
    await send.click();
    await expect(page.getByText('验证码已发送，5 分钟内有效')).toBeVisible();
    // The 30 s countdown before a resend.
    await expect(send).toHaveText(/^(30|29|28) 秒后重新获取$/);
    await expect(send).toBeDisabled();
    const hook = await securityApi(smsAdmin.host, 'GET', `/test-hooks/sms/${smsAdmin.mobile}`);
    const code = (hook.body.data as { code: string }).code;
    expect(code).toMatch(/^\d{6}$/);

    const codeInput = page.getByPlaceholder('请输入短信验证码');
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('短信验证码错误或已失效')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await codeInput.fill(code);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('complementary', { name: '导航菜单' })).toBeVisible();
  } finally {
    await putLoginSettings(token, { doubleFactorLogin: false, captchaType: 'blockPuzzle' });
  }
});
