import {
  LETTER_PATHS,
  type ListQuery,
  StationLetter,
  envelope,
  idSchema,
  letterStatics,
  maskValue,
  myLetterRow,
  myLettersPage,
  myLettersQuery,
  permissionOf,
  recipientChoice,
  recipientOptions,
  recipientPreview,
} from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../platform/db/client.ts';
import { callOf } from '../platform/entity-context.ts';
import { registerEntityRoutes } from '../platform/entity-routes.ts';
import { entityService } from '../platform/entity-service.ts';
import { conflict, notFound, validationFailed } from '../platform/errors.ts';
import type { ModuleDeps } from '../platform/module.ts';
import { mutate } from '../platform/mutation.ts';
import { ok } from '../platform/reply.ts';
import { sqlScope, sqlSameTenant } from '../platform/scope-sql.ts';
import type { StaffMember } from '../platform/services.ts';
import { letterHooks } from './rules.ts';
import { stationLetter } from './schema.ts';

/** What a picker or a preview lists at most (spec §9: option lists of 1,000 rows). */
const OPTIONS_MAX = 1000;
/** The lists whose status the server fixes: the author's drafts (and rejected letters) and the auditor's queue. */
const FIXED_STATUS: Record<string, string[]> = { draft: ['0', '3'], audit: ['1'] };
const ENTITY = { entity: 'letter.stationLetter', title: '站内信' };

/** A person as the letter screens show them: the name masked (张**). */
const shownPerson = (member: StaffMember) => ({ userId: member.id, username: member.username, name: member.name ? maskValue('name', member.name) : '', departmentName: member.departmentName });
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type MyLetterRecord = { letter_id: string; title: string; content: string; need_confirm: string; send_time: Date | null; read_time: Date | null; confirm_time: Date | null };
const myLetterOf = (row: MyLetterRecord) => ({
  letterId: Number(row.letter_id),
  title: row.title,
  content: row.content,
  needConfirm: row.need_confirm,
  sendTime: iso(row.send_time),
  readTime: iso(row.read_time),
  confirmTime: iso(row.confirm_time),
});
/** The caller's letters: their recipient rows of sent, live letters. */
const mineWhere = (request: FastifyRequest) => {
  const { tenantId, userId } = request.user!;
  return sql`${sqlScope('r', { tenantId }, { live: false })} AND r.user_id = ${userId} AND ${sqlSameTenant('l', 'r')} AND l.status = '2'`;
};
const MY_LETTER_COLUMNS = sql`r.letter_id, l.title, l.content, l.need_confirm, l.send_time, r.read_time, r.confirm_time`;
const myLetter = async (db: Db, request: FastifyRequest, letterId: number) => {
  const { rows } = await db.execute<MyLetterRecord>(sql`
    SELECT ${MY_LETTER_COLUMNS} FROM station_letter_recipient r JOIN station_letter l ON l.id = r.letter_id
    WHERE ${mineWhere(request)} AND r.letter_id = ${letterId}`);
  if (!rows[0]) throw notFound();
  return rows[0];
};

/**
 * 站内信 (docs/api.md, "Station letters"): the definition's calls (saveOrUpdate, detail, remove, query, draft, audit,
 * verifyStatus, transform) with the letter's rules as hooks; checkUsers (the choices, and the people a choice names);
 * statics (a letter's counts and recipients); all-notice-user-detail (the caller's own letters: list, unread count,
 * read, confirm), open to every signed-in user and only on their own rows.
 */
