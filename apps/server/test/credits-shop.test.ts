import { CreditsShopGood, CreditsShopPickUpAddress } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type BatteryContext, describeEntityApi } from './helpers/entity-battery.ts';

const t = useTestApp();

/** The pick-up point goods name as their 自提地址 (a good's address must be one of its tenant's points). */
const POINT = '物业服务中心一楼';
const points = new Map<string, Promise<void>>();
/** Makes the host's tenant a community with the pick-up point POINT, once. */
const pointIn = (host: string, token: string): Promise<void> => {
  let made = points.get(host);
  if (!made) {
    made = (async () => {
      const headers = authed(token, host);
      const area = await t.app.inject({ method: 'POST', url: '/api/base/new-com-area', headers, payload: { areaCode: `PK${points.size}`, areaName: `自提点小区${points.size}`, address: '幸福路 2 号', status: '0' } });
      expect(area.statusCode, area.body).toBe(200);
      const point = await t.app.inject({ method: 'POST', url: '/api/zhwy/credits-shop-pick-up-address', headers, payload: { areaId: area.json().id, address: POINT, lat: '22.54', lng: '113.95', status: '0' } });
      expect(point.statusCode, point.body).toBe(200);
    })();
    points.set(host, made);
  }
  return made;
};

const goodSample = (n: number) => ({
  goodCode: `G${n}`,
  goodName: `积分毛巾${n}`,
  goodType: '0',
  creditsPrice: 100 + n,
  status: '1',
  inventory: 10,
  downTime: '2027-01-31T16:00:00.000Z',
  limited: 2,
  pickUpAddress: POINT,
  imageUrl: '/api/ctyun/files/abcdefghijklmnopqrstuv.png',
  describes: '纯棉毛巾',
});

