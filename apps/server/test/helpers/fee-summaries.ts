import { expect } from 'vitest';
import { OWED_SQL, OWING_SQL } from '../../src/fee/summary/specs.ts';
import type { TestApp } from './app.ts';

/**
 * Each bill summary recomputed from the bills beside the table the triggers keep (fee/summary/specs.ts): the rows of
 * either side missing from the other. Empty when the triggers kept them exact.
 */
const RECOMPUTED = {
  fee_bill_month_sum: {
    columns: 'tenant_id, area_id, fee_item_id, month, n, receivable, received',
    from: `SELECT tenant_id, area_id, fee_item_id, date_trunc('month', period_start)::date, count(*), sum(amount - coalesce(discount, 0)), sum(coalesce(paid_amount, 0))
             FROM fee_bill WHERE del_flag = 0 AND status <> '4' GROUP BY 1, 2, 3, 4`,
  },
  fee_payer_owing: {
    columns: 'tenant_id, area_id, payer_kind, room_id, parking_space_id, car_id, n, owed',
    from: `SELECT tenant_id, area_id, payer_kind, coalesce(room_id, 0), coalesce(parking_space_id, 0), coalesce(car_id, 0), count(*), sum(${OWED_SQL})
             FROM fee_bill WHERE ${OWING_SQL} AND coalesce(due_date, DATE '1970-01-01') <= fee_owing_as_of() GROUP BY 1, 2, 3, 4, 5, 6`,
  },
  fee_owing_due: {
    columns: 'tenant_id, area_id, payer_kind, due_date, n, owed',
    from: `SELECT tenant_id, area_id, payer_kind, coalesce(due_date, DATE '1970-01-01'), count(*), sum(${OWED_SQL}) FROM fee_bill WHERE ${OWING_SQL} GROUP BY 1, 2, 3, 4`,
  },
  fee_payer_owing_count: {
    columns: 'tenant_id, area_id, payer_kind, n, bills, owed',
    from: 'SELECT tenant_id, area_id, payer_kind, count(*), sum(n), sum(owed) FROM fee_payer_owing GROUP BY 1, 2, 3',
  },
} as const;

export const summaryDrift = async (t: TestApp): Promise<Record<string, unknown[]>> => {
  const drift: Record<string, unknown[]> = {};
  for (const [table, { columns, from }] of Object.entries(RECOMPUTED)) {
    const rows = await t.sql(
      `(SELECT 'kept' AS side, * FROM (SELECT ${columns} FROM ${table} EXCEPT ${from}) a)
       UNION ALL (SELECT 'bills' AS side, * FROM (${from} EXCEPT SELECT ${columns} FROM ${table}) b)`,
    );
    if (rows.length) drift[table] = rows;
  }
  return drift;
};

/** Asserts every summary equals its recomputation (a test's last step, after its writes through the product). */
export const expectSummariesExact = async (t: TestApp) => expect(await summaryDrift(t)).toEqual({});
