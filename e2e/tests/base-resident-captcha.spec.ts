import { expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { idCard } from '../src/base-data.ts';
import { button, choose, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';

// 住户 getCaptcha: the resident form's 获取验证码 sends an SMS code to the mobile as typed; saved with the code, the
// resident's mobile shows 已验证. The main e2e server runs with SMS_PROVIDER=test and TEST_HOOKS=true: the code the
// phone would receive is read through GET /test-hooks/sms/:phone.

/** Names of this run: a retry on the same server meets no rows (nor resend waits) of an earlier try. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `验证码测试小区${run}`;
const name = `验证码住户${run}`;
const masked = `验${'*'.repeat(name.length - 1)}`;
const mobile = `1360${run}08`;
const idCardNo = idCard(`11010519620304${run.slice(2)}`);

/** The code the test provider holds for the number. */
const receivedCode = async () => {
  const res = await api(demoAdmin.host, 'GET', `/test-hooks/sms/${mobile}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { code: string }).code;
};

test.beforeAll(async () => {
  const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  const area = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-CP-${run}`, areaName: community, address: '验证路 1 号', status: '0' }, token);
  expect(area.status, JSON.stringify(area.body)).toBe(200);
});

test('住户管理: 获取验证码 counts down, a wrong code is refused on its field, the right one saves the mobile 已验证', async ({ page }) => {
  await openAs(page, demoAdmin, { at: '/base/resident' });
  await button(page, '新增').click();
  const form = page.getByRole('dialog', { name: '新增住户' });
  await dialogOpened(form);
  await choose(page, form, '所属小区', '验证码测试', community);
  await form.getByLabel('姓名', { exact: true }).fill(name);
  await form.getByLabel('证件号码', { exact: true }).fill(idCardNo);

  // No code before the number is whole.
  const getCode = button(form, '获取验证码');
  await expect(getCode).toBeDisabled();
  await form.getByLabel('手机号码', { exact: true }).fill(mobile);
  await expect(getCode).toBeEnabled();
  await getCode.click();
  await expect(page.getByText('验证码已发送，5 分钟内有效')).toBeVisible();
  // The button counts down from 30 s and stays off meanwhile.
  const countdown = form.getByRole('button', { name: /^\d+ 秒后重发$/ });
  await expect(countdown).toBeDisabled();
  const first = Number((await countdown.textContent())!.match(/\d+/)![0]);
  expect(first).toBeGreaterThan(25);
  await expect.poll(async () => Number((await countdown.textContent())!.match(/\d+/)![0])).toBeLessThan(first);

  const code = await receivedCode();
  const field = form.getByLabel('验证码', { exact: true });
  await expect(form.getByText(`验证码已发送至 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`)).toBeVisible();
  await field.fill(code === '000000' ? '111111' : '000000');
  await button(form, '提交').click();
  await expect(form.getByText('短信验证码错误或已失效')).toBeVisible();

  await field.fill(code);
  await button(form, '提交').click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(form).toBeHidden();

  // The list shows the mobile with its 已验证 tag, and so does the detail.
  await page.getByRole('textbox', { name: '姓名' }).fill(name);
  await button(page, '查询').click();
  const row = rows(page).filter({ hasText: masked });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  await expect(row.locator('.ant-tag', { hasText: '已验证' })).toBeVisible();
  await row.getByRole('button', { name: masked }).click();
  const detail = page.getByRole('dialog', { name: `${masked} · 详情` });
  await expect(detail).toBeVisible();
  await expect(detail.locator('.ant-descriptions-row', { hasText: '手机验证' })).toContainText('已验证');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The edit opens on the resident just added (masked): 已验证 under the mobile until the number changes.
  await button(row, '编辑').click();
  const edit = page.getByRole('dialog', { name: '编辑住户' });
  await dialogOpened(edit);
  const mobileField = edit.getByLabel('手机号码', { exact: true });
  await expect(mobileField).toHaveValue(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  await expect(edit.locator('.ant-tag', { hasText: '已验证' })).toBeVisible();
  await expect(button(edit, '获取验证码')).toBeDisabled();
  await mobileField.fill('13600000001');
  await expect(edit.getByText('手机号码已更改，保存后为未验证')).toBeVisible();
  await expect(button(edit, '获取验证码')).toBeEnabled();
});
