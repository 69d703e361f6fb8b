import { type Locator, type Page, expect, test } from '../src/test.ts';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, buttonName, choose, openCreate, pickTime, submitted, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';

/** Names of this run: other specs share the database, and a retry meets none of an earlier try's rows. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `工单小区${run}`;

let areaId = 0;
let token = '';
test.beforeAll(async () => {
  token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  const res = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-WO-${run}`, areaName: community, address: '工单路 1 号', status: '0' }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  areaId = (res.body as { id: number }).id;
});

/** A transition's dialog on a row: opened by its verb, named after the row. */
const transitionDialog = async (page: Page, row: Locator, verb: string, title: string) => {
  await button(row, verb).click();
  const dialog = page.getByRole('dialog', { name: `${verb}“${title}”` });
  await dialogOpened(dialog);
  return dialog;
};

test('工单: raised on the screen, made urgent, assigned, carried out in the staff app, evaluated, its history in the drawer', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `电梯异响${run}`;
  await openAs(page, demoAdmin, { at: '/operations/work-order' });
  const form = await openCreate(page, '新增工单');
  await choose(page, form, '所属小区', community, community);
  await form.getByLabel('标题', { exact: true }).fill(title);
  await form.getByLabel('内容', { exact: true }).fill('3 号电梯运行时有异响');
  await form.getByLabel('报事人', { exact: true }).fill('李四');
  await form.getByLabel('联系电话', { exact: true }).fill('13912345678');
  await pickTime(page, form, '处理时限', '2030-01-01 18:00:00');
  await submitted(page, form);
  const row = rows(page).filter({ hasText: title });
  await expect(row).toContainText('待派单');

  // 加急: the order stands out with its tag.
  const urgent = await transitionDialog(page, row, '加急', title);
  await urgent.getByRole('radio', { name: '加急' }).check();
  await urgent.getByLabel('备注').fill('业主催促');
  await urgent.getByRole('button', { name: buttonName('确定') }).click();
  await expect(urgent).toBeHidden();
  await expect(row.locator('.ant-tag', { hasText: '加急' })).toBeVisible();

  // 派单 to a person picked from the user list.
  const assign = await transitionDialog(page, row, '派单', title);
  const picker = assign.getByLabel('处理人', { exact: true });
  await picker.click();
  await picker.fill('staff');
  // The read-only staff account, by its exact account name (other specs add accounts with longer names).
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^staff$/ }).click();
  await assign.getByRole('button', { name: buttonName('确定') }).click();
  await expect(assign).toBeHidden();
  await expect(row).toContainText('已派单');

  // The assignee, in the staff app: the order in hand, started, finished with a remark and a photo.
  const staff = await apiLogin(demoStaff.host, demoStaff.username, demoStaff.password);
  const mine = await api(demoStaff.host, 'GET', '/api/staff/work-orders', undefined, staff);
  expect(mine.status).toBe(200);
  const order = (mine.body as { data: { id: number; title: string }[] }).data.find((o) => o.title === title)!;
  expect(order).toBeTruthy();
  expect((await api(demoStaff.host, 'POST', `/api/staff/work-orders/${order.id}/start`, { remark: '已到现场' }, staff)).status).toBe(200);
  const done = await api(demoStaff.host, 'POST', `/api/staff/work-orders/${order.id}/finish`, { remark: '已更换导靴', finishPhotos: '/api/ctyun/files/abcdefghijklmnopqrstuv.png' }, staff);
  expect(done.status, JSON.stringify(done.body)).toBe(200);

  await page.getByRole('button', { name: '刷新' }).click();
  await expect(row).toContainText('已完成');
  const evaluate = await transitionDialog(page, row, '评价', title);
  await evaluate.getByRole('radio', { name: '已评价' }).check();
  await evaluate.getByLabel('评分').fill('5');
  await evaluate.getByLabel('评价内容').fill('师傅很专业');
  await evaluate.getByRole('button', { name: buttonName('确定') }).click();
  await expect(evaluate).toBeHidden();
  await expect(row).toContainText('已评价');

  await row.getByRole('button', { name: title }).click();
  const detail = page.getByRole('dialog', { name: `${title} · 详情` });
  await expect(detail).toBeVisible();
  const history = detail.getByRole('region', { name: '流转记录' }).locator('.ant-timeline-item');
  await expect(history).toHaveCount(5);
  await expect(history.nth(0)).toContainText(/加急\s*普通\s*→\s*加急/);
  await expect(history.nth(0)).toContainText('备注：业主催促');
  await expect(history.nth(1)).toContainText(/派单\s*待派单\s*→\s*已派单/);
  await expect(history.nth(2)).toContainText(/开始处理\s*已派单\s*→\s*处理中/);
  await expect(history.nth(2)).toContainText('staff');
  await expect(history.nth(3)).toContainText('备注：已更换导靴');
  await expect(history.nth(4)).toContainText(/评价\s*已完成\s*→\s*已评价/);
});

test('工单: an open order past its deadline is tagged 已超期 and 只看超期 lists only those', async ({ page }) => {
  const add = async (title: string, deadline: string) => {
    const res = await api(demoAdmin.host, 'POST', '/api/zhwy/work-order/add', { areaId, title, orderType: '1', content: '楼道灯不亮', reporterName: '王五', reporterPhone: '13700001111', deadline }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const late = `逾期报修${run}`;
  const onTime = `按时报修${run}`;
  await add(late, new Date(Date.now() - 3_600_000).toISOString());
  await add(onTime, new Date(Date.now() + 86_400_000).toISOString());
  await openAs(page, demoAdmin, { at: '/operations/work-order' });
  await expect(rows(page).filter({ hasText: late })).toContainText('已超期');
  await expect(rows(page).filter({ hasText: onTime })).not.toContainText('已超期');
  await page.getByRole('switch', { name: '只看超期' }).click();
  await expect(rows(page).filter({ hasText: late })).toBeVisible();
  await expect(rows(page).filter({ hasText: onTime })).toHaveCount(0);
});
