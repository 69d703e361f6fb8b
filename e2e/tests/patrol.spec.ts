import { expect, test } from '../src/test.ts';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { button, buttonName, choose, openCreate, option, submitted, tableRows as rows } from '../src/system-pages.ts';
import { dialogOpened, openAs } from '../src/ui.ts';

/**
 * 巡更巡检 end to end: the administrator defines a point, a line and a plan for today on the screens; the staff member
 * checks two of the three points through the staff app's calls (one with a problem); the console shows the task with
 * the missed point and the problem, and records its handling.
 */
test.describe.configure({ mode: 'serial' });

const run = String(Date.now() % 100_000).padStart(5, '0');
const community = `巡检小区${run}`;
const names = [`东门岗${run}`, `地库${run}`, `水泵房${run}`];
const lineName = `夜巡路线${run}`;
const jobName = `夜巡计划${run}`;

/** China's clock now, and a window that closed a minute ago (checks are late, within the 60 minutes' grace). */
const china = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString();
const hhmm = (ms: number) => china(ms).slice(11, 16);
const now = Date.now();
const window = `${hhmm(Math.max(now - 30 * 60_000, Date.parse(`${china(now).slice(0, 10)}T00:00:00+08:00`)))}-${hhmm(now - 60_000)}`;

let admin = '';
const post = async (path: string, body: object, token = admin) => {
  const res = await api(demoAdmin.host, 'POST', path, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown> & { id: number; data?: unknown };
};

test('the administrator defines a point, a line of three and a plan for today on the screens', async ({ page }) => {
  test.setTimeout(120_000);
  admin = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  const areaId = (await post('/api/base/new-com-area', { areaCode: `E2E-PT-${run}`, areaName: community, address: '巡检路 1 号', status: '0' })).id;
  const typeId = (await post('/api/zhwy/patrol/addType', { areaId, typeName: `消防${run}`, sort: 1 })).id;
  for (const name of names.slice(1)) await post('/api/zhwy/patrolPoint/insert', { areaId, pointName: name, typeId, location: '地下一层', state: '1' });

  // A point through its form; its QR code is there to print.
  await openAs(page, demoAdmin, { at: '/patrol/point' });
  const form = await openCreate(page, '新增巡检点');
  await choose(page, form, '所属小区', community, community);
  await form.getByLabel('巡检点名称').fill(names[0]);
  await choose(page, form, '巡检类型', `消防${run}`, `消防${run}`);
  await form.getByLabel('位置').fill('东门岗亭');
  await submitted(page, form);
  const point = rows(page).filter({ hasText: names[0] });
  await button(point, '二维码').click();
  const qr = page.getByRole('dialog', { name: `巡检点二维码：${names[0]}` });
  await dialogOpened(qr);
  await expect(qr.getByRole('img', { name: /^PT[0-9A-F]{24}$/ })).toBeVisible();
  await expect(qr).toContainText(/PT[0-9A-F]{24}/);
  await qr.getByRole('button', { name: '关闭', exact: true }).click();

  // The line: its three points in order.
  await openAs(page, demoAdmin, { at: '/patrol/line' });
  const line = await openCreate(page, '新增巡检路线');
  await choose(page, line, '所属小区', community, community);
  await line.getByLabel('路线名称').fill(lineName);
  for (const [i, name] of names.entries()) {
    await button(line, '添加一行').click();
    const cell = line.getByTestId('child-rows-points').getByLabel('巡检点').nth(i);
    await cell.click();
    await cell.fill(name);
    await option(page, name).click();
  }
  await submitted(page, line);
  await expect(rows(page).filter({ hasText: lineName })).toContainText('按顺序');

  // The plan: the staff member, every weekday (the default), a window that closed a minute ago, from today.
  await openAs(page, demoAdmin, { at: '/patrol/job' });
  const job = await openCreate(page, '新增巡检计划');
  await choose(page, job, '所属小区', community, community);
  await job.getByLabel('计划名称').fill(jobName);
  await choose(page, job, '巡检路线', lineName, lineName);
  // The staff account by its exact name (other tests' accounts may contain the word).
  const who = job.getByLabel('巡检人员', { exact: true });
  await who.click();
  await who.fill('staff');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="staff"]').click();
  await expect(job.getByRole('checkbox', { name: '周日' })).toBeChecked();
  await job.getByLabel('时间段').fill(window);
  await job.getByLabel('迟到宽限（分钟）').fill('60');
  const start = job.getByLabel('开始日期', { exact: true });
  await start.click();
  await start.fill(china(now).slice(0, 10));
  await start.press('Enter');
  await submitted(page, job);
  await expect(rows(page).filter({ hasText: jobName })).toContainText(window);
});

test('the staff member checks two points by their codes, one with a problem; the console shows the missed point and handles the problem', async ({ page }) => {
  test.setTimeout(120_000);
  const staff = await apiLogin(demoStaff.host, demoStaff.username, demoStaff.password);
  const tasks = (await api(demoStaff.host, 'GET', '/api/staff/patrol/tasks', undefined, staff)).body.data as { id: number; jobName: string; points: { pointId: number; pointName: string }[] }[];
  const task = tasks.find((t) => t.jobName === jobName)!;
  expect(task.points.map((p) => p.pointName)).toEqual(names);
  const codeOf = async (pointId: number) => ((await api(demoAdmin.host, 'GET', `/api/zhwy/patrolPoint/queryById/${pointId}`, undefined, admin)).body as { pointCode: string }).pointCode;
  const first = await post('/api/staff/patrol/check', { taskId: task.id, code: await codeOf(task.points[0].pointId), problem: '消防栓漏水' }, staff);
  expect(first.data).toMatchObject({ timing: '1', inOrder: '1' });
  await post('/api/staff/patrol/check', { taskId: task.id, code: await codeOf(task.points[1].pointId) }, staff);
  // A point of no task of theirs is refused.
  const refused = await api(demoStaff.host, 'POST', '/api/staff/patrol/check', { taskId: task.id, code: 'PT000' }, staff);
  expect(refused.status).toBe(422);

  // The task: two checked late, the third missed (the window is over).
  await openAs(page, demoAdmin, { at: '/patrol/task' });
  const row = rows(page).filter({ hasText: jobName });
  await expect(row).toContainText('巡检中');
  await button(row, '巡检点').click();
  const drawer = page.getByRole('dialog', { name: '任务巡检点' });
  await expect(drawer.getByRole('row').filter({ hasText: names[0] })).toContainText('迟到');
  await expect(drawer.getByRole('row').filter({ hasText: names[0] })).toContainText('消防栓漏水（待处理）');
  await expect(drawer.getByRole('row').filter({ hasText: names[2] })).toContainText('漏检');

  // The record's problem, handled.
  await openAs(page, demoAdmin, { at: '/patrol/log' });
  const log = rows(page).filter({ hasText: '消防栓漏水' });
  await expect(log).toContainText('待处理');
  await button(log, '处理').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '处理说明' });
  await dialogOpened(dialog);
  await dialog.getByRole('radio', { name: '已处理' }).check();
  await dialog.getByRole('textbox', { name: '处理说明' }).fill('已更换阀门');
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(log).toContainText('已处理');
  await expect(log).toContainText('已更换阀门');
});
