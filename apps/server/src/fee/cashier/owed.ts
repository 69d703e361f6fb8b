import { type LateFeeRule, type PrincipalPayment, accruedLateFee, formatMoney, idSchema } from '@zhwy/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { type Scope, assertInScope } from '../../platform/scope.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import type { PayerKind, PayersService } from '../../platform/services.ts';
import { feeBill, feeItem, feeLateConfig, feeOrder, feeOrderLine } from '../schema.ts';

/**
 * What a payer owes (docs/billing.md, "The cashier"): the unpaid and partly paid bills of a room, a parking space or
 * a car with the late fee accrued to a day, all in integer cents; the routes write them as decimal strings.
 */

/** The three kinds of payer, by the field that names one on a bill and an order. */
export const PAYER_FIELDS = {
  roomId: { kind: '1', target: 'base.room', payer: 'room' },
  parkingSpaceId: { kind: '2', target: 'base.parkingSpace', payer: 'parkingSpace' },
  carId: { kind: '3', target: 'base.car', payer: 'car' },
} as const satisfies Record<string, { kind: string; target: string; payer: PayerKind }>;
export type PayerField = keyof typeof PAYER_FIELDS;
export type Payer = { field: PayerField; id: number };

/** `roomId`, `parkingSpaceId` or `carId`: exactly one (none or two: 422 `roomId` required / `parkingSpaceId` invalid). */
export const payerShape = { roomId: idSchema.optional(), parkingSpaceId: idSchema.optional(), carId: idSchema.optional() };
export const checkOnePayer = (value: Partial<Record<PayerField, number>>, ctx: z.RefinementCtx) => {
  const given = (Object.keys(PAYER_FIELDS) as PayerField[]).filter((field) => value[field] !== undefined);
  if (given.length === 0) ctx.addIssue({ code: 'custom', path: ['roomId'], message: 'required' });
  for (const extra of given.slice(1)) ctx.addIssue({ code: 'custom', path: [extra], message: 'invalid' });
};
export const payerOf = (value: Partial<Record<PayerField, number>>): Payer => {
  const field = (Object.keys(PAYER_FIELDS) as PayerField[]).find((name) => value[name] !== undefined)!;
  return { field, id: value[field]! };
};

/** The payer's community: another tenant's (or a deleted) room, space or car is 404, one outside the caller's communities 403. */
export const payerArea = async (db: Db, payers: PayersService, scope: Scope, payer: Payer): Promise<number> => {
  const areaId = await payers.communityOf(db, scope.tenantId, PAYER_FIELDS[payer.field].payer, payer.id);
  if (areaId === undefined) throw notFound('记录不存在');
  assertInScope(scope, areaId);
  return areaId;
};

/** Today in China (the late fee counts calendar days as the community lives them). */
export { chinaDay } from '../../platform/china-time.ts';

/** A bill as the cashier reads it, amounts in cents. */
export type OwedBill = {
  id: number;
  areaId: number;
  feeItemId: number;
  itemName: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string | null;
  amount: number;
  discount: number;
  paidAmount: number;
  lateFeePaid: number;
  status: string;
  auditState: string;
  /** Principal still unpaid: amount − discount − paid. */
  principalOwed: number;
  /** Late fee accrued to the day minus what was received. */
  lateFeeOwed: number;
};

/** The community's late-fee rule in money.ts's units, or null while it has none. */
const ruleOf = async (db: Db, scope: Scope, areaId: number): Promise<LateFeeRule | null> => {
  const [rule] = await db.select().from(feeLateConfig).where(and(scopeWhere(feeLateConfig, scope), eq(feeLateConfig.areaId, areaId))).limit(1);
  if (!rule) return null;
  return { graceDays: Number(rule.graceDays ?? 0), dailyRateMillionths: Number(rule.dailyRate ?? 0), capBasisPoints: Number(rule.capRate ?? 0) };
};

