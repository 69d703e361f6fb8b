import { CYCLE_MONTHS, formatMoney } from '@zhwy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound, validationFailed, worded } from '../../platform/errors.ts';
import { monthUsageJoinText } from '../../meter/index.ts';
import { liveText, pgScope } from '../../platform/scope-sql.ts';
import type { PayerKind, PayersService } from '../../platform/services.ts';
import { type Scope, assertInScope } from '../../platform/scope.ts';

/**
 * 批量生成 (docs/billing.md, "Batch generation"): a fee item's bills for a community (or some of its buildings or
 * rooms) and a period, computed in SQL with exact bigint arithmetic and inserted all or nothing.
 *
 * - Amounts: area (hundredths) × price (ten-thousandths) × months = millionths of a yuan, or a fixed amount (cents) ×
 *   10 000 × months; rounded half up once per line to the item's rounding (money.ts's `roundMicros`, in SQL). A vacant
 *   room (state 1 空置) gets the item's vacant-room share as its `discount`: amount (cents) × share (basis points) =
 *   millionths, rounded the same way.
 * - One transaction per run, in batches of `generationTuning.batchSize` payers per INSERT … SELECT … ON CONFLICT DO
 *   NOTHING on fee_bill_payer_period_uq (a bill already there is skipped, so a second run creates nothing); the
 *   progress goes to the run row through another connection (the page polls it), the final state with the bills.
 */

/** Payers per INSERT, and the insert itself (a test replaces it to fail a batch mid-run). */
export const generationTuning = {
  batchSize: 2000,
  insertBatch: (client: pg.PoolClient, text: string, values: unknown[]) => client.query<{ created: string; amount: string }>(text, values),
};

/** A fee item as generation reads it (the database's own units). */
export type GenItem = {
  id: number;
  areaId: number;
  payerKind: string;
  chargeMethod: string;
  unitPrice: number | null;
  fixedAmount: number | null;
  cycle: string;
  billingDay: number;
  dueDays: number;
  rounding: string;
  vacantDiscount: number;
  state: string;
};

export type Period = { start: string; end: string; due: string; months: number };

const pad = (n: number) => String(n).padStart(2, '0');
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The period a bill of `item` starting in `month` (YYYY-MM) covers: the first of that month to the last day of its
 * cycle's last month (a one-off: one month); due on the item's billing day of the first month plus its due days.
 */
export const periodOf = (item: Pick<GenItem, 'cycle' | 'billingDay' | 'dueDays'>, month: string): Period => {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw validationFailed({ periodMonth: 'feePeriodMonth' });
  const [year, m] = [Number(match[1]), Number(match[2])];
  const months = CYCLE_MONTHS[item.cycle as keyof typeof CYCLE_MONTHS] ?? 1;
  const start = `${year}-${pad(m)}-01`;
  const end = day(Date.UTC(year, m - 1 + months, 0));
  const due = day(Date.UTC(year, m - 1, item.billingDay) + item.dueDays * 86_400_000);
  return { start, end, due, months };
};

/** Whether a cycle of `cycle` months starts in `month` (1–12): months since January divisible by the cycle; a one-off never. */
export const cycleStartsIn = (cycle: string, month: number): boolean => {
  const months = Number(cycle);
  return months > 0 && (month - 1) % months === 0;
};

/** Per payer kind (the item's 收费对象): base's kind (the `payers` service) and its column in fee_bill. */
const PAYERS: Record<string, { kind: PayerKind; column: string }> = {
  '1': { kind: 'room', column: 'room_id' },
  '2': { kind: 'parkingSpace', column: 'parking_space_id' },
  '3': { kind: 'car', column: 'car_id' },
};
const STEPS: Record<string, number> = { '1': 10_000, '2': 100_000, '3': 1_000_000 };

const itemColumns = `id, area_id, payer_kind, charge_method, unit_price, fixed_amount, cycle, billing_day, due_days, rounding, vacant_discount, state`;
const itemOf = (row: Record<string, unknown>): GenItem => ({
  id: Number(row.id),
  areaId: Number(row.area_id),
  payerKind: String(row.payer_kind),
  chargeMethod: String(row.charge_method),
  unitPrice: row.unit_price === null ? null : Number(row.unit_price),
  fixedAmount: row.fixed_amount === null ? null : Number(row.fixed_amount),
  cycle: String(row.cycle),
  billingDay: Number(row.billing_day),
  dueDays: Number(row.due_days),
  rounding: String(row.rounding ?? '1'),
  vacantDiscount: Number(row.vacant_discount ?? 0),
  state: String(row.state),
});

