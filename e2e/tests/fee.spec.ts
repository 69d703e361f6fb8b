import { type Locator, type Page, expect, test } from '../src/test.ts';
import { demoAdmin } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { choose, openCreate, option, submitted, tableRows as rows } from '../src/system-pages.ts';
import { openAs, reloaded } from '../src/ui.ts';

/** Names of this run: other specs share the database, and a retry meets none of an earlier try's rows. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `收费测试小区${run}`;
const itemName = `高层物业费${run}`;

/** Picks a dictionary value in a form's select, as a person does: open it, click the option. */
const pick = async (page: Page, form: Locator, label: string, value: string) => {
  await form.getByLabel(label, { exact: true }).click();
  await option(page, value).click();
};

test.describe('收费中心 as the administrator', () => {
  let areaId = 0;
  test.beforeAll(async () => {
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const area = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-FEE-${run}`, areaName: community, address: '收费路 1 号', status: '0' }, token);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    areaId = area.body.id as number;
  });

  test('adds a fee item with a four-decimal unit price and sees it listed', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/toll/fee-item' });
    const form = await openCreate(page, '新增收费项');
    await choose(page, form, '所属小区', community, community);
    await form.getByLabel('收费项名称').fill(itemName);
    await pick(page, form, '费用类型', '物业费');
    await pick(page, form, '收费周期', '按季');
    // Five decimals are refused in the form, as the server would refuse them.
    await form.getByLabel('单价（元）').fill('2.35001');
    await form.getByLabel('收费项名称').click();
    await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(1);
    await form.getByLabel('单价（元）').fill('2.35');
    await submitted(page, form);
    const row = rows(page).filter({ hasText: itemName });
    await expect(row).toContainText('2.3500');
    await expect(row).toContainText('物业费');
    await expect(row).toContainText('按季');
    await expect(row).toContainText(community);
  });

  test('saves a community’s late-fee rule and finds it again after a reload', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/toll/late-fee' });
    const form = await openCreate(page, '新增滞纳金设置');
    await choose(page, form, '所属小区', community, community);
    await form.getByLabel('宽限天数').fill('3');
    await form.getByLabel('日利率（%）').fill('0.05');
    await form.getByLabel('上限（占本金%）').fill('30');
    await submitted(page, form);
    await reloaded(page);
    const row = rows(page).filter({ hasText: community });
    await expect(row).toContainText('0.0500');
    await expect(row).toContainText('30.00');
    // The spec's call reads the same rule.
    const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const rule = await api(demoAdmin.host, 'GET', `/api/zhwy/fee-config/areaLateFee?areaId=${areaId}`, undefined, token);
    const data = rule.body.data as { graceDays: number; dailyRate: string; capRate: string };
    expect([data.graceDays, data.dailyRate, data.capRate]).toEqual([3, '0.0500', '30.00']);
  });
});
