import { FeeOrder, fieldInputSchema, formatMoney, idSchema } from '@zhwy/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { type EntityCall, callOf, scopeOfCaller } from '../../platform/entity-context.ts';
import { conflict, validationFailed } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { mutate } from '../../platform/mutation.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import type { PayersService } from '../../platform/services.ts';
import { type GenItem, type Period, generateForPayer, itemForPayer, payerLine, periodOf } from '../bills/generate.ts';
import { feeBill, feeItem } from '../schema.ts';
import { PAYER_FIELDS, type Payer, checkOnePayer, chinaDay, payerArea, payerOf, payerShape } from './owed.ts';
import { payBills } from './pay.ts';

/**
 * 预缴 (docs/billing.md, "Prepayment"): N periods of a periodic fee item paid ahead for one payer. The periods run
 * from the cycle that holds `fromMonth` (default: this month in China) on; a period whose bill is settled (已缴, or
 * 已退费 / 已作废, which keep their period) is passed over and does not count; a period with an open bill pays that
 * bill; any other gets its bill made by generation's own statement (the same amount, vacant-room discount and
 * rounding as a run's). Creation and payment are one transaction: a refused payment makes no bill.
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const planShape = {
  ...payerShape,
  feeItemId: idSchema,
  periods: z.coerce.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'minValue' }).max(36, { error: 'maxValue' }),
  fromMonth: z.string().regex(MONTH, { error: 'feePeriodMonth' }).optional(),
};
export const prepayQuerySchema = z.object(planShape).strict().superRefine(checkOnePayer);
export const prepayBodySchema = z
  .object({
    ...planShape,
    payMethod: fieldInputSchema(FeeOrder.fields.payMethod),
    residentId: idSchema.nullish(),
    remark: z.string({ error: 'invalid' }).trim().max(200, { error: 'max' }).nullish(),
  })
  .strict()
  .superRefine(checkOnePayer);
type PlanInput = z.infer<typeof prepayQuerySchema>;
type PrepayBody = z.infer<typeof prepayBodySchema>;

/** One period of a plan: its bill if there is one (open), else the amount a new one would have. */
type PlannedPeriod = Period & { billId: number | null; amount: number; discount: number; owed: number };

const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The item as 预缴 takes it: the payer's community and kind, enabled, periodic (not 一次性), charged by area or a fixed amount. */
const prepayableItem = async (tx: Db, call: EntityCall, payer: Payer, areaId: number, feeItemId: number) => {
  const item = await itemForPayer(tx, scopeOfCaller(call.caller), feeItemId);
  if (item.areaId !== areaId || PAYER_FIELDS[payer.field].kind !== item.payerKind) throw validationFailed({ feeItemId: 'billOtherCommunity' });
  if (item.state !== '1') throw validationFailed({ feeItemId: 'feeItemDisabled' });
  if (item.cycle === '0' || (item.chargeMethod !== '1' && item.chargeMethod !== '2')) throw validationFailed({ feeItemId: 'feePrepayPeriodic' });
  return item;
};

/** The N periods to pay: from the cycle holding the first month on, the settled ones passed over (at most 10 years ahead). */
const planOf = async (tx: Db, payers: PayersService, call: EntityCall, input: PlanInput) => {
  const scope = scopeOfCaller(call.caller);
  const payer = payerOf(input);
  const areaId = await payerArea(tx, payers, scope, payer);
  const item: GenItem = await prepayableItem(tx, call, payer, areaId, input.feeItemId);
  const cycle = Number(item.cycle);
  const first = input.fromMonth ?? chinaDay().slice(0, 7);
  const month = Number(first.slice(5, 7));
  const start = addMonths(first, -((month - 1) % cycle));
  const target = { tenantId: scope.tenantId, areaId, buildingIds: [], roomIds: [] };
  const existing = await tx
    .select()
    .from(feeBill)
    .where(and(scopeWhere(feeBill, scope), eq(feeBill.feeItemId, item.id), eq(feeBill[payer.field], payer.id)))
    .orderBy(asc(feeBill.periodStart));
  const byStart = new Map(existing.map((bill) => [String(bill.periodStart), bill]));
  const periods: PlannedPeriod[] = [];
  for (let k = 0; periods.length < input.periods && k * cycle < 120; k++) {
    const period = periodOf(item, addMonths(start, k * cycle));
    const bill = byStart.get(period.start);
    if (bill) {
      if (bill.status !== '0' && bill.status !== '1') continue;
      const amount = Number(bill.amount);
      const discount = Number(bill.discount ?? 0);
      periods.push({ ...period, due: String(bill.dueDate ?? period.due), billId: Number(bill.id), amount, discount, owed: amount - discount - Number(bill.paidAmount ?? 0) });
      continue;
    }
    const line = await payerLine(tx, payers, item, target, period, payer.id);
    if (!line) throw validationFailed({ [payer.field]: 'feePrepayNoLine' });
    periods.push({ ...period, billId: null, amount: line.amount, discount: line.discount, owed: line.amount - line.discount });
  }
  if (periods.length === 0) throw conflict('feePrepayNothing');
  return { payer, areaId, item, target, periods };
};

