import { expect, test } from '../src/test.ts';
import { demoAdmin, demoStaff, urlOf } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, choose, option, tableRows as rows, setChecked } from '../src/system-pages.ts';
import { changePasswordOnPage, dialogOpened, openAs, openAt, pageShown, passwordPageFields } from '../src/ui.ts';

/**
 * 用户管理 acting as a person (issues 12, 24): the administrator creates a staff user who sees one community through
 * the form (department cascader whose communities are only suggested, the community chosen by name, role, post,
 * avatar crop; what was typed survives a visit to 首页, and closing the dirty tab asks first), finds it with the
 * search box, edits it (current password, the password rule's parts), disables and enables it, resets its password;
 * the new user logs in for the first time in a fresh browser, changes the password on the forced page and sees only
 * its community's data; the user is deleted. The read-only staff does not see 删除 and the API refuses it.
 */
test.describe('用户管理', () => {
  test.describe.configure({ mode: 'serial' });
  const run = Date.now().toString(36).slice(-5);
  const username = `e2e${run}`;
  // The user's mobile is this run's too: the search by it must find this run's user alone, not also the one an
  // earlier try (a retry after a failure, --repeat-each) created on the same server.
  const mobile = `138${Date.now().toString().slice(-8)}`;
  const ids = { a: 0, b: 0, top: 0, post: 0, user: 0 };
  const names = {
    a: `用户甲区${run}`, b: `用户乙区${run}`, top: `总部${run}`, child: `工程部${run}`, post: `维修工${run}`,
    addressA: `甲区北门${run}`, addressB: `乙区南门${run}`, roomA: `1${run}`, roomB: `2${run}`,
  };
  let admin = '';
  let password = '';

  test.beforeAll(async () => {
    admin = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const post = async (path: string, body: object) => {
      const res = await api(demoAdmin.host, 'POST', path, body, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.id ?? (res.body.data as { id: number } | undefined)?.id) as number;
    };
    ids.a = await post('/api/base/new-com-area', { areaCode: `E2E-U-A-${run}`, areaName: names.a, address: '甲路 1 号', status: '0' });
    ids.b = await post('/api/base/new-com-area', { areaCode: `E2E-U-B-${run}`, areaName: names.b, address: '乙路 2 号', status: '0' });
    const address = { lat: '31.2304', lng: '121.4737', status: '0' };
    await post('/api/zhwy/credits-shop-pick-up-address', { ...address, areaId: ids.a, address: names.addressA });
    await post('/api/zhwy/credits-shop-pick-up-address', { ...address, areaId: ids.b, address: names.addressB });
    // A room in each community: the new user's room list shows A's only.
    for (const [areaId, roomNo] of [[ids.a, names.roomA], [ids.b, names.roomB]] as const) {
      const building = await post('/api/base/ComBuilding', { areaId, buildingNo: `U${roomNo}`, buildingName: `楼${roomNo}`, buildingType: '1', aboveFloors: 6, status: '0' });
      await post('/api/base/comRoom', { areaId, buildingId: building, floor: 1, roomNo, roomUse: '1', state: '0' });
    }
    ids.top = await post('/api/zhwy/ComDepartment', { departmentName: names.top, parentId: 0, areaIds: `${ids.a},${ids.b}`, status: '0' });
    ids.post = await post('/zhwy/api/zhwy_admin/post', { postCode: `e2e_${run}`, postName: names.post, status: '0' });
  });

  test('the administrator creates a department on its screen, then a user in it who sees one community, with its role, post and avatar', async ({ page }) => {
    // The department, under a top-level one made beforehand, through 部门管理 (新增下级) with one community.
    await openAs(page, demoAdmin, { at: '/system/department' });
    const top = rows(page).filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${names.top}$`) }) });
    await button(top, '新增下级').click();
    const department = page.getByRole('dialog', { name: `新增下级部门 · ${names.top}` });
    await dialogOpened(department);
    await department.getByLabel('部门名称').fill(names.child);
    await choose(page, department, '管理小区', '甲区', names.a);
    await department.locator('.ant-modal-title').click(); // closes the option list
    await button(department, '提交').click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(department).toBeHidden();

    await openAt(page, '/system/user');
    await button(page.getByRole('main'), '新增').click();
    const tab = page.getByRole('tab', { name: '新增用户' });
    await expect(tab).toBeVisible();
    const form = page.locator('form#user-add');
    // Typed at once, while the form's lists may still be loading: their arrival keeps what was typed (it once reset
    // the form, and a 账号 typed in the same instant was lost).
    await form.getByLabel('账号').fill('admin');
    await form.getByLabel('姓名').click(); // the account is checked on blur
    await expect(form.getByText('账号已存在，请重新输入')).toBeVisible();
    await form.getByLabel('账号').fill(username);

    // The top department serves both communities: they are suggested, never chosen for the clerk.
    const areas = form.locator('.ant-form-item').filter({ has: page.getByLabel('小区', { exact: true }) });
    const suggestion = form.getByTestId('area-suggestion');
    await form.getByLabel('部门').click();
    await page.locator('.ant-cascader-menu-item').filter({ hasText: names.top }).click();
    await expect(suggestion).toContainText(`部门“${names.top}”管理的小区中有 2 个未选`);
    await expect(suggestion).toContainText(names.a);
    await expect(suggestion).toContainText(names.b);
    await expect(areas.locator('.ant-select-selection-item')).toHaveCount(0);
    await page.locator('.ant-cascader-menu-item').filter({ hasText: names.child }).click();
    await expect(suggestion).toContainText(`部门“${names.child}”管理的小区中有 1 个未选：${names.a}`);
    await expect(areas.locator('.ant-select-selection-item')).toHaveCount(0);

    await form.getByLabel('姓名').fill('赵六');
    await form.getByLabel('女').check();

    // The tab bar switches to 首页 and back: the form is as it was left.
    await page.getByRole('tab', { name: '首页' }).click();
    // 首页 shown with its tab in front (the address alone changes before the tab bar does: a click on 新增用户 while
    // it still counted as the active tab changed nothing).
    await pageShown(page, '/home');
    await tab.click();
    await expect(form.getByLabel('账号')).toHaveValue(username);
    await expect(form.getByLabel('姓名')).toHaveValue('赵六');
    await expect(form.getByLabel('女')).toBeChecked();
    // The cascader shows the chosen path (its search input, empty, has no size once a value is shown).
    await expect(form.getByText(`${names.top} / ${names.child}`)).toBeVisible();
    // Closing the tab of a form with changes asks first; staying keeps them.
    await page.locator('.ant-tabs-tab', { has: tab }).getByRole('button', { name: '关闭标签页' }).click();
    const leave = page.getByRole('dialog').filter({ hasText: '放弃未保存的修改？' });
    await dialogOpened(leave);
    await expect(leave).toContainText('“新增用户”有尚未保存的修改，关闭后这些修改将丢失。');
    await button(leave, '继续编辑').click();
    await expect(leave).toBeHidden();
    await expect(form.getByLabel('账号')).toHaveValue(username);

    // The one community is chosen by its name (searched on the server); the suggestion has nothing left to offer.
    await choose(page, form, '小区', names.a.slice(2), names.a);
    await expect(areas.locator(`.ant-select-selection-item[title="${names.a}"]`)).toBeVisible();
    await expect(suggestion).toHaveCount(0);

    await form.getByLabel('手机号码').fill('1380013');
    await form.getByLabel('设为短信联系人').check();
    await form.getByLabel('工号').fill(`G${run}`);
    await form.getByLabel('岗位').click();
    await option(page, names.post).click();
    await form.getByLabel('邮箱').fill(`${username}@example.com`);
    await form.getByLabel('角色').click();
    await option(page, '只读员工').click();
    await form.getByLabel('个人说明标题').click(); // closes the list
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 120;
      canvas.height = 80;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#52c41a';
      context.fillRect(0, 0, 120, 80);
      return canvas.toDataURL('image/png').split(',')[1];
    });
    await button(form, '更换头像').click();
    const crop = page.getByRole('dialog', { name: '更换头像' });
    await dialogOpened(crop);
    await crop.locator('input[type=file]').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await expect(crop.locator('.reactEasyCrop_CropArea')).toBeVisible();
    await button(crop, '确定').click();
    await expect(crop).toBeHidden();
    await expect(form.getByRole('img', { name: '头像' })).toHaveAttribute('src', /^data:image\/png;base64,/);

    await button(form, '提交').click();
    await expect(form.getByText('请输入正确的手机号码')).toBeVisible(); // too short: refused before sending
    await form.getByLabel('手机号码').fill(mobile);
    await page.screenshot({ path: test.info().outputPath('user-add.png'), fullPage: true });
    await button(form, '提交').click();
    const created = page.getByRole('dialog', { name: '用户已创建' });
    await dialogOpened(created);
    password = (await created.getByTestId('initial-password-value').innerText()).trim();
    expect(password).toHaveLength(12);
    await button(created, '关闭').click();
    // Saved, the form has nothing unsaved: its tab closes without asking.
    await expect(page.getByRole('tab', { name: '新增用户' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: '用户管理' })).toHaveAttribute('aria-selected', 'true');
  });

  test('finds the user with the search box, edits it with the current password, switches its status, resets its password', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/user' });
    const search = page.getByRole('searchbox', { name: '输入账号、姓名或手机号码' });
    // By this run's account (a name like 赵六 is shared with an earlier try's user on the same server).
    await search.fill(username);
    await search.press('Enter');
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row).toContainText(username);
    await expect(row).toContainText(names.child);
    // 岗位 and 性别 are columns on demand (the list fits the screen without them): shown through 列设置.
    await expect(row).not.toContainText(names.post);
    await page.getByRole('button', { name: '列设置' }).click();
    const columns = page.getByRole('list', { name: '列设置' });
    for (const column of ['岗位', '性别']) await setChecked(columns.getByRole('checkbox', { name: column }), true);
    await page.getByRole('button', { name: '列设置' }).click();
    await expect(row).toContainText(names.post);
    await expect(row).toContainText('女');
    await page.screenshot({ path: test.info().outputPath('user-list.png') });
    await search.fill(mobile);
    await search.press('Enter');
    await expect(rows(page)).toHaveCount(1);

    await button(row, '编辑').click();
    await expect(page.getByRole('tab', { name: '编辑用户' })).toBeVisible();
    const form = page.locator('form#user-edit');
    await expect(form.getByLabel('账号')).toHaveValue(username);
    await expect(form.locator(`.ant-select-selection-item[title="${names.a}"]`)).toBeVisible();
    await form.getByLabel('姓名').fill('赵六六');
    // A new password containing the account name, in another case: the part of the rule it breaks, on the field.
    const newPassword = form.getByLabel('新密码', { exact: true });
    await newPassword.fill(`Xy#${username.toUpperCase()}`);
    await expect(form.getByText('密码不能包含账号（不区分大小写）')).toBeVisible();
    await newPassword.fill('');
    await expect(form.getByText('密码不能包含账号（不区分大小写）')).toHaveCount(0);
    await button(form, '提交').click();
    await expect(form.getByText('请输入当前登录密码')).toBeVisible();
    await form.getByLabel('当前登录密码').fill('Wrong#Pass999');
    await button(form, '提交').click();
    await expect(form.getByText(/当前登录密码不正确/)).toBeVisible();
    await form.getByLabel('当前登录密码').fill(demoAdmin.password);
    await page.screenshot({ path: test.info().outputPath('user-edit.png'), fullPage: true });
    await button(form, '提交').click();
    await expect(page.getByText('用户信息已保存')).toBeVisible();
    await expect(page.getByRole('tab', { name: '编辑用户' })).toHaveCount(0);
    await search.fill(username);
    await search.press('Enter');
    await expect(rows(page).first()).toContainText('赵六六');

    const status = rows(page).first().getByRole('switch');
    await status.click();
    await expect(page.getByText(`已禁用 ${username}`)).toBeVisible();
    await expect(status).not.toBeChecked();
    await status.click();
    await expect(page.getByText(`已启用 ${username}`)).toBeVisible();
    await expect(status).toBeChecked();

    await page.getByRole('button', { name: `更多 ${username}` }).click();
    await page.getByRole('menuitem', { name: '重置密码' }).click();
    // Its confirmation open (a click during its zoom may land where 确定 is not yet).
    const confirm = page.getByRole('dialog').filter({ hasText: '重置' });
    await dialogOpened(confirm);
    await button(confirm, '确定').click();
    const done = page.getByRole('dialog', { name: '密码已重置' });
    await dialogOpened(done);
    password = (await done.getByTestId('reset-password-value').innerText()).trim();
    expect(password).toHaveLength(12);
    await button(done.locator('.ant-modal-footer'), '关闭').click();
  });

  test('the new user logs in for the first time in a fresh browser, changes the password and sees only its community', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(urlOf(demoAdmin.host, '/login'));
    await page.getByPlaceholder('请输入账号').fill(username);
    await page.getByPlaceholder('请输入密码').fill(password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    // The reset password is an initial one: the forced change comes first.
    await expect(page).toHaveURL(/\/update-password$/);
    const fields = passwordPageFields(page);
    await fields.old.fill(password);
    // Each part of the rule that fails says so, under the field, before anything is sent.
    await fields.next.fill('abc');
    await fields.confirm.click();
    await expect(page.getByText('密码长度须为 8-32 位')).toBeVisible();
    await expect(page.getByText('密码须包含大写字母、小写字母、数字、特殊字符中的至少三种')).toBeVisible();
    await fields.next.fill(`New#${username.toUpperCase()}`);
    await fields.confirm.click();
    await expect(page.getByText('密码不能包含账号（不区分大小写）')).toBeVisible();
    await expect(page.getByText('密码长度须为 8-32 位')).toHaveCount(0);
    // The same words in English.
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByLabel('New password', { exact: true }).fill(`Nu#${username}`);
    await page.getByLabel('Confirm new password', { exact: true }).click();
    await expect(page.getByText('The password must not contain the username (in any case)')).toBeVisible();
    await page.getByLabel('Confirm new password', { exact: true }).fill('Other#2026x');
    await page.getByLabel('Current password', { exact: true }).click();
    await expect(page.getByText('The two passwords entered do not match')).toBeVisible();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();

    // The confirmation must match.
    const own = `Zhao#Six${run}`;
    await fields.next.fill(own);
    await fields.confirm.fill(`${own}x`);
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await expect(page).toHaveURL(/\/update-password$/);
    await changePasswordOnPage(page, password, own);
    // The message first: it shows for a few seconds, which the way home may take on a busy machine.
    await expect(page.getByText('密码修改成功')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    // Only community A's data: the community list, its rooms, its pick-up addresses.
    await openAt(page, '/base/community');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(names.a);
    await openAt(page, '/base/room');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(names.roomA);
    await openAt(page, '/credits/pick-up-addresses');
    await expect(rows(page).filter({ hasText: names.addressA })).toHaveCount(1);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByText(names.addressB)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('scoped-user-addresses.png') });
    await context.close();
  });

  test('a clean new-user form closes at once; a changed one asks, in English too', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/user' });
    await button(page.getByRole('main'), '新增').click();
    const tab = page.getByRole('tab', { name: '新增用户' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page.locator('.ant-tabs-tab', { has: tab }).getByRole('button', { name: '关闭标签页' }).click();
    await expect(tab).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await button(page.getByRole('main'), 'New').click();
    const english = page.getByRole('tab', { name: 'New user' });
    await expect(english).toHaveAttribute('aria-selected', 'true');
    await page.locator('form#user-add').getByLabel('Username').fill(`draft${run}`);
    await page.locator('.ant-tabs-tab', { has: english }).getByRole('button', { name: 'Close tab' }).click();
    const leave = page.getByRole('dialog').filter({ hasText: 'Discard unsaved changes?' });
    await dialogOpened(leave);
    await expect(leave).toContainText('“New user” has changes that were not saved; closing discards them.');
    await button(leave, 'Discard').click();
    await expect(english).toHaveCount(0);
  });

  test('the read-only staff sees no 删除 and the API refuses the delete', async ({ page }) => {
    const users = await api(demoAdmin.host, 'GET', `/zhwy/api/system/cscpUserDetailsOr?usernameLike=${username}`, undefined, admin);
    ids.user = (users.body.data as { id: number }[])[0]!.id;
    await openAs(page, demoStaff, { at: '/system/user' });
    await expect(rows(page).first()).toBeVisible();
    await expect(button(page.getByRole('main'), '删除')).toHaveCount(0);
    await expect(button(page.getByRole('main'), '新增')).toHaveCount(0);
    await expect(rows(page).first().getByRole('switch')).toHaveCount(0); // the status shown, not offered
    const staff = await apiLogin(demoStaff.host, demoStaff.username, demoStaff.password);
    expect((await api(demoStaff.host, 'DELETE', `/zhwy/api/system/cscpUsers/${ids.user}`, undefined, staff)).status).toBe(403);
  });

  test('the administrator deletes the user after the spec’s confirmation', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/system/user' });
    const search = page.getByRole('searchbox', { name: '输入账号、姓名或手机号码' });
    await search.fill(username);
    await search.press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await button(rows(page).first(), '删除').click();
    const confirm = page.getByRole('dialog').filter({ hasText: '此操作将永久删除，是否继续？' });
    await dialogOpened(confirm);
    await button(confirm, '确定').click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });
});