/** The principal paid per bill by day (orders 已收款, in China's calendar), for the late fee's stretches. */
const paymentsOf = async (db: Db, scope: Scope, billIds: number[]) => {
  const byBill = new Map<number, PrincipalPayment[]>();
  if (billIds.length === 0) return byBill;
  const rows = await db
    .select({ billId: feeOrderLine.billId, principal: feeOrderLine.principal, day: sql<string>`to_char(${feeOrder.payTime} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')` })
    .from(feeOrderLine)
    .innerJoin(feeOrder, eq(feeOrder.id, feeOrderLine.orderId))
    .where(and(scopeWhere(feeOrderLine, scope), scopeWhere(feeOrder, scope), eq(feeOrder.state, '1'), inArray(feeOrderLine.billId, billIds)));
  for (const row of rows) {
    const list = byBill.get(Number(row.billId)) ?? [];
    list.push({ day: row.day, principal: Number(row.principal) });
    byBill.set(Number(row.billId), list);
  }
  return byBill;
};

type BillRow = typeof feeBill.$inferSelect;

/**
 * What each of `bills` (rows of fee_bill, of one community) still owes on `day`: the principal unpaid and the late
 * fee (the community's rule, where the bill's fee item charges one and the bill has a due date) accrued on it as it
 * was paid down, less the late fee received.
 */
export const owedOf = async (db: Db, scope: Scope, bills: BillRow[], day: string): Promise<OwedBill[]> => {
  if (bills.length === 0) return [];
  const itemIds = [...new Set(bills.map((bill) => Number(bill.feeItemId)))];
  const items = new Map(
    (await db.select({ id: feeItem.id, itemName: feeItem.itemName, lateFee: feeItem.lateFee }).from(feeItem).where(and(scopeWhere(feeItem, scope, { live: false }), inArray(feeItem.id, itemIds)))).map((item) => [Number(item.id), item]),
  );
  const rule = await ruleOf(db, scope, Number(bills[0]!.areaId));
  const payments = await paymentsOf(
    db,
    scope,
    bills.map((bill) => Number(bill.id)),
  );
  return bills.map((bill) => {
    const item = items.get(Number(bill.feeItemId));
    const principal = Number(bill.amount) - Number(bill.discount ?? 0);
    const paidAmount = Number(bill.paidAmount ?? 0);
    const lateFeePaid = Number(bill.lateFee ?? 0);
    const dueDate = (bill.dueDate as string | null) ?? null;
    const open = bill.status === '0' || bill.status === '1';
    const accrued = open && rule && item?.lateFee === '1' && dueDate ? accruedLateFee(principal, dueDate, rule, day, payments.get(Number(bill.id))) : 0;
    return {
      id: Number(bill.id),
      areaId: Number(bill.areaId),
      feeItemId: Number(bill.feeItemId),
      itemName: String(item?.itemName ?? ''),
      periodStart: String(bill.periodStart),
      periodEnd: String(bill.periodEnd),
      dueDate,
      amount: Number(bill.amount),
      discount: Number(bill.discount ?? 0),
      paidAmount,
      lateFeePaid,
      status: String(bill.status),
      auditState: String(bill.auditState),
      principalOwed: open ? Math.max(0, principal - paidAmount) : 0,
      lateFeeOwed: Math.max(0, accrued - lateFeePaid),
    };
  });
};

/** A payer's unpaid and partly paid live bills, oldest period first (those in an audit too: shown, not payable). */
export const openBillsOf = (db: Db, scope: Scope, payer: Payer) =>
  db
    .select()
    .from(feeBill)
    .where(and(scopeWhere(feeBill, scope, { community: feeBill.areaId }), eq(feeBill[payer.field], payer.id), inArray(feeBill.status, ['0', '1'])))
    .orderBy(asc(feeBill.periodStart), asc(feeBill.id));

/** An owed bill as the API writes it: decimal strings, and what it owes in all. */
export const owedJson = (bill: OwedBill) => ({
  id: bill.id,
  feeItemId: bill.feeItemId,
  itemName: bill.itemName,
  periodStart: bill.periodStart,
  periodEnd: bill.periodEnd,
  dueDate: bill.dueDate,
  amount: formatMoney(bill.amount),
  discount: formatMoney(bill.discount),
  paidAmount: formatMoney(bill.paidAmount),
  lateFeePaid: formatMoney(bill.lateFeePaid),
  principalOwed: formatMoney(bill.principalOwed),
  lateFeeOwed: formatMoney(bill.lateFeeOwed),
  owed: formatMoney(bill.principalOwed + bill.lateFeeOwed),
  status: bill.status,
  auditState: bill.auditState,
  payable: bill.auditState === '0',
});
