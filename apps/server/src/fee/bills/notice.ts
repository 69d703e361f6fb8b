import { BILL_CODES, type FeeNoticeBody, FeeNoticeBody as FeeNoticeBodySchema, type FeeNoticeResult, type FeeNoticeSkip, SMS_MOBILE_PATTERN, formatMoney } from '@zhwy/contracts';
import { and, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chinaTodaySql } from '../../platform/china-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { type Scope, scoped } from '../../platform/scope.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import type { RoomContact, Services, SmsNoticeOutcome } from '../../platform/services.ts';
import { OWING_STATUSES } from '../arrears/service.ts';
import { feeBill } from '../schema.ts';

type OpenBill = { id: number; roomId: number; owed: number };

const SKIP_OF: Record<Exclude<SmsNoticeOutcome, 'sent'>, FeeNoticeSkip> = { phoneLimit: 'smsLimit', phoneInvalid: 'mobileInvalid', failed: 'sendFailed' };

/** Who a room's notice goes to: the first resident (owners first, as base answers them) with a mainland mobile. */
export const payerOf = (residents: readonly RoomContact[]): RoomContact | undefined => residents.find((r) => SMS_MOBILE_PATTERN.test((r.mobile ?? '').trim()));

const owedOf = (row: { amount: unknown; discount: unknown; paidAmount: unknown }) => Number(row.amount ?? 0) - Number(row.discount ?? 0) - Number(row.paidAmount ?? 0);

/**
 * 发送催缴: the chosen bills (账单管理: any open one, whatever its due date: the clerk chose it) and the chosen rooms'
 * bills due by today (欠费清单: what the list shows), grouped per room; one SMS per room to its payer (base's
 * `roomResidents`: owners first) with what is open: count and amount. Bills and rooms outside the caller's tenant or
 * communities are 404 (as a read of them), a parking space's or car's bill 422; nothing is sent then.
 */
export const sendFeeNotice = async (db: Db, services: Pick<Services, 'sms' | 'roomResidents'>, scope: Scope, body: FeeNoticeBody): Promise<FeeNoticeResult> => {
  const { sms, roomResidents } = services;
  if (!sms.available || !sms.noticeAvailable) throw new AppError(503, 'smsNotConfigured');
  const visible = scopeWhere(feeBill, scope, { community: feeBill.areaId });
  const columns = { id: feeBill.id, roomId: feeBill.roomId, status: feeBill.status, amount: feeBill.amount, discount: feeBill.discount, paidAmount: feeBill.paidAmount };

  const billIds = [...new Set(body.ids)];
  const chosen = billIds.length > 0 ? await db.select(columns).from(feeBill).where(and(visible, inArray(feeBill.id, billIds))) : [];
  if (chosen.length !== billIds.length) throw notFound();
  if (chosen.some((bill) => bill.roomId === null)) throw validationFailed({ ids: 'feeNoticeRoomsOnly' }, 'feeNoticeRoomsOnly');

  const roomIds = [...new Set([...body.roomIds, ...chosen.map((bill) => Number(bill.roomId))])];
  const contacts = await roomResidents.contactsOf(db, scope.tenantId, roomIds);
  // A room named must be one the caller sees: the tenant's, live, in their communities.
  for (const id of body.roomIds) {
    const room = contacts.get(id);
    if (!room || (scope.areaIds !== null && !scope.areaIds.includes(room.areaId))) throw notFound();
  }

  const open = new Map<number, OpenBill>();
  for (const bill of chosen) if ((OWING_STATUSES as readonly string[]).includes(String(bill.status))) open.set(Number(bill.id), { id: Number(bill.id), roomId: Number(bill.roomId), owed: owedOf(bill) });
  if (body.roomIds.length > 0) {
    const due = await db
      .select(columns)
      .from(feeBill)
      .where(and(visible, isNotNull(feeBill.roomId), inArray(feeBill.roomId, [...new Set(body.roomIds)]), inArray(feeBill.status, [...OWING_STATUSES]), or(isNull(feeBill.dueDate), lte(feeBill.dueDate, chinaTodaySql))));
    for (const bill of due) open.set(Number(bill.id), { id: Number(bill.id), roomId: Number(bill.roomId), owed: owedOf(bill) });
  }
  const owing = new Map<number, { count: number; cents: number }>();
  for (const bill of open.values()) {
    const room = owing.get(bill.roomId) ?? { count: 0, cents: 0 };
    owing.set(bill.roomId, { count: room.count + 1, cents: room.cents + bill.owed });
  }

  const result: FeeNoticeResult = { rooms: roomIds.length, sent: 0, skipped: [] };
  // One room after the other: a provider's answer per message, the number's limits counted in order.
  for (const roomId of [...roomIds].sort((a, b) => a - b)) {
    const room = contacts.get(roomId);
    const due = owing.get(roomId);
    if (!due || due.cents <= 0) {
      result.skipped.push({ roomId, reason: 'nothingOwed' });
      continue;
    }
    const payer = room ? payerOf(room.residents) : undefined;
    if (!room || !payer) {
      result.skipped.push({ roomId, reason: 'noMobile' });
      continue;
    }
    const outcome = await sms.notify({
      tenantId: scope.tenantId,
      mobile: payer.mobile!.trim(),
      template: 'feeNotice',
      params: { room: room.roomName, count: due.count, amount: formatMoney(due.cents) },
    });
    if (outcome === 'sent') result.sent += 1;
    else result.skipped.push({ roomId, reason: SKIP_OF[outcome] });
  }
  return result;
};

/** POST /api/zhwy/fee-bill/sendFeeNotice (code fee:bill:notice): the summary `{ rooms, sent, skipped }`. */
export const registerFeeNotice = (app: FastifyInstance, { database, services }: Pick<ModuleDeps, 'database' | 'services'>) => {
  app.withTypeProvider<ZodTypeProvider>().post('/api/zhwy/fee-bill/sendFeeNotice', {
    schema: { tags: ['fee'], summary: 'Send an SMS fee notice (催缴通知) per owing room of the chosen bills or rooms', body: FeeNoticeBodySchema },
    config: { access: BILL_CODES.notice, operation: '发送催缴通知', operationKey: { key: 'feeNotice' } },
    handler: async (request) => {
      const result = await sendFeeNotice(database.db, services, scoped(request), request.body);
      request.operationParams = { rooms: result.rooms, sent: result.sent };
      return ok(result);
    },
  });
};
