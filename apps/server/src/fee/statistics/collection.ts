import { FEE_TYPE, formatMoney } from '@zhwy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { type Scope, assertInScope } from '../../platform/scope.ts';
import { sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';

export const collectionQuery = z.strictObject({
  areaId: z.coerce.number({ error: 'positiveId' }).int({ error: 'positiveId' }).positive({ error: 'positiveId' }).optional(),
  year: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(2000, { error: 'invalid' }).max(2100, { error: 'invalid' }),
});
export type CollectionQuery = z.infer<typeof collectionQuery>;

/** Receivable (amount − discount of the bills of a period) beside received (what was paid of them), as decimal strings. */
export type Collected = { receivable: string; received: string; uncollected: string; rate: string };
export type CollectionStats = {
  totals: Collected;
  byMonth: ({ month: string } & Collected)[];
  byFeeType: ({ feeType: string } & Collected)[];
  byCommunity: ({ areaId: number } & Collected)[];
};

type Sums = { receivable: bigint; received: bigint };

/** The collection rate in % with two decimals, half up, in integers ("85.37"); no receivable: "0.00". */
export const rateOf = ({ receivable, received }: Sums): string => {
  if (receivable <= 0n) return '0.00';
  const basisPoints = (received * 10_000n * 2n + receivable) / (receivable * 2n);
  return `${basisPoints / 100n}.${String(basisPoints % 100n).padStart(2, '0')}`;
};

const shown = (sums: Sums): Collected => ({
  receivable: formatMoney(Number(sums.receivable)),
  received: formatMoney(Number(sums.received)),
  uncollected: formatMoney(Number(sums.receivable - sums.received)),
  rate: rateOf(sums),
});

const add = (map: Map<string, Sums>, key: string, row: Sums) => {
  const sums = map.get(key) ?? { receivable: 0n, received: 0n };
  sums.receivable += row.receivable;
  sums.received += row.received;
  map.set(key, sums);
};

/**
 * 收费统计 of a year: what the bills of each month (by their period's start) asked and what of it was paid, by month,
 * fee type and community. Voided bills ask nothing; a refunded bill keeps its receivable and has nothing received.
 * Read from fee_bill_month_sum, which the bills' triggers keep (fee/summary): at most 12 × items × communities rows,
 * summed here in bigint.
 */
export const collectionStats = async (db: Db, scope: Scope, query: CollectionQuery): Promise<CollectionStats> => {
  if (query.areaId !== undefined) assertInScope(scope, query.areaId);
  const filters: SQL[] = [
    sqlScope('s', scope, { community: 'area_id', live: false }),
    sql`s.month >= ${`${query.year}-01-01`}::date`,
    sql`s.month < ${`${query.year + 1}-01-01`}::date`,
  ];
  if (query.areaId !== undefined) filters.push(sql`s.area_id = ${query.areaId}`);
  const { rows } = await db.execute<{ month: string; fee_type: string; area_id: string; receivable: string; received: string }>(sql`
    SELECT to_char(s.month, 'YYYY-MM') AS month, i.fee_type, s.area_id, sum(s.receivable) AS receivable, sum(s.received) AS received
      FROM fee_bill_month_sum s
      JOIN fee_item i ON i.id = s.fee_item_id AND ${sqlSameTenant('i', 's', { live: false })}
     WHERE ${sql.join(filters, sql` AND `)}
     GROUP BY 1, 2, 3`);
  const months = new Map<string, Sums>(Array.from({ length: 12 }, (_, i) => [`${query.year}-${String(i + 1).padStart(2, '0')}`, { receivable: 0n, received: 0n }]));
  const types = new Map<string, Sums>();
  const communities = new Map<string, Sums>();
  const total: Sums = { receivable: 0n, received: 0n };
  for (const row of rows) {
    const sums = { receivable: BigInt(row.receivable), received: BigInt(row.received) };
    add(months, row.month, sums);
    add(types, row.fee_type, sums);
    add(communities, String(row.area_id), sums);
    total.receivable += sums.receivable;
    total.received += sums.received;
  }
  const typeOrder = FEE_TYPE.values as readonly string[];
  return {
    totals: shown(total),
    byMonth: [...months].map(([month, sums]) => ({ month, ...shown(sums) })),
    byFeeType: [...types].sort(([a], [b]) => typeOrder.indexOf(a) - typeOrder.indexOf(b)).map(([feeType, sums]) => ({ feeType, ...shown(sums) })),
    byCommunity: [...communities].sort(([, a], [, b]) => (a.receivable === b.receivable ? 0 : a.receivable > b.receivable ? -1 : 1)).map(([areaId, sums]) => ({ areaId: Number(areaId), ...shown(sums) })),
  };
};