/** The item and community a generation names, as the caller may use them: 403 outside their communities, 404 not theirs, 422 not generable. */
export const generableItem = async (db: Db, payers: PayersService, scope: Scope, areaId: number, feeItemId: number): Promise<GenItem> => {
  assertInScope(scope, areaId);
  if (!(await payers.hasCommunity(db, scope.tenantId, areaId))) throw notFound('记录不存在');
  const { rows } = await db.execute<Record<string, unknown>>(positional(`SELECT ${itemColumns} FROM fee_item i WHERE ${pgScope('i', 1)} AND i.id = $2`, [scope.tenantId, feeItemId]));
  if (!rows[0]) throw notFound('记录不存在');
  const item = itemOf(rows[0]);
  assertInScope(scope, item.areaId);
  if (item.areaId !== areaId) throw validationFailed({ feeItemId: 'billOtherCommunity' });
  return refuseUngenerable(item);
};

const refuseUngenerable = (item: GenItem): GenItem => {
  if (item.state !== '1') throw validationFailed({ feeItemId: 'feeItemDisabled' });
  if (item.chargeMethod === '4') throw validationFailed({ feeItemId: 'feeManualNotGenerated' });
  return item;
};

export type Target = { tenantId: number; areaId: number; buildingIds: number[]; roomIds: number[] };

/** The chosen buildings and rooms must be the community's (422 naming the list otherwise); only rooms have them. */
export const checkTargets = async (db: Db, payers: PayersService, item: GenItem, target: Target) => {
  if (item.payerKind !== '1' && (target.buildingIds.length > 0 || target.roomIds.length > 0)) throw validationFailed({ buildingIds: 'invalid' });
  for (const [field, kind, ids] of [['buildingIds', 'building', target.buildingIds], ['roomIds', 'room', target.roomIds]] as const) {
    if ((await payers.notIn(db, target.tenantId, target.areaId, kind, ids)).length > 0) throw validationFailed({ [field]: 'billOtherCommunity' });
  }
};

/** Millionths of a yuan rounded half up to the rounding's step, in cents (money.ts's roundMicros; the value is never negative). */
const roundSql = (rounding: string) => {
  const step = STEPS[rounding] ?? 10_000;
  return (value: string) => `((${value} + ${step / 2}) / ${step}) * ${step / 10_000}`;
};

/**
 * A line's amount in cents over the payer `p` (its `building_area` in hundredths): area × price × months, or the
 * fixed amount × months, exact in bigint and rounded once. The item's constants go into the text as integers (never
 * user text).
 */
export const lineAmountSql = (item: Pick<GenItem, 'chargeMethod' | 'unitPrice' | 'fixedAmount' | 'rounding'>, months: number) =>
  roundSql(item.rounding)(
    item.chargeMethod === '1'
      ? `p.building_area * ${Math.trunc(item.unitPrice ?? 0)}::bigint * ${Math.trunc(months)}::bigint`
      : item.chargeMethod === '3'
        ? `u.usage * ${Math.trunc(item.unitPrice ?? 0)}::bigint`
        : `${Math.trunc(item.fixedAmount ?? 0)}::bigint * 10000 * ${Math.trunc(months)}::bigint`,
  );

/**
 * The payers of a run with the line's amount and discount, as one SELECT: `$1` tenant, `$2` community, `$3` item,
 * `$4` period start; `$5`/`$6` the building and room ids (bigint[] or null for all); `$7`/`$8` a batch's id range.
 * The payers `p` are base's (the `payers` service's subquery: id, tenant, community, building, built area, state),
 * which the planner flattens into this statement: the plan is the one over com_room itself.
 */
