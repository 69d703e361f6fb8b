import { Room, envelope, idSchema } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../platform/module.ts';
import { notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { type Scope, assertInScope, scoped } from '../../platform/scope.ts';
import { columnsOf } from '../../platform/crud.ts';
import { idsByPath } from '../../platform/path-search.ts';
import { comRoom } from '../schema.ts';
import { PICKER_ACCESS } from './access.ts';
import { boundResidents, visibleBuilding, visibleCommunity } from './queries.ts';
import { sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';

/** Option lists stop at 1000 rows (spec §9). */
export const OPTIONS_MAX = 1000;
/** A picker's search answers a screenful: the user types more to narrow it. */
const SEARCH_MAX = 50;

const tags = ['base'];
const floorNo = z.coerce.number().int().min(-20).max(200);
const optionalId = idSchema.optional();

const AreaOption = z.object({ id: z.number(), areaName: z.string() });
const BuildingOption = z.object({ id: z.number(), areaId: z.number(), buildingNo: z.string(), buildingName: z.string() });
const UnitOption = z.object({ id: z.number(), buildingId: z.number(), unitNo: z.string(), unitName: z.string() });
const FloorOption = z.object({ floor: z.number(), floorName: z.string().nullable() });
const RoomOption = z.object({ id: z.number(), buildingId: z.number(), unitId: z.number().nullable(), floor: z.number(), roomNo: z.string(), state: z.string() });
/** Rooms (alias r) with their place, as RoomPath: community, building and unit named (deleted ones too: a stored value). */
const ROOM_PATHS = sql`
  SELECT r.id, r.area_id AS "areaId", a.area_name AS "areaName", r.building_id AS "buildingId", b.building_name AS "buildingName",
    r.unit_id AS "unitId", u.unit_name AS "unitName", r.floor, r.room_no AS "roomNo"
  FROM com_room r
  JOIN com_area a ON a.id = r.area_id AND ${sqlSameTenant('a', 'r', { live: false })}
  JOIN com_building b ON b.id = r.building_id AND ${sqlSameTenant('b', 'r', { live: false })}
  LEFT JOIN com_unit u ON u.id = r.unit_id AND ${sqlSameTenant('u', 'r', { live: false })}`;

const RoomPath = z.object({
  id: z.number(),
  areaId: z.number(),
  areaName: z.string(),
  buildingId: z.number(),
  buildingName: z.string(),
  unitId: z.number().nullable(),
  unitName: z.string().nullable(),
  floor: z.number(),
  roomNo: z.string(),
});
const ResidentOption = z.object({ bindingId: z.number(), residentId: z.number(), roomId: z.number(), name: z.string(), mobile: z.string(), relation: z.string(), residentType: z.string() });

/** The floors of a building (of one unit when `unitId` is given): those its rooms are on, with the floor rows' names. */
const floorsOf = async (db: ModuleDeps['database']['db'], scope: Scope, buildingId: number, unitId?: number) => {
  await visibleBuilding(db, scope, buildingId);
  const { rows } = await db.execute<{ floor: number; floorName: string | null }>(sql`
    SELECT f.floor, bf.floor_name AS "floorName"
    FROM (SELECT DISTINCT floor FROM com_room WHERE ${sqlScope(null, scope)} AND building_id = ${buildingId}
          ${unitId ? sql`AND unit_id = ${unitId}` : sql``}
          UNION SELECT floor_no FROM com_building_floor WHERE ${sqlScope(null, scope)} AND building_id = ${buildingId} AND ${unitId ? sql`FALSE` : sql`TRUE`}) f
    LEFT JOIN com_building_floor bf ON ${sqlScope('bf', scope)} AND bf.building_id = ${buildingId} AND bf.floor_no = f.floor
    ORDER BY f.floor LIMIT ${OPTIONS_MAX}`);
  return rows;
};

/** Rooms of a building, optionally of one unit and floor, by floor and number. */
const roomsOf = async (db: ModuleDeps['database']['db'], scope: Scope, filter: { buildingId: number; unitId?: number; floor?: number }) => {
  await visibleBuilding(db, scope, filter.buildingId);
  const { rows } = await db.execute<z.infer<typeof RoomOption>>(sql`
    SELECT id, building_id AS "buildingId", unit_id AS "unitId", floor, room_no AS "roomNo", state FROM com_room
    WHERE ${sqlScope(null, scope)} AND building_id = ${filter.buildingId}
      ${filter.unitId ? sql`AND unit_id = ${filter.unitId}` : sql``}
      ${filter.floor !== undefined ? sql`AND floor = ${filter.floor}` : sql``}
    ORDER BY floor, natural_key(room_no) COLLATE "C", id LIMIT ${OPTIONS_MAX}`);
  return rows;
};

/**
 * The shared pickers (community → building → unit → floor → room) under /api/base/common-plugins and the toll
 * centre's /api/zhwy/fee-common: reads only, limited to the caller's tenant and communities (a building outside
 * them is 404, a community outside them 403). POST reads may repeat (no duplicate-submit guard, not logged).
 */
export const registerPickers = (app: FastifyInstance, { database }: ModuleDeps) => {
  const { db } = database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: PICKER_ACCESS };
  const postRead = { access: PICKER_ACCESS, reads: true };
  const idParams = z.object({ id: idSchema });

  r.get('/api/base/common-plugins/queryBuildingByAreaId/:id', {
    schema: { tags, summary: "A community's buildings (options)", params: idParams, response: { 200: envelope(z.array(BuildingOption)) } },
    config,
    handler: async (request) => {
      const scope = scoped(request);
      await visibleCommunity(db, scope, request.params.id);
      const { rows } = await db.execute<z.infer<typeof BuildingOption>>(sql`
        SELECT id, area_id AS "areaId", building_no AS "buildingNo", building_name AS "buildingName" FROM com_building
        WHERE ${sqlScope(null, scope)} AND area_id = ${request.params.id}
        ORDER BY COALESCE(sort, 0), natural_key(building_no) COLLATE "C", id LIMIT ${OPTIONS_MAX}`);
      return ok(rows);
    },
  });

  r.get('/api/base/common-plugins/queryUnitsByBuildingId/:id', {
    schema: { tags, summary: "A building's units (options)", params: idParams, response: { 200: envelope(z.array(UnitOption)) } },
    config,
    handler: async (request) => {
      const scope = scoped(request);
      await visibleBuilding(db, scope, request.params.id);
      const { rows } = await db.execute<z.infer<typeof UnitOption>>(sql`
        SELECT id, building_id AS "buildingId", unit_no AS "unitNo", unit_name AS "unitName" FROM com_unit
        WHERE ${sqlScope(null, scope)} AND building_id = ${request.params.id}
        ORDER BY COALESCE(sort, 0), natural_key(unit_no) COLLATE "C", id LIMIT ${OPTIONS_MAX}`);
      return ok(rows);
    },
  });

  r.post('/api/base/common-plugins/getFloors', {
    schema: { tags, summary: "A building's (or unit's) floors", body: z.strictObject({ buildingId: idSchema, unitId: optionalId }), response: { 200: envelope(z.array(FloorOption)) } },
    config: postRead,
    handler: async (request) => ok(await floorsOf(db, scoped(request), request.body.buildingId, request.body.unitId)),
  });

  r.post('/api/base/common-plugins/getRooms', {
    schema: {
      tags,
      summary: "A building's rooms, optionally of a unit and floor",
      body: z.strictObject({ buildingId: idSchema, unitId: optionalId, floor: floorNo.optional() }),
      response: { 200: envelope(z.array(RoomOption)) },
    },
    config: postRead,
    handler: async (request) => ok(await roomsOf(db, scoped(request), request.body)),
  });

  /** Where a room sits (community, building, unit, floor): a picker shows a form's stored value with it. */
  r.get('/api/base/common-plugins/roomPath/:id', {
    schema: { tags, summary: "A room's place in the hierarchy", params: idParams, response: { 200: envelope(RoomPath) } },
    config,
    handler: async (request) => {
      const scope = scoped(request);
      const { rows } = await db.execute<z.infer<typeof RoomPath>>(sql`
        ${ROOM_PATHS}
        WHERE ${sqlScope('r', scope, { community: 'area_id' })} AND r.id = ${request.params.id}`);
      if (!rows[0]) throw notFound();
      return ok(rows[0]);
    },
  });

  /**
   * Rooms by number or by path (3-2-302: building 3 by number or name, unit 2, room 302; an optional unit may be left
   * out), as a picker's search finds them: at most 50, in the list's order, each with its place. Within the caller's
   * communities (one of them with `areaId`: another is 403).
   */
  r.get('/api/base/common-plugins/searchRooms', {
    schema: {
      tags,
      summary: 'Rooms by number or path (3-2-302), at most 50, each with its place',
      querystring: z.strictObject({ text: z.string().trim().min(1, { error: 'required' }).max(50, { error: 'max' }), areaId: optionalId }),
      response: { 200: envelope(z.array(RoomPath)) },
    },
    config,
    handler: async (request) => {
      const scope = scoped(request);
      const { text, areaId } = request.query;
      if (areaId) assertInScope(scope, areaId);
      const ids = (await idsByPath(db, Room, columnsOf(comRoom), scope, text)) ?? [];
      const { rows } = await db.execute<z.infer<typeof RoomPath>>(sql`
        ${ROOM_PATHS}
        WHERE ${sqlScope('r', scope, { community: 'area_id' })} ${areaId ? sql`AND r.area_id = ${areaId}` : sql``}
          AND (r.id = ANY(${`{${ids.join(',')}}`}::bigint[]) OR lower(r.room_no) LIKE lower(${`%${text.replace(/[\\%_]/g, '\\$&')}%`}))
        ORDER BY r.area_id, r.place_key, r.id LIMIT ${SEARCH_MAX}`);
      return ok(rows);
    },
  });

  // The toll centre's pickers (fee-common).
  r.get('/api/zhwy/fee-common/queryAllArea', {
    schema: { tags, summary: "The caller's communities (options)", response: { 200: envelope(z.array(AreaOption)) } },
    config,
    handler: async (request) => {
      const scope = scoped(request);
      const { rows } = await db.execute<z.infer<typeof AreaOption>>(sql`
        SELECT id, area_name AS "areaName" FROM com_area WHERE ${sqlScope(null, scope, { community: 'id' })}
        ORDER BY id LIMIT ${OPTIONS_MAX}`);
      return ok(rows);
    },
  });

  // {buildingId}/{unitId}: 0 for the unit means the whole building.
  r.get('/api/zhwy/fee-common/getFloors/:buildingId/:unitId', {
    schema: {
      tags,
      summary: "A building's floors; unitId 0: every unit",
      params: z.object({ buildingId: idSchema, unitId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
      response: { 200: envelope(z.array(FloorOption)) },
    },
    config,
    handler: async (request) => ok(await floorsOf(db, scoped(request), request.params.buildingId, request.params.unitId || undefined)),
  });

  // {buildingId}/{floor}: the building's rooms on that floor; `?unitId=` narrows to one unit.
  r.get('/api/zhwy/fee-common/getRooms/:buildingId/:floor', {
    schema: {
      tags,
      summary: "A building's rooms on one floor (optionally of one unit)",
      params: z.object({ buildingId: idSchema, floor: floorNo }),
      querystring: z.object({ unitId: optionalId }),
      response: { 200: envelope(z.array(RoomOption)) },
    },
    config,
    handler: async (request) => ok(await roomsOf(db, scoped(request), { buildingId: request.params.buildingId, floor: request.params.floor, unitId: request.query.unitId })),
  });

  // "Tend" read as tenement (房屋): the residents bound to room {id}, masked, e.g. to choose who pays a bill.
  r.get('/api/zhwy/fee-common/getListForTendId/:id', {
    schema: { tags, summary: "The residents bound to a room (masked)", params: idParams, response: { 200: envelope(z.array(ResidentOption)) } },
    config,
    handler: async (request) => {
      const scope = scoped(request);
      const { rows } = await db.execute(sql`
        SELECT id FROM com_room WHERE ${sqlScope(null, scope, { community: 'area_id' })} AND id = ${request.params.id}`);
      if (!rows[0]) throw notFound();
      return ok(await boundResidents(db, scope.tenantId, sql`rr.room_id = ${request.params.id}`));
    },
  });
};
