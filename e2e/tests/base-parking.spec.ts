import { type Page, expect, test } from '../src/test.ts';
import { demoAdmin, port } from '../src/accounts.ts';
import { api, apiLogin, apiOn } from '../src/api.ts';
import { button, choose, openCreate, option, submitted, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs, openAt } from '../src/ui.ts';

/** Names of this run: other specs share the database, and a retry meets none of an earlier try's rows. */
const run = String(Date.now() % 100_000).padStart(5, '0');
// Not 端到端…: community.spec searches communities by that word.
const community = `停车测试小区${run}`;
const resident = `泊车测试${run}`;
const building = `泊车楼${run}`;

/** A valid 居民身份证 number (its check digit computed), distinct per run. */
const idCardNo = (serial: string) => {
  const body = `11010519900307${serial.padStart(3, '0').slice(-3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
};

/** The gate's ingest call, as a barrier gate makes it: its own number and key, no session. */
const pass = (gateNo: string, key: string, body: Record<string, unknown>) =>
  apiOn(port, demoAdmin.host, 'POST', '/api/iot/parking/pass', body, undefined, { 'x-gate-no': gateNo, 'x-gate-key': key });

/** Finds rows by a text box of the search form, as a person narrows a long list. */
const search = async (page: Page, label: string, value: string) => {
  await page.getByRole('textbox', { name: label }).fill(value);
  await button(page, '查询').click();
};

test.describe('停车场、车位、道闸、进出记录 as the administrator', () => {
  const ids: { areaId?: number; lotId?: number } = {};

  test.beforeAll(async () => {
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const area = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-PK-${run}`, areaName: community, address: '泊车路 1 号', status: '0' }, token);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    ids.areaId = area.body.id as number;
    const person = await api(demoAdmin.host, 'POST', '/api/base/new-com-resident/insertNewComResident', { areaId: ids.areaId, name: resident, idCardType: '1', idCardNo: idCardNo(run), mobile: '13800138000', residentType: '1' }, token);
    expect(person.status, JSON.stringify(person.body)).toBe(200);
    // The resident lives in 101 of the community's building: the 使用人 picker shows the room beside the masked name.
    const built = await api(demoAdmin.host, 'POST', '/api/base/ComBuilding', { areaId: ids.areaId, buildingNo: `PK${run}`, buildingName: building, buildingType: '1', aboveFloors: 3, status: '0' }, token);
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    const room = await api(demoAdmin.host, 'POST', '/api/base/comRoom', { areaId: ids.areaId, buildingId: built.body.id, floor: 1, roomNo: '101', roomUse: '1', state: '1' }, token);
    expect(room.status, JSON.stringify(room.body)).toBe(200);
    const bound = await api(demoAdmin.host, 'POST', '/api/base/new-resident-room/saveBindRoom', { residentId: person.body.id, roomId: room.body.id, relation: '1' }, token);
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    // A namesake in another community: the picker of this community's space must not offer them.
    const elsewhere = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-PO-${run}`, areaName: `停车另一小区${run}`, address: '泊车路 2 号', status: '0' }, token);
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
    const namesake = await api(demoAdmin.host, 'POST', '/api/base/new-com-resident/insertNewComResident', { areaId: elsewhere.body.id, name: resident, idCardType: '1', idCardNo: idCardNo(String(Number(run) + 1)), mobile: '13900139000', residentType: '1' }, token);
    expect(namesake.status, JSON.stringify(namesake.body)).toBe(200);
  });

  test('adds a lot and a space through the forms, sells the space to a resident and takes it out (退出) after confirming', async ({ page }) => {
    const lotName = `端到端停车场${run}`;
    const spaceNo = `E${run}-01`;
    await openAs(page, demoAdmin, { at: '/base/parking' });
    await expect(page).toHaveURL(/\/base\/parking$/);
    const lotForm = await openCreate(page, '新增停车场');
    await choose(page, lotForm, '所属小区', run, community);
    await lotForm.getByLabel('停车场编号').fill(`P${run}`);
    await lotForm.getByLabel('停车场名称').fill(lotName);
    await lotForm.getByLabel('层数').fill('2');
    await submitted(page, lotForm);
    await search(page, '停车场名称', lotName);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(community);
    await expect(rows(page).first()).toContainText('地面');
    await page.screenshot({ path: test.info().outputPath('parking-page.png'), fullPage: true });

    await openAt(page, '/base/parking-space');
    await expect(page).toHaveURL(/\/base\/parking-space$/);
    const spaceForm = await openCreate(page, '新增车位');
    await choose(page, spaceForm, '所属小区', run, community);
    await choose(page, spaceForm, '停车场', run, lotName);
    await spaceForm.getByLabel('车位编号').fill(spaceNo);
    await spaceForm.getByLabel('所在层').fill('2');
    await page.screenshot({ path: test.info().outputPath('parking-space-form.png') });
    await submitted(page, spaceForm);
    await search(page, '车位编号', spaceNo);
    const space = rows(page).filter({ hasText: spaceNo });
    await expect(space).toHaveCount(1);
    await expect(space).toContainText(lotName);
    await expect(space).toContainText('空闲');
    // A free space has nothing to take out.
    await expect(button(space, '退出')).toHaveCount(0);

    // 编辑: sold to the resident of the community.
    await button(space, '编辑').click();
    const edit = page.getByRole('dialog', { name: '编辑车位' });
    await dialogOpened(edit);
    await edit.getByLabel('车位状态', { exact: true }).click();
    await option(page, '已售').click();
    const user = edit.getByLabel('使用人', { exact: true });
    await user.click();
    // Searched on the server in the space's community as the surname is typed: this resident only (not the namesake
    // of the other community), told apart by the masked mobile and the room.
    await user.fill('泊');
    const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(offered).toHaveCount(1);
    await expect(offered).toHaveText(`泊${'*'.repeat(resident.length - 1)} · 138****8000 · ${building}-101`);
    await page.screenshot({ path: test.info().outputPath('parking-space-user-picker.png') });
    await option(page, '138****8000').click();
    await button(edit, '提交').click();
    await expect(edit).toBeHidden();
    await expect(space).toContainText('已售');
    await expect(space).toContainText('泊*');
    // Edited again, the form shows the stored 使用人 by the same label.
    await button(space, '编辑').click();
    await dialogOpened(edit);
    await expect(edit.locator('.ant-form-item').filter({ hasText: '使用人' })).toContainText('138****8000');
    await button(edit, '取消').click();
    await expect(edit).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('parking-space-page.png'), fullPage: true });

    // 退出: asks first; cancelling keeps it sold, confirming frees it and clears its user.
    await button(space, '退出').click();
    const confirm = page.locator('.ant-popover:visible').filter({ hasText: `确定将车位“${spaceNo}”退出吗？` });
    await expect(confirm).toBeVisible();
    await button(confirm, '取消').click();
    await expect(space).toContainText('已售');
    await button(space, '退出').click();
    await button(confirm, '确定').click();
    await expect(page.getByText('车位已退出')).toBeVisible();
    await expect(space).toContainText('空闲');
    await expect(space).not.toContainText('泊*');
    await expect(button(space, '退出')).toHaveCount(0);
  });

  test('批量新增 B1-001 … B1-020: previews the numbers, saves them all, and previews the clashes of an overlapping range', async ({ page }) => {
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const lotName = `批量停车场${run}`;
    const lot = await api(demoAdmin.host, 'POST', '/api/base/parking', { areaId: ids.areaId, parkingNo: `B${run}`, parkingName: lotName, parkingType: '2', floors: 2, status: '0' }, token);
    expect(lot.status, JSON.stringify(lot.body)).toBe(200);

    await openAs(page, demoAdmin, { at: '/base/parking-space' });
    await expect(page).toHaveURL(/\/base\/parking-space$/);
    await button(page, '批量新增').click();
    const dialog = page.getByRole('dialog', { name: '批量新增车位' });
    await dialogOpened(dialog);
    await choose(page, dialog, '所属小区', run, community);
    await choose(page, dialog, '停车场', run, lotName);
    // An underground lot: its floors are 地下 1 层 and 地下 2 层, the first chosen.
    await expect(dialog.locator('.ant-form-item').filter({ hasText: '所在层' })).toContainText('地下 1 层');
    await dialog.getByLabel('编号前缀').fill('B1-');
    await dialog.getByLabel('起始编号').fill('1');
    await dialog.getByLabel('结束编号').fill('20');
    await expect(dialog).toContainText('将生成 B1-001 … B1-020，共 20 个');
    await page.screenshot({ path: test.info().outputPath('parking-space-batch-form.png') });
    await button(dialog, '预览').click();
    const preview = dialog.getByTestId('space-batch-preview');
    await expect(preview).toContainText('编号均未被占用');
    await expect(preview).toContainText(lotName);
    await expect(preview).toContainText('车位数量20');
    await expect(preview).toContainText('首个编号B1-001');
    await expect(preview).toContainText('末个编号B1-020');
    await page.screenshot({ path: test.info().outputPath('parking-space-batch-preview.png') });
    await button(dialog, '保存').click();
    await expect(page.getByText('已新增 20 个车位')).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, '车位编号', 'B1-020');
    const saved = rows(page).filter({ hasText: lotName });
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('B1-020');
    await expect(saved).toContainText('空闲');

    // B1-015 … B1-025 overlaps: the preview lists the six numbers the lot has, and saving is not offered.
    await button(page, '批量新增').click();
    await dialogOpened(dialog);
    await choose(page, dialog, '所属小区', run, community);
    await choose(page, dialog, '停车场', run, lotName);
    await dialog.getByLabel('编号前缀').fill('B1-');
    await dialog.getByLabel('起始编号').fill('15');
    await dialog.getByLabel('结束编号').fill('25');
    await button(dialog, '预览').click();
    await expect(preview).toContainText('其中 6 个编号在该停车场已存在');
    for (const no of ['B1-015', 'B1-020']) await expect(preview.locator('.ant-tag').filter({ hasText: no })).toBeVisible();
    await expect(preview.locator('.ant-tag')).toHaveCount(6);
    await expect(button(dialog, '保存')).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('parking-space-batch-clashes.png') });
  });

  test('creates a gate whose key shows once, a pass posted with that key is listed with its plate masked, a wrong key is 401', async ({ page }) => {
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const lotName = `闸机停车场${run}`;
    const lot = await api(demoAdmin.host, 'POST', '/api/base/parking', { areaId: ids.areaId, parkingNo: `G${run}`, parkingName: lotName, parkingType: '1', floors: 1, status: '0' }, token);
    expect(lot.status, JSON.stringify(lot.body)).toBe(200);
    const gateNo = `GATE-${run}`;
    const gateName = `东门道闸${run}`;

    await openAs(page, demoAdmin, { at: '/base/parking-gate' });
    await expect(page).toHaveURL(/\/base\/parking-gate$/);
    const form = await openCreate(page, '新增道闸设备');
    await choose(page, form, '所属小区', run, community);
    await choose(page, form, '停车场', run, lotName);
    await form.getByLabel('设备编号').fill(gateNo);
    await form.getByLabel('道闸名称').fill(gateName);
    await button(form, '提交').click();

    // The key, once: in its dialog with a copy button.
    const keyDialog = page.getByRole('dialog', { name: '设备密钥' });
    await dialogOpened(keyDialog);
    await expect(keyDialog).toContainText('密钥只显示这一次');
    await expect(keyDialog).toContainText(gateNo);
    const key = (await keyDialog.getByTestId('gate-key').innerText()).trim();
    expect(key).toMatch(/^gk_[\w-]{43}$/);
    await expect(keyDialog.getByRole('button', { name: /复制|copy/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('parking-gate-key.png') });
    await button(keyDialog, '确定').click();
    await expect(keyDialog).toBeHidden();
    // Closed, it is gone: the list shows the gate, never its key.
    const gate = rows(page).filter({ hasText: gateNo });
    await expect(gate).toContainText(gateName);
    await expect(gate).toContainText(lotName);
    await expect(page.locator('body')).not.toContainText(key);
    await page.screenshot({ path: test.info().outputPath('parking-gate-page.png'), fullPage: true });

    // The gate posts a pass with its key; a wrong key is refused.
    const plate = `京A${run}`;
    const masked = `京A***${run.slice(-2)}`;
    const body = { plateNo: plate, direction: '1', passTime: new Date(Date.now() - 60_000).toISOString(), carKind: '3' };
    const wrong = await pass(gateNo, `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, body);
    expect(wrong.status).toBe(401);
    const passed = await pass(gateNo, key, body);
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);

    await openAt(page, '/base/car-comein');
    await expect(page).toHaveURL(/\/base\/car-comein$/);
    const record = rows(page).filter({ hasText: lotName });
    await expect(record).toHaveCount(1);
    await expect(record).toContainText(masked);
    await expect(record).toContainText('入场');
    await expect(record).toContainText('临时车');
    await expect(record).toContainText(community);
    await expect(page.locator('.zh-content')).not.toContainText(plate);
    await page.screenshot({ path: test.info().outputPath('car-entry-page.png'), fullPage: true });
  });
});
