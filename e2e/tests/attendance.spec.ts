import { type Page, expect, test } from '../src/test.ts';
import { READY_PASSWORD, demoAdmin } from '../src/accounts.ts';
import { aes, api, apiChangePassword, apiLogin, passwordKey } from '../src/api.ts';
import { button, openCreate, pickTime, submitted, tableRows as rows } from '../src/system-pages.ts';
import { openAs, openAt } from '../src/ui.ts';

/** Names of this run: other specs share the database, and a retry meets none of an earlier try's rows. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const departmentName = `保洁${run}部`;
const ruleName = `保洁考勤${run}`;
const username = `kq${run}`;
/** Today in China, as the server dates a clock. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const OFFICE = { latitude: 30.2741, longitude: 120.1551 };
/** 欧阳考勤<run> as every list shows it: its first character. */
const MASKED = `欧${'*'.repeat(8)}`;

/** A department picked in a tree select by typing part of its name. */
const pickDepartment = async (page: Page, input: ReturnType<Page['getByLabel']>) => {
  await input.click();
  await input.fill(departmentName);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title').filter({ hasText: departmentName }).click();
};

test.describe.configure({ mode: 'serial' });

test.describe('考勤', () => {
  let admin = '';
  let departmentId = 0;
  let areaId = 0;

  test.beforeAll(async () => {
    admin = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const created = await api(demoAdmin.host, 'POST', '/api/zhwy/ComDepartment', { departmentName, parentId: 0, status: '0' }, admin);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    departmentId = created.body.id as number;
    // A staff account needs a community.
    const area = await api(demoAdmin.host, 'POST', '/api/base/new-com-area', { areaCode: `E2E-KQ-${run}`, areaName: `考勤小区${run}`, address: '考勤路 1 号', status: '0' }, admin);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    areaId = area.body.id as number;
  });

  test('考勤规则: creates a rule for a department on its screen (every day, 08:30 to 18:00, 5 minutes late allowed)', async ({ page }) => {
    await openAs(page, demoAdmin, { at: '/operations/attendance-rule' });
    const form = await openCreate(page, '新增考勤规则');
    await form.getByLabel('规则名称').fill(ruleName);
    await pickDepartment(page, form.getByLabel('适用部门', { exact: true }));
    // Several may be chosen: the list stays open until the person moves on.
    await form.getByLabel('规则名称').click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await form.getByRole('checkbox', { name: '周六' }).check();
    await form.getByRole('checkbox', { name: '周日' }).check();
    await pickTime(page, form, '上班时间', '08:30');
    await form.getByLabel('迟到阈值（分钟）').fill('5');
    await form.getByLabel('打卡地点').fill('物业服务中心');
    await form.getByLabel('经度').fill(String(OFFICE.longitude));
    await form.getByLabel('纬度').fill(String(OFFICE.latitude));
    await form.getByLabel('打卡半径（米）').fill('100');
    await submitted(page, form);
    const row = rows(page).filter({ hasText: ruleName });
    await expect(row).toContainText(departmentName);
    await expect(row).toContainText('周一、周二、周三、周四、周五、周六、周日');
    await expect(row).toContainText('08:30');
  });

  test('a clock-in 6 minutes past 08:30 through the staff call shows as late in the records and the monthly sheet', async ({ page }) => {
    // A staff member of the department (read-only role), with a password of their own.
    const roles = await api(demoAdmin.host, 'GET', '/zhwy/api/system/cscpRolessByCriteria?size=1000', undefined, admin);
    const role = (roles.body.data as { id: number; name: string }[]).find((r) => r.name === '只读员工')!.id;
    const user = await api(
      demoAdmin.host,
      'POST',
      '/zhwy/api/system/cscpUserDetails',
      { username, familyName: '欧阳', name: `考勤${run}`, sex: '1', mobile: `139${run}${run.slice(0, 3)}`, departmentIds: `${departmentId}`, roles: `${role}`, areaIds: `${areaId}`, password: aes('Init#Kq2026x', await passwordKey(demoAdmin.host)) },
      admin,
    );
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    await apiChangePassword(demoAdmin.host, username, 'Init#Kq2026x', READY_PASSWORD);
    const staff = await apiLogin(demoAdmin.host, username, READY_PASSWORD);
    const clock = await api(demoAdmin.host, 'POST', '/api/staff/attendance/clock', { ...OFFICE, at: `${today}T08:36:00+08:00` }, staff);
    expect(clock.status, JSON.stringify(clock.body)).toBe(200);
    expect((clock.body.data as { status: string }).status).toBe('2');

    await openAs(page, demoAdmin, { at: '/operations/attendance-record' });
    const record = rows(page).filter({ hasText: departmentName });
    await expect(record).toContainText('迟到');
    await expect(record).toContainText(MASKED);
    await expect(record).not.toContainText(`考勤${run}`);

    await openAt(page, '/operations/attendance-sheet');
    await pickDepartment(page, page.getByLabel('部门', { exact: true }));
    const month = page.getByLabel('月份', { exact: true });
    await month.click();
    await month.fill(today.slice(0, 7));
    await month.press('Enter');
    await button(page, '查询').click();
    const line = rows(page).filter({ hasText: MASKED });
    await expect(line).toHaveCount(1);
    // 员工姓名, 应出勤天数, 正常, 迟到: the late day.
    await expect(line.locator('td').nth(3)).toHaveText('1');
  });
});
