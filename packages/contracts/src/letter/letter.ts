import { z } from 'zod';
import { defineEntity, idSchema } from '../platform/entity.ts';
import { datetime, defineDict, enumOf, int, text, textarea } from '../platform/fields.ts';
import { createTime } from '../platform/presets.ts';
import { reason, transition } from '../platform/transitions.ts';

/**
 * 站内信 (spec: base-data-and-billing.md §4, §7 station-letter; docs/operations.md, "Station letters"): a notice to
 * staff, written as a draft, submitted for audit, approved (sent: one recipient row per person, read and confirmed
 * each on their own) or rejected with a reason; a letter submitted, rejected or sent may be withdrawn to a draft.
 */

/** 状态: 草稿 → 待审核 (the form) → 已发送 / 已驳回 (verifyStatus); transform takes 待审核, 已发送, 已驳回 back to 草稿. */
export const LETTER_STATUS = defineDict(
  'station_letter_status',
  '站内信状态',
  { '0': '草稿', '1': '待审核', '2': '已发送', '3': '已驳回' },
  { '0': 'default', '1': 'processing', '2': 'success', '3': 'error' },
);
/** Whether recipients are asked to confirm they have read it (a 确认 button on their letter). */
export const LETTER_CONFIRM = defineDict('station_letter_confirm', '需要确认', { '0': '否', '1': '是' }, { '0': 'default', '1': 'warning' });

export const STATION_LETTER = '/api/base/station-letter';
/** The letter's calls beyond CRUD (docs/api.md, "Station letters"). */
export const LETTER_PATHS = {
  checkUsers: `${STATION_LETTER}/checkUsers`,
  statics: `${STATION_LETTER}/statics/:id`,
  mine: `${STATION_LETTER}/all-notice-user-detail`,
  unread: `${STATION_LETTER}/all-notice-user-detail/unread`,
  read: `${STATION_LETTER}/all-notice-user-detail/read/:id`,
  confirm: `${STATION_LETTER}/all-notice-user-detail/confirm/:id`,
} as const;
/** The recipients a letter names (comma lists of ids): one field per kind of choice. */
export const RECIPIENT_FIELDS = ['departmentIds', 'workGroupIds', 'roleIds', 'userIds'] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];
/** At most this many recipients per letter, and ids per choice. */
export const LETTER_RECIPIENTS_MAX = 5000;

export const StationLetter = defineEntity({
  module: 'letter',
  name: 'stationLetter',
  title: '站内信',
  permission: 'ops:letter',
  // saveOrUpdate: POST creates, PUT (with id) updates; query is the list of every letter, detail one letter.
  paths: {
    list: `${STATION_LETTER}/query`,
    item: `${STATION_LETTER}/detail/:id`,
    create: `${STATION_LETTER}/saveOrUpdate`,
    update: `${STATION_LETTER}/saveOrUpdate`,
    remove: `${STATION_LETTER}/remove/:id`,
  },
  calls: [
    // The author's list (草稿 and 已驳回) and the auditor's (待审核): the list with its status fixed by the server.
    { style: 'listBody', method: 'POST', path: `${STATION_LETTER}/draft` },
    { style: 'listBody', method: 'POST', path: `${STATION_LETTER}/audit` },
    { style: 'listBody', method: 'POST', path: `${STATION_LETTER}/query` },
    // The audit's decision: 待审核 to 已发送 (the recipients' rows are written with it) or 已驳回 with its reason.
    transition('verifyStatus', '审核', {
      path: `${STATION_LETTER}/verifyStatus`,
      field: 'status',
      from: ['1'],
      to: ['2', '3'],
      code: 'audit',
      fields: { reason: reason('驳回原因', { requiredTo: ['3'] }) },
    }),
    // 撤回: a letter waiting, rejected or sent back to 草稿 (a sent one leaves its recipients' lists).
    transition('transform', '撤回', { path: `${STATION_LETTER}/transform`, field: 'status', from: ['1', '2', '3'], to: ['0'] }),
  ],
  fields: {
    title: text('标题', 100, { required: true, search: 'contains', sortable: true }),
    content: textarea('内容', 2000, { required: true }),
    needConfirm: enumOf(LETTER_CONFIRM, '需要确认', { required: true, default: '0', search: 'equals' }),
    departmentIds: text('部门', 2000, { column: false }),
    workGroupIds: text('工作组', 2000, { column: false }),
    roleIds: text('角色', 2000, { column: false }),
    userIds: text('人员', 2000, { column: false }),
    status: enumOf(LETTER_STATUS, '状态', { required: true, default: '0', settable: ['0', '1'], search: 'equals' }),
    recipientCount: int('收件人数', { readOnly: true, default: 0 }),
    sendTime: datetime('发送时间', { readOnly: true, sortable: true, search: 'range' }),
    createTime: createTime(),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  searchForm: ['title', 'status', 'needConfirm'],
});

/** What checkUsers resolves: the choices of a letter (comma lists or arrays of ids). */
const idList = z
  .union([z.string().max(2000), z.array(idSchema).max(LETTER_RECIPIENTS_MAX)])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return [] as number[];
    const ids = Array.isArray(value) ? value : value.split(',').map((part) => part.trim());
    const parsed = ids.map(Number);
    if (parsed.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
    return [...new Set(parsed)];
  });
export const recipientChoice = z.object({ departmentIds: idList, workGroupIds: idList, roleIds: idList, userIds: idList }).strict();
export type RecipientChoice = z.infer<typeof recipientChoice>;

/** A person as the letter screens show them: account, name masked (张**), department. */
export const letterPerson = z.object({ userId: z.number(), username: z.string(), name: z.string(), departmentName: z.string().nullable() });
export type LetterPerson = z.infer<typeof letterPerson>;
const option = z.object({ id: z.number(), name: z.string() });
/** GET checkUsers: what a letter may be sent to. */
export const recipientOptions = z.object({ departments: z.array(option), workGroups: z.array(option), roles: z.array(option), users: z.array(letterPerson) });
export type RecipientOptions = z.infer<typeof recipientOptions>;
/** POST checkUsers: the people a choice names, each once. */
export const recipientPreview = z.object({ total: z.number(), users: z.array(letterPerson) });
export type RecipientPreview = z.infer<typeof recipientPreview>;

/** One recipient's state: when they opened and confirmed the letter. */
export const letterRecipientRow = letterPerson.extend({ readTime: z.string().nullable(), confirmTime: z.string().nullable() });
/** statics: a sent letter's counts and its recipients. */
export const letterStatics = z.object({ letterId: z.number(), title: z.string(), needConfirm: z.string(), sent: z.number(), read: z.number(), confirmed: z.number(), recipients: z.array(letterRecipientRow) });
export type LetterStatics = z.infer<typeof letterStatics>;

/** One letter of mine (all-notice-user-detail): the letter as sent, and my read and confirm times. */
export const myLetterRow = z.object({
  letterId: z.number(),
  title: z.string(),
  content: z.string(),
  needConfirm: z.string(),
  sendTime: z.string().nullable(),
  readTime: z.string().nullable(),
  confirmTime: z.string().nullable(),
});
export type MyLetterRow = z.infer<typeof myLetterRow>;
export const myLettersQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(13),
  unread: z.enum(['0', '1']).optional(),
});
export const myLettersPage = z.object({ data: z.array(myLetterRow), recordsTotal: z.number(), unread: z.number() });

export const LETTER_DICTIONARIES = [LETTER_STATUS, LETTER_CONFIRM];
