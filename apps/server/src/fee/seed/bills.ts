import type pg from 'pg';

/**
 * `npm run seed -- --tenant demo --bills 10000000` (docs/benchmarks.md, "Toll centre (issue 25)"): bills for the rooms a
 * base seed made (communities coded SD…), written in SQL (generate_series, no row crosses the wire) in chunks of
 * `chunk` bills, one statement and one commit per chunk, then ANALYZE.
 *
 * Bill number i (0-based, over the tenant's seeded rooms R and the seed's items K per community) is room `i % R`,
 * month `(i / R) % 36` back from this month, item `i / (36 R)`: every room gets its first item's bills over 3 years
 * before any room gets a second item's. So `--bills` up to 36 × K × R fits; a rerun tops the tenant up to the number
 * (the bills of the seed's items count toward it), and ON CONFLICT skips a bill already there.
 *
 * The mix (a deterministic hash of the bill number and of the room, so runs are alike): about 4% of rooms are
 * chronic debtors, owing every bill of their last 1–24 months; the others owe about half of this month's bills (not
 * all due yet), 15% of last month's, 5% of the months before (down to 1.5% after half a year), a share of those
 * partly paid; 0.5% voided, 0.3% refunded; the rest paid in full.
 */

/** Months of bills back from this month (3 years). */
export const BILL_MONTHS = 36;

/** The fee items the seed charges in each seeded community (one each, made when missing): 物业费 by area, two fixed fees. */
export const SEED_ITEMS = [
  { itemName: '物业费', feeType: '1', chargeMethod: '1', unitPrice: 23_500, fixedAmount: null },
  { itemName: '垃圾清运费', feeType: '5', chargeMethod: '2', unitPrice: null, fixedAmount: 1_500 },
  { itemName: '公摊电费', feeType: '6', chargeMethod: '2', unitPrice: null, fixedAmount: 1_200 },
] as const;

/** The most bills `rooms` rooms can have from the seed (each room × month × item once). */
export const billCapacity = (rooms: number, items: number = SEED_ITEMS.length): number => rooms * BILL_MONTHS * items;

/** Where bill number `i` falls: its room (0-based among the seeded rooms), months back from this month, its item. */
export const billSlot = (i: number, rooms: number): { room: number; monthsBack: number; item: number } => ({
  room: i % rooms,
  monthsBack: Math.floor(i / rooms) % BILL_MONTHS,
  item: Math.floor(i / (rooms * BILL_MONTHS)),
});

/** The half-open ranges [from, to) of bill numbers that take the tenant from `existing` to `wanted` bills, `chunk` at a time. */
export const billChunks = (existing: number, wanted: number, chunk: number): Array<[number, number]> => {
  if (!Number.isInteger(chunk) || chunk < 1) throw new Error('chunk must be a positive whole number');
  const ranges: Array<[number, number]> = [];
  for (let from = Math.max(0, existing); from < wanted; from += chunk) ranges.push([from, Math.min(wanted, from + chunk)]);
  return ranges;
};

export type BillSeedProgress = (done: number, total: number) => void;
export type BillSeedResult = { rooms: number; inserted: number; total: number; seconds: number; analyzeSeconds: number };

/**
 * Tops the tenant's seeded rooms up to `bills` bills (see above). Each chunk commits on its own (a statement outside a
 * transaction), so a long seed that stops keeps what it wrote and a rerun goes on from there.
 */
