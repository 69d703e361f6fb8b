import { FeeBill, FeeOrder, actionCode, fieldInputSchema, formatMoney, idSchema, money } from '@zhwy/contracts';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { type EntityCall, callOf, scopeOfCaller } from '../../platform/entity-context.ts';
import { AppError, conflict, notFound, validationFailed } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { mutate } from '../../platform/mutation.ts';
import { assertInScope } from '../../platform/scope.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import { recordMove } from '../../platform/transition-history.ts';
import type { FundsService, Services } from '../../platform/services.ts';
import type { Scope } from '../../platform/scope.ts';
import { feeBill, feeItem, feeOrder, feeOrderLine, feeReceiptSeq } from '../schema.ts';
import { type OwedBill, PAYER_FIELDS, type Payer, type PayerField, checkOnePayer, chinaDay, owedOf, payerArea, payerOf, payerShape } from './owed.ts';

/** The cashier's own action under 收费订单: 收费 (fee:order:pay). */
export const PAY_CODE = actionCode(FeeOrder, 'pay');

/** POST /api/zhwy/fee-order/pay: the payer, the bills with the amount for each (default: all it owes), the method. */
export const payBodySchema = z
  .object({
    ...payerShape,
    payMethod: fieldInputSchema(FeeOrder.fields.payMethod),
    bills: z
      .array(z.object({ billId: idSchema, amount: fieldInputSchema(money('金额')).optional() }).strict(), { error: 'required' })
      .min(1, { error: 'required' })
      .max(100, { error: 'max' }),
    remark: z.string({ error: 'invalid' }).trim().max(200, { error: 'max' }).nullish(),
    // 余额 (payMethod 6): the resident whose account of the room pays.
    residentId: idSchema.nullish(),
  })
  .strict()
  .superRefine(checkOnePayer);
export type PayBody = z.infer<typeof payBodySchema>;

/** A bill as a message names it: its fee item and period. */
const billName = (bill: OwedBill) => `${bill.itemName} ${bill.periodStart}～${bill.periodEnd}`;

/**
 * The next receipt number of a community for the year of `at` (China's calendar): `2026-000001`, gap-free. The
 * increment happens in the caller's transaction and locks the community's row for the year until it ends, so a
 * rolled-back payment returns its number and two payments of one community take consecutive ones.
 */
export const nextReceiptNo = async (tx: Db, tenantId: number, areaId: number, at: Date): Promise<string> => {
  const year = Number(chinaDay(at).slice(0, 4));
  const [row] = await tx
    .insert(feeReceiptSeq)
    .values({ tenantId, areaId, year, lastNo: 1 })
    .onConflictDoUpdate({ target: [feeReceiptSeq.tenantId, feeReceiptSeq.areaId, feeReceiptSeq.year], set: { lastNo: sql`${feeReceiptSeq.lastNo} + 1` } })
    .returning({ lastNo: feeReceiptSeq.lastNo });
  return `${year}-${String(row!.lastNo).padStart(6, '0')}`;
};

export type OrderLine = { billId: number; principal: number; lateFee: number };

/**
 * Writes one order (a payment, or with negative lines a refund: state 2) with its lines and its receipt number, in
 * the caller's transaction; its total is the sum of its lines.
 */
export const insertOrder = async (
  tx: Db,
  call: EntityCall,
  order: { areaId: number; payer: Payer; payMethod: string; state: '1' | '2'; remark?: string | null; lines: OrderLine[] },
) => {
  const { tenantId, userId } = call.caller;
  const payTime = new Date();
  const totalAmount = order.lines.reduce((sum, line) => sum + line.principal + line.lateFee, 0);
  // Taken last, after every check: a refused payment never reaches the sequence.
  const receiptNo = await nextReceiptNo(tx, tenantId, order.areaId, payTime);
  const [stored] = await tx
    .insert(feeOrder)
    .values({
      tenantId,
      areaId: order.areaId,
      receiptNo,
      payerKind: PAYER_FIELDS[order.payer.field].kind,
      [order.payer.field]: order.payer.id,
      totalAmount,
      payMethod: order.payMethod,
      cashierId: userId,
      payTime,
      state: order.state,
      remark: order.remark ?? null,
      createBy: userId,
    })
    .returning({ id: feeOrder.id });
  const orderId = Number(stored!.id);
  await tx.insert(feeOrderLine).values(
    order.lines.map((line) => ({ tenantId, orderId, billId: line.billId, principal: line.principal, lateFee: line.lateFee, amount: line.principal + line.lateFee, createBy: userId })),
  );
  return { id: orderId, receiptNo, totalAmount, payTime };
};

