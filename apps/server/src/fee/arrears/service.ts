import { and, eq, inArray, isNull, lte, or, sql, sum } from 'drizzle-orm';
import { chinaTodaySql } from '../../platform/china-time.ts';
import type { ArrearsService, ArrearsTarget } from '../../platform/services.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import { feeBill } from '../schema.ts';

/** Bill states that still owe money (未缴, 部分缴费); a bill awaiting a void's approval still owes until it is approved. */
export const OWING_STATUSES = ['0', '1'] as const;

/**
 * 欠费 as base's checks ask it (sale, rent and leave of a room, a parking space's 退出, the vehicle-state diagram's
 * spaces and cars): a live bill of the room, the space or the car that is unpaid or partly paid and due by today (a
 * bill without a due date is due). A bill not yet due is not an arrear: a room may be sold while next month's bill
 * waits. Read in the caller's transaction, on the bill index of the room, the space or the car.
 */
export const billArrears = (): ArrearsService => {
  const payerOf = (kind: ArrearsTarget['kind']) => ({ room: feeBill.roomId, parkingSpace: feeBill.parkingSpaceId, car: feeBill.carId })[kind];
  const owing = (tenantId: number) => and(scopeWhere(feeBill, { tenantId }), inArray(feeBill.status, [...OWING_STATUSES]), or(isNull(feeBill.dueDate), lte(feeBill.dueDate, chinaTodaySql)));
  return {
    hasArrears: async (tx, tenantId, target) => {
      const rows = await tx.select({ id: feeBill.id }).from(feeBill).where(and(owing(tenantId), eq(payerOf(target.kind), target.id))).limit(1);
      return rows.length > 0;
    },
    owedBy: async (tx, tenantId, kind, ids) => {
      if (ids.length === 0) return new Map();
      const payer = payerOf(kind);
      const rows = await tx
        .select({ id: payer, owed: sum(sql`${feeBill.amount} - coalesce(${feeBill.discount}, 0) - coalesce(${feeBill.paidAmount}, 0)`) })
        .from(feeBill)
        .where(and(owing(tenantId), inArray(payer, [...ids])))
        .groupBy(payer);
      return new Map(rows.map((row) => [Number(row.id), Number(row.owed)]));
    },
  };
};
