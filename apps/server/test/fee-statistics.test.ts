import { describe, expect, it } from 'vitest';
import { rateOf } from '../src/fee/statistics/collection.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { accountWith, placeIn } from './helpers/base-places.ts';
import { expectSummariesExact } from './helpers/fee-summaries.ts';

const t = useTestApp();

describe('收费统计 (GET /api/zhwy/fee-bill/statistics)', () => {
  it('rates in % with two decimals, half up, exact in integers', () => {
    expect(rateOf({ receivable: 0n, received: 0n })).toBe('0.00');
    expect(rateOf({ receivable: 30000n, received: 10000n })).toBe('33.33');
    expect(rateOf({ receivable: 30000n, received: 20000n })).toBe('66.67');
    expect(rateOf({ receivable: 8n, received: 1n })).toBe('12.50');
    expect(rateOf({ receivable: 63098n, received: 63098n })).toBe('100.00');
  });

  it('sums a year’s bills by month, fee type and community: receivable less discount, received, uncollected and rate; voided bills and other years left out', async () => {
    const token = await loginReady(t.app, { username: 'admin' });
    const place = await placeIn(t, 'demo', 'ST');
    const item = async (name: string, feeType: string) =>
      Number((await t.sql<{ id: string }>("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, charge_method, fixed_amount) VALUES ($1, $2, $3, $4, '2', 10000) RETURNING id", [place.tenantId, place.areaId, name, feeType]))[0].id);
    const property = await item('统计物业费', '1');
    const water = await item('统计水费', '3');
    const bill = (feeItemId: number, roomId: number, period: string, amount: number, paid: number, status: string, discount = 0) =>
      t.sql(
        `INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, room_id, period_start, period_end, due_date, amount, discount, paid_amount, status)
         VALUES ($1, $2, $3, $4, $5, $5, $5, $6, $7, $8, $9)`,
        [place.tenantId, place.areaId, feeItemId, roomId, period, amount, discount, paid, status],
      );
    await bill(property, place.roomId, '2031-01-01', 63098, 63098, '2');
    await bill(property, place.room2Id, '2031-01-01', 63098, 0, '0', 3098);
    await bill(water, place.roomId, '2031-03-01', 4278, 2000, '1');
    await bill(water, place.room2Id, '2031-03-01', 9999, 0, '4'); // voided: asks nothing
    await bill(property, place.roomId, '2032-01-01', 50000, 0, '0'); // another year

    const res = await t.app.inject({ method: 'GET', url: `/api/zhwy/fee-bill/statistics?year=2031&areaId=${place.areaId}`, headers: authed(token, DEMO) });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json().data;
    // 630.98 + (630.98 − 30.98) + 42.78 = 1 273.76 asked; 630.98 + 20.00 = 650.98 received.
    expect(stats.totals).toEqual({ receivable: '1273.76', received: '650.98', uncollected: '622.78', rate: '51.11' });
    expect(stats.byMonth).toHaveLength(12);
    expect(stats.byMonth[0]).toEqual({ month: '2031-01', receivable: '1230.98', received: '630.98', uncollected: '600.00', rate: '51.26' });
    expect(stats.byMonth[1]).toEqual({ month: '2031-02', receivable: '0.00', received: '0.00', uncollected: '0.00', rate: '0.00' });
    expect(stats.byMonth[2]).toMatchObject({ month: '2031-03', receivable: '42.78', received: '20.00', rate: '46.75' });
    expect(stats.byFeeType).toEqual([
      { feeType: '1', receivable: '1230.98', received: '630.98', uncollected: '600.00', rate: '51.26' },
      { feeType: '3', receivable: '42.78', received: '20.00', uncollected: '22.78', rate: '46.75' },
    ]);
    expect(stats.byCommunity).toEqual([expect.objectContaining({ areaId: place.areaId, receivable: '1273.76', labels: { areaId: 'ST测试小区1' } })]);

    // Scope: a clerk of the other community is refused this one and sums none of it; the second tenant sums none.
    const clerk = await accountWith(t, token, 'stats_clerk', ['fee:statistics:list'], [place.otherAreaId]);
    expect((await t.app.inject({ method: 'GET', url: `/api/zhwy/fee-bill/statistics?year=2031&areaId=${place.areaId}`, headers: authed(clerk, DEMO) })).statusCode).toBe(403);
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/zhwy/fee-bill/statistics?year=2031', headers: authed(clerk, DEMO) })).json().data;
    expect(theirs.totals.receivable).toBe('0.00');
    const second = await loginReady(t.app, { username: 'admin', host: SECOND });
    expect((await t.app.inject({ method: 'GET', url: '/api/zhwy/fee-bill/statistics?year=2031', headers: authed(second, SECOND) })).json().data.totals.receivable).toBe('0.00');
    // A year is required and bounded; without the code 403.
    const bad = await t.app.inject({ method: 'GET', url: '/api/zhwy/fee-bill/statistics', headers: authed(token, DEMO) });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('year');
    expect((await t.app.inject({ method: 'GET', url: '/api/zhwy/fee-bill/statistics?year=1999', headers: authed(token, DEMO) })).statusCode).toBe(422);
    const none = await accountWith(t, token, 'stats_none', ['fee:item:list'], null);
    expect((await t.app.inject({ method: 'GET', url: '/api/zhwy/fee-bill/statistics?year=2031', headers: authed(none, DEMO) })).statusCode).toBe(403);
  });

  it('keeps the bill summaries exact over every write above (the triggers of fee/summary)', async () => {
    await expectSummariesExact(t);
  });
});
