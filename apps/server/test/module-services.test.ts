import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES, buildApp } from '../src/app.ts';
import { baseModule } from '../src/base/index.ts';
import { feeModule } from '../src/fee/index.ts';
import type { Db } from '../src/platform/db/client.ts';
import type { MenuSeed, ServerModule } from '../src/platform/module.ts';
import { syncModules } from '../src/platform/module-sync.ts';
import { type ArrearsTarget, resolveServices, servicesFor } from '../src/platform/services.ts';
import { systemModule } from '../src/system/index.ts';
import { DEMO, authed, loginReady, useTestApp } from './helpers/app.ts';
import { placeIn } from './helpers/base-places.ts';

const t = useTestApp();
let token = '';

describe('the service registry', () => {
  it('stops the start when a module requires a service no module provides, naming both', async () => {
    await expect(buildApp(t.deps, { logger: false, webRoot: null, modules: [baseModule] })).rejects.toThrow('module base requires the service "sms", which no module provides');
    // A service with a default (arrears: nothing owed until billing) needs no provider.
    const app = await buildApp(t.deps, { logger: false, webRoot: null, modules: [systemModule, baseModule] });
    expect(await app.services.arrears!.hasArrears(t.deps.database.db, 1, { kind: 'room', id: 1 })).toBe(false);
    await app.close();
  });

  it('refuses two providers of one service, and a module using a service it did not require', () => {
    const deps = { ...t.deps, log: { error: () => {} } as never };
    const billing: ServerModule = { name: 'billing', register: () => {}, menus: [], dictionaries: [], provides: { arrears: () => ({ hasArrears: async () => true, owedBy: async () => new Map() }) } };
    expect(() => resolveServices([billing, { ...billing, name: 'billing2' }], deps)).toThrow('service "arrears" is provided by both billing and billing2');
    const services = resolveServices([billing], deps);
    expect(() => servicesFor({ name: 'content' }, services).arrears).toThrow('module content uses the service "arrears" without requiring it');
    expect(servicesFor({ name: 'base', requires: ['arrears'] }, services).arrears).toBe(services.arrears);
  });
});

describe('the arrears service behind base', () => {
  // Billing as a test provider, given through the deps: what it owes, and what it was asked inside which transaction.
  const owing = new Set<string>();
  const asked: ArrearsTarget[] = [];
  let billingApp: FastifyInstance;
  const call = (url: string, payload?: object) => billingApp.inject({ method: payload ? 'POST' : 'GET', url, headers: authed(token, DEMO), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
    const arrears = {
      hasArrears: async (tx: Db, _tenantId: number, target: ArrearsTarget) => {
        await tx.execute(sql`SELECT 1`); // it reads inside the caller's transaction
        asked.push(target);
        return owing.has(`${target.kind}:${target.id}`);
      },
      owedBy: async () => new Map<number, number>(),
    };
    billingApp = await buildApp({ ...t.deps, services: { arrears } }, { logger: false, webRoot: null });
    await billingApp.ready();
  });
  afterAll(async () => {
    await billingApp?.close();
  });

  it('refuses a room leave while the provider says the room owes, and lets it through once paid', async () => {
    const place = await placeIn(t, 'demo', 'S');
    await t.sql("UPDATE com_room SET state = '3' WHERE id = $1", [place.roomId]);
    owing.add(`room:${place.roomId}`);
    expect((await call(`/api/zhwy/fee-bill/checkRoomIsArrears/${place.roomId}`)).json().data).toEqual({ arrears: true });
    const leave = await call('/api/zhwy/room-status/leave', { roomId: place.roomId });
    expect(leave.statusCode).toBe(409);
    expect(leave.json().msg).toMatch(/^存在未缴清的费用，不能/);
    expect((await t.sql<{ state: string }>('SELECT state FROM com_room WHERE id = $1', [place.roomId]))[0].state).toBe('3');
    expect(asked).toContainEqual({ kind: 'room', id: place.roomId });

    owing.delete(`room:${place.roomId}`);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the duplicate-submit window
    expect((await call('/api/zhwy/room-status/leave', { roomId: place.roomId })).json().data).toEqual({ id: place.roomId, state: '1' });
    // The app with the real billing provider: room 2 has no bill, nothing owed.
    owing.add(`room:${place.room2Id}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/zhwy/fee-bill/checkRoomIsArrears/${place.room2Id}`, headers: authed(token) })).json().data).toEqual({ arrears: false });
  });

  it('refuses a parking space out while the provider says the space owes', async () => {
    const place = await placeIn(t, 'demo', 'SP');
    const [lot] = await t.sql<{ id: string }>("INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name) VALUES ($1, $2, 'SL1', '服务测试停车场') RETURNING id", [place.tenantId, place.areaId]);
    const [space] = await t.sql<{ id: string }>("INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no, state) VALUES ($1, $2, $3, 'S-1', '1') RETURNING id", [place.tenantId, place.areaId, lot.id]);
    const id = Number(space.id);
    owing.add(`parkingSpace:${id}`);
    expect((await call(`/api/zhwy/fee-bill/checkParkingSpacesIsArrears/${id}`)).json()).toEqual({ arrears: true });
    const out = await call('/api/base/parkingSpace/out', { id });
    expect(out.statusCode).toBe(409);
    expect(out.json().msg).toMatch(/^存在未缴清的费用，不能/);
    expect((await t.sql<{ state: string }>('SELECT state FROM com_parking_space WHERE id = $1', [id]))[0].state).toBe('1');
  });
});

