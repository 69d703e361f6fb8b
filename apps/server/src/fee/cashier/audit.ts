import { FeeBill } from '@zhwy/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FundsService } from '../../platform/services.ts';
import { type RowContext, callIn } from '../../platform/entity-context.ts';
import type { TransitionEvent } from '../../platform/entity-service.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import type { Record_ } from '../../platform/crud.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import { recordMove, transitionHistory } from '../../platform/transition-history.ts';
import { feeBill, feeOrder, feeOrderLine } from '../schema.ts';
import { PAYER_FIELDS, type Payer, type PayerField } from './owed.ts';
import { insertOrder } from './pay.ts';

/**
 * 退费 and 作废 through an audit (docs/billing.md, "Refunds and voids"): the FeeBill transitions applyRefund /
 * applyVoid / approve / reject (bill.ts) move `auditState`; these hooks check the bill's status for each move and
 * carry out an approved one, in the transition's transaction, each step a row of the bill's history.
 */

const num = (value: unknown) => Number(value ?? 0);

/** The application the bill waits in: the last applyRefund / applyVoid of its history (who made it, its reason). */
const applicationOf = async (ctx: RowContext, id: number) =>
  (await transitionHistory(callIn(ctx), FeeBill, id)).filter((move) => move.action === 'applyRefund' || move.action === 'applyVoid').at(-1);

/** The payer a bill names (room, parking space or car). */
const payerOfBill = (bill: Record_): Payer => {
  const field = (Object.keys(PAYER_FIELDS) as PayerField[]).find((name) => bill[name] != null) ?? 'roomId';
  return { field, id: num(bill[field]) };
};

/**
 * An approved refund: a refund order (state 2 已退款) with the bill's paid principal and late fee as negative lines
 * and the next receipt number, paid back by the method of the bill's last payment; the bill's paid amount and late
 * fee received back to zero, its status 已退费.
 */
const refund = async (ctx: RowContext, bill: Record_, reason: string | null, funds: FundsService) => {
  const { tx, scope } = ctx;
  const id = num(bill.id);
  const [last] = await tx
    .select({ payMethod: feeOrder.payMethod })
    .from(feeOrderLine)
    .innerJoin(feeOrder, eq(feeOrder.id, feeOrderLine.orderId))
    .where(and(scopeWhere(feeOrderLine, scope), scopeWhere(feeOrder, scope), eq(feeOrderLine.billId, id), eq(feeOrder.state, '1')))
    .orderBy(desc(feeOrder.payTime), desc(feeOrder.id))
    .limit(1);
  const order = await insertOrder(tx, callIn(ctx), {
    areaId: num(bill.areaId),
    payer: payerOfBill(bill),
    payMethod: String(last?.payMethod ?? '1'),
    state: '2',
    remark: reason,
    lines: [{ billId: id, principal: -num(bill.paidAmount), lateFee: -num(bill.lateFee) }],
  });
  await creditFunds(ctx, id, order.receiptNo, funds);
  await tx.update(feeBill).set({ status: '3', paidAmount: 0, lateFee: 0, updateBy: ctx.caller.userId, updateTime: new Date() }).where(and(scopeWhere(feeBill, scope), eq(feeBill.id, id)));
  await recordMove(tx, callIn(ctx), FeeBill, id, { action: 'refund', field: 'status', from: String(bill.status), to: '3', remark: order.receiptNo, fields: { orderId: order.id } });
};

/**
 * What residents' funds paid of a refunded bill goes back to the accounts it came from: for each 余额 payment (order
 * 已收款, method 6) of the bill, its line's amount is credited (a 退款 movement with the refund's receipt number) to
 * the account the payment was debited from, in the approval's transaction.
 */
const creditFunds = async (ctx: RowContext, billId: number, refundNo: string, funds: FundsService) => {
  const { tx, scope } = ctx;
  const paidFromFunds = await tx
    .select({ areaId: feeOrder.areaId, receiptNo: feeOrder.receiptNo, amount: feeOrderLine.amount })
    .from(feeOrderLine)
    .innerJoin(feeOrder, eq(feeOrder.id, feeOrderLine.orderId))
    .where(and(scopeWhere(feeOrderLine, scope), scopeWhere(feeOrder, scope), eq(feeOrderLine.billId, billId), eq(feeOrder.state, '1'), eq(feeOrder.payMethod, '6')))
    .orderBy(asc(feeOrder.id));
  for (const line of paidFromFunds) {
    const account = await funds.debitOf(tx, scope.tenantId, { areaId: Number(line.areaId), orderNo: String(line.receiptNo) });
    if (!account || Number(line.amount) <= 0) continue;
    await funds.credit(tx, scope.tenantId, { residentId: account.residentId, roomId: account.roomId, amountCents: Number(line.amount), orderNo: refundNo, remark: `退费 ${refundNo}（原收据 ${line.receiptNo}）`, userId: ctx.caller.userId });
  }
};

/** An approved void: the bill's status 已作废 (nothing was received on it). */
const voidBill = async (ctx: RowContext, bill: Record_) => {
  const id = num(bill.id);
  await ctx.tx.update(feeBill).set({ status: '4', updateBy: ctx.caller.userId, updateTime: new Date() }).where(and(scopeWhere(feeBill, ctx.scope), eq(feeBill.id, id)));
  await recordMove(ctx.tx, callIn(ctx), FeeBill, id, { action: 'void', field: 'status', from: String(bill.status), to: '4', remark: null, fields: null });
};

/**
 * The rules of each audit move (the bill as it was, locked): a refund only of a paid or partly paid bill, a void
 * only of an unpaid one with nothing received (else 409); the applicant may not approve their own application (403;
 * the tenant's administrator may), but may reject it (a withdrawal); an approval carries the refund or the void out.
 */
export const onBillTransition = async (ctx: RowContext, event: TransitionEvent, funds: FundsService) => {
  const bill = ctx.current;
  const status = String(bill.status);
  switch (event.action) {
    case 'applyRefund':
      if (status !== '1' && status !== '2') throw conflict('feeNotRefundable');
      return;
    case 'applyVoid':
      if (status !== '0' || num(bill.paidAmount) !== 0 || num(bill.lateFee) !== 0) throw conflict('feeNotVoidable');
      return;
    case 'approve': {
      const applied = await applicationOf(ctx, num(bill.id));
      // Four eyes, except for the tenant's administrator (is_admin), who holds every code and may act alone.
      if (applied && Number(applied.userId) === ctx.caller.userId && !ctx.request?.user?.isAdmin) throw forbidden('feeAuditOwn');
      const reason = applied?.fields?.reason;
      if (event.from === '1') await refund(ctx, bill, typeof reason === 'string' ? reason : null, funds);
      else await voidBill(ctx, bill);
      return;
    }
  }
};

/** FeeBill's hooks of the cashier: MERGE POINT, the bill module's FeeBill service takes `onTransition` from here. */