/** A community of the host's tenant, made through the API, for the pick-up addresses to refer to. */
const communityOf = async (ctx: BatteryContext, host: string, n: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/base/new-com-area',
    headers: authed(ctx.token(host), host),
    payload: { areaCode: `P${n}`, areaName: `自提小区${n}`, address: '幸福路 1 号', status: '0' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};

describeEntityApi(t, CreditsShopGood, {
  table: 'credits_shop_good',
  sample: async (ctx, host, n) => {
    await pointIn(host, ctx.token(host));
    return goodSample(n);
  },
});
describeEntityApi(t, CreditsShopPickUpAddress, {
  table: 'credits_shop_pick_up_address',
  sample: async (ctx, host, n) => ({ areaId: await communityOf(ctx, host, n), address: `东门岗亭${n}`, lat: '22.54', lng: '113.95', status: '0' }),
});

describe('credits shop: the spec calls', () => {
  let token = '';
  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
    await loginReady(t.app, { host: SECOND, username: 'admin' });
    await pointIn(DEMO, token);
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });

  it('a good’s 自提地址 is one of the tenant’s pick-up points: another text is refused on its field; a stored one stays on an edit', async () => {
    const refused = await call('POST', '/api/zhwy/credits-shop-good', { ...goodSample(904), pickUpAddress: '随便写的地址' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ pickUpAddress: expect.any(String) });
    const added = await call('POST', '/api/zhwy/credits-shop-good', goodSample(904));
    expect(added.statusCode, added.body).toBe(200);
    // Stored before the rule (or its point removed since): an edit that leaves it alone keeps it.
    await t.sql("UPDATE credits_shop_good SET pick_up_address = '旧的自提地址' WHERE id = $1", [added.json().id]);
    const edited = await call('PUT', '/api/zhwy/credits-shop-good', { id: added.json().id, goodName: '积分水杯', pickUpAddress: '旧的自提地址' });
    expect(edited.statusCode, edited.body).toBe(200);
    // Another tenant's point is not one of this tenant's.
    const secondToken = await loginReady(t.app, { host: SECOND, username: 'admin' });
    const area = await t.app.inject({ method: 'POST', url: '/api/base/new-com-area', headers: authed(secondToken, SECOND), payload: { areaCode: 'PKS', areaName: '第二租户小区', address: '幸福路 3 号', status: '0' } });
    const point = await t.app.inject({ method: 'POST', url: '/api/zhwy/credits-shop-pick-up-address', headers: authed(secondToken, SECOND), payload: { areaId: area.json().id, address: '第二租户的自提点', lat: '1', lng: '1', status: '0' } });
    expect(point.statusCode, point.body).toBe(200);
    const other = await call('PUT', '/api/zhwy/credits-shop-good', { id: added.json().id, pickUpAddress: '第二租户的自提点' });
    expect(other.statusCode).toBe(422);
  });

  it('adds, edits, lists, reads and deletes goods through the odd paths as through the generic ones', async () => {
    const added = await call('POST', '/api/zhwy/CreditsShopGood/addCreditsShopGood', goodSample(900));
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().id;
    const edited = await call('POST', '/api/zhwy/CreditsShopGood/editCreditsShopGood', { id, goodName: '积分牙刷' });
    expect(edited.json().goodName).toBe('积分牙刷');
    expect((await call('GET', `/api/zhwy/CreditsShopGood/getCreditsShopGood/${id}`)).json().goodCode).toBe('G900');
    expect((await call('GET', `/api/zhwy/credits-shop-good/${id}`)).json().goodName).toBe('积分牙刷');
    const page = await call('POST', '/api/zhwy/CreditsShopGood/queryByPage', { 'goodCode.contains': 'G90', 'creditsPrice.from': 1000, 'creditsPrice.to': 1000, page: 0, size: 10 });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ recordsTotal: 1, data: [{ id }] });
    expect((await call('POST', `/api/zhwy/CreditsShopGood/deleteCreditsShopGood/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/zhwy/credits-shop-good/${id}`)).statusCode).toBe(404);
  });

  it('editDownOrUp puts a good on or off the shelf', async () => {
    const id = (await call('POST', '/api/zhwy/credits-shop-good', goodSample(901))).json().id;
    const up = await call('POST', '/api/zhwy/CreditsShopGood/editDownOrUp', { id, status: '0' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().status).toBe('0');
    expect((await call('POST', '/api/zhwy/CreditsShopGood/editDownOrUp', { id, status: '5' })).statusCode).toBe(422);
    expect((await call('POST', '/api/zhwy/CreditsShopGood/editDownOrUp', { status: '1' })).statusCode).toBe(422);
  });

  it('inventory is never negative: the field refuses it, and the database would too', async () => {
    const res = await call('POST', '/api/zhwy/credits-shop-good', { ...goodSample(902), inventory: -1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty('inventory');
    const id = (await call('POST', '/api/zhwy/credits-shop-good', goodSample(903))).json().id;
    await expect(t.sql('UPDATE credits_shop_good SET inventory = inventory - 11 WHERE id = $1', [id])).rejects.toThrow(/credits_shop_good_inventory_ck/);
  });

  it('pick-up addresses: the odd paths, and a community in use is not deleted (409 naming who uses it)', async () => {
    const area = (await call('POST', '/api/base/new-com-area', { areaCode: 'PU1', areaName: '自提测试小区', address: '一号路', status: '0' })).json().id;
    const added = await call('POST', '/api/zhwy/CreditsShopPickUpAddress/addPickUpAddress', { areaId: area, address: '北门', lat: '1', lng: '2', status: '0' });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().id;
    expect(added.json()).toMatchObject({ delFlag: 0, createUserId: expect.any(Number) });
    const edited = (await call('POST', '/api/zhwy/CreditsShopPickUpAddress/editPickUpAddress', { id, address: '南门' })).json();
    expect(edited).toMatchObject({ address: '南门', updateUserId: expect.any(Number), updateTime: expect.any(String) });
    expect((await call('GET', `/api/zhwy/CreditsShopPickUpAddress/getPickUpAddress/${id}`)).json().areaId).toBe(area);
    const listed = await call('POST', '/api/zhwy/CreditsShopPickUpAddress/queryByPage', { areaId: area });
    expect(listed.json().recordsTotal).toBe(1);
    const refused = await call('DELETE', `/api/base/new-com-area/${area}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该记录仍被自提点使用，不能删除');
    // downloadPickUpAddress: the list's filters in the query, a workbook back.
    const download = await call('GET', `/api/zhwy/CreditsShopPickUpAddress/downloadPickUpAddress?areaId=${area}`);
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('自提点')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['所属小区', '自提地址']);
    // The community by its name, as a clerk reads it (the export wrote its id before labels came from the server).
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['自提测试小区', '南门']);
    expect(sheet.rowCount).toBe(2);
    expect((await call('POST', `/api/zhwy/CreditsShopPickUpAddress/deletePickUpAddress/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/base/new-com-area/${area}`)).statusCode).toBe(200);
  });

  it('deleting a community while pick-up addresses are added to it never leaves one pointing at a deleted community', async () => {
    for (let round = 0; round < 10; round++) {
      const area = (await call('POST', '/api/base/new-com-area', { areaCode: `RACE${round}`, areaName: `竞争小区${round}`, address: '路', status: '0' })).json().id;
      const [removed, added] = await Promise.all([
        call('DELETE', `/api/base/new-com-area/${area}`),
        call('POST', '/api/zhwy/credits-shop-pick-up-address', { areaId: area, address: `门${round}`, lat: '1', lng: '2', status: '0' }),
      ]);
      expect([removed.statusCode, added.statusCode].sort()).toEqual(removed.statusCode === 200 ? [200, 422] : [200, 409]);
    }
    const orphans = await t.sql(`SELECT p.id FROM credits_shop_pick_up_address p JOIN com_area a ON a.id = p.area_id WHERE p.del_flag = 0 AND a.del_flag = 1`);
    expect(orphans).toEqual([]);
  });

  it('the host decides the tenant: the second tenant lists none of the first one’s goods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/zhwy/CreditsShopGood/queryByPage', headers: authed(await loginReady(t.app, { host: SECOND, username: 'admin' }), SECOND), payload: { 'goodCode.contains': 'G90' } });
    expect(res.json().recordsTotal).toBe(0);
    expect(DEMO).not.toBe(SECOND);
  });
});
