import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/platform/crypto.ts';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

/** 工作组: the list, one group with its members, create / edit / delete; rules, tenant, permissions, one transaction. */
const t = useTestApp();
let admin = '';
let staff = '';
let secondAdmin = '';
const ids = { admin: 0, staff: 0, gone: 0, foreignUser: 0, foreignGroup: 0 };
const SAVE = '/zhwy/api/system/cscpWorkGroups';
const LIST = '/zhwy/api/system/cscpWorkGroupsOr';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin, host = DEMO) =>
  t.app.inject({ method, url, headers: authed(token, host), ...(payload === undefined ? {} : { payload: payload as object }) });
const create = (body: Record<string, unknown>, token = admin) => call('POST', SAVE, body, token);
const groupsInDb = async () => (await t.sql<{ n: string }>('SELECT count(*) AS n FROM sys_work_group'))[0]!.n;
const membersInDb = async () => (await t.sql<{ n: string }>('SELECT count(*) AS n FROM sys_work_group_user'))[0]!.n;

beforeAll(async () => {
  admin = await loginReady(t.app, { username: 'admin' });
  staff = await loginReady(t.app, { username: 'staff' });
  secondAdmin = await loginReady(t.app, { host: SECOND, username: 'admin' });
  const idOf = async (tenant: string, username: string) =>
    (await t.sql<{ id: number }>('SELECT u.id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = $1 AND u.username = $2', [tenant, username]))[0]!.id;
  ids.admin = await idOf('demo', 'admin');
  ids.staff = await idOf('demo', 'staff');
  ids.foreignUser = await idOf('second', 'staff');
  ids.gone = (
    await t.sql<{ id: number }>(
      "INSERT INTO sys_user (tenant_id, username, password_hash, del_flag) SELECT id, 'gone_user', 'x', 1 FROM tenant WHERE code = 'demo' RETURNING id",
    )
  )[0]!.id;
  const foreign = await call('POST', SAVE, { groupName: '别家的组', description: '第二租户', userDetail: [{ userId: ids.foreignUser }] }, secondAdmin, SECOND);
  expect(foreign.statusCode, foreign.body).toBe(200);
  ids.foreignGroup = foreign.json().id;
});

describe('creating and reading a work group', () => {
  it('creates the group with its members and answers it with userDetail', async () => {
    const res = await create({ groupName: ' 维修一组 ', description: '负责 1-3 号楼', orgId: null, userDetail: [{ userId: ids.staff }, { userId: ids.admin }, { userId: ids.staff }] });
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json();
    expect(group).toMatchObject({ groupName: '维修一组', description: '负责 1-3 号楼', orgId: null });
    // Members without repeats, in account order, labelled for the picker; never a password hash.
    expect(group.userDetail.map((m: { userId: number }) => m.userId)).toEqual([ids.admin, ids.staff]);
    expect(group.userDetail[1]).toEqual({ userId: ids.staff, username: 'staff', familyName: '只读', name: '员工', mobile: null });
    const read = await call('GET', `${SAVE}/${group.id}`);
    expect(read.json()).toEqual(group);
    const [log] = await t.sql<{ message: string; key: string }>("SELECT message, message_key AS key FROM sys_operation_log WHERE uri = $1 AND method = 'POST' ORDER BY id DESC LIMIT 1", [SAVE]);
    expect(log).toEqual({ message: '新增工作组', key: 'entityCreate' });
  });

  it('refuses missing, blank and over-long fields and an empty member list, naming each field, and writes nothing', async () => {
    const before = [await groupsInDb(), await membersInDb()];
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['groupName', 'description', 'userDetail']],
      [{ groupName: '  ', description: '', userDetail: [] }, ['groupName', 'description', 'userDetail']],
      [{ groupName: '名'.repeat(51), description: '描'.repeat(201), userDetail: [{ userId: ids.admin }] }, ['groupName', 'description']],
      [{ groupName: '组', description: '描述', userDetail: [{ userId: 0 }] }, ['userDetail.0.userId']],
      [{ groupName: '组', description: '描述', userDetail: 'admin' }, ['userDetail']],
      [{ groupName: '组', description: '描述', userDetail: [{ userId: ids.admin }], extra: 1 }, ['extra']],
    ];
    for (const [body, fields] of cases) {
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().fields).sort(), JSON.stringify(body)).toEqual([...fields].sort());
    }
    const empty = await create({ groupName: '组', description: '描述', userDetail: [] });
    expect(empty.json().fields.userDetail).toBe('不能为空');
    const long = await create({ groupName: '名'.repeat(51), description: 'x', userDetail: [{ userId: ids.admin }] });
    expect(long.json().fields.groupName).toBe('长度不能超过 50 个字符');
    expect([await groupsInDb(), await membersInDb()]).toEqual(before);
  });

  it('takes only live users of the caller’s tenant, and an organisation of it', async () => {
    const before = [await groupsInDb(), await membersInDb()];
    for (const userId of [ids.foreignUser, ids.gone, 987654321]) {
      const res = await create({ groupName: '组', description: '描述', userDetail: [{ userId: ids.admin }, { userId }] });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fields).toEqual({ userDetail: '所选记录不存在或已删除' });
    }
    const [{ id: foreignOrg }] = await t.sql<{ id: number }>("INSERT INTO sys_org (tenant_id, org_name) SELECT id, '别家组织' FROM tenant WHERE code = 'second' RETURNING id");
    const org = await create({ groupName: '组', description: '描述', orgId: foreignOrg, userDetail: [{ userId: ids.admin }] });
    expect(org.statusCode).toBe(422);
    expect(org.json().fields).toEqual({ orgId: '所选记录不存在或已删除' });
    expect([await groupsInDb(), await membersInDb()]).toEqual(before);
  });
});

