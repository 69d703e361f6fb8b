import { ComDepartment, PERMISSIONS, SysPost } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/platform/crypto.ts';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { describeEntityApi } from './helpers/entity-battery.ts';

const t = useTestApp();
const TREE = '/api/zhwy/ComDepartment/selectComDepartmentList';
const DEPT = '/api/zhwy/ComDepartment';
const POSTS = '/zhwy/api/zhwy_admin/post/queryList';
const tokens = { admin: '', second: '' };

type Node = { id: number; parentId: number; departmentName: string; orderby: number; children: Node[]; [key: string]: unknown };
type Body = Record<string, unknown>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, token = tokens.admin, host = DEMO) =>
  t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });
const create = async (body: Body, token = tokens.admin, host = DEMO) => {
  const res = await call('POST', DEPT, { status: '0', ...body }, token, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Body & { id: number; ancestors: string };
};
const tree = async (query = '', token = tokens.admin): Promise<Node[]> => {
  const res = await call('GET', `${TREE}${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ code: 0 });
  return res.json().data;
};
/** The tree as nested names: easy to compare whole. */
const shape = (nodes: Node[]): unknown[] => nodes.map((n) => (n.children.length ? { [n.departmentName]: shape(n.children) } : n.departmentName));
const tenantOf = async (code: string) => (await t.sql<{ id: number }>('SELECT id FROM tenant WHERE code = $1', [code]))[0].id;

/** A demo account holding only the menu items whose permission codes are `codes` (none: no grant at all). */
const accountWith = async (username: string, codes: string[]) => {
  const tenantId = await tenantOf('demo');
  const [user] = await t.sql<{ id: number }>('INSERT INTO sys_user (tenant_id, username, password_hash) VALUES ($1, $2, $3) RETURNING id', [
    tenantId,
    username,
    await hashPassword(ADMIN_PASSWORD),
  ]);
  const [role] = await t.sql<{ id: number }>("INSERT INTO sys_role (tenant_id, name, role_extent) VALUES ($1, $2, '') RETURNING id", [tenantId, `role-${username}`]);
  await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)', [tenantId, user.id, role.id]);
  await t.sql(
    'INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT tenant_id, $2, id FROM sys_menu WHERE tenant_id = $1 AND permission_code = ANY($3::text[])',
    [tenantId, role.id, codes],
  );
  await t.sql('UPDATE tenant SET access_version = access_version + 1 WHERE id = $1', [tenantId]);
  return { id: user.id, token: await loginReady(t.app, { username }) };
};

beforeAll(async () => {
  tokens.admin = await loginReady(t.app, { username: 'admin' });
  tokens.second = await loginReady(t.app, { host: SECOND, username: 'admin' });
});

describe('GET selectComDepartmentList: the tree', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // Created out of order: the tree orders by orderby, then id, at every level.
    ids.eng = (await create({ departmentName: 'T工程部', orderby: 3 })).id;
    ids.office = (await create({ departmentName: 'T总经理办公室', orderby: 1 })).id;
    ids.repair = (await create({ departmentName: 'T维修组', parentId: ids.eng, orderby: 2 })).id;
    ids.power = (await create({ departmentName: 'T强电组', parentId: ids.eng, orderby: 1 })).id;
    ids.water = (await create({ departmentName: 'T水电班', parentId: ids.repair, orderby: 1 })).id;
    ids.service = (await create({ departmentName: 'T客服部', orderby: 3 })).id;
    await create({ departmentName: 'T别家部门', orderby: 0 }, tokens.second, SECOND);
  });

  it('answers the live departments of the tenant nested, ordered by orderby then id at every level', async () => {
    const nodes = (await tree()).filter((n) => n.departmentName.startsWith('T'));
    expect(shape(nodes)).toEqual(['T总经理办公室', { T工程部: ['T强电组', { T维修组: ['T水电班'] }] }, 'T客服部']);
    const engineering = nodes[1];
    expect(engineering).toMatchObject({ id: ids.eng, parentId: 0, orderby: 3, leaderId: null, leaderName: null, areaIds: '', status: '0' });
    expect(engineering.children[1]).toMatchObject({ id: ids.repair, parentId: ids.eng });
    expect(Object.keys(engineering).sort()).toEqual(
      ['areaIds', 'children', 'createTime', 'departmentName', 'id', 'leaderId', 'leaderName', 'orderby', 'parentId', 'phone', 'remark', 'status'].sort(),
    );
  });

  it('departmentName keeps the matching departments with their ancestors (case-insensitive contains)', async () => {
    expect(shape(await tree(`?departmentName=${encodeURIComponent('水电')}`))).toEqual([{ T工程部: [{ T维修组: ['T水电班'] }] }]);
    expect(shape(await tree(`?departmentName=${encodeURIComponent('T客服')}`))).toEqual(['T客服部']);
    expect(await tree(`?departmentName=${encodeURIComponent('没有这个')}`)).toEqual([]);
    expect((await call('GET', `${TREE}?departmentName=${'x'.repeat(51)}`)).statusCode).toBe(422);
    expect((await call('GET', `${TREE}?other=1`)).statusCode).toBe(422);
  });

  it("shows another tenant's departments to no one but that tenant", async () => {
    expect(JSON.stringify(await tree())).not.toContain('T别家部门');
    const res = await call('GET', TREE, undefined, tokens.second, SECOND);
    expect(res.json().data.map((n: Node) => n.departmentName)).toContain('T别家部门');
  });

  it('is served to the department screen and to the user form (any of the codes), 403 to others', async () => {
    const nothing = await accountWith('dept-none', []);
    expect((await call('GET', TREE, undefined, nothing.token)).statusCode).toBe(403);
    expect((await call('GET', POSTS, undefined, nothing.token)).statusCode).toBe(403);
    const userForm = await accountWith('dept-userform', [PERMISSIONS.user.add]);
    expect((await call('GET', TREE, undefined, userForm.token)).statusCode).toBe(200);
    expect((await call('GET', POSTS, undefined, userForm.token)).statusCode).toBe(200);
    const deptList = await accountWith('dept-list', [PERMISSIONS.department.list, PERMISSIONS.post.list]);
    expect((await call('GET', TREE, undefined, deptList.token)).statusCode).toBe(200);
    expect((await call('GET', POSTS, undefined, deptList.token)).statusCode).toBe(200);
    expect((await call('GET', TREE)).statusCode).toBe(200);
  });
});

describe('first start', () => {
  it('gives the demo tenant a small department tree and posts; the second tenant starts empty', async () => {
    const seeded = (await tree()).filter((n) => !/^[A-Z]/.test(n.departmentName));
    expect(shape(seeded)).toEqual(['总经理办公室', '客服部', { 工程部: ['维修组', '设备组'] }, '秩序部', '环境部', '财务部']);
    const [repair] = await t.sql<{ ancestors: string; engineering: number }>(
      "SELECT d.ancestors, p.id AS engineering FROM com_department d JOIN com_department p ON p.id = d.parent_id WHERE d.department_name = '维修组'",
    );
    expect(repair.ancestors).toBe(`0,${repair.engineering}`);
    const posts = (await call('GET', POSTS)).json().data as { postName: string }[];
    expect(posts.slice(0, 6).map((p) => p.postName)).toEqual(['项目经理', '客服专员', '维修工', '保安员', '保洁员', '会计']);
    expect((await call('GET', TREE, undefined, tokens.second, SECOND)).json().data.filter((n: Node) => !/^[A-Z]/.test(n.departmentName))).toEqual([]);
  });
});

describe('GET post/queryList: the post options', () => {
  it('answers the enabled posts of the tenant ordered by sort then id', async () => {
    const tenantId = await tenantOf('demo');
    const second = await tenantOf('second');
    await t.sql(
      `INSERT INTO sys_post (tenant_id, post_code, post_name, sort, status) VALUES
       ($1, 'q_c', '岗位丙', 2, '0'), ($1, 'q_a', '岗位甲', 1, '0'), ($1, 'q_off', '停用岗位', 0, '1'), ($1, 'q_b', '岗位乙', 2, '0'), ($2, 'q_x', '别家岗位', 0, '0')`,
      [tenantId, second],
    );
    await t.sql("INSERT INTO sys_post (tenant_id, post_code, post_name, sort, status, del_flag) VALUES ($1, 'q_del', '已删岗位', 0, '0', 1)", [tenantId]);
    const res = await call('GET', POSTS);
    expect(res.statusCode).toBe(200);
    const rows = (res.json().data as { postCode: string }[]).filter((p) => p.postCode.startsWith('q_'));
    expect(rows.map((p) => p.postCode)).toEqual(['q_a', 'q_c', 'q_b']);
    expect(rows[0]).toEqual({ id: expect.any(Number), postCode: 'q_a', postName: '岗位甲', sort: 1, status: '0' });
    expect((await call('GET', `${POSTS}?status=1`)).statusCode).toBe(422);
  });
});

/** Every department row of the database (both tenants, deleted ones too): a refusal must leave it as it was. */
const snapshot = () => t.sql('SELECT id, parent_id, ancestors, department_name, leader_id, area_ids, del_flag, update_time FROM com_department ORDER BY id');
const users = () => t.sql('SELECT id, department_id, department_ids FROM sys_user ORDER BY id');
const adminOf = async (code: string) =>
  (await t.sql<{ id: number }>("SELECT u.id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = $1 AND u.username = 'admin'", [code]))[0].id;
const communityOf = async (token: string, host: string, key: string) => {
  const res = await call('POST', '/api/base/new-com-area', { areaCode: `DP_${key}`, areaName: `部门小区${key}`, address: '路', status: '0' }, token, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
/** A user of the demo tenant placed in `departmentId` (path as the user form stores it). */
const placeUser = async (username: string, departmentId: number, departmentIds: string) =>
  (
    await t.sql<{ id: number }>(
      "INSERT INTO sys_user (tenant_id, username, password_hash, department_id, department_ids) SELECT tenant_id, $1, 'x', $2, $3 FROM sys_user WHERE id = $4 RETURNING id",
      [username, departmentId, departmentIds, await adminOf('demo')],
    )
  )[0].id;

describe('department writes: the server keeps the tree consistent', () => {
  it('creates under a parent with the ancestors path, a leader and communities of the tenant', async () => {
    const [a, b] = [await communityOf(tokens.admin, DEMO, 'a'), await communityOf(tokens.admin, DEMO, 'b')];
    const top = await create({ departmentName: 'W工程部' });
    expect(top.ancestors).toBe('0');
    const group = await create({ departmentName: 'W维修组', parentId: top.id, leaderId: await adminOf('demo'), areaIds: `${a},${b}`, phone: '13800138000' });
    expect(group).toMatchObject({ parentId: top.id, ancestors: `0,${top.id}`, areaIds: `${a},${b}`, phone: '13800138000' });
    const node = (await tree('?departmentName=W维修组'))[0].children[0];
    expect(node).toMatchObject({ id: group.id, leaderName: '系统管理员', areaIds: `${a},${b}` });
    // ancestors is the server's: a client cannot set it.
    const forged = await call('POST', DEPT, { departmentName: 'W伪造', status: '0', ancestors: '0,1,2' });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().fields).toHaveProperty('ancestors');
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const other = await create({ departmentName: 'W别家', status: '0' }, tokens.second, SECOND);
    const theirCommunity = await communityOf(tokens.second, SECOND, 'x');
    const before = await snapshot();
    const refused = async (body: Body, field: string, message?: string) => {
      const res = await call('POST', DEPT, { departmentName: 'W坏数据', status: '0', ...body });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().fields)).toEqual([field]);
      if (message) expect(res.json().fields[field]).toBe(message);
    };
    await refused({ departmentName: undefined }, 'departmentName', '不能为空');
    await refused({ departmentName: '   ' }, 'departmentName', '不能为空');
    await refused({ departmentName: '部'.repeat(51) }, 'departmentName', '长度不能超过 50 个字符');
    await refused({ parentId: other.id }, 'parentId', '所选记录不存在或已删除');
    await refused({ parentId: 99_999_999 }, 'parentId');
    await refused({ parentId: -1 }, 'parentId');
    await refused({ leaderId: await adminOf('second') }, 'leaderId', '所选记录不存在或已删除');
    await refused({ areaIds: String(theirCommunity) }, 'areaIds', '所选记录不存在或已删除');
    await refused({ phone: '12345' }, 'phone', '请输入正确的手机号码');
    await refused({ orderby: 10_000 }, 'orderby');
    await refused({ status: '2' }, 'status');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a name taken among the siblings (409 naming it); the same name elsewhere in the tree is fine', async () => {
    const parent = await create({ departmentName: 'D父部门' });
    await create({ departmentName: 'D客服组', parentId: parent.id });
    // (Another body than the create's: the same body twice in a row is a duplicate submit, 429.)
    const clash = await call('POST', DEPT, { departmentName: 'D客服组', parentId: parent.id, status: '0', orderby: 2 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toEqual({ departmentName: '已存在，请重新输入' });
    await create({ departmentName: 'D客服组' });
    const sibling = await create({ departmentName: 'D客服二组', parentId: parent.id });
    const rename = await call('PUT', DEPT, { id: sibling.id, departmentName: 'D客服组' });
    expect(rename.statusCode).toBe(409);
  });

  it('moves a department: its subtree and its users follow in one write; a move into its own subtree is refused', async () => {
    const a = await create({ departmentName: 'M甲' });
    const b = await create({ departmentName: 'M乙', parentId: a.id });
    const c = await create({ departmentName: 'M丙', parentId: b.id });
    const target = await create({ departmentName: 'M目标' });
    const inB = await placeUser('m-in-b', b.id, `${a.id},${b.id}`);
    const inC = await placeUser('m-in-c', c.id, `${a.id},${b.id},${c.id}`);
    const inA = await placeUser('m-in-a', a.id, `${a.id}`);

    const before = await snapshot();
    const beforeUsers = await users();
    for (const parentId of [b.id, c.id, a.id]) {
      const cycle = await call('PUT', DEPT, { id: a.id, parentId });
      expect(cycle.statusCode, cycle.body).toBe(422);
      expect(cycle.json().fields).toEqual({ parentId: '不能移动到自身或其下级部门之下' });
    }
    expect((await call('PUT', DEPT, { id: b.id, parentId: (await create({ departmentName: 'M别家' }, tokens.second, SECOND)).id })).statusCode).toBe(422);
    const afterRefusals = (await snapshot()).filter((row) => (row as { department_name: string }).department_name !== 'M别家');
    expect(afterRefusals).toEqual(before);
    expect(await users()).toEqual(beforeUsers);

    const moved = await call('PUT', DEPT, { id: b.id, parentId: target.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ parentId: target.id, ancestors: `0,${target.id}` });
    const [stored] = await t.sql<{ ancestors: string }>('SELECT ancestors FROM com_department WHERE id = $1', [c.id]);
    expect(stored.ancestors).toBe(`0,${target.id},${b.id}`);
    const paths = await t.sql<{ id: number; department_ids: string }>('SELECT id, department_ids FROM sys_user WHERE id = ANY($1::bigint[]) ORDER BY id', [[inB, inC, inA]]);
    expect(Object.fromEntries(paths.map((p) => [p.id, p.department_ids]))).toEqual({
      [inB]: `${target.id},${b.id}`,
      [inC]: `${target.id},${b.id},${c.id}`,
      [inA]: `${a.id}`,
    });
    expect(shape(await tree('?departmentName=M丙'))).toEqual([{ M目标: [{ M乙: ['M丙'] }] }]);

    // To the top level: the path loses the old parent.
    expect((await call('PUT', DEPT, { id: b.id, parentId: 0 })).statusCode).toBe(200);
    const [top] = await t.sql<{ department_ids: string }>('SELECT department_ids FROM sys_user WHERE id = $1', [inC]);
    expect(top.department_ids).toBe(`${b.id},${c.id}`);
    const [cAfter] = await t.sql<{ ancestors: string }>('SELECT ancestors FROM com_department WHERE id = $1', [c.id]);
    expect(cAfter.ancestors).toBe(`0,${b.id}`);
  });

  it('deletes only a department without child departments and users, saying how many are left', async () => {
    const parent = await create({ departmentName: 'X父' });
    const child = await create({ departmentName: 'X子', parentId: parent.id });
    await create({ departmentName: 'X子二', parentId: parent.id });
    const before = await snapshot();
    const withChildren = await call('DELETE', `${DEPT}/${parent.id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().msg).toBe('该部门下还有 2 个下级部门，不能删除');
    await placeUser('x-user', child.id, `${parent.id},${child.id}`);
    const withUsers = await call('DELETE', `${DEPT}/${child.id}`);
    expect(withUsers.statusCode).toBe(409);
    expect(withUsers.json().msg).toBe('该部门下还有 1 个用户，不能删除');
    const english = await t.app.inject({ method: 'DELETE', url: `${DEPT}/${child.id}`, headers: { ...authed(tokens.admin), 'accept-language': 'en-US' } });
    expect(english.json().msg).toBe('This department still has 1 users and cannot be deleted');
    expect(await snapshot()).toEqual(before);
    await t.sql("UPDATE sys_user SET del_flag = 1 WHERE username = 'x-user'");
    expect((await call('DELETE', `${DEPT}/${child.id}`)).statusCode).toBe(200);
  });

  it("refuses communities outside the caller's own data scope (403)", async () => {
    const [mine, notMine] = [await communityOf(tokens.admin, DEMO, 's1'), await communityOf(tokens.admin, DEMO, 's2')];
    const scopedAdmin = await accountWith('dept-scoped', [PERMISSIONS.department.list, PERMISSIONS.department.add, PERMISSIONS.department.edit]);
    await t.sql('INSERT INTO sys_user_area (tenant_id, user_id, area_id) SELECT tenant_id, id, $2 FROM sys_user WHERE id = $1', [scopedAdmin.id, mine]);
    await t.sql("UPDATE tenant SET access_version = access_version + 1 WHERE code = 'demo'");
    const token = await loginReady(t.app, { username: 'dept-scoped' });
    expect((await call('POST', DEPT, { departmentName: 'S越权', status: '0', areaIds: `${mine},${notMine}` }, token)).statusCode).toBe(403);
    const ok = await call('POST', DEPT, { departmentName: 'S本小区', status: '0', areaIds: `${mine}` }, token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('PUT', DEPT, { id: ok.json().id, areaIds: `${notMine}` }, token)).statusCode).toBe(403);
  });
});