const linesSql = (payers: PayersService, item: GenItem, months: number) => {
  const payer = PAYERS[item.payerKind]!;
  const room = item.payerKind === '1';
  const round = roundSql(item.rounding);
  const vacant = room && item.vacantDiscount > 0 ? `p.state = '1'` : 'FALSE';
  const from = payers.payersText(payer.kind, { tenant: 1, community: 2, buildings: 5, rooms: 6 }, 'p');
  const filters = ['p.id BETWEEN $7 AND $8', ...(item.chargeMethod === '1' ? ['p.building_area IS NOT NULL'] : [])];
  // A usage item (用量×单价) bills the rooms read in the period's month, their usage as the meter module reads it
  // (hundredths), priced once per line.
  const usage = item.chargeMethod === '3';
  const usageJoin = usage ? monthUsageJoinText('p', { feeItem: '$3', day: '$4' }) : '';
  // The community's automatic discount rules for the item (优惠规则 with 生成时自动应用 = 是, 启用): the largest one
  // (one discount per bill, never a sum), a share rounded once like the line, a reduction at most the amount; a
  // vacant-room rule only for a vacant room.
  const autoDiscount = `coalesce((SELECT max(CASE WHEN d.kind = '2' THEN LEAST(d.reduction, l.amount) ELSE ${round('l.amount * d.rate')} END)
        FROM fee_discount_rule d WHERE ${pgScope('d', 1)} AND d.area_id = $2 AND d.state = '1' AND d.auto = '1' AND (d.fee_item_id IS NULL OR d.fee_item_id = $3)
          AND (d.kind <> '3' OR ${room ? "p.state = '1'" : 'FALSE'})), 0)`;
  const quantity = item.chargeMethod === '1' ? 'p.building_area' : usage ? 'u.usage' : 'NULL::bigint';
  return {
    payer,
    text: `SELECT p.id AS payer_id, ${quantity} AS quantity, l.amount,
        LEAST(l.amount, GREATEST(CASE WHEN ${vacant} THEN ${round(`l.amount * ${Math.trunc(item.vacantDiscount)}`)} ELSE 0 END, ${autoDiscount})) AS discount,
        EXISTS (SELECT 1 FROM fee_bill b WHERE ${pgScope('b', 1)} AND b.fee_item_id = $3 AND b.${payer.column} = p.id AND b.period_start = $4::date) AS billed
      FROM ${from} ${usageJoin} CROSS JOIN LATERAL (SELECT ${lineAmountSql(item, months)} AS amount) l
      WHERE ${filters.join(' AND ')}`,
  };
};


/**
 * The INSERT of a batch's bills over `text` (linesSql's SELECT): `$9` period end, `$10` due date, `$11` unit price as
 * charged, `$12` the run (null for a bill made at the cashier), `$13` who; ON CONFLICT DO NOTHING on the payer, item
 * and period (a bill already there is left as it is). Answers the count and the sum of the bills made.
 */
const insertSql = (item: GenItem, text: string, column: string) => `WITH ins AS (
        INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, payer_kind, ${column}, period_start, period_end, due_date, quantity, unit_price, rounding,
          amount, discount, late_fee, paid_amount, status, audit_state, source, run_id, create_by)
        SELECT $1, $2, $3, '${item.payerKind}', x.payer_id, $4::date, $9::date, $10::date, x.quantity, $11::bigint, '${item.rounding}',
          x.amount, x.discount, 0, 0, '0', '0', '${item.chargeMethod === '3' ? '4' : '1'}', $12, $13
        FROM (${text}) x ORDER BY x.payer_id
        ON CONFLICT (tenant_id, fee_item_id, coalesce(room_id, 0), coalesce(parking_space_id, 0), coalesce(car_id, 0), period_start) WHERE ${liveText(null)} DO NOTHING
        RETURNING amount)
      SELECT count(*) AS created, coalesce(sum(amount), 0) AS amount FROM ins`;

const unitPriceOf = (item: GenItem) => (item.chargeMethod === '1' || item.chargeMethod === '3' ? item.unitPrice : null);

/** A text with positional parameters ($1 … $n) as a drizzle query, so generation's statements run in a caller's transaction. */
const positional = (text: string, values: unknown[]): SQL => {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [sql.raw(parts[0]!)];
  for (let i = 1; i < parts.length; i += 2) chunks.push(sql`${values[Number(parts[i]) - 1]}`, sql.raw(parts[i + 1]!));
  return sql.join(chunks, sql.raw(''));
};

/** One payer's line of an item for a period (generation's own SELECT, its id range the payer alone): amount and discount in cents, or undefined when it would not be billed (a room without an area). */
export const payerLine = async (tx: Db, payers: PayersService, item: GenItem, target: Target, period: Period, payerId: number) => {
  const { text } = linesSql(payers, item, period.months);
  const { rows } = await tx.execute<{ amount: string; discount: string; billed: boolean }>(positional(`SELECT x.amount, x.discount, x.billed FROM (${text}) x`, paramsOf(item, target, period, [payerId, payerId])));
  return rows[0] ? { amount: Number(rows[0].amount), discount: Number(rows[0].discount) } : undefined;
};

