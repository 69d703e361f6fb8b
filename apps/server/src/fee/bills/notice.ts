import { BILL_CODES, type FeeNoticeOutcome, FeeNoticePlan, FeeNoticeRecord, type FeeNoticeBody, FeeNoticeBody as FeeNoticeBodySchema, type FeeNoticeResult, type FeeNoticeSkip, SMS_MOBILE_PATTERN, formatMoney } from '@zhwy/contracts';
import { type SQL, and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chinaTodaySql } from '../../platform/china-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { ok } from '../../platform/reply.ts';
import { type Scope, scoped } from '../../platform/scope.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import type { RoomContact, Services, SmsNoticeOutcome } from '../../platform/services.ts';
import { OWING_STATUSES } from '../arrears/service.ts';
import { feeBill, feeNoticePlan, feeNoticeRecord } from '../schema.ts';

type OpenBill = { id: number; roomId: number; areaId: number; owed: number };

const SKIP_OF: Record<Exclude<SmsNoticeOutcome, 'sent'>, FeeNoticeSkip> = { phoneLimit: 'smsLimit', phoneInvalid: 'mobileInvalid', failed: 'sendFailed' };

/** Who a room's notice goes to: the first resident (owners first, as base answers them) with a mainland mobile. */
export const payerOf = (residents: readonly RoomContact[]): RoomContact | undefined => residents.find((r) => SMS_MOBILE_PATTERN.test((r.mobile ?? '').trim()));

const owedOf = (row: { amount: unknown; discount: unknown; paidAmount: unknown }) => Number(row.amount ?? 0) - Number(row.discount ?? 0) - Number(row.paidAmount ?? 0);

/** How a notice was sent (催缴记录's 发送方式): by hand with its operator, or by a 催缴计划 on its China day. */
export type NoticeVia = { via: '1'; operatorId: number } | { via: '2'; planId: number; day: string };

type NoticeRun = {
  /** Every room to notify: each gets a row (sorted and deduplicated here). */
  roomIds: readonly number[];
  /** Bills chosen by hand (账单管理), counted whatever their due date. */
  chosen: readonly OpenBill[];
  /** The rooms whose other open bills count when due by `dueBy` (欠费清单's rooms, a plan's rooms; not 账单管理's). */
  dueRooms: readonly number[];
  /** Today for 发送催缴, the plan's day − its days for a plan. */
  dueBy: SQL;
  /** Whether `dueRooms` were named by a caller, who must see them (404 otherwise); a plan's come from its own bills. */
  named: boolean;
  how: NoticeVia;
};

/**
 * The one way a notice is sent (发送催缴 by hand and the 催缴计划 job): the rooms' open bills due by `dueBy` (and
 * the chosen ones) per room; one SMS per room to its payer (base's `roomResidents`: owners first) with what is open:
 * count and amount; then one 催缴记录 row per room, all in one transaction (masked on every read).
 */
