import { FeeBill, FeeBillRun, FeeDiscountRule, FeeItem, FeeNoticePlan, FeeNoticeRecord, FeeOrder, FeeOrderLine, LateFeeConfig } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantColumn } from '../platform/db/columns.ts';
import { entityTable } from '../platform/db/entity-table.ts';

const live = sql`del_flag = 0`;

/** 收费项: unit_price in ten-thousandths of a yuan, fixed_amount in cents, vacant_discount in hundredths of a percent. */
export const feeItem = entityTable(FeeItem, { table: 'fee_item' });
/** 滞纳金设置: one live row per community; daily_rate in millionths of the principal, cap_rate in basis points. */
export const feeLateConfig = entityTable(LateFeeConfig, { table: 'fee_late_config' });

/**
 * 账单: amounts in cents, quantity in hundredths, unit_price in ten-thousandths. One live bill per payer, fee item
 * and period start (fee_bill_payer_period_uq: a generation's INSERT … ON CONFLICT DO NOTHING makes a second run
 * create nothing). The payer is one of room, parking space and car (coalesce: the other two are null).
 */
export const feeBill = entityTable(FeeBill, {
  table: 'fee_bill',
  indexes: (t) => [
    uniqueIndex('fee_bill_payer_period_uq')
      .on(t.tenantId, t.feeItemId, sql`coalesce(${t.roomId}, 0)`, sql`coalesce(${t.parkingSpaceId}, 0)`, sql`coalesce(${t.carId}, 0)`, t.periodStart)
      .where(live),
    // The list: a community's bills by period, newest first; a room's or a space's bills (the cashier, arrears).
    index('fee_bill_list_idx').on(t.tenantId, t.areaId, t.periodStart.desc(), t.id.desc()).where(live),
    index('fee_bill_room_idx').on(t.tenantId, t.roomId, t.periodStart).where(live),
    index('fee_bill_space_idx').on(t.tenantId, t.parkingSpaceId).where(live),
    index('fee_bill_car_idx').on(t.tenantId, t.carId).where(live),
    // Arrears and statistics: what is unpaid, by community and due date.
    index('fee_bill_unpaid_idx').on(t.tenantId, t.areaId, t.dueDate).where(sql`del_flag = 0 AND status IN ('0', '1')`),
  ],
});

/** 收费订单 and its lines (amounts in cents). */
export const feeOrder = entityTable(FeeOrder, {
  table: 'fee_order',
  indexes: (t) => [
    uniqueIndex('fee_order_receipt_uq').on(t.tenantId, t.areaId, t.receiptNo),
    index('fee_order_list_idx').on(t.tenantId, t.areaId, t.payTime.desc(), t.id.desc()),
    index('fee_order_room_idx').on(t.tenantId, t.roomId),
  ],
});
export const feeOrderLine = entityTable(FeeOrderLine, {
  table: 'fee_order_line',
  indexes: (t) => [index('fee_order_line_order_idx').on(t.tenantId, t.orderId), index('fee_order_line_bill_idx').on(t.tenantId, t.billId)],
});

/**
 * The last receipt number issued per community and year: a payment increments its row in its own transaction
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING), so numbers are gap-free (a rolled-back payment returns its number)
 * and two cashiers of one community queue on the row for that instant only.
 */
export const feeReceiptSeq = pgTable(
  'fee_receipt_seq',
  {
    tenantId: tenantColumn(),
    areaId: bigint('area_id', { mode: 'number' }).notNull(),
    year: integer('year').notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.areaId, t.year] })],
);

/** 批量生成 runs with their progress. */
export const feeBillRun = entityTable(FeeBillRun, {
  table: 'fee_bill_run',
  indexes: (t) => [index('fee_bill_run_list_idx').on(t.tenantId, t.areaId, t.createTime.desc())],
});

/** 优惠规则 per community: rate in basis points, reduction in cents; generation reads the automatic ones of an item. */
export const feeDiscountRule = entityTable(FeeDiscountRule, {
  table: 'fee_discount_rule',
  indexes: (t) => [index('fee_discount_rule_area_idx').on(t.tenantId, t.areaId, t.feeItemId).where(live)],
});