/** What a payment from a resident's funds needs: the account (resident of the paying room). */
export type FundsChoice = { residentId?: number | null };

/**
 * 余额 (method 6): the payer must be a room and the cashier must name one of its residents' accounts; every bill's
 * fee item must allow funds (可用余额缴费 = 是, else 422 naming the bill). Checked before anything is written.
 */
const checkFunds = async (tx: Db, scope: Scope, payer: Payer, bills: { feeItemId: number; index: number }[], choice: FundsChoice) => {
  if (payer.field !== 'roomId') throw validationFailed({ payMethod: 'feeFundsRoomOnly' });
  if (!choice.residentId) throw validationFailed({ residentId: 'required' });
  const itemIds = [...new Set(bills.map((bill) => bill.feeItemId))];
  const allowed = new Set(
    (await tx.select({ id: feeItem.id, fundsPayable: feeItem.fundsPayable }).from(feeItem).where(and(scopeWhere(feeItem, scope, { live: false }), inArray(feeItem.id, itemIds))))
      .filter((item) => item.fundsPayable === '1')
      .map((item) => Number(item.id)),
  );
  const refused = bills.find((bill) => !allowed.has(bill.feeItemId));
  if (refused) throw validationFailed({ [`bills.${refused.index}.billId`]: 'feeFundsNotAllowed' });
};

/**
 * The debit of the chosen account (the funds service, in the payment's transaction, with the order's receipt number):
 * the account row is locked first, so two payments from one account queue and neither overdraws it. A balance too
 * low is 422 naming `residentId` (with the balance and the amount); the service's other refusals name it too.
 */
export const debitFunds = async (tx: Db, call: EntityCall, funds: FundsService, debit: { roomId: number; residentId: number; amount: number; receiptNo: string }) => {
  try {
    await funds.debit(tx, call.caller.tenantId, { residentId: debit.residentId, roomId: debit.roomId, amountCents: debit.amount, orderNo: debit.receiptNo, remark: `缴费 ${debit.receiptNo}`, userId: call.caller.userId });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.message === 'fundsInsufficient') throw new AppError(422, '提交的数据有误', { fields: { residentId: 'fundsInsufficient' }, params: error.extra.params });
    if (error.extra.fields) {
      const fields = Object.fromEntries(Object.entries(error.extra.fields).map(([name, key]) => [name === 'amountCents' ? 'residentId' : name, key]));
      throw new AppError(error.statusCode, error.message, { ...error.extra, fields });
    }
    throw error;
  }
};

export type PayInput = FundsChoice & { payer: Payer; payMethod: string; bills: { billId: number; amount?: unknown }[]; remark?: string | null };

/**
 * Pays bills inside the caller's transaction (docs/billing.md, "The cashier"): the payer in the caller's scope; its
 * bills locked FOR UPDATE in id order; each refused unless it is the payer's, payable and the amount within what it
 * owes; each amount applied to the late fee first, then the principal; the order and its lines written with the next
 * receipt number (and, for 余额, the account debited with it); the bills' paid amounts, late fees received and
 * statuses moved (a history row each). `fieldOf` names a bill's field in refusals (the pay call's `bills.N`).
 */