export const notifyRooms = async (db: Db, services: Pick<Services, 'sms' | 'roomResidents'>, scope: Scope, run: NoticeRun): Promise<FeeNoticeResult> => {
  const { sms, roomResidents } = services;
  const visible = scopeWhere(feeBill, scope, { community: feeBill.areaId });
  const roomIds = [...new Set(run.roomIds)].sort((a, b) => a - b);
  const contacts = await roomResidents.contactsOf(db, scope.tenantId, roomIds);
  const dueRooms = [...new Set(run.dueRooms)];
  for (const id of run.named ? dueRooms : []) {
    const room = contacts.get(id);
    if (!room || (scope.areaIds !== null && !scope.areaIds.includes(room.areaId))) throw notFound();
  }

  const open = new Map<number, OpenBill>(run.chosen.map((bill) => [bill.id, bill]));
  if (dueRooms.length > 0) {
    const due = await db
      .select(BILL_COLUMNS)
      .from(feeBill)
      .where(and(visible, isNotNull(feeBill.roomId), inArray(feeBill.roomId, dueRooms), inArray(feeBill.status, [...OWING_STATUSES]), or(isNull(feeBill.dueDate), lte(feeBill.dueDate, run.dueBy))));
    for (const bill of due) open.set(Number(bill.id), openBill(bill));
  }
  const owing = new Map<number, { count: number; cents: number; areaId: number }>();
  for (const bill of open.values()) {
    const room = owing.get(bill.roomId) ?? { count: 0, cents: 0, areaId: bill.areaId };
    owing.set(bill.roomId, { count: room.count + 1, cents: room.cents + bill.owed, areaId: room.areaId });
  }

  // What each room gets, decided before anything is sent: a row now for a room skipped, a message for the others.
  type Row = { roomId: number; areaId: number; mobile: string | null; count: number; cents: number; outcome: FeeNoticeOutcome };
  const rows: Row[] = [];
  const messages = new Map<number, { roomName: string; count: number; cents: number }>();
  for (const roomId of roomIds) {
    const room = contacts.get(roomId);
    const due = owing.get(roomId);
    const areaId = room?.areaId ?? due?.areaId;
    if (areaId === undefined) continue; // a room gone from base and owing nothing: no row to write
    const row = (outcome: FeeNoticeOutcome, mobile: string | null = null) => rows.push({ roomId, areaId, mobile, count: due?.count ?? 0, cents: Math.max(due?.cents ?? 0, 0), outcome });
    if (!due || due.cents <= 0) {
      row('nothingOwed');
      continue;
    }
    const payer = room ? payerOf(room.residents) : undefined;
    if (!room || !payer) {
      row('noMobile');
      continue;
    }
    row('sending', payer.mobile!.trim());
    messages.set(roomId, { roomName: room.roomName, count: due.count, cents: due.cents });
  }

  // Every row is written before its message goes out (发送中), its outcome after: no message is sent without its
  // row, and a plan's room that another instance wrote today (the unique plan-room-day index) is not sent again.
  const how = run.how;
  const operatorId = how.via === '1' ? how.operatorId : null;
  const plan = how.via === '2' ? { planId: how.planId, noticeDay: how.day } : { planId: null, noticeDay: null };
  const written =
    rows.length === 0
      ? []
      : await db
          .insert(feeNoticeRecord)
          .values(rows.map((r) => ({ tenantId: scope.tenantId, areaId: r.areaId, roomId: r.roomId, mobile: r.mobile, billCount: r.count, owed: r.cents, outcome: r.outcome, via: how.via, operatorId, createBy: operatorId, ...plan })))
          .onConflictDoNothing()
          .returning({ id: feeNoticeRecord.id, roomId: feeNoticeRecord.roomId, outcome: feeNoticeRecord.outcome, mobile: feeNoticeRecord.mobile });

  const result: FeeNoticeResult = { rooms: roomIds.length, sent: 0, skipped: [] };
  const reported = (roomId: number, outcome: 'sent' | FeeNoticeSkip) => {
    if (outcome === 'sent') result.sent += 1;
    else result.skipped.push({ roomId, reason: outcome });
  };
  // A room without a row (gone from base, owing nothing) is still reported; one another run wrote is its to report.
  const withRow = new Set(rows.map((r) => r.roomId));
  for (const roomId of roomIds) if (!withRow.has(roomId)) reported(roomId, 'nothingOwed');
  // One room after the other, in room order: a provider's answer per message, the number's limits counted in order.
  for (const w of [...written].sort((a, b) => Number(a.roomId) - Number(b.roomId))) {
    const roomId = Number(w.roomId);
    const message = messages.get(roomId);
    if (w.outcome !== 'sending' || !message) {
      reported(roomId, w.outcome as FeeNoticeSkip);
      continue;
    }
    const answer = await sms.notify({ tenantId: scope.tenantId, mobile: String(w.mobile), template: 'feeNotice', params: { room: message.roomName, count: message.count, amount: formatMoney(message.cents) } });
    const outcome = answer === 'sent' ? 'sent' : SKIP_OF[answer];
    await db.update(feeNoticeRecord).set({ outcome }).where(and(scopeWhere(feeNoticeRecord, scope), eq(feeNoticeRecord.id, Number(w.id))));
    reported(roomId, outcome);
  }
  result.skipped.sort((a, b) => a.roomId - b.roomId);
  return result;
};

