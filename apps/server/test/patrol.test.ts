import { PatrolJob, PatrolLine, PatrolPoint, PatrolType } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import QRCode from 'qrcode';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chinaDay } from '../src/platform/china-time.ts';
import { runSlot } from '../src/platform/jobs.ts';
import { closeTasks, patrolTasksJob } from '../src/patrol/tasks.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { accountWith, placeIn } from './helpers/base-places.ts';
import { describeEntityApi } from './helpers/entity-battery.ts';

const t = useTestApp();
const Z = '/api/zhwy';
const STAFF = '/api/staff/patrol';

const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
const userIn = (tenantId: number, username: string) => one('SELECT id FROM sys_user WHERE tenant_id = $1 AND username = $2', [tenantId, username]);

/** A type, points and a line written straight into a community of a tenant. */
const typeIn = (tenantId: number, areaId: number, name: string) =>
  one('INSERT INTO patrol_type (tenant_id, area_id, type_name) VALUES ($1, $2, $3) RETURNING id', [tenantId, areaId, name]);
const pointIn = (tenantId: number, areaId: number, typeId: number, name: string) =>
  one("INSERT INTO patrol_point (tenant_id, area_id, point_name, type_id, location, point_code) VALUES ($1, $2, $3, $4, '东门', $5) RETURNING id", [tenantId, areaId, name, typeId, `C-${name}`]);
const lineIn = async (tenantId: number, areaId: number, name: string, pointIds: number[], ordered = '1') => {
  const id = await one('INSERT INTO patrol_line (tenant_id, area_id, line_name, ordered) VALUES ($1, $2, $3, $4) RETURNING id', [tenantId, areaId, name, ordered]);
  for (const [i, pointId] of pointIds.entries()) await t.sql('INSERT INTO patrol_line_point (tenant_id, line_id, point_id, sort) VALUES ($1, $2, $3, $4)', [tenantId, id, pointId, i + 1]);
  return id;
};
const pointsOf = async (host: string, tag: string) => {
  const place = await placeIn(t, host === SECOND ? 'second' : 'demo', tag);
  const typeId = await typeIn(place.tenantId, place.areaId, `${tag}类型`);
  const points = [];
  for (const n of [1, 2]) points.push(await pointIn(place.tenantId, place.areaId, typeId, `${tag}点${n}`));
  return { ...place, typeId, points };
};
const placeOf = async (host: string, tag: string) => {
  const place = await pointsOf(host, tag);
  return { ...place, lineId: await lineIn(place.tenantId, place.areaId, `${tag}路线`, place.points) };
};
const groupIn = (tenantId: number, name: string) => one("INSERT INTO sys_work_group (tenant_id, group_name, description) VALUES ($1, $2, '巡检') RETURNING id", [tenantId, name]);

describeEntityApi(t, PatrolType, {
  table: 'patrol_type',
  sample: async (_ctx, host, n) => ({ areaId: (await placeIn(t, host === SECOND ? 'second' : 'demo', `T${n}`)).areaId, typeName: `消防${n}`, sort: 1, remark: '消防栓' }),
});
describeEntityApi(t, PatrolPoint, {
  table: 'patrol_point',
  sample: async (_ctx, host, n) => {
    const place = await placeIn(t, host === SECOND ? 'second' : 'demo', `P${n}`);
    return { areaId: place.areaId, pointName: `东门岗${n}`, typeId: await typeIn(place.tenantId, place.areaId, `类型${n}`), location: '东门', state: '1' };
  },
});
/** One community per tenant for the lines' samples: a sample's points may join another sample's line (the child battery). */
const lineAreas = new Map<string, Promise<Awaited<ReturnType<typeof pointsOf>>>>();
describeEntityApi(t, PatrolLine, {
  table: 'patrol_line',
  childTables: { points: 'patrol_line_point' },
  sample: async (_ctx, host, n) => {
    if (!lineAreas.has(host)) lineAreas.set(host, pointsOf(host, `L${host.slice(0, 1)}`));
    const place = await lineAreas.get(host)!;
    const points = [await pointIn(place.tenantId, place.areaId, place.typeId, `L点${n}a`), await pointIn(place.tenantId, place.areaId, place.typeId, `L点${n}b`)];
    return { areaId: place.areaId, lineName: `夜间路线${n}`, ordered: '1', points: points.map((pointId, i) => ({ pointId, checkItem: `检查${n}-${i}` })) };
  },
});
describeEntityApi(t, PatrolJob, {
  table: 'patrol_job',
  sample: async (_ctx, host, n) => {
    const place = await placeOf(host, `J${n}`);
    const workGroupId = await groupIn(place.tenantId, `J${n}组`);
    return { areaId: place.areaId, jobName: `早班巡检${n}`, lineId: place.lineId, userId: await userIn(place.tenantId, 'admin'), workGroupId, weekDays: '1,2,3,4,5', windows: '08:00-10:00', graceMinutes: 30, startDate: '2026-01-01', state: '1' };
  },
});

