import { ATTENDANCE_PATHS, AttendanceRule, maskValue } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M } from '../src/attendance/distance.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { describeEntityApi } from './helpers/entity-battery.ts';

// TEST_HOOKS: the staff clock takes an `at` time, so the thresholds are tried at chosen minutes.
const t = useTestApp({ TEST_HOOKS: 'true' });
const Z = '/api/zhwy';
const RECORDS = `${Z}/attendanceRecordList`;
type Body = Record<string, unknown>;

const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
const tenantOf = (host: string) => one('SELECT id FROM tenant WHERE code = $1', [host === SECOND ? 'second' : 'demo']);
const department = async (host: string, name: string) => one('INSERT INTO com_department (tenant_id, department_name, parent_id) VALUES ($1, $2, 0) RETURNING id', [await tenantOf(host), name]);

/** The office: 杭州, 100 m around it. */
const OFFICE = { latitude: 30.2741, longitude: 120.1551 };
/** The latitude `metres` north of the office. */
const north = (metres: number) => OFFICE.latitude + (metres / EARTH_RADIUS_M) * (180 / Math.PI);

const ruleBody = (name: string, departmentIds: string, extra: Body = {}): Body => ({
  ruleName: name,
  departmentIds,
  workDays: '1,2,3,4,5',
  startTime: '09:00',
  endTime: '18:00',
  lateMinutes: 5,
  earlyMinutes: 10,
  address: '物业服务中心',
  longitude: String(OFFICE.longitude),
  latitude: String(OFFICE.latitude),
  radius: 100,
  state: '1',
  ...extra,
});

describeEntityApi(t, AttendanceRule, {
  table: 'attendance_rule',
  sample: async (_ctx, host, n) => ruleBody(`规则${n}`, String(await department(host, `样例部门${n}`)), { remark: '早九晚六' }),
});

