import { WorkOrder } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';
import { describeEntityApi } from './helpers/entity-battery.ts';

const t = useTestApp();
const WO = '/api/zhwy/work-order';
const STAFF = '/api/staff/work-orders';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describeEntityApi(t, WorkOrder, {
  table: 'work_order',
  sample: async (_ctx, host, n) => {
    const place = await placeIn(t, host === SECOND ? 'second' : 'demo', `W${n}`);
    return { areaId: place.areaId, title: `厨房漏水${n}`, orderType: '1', roomId: place.roomId, content: '厨房水管漏水', reporterName: '张小明', reporterPhone: '13800138000', deadline: inDays(2) };
  },
});

describe('workorder: the state machine through the desk and the staff app, urgency, overdue, the user list, the service', () => {
  let admin = '';
  let staff = '';
  let staffId = 0;
  let stranger = '';
  let place: Place;
  type Res = Awaited<ReturnType<typeof t.app.inject>>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = admin, host = DEMO): Promise<Res> =>
    t.app.inject({ method, url, headers: authed(as, host), ...(payload ? (method === 'GET' ? { query: payload as Record<string, string> } : { payload }) : {}) });
  const raise = async (values: object = {}) => {
    const res = await call('POST', `${WO}/add`, { areaId: place.areaId, title: '电梯异响', orderType: '1', content: '3号电梯运行有异响', reporterName: '李四', reporterPhone: '13912345678', deadline: inDays(1), ...values });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number } & Record<string, unknown>;
  };
  const stateOf = async (id: number) => (await call('GET', `${WO}/selectById/${id}`)).json().state;

  beforeAll(async () => {
    admin = await loginReady(t.app, { username: 'admin' });
    place = await placeIn(t, 'demo', 'WO');
    staff = await accountWith(t, admin, 'wo-fixer', [], null);
    staffId = Number((await t.sql<{ id: string }>("SELECT id FROM sys_user WHERE username = 'wo-fixer'"))[0].id);
    stranger = await accountWith(t, admin, 'wo-other', [], null);
  });

  it('goes new → assigned → in progress → done → evaluated, the assignee moving it in the staff app, every step in the history', async () => {
    const order = await raise({ roomId: place.roomId });
    expect([order.state, order.urgent, order.overdue, order.reporterPhone]).toEqual(['0', '0', false, '139****5678']);
    // Not theirs yet: nothing in hand, and a move is refused as not found.
    expect((await call('POST', `${STAFF}/${order.id}/start`, {}, staff)).statusCode).toBe(404);

    const users = await call('GET', '/api/zhwy/user-detail/select');
    expect(users.statusCode, users.body).toBe(200);
    expect(users.json().data).toContainEqual({ id: staffId, label: 'wo-fixer' });
    const assigned = await call('PUT', `${WO}/assign`, { id: order.id, state: '1', assigneeId: staffId, remark: '请尽快处理' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect([assigned.json().state, assigned.json().assigneeId]).toEqual(['1', staffId]);

    const mine = await call('GET', STAFF, undefined, staff);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.map((row: { id: number }) => row.id)).toEqual([order.id]);
    // The assignee reads the reporter in clear to reach them; the desk's list is masked for whoever holds no unmask code.
    expect(mine.json().data[0]).toMatchObject({ reporterName: '李四', reporterPhone: '13912345678' });
    expect((await call('GET', STAFF, undefined, stranger)).json().data).toEqual([]);

    // Another user's order, a finish before the start, a second start: refused.
    expect((await call('POST', `${STAFF}/${order.id}/start`, {}, stranger)).statusCode).toBe(404);
    expect((await call('POST', `${STAFF}/${order.id}/finish`, {}, staff)).statusCode).toBe(409);
    const started = await call('POST', `${STAFF}/${order.id}/start`, { remark: '已到现场' }, staff);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().state).toBe('2');
    expect((await call('POST', `${STAFF}/${order.id}/start`, { remark: '再次开始' }, staff)).statusCode).toBe(409);
    expect((await call('POST', `${STAFF}/${order.id}/finish`, { finishPhotos: '/api/ctyun/files/a.png' }, stranger)).statusCode).toBe(404);
    const bad = await call('POST', `${STAFF}/${order.id}/finish`, { remark: 'x'.repeat(501), state: '4' }, staff);
    expect(bad.statusCode).toBe(422);
    const finished = await call('POST', `${STAFF}/${order.id}/finish`, { remark: '已更换轴承', finishPhotos: '/api/ctyun/files/a.png' }, staff);
    expect(finished.statusCode, finished.body).toBe(200);
    expect([finished.json().state, finished.json().finishPhotos]).toEqual(['3', '/api/ctyun/files/a.png']);
    expect((await call('GET', STAFF, undefined, staff)).json().data).toEqual([]);

    // Evaluated on the desk: a score from 1 to 5, required.
    for (const score of [undefined, 0, 6, 'x']) {
      const refused = await call('POST', `${WO}/evaluate`, { id: order.id, state: '4', score, evaluation: '很好' });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().fields)).toEqual(['score']);
    }
    const evaluated = await call('POST', `${WO}/evaluate`, { id: order.id, state: '4', score: 5, evaluation: '师傅很专业' });
    expect(evaluated.statusCode, evaluated.body).toBe(200);
    expect([evaluated.json().state, evaluated.json().score, evaluated.json().evaluation]).toEqual(['4', 5, '师傅很专业']);
    // Nothing moves on from 已评价: no cancel, no second evaluation, no edit, no urgency.
    expect((await call('POST', `${WO}/cancel`, { id: order.id, state: '5', cancelReason: '重复' })).statusCode).toBe(409);
    expect((await call('POST', `${WO}/evaluate`, { id: order.id, state: '4', score: 1 })).statusCode).toBe(409);
    expect((await call('PUT', `${WO}/urgent`, { id: order.id, urgent: '1' })).statusCode).toBe(409);
    expect((await call('PUT', `${WO}/update`, { id: order.id, areaId: place.areaId, title: '改名', orderType: '1', content: '3号电梯运行有异响', reporterName: '李四', reporterPhone: '13912345678' })).statusCode).toBe(409);

    const history = await call('GET', `${WO}/select/transitions/${order.id}`);
    expect(history.statusCode, history.body).toBe(200);
    const moves = history.json().data as { action: string; from: string; to: string; remark: string | null; username: string; fields: Record<string, unknown> | null }[];
    expect(moves.map((m) => [m.action, m.from, m.to, m.username, m.remark])).toEqual([
      ['assign', '0', '1', 'admin', '请尽快处理'],
      ['start', '1', '2', 'wo-fixer', '已到现场'],
      ['finish', '2', '3', 'wo-fixer', '已更换轴承'],
      ['evaluate', '3', '4', 'admin', null],
    ]);
    expect(moves[0].fields).toEqual({ assigneeId: staffId });
    expect(moves[3].fields).toEqual({ score: 5, evaluation: '师傅很专业' });
    const log = await t.sql<{ message: string }>("SELECT message FROM sys_operation_log WHERE username = 'wo-fixer' AND uri LIKE '/api/staff/work-orders/%' AND status = 0 ORDER BY id");
    expect(log.map((row) => row.message)).toEqual(['开始处理工单', '完成工单']);
  });

  it('marks urgent and back, cancels with a reason, and stops edits and urgency once cancelled', async () => {
    const order = await raise();
    const urgent = await call('PUT', `${WO}/urgent`, { id: order.id, urgent: '1', remark: '业主催促' });
    expect(urgent.statusCode, urgent.body).toBe(200);
    expect(urgent.json().urgent).toBe('1');
    expect((await call('GET', `${WO}/select`, { 'urgent.equals': '1', 'areaId.equals': String(place.areaId) })).json().data.map((r: { id: number }) => r.id)).toContain(order.id);
    expect((await call('PUT', `${WO}/urgent`, { id: order.id, urgent: '0' })).json().urgent).toBe('0');
    expect((await call('POST', `${WO}/cancel`, { id: order.id, state: '5' })).json().fields).toEqual({ cancelReason: expect.any(String) });
    const cancelled = await call('POST', `${WO}/cancel`, { id: order.id, state: '5', cancelReason: '业主已自行处理' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call('PUT', `${WO}/urgent`, { id: order.id, urgent: '1' })).json().msg).toBe('工单已完成或已取消，不能再修改');
    expect((await call('PUT', `${WO}/assign`, { id: order.id, state: '1', assigneeId: staffId })).statusCode).toBe(409);
    expect(await stateOf(order.id)).toBe('5');
  });

  it('refuses bad input, a room of another community, another tenant’s and another community’s rows', async () => {
    const bad = await call('POST', `${WO}/add`, { areaId: place.areaId, title: '', orderType: '9', content: 'x', reporterName: '王五', reporterPhone: '123', deadline: 'tomorrow' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['deadline', 'orderType', 'reporterPhone', 'title']);
    const elsewhere = await call('POST', `${WO}/add`, { areaId: place.otherAreaId, orderType: '4', title: '门禁故障', content: '单元门禁打不开', reporterName: '王五', reporterPhone: '13700001111', roomId: place.roomId });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().fields).toEqual({ roomId: expect.any(String) });

    const order = await raise();
    const second = await loginReady(t.app, { host: SECOND, username: 'admin' });
    expect((await call('GET', `${WO}/selectById/${order.id}`, undefined, second, SECOND)).statusCode).toBe(404);
    expect((await call('PUT', `${WO}/urgent`, { id: order.id, urgent: '1' }, second, SECOND)).statusCode).toBe(404);
    const other = await raise({ areaId: place.otherAreaId });
    const local = await accountWith(t, admin, 'wo-local', ['operations:workOrder:list', 'operations:workOrder:urgent', 'operations:workOrder:assign'], [place.areaId]);
    expect((await call('GET', `${WO}/selectById/${other.id}`, undefined, local)).statusCode).toBe(404);
    expect((await call('PUT', `${WO}/urgent`, { id: other.id, urgent: '1' }, local)).statusCode).toBe(404);
    expect((await call('PUT', `${WO}/urgent`, { id: order.id, urgent: '1' }, local)).statusCode).toBe(200);
    // A read-only account: no urgency, no assignment, no export, no user list.
    const reader = await accountWith(t, admin, 'wo-reader', ['operations:workOrder:list'], null);
    expect((await call('PUT', `${WO}/urgent`, { id: order.id, urgent: '0' }, reader)).statusCode).toBe(403);
    expect((await call('PUT', `${WO}/assign`, { id: order.id, state: '1', assigneeId: staffId }, reader)).statusCode).toBe(403);
    expect((await call('GET', `${WO}/export`, undefined, reader)).statusCode).toBe(403);
    expect((await call('GET', '/api/zhwy/user-detail/select', undefined, reader)).statusCode).toBe(403);
    expect((await call('GET', '/api/zhwy/user-detail/select', { size: '10001' })).statusCode).toBe(422);
  });

  it('lists 10 a page by default, flags and filters overdue orders, exports, and raises orders for another module', async () => {
    const late = await raise({ deadline: inDays(-1), title: '超期工单' });
    const done = await raise({ deadline: inDays(-1) });
    await t.sql("UPDATE work_order SET state = '3' WHERE id = $1", [done.id]);
    for (let i = 0; i < 10; i += 1) await raise();
    const page = await call('GET', `${WO}/select`, { 'areaId.equals': String(place.areaId) });
    expect(page.json().data).toHaveLength(10);
    expect(page.json().recordsTotal).toBeGreaterThan(10);
    const overdue = await call('GET', `${WO}/select`, { 'areaId.equals': String(place.areaId), 'state.in': '0,1,2', 'deadline.to': new Date().toISOString(), size: '100' });
    expect(overdue.statusCode, overdue.body).toBe(200);
    const rows = overdue.json().data as { id: number; overdue: boolean }[];
    expect(rows.map((r) => r.id)).toContain(late.id);
    expect(rows.map((r) => r.id)).not.toContain(done.id);
    expect(rows.every((r) => r.overdue)).toBe(true);
    expect((await call('GET', `${WO}/selectById/${done.id}`)).json().overdue).toBe(false);
    const file = await call('GET', `${WO}/export`, { 'areaId.equals': String(place.areaId) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');

    const service = t.app.services.workOrders!;
    const tenantId = place.tenantId;
    const made = await service.create(t.deps.database.db, { tenantId, userId: staffId, areaId: place.areaId, title: '投诉转工单', content: '楼道堆放杂物', orderType: '2', reporterName: '赵六', reporterPhone: '13600001111' });
    expect((await call('GET', `${WO}/selectById/${made.id}`)).json()).toMatchObject({ state: '0', orderType: '2', title: '投诉转工单' });
    await expect(service.create(t.deps.database.db, { tenantId, userId: staffId, areaId: place.areaId, title: '', content: 'x', reporterName: '赵六', reporterPhone: '1' })).rejects.toMatchObject({ statusCode: 422 });
  });
});