describe('posts', () => {
  it('refuses to delete a post while users hold it, saying how many', async () => {
    const res = await call('POST', '/zhwy/api/zhwy_admin/post', { postCode: 'held', postName: '在用岗位', sort: 1, status: '0' });
    expect(res.statusCode, res.body).toBe(200);
    const postId = res.json().id as number;
    const [holder] = await t.sql<{ id: number }>(
      "INSERT INTO sys_user (tenant_id, username, password_hash, post_id) SELECT tenant_id, 'post-holder', 'x', $1 FROM sys_user WHERE id = $2 RETURNING id",
      [postId, await adminOf('demo')],
    );
    const refused = await call('DELETE', `/zhwy/api/zhwy_admin/post/${postId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该岗位仍有 1 个用户在用，不能删除');
    const [stored] = await t.sql<{ del_flag: number }>('SELECT del_flag FROM sys_post WHERE id = $1', [postId]);
    expect(stored.del_flag).toBe(0);
    await t.sql('UPDATE sys_user SET post_id = NULL WHERE id = $1', [holder.id]);
    expect((await call('DELETE', `/zhwy/api/zhwy_admin/post/${postId}`)).statusCode).toBe(200);
  });
});

describe('deleting a user a department names as its leader', () => {
  it('is refused (409 naming the department) through the reference graph, and the user stays', async () => {
    const leader = await placeUser('dept-leader', 0, '');
    const dept = await create({ departmentName: 'L领导部门', parentId: 0, leaderId: leader });
    const refused = await call('DELETE', `/zhwy/api/system/cscpUsers/${leader}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该记录仍被部门使用，不能删除');
    expect((await t.sql<{ del_flag: number }>('SELECT del_flag FROM sys_user WHERE id = $1', [leader]))[0].del_flag).toBe(0);
    // Once the department names no leader, the user goes.
    expect((await call('PUT', DEPT, { id: dept.id, departmentName: 'L领导部门', parentId: 0, leaderId: null, status: '0' })).statusCode).toBe(200);
    const gone = await call('DELETE', `/zhwy/api/system/cscpUsers/${leader}`);
    expect(gone.statusCode, gone.body).toBe(200);
  });
});

describeEntityApi(t, SysPost, {
  table: 'sys_post',
  sample: async (_ctx, host, n) => ({ postCode: `p_${host.slice(0, 2)}${n}`, postName: `岗位${host.slice(0, 2)}${n}`, sort: n % 100, status: '0', remark: '备注' }),
});

describeEntityApi(t, ComDepartment, {
  table: 'com_department',
  sample: async (_ctx, host, n) => ({ departmentName: `电池部门${n}`, orderby: n % 100, leaderId: await adminOf(host.split('.')[0]), phone: '13900139000', status: '0' }),
});