/*
 * Summaries of the bills, kept by statement-level triggers in the writing transaction (fee/summary/specs.ts, migration
 * 0041), so that 收费统计 and 欠费清单 read a few rows instead of millions of bills. `n` is the number of bills; a row
 * whose n falls to 0 is removed (the partial `n <= 0` index makes that look-up free on the large ones).
 */
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();
const id0 = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** 收费统计: per community, fee item and month of the period's start, the live bills not voided, with what they ask and received. */
export const feeBillMonthSum = pgTable(
  'fee_bill_month_sum',
  {
    tenantId: tenantColumn(),
    areaId: id0('area_id'),
    feeItemId: id0('fee_item_id'),
    month: date('month', { mode: 'string' }).notNull(),
    n: id0('n'),
    receivable: cents('receivable'),
    received: cents('received'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.areaId, t.feeItemId, t.month] }), index('fee_bill_month_sum_empty_idx').on(t.n).where(sql`n <= 0`)],
);

/**
 * 欠费清单: per payer (room, parking space or car; the other two 0), the live unpaid and partly paid bills due by the
 * day in fee_owing_asof, and what they owe. A new day's bills join when the day is advanced (fee/summary/owing.ts).
 */
export const feePayerOwing = pgTable(
  'fee_payer_owing',
  {
    tenantId: tenantColumn(),
    areaId: id0('area_id'),
    payerKind: varchar('payer_kind', { length: 1 }).notNull(),
    roomId: id0('room_id'),
    parkingSpaceId: id0('parking_space_id'),
    carId: id0('car_id'),
    n: id0('n'),
    owed: cents('owed'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.areaId, t.payerKind, t.roomId, t.parkingSpaceId, t.carId] }),
    // The page, most owed first with its tie-breakers, as an index scan of its rows: the tenant's, a community's, a
    // payer kind's in a community.
    index('fee_payer_owing_tenant_idx').on(t.tenantId, t.owed.desc(), t.areaId, t.payerKind, t.roomId, t.parkingSpaceId, t.carId),
    index('fee_payer_owing_area_idx').on(t.tenantId, t.areaId, t.owed.desc(), t.payerKind, t.roomId, t.parkingSpaceId, t.carId),
    index('fee_payer_owing_kind_idx').on(t.tenantId, t.areaId, t.payerKind, t.owed.desc(), t.roomId, t.parkingSpaceId, t.carId),
    index('fee_payer_owing_room_idx').on(t.tenantId, t.roomId).where(sql`room_id <> 0`),
    index('fee_payer_owing_empty_idx').on(t.n).where(sql`n <= 0`),
  ],
);

/** The payers owing per community and payer kind, with their bills and what they owe (a summary of fee_payer_owing). */
export const feePayerOwingCount = pgTable(
  'fee_payer_owing_count',
  {
    tenantId: tenantColumn(),
    areaId: id0('area_id'),
    payerKind: varchar('payer_kind', { length: 1 }).notNull(),
    n: id0('n'),
    bills: id0('bills'),
    owed: cents('owed'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.areaId, t.payerKind] })],
);

/** What the owing bills owe per community, payer kind and due date (1970-01-01: none): the ageing buckets' totals. */
export const feeOwingDue = pgTable(
  'fee_owing_due',
  {
    tenantId: tenantColumn(),
    areaId: id0('area_id'),
    payerKind: varchar('payer_kind', { length: 1 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    n: id0('n'),
    owed: cents('owed'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.areaId, t.payerKind, t.dueDate] }), index('fee_owing_due_empty_idx').on(t.n).where(sql`n <= 0`)],
);

/** The day (China's) up to which fee_payer_owing holds the bills due: one row, advanced each day. */
export const feeOwingAsOf = pgTable('fee_owing_asof', {
  id: smallint('id').primaryKey(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
});

/** 催缴计划: one live plan per community (the unique index comes from the definition); the job reads the enabled ones of a day. */
export const feeNoticePlan = entityTable(FeeNoticePlan, {
  table: 'fee_notice_plan',
  indexes: (t) => [index('fee_notice_plan_day_idx').on(t.tenantId, t.dayOfMonth).where(live)],
});

/**
 * 催缴记录: one row per room per notice attempt. A scheduled row also keeps its plan and China day (not fields: the
 * job's own), unique per plan, room and day, so a plan never notifies a room twice on one day.
 */
export const feeNoticeRecord = entityTable(FeeNoticeRecord, {
  table: 'fee_notice_record',
  columns: { planId: bigint('plan_id', { mode: 'number' }), noticeDay: date('notice_day', { mode: 'string' }) },
  indexes: (t) => [
    index('fee_notice_record_list_idx').on(t.tenantId, t.areaId, t.createTime.desc(), t.id.desc()),
    index('fee_notice_record_room_idx').on(t.tenantId, t.roomId),
    uniqueIndex('fee_notice_record_plan_day_uq').on(t.tenantId, t.planId, t.roomId, t.noticeDay).where(sql`plan_id IS NOT NULL`),
  ],
});
