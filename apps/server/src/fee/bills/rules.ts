import { onBillTransition } from '../cashier/audit.ts';
import { FeeBill, type RecordOf } from '@zhwy/contracts';
import type { Record_ } from '../../platform/crud.ts';
import { type HookContext, callIn } from '../../platform/entity-context.ts';
import type { EntityHooks, WriteEvent } from '../../platform/entity-service.ts';
import { conflict, notFound, validationFailed } from '../../platform/errors.ts';
import { recordMove } from '../../platform/transition-history.ts';
import { sqlScope } from '../../platform/scope-sql.ts';
import { sql } from 'drizzle-orm';
import type { FundsService, PayerKind, PayersService } from '../../platform/services.ts';
import { discountRuleName } from './discount.ts';

/**
 * A bill's rules (docs/billing.md, "Bills"), as hooks of the entity service:
 * - a bill typed in (手工录入, POST add) or imported names a fee item and a payer of the community, the payer the
 *   item's payer kind names; its period ends after it starts; its discount is at most its amount; it is 未缴;
 * - an edit or a delete only of an unpaid bill with nothing received (409 otherwise); an edit changes the due date,
 *   the discount and the remark, and the amount of a manual bill only (422 naming any other field changed);
 * - every change (create, update, 重置优惠, delete) is a row of the transition history, read in the detail drawer.
 */

type Bill = RecordOf<typeof FeeBill>;
const EDITABLE = new Set(['dueDate', 'discount', 'remark', 'amount']);
const PAYER_FIELDS = { '1': 'roomId', '2': 'parkingSpaceId', '3': 'carId' } as const;
const PAYER_KINDS: Record<string, PayerKind> = { roomId: 'room', parkingSpaceId: 'parkingSpace', carId: 'car' };

const blank = (v: unknown) => v === null || v === undefined || v === '';
const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || String(a) === String(b);
const open = (row: Record_) => String(row.status) === '0' && Number(row.paidAmount ?? 0) === 0 && String(row.auditState ?? '0') === '0';

const validateNew = async (ctx: HookContext<Bill>, payers: PayersService, values: Record_) => {
  if (!blank(values.periodStart) && !blank(values.periodEnd) && String(values.periodEnd) < String(values.periodStart)) throw validationFailed({ periodEnd: 'billPeriodOrder' });
  const areaId = Number(values.areaId);
  const { rows } = await ctx.tx.execute<{ area_id: string; payer_kind: string; rounding: string }>(
    sql`SELECT i.area_id, i.payer_kind, i.rounding FROM fee_item i WHERE ${sqlScope('i', { tenantId: ctx.tenantId })} AND i.id = ${Number(values.feeItemId)}`,
  );
  const item = rows[0];
  if (!item) throw notFound('记录不存在');
  if (Number(item.area_id) !== areaId) throw validationFailed({ feeItemId: 'billOtherCommunity' });
  const kind = item.payer_kind as keyof typeof PAYER_FIELDS;
  const field = PAYER_FIELDS[kind];
  values.payerKind = kind;
  for (const other of Object.values(PAYER_FIELDS)) if (other !== field) values[other] = null;
  if (blank(values[field])) throw validationFailed({ [field]: 'billPayerRequired' });
  // The payer is the tenant's live room, space or car of the bill's community (base's `payers`).
  if ((await payers.communityOf(ctx.tx, ctx.tenantId, PAYER_KINDS[field]!, Number(values[field]))) !== areaId) throw validationFailed({ [field]: 'billOtherCommunity' });
  values.rounding ??= item.rounding;
  values.status = '0';
  values.auditState = '0';
  values.source = ctx.importing ? '3' : '2';
  if (Number(values.discount ?? 0) > Number(values.amount ?? 0)) throw validationFailed({ discount: 'billDiscountOver' });
};

const validateEdit = (current: Record_, values: Record_) => {
  if (!open(current)) throw conflict('billNotOpen');
  const refused: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (same(value, current[name])) {
      // Sent as it is (the form sends every field): nothing to write.
      if (!EDITABLE.has(name)) delete values[name];
      continue;
    }
    if (!EDITABLE.has(name)) refused[name] = 'billFieldFixed';
    else if (name === 'amount' && String(current.source) !== '2') refused.amount = 'billAmountManualOnly';
  }
  if (Object.keys(refused).length > 0) throw validationFailed(refused);
  if (Number(values.discount ?? current.discount ?? 0) > Number(values.amount ?? current.amount)) throw validationFailed({ discount: 'billDiscountOver' });
};

/** A change's text for the history: each field changed as 标签 old → new (amounts in yuan). */
const changesOf = (before: Record_, after: Record_) => {
  const shown = (name: string, value: unknown) => {
    if (blank(value)) return '—';
    return FeeBill.fields[name as keyof typeof FeeBill.fields]?.kind === 'money' ? (Number(value) / 100).toFixed(2) : String(value);
  };
  return [...EDITABLE]
    .filter((name) => !same(before[name], after[name]))
    .map((name) => `${FeeBill.fields[name as keyof typeof FeeBill.fields].label} ${shown(name, before[name])} → ${shown(name, after[name])}`)
    .join('；');
};

/** The history row of a write: which call made it (重置优惠 is an update of its own path), the status around it, what changed. */
const recordChange = async (ctx: HookContext<Bill>, event: WriteEvent<Bill>) => {
  if (event.action === 'import') return;
  const call = callIn(ctx);
  const before = ('before' in event ? event.before : null) as Record_ | null;
  const after = ('row' in event ? event.row : null) as Record_ | null;
  const row = (after ?? before)!;
  // A transition (an audit move) is recorded by the platform itself, with its reason.
  if (ctx.transition) return;
  const url = event.action === 'update' ? ctx.request?.routeOptions.url : undefined;
  const action = url?.endsWith('/resetDiscount') ? 'resetDiscount' : url?.endsWith('/applyDiscount') ? 'discount' : event.action;
  const changes = before && after ? changesOf(before, after) : null;
  // 优惠 names the rule applied.
  const rule = action === 'discount' && ctx.request ? discountRuleName.get(ctx.request) : undefined;
  const remark = rule ? `${rule}：${changes || '—'}` : changes;
  await recordMove(ctx.tx, call, FeeBill, Number(row.id), { action, field: 'status', from: before ? String(before.status) : null, to: String(row.status), remark: remark || null, fields: null });
};

/** The bill's hooks; an approved refund credits what residents' funds paid back through `funds`; payers are checked through `payers`. */
export const billHooksOf = (funds: FundsService, payers: PayersService): EntityHooks<Bill, Record_> => ({
  validate: async (ctx, values) => {
    // An audit move (退费 / 作废: apply, approve, reject) is a transition: the cashier's onTransition judges it.
    if (ctx.transition) return;
    if (ctx.current) validateEdit(ctx.current as Record_, values);
    else await validateNew(ctx, payers, values);
  },
  beforeDelete: (ctx) => {
    if (!open(ctx.current as Record_)) throw conflict('billNotOpen');
  },
  afterWrite: recordChange,
  // 退费 / 作废 through the audit: the cashier checks each move and carries out an approved one.
  onTransition: (ctx, event) => onBillTransition(ctx, event, funds),
});
