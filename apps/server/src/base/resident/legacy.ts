import { Resident, idListSchema, idSchema, permissionOf } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Record_, camelRow } from '../../platform/crud.ts';
import { type EntityCall, callOf } from '../../platform/entity-context.ts';
import type { EntityService } from '../../platform/entity-service.ts';
import { notFound } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { assertInScope, scoped } from '../../platform/scope.ts';
import { sqlMaskedFilter } from '../../platform/search-by-mask.ts';
import { sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';

const OLD = '/api/base/resident';
const page = { page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(1000).default(13) };

/**
 * The older resident calls (/api/base/resident) over the same table and rules as new-com-resident: insert, updateById,
 * batchDeleteResident and getPage are the definition's calls; these reads are the older page's own. getById/{a}/{b}
 * reads a resident (a) as bound to a room (b): the resident with that binding's relation, 404 when not bound.
 */
export const registerLegacyResidentCalls = (app: FastifyInstance, { database }: ModuleDeps, residents: EntityService) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const access = { access: permissionOf(Resident, 'list') };
  /** Rows of raw SQL (snake_case) as the resident's JSON row, masked, with what the call adds (age, relation). */
  const rowsOf = (call: EntityCall, rows: Record_[]) =>
    rows.map(({ age, relation, ...row }) => ({ ...residents.present(camelRow(row), call), ...(age !== undefined ? { age: Number(age) } : {}), ...(relation !== undefined ? { relation } : {}) }));

  r.get(`${OLD}/getOldPeoplePage`, {
    schema: {
      tags: ['base'],
      summary: 'Elderly residents, 60 and over by default: age as reached this year (the birthday shows its year only)',
      querystring: z
        .object({
          ...page,
          minAge: z.coerce.number().int().min(0).max(150).default(60),
          maxAge: z.coerce.number().int().min(0).max(150).optional(),
          areaId: idSchema.optional(),
          buildingId: idSchema.optional(),
          name: z.string().trim().max(50).optional(),
        })
        .strict(),
    },
    config: access,
    handler: async (request) => {
      const scope = scoped(request);
      const q = request.query;
      // Who is listed: age in whole years on today's date, from the stored birthday (derived from the ID number).
      const where = sql`${sqlScope(null, scope, { community: 'area_id' })} AND birthday IS NOT NULL
        AND birthday <= (current_date - make_interval(years => ${q.minAge}))::date
        ${q.maxAge !== undefined ? sql`AND birthday > (current_date - make_interval(years => ${q.maxAge + 1}))::date` : sql``}
        ${q.areaId ? sql`AND area_id = ${q.areaId}` : sql``} ${q.buildingId ? sql`AND building_id = ${q.buildingId}` : sql``}
        ${q.name ? sql`AND ${await sqlMaskedFilter(request, Resident, 'name', sql`name`, q.name)}` : sql``}`;
      const [{ rows }, total] = await Promise.all([
        // The age shown is the one reached this year: from the birthday's year, as much as its mask shows (an exact
        // age beside 1985-**-** would tell whether the day has passed, and narrow the ID number's hidden digits).
        db.execute<Record_>(sql`SELECT *, (date_part('year', current_date) - date_part('year', birthday))::int AS age FROM com_resident WHERE ${where} ORDER BY birthday, id LIMIT ${q.size} OFFSET ${q.page * q.size}`),
        db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM com_resident WHERE ${where}`),
      ]);
      return { data: rowsOf(callOf(request, database), rows), recordsTotal: Number(total.rows[0].n) };
    },
  });
  r.get(`${OLD}/getById/:residentId/:roomId`, {
    schema: { tags: ['base'], summary: 'A resident as bound to a room (masked)', params: z.object({ residentId: idSchema, roomId: idSchema }) },
    config: access,
    handler: async (request) => {
      const scope = scoped(request);
      const resident = await residents.get(callOf(request, database), request.params.residentId);
      const { rows } = await db.execute<Record_>(sql`SELECT id, relation, start_date, end_date, room_name FROM com_resident_room
        WHERE ${sqlScope(null, scope)} AND resident_id = ${request.params.residentId} AND room_id = ${request.params.roomId} LIMIT 1`);
      if (!rows[0]) throw notFound('记录不存在');
      const binding = camelRow(rows[0]);
      return { ...resident, bindingId: Number(binding.id), relation: binding.relation, startDate: dateOf(binding.startDate), endDate: dateOf(binding.endDate), boundRoomName: binding.roomName };
    },
  });
  r.get(`${OLD}/residentByRoomId/:id`, {
    schema: { tags: ['base'], summary: "A room's residents (masked), with their relation", params: z.object({ id: idSchema }) },
    config: access,
    handler: async (request) => {
      const scope = scoped(request);
      const room = await db.execute<{ area_id: string }>(sql`SELECT area_id FROM com_room WHERE ${sqlScope(null, scope)} AND id = ${request.params.id}`);
      if (!room.rows[0]) throw notFound('记录不存在');
      assertInScope(scope, Number(room.rows[0].area_id));
      const { rows } = await db.execute<Record_>(sql`SELECT r.*, rr.relation FROM com_resident_room rr JOIN com_resident r ON r.id = rr.resident_id AND ${sqlSameTenant('r', 'rr')}
        WHERE ${sqlScope('rr', scope)} AND rr.room_id = ${request.params.id} ORDER BY rr.id`);
      return ok(rowsOf(callOf(request, database), rows));
    },
  });
  r.get(`${OLD}/getUserByNotice`, {
    schema: {
      tags: ['base'],
      summary: 'Residents a notice reaches: bound to a room of the community (and buildings), masked',
      querystring: z.object({ areaId: idSchema, buildingIds: idListSchema.optional(), ...page }).strict(),
    },
    config: access,
    handler: async (request: FastifyRequest) => {
      const scope = scoped(request);
      const q = request.query as { areaId: number; buildingIds?: number[]; page: number; size: number };
      assertInScope(scope, q.areaId);
      const where = sql`${sqlScope('r', scope)} AND EXISTS (SELECT 1 FROM com_resident_room rr WHERE ${sqlSameTenant('rr', 'r')} AND rr.resident_id = r.id
        AND rr.area_id = ${q.areaId} ${q.buildingIds ? sql`AND rr.building_id = ANY(${`{${q.buildingIds.join(',')}}`}::bigint[])` : sql``})`;
      const [{ rows }, total] = await Promise.all([
        db.execute<Record_>(sql`SELECT r.* FROM com_resident r WHERE ${where} ORDER BY r.id LIMIT ${q.size} OFFSET ${q.page * q.size}`),
        db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM com_resident r WHERE ${where}`),
      ]);
      return { data: rowsOf(callOf(request, database), rows), recordsTotal: Number(total.rows[0].n) };
    },
  });
};

const dateOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null));
