import type { CountTriggerSpec } from '../../platform/db/count-triggers.ts';
import { liveText } from '../../platform/scope-sql.ts';

/**
 * The bill summaries' triggers (migration 0041 holds their SQL: `countTriggerSql` of each, checked by specs.test.ts).
 * One place for what a summary counts, so the triggers, the back-fill and the day's advance (owing.ts) agree.
 */

/** What a bill still owes, in cents (its columns prefixed by `alias.` when given). */
export const owedSql = (alias?: string) => {
  const of = (column: string) => (alias ? `${alias}.${column}` : column);
  return `${of('amount')} - coalesce(${of('discount')}, 0) - coalesce(${of('paid_amount')}, 0)`;
};
export const OWED_SQL = owedSql();
/** A live bill that still owes money (未缴, 部分缴费). */
export const OWING_SQL = `${liveText(null)} AND status IN ('0', '1')`;
/** Due by the summary's day (a bill without a due date is due). */
export const DUE_BY_AS_OF_SQL = 'coalesce(due_date, DATE \'1970-01-01\') <= fee_owing_as_of()';
/**
 * Every statement writing bills takes this lock shared before it reads the summary's day; the day's advance takes it
 * exclusively, so no bill is counted twice or missed by a day that moves while it is written.
 */
export const OWING_LOCK_SQL = "hashtext('zhwy:fee-owing'), 0";

/** The payer's three columns, 0 for the two it is not. */
const payerKeys = [
  { column: 'room_id', ifNull: 0 },
  { column: 'parking_space_id', ifNull: 0 },
  { column: 'car_id', ifNull: 0 },
] as const;

/** 收费统计: per community, fee item and month, what the live bills not voided ask (amount − discount) and received. */
export const MONTH_SUM: CountTriggerSpec = {
  source: 'fee_bill',
  counts: 'fee_bill_month_sum',
  keys: [{ column: 'tenant_id' }, { column: 'area_id' }, { column: 'fee_item_id' }, { column: 'month', expr: "date_trunc('month', period_start)::date" }],
  where: `${liveText(null)} AND status <> '4'`,
  sums: [
    { column: 'receivable', expr: 'amount - coalesce(discount, 0)' },
    { column: 'received', expr: 'coalesce(paid_amount, 0)' },
  ],
};

/** 欠费清单: per payer, the owing bills due by the summary's day. */
export const PAYER_OWING: CountTriggerSpec = {
  source: 'fee_bill',
  counts: 'fee_payer_owing',
  keys: [{ column: 'tenant_id' }, { column: 'area_id' }, { column: 'payer_kind' }, ...payerKeys],
  where: `${OWING_SQL} AND ${DUE_BY_AS_OF_SQL}`,
  sums: [{ column: 'owed', expr: OWED_SQL }],
  prelude: `PERFORM pg_advisory_xact_lock_shared(${OWING_LOCK_SQL});`,
};

/** The ageing buckets' totals: what the owing bills owe per community, payer kind and due date (whatever the day). */
export const OWING_DUE: CountTriggerSpec = {
  source: 'fee_bill',
  counts: 'fee_owing_due',
  keys: [{ column: 'tenant_id' }, { column: 'area_id' }, { column: 'payer_kind' }, { column: 'due_date', expr: "coalesce(due_date, DATE '1970-01-01')" }],
  where: OWING_SQL,
  sums: [{ column: 'owed', expr: OWED_SQL }],
};

/** The payers owing per community and payer kind (a count of fee_payer_owing's rows, with their bills and sums). */
export const PAYER_OWING_COUNT: CountTriggerSpec = {
  source: 'fee_payer_owing',
  counts: 'fee_payer_owing_count',
  keys: [{ column: 'tenant_id' }, { column: 'area_id' }, { column: 'payer_kind' }],
  sums: [
    { column: 'bills', expr: 'n' },
    { column: 'owed', expr: 'owed' },
  ],
};

/**
 * Migration 0041's hand-written part after drizzle's tables: the day (today in China) and its function, then each
 * summary's triggers and back-fill. fee_payer_owing_count's come before fee_payer_owing's, whose back-fill fills it.
 */
export const handWrittenSummarySql = (triggers: (spec: CountTriggerSpec) => string): string =>
  [
    "INSERT INTO fee_owing_asof (id, as_of) VALUES (1, (now() AT TIME ZONE 'Asia/Shanghai')::date);",
    'CREATE FUNCTION fee_owing_as_of() RETURNS date LANGUAGE sql STABLE AS $$ SELECT as_of FROM fee_owing_asof WHERE id = 1 $$;',
    ...[MONTH_SUM, OWING_DUE, PAYER_OWING_COUNT, PAYER_OWING].map(triggers),
  ].join('\n--> statement-breakpoint\n');
