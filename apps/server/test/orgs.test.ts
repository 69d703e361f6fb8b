import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

/** 组织管理: the lazy tree, save with links, subtree delete, moves; rules, tenant, permissions, nothing half-written. */
const t = useTestApp();
let admin = '';
let staff = '';
let secondAdmin = '';
const ids = { admin: 0, staff: 0, foreignUser: 0, group: 0, foreignGroup: 0, foreignOrg: 0 };
const BASE = '/zhwy/api/system/cscpOrgs';

type Node = { id: number; orgName: string; description: string | null; parentId: number; orderby: number; hasChildren: boolean };
type Children = { cscpOrgDTOs: Node[]; cscpUserOrgDTOs: { orgId: number; userId: number }[]; cscpWorkGroupOrgDTOs: { orgId: number; groupId: number }[] };

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = admin, host = DEMO) =>
  t.app.inject({ method, url, headers: authed(token, host), ...(payload === undefined ? {} : { payload: payload as object }) });
const childrenOf = async (parentId: number, token = admin): Promise<Children> => {
  const res = await call('GET', `${BASE}/all?parentId=${parentId}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The children's names in order, with their order numbers. */
const orderOf = async (parentId: number) => (await childrenOf(parentId)).cscpOrgDTOs.map((n) => `${n.orgName}:${n.orderby}`);
const save = async (node: Record<string, unknown>, links: { users?: number[]; groups?: number[] } = {}, token = admin) =>
  call('POST', `${BASE}/save`, {
    cscpOrgDTOs: [node],
    cscpUserOrgDTOs: (links.users ?? []).map((userId) => ({ orgId: node.id ?? null, userId })),
    cscpWorkGroupOrgDTOs: (links.groups ?? []).map((groupId) => ({ orgId: node.id ?? null, groupId })),
  }, token);
const add = async (orgName: string, parentId = 0) => {
  const res = await save({ orgName, parentId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as number;
};
const snapshot = () => t.sql('SELECT id, parent_id, orderby, org_name FROM sys_org ORDER BY id');
const linkSnapshot = async () => [await t.sql('SELECT * FROM sys_org_user ORDER BY org_id, user_id'), await t.sql('SELECT * FROM sys_org_work_group ORDER BY org_id, group_id')];

beforeAll(async () => {
  admin = await loginReady(t.app, { username: 'admin' });
  staff = await loginReady(t.app, { username: 'staff' });
  secondAdmin = await loginReady(t.app, { host: SECOND, username: 'admin' });
  const idOf = async (tenant: string, username: string) =>
    (await t.sql<{ id: number }>('SELECT u.id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = $1 AND u.username = $2', [tenant, username]))[0]!.id;
  ids.admin = await idOf('demo', 'admin');
  ids.staff = await idOf('demo', 'staff');
  ids.foreignUser = await idOf('second', 'admin');
  const group = await call('POST', '/zhwy/api/system/cscpWorkGroups', { groupName: '维修组', description: '维修', userDetail: [{ userId: ids.staff }] });
  ids.group = group.json().id;
  const foreign = await call('POST', '/zhwy/api/system/cscpWorkGroups', { groupName: '别家组', description: '别家', userDetail: [{ userId: ids.foreignUser }] }, secondAdmin, SECOND);
  ids.foreignGroup = foreign.json().id;
  const org = await call('POST', `${BASE}/save`, { cscpOrgDTOs: [{ orgName: '别家总部', parentId: 0 }] }, secondAdmin, SECOND);
  ids.foreignOrg = org.json().data;
});

describe('building the tree', () => {
  it('creates nodes last among their siblings and reads a level at a time, with hasChildren and links', async () => {
    const head = await add('总部');
    const south = await add('南区', head);
    const north = await add('北区', head);
    expect(await orderOf(0)).toEqual(['总部:1']);
    expect(await orderOf(head)).toEqual(['南区:1', '北区:2']);
    const edit = await save({ id: south, orgName: '南区物业', description: '南门', parentId: head, orderby: 1 }, { users: [ids.staff, ids.admin, ids.staff], groups: [ids.group] });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toBe(south);
    const level = await childrenOf(head);
    expect(level.cscpOrgDTOs[0]).toEqual({ id: south, orgName: '南区物业', description: '南门', parentId: head, orderby: 1, hasChildren: false });
    expect(level.cscpUserOrgDTOs).toEqual([{ orgId: south, userId: Math.min(ids.admin, ids.staff) }, { orgId: south, userId: Math.max(ids.admin, ids.staff) }]);
    expect(level.cscpWorkGroupOrgDTOs).toEqual([{ orgId: south, groupId: ids.group }]);
    expect((await childrenOf(0)).cscpOrgDTOs[0]).toMatchObject({ orgName: '总部', parentId: 0, hasChildren: true });
    // Saving again replaces the links.
    await save({ id: south, orgName: '南区物业', parentId: head }, { users: [ids.admin] });
    expect((await childrenOf(head)).cscpUserOrgDTOs).toEqual([{ orgId: south, userId: ids.admin }]);
    expect((await childrenOf(head)).cscpWorkGroupOrgDTOs).toEqual([]);
    expect(north).toBeGreaterThan(0);
    const [log] = await t.sql<{ message: string }>("SELECT message FROM sys_operation_log WHERE uri = $1 ORDER BY id DESC LIMIT 1", [`${BASE}/save`]);
    expect(log?.message).toBe('保存组织');
  });

  it('refuses a missing or over-long name, a missing parent, foreign links and links of another node, writing nothing', async () => {
    const head = (await childrenOf(0)).cscpOrgDTOs[0]!.id;
    const before = [await snapshot(), ...(await linkSnapshot())];
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ cscpOrgDTOs: [{ parentId: head }] }, { 'cscpOrgDTOs.0.orgName': '不能为空' }],
      [{ cscpOrgDTOs: [{ orgName: '  ', parentId: head }] }, { 'cscpOrgDTOs.0.orgName': '不能为空' }],
      [{ cscpOrgDTOs: [{ orgName: '名'.repeat(51), description: '描'.repeat(201) }] }, { 'cscpOrgDTOs.0.orgName': '长度不能超过 50 个字符', 'cscpOrgDTOs.0.description': '长度不能超过 200 个字符' }],
      [{ cscpOrgDTOs: [] }, { cscpOrgDTOs: '格式不正确' }],
      [{ cscpOrgDTOs: [{ orgName: '新', parentId: 987654321 }] }, { parentId: '所选记录不存在或已删除' }],
      [{ cscpOrgDTOs: [{ orgName: '新', parentId: ids.foreignOrg }] }, { parentId: '所选记录不存在或已删除' }],
      [{ cscpOrgDTOs: [{ orgName: '新' }], cscpUserOrgDTOs: [{ userId: ids.foreignUser }] }, { cscpUserOrgDTOs: '所选记录不存在或已删除' }],
      [{ cscpOrgDTOs: [{ orgName: '新' }], cscpWorkGroupOrgDTOs: [{ groupId: ids.foreignGroup }] }, { cscpWorkGroupOrgDTOs: '所选记录不存在或已删除' }],
      [{ cscpOrgDTOs: [{ orgName: '新' }], cscpUserOrgDTOs: [{ orgId: head, userId: ids.admin }] }, { cscpUserOrgDTOs: '格式不正确' }],
    ];
    for (const [body, fields] of cases) {
      const res = await call('POST', `${BASE}/save`, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(422);
      expect(res.json().fields).toEqual(fields);
    }
    expect((await save({ id: ids.foreignOrg, orgName: '抢' })).statusCode).toBe(404);
    expect([await snapshot(), ...(await linkSnapshot())]).toEqual(before);
    expect((await call('GET', `${BASE}/all?parentId=${ids.foreignOrg}`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/all?parentId=-1`)).statusCode).toBe(422);
  });
});