const BILL_COLUMNS = { id: feeBill.id, roomId: feeBill.roomId, areaId: feeBill.areaId, status: feeBill.status, amount: feeBill.amount, discount: feeBill.discount, paidAmount: feeBill.paidAmount };
const openBill = (bill: { id: unknown; roomId: unknown; areaId: unknown; amount: unknown; discount: unknown; paidAmount: unknown }): OpenBill => ({
  id: Number(bill.id),
  roomId: Number(bill.roomId),
  areaId: Number(bill.areaId),
  owed: owedOf(bill),
});

/**
 * 发送催缴: the chosen bills (账单管理: any open one, whatever its due date: the clerk chose it) and the chosen rooms'
 * bills due by today (欠费清单: what the list shows), grouped per room (notifyRooms). Bills and rooms outside the
 * caller's tenant or communities are 404 (as a read of them), a parking space's or car's bill 422; nothing is sent then.
 */
export const sendFeeNotice = async (db: Db, services: Pick<Services, 'sms' | 'roomResidents'>, scope: Scope, body: FeeNoticeBody, operatorId = 0): Promise<FeeNoticeResult> => {
  const { sms } = services;
  if (!sms.available || !sms.noticeAvailable) throw new AppError(503, 'smsNotConfigured');
  const visible = scopeWhere(feeBill, scope, { community: feeBill.areaId });
  const billIds = [...new Set(body.ids)];
  const chosen = billIds.length > 0 ? await db.select(BILL_COLUMNS).from(feeBill).where(and(visible, inArray(feeBill.id, billIds))) : [];
  if (chosen.length !== billIds.length) throw notFound();
  if (chosen.some((bill) => bill.roomId === null)) throw validationFailed({ ids: 'feeNoticeRoomsOnly' }, 'feeNoticeRoomsOnly');
  return notifyRooms(db, services, scope, {
    roomIds: [...body.roomIds, ...chosen.map((bill) => Number(bill.roomId))],
    chosen: chosen.filter((bill) => (OWING_STATUSES as readonly string[]).includes(String(bill.status))).map(openBill),
    dueBy: chinaTodaySql,
    dueRooms: body.roomIds,
    named: true,
    how: { via: '1', operatorId },
  });
};

/** POST /api/zhwy/fee-bill/sendFeeNotice (code fee:bill:notice): the summary `{ rooms, sent, skipped }`. */
export const registerFeeNotice = (app: FastifyInstance, { database, services }: Pick<ModuleDeps, 'database' | 'services'>) => {
  app.withTypeProvider<ZodTypeProvider>().post('/api/zhwy/fee-bill/sendFeeNotice', {
    schema: { tags: ['fee'], summary: 'Send an SMS fee notice (催缴通知) per owing room of the chosen bills or rooms', body: FeeNoticeBodySchema },
    config: { access: BILL_CODES.notice, operation: '发送催缴通知', operationKey: { key: 'feeNotice' } },
    handler: async (request) => {
      const result = await sendFeeNotice(database.db, services, scoped(request), request.body, request.user!.userId);
      request.operationParams = { rooms: result.rooms, sent: result.sent };
      return ok(result);
    },
  });
};

/** 催缴记录 (list, one row, export: masked like every mobile) and 催缴计划 (the framework's CRUD), both scoped by community. */
export const registerNoticeEntities = (app: FastifyInstance, { database }: Pick<ModuleDeps, 'database'>) => {
  registerEntityRoutes(app, { entity: FeeNoticeRecord, table: feeNoticeRecord, database });
  registerEntityRoutes(app, { entity: FeeNoticePlan, table: feeNoticePlan, database });
};
