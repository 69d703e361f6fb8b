import { FeeDiscountRule, addDays } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { settledRun } from '../src/fee/bills/routes.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';
import { type BatteryContext, describeEntityApi } from './helpers/entity-battery.ts';
import { expectSummariesExact } from './helpers/fee-summaries.ts';

const t = useTestApp();
const BILL = '/api/zhwy/fee-bill';
const RULE = '/api/zhwy/fee-discount';

const communityOf = async (ctx: BatteryContext, host: string, n: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/base/new-com-area', headers: authed(ctx.token(host), host), payload: { areaCode: `D${n}`, areaName: `优惠小区${n}`, address: '路', status: '0' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
/** A fee item of a community, through the API as the battery's caller. */
const itemOf = async (ctx: BatteryContext, host: string, areaId: number, n: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/zhwy/fee-item',
    headers: authed(ctx.token(host), host),
    payload: { areaId, itemName: `物业费${n}`, feeType: '1', payerKind: '1', chargeMethod: '2', fixedAmount: '100.00', cycle: '1', billingDay: 1, dueDays: 15, payTiming: '1', fundsPayable: '1', rounding: '1', lateFee: '0', vacantDiscount: '0', state: '1' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
describeEntityApi(t, FeeDiscountRule, {
  table: 'fee_discount_rule',
  sample: async (ctx, host, n) => {
    const areaId = await communityOf(ctx, host, n);
    return { areaId, ruleName: `九折${n}`, kind: '1', feeItemId: await itemOf(ctx, host, areaId, n), rate: '10.00', auto: '0', state: '1', remark: `第${n}条` };
  },
});

const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0]!.id);

describe('fee discounts by rule: apply, reset, generation', () => {
  let admin = '';
  let place: Place;
  let itemId = 0;
  let otherItemId = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin, host = DEMO) => t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });
  const rule = async (body: object) => {
    const res = await call('POST', RULE, { areaId: place.areaId, auto: '0', state: '1', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const billIn = (amount: number, start: string, o: { room?: number; status?: string; paid?: number; rounding?: string } = {}) =>
    one(
      `INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, payer_kind, room_id, period_start, period_end, amount, paid_amount, status, source, rounding)
       VALUES ($1, $2, $3, '1', $4, $5, $6, $7, $8, $9, '1', $10) RETURNING id`,
      [place.tenantId, place.areaId, itemId, o.room ?? place.roomId, start, addDays(start, 27), amount, o.paid ?? 0, o.status ?? '0', o.rounding ?? '1'],
    );
  const discountOf = async (id: number) => Number((await t.sql<{ discount: string }>('SELECT discount FROM fee_bill WHERE id = $1', [id]))[0]!.discount);

  beforeAll(async () => {
    admin = await loginReady(t.app, { username: 'admin' });
    place = await placeIn(t, 'demo', 'DS');
    itemId = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, charge_method, fixed_amount, cycle) VALUES ($1, $2, '物业费', '1', '2', 10000, '1') RETURNING id", [place.tenantId, place.areaId]);
    otherItemId = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type) VALUES ($1, $2, '停车费', '4') RETURNING id", [place.tenantId, place.areaId]);
    // Room 1202 is let (not vacant); 1201 stays vacant.
    await t.sql("UPDATE com_room SET state = '2' WHERE id = $1", [place.room2Id]);
  });

  it('checks a rule: a share for 按比例 and 空置房, an amount for 固定减免, a fee item of the community', async () => {
    const noRate = await call('POST', RULE, { areaId: place.areaId, ruleName: '缺比例', kind: '1', auto: '0', state: '1' });
    expect([noRate.statusCode, Object.keys(noRate.json().fields)]).toEqual([422, ['rate']]);
    const noAmount = await call('POST', RULE, { areaId: place.areaId, ruleName: '缺金额', kind: '2', rate: '10.00', auto: '0', state: '1' });
    expect([noAmount.statusCode, Object.keys(noAmount.json().fields)]).toEqual([422, ['reduction']]);
    const elsewhereItem = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type) VALUES ($1, $2, '物业费', '1') RETURNING id", [place.tenantId, place.otherAreaId]);
    const wrongItem = await call('POST', RULE, { areaId: place.areaId, ruleName: '错项', kind: '1', rate: '5.00', feeItemId: elsewhereItem, auto: '0', state: '1' });
    expect([wrongItem.statusCode, Object.keys(wrongItem.json().fields)]).toEqual([422, ['feeItemId']]);
    // 固定减免 keeps its amount and clears a share sent with it.
    const fixed = await rule({ ruleName: '减五十', kind: '2', reduction: '50.00', rate: '3.00' });
    expect(await t.sql('SELECT rate, reduction FROM fee_discount_rule WHERE id = $1', [fixed])).toEqual([{ rate: null, reduction: 5_000 }]);
  });

  it('applies a share rounded once by the bill’s rounding, caps a reduction at the amount, and resets; each step in the bill’s history', async () => {
    const share = await rule({ ruleName: '八七五折', kind: '1', rate: '12.50' });
    // 630.98 × 12.5 % = 78.8725 → to the cent 78.87, to the jiao 78.90, to the yuan 79.00.
    for (const [rounding, expected] of [['1', 7_887], ['2', 7_890], ['3', 7_900]] as const) {
      const id = await billIn(63_098, `2026-0${Number(rounding)}-01`, { rounding });
      const res = await call('POST', `${BILL}/applyDiscount`, { id, ruleId: share });
      expect(res.statusCode, res.body).toBe(200);
      expect(await discountOf(id)).toBe(expected);
    }
    const small = await billIn(3_000, '2026-04-01');
    const reduction = await rule({ ruleName: '减一百', kind: '2', reduction: '100.00' });
    expect((await call('POST', `${BILL}/applyDiscount`, { id: small, ruleId: reduction })).statusCode).toBe(200);
    expect(await discountOf(small)).toBe(3_000);
    // Another rule replaces it; 重置优惠 removes it.
    await t.endDuplicateWindows();
    expect((await call('POST', `${BILL}/applyDiscount`, { id: small, ruleId: share })).statusCode).toBe(200);
    expect(await discountOf(small)).toBe(375);
    expect((await call('POST', `${BILL}/resetDiscount`, { id: small })).statusCode).toBe(200);
    expect(await discountOf(small)).toBe(0);
    const history = (await call('GET', `${BILL}/getList/transitions/${small}`)).json().data as { action: string; remark: string | null }[];
    expect(history.map((move) => [move.action, move.remark])).toEqual([
      ['discount', '减一百：优惠金额 0.00 → 30.00'],
      ['discount', '八七五折：优惠金额 30.00 → 3.75'],
      ['resetDiscount', '优惠金额 3.75 → 0.00'],
    ]);
  });

  it('refuses a vacant-room rule on a let room, a rule of another item, a disabled rule and a paid bill', async () => {
    const vacant = await rule({ ruleName: '空置五折', kind: '3', rate: '50.00' });
    const let_ = await billIn(10_000, '2026-05-01', { room: place.room2Id });
    const refused = await call('POST', `${BILL}/applyDiscount`, { id: let_, ruleId: vacant });
    expect([refused.statusCode, refused.json().fields]).toEqual([422, { ruleId: '空置房优惠只适用于空置房屋的账单' }]);
    const empty = await billIn(10_000, '2026-05-01');
    expect((await call('POST', `${BILL}/applyDiscount`, { id: empty, ruleId: vacant })).statusCode).toBe(200);
    expect(await discountOf(empty)).toBe(5_000);
    const parking = await rule({ ruleName: '停车九折', kind: '1', rate: '10.00', feeItemId: otherItemId });
    expect(Object.keys((await call('POST', `${BILL}/applyDiscount`, { id: let_, ruleId: parking })).json().fields)).toEqual(['ruleId']);
    const off = await rule({ ruleName: '停用规则', kind: '1', rate: '10.00', state: '0' });
    expect(Object.keys((await call('POST', `${BILL}/applyDiscount`, { id: let_, ruleId: off })).json().fields)).toEqual(['ruleId']);
    const paid = await billIn(10_000, '2026-06-01', { status: '2', paid: 10_000 });
    expect((await call('POST', `${BILL}/applyDiscount`, { id: paid, ruleId: vacant })).statusCode).toBe(409);
    expect(await discountOf(let_)).toBe(0);
  });

  it('refuses callers without the edit code (403), another tenant (404) and another community’s bill (403)', async () => {
    const share = await rule({ ruleName: '九五折', kind: '1', rate: '5.00' });
    const id = await billIn(10_000, '2026-07-01');
    const reader = await accountWith(t, admin, 'discount-reader', ['fee:bill:list', 'fee:discount:list'], null);
    expect((await call('POST', `${BILL}/applyDiscount`, { id, ruleId: share }, reader)).statusCode).toBe(403);
    const other = await loginReady(t.app, { host: SECOND, username: 'admin' });
    expect((await call('POST', `${BILL}/applyDiscount`, { id, ruleId: share }, other, SECOND)).statusCode).toBe(404);
    expect((await call('GET', `${RULE}/${share}`, undefined, other, SECOND)).statusCode).toBe(404);
    const away = await accountWith(t, admin, 'discount-away', ['fee:bill:list', 'fee:bill:edit'], [place.otherAreaId]);
    expect([403, 404]).toContain((await call('POST', `${BILL}/applyDiscount`, { id, ruleId: share }, away)).statusCode);
    expect(await discountOf(id)).toBe(0);
  });

  it('applies the largest automatic rule at generation (a share rounded like the line, a vacant-room rule on vacant rooms only)', async () => {
    const item = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, charge_method, fixed_amount, cycle, billing_day, due_days) VALUES ($1, $2, '垃圾费', '5', '2', 3333, '3', 1, 15) RETURNING id", [place.tenantId, place.areaId]);
    await rule({ ruleName: '自动九折', kind: '1', rate: '10.00', auto: '1', feeItemId: item });
    await rule({ ruleName: '空置自动', kind: '3', rate: '30.00', auto: '1', feeItemId: item });
    await rule({ ruleName: '未自动', kind: '1', rate: '90.00', auto: '0', feeItemId: item });
    const res = await call('POST', `${BILL}/generate`, { areaId: place.areaId, feeItemId: item, periodMonth: '2026-10' });
    expect(res.statusCode, res.body).toBe(200);
    await settledRun(res.json().data.id);
    // 33.33 × 3 = 99.99: vacant 1201 gets 30 % = 29.997 → 30.00; let 1202 gets 10 % = 9.999 → 10.00.
    expect(await t.sql('SELECT room_id, amount, discount FROM fee_bill WHERE fee_item_id = $1 ORDER BY room_id', [item])).toEqual([
      { room_id: place.roomId, amount: 9_999, discount: 3_000 },
      { room_id: place.room2Id, amount: 9_999, discount: 1_000 },
    ]);
  });

  it('keeps the bill summaries exact over every write above (the triggers of fee/summary)', async () => {
    await expectSummariesExact(t);
  });
});
