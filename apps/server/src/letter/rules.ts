import { LETTER_RECIPIENTS_MAX, RECIPIENT_FIELDS, type RecordOf, STATION_LETTER, type StationLetter } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import type { Record_ } from '../platform/crud.ts';
import type { HookContext } from '../platform/entity-context.ts';
import type { EntityHooks } from '../platform/entity-service.ts';
import { conflict, validationFailed } from '../platform/errors.ts';
import type { StaffSelection, StaffService } from '../platform/services.ts';
import { scopeWhere } from '../platform/scope-sql.ts';
import { stationLetterRecipient } from './schema.ts';

type Letter = RecordOf<typeof StationLetter>;
/** The transitions' routes: their writes are moves, not edits of the letter. */
const MOVES = new Set([`${STATION_LETTER}/verifyStatus`, `${STATION_LETTER}/transform`]);
const EDITABLE = new Set(['0', '3']);

/** A comma list of ids, or undefined when it is not one. */
const idsOf = (value: unknown): number[] | undefined => {
  if (value === null || value === undefined || value === '') return [];
  const ids = String(value).split(',').map((part) => part.trim());
  if (!ids.every((id) => /^[1-9]\d{0,15}$/.test(id))) return undefined;
  return [...new Set(ids.map(Number))];
};

/** The letter's choice of recipients, from its fields. */
export const selectionOf = (row: Record_): StaffSelection =>
  Object.fromEntries(RECIPIENT_FIELDS.map((field) => [field, idsOf(row[field]) ?? []])) as unknown as StaffSelection;
const isEmpty = (selection: StaffSelection) => RECIPIENT_FIELDS.every((field) => selection[field].length === 0);

/**
 * A letter's rules (docs/operations.md, "Station letters"), as hooks:
 * - saveOrUpdate writes only a draft or a rejected letter (409 otherwise), as 草稿 or submitted (待审核); each
 *   recipient list is a comma list of the tenant's ids (422 naming the list: `invalid`, or `refMissing` for an id
 *   that is not a live row of the tenant, another tenant's included); a submitted letter names some recipients;
 * - 审核 to 已发送 writes one recipient row per person the choice names (departments with their sub-departments,
 *   work groups, roles, people; each person once, enabled accounts only) in the move's transaction, with the count
 *   and the time; none left: 409; 撤回 of a sent letter removes them;
 * - only a draft or a rejected letter is deleted.
 */
export const letterHooks = (staff: StaffService): EntityHooks<Letter, Record_> => ({
  validate: async (ctx, values) => {
    if (MOVES.has(ctx.request?.routeOptions.url ?? '')) return;
    const current = ctx.current as Record_ | undefined;
    if (current && !EDITABLE.has(String(current.status))) throw conflict('letterNotEditable');
    const refused: Record<string, string> = {};
    for (const field of RECIPIENT_FIELDS) {
      if (!(field in values)) continue;
      const ids = idsOf(values[field]);
      if (ids === undefined) refused[field] = 'invalid';
      else if (ids.length > LETTER_RECIPIENTS_MAX) refused[field] = 'invalid';
      else values[field] = ids.length > 0 ? ids.join(',') : null;
    }
    if (Object.keys(refused).length > 0) throw validationFailed(refused);
    // The lists sent are checked (a department deleted since a list was saved does not block an edit of the title).
    const sent = selectionOf(Object.fromEntries(RECIPIENT_FIELDS.filter((field) => field in values).map((field) => [field, values[field]])));
    const unknown = await staff.unknownIds(ctx.tx, ctx.tenantId, sent);
    for (const field of Object.keys(unknown)) refused[field] = 'refMissing';
    if (Object.keys(refused).length > 0) throw validationFailed(refused);
    if (String(values.status ?? current?.status ?? '0') === '1' && isEmpty(selectionOf({ ...current, ...values }))) throw validationFailed({ userIds: 'letterNoRecipients' });
  },
  beforeUpdate: async (ctx, values) => {
    const current = ctx.current as Record_;
    const from = String(current.status);
    const to = String(values.status ?? from);
    if (from === '1' && to === '2') await send(ctx, staff, current, values);
    if (from === '2' && to === '0') {
      await ctx.tx.delete(stationLetterRecipient).where(and(scopeWhere(stationLetterRecipient, { tenantId: ctx.tenantId }, { live: false }), eq(stationLetterRecipient.letterId, Number(current.id))));
      values.recipientCount = 0;
      values.sendTime = null;
    }
  },
  beforeDelete: (ctx) => {
    if (!EDITABLE.has(String((ctx.current as Record_).status))) throw conflict('letterNotEditable');
  },
});

/** The send: the people the letter names, each once, as recipient rows written in the move's transaction. */
const send = async (ctx: HookContext<Letter>, staff: StaffService, letter: Record_, values: Record_) => {
  const users = await staff.members(ctx.tx, ctx.tenantId, selectionOf(letter));
  if (users.length === 0) throw conflict('letterNoRecipients');
  if (users.length > LETTER_RECIPIENTS_MAX) throw conflict('letterTooManyRecipients', undefined, { max: LETTER_RECIPIENTS_MAX });
  const letterId = Number(letter.id);
  await ctx.tx.insert(stationLetterRecipient).values(users.map((userId) => ({ tenantId: ctx.tenantId, letterId, userId })));
  values.recipientCount = users.length;
  values.sendTime = new Date();
};

