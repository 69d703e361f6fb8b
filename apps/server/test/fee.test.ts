import { FeeItem, LateFeeConfig } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type BatteryContext, describeEntityApi } from './helpers/entity-battery.ts';

const t = useTestApp();

const communityOf = async (ctx: BatteryContext, host: string, n: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/base/new-com-area', headers: authed(ctx.token(host), host), payload: { areaCode: `F${n}`, areaName: `收费小区${n}`, address: '路', status: '0' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
const itemSample = async (ctx: BatteryContext, host: string, n: number) => ({
  areaId: await communityOf(ctx, host, n),
  itemName: `物业费${n}`,
  feeType: '1',
  payerKind: '1',
  chargeMethod: '1',
  unitPrice: '2.3500',
  cycle: '3',
  billingDay: 1,
  dueDays: 15,
  payTiming: '1',
  fundsPayable: '1',
  rounding: '1',
  lateFee: '1',
  vacantDiscount: '50.00',
  state: '1',
  remark: '高层住宅',
});

describeEntityApi(t, FeeItem, { table: 'fee_item', sample: itemSample });
describeEntityApi(t, LateFeeConfig, {
  table: 'fee_late_config',
  sample: async (ctx, host, n) => ({ areaId: await communityOf(ctx, host, n), graceDays: n % 30, dailyRate: '0.0500', capRate: '100.00', remark: `按合同第${n}条` }),
});

describe('fee: the entities’ own rules and the fee-config calls', () => {
  let token = '';
  let other = '';
  const ctx: BatteryContext = { t, token: (host) => (host === SECOND ? other : token) };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, host = DEMO) =>
    t.app.inject({ method, url, headers: authed(host === SECOND ? other : token, host), ...(payload ? { payload } : {}) });
  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
    other = await loginReady(t.app, { host: SECOND, username: 'admin' });
  });

  it('keeps a four-decimal unit price exactly and refuses a fifth decimal, naming the field', async () => {
    const sample = await itemSample(ctx, DEMO, 9101);
    const created = await call('POST', '/api/zhwy/fee-item', { ...sample, unitPrice: '3.4567' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect((await call('GET', `/api/zhwy/fee-item/${id}`)).json().unitPrice).toBe('3.4567');
    expect(await t.sql('SELECT unit_price FROM fee_item WHERE id = $1', [id])).toEqual([{ unit_price: 34_567 }]);
    const fifth = await call('POST', '/api/zhwy/fee-item', { ...sample, itemName: '五位小数', unitPrice: '2.12345' });
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().fields).toEqual({ unitPrice: '请输入数字，最多四位小数' });
    const float = await call('POST', '/api/zhwy/fee-item', { ...sample, itemName: '指数', unitPrice: '1e3' });
    expect(Object.keys(float.json().fields)).toEqual(['unitPrice']);
  });

  it('asks each charging method for what it reads and clears the other price', async () => {
    const sample = await itemSample(ctx, DEMO, 9102);
    const noPrice = await call('POST', '/api/zhwy/fee-item', { ...sample, itemName: '无单价', unitPrice: null });
    expect(noPrice.statusCode).toBe(422);
    expect(Object.keys(noPrice.json().fields)).toEqual(['unitPrice']);
    const noAmount = await call('POST', '/api/zhwy/fee-item', { ...sample, itemName: '垃圾费', feeType: '5', chargeMethod: '2', unitPrice: null });
    expect(Object.keys(noAmount.json().fields)).toEqual(['fixedAmount']);
    const spaceArea = await call('POST', '/api/zhwy/fee-item', { ...sample, itemName: '车位面积', payerKind: '2' });
    expect(Object.keys(spaceArea.json().fields)).toEqual(['payerKind']);
    const fixed = await call('POST', '/api/zhwy/fee-item', { ...sample, itemName: '停车费', feeType: '4', payerKind: '2', chargeMethod: '2', fixedAmount: '300.00' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const row = (await call('GET', `/api/zhwy/fee-item/${fixed.json().id}`)).json();
    expect([row.fixedAmount, row.unitPrice]).toEqual(['300.00', null]);
    const badEnum = await call('POST', '/api/zhwy/fee-item', { ...sample, itemName: '坏周期', cycle: '2' });
    expect(Object.keys(badEnum.json().fields)).toEqual(['cycle']);
    const badDay = await call('POST', '/api/zhwy/fee-item', { ...sample, itemName: '坏出账日', billingDay: 31 });
    expect(Object.keys(badDay.json().fields)).toEqual(['billingDay']);
  });

  it('saves a community’s late-fee rule at areaLateFee, one per community, and lists its late-fee items', async () => {
    const sample = await itemSample(ctx, DEMO, 9103);
    const areaId = sample.areaId;
    expect((await call('GET', `/api/zhwy/fee-config/areaLateFee?areaId=${areaId}`)).json().data).toBeNull();
    const saved = await call('POST', '/api/zhwy/fee-config/areaLateFee', { areaId, graceDays: 3, dailyRate: '0.05', capRate: '30' });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await call('POST', '/api/zhwy/fee-config/areaLateFee', { areaId, graceDays: 5, dailyRate: '0.0300', capRate: '20.00' });
    expect(again.statusCode, again.body).toBe(200);
    const read = (await call('GET', `/api/zhwy/fee-config/areaLateFee?areaId=${areaId}`)).json().data;
    expect([read.graceDays, read.dailyRate, read.capRate]).toEqual([5, '0.0300', '20.00']);
    expect(await t.sql('SELECT daily_rate, cap_rate FROM fee_late_config WHERE area_id = $1 AND del_flag = 0', [areaId])).toEqual([{ daily_rate: 300, cap_rate: 2_000 }]);

    const high = await call('POST', '/api/zhwy/fee-config/areaLateFee', { areaId, graceDays: -1, dailyRate: '1.5', capRate: '20' });
    expect(high.statusCode).toBe(422);
    expect(Object.keys(high.json().fields).sort()).toEqual(['dailyRate', 'graceDays']);

    await call('POST', '/api/zhwy/fee-item', sample);
    await call('POST', '/api/zhwy/fee-item', { ...sample, itemName: '不收滞纳金', lateFee: '0' });
    const items = (await call('GET', `/api/zhwy/fee-config/getLateFeeItemAll?areaId=${areaId}`)).json().data as { itemName: string }[];
    expect(items.map((item) => item.itemName)).toEqual([sample.itemName]);

    // Another tenant's community is not found; nothing of it is read or written.
    const foreign = await call('POST', '/api/zhwy/fee-config/areaLateFee', { areaId, graceDays: 1, dailyRate: '0.05', capRate: '10' }, SECOND);
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `/api/zhwy/fee-config/areaLateFee?areaId=${areaId}`, undefined, SECOND)).statusCode).toBe(404);
    expect((await call('GET', `/api/zhwy/fee-config/areaLateFee?areaId=${areaId}`)).json().data.graceDays).toBe(5);

    // The read-only staff, given this community only, read its rule but may not save it (the edit code); another
    // community of the tenant is outside their scope (403). A bad areaId names the field.
    const [{ id: staffId }] = await t.sql<{ id: number }>("SELECT u.id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = 'demo' AND u.username = 'staff'");
    expect((await call('PUT', `/zhwy/api/system/cscpUserAreas/${staffId}`, { areaIds: [areaId] })).statusCode).toBe(200);
    const staff = await loginReady(t.app, { username: 'staff' });
    const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: authed(staff, DEMO), ...(payload ? { payload } : {}) });
    expect((await asStaff('GET', `/api/zhwy/fee-config/areaLateFee?areaId=${areaId}`)).statusCode).toBe(200);
    const elsewhere = await communityOf(ctx, DEMO, 9104);
    expect((await asStaff('GET', `/api/zhwy/fee-config/areaLateFee?areaId=${elsewhere}`)).statusCode).toBe(403);
    expect((await asStaff('GET', `/api/zhwy/fee-config/getLateFeeItemAll?areaId=${elsewhere}`)).statusCode).toBe(403);
    expect((await asStaff('POST', '/api/zhwy/fee-config/areaLateFee', { areaId, graceDays: 1, dailyRate: '0.05', capRate: '10' })).statusCode).toBe(403);
    expect((await call('GET', `/api/zhwy/fee-config/areaLateFee?areaId=${areaId}`)).json().data.graceDays).toBe(5);
    const noArea = await call('GET', '/api/zhwy/fee-config/areaLateFee?areaId=abc');
    expect(noArea.statusCode).toBe(422);
    expect(Object.keys(noArea.json().fields)).toEqual(['areaId']);
  });
});