/**
 * One payer's bill of an item for a period, made by generation's own statement in the caller's transaction (the
 * cashier's 预缴): the same amount, discount and rounding as a run's, no run; a bill already there is left (ON
 * CONFLICT DO NOTHING). Answers whether one was made.
 */
export const generateForPayer = async (tx: Db, payers: PayersService, item: GenItem, target: Target, period: Period, payerId: number, userId: number | null) => {
  const { text, payer } = linesSql(payers, item, period.months);
  const values = [...paramsOf(item, target, period, [payerId, payerId]), period.end, period.due, unitPriceOf(item), null, userId];
  const { rows } = await tx.execute<{ created: string }>(positional(insertSql(item, text, payer.column), values));
  return Number(rows[0]?.created ?? 0) > 0;
};

/** A fee item as generation reads it, in the caller's transaction and scope (404 another tenant's or a deleted one). */
export const itemForPayer = async (tx: Db, scope: Scope, feeItemId: number): Promise<GenItem> => {
  const { rows } = await tx.execute<Record<string, unknown>>(positional(`SELECT ${itemColumns} FROM fee_item i WHERE ${pgScope('i', 1)} AND i.id = $2`, [scope.tenantId, feeItemId]));
  if (!rows[0]) throw notFound('记录不存在');
  const item = itemOf(rows[0]);
  assertInScope(scope, item.areaId);
  return item;
};

const arrayParam = (ids: number[]) => (ids.length > 0 ? `{${ids.map((id) => Math.trunc(id)).join(',')}}` : null);
const FULL_RANGE = [0, '9223372036854775807'] as const;
const paramsOf = (item: GenItem, target: Target, period: Period, range: readonly [number | string, number | string] = FULL_RANGE) => [
  target.tenantId, target.areaId, item.id, period.start, arrayParam(target.buildingIds), arrayParam(target.roomIds), range[0], range[1],
];

export type Preview = { payers: number; create: number; skipped: number; amount: string; discount: string; periodStart: string; periodEnd: string; dueDate: string };

/** What a run would do: payers, bills it would create, those already there (skipped), the new bills' total and discounts. */
export const previewRun = async (pool: pg.Pool, payers: PayersService, item: GenItem, target: Target, period: Period): Promise<Preview> => {
  const { text } = linesSql(payers, item, period.months);
  const { rows } = await pool.query<{ payers: string; create: string; amount: string; discount: string }>(
    `SELECT count(*) AS payers, count(*) FILTER (WHERE NOT x.billed) AS "create",
       coalesce(sum(x.amount) FILTER (WHERE NOT x.billed), 0) AS amount, coalesce(sum(x.discount) FILTER (WHERE NOT x.billed), 0) AS discount
     FROM (${text}) x`,
    paramsOf(item, target, period),
  );
  const r = rows[0];
  return {
    payers: Number(r.payers),
    create: Number(r.create),
    skipped: Number(r.payers) - Number(r.create),
    amount: formatMoney(BigInt(r.amount)),
    discount: formatMoney(BigInt(r.discount)),
    periodStart: period.start,
    periodEnd: period.end,
    dueDate: period.due,
  };
};

type RunRow = { id: string; tenant_id: string; area_id: string; fee_item_id: string; period_start: string; building_ids: string | null; room_ids: string | null; state: string; create_by: string | null };
const idList = (text: string | null) => (text ? text.split(',').map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) : []);
const dateText = (value: unknown) => (value instanceof Date ? `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}` : String(value).slice(0, 10));

