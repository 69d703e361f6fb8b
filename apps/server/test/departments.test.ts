import { PERMISSIONS } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/platform/crypto.ts';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

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