describe('the fee module owns 收费中心', () => {
  it('an existing tenant keeps its items (ids, parent, grants) when the root moves from base to fee', async () => {
    // The definitions as they were: base owned the root, with its diagram under it.
    const { parent: _parent, ...diagram } = baseModule.menus.find((m) => m.name === 'toll-room-state')!;
    const oldRoot: MenuSeed = { ...feeModule.menus[0], children: [diagram] };
    // Base's later pages under the root (车辆状态图) stay mounted by name: only the diagram moves.
    const oldBase: ServerModule = { ...baseModule, menus: [...baseModule.menus.filter((m) => m.name !== 'toll-room-state'), oldRoot] };
    // Fee's own pages (added since) mounted under the root by name, as base's diagram is now.
    const oldFee: ServerModule = { ...feeModule, menus: (feeModule.menus[0].children ?? []).map((page) => ({ ...page, parent: 'toll' })) };
    const before = MODULES.map((m) => (m === baseModule ? oldBase : m === feeModule ? oldFee : m));

    const [tenant] = await t.sql<{ id: string }>("INSERT INTO tenant (code, platform_name, tenant_id_str) VALUES ('movedroot', '迁移测试', 'movedroot') RETURNING id");
    const tenantId = Number(tenant.id);
    const synced = await syncModules(t.deps.database.pool, before);
    expect(synced.map((r) => r.tenantId)).toEqual([tenantId]);
    const items = () => t.sql<{ id: string; name: string; parent_id: string }>("SELECT id, name, parent_id FROM sys_menu WHERE tenant_id = $1 AND name IN ('toll', 'toll-room-state') ORDER BY name", [tenantId]);
    const old = await items();
    expect(old).toHaveLength(2);
    expect(old[1].parent_id).toBe(old[0].id);

    // Found by name, whoever defines them: nothing to add, change or remove, in this tenant or any other.
    expect(await syncModules(t.deps.database.pool, MODULES)).toEqual([]);
    expect(await items()).toEqual(old);
  });

  it('a menu item mounted under a name no module defines stops the start', async () => {
    const stray: ServerModule = { name: 'stray', register: () => {}, dictionaries: [], menus: [{ name: 'stray-page', parent: 'nowhere', title: '无处', type: 'menu2' }] };
    await expect(syncModules(t.deps.database.pool, [...MODULES, stray])).rejects.toThrow('menu item "stray-page" goes under "nowhere", which no module defines');
  });
});