describe('editing and deleting', () => {
  let id = 0;
  beforeAll(async () => {
    id = (await create({ groupName: '保洁组', description: '日常保洁', userDetail: [{ userId: ids.admin }] })).json().id;
  });

  it('replaces the fields and the members in one call', async () => {
    const res = await call('PUT', SAVE, { id, groupName: '保洁二组', description: '夜间保洁', userDetail: [{ userId: ids.staff }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, groupName: '保洁二组', description: '夜间保洁', userDetail: [{ userId: ids.staff }] });
    expect(await t.sql('SELECT user_id AS "userId" FROM sys_work_group_user WHERE group_id = $1', [id])).toEqual([{ userId: ids.staff }]);
  });

  it('refuses a bad edit without changing the group or its members', async () => {
    const bad = await call('PUT', SAVE, { id, groupName: '改名', description: '改描述', userDetail: [{ userId: ids.foreignUser }] });
    expect(bad.statusCode).toBe(422);
    const noId = await call('PUT', SAVE, { groupName: '改名', description: '改描述', userDetail: [{ userId: ids.admin }] });
    expect(noId.statusCode).toBe(422);
    expect(noId.json().fields).toHaveProperty('id');
    const read = (await call('GET', `${SAVE}/${id}`)).json();
    expect(read).toMatchObject({ groupName: '保洁二组', description: '夜间保洁', userDetail: [{ userId: ids.staff }] });
  });

  it('answers 404 for another tenant’s group, to read, edit or delete, and leaves it alone', async () => {
    expect((await call('GET', `${SAVE}/${ids.foreignGroup}`)).statusCode).toBe(404);
    expect((await call('PUT', SAVE, { id: ids.foreignGroup, groupName: '抢', description: '抢', userDetail: [{ userId: ids.admin }] })).statusCode).toBe(404);
    expect((await call('DELETE', `${SAVE}/${ids.foreignGroup}`)).statusCode).toBe(404);
    const [row] = await t.sql<{ group_name: string; del_flag: number }>('SELECT group_name, del_flag FROM sys_work_group WHERE id = $1', [ids.foreignGroup]);
    expect(row).toEqual({ group_name: '别家的组', del_flag: 0 });
  });

  it('deletes softly, drops the group from organisations, and then answers 404', async () => {
    const [{ id: orgId }] = await t.sql<{ id: number }>("INSERT INTO sys_org (tenant_id, org_name) SELECT id, '物业一部' FROM tenant WHERE code = 'demo' RETURNING id");
    await t.sql("INSERT INTO sys_org_work_group (tenant_id, org_id, group_id) SELECT id, $1, $2 FROM tenant WHERE code = 'demo'", [orgId, id]);
    const res = await call('DELETE', `${SAVE}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.sql('SELECT del_flag FROM sys_work_group WHERE id = $1', [id])).toEqual([{ del_flag: 1 }]);
    expect(await t.sql('SELECT * FROM sys_org_work_group WHERE group_id = $1', [id])).toEqual([]);
    expect((await call('GET', `${SAVE}/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${SAVE}/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `${LIST}?groupName=保洁&description=保洁`)).json().recordsTotal).toBe(0);
  });
});