export const seedBills = async (client: pg.PoolClient | pg.Client, o: { tenantId: number; bills: number; chunk?: number }, progress: BillSeedProgress = () => {}): Promise<BillSeedResult> => {
  const started = Date.now();
  const chunk = o.chunk ?? 500_000;
  const { tenantId } = o;
  // The seed's items in each seeded community, made when missing.
  await client.query(
    `INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, payer_kind, charge_method, unit_price, fixed_amount, cycle, billing_day, due_days, remark)
     SELECT $1, a.id, s.item_name, s.fee_type, '1', s.charge_method, s.unit_price, s.fixed_amount, '1', 1, 15, '压测数据'
       FROM com_area a CROSS JOIN unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[]) AS s(item_name, fee_type, charge_method, unit_price, fixed_amount)
      WHERE a.tenant_id = $1 AND a.del_flag = 0 AND a.area_code LIKE 'SD%'
        AND NOT EXISTS (SELECT 1 FROM fee_item i WHERE i.tenant_id = $1 AND i.area_id = a.id AND i.item_name = s.item_name AND i.del_flag = 0)`,
    [tenantId, ...(['itemName', 'feeType', 'chargeMethod', 'unitPrice', 'fixedAmount'] as const).map((k) => SEED_ITEMS.map((s) => s[k]))],
  );
  await client.query('DROP TABLE IF EXISTS pg_temp.seed_bill_room, pg_temp.seed_bill_item');
  await client.query(
    `CREATE TEMP TABLE seed_bill_room AS
     SELECT (row_number() OVER (ORDER BY r.id) - 1)::bigint AS k, r.id, r.area_id, r.building_area
       FROM com_room r JOIN com_area a ON a.id = r.area_id AND a.tenant_id = r.tenant_id
      WHERE r.tenant_id = $1 AND r.del_flag = 0 AND a.del_flag = 0 AND a.area_code LIKE 'SD%'`,
    [tenantId],
  );
  await client.query('ALTER TABLE seed_bill_room ADD PRIMARY KEY (k)');
  await client.query(
    `CREATE TEMP TABLE seed_bill_item AS
     SELECT i.area_id, s.j - 1 AS j, i.id, i.charge_method, i.unit_price, i.fixed_amount, i.due_days
       FROM unnest($2::text[]) WITH ORDINALITY AS s(item_name, j)
       JOIN fee_item i ON i.item_name = s.item_name AND i.tenant_id = $1 AND i.del_flag = 0
       JOIN com_area a ON a.id = i.area_id AND a.tenant_id = $1 AND a.area_code LIKE 'SD%' AND a.del_flag = 0`,
    [tenantId, SEED_ITEMS.map((s) => s.itemName)],
  );
  await client.query('ALTER TABLE seed_bill_item ADD PRIMARY KEY (area_id, j)');
  await client.query('ANALYZE seed_bill_room, seed_bill_item');
  const rooms = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM seed_bill_room')).rows[0].n);
  if (rooms === 0) throw new Error('no seeded rooms (communities coded SD…): seed the tenant first (npm run seed -- --tenant … --rooms …)');
  if (o.bills > billCapacity(rooms)) {
    throw new Error(`${o.bills} bills need at least ${Math.ceil(o.bills / billCapacity(1))} rooms (${BILL_MONTHS} months × ${SEED_ITEMS.length} items each); the tenant has ${rooms} seeded rooms`);
  }
  const existing = Number(
    (await client.query<{ n: string }>('SELECT count(*) AS n FROM fee_bill b WHERE b.tenant_id = $1 AND b.fee_item_id IN (SELECT id FROM seed_bill_item)', [tenantId])).rows[0].n,
  );
  const ranges = billChunks(existing, o.bills, chunk);
  progress(Math.min(existing, o.bills), o.bills);
  let inserted = 0;
  for (const [from, to] of ranges) {
    // h: the bill's hash (0–999), d: the room's (0–99; under 4 a debtor, owing its last 1 + d × 6 months).
    const { rowCount } = await client.query(
      `WITH g AS (
         SELECT i, r.id AS room_id, r.area_id, r.building_area, ((i / $2) % ${BILL_MONTHS})::int AS back, it.id AS item_id, it.charge_method, it.unit_price, it.fixed_amount, it.due_days,
                (hashint8(i) & 2147483647) % 1000 AS h, (hashint8(r.id) & 2147483647) % 100 AS d
           FROM generate_series($3::bigint, $4::bigint - 1) i
           JOIN seed_bill_room r ON r.k = i % $2
           JOIN seed_bill_item it ON it.area_id = r.area_id AND it.j = i / ($2 * ${BILL_MONTHS})
       ), m AS (
         SELECT g.*, (date_trunc('month', (now() AT TIME ZONE 'Asia/Shanghai')) - make_interval(months => g.back))::date AS period_start,
                CASE WHEN g.charge_method = '1' THEN (coalesce(g.building_area, 0) * g.unit_price + 5000) / 10000 ELSE g.fixed_amount END AS amount,
                CASE
                  WHEN g.h < 5 THEN '4'
                  WHEN g.d < 4 AND g.back <= g.d * 6 THEN '0'
                  WHEN g.h < 8 AND g.back >= 2 THEN '3'
                  WHEN g.h < 8 + CASE WHEN g.back = 0 THEN 450 WHEN g.back = 1 THEN 150 WHEN g.back < 6 THEN 50 ELSE 15 END THEN CASE WHEN g.h % 5 = 0 THEN '1' ELSE '0' END
                  ELSE '2'
                END AS status
           FROM g
       )
       INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, payer_kind, room_id, period_start, period_end, due_date, quantity, unit_price, rounding,
         amount, discount, late_fee, paid_amount, status, audit_state, source, create_time)
       SELECT $1, m.area_id, m.item_id, '1', m.room_id, m.period_start, (m.period_start + interval '1 month' - interval '1 day')::date, m.period_start + m.due_days,
              CASE WHEN m.charge_method = '1' THEN m.building_area END, CASE WHEN m.charge_method = '1' THEN m.unit_price END, '1',
              m.amount, 0, 0, CASE m.status WHEN '2' THEN m.amount WHEN '1' THEN m.amount / 2 ELSE 0 END, m.status, '0', '1', m.period_start::timestamptz
         FROM m
       ON CONFLICT (tenant_id, fee_item_id, coalesce(room_id, 0), coalesce(parking_space_id, 0), coalesce(car_id, 0), period_start) WHERE del_flag = 0 DO NOTHING`,
      [tenantId, rooms, from, to],
    );
    inserted += rowCount ?? 0;
    progress(to, o.bills);
  }
  const written = Date.now();
  await client.query('ANALYZE fee_bill, fee_item');
  const total = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM fee_bill WHERE tenant_id = $1', [tenantId])).rows[0].n);
  return { rooms, inserted, total, seconds: (written - started) / 1000, analyzeSeconds: (Date.now() - written) / 1000 };
};
