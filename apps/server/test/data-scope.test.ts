import { beforeAll, describe, expect, it } from 'vitest';
import { authed, loginReady, useTestApp } from './helpers/app.ts';

/** Data scope by community: a staff user assigned to community A sees and writes only A's rows of scoped entities. */
const t = useTestApp();
let admin = '';
let staff = '';
let staffId = 0;
const ids = { a: 0, b: 0, addressA: 0, addressB: 0 };

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  admin = await loginReady(t.app, { username: 'admin' });
  for (const key of ['a', 'b'] as const) {
    const res = await call(admin, 'POST', '/api/base/new-com-area', { areaCode: `SC_${key}`, areaName: `范围小区${key}`, address: '路', status: '0' });
    ids[key] = res.json().id;
  }
  for (const key of ['a', 'b'] as const) {
    const res = await call(admin, 'POST', '/api/zhwy/credits-shop-pick-up-address', { areaId: ids[key], address: `门${key}`, lat: '1', lng: '2', status: '0' });
    ids[key === 'a' ? 'addressA' : 'addressB'] = res.json().id;
  }
  [{ id: staffId }] = await t.sql<{ id: number }>("SELECT u.id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = 'demo' AND u.username = 'staff'");
  // The read-only role may add and edit pick-up addresses here, so that its scope, not its grants, is what refuses.
  await t.sql(`
    INSERT INTO sys_role_menu (tenant_id, role_id, menu_id)
    SELECT m.tenant_id, ur.role_id, m.id FROM sys_menu m JOIN sys_user_role ur ON ur.user_id = $1
    WHERE m.tenant_id = (SELECT tenant_id FROM sys_user WHERE id = $1) AND m.name IN ('credits-pick-up-address-add', 'credits-pick-up-address-edit')`, [staffId]);
  staff = await loginReady(t.app, { username: 'staff' });
});

describe('assigning communities', () => {
  it('an administrator sets a user’s communities; unknown ids are refused, staff may not do it', async () => {
    expect((await call(admin, 'PUT', `/zhwy/api/system/cscpUserAreas/${staffId}`, { areaIds: [ids.a, 99_999] })).statusCode).toBe(422);
    const set = await call(admin, 'PUT', `/zhwy/api/system/cscpUserAreas/${staffId}`, { areaIds: [ids.a] });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call(admin, 'GET', `/zhwy/api/system/cscpUserAreas/${staffId}`)).json().data).toEqual([ids.a]);
    expect((await call(staff, 'PUT', `/zhwy/api/system/cscpUserAreas/${staffId}`, { areaIds: [ids.a, ids.b] })).statusCode).toBe(403);
  });
});

describe('a staff user assigned to community A', () => {
  it('lists only A’s rows of every scoped entity, through every list call', async () => {
    const communities = (await call(staff, 'GET', '/api/base/new-com-area?size=100')).json();
    expect(communities.data.map((r: { id: number }) => r.id)).toEqual([ids.a]);
    expect(communities.recordsTotal).toBe(1);
    const byBody = (await call(staff, 'POST', '/api/base/ComArea/areaList', {})).json();
    expect(byBody.recordsTotal).toBe(1);
    const addresses = (await call(staff, 'POST', '/api/zhwy/CreditsShopPickUpAddress/queryByPage', { size: 100 })).json();
    expect(addresses.data.map((r: { id: number }) => r.id)).toEqual([ids.addressA]);
    // The administrator sees the whole tenant.
    expect((await call(admin, 'POST', '/api/zhwy/CreditsShopPickUpAddress/queryByPage', { size: 100 })).json().recordsTotal).toBe(2);
  });

  it('gets 404 for B’s rows and 403 for a write into B', async () => {
    expect((await call(staff, 'GET', `/api/base/new-com-area/${ids.b}`)).statusCode).toBe(404);
    expect((await call(staff, 'GET', `/api/zhwy/CreditsShopPickUpAddress/getPickUpAddress/${ids.addressB}`)).statusCode).toBe(404);
    expect((await call(staff, 'POST', '/api/zhwy/CreditsShopPickUpAddress/editPickUpAddress', { id: ids.addressB, address: '改' })).statusCode).toBe(404);
    const intoB = await call(staff, 'POST', '/api/zhwy/CreditsShopPickUpAddress/addPickUpAddress', { areaId: ids.b, address: '越界', lat: '1', lng: '2', status: '0' });
    expect(intoB.statusCode).toBe(403);
    const moveToB = await call(staff, 'POST', '/api/zhwy/CreditsShopPickUpAddress/editPickUpAddress', { id: ids.addressA, areaId: ids.b });
    expect(moveToB.statusCode).toBe(403);
    const inA = await call(staff, 'POST', '/api/zhwy/CreditsShopPickUpAddress/addPickUpAddress', { areaId: ids.a, address: '本区', lat: '1', lng: '2', status: '0' });
    expect(inA.statusCode, inA.body).toBe(200);
  });

  it('sees a new assignment on the next call', async () => {
    await call(admin, 'PUT', `/zhwy/api/system/cscpUserAreas/${staffId}`, { areaIds: [ids.a, ids.b] });
    expect((await call(staff, 'GET', '/api/base/new-com-area?size=100')).json().recordsTotal).toBe(2);
    await call(admin, 'PUT', `/zhwy/api/system/cscpUserAreas/${staffId}`, { areaIds: [] });
    expect((await call(staff, 'GET', '/api/base/new-com-area?size=100')).json().recordsTotal).toBe(0);
  });
});
