import { StationLetter } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { describeEntityApi } from './helpers/entity-battery.ts';

const t = useTestApp();
const L = '/api/base/station-letter';

const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
const tenantOf = (host: string) => one('SELECT id FROM tenant WHERE code = $1', [host === DEMO ? 'demo' : 'second']);
const userIdOf = async (host: string, username: string) =>
  one('SELECT u.id FROM sys_user u WHERE u.tenant_id = $1 AND u.username = $2', [await tenantOf(host), username]);

describeEntityApi(t, StationLetter, {
  table: 'station_letter',
  sample: async (_ctx, host, n) => ({ title: `停电通知${n}`, content: '明日 9 点至 12 点停电检修', needConfirm: '1', userIds: String(await userIdOf(host, 'admin')), status: '0' }),
});

describe('letter: the station letters’ own rules', () => {
  let admin = '';
  let staff = '';
  let second = '';
  let seq = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin, host = DEMO) =>
    t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin, host = DEMO) => {
    const res = await call(method, url, payload, token, host);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const letter = async (values: object, token = admin, host = DEMO) =>
    (await ok('POST', `${L}/saveOrUpdate`, { title: `通知${++seq}`, content: '内容', needConfirm: '1', status: '0', ...values }, token, host)) as { id: number; status: string };
  const statusOf = async (id: number) => (await ok('GET', `${L}/detail/${id}`)).status as string;
  const recipientsOf = (id: number) => t.sql<{ user_id: string }>('SELECT user_id FROM station_letter_recipient WHERE letter_id = $1 ORDER BY user_id', [id]);
  const approve = (id: number, token = admin, host = DEMO) => call('POST', `${L}/verifyStatus`, { id, status: '2', remark: '同意' }, token, host);
  /** A staff member written into the demo tenant: name, department, enabled or not. */
  const person = async (username: string, { departmentId = null as number | null, status = 0 } = {}) =>
    one("INSERT INTO sys_user (tenant_id, username, password_hash, family_name, name, status, department_id) VALUES ($1, $2, 'x', '王', '小明', $3, $4) RETURNING id", [
      await tenantOf(DEMO),
      username,
      status,
      departmentId,
    ]);

  let staffId = 0;
  beforeAll(async () => {
    admin = await loginReady(t.app, { username: 'admin' });
    staff = await loginReady(t.app, { username: 'staff' });
    second = await loginReady(t.app, { host: SECOND, username: 'admin' });
    staffId = await userIdOf(DEMO, 'staff');
  });

  it('moves draft → 待审核 → 已发送 or 已驳回 → back to 草稿, refusing every other step with 409', async () => {
    // Submitted without recipients: refused naming the people's list.
    const empty = await call('POST', `${L}/saveOrUpdate`, { title: '无收件人', content: '内容', needConfirm: '0', status: '1' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toHaveProperty('userIds');

    const draft = await letter({ userIds: String(staffId) });
    expect(draft.status).toBe('0');
    // A draft is edited, then neither reviewed nor withdrawn.
    await ok('PUT', `${L}/saveOrUpdate`, { id: draft.id, content: '改过的内容' });
    expect((await approve(draft.id)).statusCode).toBe(409);
    expect((await call('POST', `${L}/transform`, { id: draft.id, status: '0' })).statusCode).toBe(409);

    // Submitted: no more edits or deletes; the review sends it.
    await ok('PUT', `${L}/saveOrUpdate`, { id: draft.id, status: '1' });
    expect((await call('PUT', `${L}/saveOrUpdate`, { id: draft.id, content: '再改' })).statusCode).toBe(409);
    expect((await call('DELETE', `${L}/remove/${draft.id}`)).statusCode).toBe(409);
    await t.endDuplicateWindows();
    const sent = await approve(draft.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: '2', recipientCount: 1 });
    expect(sent.json().sendTime).toBeTruthy();
    expect((await recipientsOf(draft.id)).map((r) => Number(r.user_id))).toEqual([staffId]);
    // Sent: a second review, an edit and a delete are refused (the same calls again: past the duplicate-submit window).
    await t.endDuplicateWindows();
    expect((await approve(draft.id)).statusCode).toBe(409);
    expect((await call('PUT', `${L}/saveOrUpdate`, { id: draft.id, content: '再改' })).statusCode).toBe(409);
    expect((await call('DELETE', `${L}/remove/${draft.id}`)).statusCode).toBe(409);

    // Withdrawn: back to 草稿, gone from the recipient's letters, and sent again with new rows.
    const back = await ok('POST', `${L}/transform`, { id: draft.id, status: '0', remark: '内容有误' });
    expect(back).toMatchObject({ status: '0', recipientCount: 0, sendTime: null });
    expect(await recipientsOf(draft.id)).toEqual([]);
    const history = (await ok('GET', `${L}/query/transitions/${draft.id}`)).data as { action: string; from: string; to: string }[];
    expect(history.map((h) => `${h.action}:${h.from}→${h.to}`)).toEqual(['verifyStatus:1→2', 'transform:2→0']);

    // Rejected with its reason (required), edited and submitted again; a rejected letter may be deleted.
    await t.endDuplicateWindows();
    await ok('PUT', `${L}/saveOrUpdate`, { id: draft.id, status: '1' });
    const noReason = await call('POST', `${L}/verifyStatus`, { id: draft.id, status: '3' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().fields).toHaveProperty('reason');
    await ok('POST', `${L}/verifyStatus`, { id: draft.id, status: '3', reason: '措辞不当' });
    expect(await statusOf(draft.id)).toBe('3');
    expect(await recipientsOf(draft.id)).toEqual([]);
    await ok('PUT', `${L}/saveOrUpdate`, { id: draft.id, content: '重写', status: '1' });
    expect(await statusOf(draft.id)).toBe('1');
    await ok('POST', `${L}/verifyStatus`, { id: draft.id, status: '3', reason: '仍不当' });
    await ok('DELETE', `${L}/remove/${draft.id}`);

    // The lists the server fixes: 草稿 and 已驳回 under draft, 待审核 under audit (a status sent is replaced).
    const pending = await letter({ userIds: String(staffId), status: '1' });
    const drafts = (await ok('POST', `${L}/draft`, { size: 1000, status: '1' })).data as { id: number; status: string }[];
    expect(drafts.every((r) => r.status === '0' || r.status === '3')).toBe(true);
    const queue = (await ok('POST', `${L}/audit`, { size: 1000 })).data as { id: number; status: string }[];
    expect(queue.map((r) => r.id)).toContain(pending.id);
    expect(queue.every((r) => r.status === '1')).toBe(true);
  });

  it('resolves recipients by department (with sub-departments), work group, role and person, each once, enabled accounts only', async () => {
    const tenantId = await tenantOf(DEMO);
    const parent = await one("INSERT INTO com_department (tenant_id, department_name, parent_id, ancestors) VALUES ($1, '收信工程部', 0, '0') RETURNING id", [tenantId]);
    const child = await one("INSERT INTO com_department (tenant_id, department_name, parent_id, ancestors) VALUES ($1, '收信维修班', $2, $3) RETURNING id", [tenantId, parent, `0,${parent}`]);
    const inParent = await person('letter-p1', { departmentId: parent });
    const inChild = await person('letter-p2', { departmentId: child });
    const disabled = await person('letter-p3', { departmentId: child, status: 1 });
    const grouped = await person('letter-g1');
    const group = await one("INSERT INTO sys_work_group (tenant_id, group_name, description) VALUES ($1, '收信工作组', '说明') RETURNING id", [tenantId]);
    await t.sql('INSERT INTO sys_work_group_user (tenant_id, group_id, user_id) VALUES ($1, $2, $3), ($1, $2, $4)', [tenantId, group, grouped, inParent]);
    const roled = await person('letter-r1');
    const role = await one("INSERT INTO sys_role (tenant_id, name, role_extent) VALUES ($1, '收信角色', '') RETURNING id", [tenantId]);
    await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3), ($1, $4, $3)', [tenantId, roled, role, inChild]);

    const choice = { departmentIds: String(parent), workGroupIds: [group], roleIds: `${role}`, userIds: `${staffId},${inParent}` };
    const preview = (await ok('POST', `${L}/checkUsers`, choice)).data as { total: number; users: { userId: number; name: string; username: string }[] };
    const expected = [inParent, inChild, grouped, roled, staffId].sort((a, b) => a - b);
    expect(preview.users.map((u) => u.userId).sort((a, b) => a - b)).toEqual(expected);
    expect(preview.total).toBe(expected.length);
    expect(preview.users.map((u) => u.userId)).not.toContain(disabled);
    // Names are personal data: masked.
    expect(preview.users.find((u) => u.userId === inParent)?.name).toBe('王**');

    // The picker's choices (names masked too).
    const options = (await ok('GET', `${L}/checkUsers`)).data as { departments: { id: number }[]; workGroups: { id: number }[]; roles: { id: number }[]; users: { userId: number; name: string }[] };
    expect(options.departments.map((d) => d.id)).toEqual(expect.arrayContaining([parent, child]));
    expect(options.workGroups.map((g) => g.id)).toContain(group);
    expect(options.roles.map((r) => r.id)).toContain(role);
    expect(options.users.find((u) => u.userId === grouped)?.name).toBe('王**');

    // The send writes the same people, once each.
    const sent = await letter({ ...choice, workGroupIds: String(group), status: '1' });
    expect((await approve(sent.id)).json().recipientCount).toBe(expected.length);
    expect((await recipientsOf(sent.id)).map((r) => Number(r.user_id))).toEqual(expected);

    // Another tenant's (or a missing) department, group, role or person: 422 naming the list, nothing written.
    const foreignUser = await userIdOf(SECOND, 'admin');
    const foreignRole = await one('SELECT id FROM sys_role WHERE tenant_id = $1 LIMIT 1', [await tenantOf(SECOND)]);
    for (const [field, value] of [
      ['userIds', String(foreignUser)],
      ['roleIds', String(foreignRole)],
      ['departmentIds', '99999999'],
      ['workGroupIds', '99999999'],
    ] as const) {
      const refused = await call('POST', `${L}/checkUsers`, { [field]: value });
      expect(refused.statusCode, field).toBe(422);
      expect(refused.json().fields).toHaveProperty(field);
      const saved = await call('POST', `${L}/saveOrUpdate`, { title: '跨租户', content: '内容', needConfirm: '0', status: '0', [field]: value });
      expect(saved.statusCode, field).toBe(422);
      expect(saved.json().fields).toHaveProperty(field);
    }
    const malformed = await call('POST', `${L}/saveOrUpdate`, { title: '格式', content: '内容', needConfirm: '0', status: '0', userIds: '1,abc' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().fields).toHaveProperty('userIds');
    expect((await t.sql("SELECT id FROM station_letter WHERE title IN ('跨租户', '格式')")).length).toBe(0);
  });

  it('lets only the recipient read and confirm their letter; the bell counts, statics counts', async () => {
    const needs = await letter({ userIds: String(staffId), status: '1' });
    const plain = await letter({ userIds: String(staffId), status: '1', needConfirm: '0' });
    await ok('POST', `${L}/verifyStatus`, { id: needs.id, status: '2' });
    await ok('POST', `${L}/verifyStatus`, { id: plain.id, status: '2' });

    const unread = async () => (await ok('GET', `${L}/all-notice-user-detail/unread`, undefined, staff)).data.unread as number;
    const before = await unread();
    expect(before).toBeGreaterThanOrEqual(2);
    const mine = await ok('GET', `${L}/all-notice-user-detail?size=100&unread=1`, undefined, staff);
    expect(mine.unread).toBe(before);
    expect(mine.data.map((r: { letterId: number }) => r.letterId)).toEqual(expect.arrayContaining([needs.id, plain.id]));

    // Not a recipient (the author), another tenant: not there (404), and nothing changes.
    expect((await call('POST', `${L}/all-notice-user-detail/read/${needs.id}`)).statusCode).toBe(404);
    expect((await call('POST', `${L}/all-notice-user-detail/confirm/${needs.id}`)).statusCode).toBe(404);
    expect((await call('POST', `${L}/all-notice-user-detail/read/${needs.id}`, undefined, second, SECOND)).statusCode).toBe(404);
    expect((await call('GET', `${L}/statics/${needs.id}`, undefined, second, SECOND)).statusCode).toBe(404);

    // The recipient opens it (read once: a second opening keeps the first time), then confirms it.
    const read = (await ok('POST', `${L}/all-notice-user-detail/read/${needs.id}`, undefined, staff)).data;
    expect(read.readTime).toBeTruthy();
    expect(read.confirmTime).toBeNull();
    expect(await unread()).toBe(before - 1);
    await t.endDuplicateWindows();
    expect((await ok('POST', `${L}/all-notice-user-detail/read/${needs.id}`, undefined, staff)).data.readTime).toBe(read.readTime);
    const confirmed = (await ok('POST', `${L}/all-notice-user-detail/confirm/${needs.id}`, undefined, staff)).data;
    expect(confirmed.confirmTime).toBeTruthy();
    // A letter that asks for no confirmation is not confirmed (409); confirming marks a letter read too.
    expect((await call('POST', `${L}/all-notice-user-detail/confirm/${plain.id}`, undefined, staff)).statusCode).toBe(409);

    const statics = (await ok('GET', `${L}/statics/${needs.id}`)).data;
    expect(statics).toMatchObject({ sent: 1, read: 1, confirmed: 1 });
    expect(statics.recipients[0]).toMatchObject({ userId: staffId, username: 'staff' });
    expect(statics.recipients[0].confirmTime).toBeTruthy();
    // The read-only staff reads the list and the statistics, and writes nothing of the letters.
    expect((await call('GET', `${L}/statics/${needs.id}`, undefined, staff)).statusCode).toBe(200);
    // Withdrawn: it leaves the recipient's letters.
    await ok('POST', `${L}/transform`, { id: plain.id, status: '0' });
    const after = await ok('GET', `${L}/all-notice-user-detail?size=100`, undefined, staff);
    expect(after.data.map((r: { letterId: number }) => r.letterId)).not.toContain(plain.id);
  });

  it('refuses the read-only staff the letters’ writes and the look-up of a choice (403)', async () => {
    const pending = await letter({ userIds: String(staffId), status: '1' });
    // The choices are readable (a letter's detail names its recipients), the look-up of a choice is not.
    expect((await call('GET', `${L}/checkUsers`, undefined, staff)).statusCode).toBe(200);
    expect((await call('POST', `${L}/checkUsers`, { userIds: String(staffId) }, staff)).statusCode).toBe(403);
    expect((await call('POST', `${L}/verifyStatus`, { id: pending.id, status: '2' }, staff)).statusCode).toBe(403);
    expect((await call('POST', `${L}/transform`, { id: pending.id, status: '0' }, staff)).statusCode).toBe(403);
    expect((await call('POST', `${L}/draft`, {}, staff)).statusCode).toBe(200);
    expect(await statusOf(pending.id)).toBe('1');
  });
});