export const payBills = async (tx: Db, call: EntityCall, { funds, payers }: Pick<Services, 'funds' | 'payers'>, input: PayInput, fieldOf: (i: number) => string = (i) => `bills.${i}`) => {
  const scope = scopeOfCaller(call.caller);
  const { payer } = input;
  const ids = input.bills.map((line) => line.billId);
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (twice >= 0) throw validationFailed({ [`${fieldOf(twice)}.billId`]: 'duplicate' });
  const areaId = await payerArea(tx, payers, scope, payer);
  const locked = await tx
    .select()
    .from(feeBill)
    .where(and(scopeWhere(feeBill, scope), inArray(feeBill.id, ids)))
    .orderBy(asc(feeBill.id))
    .for('update');
  const byId = new Map(locked.map((bill) => [Number(bill.id), bill]));
  const indexOf = (id: number) => ids.indexOf(id);
  for (const id of ids) {
    const bill = byId.get(id);
    // Another tenant's or a deleted bill is not there; one of another community of the caller's tenant is out of scope.
    if (!bill) throw notFound('记录不存在');
    assertInScope(scope, bill.areaId);
    if (Number(bill[payer.field as PayerField]) !== payer.id) throw validationFailed({ [`${fieldOf(indexOf(id))}.billId`]: 'feeOnePayer' });
  }
  const payMethod = String(input.payMethod);
  if (payMethod === '6') await checkFunds(tx, scope, payer, ids.map((id, index) => ({ feeItemId: Number(byId.get(id)!.feeItemId), index })), input);
  const day = chinaDay();
  const owed = new Map((await owedOf(tx, scope, [...byId.values()], day)).map((bill) => [bill.id, bill]));
  const applied: (OrderLine & { bill: OwedBill; status: string })[] = [];
  for (const [i, line] of input.bills.entries()) {
    const bill = owed.get(line.billId)!;
    if (bill.status === '2') throw conflict('feeBillJustPaid', undefined, { bill: billName(bill) });
    if (bill.status !== '0' && bill.status !== '1') throw conflict('feeBillNotPayable', undefined, { bill: billName(bill) });
    if (bill.auditState !== '0') throw conflict('feeBillNotPayable', undefined, { bill: billName(bill) });
    const due = bill.principalOwed + bill.lateFeeOwed;
    const amount = line.amount === undefined ? due : Number(line.amount);
    if (amount <= 0) throw validationFailed({ [`${fieldOf(i)}.amount`]: 'feeAmountPositive' });
    if (amount > due) throw new AppError(422, '提交的数据有误', { fields: { [`${fieldOf(i)}.amount`]: 'feeOverpaid' }, params: { owed: formatMoney(due) } });
    // The late fee first, then the principal.
    const lateFee = Math.min(amount, bill.lateFeeOwed);
    const principal = amount - lateFee;
    const paid = bill.paidAmount + principal;
    applied.push({ billId: bill.id, principal, lateFee, bill, status: paid >= bill.amount - bill.discount ? '2' : '1' });
  }
  const order = await insertOrder(tx, call, { areaId, payer, payMethod, state: '1', remark: input.remark, lines: applied });
  // The debit carries the order's receipt number (the ledger shows it); a refusal rolls the order and its number back.
  if (payMethod === '6') await debitFunds(tx, call, funds, { roomId: payer.id, residentId: Number(input.residentId), amount: order.totalAmount, receiptNo: order.receiptNo });
  for (const line of applied) {
    await tx
      .update(feeBill)
      .set({ paidAmount: line.bill.paidAmount + line.principal, lateFee: line.bill.lateFeePaid + line.lateFee, status: line.status, updateBy: call.caller.userId, updateTime: new Date() })
      .where(and(scopeWhere(feeBill, scope), inArray(feeBill.id, [line.billId])));
    await recordMove(tx, call, FeeBill, line.billId, {
      action: 'pay',
      field: 'status',
      from: line.bill.status,
      to: line.status,
      remark: order.receiptNo,
      fields: { orderId: order.id, principal: formatMoney(line.principal), lateFee: formatMoney(line.lateFee) },
    });
  }
  return {
    id: order.id,
    receiptNo: order.receiptNo,
    totalAmount: formatMoney(order.totalAmount),
    payTime: order.payTime.toISOString(),
    lines: applied.map((line) => ({ billId: line.billId, principal: formatMoney(line.principal), lateFee: formatMoney(line.lateFee), amount: formatMoney(line.principal + line.lateFee), status: line.status })),
  };
};

/** POST /api/zhwy/fee-order/pay: one payment in one transaction (payBills). */
export const pay = async (deps: ModuleDeps, request: FastifyRequest, body: PayBody) => {
  const call = callOf(request, deps.database);
  return mutate(deps.database, request, async (tx) => {
    const paid = await payBills(tx, call, deps.services, { payer: payerOf(body), payMethod: String(body.payMethod), bills: body.bills, residentId: body.residentId, remark: body.remark });
    request.operationParams = { id: paid.id, receiptNo: paid.receiptNo };
    return paid;
  });
};