export const registerLetters = (app: FastifyInstance, { database, services }: ModuleDeps) => {
  const { db } = database;
  const { staff } = services;
  const letters = entityService(StationLetter, stationLetter, letterHooks(staff));
  registerEntityRoutes(app, {
    service: letters,
    database,
    override: {
      // draft and audit: the list with its status fixed (any status filter sent is replaced).
      listBody: ({ request }, next) => {
        const fixed = FIXED_STATUS[request.routeOptions.url?.split('/').pop() ?? ''];
        if (fixed) {
          const query = request.body as ListQuery;
          query.criteria = [...query.criteria.filter((c) => c.field !== 'status'), { field: 'status', op: 'in', value: fixed }];
        }
        return next();
      },
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['letter'];
  const writers = { anyOf: [permissionOf(StationLetter, 'add'), permissionOf(StationLetter, 'edit')] };

  r.get(LETTER_PATHS.checkUsers, {
    schema: { tags, summary: 'What a letter may be sent to: departments, work groups, roles, people (names masked)', response: { 200: envelope(recipientOptions) } },
    // Readers too: a letter's detail names its recipients' departments, groups, roles and people.
    config: { access: { anyOf: [permissionOf(StationLetter, 'list'), ...writers.anyOf] } },
    handler: async (request) => {
      const options = await staff.options(db, request.user!.tenantId, OPTIONS_MAX);
      return ok({ ...options, users: options.users.map(shownPerson) });
    },
  });

  r.post(LETTER_PATHS.checkUsers, {
    schema: { tags, summary: 'The people a choice of recipients names, each once (names masked)', body: recipientChoice, response: { 200: envelope(recipientPreview) } },
    config: { access: writers, reads: true },
    handler: async (request) => {
      const { tenantId } = request.user!;
      const unknown = await staff.unknownIds(db, tenantId, request.body);
      if (Object.keys(unknown).length > 0) throw validationFailed(Object.fromEntries(Object.keys(unknown).map((field) => [field, 'refMissing'])));
      const ids = await staff.members(db, tenantId, request.body);
      const users = await staff.describe(db, tenantId, ids.slice(0, OPTIONS_MAX));
      return ok({ total: ids.length, users: users.map(shownPerson) });
    },
  });

  r.get(LETTER_PATHS.statics, {
    schema: { tags, summary: "A letter's recipients: sent, read, confirmed, and each person's times", params: z.object({ id: idSchema }), response: { 200: envelope(letterStatics) } },
    config: { access: permissionOf(StationLetter, 'list') },
    handler: async (request) => {
      const { tenantId } = request.user!;
      const letter = await letters.get(callOf(request, database), request.params.id);
      const { rows } = await db.execute<{ user_id: string; read_time: Date | null; confirm_time: Date | null }>(sql`
        SELECT r.user_id, r.read_time, r.confirm_time FROM station_letter_recipient r
        WHERE ${sqlScope('r', { tenantId }, { live: false })} AND r.letter_id = ${request.params.id} ORDER BY r.id`);
      const people = new Map((await staff.describe(db, tenantId, rows.map((row) => Number(row.user_id)))).map((m) => [m.id, m]));
      const recipients = rows.map((row) => {
        const member = people.get(Number(row.user_id)) ?? { id: Number(row.user_id), username: '', name: '', departmentName: null };
        return { ...shownPerson(member), readTime: iso(row.read_time), confirmTime: iso(row.confirm_time) };
      });
      return ok({
        letterId: Number(letter.id),
        title: String(letter.title),
        needConfirm: String(letter.needConfirm),
        sent: recipients.length,
        read: recipients.filter((x) => x.readTime).length,
        confirmed: recipients.filter((x) => x.confirmTime).length,
        recipients,
      });
    },
  });

  r.get(LETTER_PATHS.mine, {
    schema: { tags, summary: 'My letters, newest first, with the unread count', querystring: myLettersQuery, response: { 200: myLettersPage } },
    config: { access: 'login' },
    handler: async (request) => {
      const { page, size, unread } = request.query;
      const only = unread === '1' ? sql` AND r.read_time IS NULL` : sql``;
      const { rows } = await db.execute<MyLetterRecord>(sql`
        SELECT ${MY_LETTER_COLUMNS} FROM station_letter_recipient r JOIN station_letter l ON l.id = r.letter_id
        WHERE ${mineWhere(request)}${only} ORDER BY l.send_time DESC, r.id DESC LIMIT ${size} OFFSET ${page * size}`);
      const { rows: counts } = await db.execute<{ total: number; unread: number }>(sql`
        SELECT count(*)::int AS total, (count(*) FILTER (WHERE r.read_time IS NULL))::int AS unread
        FROM station_letter_recipient r JOIN station_letter l ON l.id = r.letter_id WHERE ${mineWhere(request)}`);
      return { data: rows.map(myLetterOf), recordsTotal: unread === '1' ? counts[0].unread : counts[0].total, unread: counts[0].unread };
    },
  });

  r.get(LETTER_PATHS.unread, {
    schema: { tags, summary: 'How many of my letters I have not opened (the header bell)', response: { 200: envelope(z.object({ unread: z.number() })) } },
    config: { access: 'login' },
    handler: async (request) => {
      const { rows } = await db.execute<{ unread: number }>(sql`
        SELECT count(*)::int AS unread FROM station_letter_recipient r JOIN station_letter l ON l.id = r.letter_id
        WHERE ${mineWhere(request)} AND r.read_time IS NULL`);
      return ok({ unread: rows[0].unread });
    },
  });

  /** A recipient's own move on their row (opened, confirmed), written once: the first time is kept. */
  const own = (action: 'read' | 'confirm', verb: string) => ({
    schema: { tags, summary: action === 'read' ? 'Open one of my letters (marks it read)' : 'Confirm one of my letters', params: z.object({ id: idSchema }), response: { 200: envelope(myLetterRow) } },
    config: { access: 'login' as const, allowRepeat: true, operation: `${verb}站内信`, operationKey: { key: 'entityTransition', params: { ...ENTITY, call: action, verb } } },
    handler: async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const letterId = request.params.id;
      const row = await mutate(database, request, async (tx) => {
        const found = await myLetter(tx, request, letterId);
        if (action === 'confirm' && found.need_confirm !== '1') throw conflict('letterNoConfirm');
        const set = action === 'read' ? sql`read_time = COALESCE(read_time, now())` : sql`read_time = COALESCE(read_time, now()), confirm_time = COALESCE(confirm_time, now())`;
        const { tenantId, userId } = request.user!;
        await tx.execute(sql`UPDATE station_letter_recipient r SET ${set} WHERE ${sqlScope('r', { tenantId }, { live: false })} AND r.letter_id = ${letterId} AND r.user_id = ${userId}`);
        return myLetter(tx, request, letterId);
      });
      return ok(myLetterOf(row));
    },
  });
  r.post(LETTER_PATHS.read, own('read', '阅读'));
  r.post(LETTER_PATHS.confirm, own('confirm', '确认'));
};