/** An instant of today in China: `at('10:00')`. */
const today = () => chinaDay();
const at = (hhmm: string, ms = 0) => new Date(new Date(`${today()}T${hhmm}:00+08:00`).getTime() + ms);

describe('patrol: tasks from plans, checks by QR code, problems and their handling', () => {
  let admin = '';
  let staff = '';
  let other = '';
  let place: Awaited<ReturnType<typeof placeOf>>;
  let staffId = 0;
  let codes: string[] = [];
  let jobId = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = admin, host = DEMO) =>
    t.app.inject({ method, url, headers: authed(as, host), ...(payload ? { payload } : {}) });
  const jobBody = (extra: object = {}) => ({ areaId: place.areaId, jobName: `巡检${Math.random()}`, lineId: place.lineId, userId: staffId, weekDays: '1,2,3,4,5,6,7', windows: '10:00-11:00', graceMinutes: 30, startDate: '2026-01-01', state: '1', ...extra });
  const tasksOfJob = (id: number) => t.sql<{ id: string; window_start: Date; state: string; checked_count: number; point_ids: string }>('SELECT id, window_start, state, checked_count, point_ids FROM patrol_task WHERE job_id = $1 ORDER BY window_start', [id]);
  const check = (body: object, as = staff) => call('POST', `${STAFF}/check`, body, as);

  afterEach(() => {
    vi.useRealTimers();
  });

  beforeAll(async () => {
    admin = await loginReady(t.app, { username: 'admin' });
    staff = await loginReady(t.app, { username: 'staff' });
    other = await loginReady(t.app, { host: SECOND, username: 'admin' });
    place = await placeOf(DEMO, 'K');
    staffId = await userIn(place.tenantId, 'staff');
    // A line of five points in order: the edges of one window take one point each.
    const more = [];
    for (const n of [3, 4, 5]) more.push(await pointIn(place.tenantId, place.areaId, place.typeId, `K点${n}`));
    place.points.push(...more);
    place.lineId = await lineIn(place.tenantId, place.areaId, 'K五点路线', place.points);
    codes = place.points.map((_, i) => `C-K点${i + 1}`);
    const created = await call('POST', `${Z}/patrolJob/insert`, jobBody({ jobName: '早班' }));
    expect(created.statusCode, created.body).toBe(200);
    jobId = created.json().id;
  });

  it("makes today's tasks when a plan is saved and once per window, whatever runs again (the job twice, a restart)", async () => {
    const two = (await call('POST', `${Z}/patrolJob/insert`, jobBody({ windows: '08:00-09:00, 14:00-15:30' }))).json().id;
    const made = await tasksOfJob(two);
    expect(made.map((task) => task.window_start.toISOString())).toEqual([at('08:00').toISOString(), at('14:00').toISOString()]);
    expect(made[0].point_ids).toBe(place.points.join(','));
    // The job's run for today's slot, twice: nothing more.
    const slot = new Date(new Date(`${today()}T00:05:00+08:00`).getTime());
    const run = () => patrolTasksJob.run({ pool: t.deps.database.pool, tenantId: place.tenantId, slot, signal: new AbortController().signal });
    expect(await run()).toEqual({ rows: 0, message: today() });
    expect(await run()).toEqual({ rows: 0, message: today() });
    // The platform's slot (one instance at a time, a slot once), then as after a restart that lost the run's row.
    const log = { info: () => {}, error: () => {} };
    const job = { ...patrolTasksJob, name: `patrol.tasks-test-${Date.now()}` };
    expect(await runSlot(job, slot, { pool: t.deps.database.pool, log })).toBe(true);
    expect(await runSlot(job, slot, { pool: t.deps.database.pool, log })).toBe(false);
    await t.sql('DELETE FROM sys_job_run WHERE job = $1', [job.name]);
    expect(await runSlot(job, slot, { pool: t.deps.database.pool, log })).toBe(true);
    expect(await tasksOfJob(two)).toHaveLength(2);
    expect(await t.sql('SELECT count(*)::int AS n FROM patrol_task WHERE job_id = $1', [jobId])).toEqual([{ n: 1 }]);
    // Another weekday only, a plan from tomorrow, a stopped plan: no task today.
    const isoDay = ((new Date(`${today()}T12:00:00+08:00`).getUTCDay() + 6) % 7) + 1;
    const tomorrow = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    for (const extra of [{ weekDays: String((isoDay % 7) + 1) }, { startDate: tomorrow }, { state: '0' }]) {
      const id = (await call('POST', `${Z}/patrolJob/insert`, jobBody(extra))).json().id;
      expect(await tasksOfJob(id)).toEqual([]);
    }
  });

  it('refuses bad schedules and another community’s line, naming the field', async () => {
    const cases: [object, string][] = [
      [{ windows: '10:00-09:00' }, 'windows'],
      [{ windows: '25:00-26:00' }, 'windows'],
      [{ windows: '08:00-09:00,08:00-09:00' }, 'windows'],
      [{ windows: Array.from({ length: 7 }, (_, i) => `1${i}:00-1${i}:30`).join(',') }, 'windows'],
      [{ weekDays: '1,1' }, 'weekDays'],
      [{ weekDays: '8' }, 'weekDays'],
      [{ userId: null }, 'userId'],
      [{ startDate: '2026-05-01', endDate: '2026-04-30' }, 'endDate'],
    ];
    for (const [extra, field] of cases) {
      const res = await call('POST', `${Z}/patrolJob/insert`, jobBody(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    const elsewhere = await lineIn(place.tenantId, place.otherAreaId, 'K别处路线', [await pointIn(place.tenantId, place.otherAreaId, await typeIn(place.tenantId, place.otherAreaId, 'K别处类型'), 'K别处点')]);
    const res = await call('POST', `${Z}/patrolJob/insert`, jobBody({ lineId: elsewhere }));
    expect(res.json().fields).toEqual({ lineId: '请选择本小区的数据' });
    const point = await call('POST', `${Z}/patrolPoint/insert`, { areaId: place.otherAreaId, pointName: 'K错类型点', typeId: place.typeId, location: '西门', state: '1' });
    expect(point.json().fields).toEqual({ typeId: '请选择本小区的数据' });
    const line = await call('POST', `${Z}/patrolLine/insert`, { areaId: place.otherAreaId, lineName: 'K错点路线', ordered: '0', points: [{ pointId: place.points[0] }] });
    expect(line.statusCode).toBe(422);
    expect(Object.keys(line.json().fields)).toEqual(['points.0.pointId']);
  });

  it('takes checks from the window’s start to its end plus the grace, late after the end, once per point', async () => {
    const [task] = await tasksOfJob(jobId);
    const taskId = Number(task.id);
    const checkAt = async (time: Date, code: string) => {
      await t.endDuplicateWindows();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(time);
      try {
        return await check({ taskId, code });
      } finally {
        vi.useRealTimers();
      }
    };
    const early = await checkAt(at('10:00', -1), codes[0]);
    expect(early.statusCode).toBe(422);
    expect(early.json().fields.code).toMatch(/^任务尚未开始（.*10:00:00 开始）$/);
    const first = await checkAt(at('10:00'), codes[0]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ timing: '0', inOrder: '1', checked: 1, total: 5 });
    expect((await checkAt(at('10:00', 1000), codes[0])).statusCode).toBe(409);
    // Out of the line's order (the third before the second), at the window's last instant: on time.
    expect((await checkAt(at('11:00'), codes[2])).json().data).toMatchObject({ timing: '0', inOrder: '0' });
    expect((await checkAt(at('11:00', 1), codes[1])).json().data).toMatchObject({ timing: '1', inOrder: '1' });
    expect((await checkAt(at('11:30'), codes[3])).json().data).toMatchObject({ timing: '1', checked: 4 });
    const closed = await checkAt(at('11:30', 1), codes[4]);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().fields.code).toMatch(/^任务已结束/);
    expect(await t.sql('SELECT state, checked_count FROM patrol_task WHERE id = $1', [taskId])).toEqual([{ state: '1', checked_count: 4 }]);
    // The task's points as the console shows them: four checked (two late), one missed once the window is over.
    const points = (await call('GET', `${Z}/patrolTask/points/${taskId}`)).json().data;
    const over = Date.now() > at('11:00').getTime();
    expect(points.map((p: { status: string }) => p.status)).toEqual(['checked', 'late', 'checked', 'late', over ? 'missed' : 'pending']);
    expect(points[0]).toMatchObject({ userName: 'staff', sort: 1 });
    // The close: a task over with points left is 有漏检.
    expect(await closeTasks(t.deps.database.db, place.tenantId, new Date(at('11:30').getTime() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await t.sql('SELECT state FROM patrol_task WHERE id = $1', [taskId])).toEqual([{ state: '3' }]);
  });

  it('refuses unknown codes, points off the line, tasks not the caller’s and bad input', async () => {
    const day = await call('POST', `${Z}/patrolJob/insert`, jobBody({ windows: '00:00-23:59', graceMinutes: 0 }));
    const [task] = await tasksOfJob(day.json().id);
    const taskId = Number(task.id);
    expect((await check({ taskId, code: 'NOPE' })).json().fields).toEqual({ code: '未识别的巡检点二维码' });
    const off = await pointIn(place.tenantId, place.areaId, place.typeId, 'K线外点');
    expect((await check({ taskId, code: 'C-K线外点' })).json().fields).toEqual({ code: '该巡检点不在本任务的路线上' });
    expect((await check({ code: 'C-K线外点' })).json().fields).toEqual({ code: '今天没有需要巡检该点的任务' });
    expect(off).toBeGreaterThan(0);
    // Another user's task is not there for them (admin is not assigned); another tenant's code is unknown.
    expect((await check({ taskId, code: codes[0] }, admin)).statusCode).toBe(404);
    expect((await call('POST', `${STAFF}/check`, { code: codes[0] }, other, SECOND)).json().fields).toEqual({ code: '未识别的巡检点二维码' });
    for (const body of [{}, { code: '' }, { code: codes[0], taskId: 'x' }, { code: codes[0], photos: ['/etc/passwd'] }, { code: 'x'.repeat(33) }]) {
      const res = await check(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    // The staff member's tasks of today: theirs only, with the points in order.
    const mine = (await call('GET', `${STAFF}/tasks`, undefined, staff)).json().data;
    expect(mine.map((x: { id: number }) => x.id)).toContain(taskId);
    expect(mine.find((x: { id: number }) => x.id === taskId).points.map((p: { pointName: string }) => p.pointName)).toEqual(['K点1', 'K点2', 'K点3', 'K点4', 'K点5']);
    expect((await call('GET', `${STAFF}/tasks`, undefined, admin)).json().data.map((x: { id: number }) => x.id)).not.toContain(taskId);
  });

  it('assigns to a work group: its members act on the task', async () => {
    const groupId = await groupIn(place.tenantId, 'K夜班组');
    await t.sql('INSERT INTO sys_work_group_user (tenant_id, group_id, user_id) VALUES ($1, $2, $3)', [place.tenantId, groupId, staffId]);
    const line = await lineIn(place.tenantId, place.areaId, 'K组路线', [await pointIn(place.tenantId, place.areaId, place.typeId, 'K组点')]);
    const job = await call('POST', `${Z}/patrolJob/insert`, jobBody({ userId: null, workGroupId: groupId, lineId: line, windows: '00:00-23:59' }));
    expect(job.statusCode, job.body).toBe(200);
    const res = await check({ code: 'C-K组点' });
    expect(res.statusCode, res.body).toBe(200);
    // A group still named by a plan is not deleted.
    expect((await call('DELETE', `/zhwy/api/system/cscpWorkGroups/${groupId}`)).statusCode).toBe(409);
  });

  it('reports a problem with photos; the console finds it by its question, records the handling once, and exports the records', async () => {
    const job = await call('POST', `${Z}/patrolJob/insert`, jobBody({ windows: '00:00-23:59' }));
    const [task] = await tasksOfJob(job.json().id);
    const done = await check({ taskId: Number(task.id), code: codes[0] });
    const logId = done.json().data.logId;
    expect((await call('GET', `${Z}/patrolJobLog/queryByQuestionId/${logId}`)).statusCode).toBe(404);
    const photo = '/api/ctyun/files/abc123.jpg';
    expect((await call('POST', `${STAFF}/problem`, { logId, problem: '消防栓漏水', photos: [photo] }, admin)).statusCode).toBe(404);
    const reported = await call('POST', `${STAFF}/problem`, { logId, problem: '消防栓漏水', photos: [photo] }, staff);
    expect(reported.statusCode, reported.body).toBe(200);
    const question = (await call('GET', `${Z}/patrolJobLog/queryByQuestionId/${logId}`)).json().data;
    expect(question).toMatchObject({ problem: '消防栓漏水', photos: photo, handleState: '1', timing: '0' });
    expect((await call('POST', `${Z}/patrolJobLog/updateJobLog`, { id: logId, handleState: '2', handleResult: '已更换阀门' }, staff)).statusCode).toBe(403);
    expect((await call('POST', `${Z}/patrolJobLog/updateJobLog`, { id: logId, handleState: '2' })).statusCode).toBe(422);
    const handled = await call('POST', `${Z}/patrolJobLog/updateJobLog`, { id: logId, handleState: '2', handleResult: '已更换阀门' });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({ handleState: '2', handleResult: '已更换阀门' });
    expect((await call('POST', `${Z}/patrolJobLog/updateJobLog`, { id: logId, handleState: '2', handleResult: '再次' })).statusCode).toBe(409);
    expect((await call('POST', `${STAFF}/problem`, { logId, problem: '又漏了' }, staff)).statusCode).toBe(409);
    const history = (await call('GET', `${Z}/patrolJobLog/queryByPage/transitions/${logId}`)).json();
    expect(JSON.stringify(history)).toContain('已更换阀门');

    const file = await call('POST', `${Z}/patrolJobLog/downloadJobLog`, { handleState: '2' });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(book.worksheets[0].getSheetValues());
    expect(text).toContain('消防栓漏水');
    expect(text).toContain('已更换阀门');
  });

  it('keeps tenants and communities apart: another tenant’s rows are 404, another community’s too', async () => {
    const [task] = await tasksOfJob(jobId);
    for (const url of [`${Z}/patrolTask/points/${task.id}`, `${Z}/patrolTask/queryById/${task.id}`, `${Z}/patrolJob/queryById/${jobId}`, `${Z}/patrolPoint/qrcode/${place.points[0]}`, `${Z}/patrolLine/queryById?id=${place.lineId}&type=1`]) {
      expect((await call('GET', url, undefined, other, SECOND)).statusCode, url).toBe(404);
    }
    const outsider = await accountWith(t, admin, `patrol-out-${Date.now()}`, ['patrol:task:list', 'patrol:line:list'], [place.otherAreaId]);
    expect((await call('GET', `${Z}/patrolTask/points/${task.id}`, undefined, outsider)).statusCode).toBe(404);
    expect((await call('GET', `${Z}/patrolLine/queryById?id=${place.lineId}`, undefined, outsider)).statusCode).toBe(404);
  });

  it('answers a line with or without its points, and a point’s QR code holding its code', async () => {
    const full = (await call('GET', `${Z}/patrolLine/queryById?id=${place.lineId}&type=1`)).json().data;
    expect(full.points.map((p: { pointId: number }) => p.pointId)).toEqual(place.points);
    const alone = (await call('GET', `${Z}/patrolLine/queryById?id=${place.lineId}&type=0`)).json().data;
    expect(alone).not.toHaveProperty('points');
    expect(alone.lineName).toBe('K五点路线');
    const created = await call('POST', `${Z}/patrolPoint/insert`, { areaId: place.areaId, pointName: 'K码点', typeId: place.typeId, location: '车库', state: '1' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().pointCode).toMatch(/^PT[0-9A-F]{24}$/);
    const png = await call('GET', `${Z}/patrolPoint/qrcode/${created.json().id}`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(await QRCode.toBuffer(created.json().pointCode, { type: 'png', width: 480, margin: 2, errorCorrectionLevel: 'M' }))).toBe(true);
  });
});

