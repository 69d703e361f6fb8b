import { beforeAll, describe, expect, it } from 'vitest';
import { advanceOwingDay } from '../src/fee/summary/owing.ts';
import { DEMO, authed, loginReady, useTestApp } from './helpers/app.ts';
import { placeIn } from './helpers/base-places.ts';
import { expectSummariesExact, summaryDrift } from './helpers/fee-summaries.ts';

const t = useTestApp();
let token = '';

const TODAY = "(now() AT TIME ZONE 'Asia/Shanghai')::date";

/**
 * The summaries behind 欠费清单 and 收费统计 (fee/summary): kept exact by the bills' triggers whatever writes them, and
 * the arrears summary's day moved by its job or, when a stopped server missed the night, by the list itself.
 */
describe('bill summaries', () => {
  let tenantId = 0;
  let areaId = 0;
  let rooms: number[] = [];
  let itemId = 0;

  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
    const place = await placeIn(t, 'demo', 'SM');
    ({ tenantId, areaId } = place);
    rooms = [place.roomId, place.room2Id];
    const [item] = await t.sql<{ id: string }>(
      "INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, payer_kind, charge_method, fixed_amount, cycle) VALUES ($1, $2, '汇总测试费', '1', '1', '2', 10000, '1') RETURNING id",
      [tenantId, areaId],
    );
    itemId = Number(item.id);
  });

  /** Bills of the place's rooms, one per month from `first`, due `dueOffset` days from today (null: no due date). */
  const bills = (months: number, dueOffset: number | null, first = 0) =>
    t.sql(
      `INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, payer_kind, room_id, period_start, period_end, due_date, amount, status)
       SELECT $1, $2, $3, '1', r, (DATE '2020-01-01' + (m || ' month')::interval)::date, (DATE '2020-01-01' + (m + 1 || ' month')::interval - interval '1 day')::date,
              ${dueOffset === null ? 'NULL' : `${TODAY} + ${dueOffset}`}, 10000 + m, '0'
         FROM unnest($4::bigint[]) r, generate_series($5::int, $5::int + $6::int - 1) m`,
      [tenantId, areaId, itemId, rooms, first, months],
    );

  it('stay exact over multi-row inserts, payments, discounts, voids, soft and hard deletes, and moves between months', async () => {
    await bills(6, -40);
    await bills(3, null, 6);
    await bills(2, 30, 9);
    await t.sql("UPDATE fee_bill SET paid_amount = 4000, status = '1' WHERE tenant_id = $1 AND fee_item_id = $2 AND period_start < '2020-03-01'", [tenantId, itemId]);
    await t.sql("UPDATE fee_bill SET discount = 500 WHERE tenant_id = $1 AND fee_item_id = $2 AND period_start = '2020-04-01'", [tenantId, itemId]);
    await t.sql("UPDATE fee_bill SET status = '4' WHERE tenant_id = $1 AND fee_item_id = $2 AND period_start = '2020-05-01'", [tenantId, itemId]);
    await t.sql("UPDATE fee_bill SET status = '2', paid_amount = amount WHERE tenant_id = $1 AND fee_item_id = $2 AND period_start = '2020-06-01'", [tenantId, itemId]);
    await t.sql("UPDATE fee_bill SET del_flag = 1 WHERE tenant_id = $1 AND fee_item_id = $2 AND period_start = '2020-07-01'", [tenantId, itemId]);
    await t.sql("UPDATE fee_bill SET period_start = '2020-12-01', period_end = '2020-12-31' WHERE tenant_id = $1 AND fee_item_id = $2 AND period_start = '2020-08-01'", [tenantId, itemId]);
    await t.sql("DELETE FROM fee_bill WHERE tenant_id = $1 AND fee_item_id = $2 AND period_start = '2020-01-01' AND room_id = $3", [tenantId, itemId, rooms[0]]);
    // Single-row statements of one summary row at once: they queue on it, none deadlocks, nothing is lost.
    const ids = await t.sql<{ id: string }>("SELECT id FROM fee_bill WHERE tenant_id = $1 AND fee_item_id = $2 AND status = '0' AND del_flag = 0", [tenantId, itemId]);
    await Promise.all(ids.map(({ id }) => t.sql('UPDATE fee_bill SET paid_amount = 100, status = $2 WHERE id = $1', [id, '1'])));
    await expectSummariesExact(t);
    const owing = await t.sql<{ n: string }>('SELECT sum(n) AS n FROM fee_payer_owing WHERE tenant_id = $1 AND area_id = $2', [tenantId, areaId]);
    // Due 40 days ago (months 2–3 partly paid, 4 discounted), and the bills without a due date, less the deleted and the settled.
    expect(Number(owing[0].n)).toBeGreaterThan(0);
  });

  it('moves its day: bills falling due join their payers once, and a list made after a missed night catches up first', async () => {
    // As a server stopped for three nights left it: the day three days back, the summary holding what was due then.
    await t.sql(`UPDATE fee_owing_asof SET as_of = ${TODAY} - 3`);
    await t.sql(`DELETE FROM fee_payer_owing`);
    await t.sql(`INSERT INTO fee_payer_owing (tenant_id, area_id, payer_kind, room_id, parking_space_id, car_id, n, owed)
                 SELECT tenant_id, area_id, payer_kind, coalesce(room_id, 0), coalesce(parking_space_id, 0), coalesce(car_id, 0), count(*), sum(amount - coalesce(discount, 0) - coalesce(paid_amount, 0))
                   FROM fee_bill WHERE del_flag = 0 AND status IN ('0', '1') AND coalesce(due_date, DATE '1970-01-01') <= fee_owing_as_of() GROUP BY 1, 2, 3, 4, 5, 6`);
    await expectSummariesExact(t);
    // Written while the day is behind: due yesterday (not yet counted), due four days ago (counted at once).
    await bills(1, -1, 20);
    await bills(1, -4, 21);
    await expectSummariesExact(t);
    const before = await t.sql<{ n: string }>('SELECT coalesce(sum(n), 0) AS n FROM fee_payer_owing WHERE tenant_id = $1 AND area_id = $2', [tenantId, areaId]);

    const list = await t.app.inject({ method: 'GET', url: `/api/zhwy/fee-bill/arrears?areaId=${areaId}`, headers: authed(token, DEMO) });
    expect(list.statusCode, list.body).toBe(200);
    const [day] = await t.sql<{ today: boolean }>(`SELECT as_of = ${TODAY} AS today FROM fee_owing_asof`);
    expect(day.today).toBe(true);
    await expectSummariesExact(t);
    const after = await t.sql<{ n: string }>('SELECT sum(n) AS n FROM fee_payer_owing WHERE tenant_id = $1 AND area_id = $2', [tenantId, areaId]);
    expect(Number(after[0].n) - Number(before[0].n)).toBe(rooms.length);
    const data = list.json().data;
    expect(data.totals.payers).toBe(rooms.length);
    expect(data.data.reduce((sum: number, row: { bills: number }) => sum + row.bills, 0)).toBe(Number(after[0].n));
    // A second move the same day changes nothing.
    expect(await advanceOwingDay(t.deps.database.pool)).toBeNull();
    expect(await summaryDrift(t)).toEqual({});
  });
});