describe('the list', () => {
  it('searches one text in the name or the description, pages by 13, in the tenant only', async () => {
    for (let i = 1; i <= 14; i++) {
      expect((await create({ groupName: `巡检${String(i).padStart(2, '0')}组`, description: i === 14 ? '消防巡查' : '日常巡检', userDetail: [{ userId: ids.admin }] })).statusCode).toBe(200);
    }
    const first = (await call('GET', `${LIST}?groupName=巡检&description=巡检&page=0&size=13`)).json();
    expect(first.recordsTotal).toBe(14);
    expect(first.data).toHaveLength(13);
    expect(Object.keys(first.data[0]).sort()).toEqual(['createTime', 'description', 'groupName', 'id', 'orgId']);
    const byDescription = (await call('GET', `${LIST}?groupName=消防&description=消防`)).json();
    expect(byDescription.data.map((row: { groupName: string }) => row.groupName)).toEqual(['巡检14组']);
    const all = (await call('GET', `${LIST}?size=1000`)).json();
    expect(all.data.map((row: { id: number }) => row.id)).not.toContain(ids.foreignGroup);
  });
});

describe('permissions', () => {
  it('lets the read-only staff read but not write (403, nothing written)', async () => {
    expect((await call('GET', LIST, undefined, staff)).statusCode).toBe(200);
    const before = [await groupsInDb(), await membersInDb()];
    const body = { groupName: '组', description: '描述', userDetail: [{ userId: ids.admin }] };
    expect((await create(body, staff)).statusCode).toBe(403);
    const existing = (await call('GET', `${LIST}?size=1`)).json().data[0].id;
    expect((await call('PUT', SAVE, { ...body, id: existing }, staff)).statusCode).toBe(403);
    expect((await call('DELETE', `${SAVE}/${existing}`, undefined, staff)).statusCode).toBe(403);
    expect([await groupsInDb(), await membersInDb()]).toEqual(before);
  });
});

describe('who may read the list', () => {
  /** A demo account whose one role holds only the menu items of these permission codes. */
  const accountWith = async (username: string, codes: string[]) => {
    const [{ id: tenantId }] = await t.sql<{ id: number }>("SELECT id FROM tenant WHERE code = 'demo'");
    const [user] = await t.sql<{ id: number }>('INSERT INTO sys_user (tenant_id, username, password_hash) VALUES ($1, $2, $3) RETURNING id', [tenantId, username, await hashPassword(ADMIN_PASSWORD)]);
    const [role] = await t.sql<{ id: number }>("INSERT INTO sys_role (tenant_id, name, role_extent) VALUES ($1, $2, '') RETURNING id", [tenantId, `role-${username}`]);
    await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)', [tenantId, user!.id, role!.id]);
    await t.sql('INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT tenant_id, $2, id FROM sys_menu WHERE tenant_id = $1 AND permission_code = ANY($3::text[])', [tenantId, role!.id, codes]);
    await t.sql('UPDATE tenant SET access_version = access_version + 1 WHERE id = $1', [tenantId]);
    return loginReady(t.app, { username });
  };

  it('serves an organisation editor (the node form’s options) but not someone with neither code', async () => {
    const editor = await accountWith('org_editor', ['system:org:list', 'system:org:edit']);
    const res = await call('GET', `${LIST}?size=1000`, undefined, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recordsTotal).toBeGreaterThan(0);
    // Reading the list is all: one group's detail and every write stay with the work-group codes.
    expect((await call('GET', `${SAVE}/${res.json().data[0].id}`, undefined, editor)).statusCode).toBe(403);
    expect((await create({ groupName: '组', description: '描述', userDetail: [{ userId: ids.admin }] }, editor)).statusCode).toBe(403);
    const reader = await accountWith('org_reader', ['system:org:list']);
    expect((await call('GET', LIST, undefined, reader)).statusCode).toBe(403);
  });
});