const periodJson = (period: PlannedPeriod) => ({
  periodStart: period.start,
  periodEnd: period.end,
  dueDate: period.due,
  billId: period.billId,
  amount: formatMoney(period.amount),
  discount: formatMoney(period.discount),
  owed: formatMoney(period.owed),
});

/** GET …/prepay/items: the fee items a payer may prepay (its community's enabled, periodic, area or fixed-amount items of its kind). */
export const prepayItems = async (deps: ModuleDeps, request: FastifyRequest, payer: Payer) => {
  const call = callOf(request, deps.database);
  const scope = scopeOfCaller(call.caller);
  const areaId = await payerArea(deps.database.db, deps.services.payers, scope, payer);
  const rows = await deps.database.db
    .select({ id: feeItem.id, itemName: feeItem.itemName, cycle: feeItem.cycle, fundsPayable: feeItem.fundsPayable })
    .from(feeItem)
    .where(
      and(
        scopeWhere(feeItem, scope),
        eq(feeItem.areaId, areaId),
        eq(feeItem.state, '1'),
        eq(feeItem.payerKind, PAYER_FIELDS[payer.field].kind),
        inArray(feeItem.chargeMethod, ['1', '2']),
        ne(feeItem.cycle, '0'),
      ),
    )
    .orderBy(asc(feeItem.itemName));
  return rows.map((row) => ({ id: Number(row.id), itemName: String(row.itemName), cycle: String(row.cycle), fundsPayable: row.fundsPayable === '1' }));
};

/** GET …/prepay/preview: the periods a prepayment would pay, each with its amount, and the total (the sum of the lines). */
export const prepayPreview = async (deps: ModuleDeps, request: FastifyRequest, input: PlanInput) => {
  const call = callOf(request, deps.database);
  const plan = await planOf(deps.database.db, deps.services.payers, call, input);
  return { feeItemId: plan.item.id, cycle: plan.item.cycle, periods: plan.periods.map(periodJson), total: formatMoney(plan.periods.reduce((sum, p) => sum + p.owed, 0)) };
};

/**
 * POST …/prepay: the plan's missing bills made, then all its bills paid as one order (payBills: its rules, its late
 * fee first, its receipt number, 余额 included), in one transaction.
 */
export const prepay = async (deps: ModuleDeps, request: FastifyRequest, body: PrepayBody) => {
  const call = callOf(request, deps.database);
  return mutate(deps.database, request, async (tx) => {
    const plan = await planOf(tx, deps.services.payers, call, body);
    let created = 0;
    for (const period of plan.periods) if (period.billId === null && (await generateForPayer(tx, deps.services.payers, plan.item, plan.target, period, plan.payer.id, call.caller.userId))) created++;
    const starts = plan.periods.map((period) => period.start);
    const bills = await tx
      .select({ id: feeBill.id })
      .from(feeBill)
      .where(and(scopeWhere(feeBill, scopeOfCaller(call.caller)), eq(feeBill.feeItemId, plan.item.id), eq(feeBill[plan.payer.field], plan.payer.id), inArray(feeBill.periodStart, starts)))
      .orderBy(asc(feeBill.periodStart));
    const paid = await payBills(
      tx,
      call,
      deps.services,
      { payer: plan.payer, payMethod: String(body.payMethod), bills: bills.map((bill) => ({ billId: Number(bill.id) })), residentId: body.residentId, remark: body.remark ?? '预缴' },
      () => 'periods',
    );
    request.operationParams = { id: paid.id, receiptNo: paid.receiptNo };
    return { ...paid, created };
  });
};