/** A run's failure as its row keeps it: a refusal worded (in Chinese, as stored texts are), else the error's message. */
const failureText = (error: unknown) =>
  (error instanceof AppError ? worded(Object.values(error.extra.fields ?? {})[0] ?? error.message) : error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Runs one generation run to its end (state 2 已完成 with its counts, or 3 失败 with its message and no bill), unless
 * it is finished already or another connection runs it (a transaction-level advisory lock per run). Answers whether
 * it ran.
 */
export const executeRun = async (pool: pg.Pool, payers: PayersService, runId: number): Promise<boolean> => {
  const { rows } = await pool.query<RunRow>(
    `SELECT id, tenant_id, area_id, fee_item_id, period_start::text AS period_start, building_ids, room_ids, state, create_by FROM fee_bill_run WHERE id = $1`,
    [runId],
  );
  const run = rows[0];
  if (!run || run.state === '2' || run.state === '3') return false;
  const tenantId = Number(run.tenant_id);
  const progress = (sets: string, values: unknown[]) => pool.query(`UPDATE fee_bill_run r SET ${sets} WHERE ${pgScope('r', 1, { live: false })} AND r.id = $2`, [tenantId, runId, ...values]);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const { rows: locked } = await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext('zhwy:fee-run'), $1::int) AS ok`, [runId]);
    const { rows: again } = await client.query<{ state: string }>('SELECT state FROM fee_bill_run WHERE id = $1', [runId]);
    if (!locked[0].ok || again[0]?.state === '2' || again[0]?.state === '3') {
      await client.query('ROLLBACK');
      return false;
    }
    const target: Target = { tenantId, areaId: Number(run.area_id), buildingIds: idList(run.building_ids), roomIds: idList(run.room_ids) };
    const found = await client.query(`SELECT ${itemColumns} FROM fee_item i WHERE ${pgScope('i', 1)} AND i.id = $2`, [tenantId, Number(run.fee_item_id)]);
    if (found.rowCount === 0) throw notFound('记录不存在');
    const item = refuseUngenerable(itemOf(found.rows[0]));
    const period = periodOf(item, dateText(run.period_start).slice(0, 7));
    const { text, payer } = linesSql(payers, item, period.months);
    const base = paramsOf(item, target, period);
    // The batches' id ranges: every batchSize-th payer id of the run's payers, in order.
    const { rows: ids } = await client.query<{ payer_id: string }>(`SELECT x.payer_id FROM (${text}) x ORDER BY x.payer_id`, base);
    const total = ids.length;
    await progress(`state = '1', total = $3, done = 0, created = 0, skipped = 0, amount = 0`, [total]);
    let done = 0;
    let created = 0;
    let amount = 0n;
    const insert = insertSql(item, text, payer.column);
    const unitPrice = unitPriceOf(item);
    for (let i = 0; i < total; i += generationTuning.batchSize) {
      const batch = ids.slice(i, i + generationTuning.batchSize);
      const range = [batch[0].payer_id, batch[batch.length - 1].payer_id] as const;
      const result = await generationTuning.insertBatch(client, insert, [...paramsOf(item, target, period, range), period.end, period.due, unitPrice, runId, run.create_by]);
      done += batch.length;
      created += Number(result.rows[0].created);
      amount += BigInt(result.rows[0].amount);
      await progress('done = $3, created = $4, skipped = $5, amount = $6', [done, created, done - created, String(amount)]);
    }
    await client.query(
      `UPDATE fee_bill_run r SET state = '2', total = $3, done = $3, created = $4, skipped = $5, amount = $6, message = NULL, finish_time = now() WHERE ${pgScope('r', 1, { live: false })} AND r.id = $2`,
      [tenantId, runId, total, created, total - created, String(amount)],
    );
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    await progress(`state = '3', done = 0, created = 0, skipped = 0, amount = 0, message = $3, finish_time = now()`, [failureText(error)]);
    return true;
  } finally {
    client.release(broken);
  }
};

/**
 * Runs left 排队中 or 生成中 (the server stopped mid-run: its transaction rolled back, no bill of it kept) run again,
 * once each, oldest first; a run another instance holds is left to it. Answers the ids run.
 */
export const recoverRuns = async (pool: pg.Pool, payers: PayersService): Promise<number[]> => {
  const { rows } = await pool.query<{ id: string }>(`SELECT id FROM fee_bill_run WHERE state IN ('0', '1') ORDER BY id`);
  const ran: number[] = [];
  for (const { id } of rows) if (await executeRun(pool, payers, Number(id))) ran.push(Number(id));
  return ran;
};

/** The enabled area × price and fixed-amount items whose billing day is `day` and whose cycle starts in `month`, of a tenant. */
export const itemsDueOn = async (pool: pg.Pool, tenantId: number, month: number, dayOfMonth: number): Promise<GenItem[]> => {
  const { rows } = await pool.query(
    `SELECT ${itemColumns} FROM fee_item i WHERE ${pgScope('i', 1)} AND i.state = '1' AND i.charge_method IN ('1', '2', '3') AND i.billing_day = $2 ORDER BY i.id`,
    [tenantId, dayOfMonth],
  );
  return rows.map(itemOf).filter((item) => cycleStartsIn(item.cycle, month));
};