describe('attendance: rules, the staff clock, records and the monthly sheet', () => {
  let admin = '';
  let other = '';
  let staff = '';
  let deptA = 0;
  let deptB = 0;
  let ruleId = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = admin, host = DEMO) =>
    t.app.inject({ method, url, headers: authed(as, host), ...(payload ? { payload } : {}) });
  /** The staff member's clock at a China time ('2026-10-05 09:05:00') and a position (the office by default). */
  const clock = (at: string, position: { latitude: number; longitude: number } = OFFICE, as = staff) =>
    call('POST', ATTENDANCE_PATHS.clock, { ...position, at: `${at.replace(' ', 'T')}+08:00` }, as);

  beforeAll(async () => {
    admin = await loginReady(t.app, { username: 'admin' });
    other = await loginReady(t.app, { host: SECOND, username: 'admin' });
    staff = await loginReady(t.app, { username: 'staff' });
    deptA = await department(DEMO, '考勤保洁部');
    deptB = await department(DEMO, '考勤工程部');
    await t.sql("UPDATE sys_user SET department_id = $1, family_name = '王', name = '小明' WHERE username = 'staff' AND tenant_id = $2", [deptA, await tenantOf(DEMO)]);
    const res = await call('POST', `${Z}/attendanceRule/attendanceRule`, ruleBody('保洁早班', String(deptA)));
    expect(res.statusCode, res.body).toBe(200);
    ruleId = res.json().id;
  });

  it('refuses bad times, days and positions, an end before the start, and a department already in an enabled rule', async () => {
    const refused = async (extra: Body, fields: Record<string, string>) => {
      const res = await call('POST', `${Z}/attendanceRule/attendanceRule`, ruleBody(`坏规则${Object.keys(extra).join()}`, String(deptB), extra));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fields).toEqual(fields);
    };
    await refused({ endTime: '08:59' }, { endTime: '下班时间必须晚于上班时间' });
    await refused({ endTime: '09:00' }, { endTime: '下班时间必须晚于上班时间' });
    await refused({ startTime: '24:00', endTime: '9:30' }, { startTime: '请输入 00:00 至 23:59 之间的时间', endTime: '请输入 00:00 至 23:59 之间的时间' });
    await refused({ workDays: '0,8' }, { workDays: '请至少选择一个工作日' });
    expect(Object.keys((await call('POST', `${Z}/attendanceRule/attendanceRule`, ruleBody('坏经纬', String(deptB), { latitude: '90.0001', longitude: '-180.0001' }))).json().fields).sort()).toEqual(['latitude', 'longitude']);
    expect(Object.keys((await call('POST', `${Z}/attendanceRule/attendanceRule`, ruleBody('坏半径', String(deptB), { radius: 5 }))).json().fields)).toEqual(['radius']);
    const taken = await call('POST', `${Z}/attendanceRule/attendanceRule`, ruleBody('保洁晚班', `${deptB},${deptA}`));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().fields).toEqual({ departmentIds: '所选部门已在启用的考勤规则“保洁早班”中' });
    // A disabled rule may name it; enabling it is refused the same way. Days are kept sorted without repeats.
    const spare = await call('POST', `${Z}/attendanceRule/attendanceRule`, ruleBody('保洁备用', String(deptA), { state: '0', workDays: '6,1,6' }));
    expect(spare.statusCode, spare.body).toBe(200);
    expect(spare.json().workDays).toBe('1,6');
    expect((await call('POST', `${Z}/modifyAttendanceRule`, { id: spare.json().id, state: '1' })).statusCode).toBe(422);
    // An edit of the rule itself passes its own departments; an end before the start is refused on edit too.
    expect((await call('POST', `${Z}/modifyAttendanceRule`, { id: ruleId, remark: '早九晚六' })).statusCode).toBe(200);
    expect((await call('POST', `${Z}/modifyAttendanceRule`, { id: ruleId, startTime: '18:30' })).json().fields).toEqual({ endTime: '下班时间必须晚于上班时间' });
    // Another tenant's department is not a department; another tenant's rule is not found.
    expect(Object.keys((await call('POST', `${Z}/attendanceRule/attendanceRule`, ruleBody('别家', String(await department(SECOND, '别家部门'))))).json().fields)).toEqual(['departmentIds']);
    expect((await call('POST', `${Z}/modifyAttendanceRule`, { id: ruleId, remark: 'x' }, other, SECOND)).statusCode).toBe(404);
  });

  it('judges clocks: late only past the threshold, early only before it, outside the days, by whole minutes', async () => {
    const cases: [string, string, string][] = [
      ['2026-10-05 09:05:00', '1', '1'], // Monday, exactly at start + 5: on time
      ['2026-10-05 17:50:00', '2', '1'], // exactly end − 10: not early
      ['2026-10-06 09:06:00', '1', '2'], // Tuesday, threshold + 1 minute: late
      ['2026-10-06 18:30:00', '2', '1'],
      ['2026-10-07 09:05:59', '1', '1'], // Wednesday, 09:05:59 is 09:05
      ['2026-10-07 17:49:00', '2', '3'], // one minute before end − 10: early
      ['2026-10-10 09:00:00', '1', '4'], // Saturday: recorded, as off the rule's days
    ];
    for (const [at, clockType, status] of cases) {
      const res = await clock(at);
      expect(res.statusCode, `${at} ${res.body}`).toBe(200);
      expect([res.json().data.clockType, res.json().data.status, res.json().data.attendDate], at).toEqual([clockType, status, at.slice(0, 10)]);
    }
  });

  it('measures the distance by haversine: within the radius at 100 m, outside beyond it, recorded either way', async () => {
    const inside = await clock('2026-10-08 09:00:00', { latitude: north(100.4), longitude: OFFICE.longitude });
    expect([inside.json().data.distance, inside.json().data.inRange, inside.json().data.status]).toEqual([100, '1', '1']);
    const outside = await clock('2026-10-08 18:00:00', { latitude: north(100.6), longitude: OFFICE.longitude });
    expect([outside.json().data.distance, outside.json().data.inRange, outside.json().data.status]).toEqual([101, '0', '1']);
  });

  it('refuses a bad position, a clock without a rule, and answers the caller’s day', async () => {
    const bad = await call('POST', ATTENDANCE_PATHS.clock, { latitude: 91, longitude: -181 }, staff);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['latitude', 'longitude']);
    expect((await call('POST', ATTENDANCE_PATHS.clock, { latitude: 30 }, staff)).json().fields).toHaveProperty('longitude');
    const none = await clock('2026-10-05 09:00:00', OFFICE, admin);
    expect(none.statusCode).toBe(409);
    expect(none.json().msg).toBe('您所在的部门没有启用的考勤规则');
    const today = await call('GET', ATTENDANCE_PATHS.today, undefined, staff);
    expect(today.statusCode).toBe(200);
    expect(today.json().data.rule).toMatchObject({ ruleName: '保洁早班', startTime: '09:00', radius: 100, latitude: OFFICE.latitude });
    expect((await call('GET', ATTENDANCE_PATHS.today)).json().data.rule).toBeNull();
    expect((await t.sql("SELECT count(*)::int AS n FROM sys_operation_log WHERE username = 'staff' AND uri = $1 AND message = '考勤打卡' AND status = 0", [ATTENDANCE_PATHS.clock]))[0]).toEqual({ n: 9 });
  });

  it('lists records with names masked, filters them, exports them masked and removes them softly', async () => {
    const list = await call('GET', `${RECORDS}?size=100&status=2`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: Body) => [r.attendDate, r.clockType, r.staffName, r.departmentId])).toEqual([['2026-10-06', '1', maskValue('name', '王小明'), deptA]]);
    const all = (await call('GET', `${RECORDS}?size=100&attendDate.from=2026-10-05&attendDate.to=2026-10-08`)).json();
    expect(all.recordsTotal).toBe(8);
    expect(JSON.stringify(all)).not.toContain('小明');
    const exported = await call('GET', `${Z}/attendanceRecord/export`);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0].eachRow((row) => row.eachCell((cell) => cells.push(cell.text)));
    expect(cells).toContain(maskValue('name', '王小明'));
    expect(cells.join()).not.toContain('小明');

    const saturday = (await call('GET', `${RECORDS}?status=4`)).json().data[0].id as number;
    expect((await call('GET', `${Z}/attendanceRecord/${saturday}`, undefined, other, SECOND)).statusCode).toBe(404);
    expect((await call('POST', `${Z}/attendanceRecord/removeAttendanceRecord/${saturday}`, undefined, other, SECOND)).statusCode).toBe(404);
    expect((await call('POST', `${Z}/attendanceRecord/removeAttendanceRecord/${saturday}`, undefined, staff)).statusCode).toBe(403);
    expect((await call('GET', `${RECORDS}?size=1`, undefined, staff)).statusCode).toBe(200);
    const removed = await call('POST', `${Z}/attendanceRecord/removeAttendanceRecord/${saturday}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `${RECORDS}?status=4`)).json().recordsTotal).toBe(0);
    expect(await t.sql('SELECT del_flag FROM attendance_record WHERE id = $1', [saturday])).toEqual([{ del_flag: 1 }]);
  });

  it('counts a member’s working days only from the day the rule and their account were made', async () => {
    const october = async () => (await call('GET', `${ATTENDANCE_PATHS.monthlySheet}?departmentId=${deptA}&month=2026-10`)).json().data[0];
    // The rule and the account were made today (the test's run): October before them asks nothing of anyone.
    const made = await october();
    expect(made).toMatchObject({ workDays: 0, absentDays: 0 });
    await t.sql("UPDATE attendance_rule SET create_time = '2026-09-01T00:00:00+08:00' WHERE department_ids LIKE $1", [`%${deptA}%`]);
    // The account made on Saturday 10 October (China): the weekdays 12–30 October, all absent (its clocks were before).
    await t.sql("UPDATE sys_user SET register_time = '2026-10-10T08:00:00+08:00' WHERE id = $1", [made.userId]);
    expect(await october()).toMatchObject({ workDays: 15, normalDays: 0, lateDays: 0, earlyDays: 0, absentDays: 15 });
    await t.sql("UPDATE sys_user SET register_time = '2026-09-01T00:00:00+08:00' WHERE id = $1", [made.userId]);
  });

  it('sums a department’s month per staff member, exports it masked, and keeps it to the tenant and the export code', async () => {
    const sheet = await call('GET', `${ATTENDANCE_PATHS.monthlySheet}?departmentId=${deptA}&month=2026-10`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    // October 2026: 22 weekdays. 5th on time, 6th late, 7th early, 8th on time (out of range at 18:00), the rest absent.
    expect(sheet.json().data).toEqual([
      { userId: expect.any(Number), staffName: maskValue('name', '王小明'), workDays: 22, normalDays: 2, lateDays: 1, earlyDays: 1, absentDays: 18, outOfRange: 1 },
    ]);
    const exported = await call('GET', `${ATTENDANCE_PATHS.monthlyExport}?departmentId=${deptA}&month=2026-10`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain(encodeURIComponent('考勤月报-2026-10.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, '员工姓名', '应出勤天数', '正常', '迟到', '早退', '缺勤', '范围外打卡']);
    expect(book.worksheets[0].getRow(2).values).toEqual([undefined, maskValue('name', '王小明'), 22, 2, 1, 1, 18, 1]);

    expect((await call('GET', `${ATTENDANCE_PATHS.monthlySheet}?departmentId=${deptA}&month=2026-13`)).statusCode).toBe(422);
    expect((await call('GET', `${ATTENDANCE_PATHS.monthlySheet}?departmentId=${deptA}&month=2026-10`, undefined, other, SECOND)).statusCode).toBe(404);
    expect((await call('GET', `${ATTENDANCE_PATHS.monthlySheet}?departmentId=${deptA}&month=2026-10`, undefined, staff)).statusCode).toBe(200);
    expect((await call('GET', `${ATTENDANCE_PATHS.monthlyExport}?departmentId=${deptA}&month=2026-10`, undefined, staff)).statusCode).toBe(403);
    // The rule's editors read the department tree for its picker.
    expect((await call('GET', '/api/zhwy/ComDepartment/selectComDepartmentList', undefined, staff)).statusCode).toBe(200);
  });
});
