import { drizzle } from 'drizzle-orm/node-postgres';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { JobDef } from '../../platform/jobs.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import type { Services } from '../../platform/services.ts';
import { OWING_STATUSES } from '../arrears/service.ts';
import { feeBill, feeNoticePlan, feeNoticeRecord } from '../schema.ts';
import { notifyRooms } from './notice.ts';

const HOUR = 3_600_000;
const CHINA = 8 * HOUR;

/** The China day (YYYY-MM-DD) of a moment. */
const chinaDayOf = (at: Date) => new Date(at.getTime() + CHINA).toISOString().slice(0, 10);

/**
 * One tenant's 催缴计划 of `day` (China's): each enabled plan whose day of the month it is sends, through the same
 * notifyRooms as 发送催缴, to the community's rooms owing bills due at least `minOverdueDays` days before the day,
 * except the rooms the plan already recorded that day (a rerun, or another instance: the record's unique index
 * keeps one row either way). Answers the rooms recorded.
 */
export const runNoticePlans = async (db: Db, services: Pick<Services, 'sms' | 'roomResidents'>, tenantId: number, day: string, signal?: AbortSignal) => {
  const dayOfMonth = Number(day.slice(8, 10));
  const plans = await db
    .select({ id: feeNoticePlan.id, areaId: feeNoticePlan.areaId, minOverdueDays: feeNoticePlan.minOverdueDays })
    .from(feeNoticePlan)
    .where(and(scopeWhere(feeNoticePlan, { tenantId }), eq(feeNoticePlan.state, '1'), eq(feeNoticePlan.dayOfMonth, dayOfMonth)))
    .orderBy(feeNoticePlan.id);
  // Without a provider that sends notices nothing is sent, and nothing is recorded as tried.
  if (!services.sms.available || !services.sms.noticeAvailable) return { plans: plans.length, rooms: 0, sent: 0 };
  let rooms = 0;
  let sent = 0;
  for (const plan of plans) {
    if (signal?.aborted) break;
    const scope = { tenantId, areaIds: [Number(plan.areaId)] };
    const dueBy = sql`${day}::date - ${Number(plan.minOverdueDays)}::int`;
    const done = db
      .select({ roomId: feeNoticeRecord.roomId })
      .from(feeNoticeRecord)
      .where(and(scopeWhere(feeNoticeRecord, scope, { community: feeNoticeRecord.areaId }), eq(feeNoticeRecord.planId, Number(plan.id)), eq(feeNoticeRecord.noticeDay, day)));
    const owing = await db
      .selectDistinct({ roomId: feeBill.roomId })
      .from(feeBill)
      .where(
        and(
          scopeWhere(feeBill, scope, { community: feeBill.areaId }),
          isNotNull(feeBill.roomId),
          inArray(feeBill.status, [...OWING_STATUSES]),
          lte(sql`coalesce(${feeBill.dueDate}, DATE '1970-01-01')`, dueBy),
          sql`${feeBill.roomId} NOT IN (${done})`,
        ),
      );
    if (owing.length === 0) continue;
    const roomIds = owing.map((row) => Number(row.roomId));
    const result = await notifyRooms(db, services, scope, {
      roomIds,
      chosen: [],
      dueRooms: roomIds,
      dueBy,
      named: false,
      how: { via: '2', planId: Number(plan.id), day },
    });
    rooms += result.rooms;
    sent += result.sent;
  }
  return { plans: plans.length, rooms, sent };
};

/** `fee.notice`: every day at 09:05 China time (01:05 UTC), per tenant, the 催缴计划 of the day. */
export const feeNoticeJob: JobDef = {
  name: 'fee.notice',
  schedule: { everyMs: 24 * HOUR, offsetMs: HOUR + 5 * 60_000 },
  perTenant: true,
  run: async ({ pool, tenantId, slot, signal, services }) => {
    if (tenantId === null) return;
    if (!services) throw new Error("fee.notice runs with its module's services (sms, roomResidents)");
    const done = await runNoticePlans(drizzle(pool), services, tenantId, chinaDayOf(slot), signal);
    return { rows: done.rooms, message: `${done.plans} plans, ${done.sent} sent` };
  },
};
