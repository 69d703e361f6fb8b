import { Community, envelope, permissionOf } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Record_, camelRow, toRow } from '../../platform/crud.ts';
import { notFound } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { pgScope } from '../../platform/scope-sql.ts';

const tags = ['base: community'];
/** A fresh code: XQ, the region's code (000000 without one), a sequence of at least three digits. */
export const COMMUNITY_CODE_PREFIX = 'XQ';

const Counts = z.object({
  buildingCount: z.number(),
  unitCount: z.number(),
  roomCount: z.number(),
  residentCount: z.number(),
  carCount: z.number(),
  parkingCount: z.number(),
  parkingSpaceCount: z.number(),
  /** Rooms per state (com_room_state), only states that occur. */
  roomStateCounts: z.record(z.string(), z.number()),
});

const COUNTS_SQL = `
SELECT
  (SELECT count(*) FROM com_building WHERE ${pgScope(null, 1)} AND area_id = $2)::int AS "buildingCount",
  (SELECT count(*) FROM com_unit WHERE ${pgScope(null, 1)} AND area_id = $2)::int AS "unitCount",
  (SELECT count(*) FROM com_room WHERE ${pgScope(null, 1)} AND area_id = $2)::int AS "roomCount",
  (SELECT count(*) FROM com_resident WHERE ${pgScope(null, 1)} AND area_id = $2)::int AS "residentCount",
  (SELECT count(*) FROM com_car_info WHERE ${pgScope(null, 1)} AND area_id = $2)::int AS "carCount",
  (SELECT count(*) FROM com_parking WHERE ${pgScope(null, 1)} AND area_id = $2)::int AS "parkingCount",
  (SELECT count(*) FROM com_parking_space WHERE ${pgScope(null, 1)} AND area_id = $2)::int AS "parkingSpaceCount",
  (SELECT coalesce(jsonb_object_agg(state, n), '{}') FROM (
     SELECT state, count(*)::int AS n FROM com_room WHERE ${pgScope(null, 1)} AND area_id = $2 GROUP BY state) s
  ) AS "roomStateCounts"`;

/**
 * The community calls beyond the framework's CRUD: `createCode/{regionCode}` (a fresh code for the form's button)
 * and `community/queryCommunity/{id}` (the community with what it holds). Both stay in the caller's tenant and scope.
 * `getComAreaByAreaIds/{ids}` is served by system/user/routes.ts (the user form reads it): one route, not two.
 */
export const registerCommunityCalls = (app: FastifyInstance, { database }: ModuleDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;

  r.get('/api/base/new-com-area/createCode/:id', {
    schema: {
      tags,
      summary: "A community code not yet used in the tenant: XQ + the region code (or 000000) + a sequence; the save's unique check stays the guard",
      params: z.object({ id: z.string().regex(/^\d{1,12}$/, { error: 'positiveId' }) }),
      response: { 200: envelope(z.object({ code: z.string() })) },
    },
    config: { access: { anyOf: [permissionOf(Community, 'add'), permissionOf(Community, 'edit')] } },
    handler: async (request) => {
      const region = request.params.id === '0' ? '000000' : request.params.id;
      const prefix = `${COMMUNITY_CODE_PREFIX}${region}`;
      // Every code of the tenant with this prefix and a numeric tail, deleted rows included (a code once used is not handed out again).
      const { rows } = await pool.query<{ next: number }>(
        `SELECT coalesce(max(substr(area_code, $3)::bigint), 0) + 1 AS next FROM com_area
         WHERE ${pgScope(null, 1, { live: false })} AND left(area_code, $3 - 1) = $2 AND substr(area_code, $3) ~ '^[0-9]{1,12}$'`,
        [request.user!.tenantId, prefix, prefix.length + 1],
      );
      return ok({ code: `${prefix}${String(rows[0].next).padStart(3, '0')}` });
    },
  });

  r.get('/api/base/community/queryCommunity/:id', {
    schema: {
      tags,
      summary: 'A community with the counts of its buildings, units, rooms (by state), residents, vehicles, parking lots and spaces',
      params: z.object({ id: z.coerce.number().int().positive({ error: 'positiveId' }).max(Number.MAX_SAFE_INTEGER, { error: 'positiveId' }) }),
      response: { 200: envelope(z.record(z.string(), z.unknown()).and(Counts)) },
    },
    config: { access: permissionOf(Community, 'list') },
    handler: async (request) => {
      const { tenantId, areaIds } = scoped(request);
      const { id } = request.params;
      if (areaIds !== null && !areaIds.includes(id)) throw notFound();
      const { rows } = await pool.query(`SELECT * FROM com_area WHERE ${pgScope(null, 1)} AND id = $2`, [tenantId, id]);
      if (rows.length === 0) throw notFound();
      const { rows: counts } = await pool.query<z.infer<typeof Counts>>(COUNTS_SQL, [tenantId, id]);
      return ok({ ...toRow(Community, camelRow(rows[0] as Record_)), ...counts[0] });
    },
  });
};