describe('moving nodes (updateOrg)', () => {
  let a = 0;
  let b = 0;
  let a1 = 0;
  let a2 = 0;
  let a3 = 0;
  beforeAll(async () => {
    a = await add('甲');
    b = await add('乙');
    a1 = await add('甲一', a);
    a2 = await add('甲二', a);
    a3 = await add('甲三', a);
  });

  it('reorders siblings and moves a node into another, renumbering both parents’ children from 1', async () => {
    // 甲三 first among 甲's children.
    const reorder = await call('POST', `${BASE}/updateOrg`, [{ id: a3, parentId: a, orderby: 1 }, { id: a1, parentId: a, orderby: 2 }, { id: a2, parentId: a, orderby: 3 }]);
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect(await orderOf(a)).toEqual(['甲三:1', '甲一:2', '甲二:3']);
    // 甲一 into 乙: 甲 closes the gap.
    const move = await call('POST', `${BASE}/updateOrg`, { cscpOrgDTOs: [{ id: a1, parentId: b, orderby: 1 }] });
    expect(move.statusCode, move.body).toBe(200);
    expect(await orderOf(a)).toEqual(['甲三:1', '甲二:2']);
    expect(await orderOf(b)).toEqual(['甲一:1']);
    const [log] = await t.sql<{ message: string }>('SELECT message FROM sys_operation_log WHERE uri = $1 ORDER BY id DESC LIMIT 1', [`${BASE}/updateOrg`]);
    expect(log?.message).toBe('移动组织');
  });

  it('refuses loops, missing parents, missing or foreign nodes, and changes nothing', async () => {
    const before = await snapshot();
    const loop = await call('POST', `${BASE}/updateOrg`, [{ id: a, parentId: a3, orderby: 1 }]);
    expect(loop.statusCode).toBe(422);
    expect(loop.json().fields).toEqual({ parentId: '不能移动到自身或其下级组织' });
    expect((await call('POST', `${BASE}/updateOrg`, [{ id: a, parentId: a, orderby: 1 }])).statusCode).toBe(422);
    // A loop made of two changes at once.
    expect((await call('POST', `${BASE}/updateOrg`, [{ id: a, parentId: b, orderby: 1 }, { id: b, parentId: a, orderby: 1 }])).statusCode).toBe(422);
    expect((await call('POST', `${BASE}/updateOrg`, [{ id: a2, parentId: 987654321, orderby: 1 }])).json().fields).toEqual({ parentId: '所选记录不存在或已删除' });
    expect((await call('POST', `${BASE}/updateOrg`, [{ id: a2, parentId: ids.foreignOrg, orderby: 1 }])).statusCode).toBe(422);
    expect((await call('POST', `${BASE}/updateOrg`, [{ id: ids.foreignOrg, parentId: 0, orderby: 1 }])).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/updateOrg`, [{ id: a2, parentId: 0, orderby: 0 }])).statusCode).toBe(422);
    expect((await call('POST', `${BASE}/updateOrg`, [])).statusCode).toBe(422);
    expect((await call('POST', `${BASE}/updateOrg`, [{ id: a2, parentId: 0, orderby: 1 }, { id: a2, parentId: b, orderby: 1 }])).statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('moves a node to the top level', async () => {
    const res = await call('POST', `${BASE}/updateOrg`, [{ id: a2, parentId: 0, orderby: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderOf(0))[0]).toBe('甲二:1');
    expect(await orderOf(a)).toEqual(['甲三:1']);
  });
});

describe('deleting', () => {
  it('deletes nodes with their whole subtree and links, and renumbers the siblings left', async () => {
    const top = await add('待删');
    const keep = await add('保留');
    const child = await add('待删子', top);
    const grandchild = await add('待删孙', child);
    await save({ id: grandchild, orgName: '待删孙', parentId: child }, { users: [ids.admin], groups: [ids.group] });
    await t.sql('UPDATE sys_work_group SET org_id = $1 WHERE id = $2', [grandchild, ids.group]);
    const res = await call('DELETE', `${BASE}/delCscpOrg`, { cscpOrgDTOs: [{ id: top }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.sql('SELECT id FROM sys_org WHERE id = ANY($1::bigint[])', [[top, child, grandchild]])).toEqual([]);
    expect(await t.sql('SELECT * FROM sys_org_user WHERE org_id = $1', [grandchild])).toEqual([]);
    expect(await t.sql('SELECT * FROM sys_org_work_group WHERE org_id = $1', [grandchild])).toEqual([]);
    // The group itself stays, under no organisation.
    expect(await t.sql('SELECT org_id, del_flag FROM sys_work_group WHERE id = $1', [ids.group])).toEqual([{ org_id: null, del_flag: 0 }]);
    const top2 = await orderOf(0);
    expect(top2.map((entry) => Number(entry.split(':')[1]))).toEqual(top2.map((_, i) => i + 1));
    expect(top2.some((entry) => entry.startsWith('保留:'))).toBe(true);
    expect(keep).toBeGreaterThan(0);
  });

  it('refuses all when one id is missing or another tenant’s, deleting nothing', async () => {
    const mine = await add('不删');
    const before = await snapshot();
    expect((await call('DELETE', `${BASE}/delCscpOrg`, { cscpOrgDTOs: [{ id: mine }, { id: ids.foreignOrg }] })).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/delCscpOrg`, { cscpOrgDTOs: [{ id: 0 }] })).statusCode).toBe(422);
    expect((await call('DELETE', `${BASE}/delCscpOrg`, { cscpOrgDTOs: [] })).statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});

describe('permissions and tenants', () => {
  it('lets the read-only staff read the tree but not add, edit, move or delete (403, nothing changed)', async () => {
    const head = (await childrenOf(0)).cscpOrgDTOs[0]!;
    expect((await childrenOf(0, staff)).cscpOrgDTOs.length).toBeGreaterThan(0);
    const before = [await snapshot(), ...(await linkSnapshot())];
    expect((await save({ orgName: '越权' }, {}, staff)).statusCode).toBe(403);
    expect((await save({ id: head.id, orgName: '越权' }, {}, staff)).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/updateOrg`, [{ id: head.id, parentId: 0, orderby: 9 }], staff)).statusCode).toBe(403);
    expect((await call('DELETE', `${BASE}/delCscpOrg`, { cscpOrgDTOs: [{ id: head.id }] }, staff)).statusCode).toBe(403);
    expect([await snapshot(), ...(await linkSnapshot())]).toEqual(before);
  });

  it('shows each tenant only its own tree', async () => {
    const mine = (await childrenOf(0)).cscpOrgDTOs.map((n) => n.id);
    expect(mine).not.toContain(ids.foreignOrg);
    // A session belongs to its tenant: the second tenant's token means nothing on the demo host.
    expect((await call('GET', `${BASE}/all?parentId=0`, undefined, secondAdmin)).statusCode).toBe(401);
    const res = await call('GET', `${BASE}/all?parentId=0`, undefined, secondAdmin, SECOND);
    expect(res.json().cscpOrgDTOs.map((n: Node) => n.id)).toEqual([ids.foreignOrg]);
  });
});
