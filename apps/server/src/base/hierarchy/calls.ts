import { BASE_PERMISSIONS, Building, Floor, Resident, Unit, envelope, idSchema, maskValue, permissionOf } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, validationFailed } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { PICKER_ACCESS } from './access.ts';
import { OPTIONS_MAX } from './pickers.ts';
import { boundResidents, visibleBuilding } from './queries.ts';
import { guardFloorDelete } from './rules.ts';
import { sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';
import { checkNotReferenced, keyOf } from '../../platform/references.ts';

const tags = ['base'];
const BuildingItem = z.object({ id: z.number(), areaId: z.number(), buildingNo: z.string(), buildingName: z.string(), aboveFloors: z.number(), underFloors: z.number() });
const UnitItem = z.object({ id: z.number(), buildingId: z.number(), unitNo: z.string(), unitName: z.string() });
const FloorItem = z.object({ id: z.number(), floorNo: z.number(), floorName: z.string().nullable(), leaderId: z.number().nullable(), leaderName: z.string().nullable(), leaderPhone: z.string().nullable() });
const ResidentItem = z.object({ bindingId: z.number(), residentId: z.number(), roomId: z.number(), roomNo: z.string(), name: z.string(), mobile: z.string(), relation: z.string(), residentType: z.string() });

/** The spec's other hierarchy calls: whole lists for selects, a building's floors and units, the floor leader, residents by building. */
export const registerCalls = (app: FastifyInstance, { database }: ModuleDeps) => {
  const { db } = database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const buildingQuery = z.object({ buildingId: idSchema });

  r.get('/api/base/getAllComBuildingList', {
    schema: { tags, summary: "The caller's buildings (of one community with areaId), at most 1000", querystring: z.object({ areaId: idSchema.optional() }), response: { 200: envelope(z.array(BuildingItem)) } },
    config: { access: PICKER_ACCESS },
    handler: async (request) => {
      const scope = scoped(request);
      const { rows } = await db.execute<z.infer<typeof BuildingItem>>(sql`
        SELECT id, area_id AS "areaId", building_no AS "buildingNo", building_name AS "buildingName", above_floors AS "aboveFloors", COALESCE(under_floors, 0) AS "underFloors"
        FROM com_building WHERE ${sqlScope(null, scope, { community: 'area_id' })}
          ${request.query.areaId ? sql`AND area_id = ${request.query.areaId}` : sql``}
        ORDER BY area_id, COALESCE(sort, 0), natural_key(building_no) COLLATE "C", id LIMIT ${OPTIONS_MAX}`);
      return ok(rows);
    },
  });

  // "CB" read as ComBuilding: one building with its units and its counts of floors and rooms.
  r.get('/api/base/ComBuilding/selectComBuildingListByCBId', {
    schema: {
      tags,
      summary: 'A building with its units and counts',
      querystring: z.object({ id: idSchema }),
      response: { 200: envelope(BuildingItem.extend({ units: z.array(UnitItem), floors: z.number(), rooms: z.number() })) },
    },
    config: { access: permissionOf(Building, 'list') },
    handler: async (request) => {
      const scope = scoped(request);
      const building = await visibleBuilding(db, scope, request.query.id);
      const { rows: units } = await db.execute<z.infer<typeof UnitItem>>(sql`
        SELECT id, building_id AS "buildingId", unit_no AS "unitNo", unit_name AS "unitName" FROM com_unit
        WHERE ${sqlScope(null, scope)} AND building_id = ${building.id} ORDER BY COALESCE(sort, 0), natural_key(unit_no) COLLATE "C", id`);
      const { rows } = await db.execute<{ floors: number; rooms: number }>(sql`
        SELECT (SELECT count(*) FROM com_building_floor WHERE ${sqlScope(null, scope)} AND building_id = ${building.id})::int AS floors,
          (SELECT count(*) FROM com_room WHERE ${sqlScope(null, scope)} AND building_id = ${building.id})::int AS rooms`);
      return ok({ ...building, units, ...rows[0] });
    },
  });

  r.get('/api/base/ComBuilding/buildingFloor', {
    schema: { tags, summary: "A building's floor rows with their leaders (masked)", querystring: buildingQuery, response: { 200: envelope(z.array(FloorItem)) } },
    config: { access: { anyOf: [permissionOf(Floor, 'list'), permissionOf(Building, 'list')] } },
    handler: async (request) => {
      const scope = scoped(request);
      await visibleBuilding(db, scope, request.query.buildingId);
      const { rows } = await db.execute<z.infer<typeof FloorItem>>(sql`
        SELECT f.id, f.floor_no AS "floorNo", f.floor_name AS "floorName", f.leader_id AS "leaderId", r.name AS "leaderName", r.mobile AS "leaderPhone"
        FROM com_building_floor f LEFT JOIN com_resident r ON r.id = f.leader_id AND ${sqlSameTenant('r', 'f')}
        WHERE ${sqlScope('f', scope)} AND f.building_id = ${request.query.buildingId} ORDER BY f.floor_no DESC`);
      return ok(rows.map((row) => ({ ...row, leaderName: row.leaderName && maskValue('name', row.leaderName), leaderPhone: row.leaderPhone && maskValue('mobile', row.leaderPhone) })));
    },
  });

  r.post('/api/base/ComBuilding/delete/buildingFloor', {
    schema: {
      tags,
      summary: "Deletes floor rows of a building by number, all or none; refused while a floor has rooms",
      body: z.strictObject({ buildingId: idSchema, floorNos: z.array(z.number().int().min(-20).max(200)).min(1, { error: 'required' }).max(220) }),
      response: { 200: envelope(z.object({ deleted: z.number() })) },
    },
    config: { access: permissionOf(Floor, 'delete'), operation: '删除楼层', operationKey: { key: 'entityDeleteMany', params: { entity: 'base.floor', title: '楼层' } } },
    handler: async (request) => {
      const scope = scoped(request);
      const { buildingId, floorNos } = request.body;
      const deleted = await mutate(database, request, async (tx) => {
        await visibleBuilding(tx, scope, buildingId, 'share');
        const { rows } = await tx.execute<{ id: number; buildingId: number; floorNo: number }>(sql`
          SELECT id, building_id AS "buildingId", floor_no AS "floorNo" FROM com_building_floor
          WHERE ${sqlScope(null, scope)} AND building_id = ${buildingId} AND floor_no = ANY(${`{${floorNos.join(',')}}`}::int[])
          ORDER BY id FOR UPDATE`);
        if (rows.length !== new Set(floorNos).size) throw notFound();
        for (const row of rows) await guardFloorDelete({ tx, tenantId: scope.tenantId, current: row });
        await checkNotReferenced(tx, keyOf(Floor), scope.tenantId, rows.map((row) => row.id));
        await tx.execute(sql`UPDATE com_building_floor SET del_flag = 1, update_by = ${request.user!.userId}, update_time = now()
          WHERE ${sqlScope(null, scope, { live: false })} AND id = ANY(${`{${rows.map((row) => row.id).join(',')}}`}::bigint[])`);
        return rows.length;
      });
      return ok({ deleted });
    },
  });

  r.post('/api/base/new-com-building/bindFloorLeader', {
    schema: {
      tags,
      summary: "Sets a floor's leader (a resident of the floor's community; null clears it); reads show the resident's name and mobile, masked",
      body: z.strictObject({ id: idSchema, leaderId: idSchema.nullable() }),
      response: { 200: envelope(z.object({ id: z.number(), leaderId: z.number().nullable() })) },
    },
    config: {
      access: BASE_PERMISSIONS.floorLeader,
      operation: '设置楼层长',
      operationKey: { key: 'entitySetField', params: { entity: 'base.floor', title: '楼层', field: 'leaderId', label: '楼层长' } },
    },
    handler: async (request) => {
      const scope = scoped(request);
      const { id, leaderId } = request.body;
      await mutate(database, request, async (tx) => {
        const { rows } = await tx.execute<{ areaId: number }>(sql`
          SELECT area_id AS "areaId" FROM com_building_floor WHERE ${sqlScope(null, scope, { community: 'area_id' })} AND id = ${id} FOR UPDATE`);
        if (!rows[0]) throw notFound();
        // Only the reference is stored: the leader's name and mobile are read through it (never a stale copy).
        if (leaderId !== null) {
          const { rows: residents } = await tx.execute<{ areaId: number }>(sql`
            SELECT area_id AS "areaId" FROM com_resident WHERE ${sqlScope(null, scope)} AND id = ${leaderId} FOR SHARE`);
          if (!residents[0]) throw validationFailed({ leaderId: 'refMissing' });
          if (residents[0].areaId !== rows[0].areaId) throw validationFailed({ leaderId: 'notInCommunity' });
        }
        await tx.execute(sql`UPDATE com_building_floor SET leader_id = ${leaderId}, update_by = ${request.user!.userId}, update_time = now()
          WHERE ${sqlScope(null, scope, { live: false })} AND id = ${id}`);
      });
      return ok({ id, leaderId });
    },
  });

  r.get('/api/base/ComUnit/getAllComUnitList', {
    schema: { tags, summary: "A building's units (all, for selects)", querystring: buildingQuery, response: { 200: envelope(z.array(UnitItem)) } },
    config: { access: { anyOf: [permissionOf(Unit, 'list'), ...PICKER_ACCESS.anyOf] } },
    handler: async (request) => {
      const scope = scoped(request);
      await visibleBuilding(db, scope, request.query.buildingId);
      const { rows } = await db.execute<z.infer<typeof UnitItem>>(sql`
        SELECT id, building_id AS "buildingId", unit_no AS "unitNo", unit_name AS "unitName" FROM com_unit
        WHERE ${sqlScope(null, scope)} AND building_id = ${request.query.buildingId} ORDER BY COALESCE(sort, 0), natural_key(unit_no) COLLATE "C", id LIMIT ${OPTIONS_MAX}`);
      return ok(rows);
    },
  });

  r.post('/api/base/selectResidentListByBuildingId', {
    schema: {
      tags,
      summary: "Residents bound to a building's rooms (masked), paged",
      body: z.strictObject({ buildingId: idSchema, page: z.number().int().min(0).max(100_000).default(0), size: z.number().int().min(1).max(1000).default(13) }),
      response: { 200: z.object({ data: z.array(ResidentItem), recordsTotal: z.number() }) },
    },
    config: { access: { anyOf: [permissionOf(Building, 'list'), permissionOf(Resident, 'list')] }, reads: true },
    handler: async (request) => {
      const scope = scoped(request);
      const { buildingId, page, size } = request.body;
      await visibleBuilding(db, scope, buildingId);
      const where = sql`rr.room_id IN (SELECT id FROM com_room WHERE ${sqlScope(null, scope)} AND building_id = ${buildingId})`;
      const all = await boundResidents(db, scope.tenantId, where, (page + 1) * size);
      const { rows: rooms } = await db.execute<{ id: number; roomNo: string }>(sql`
        SELECT id, room_no AS "roomNo" FROM com_room WHERE ${sqlScope(null, scope)} AND building_id = ${buildingId}
          AND id = ANY(${`{${[...new Set(all.map((a) => a.roomId)), 0].join(',')}}`}::bigint[])`);
      const roomNo = new Map(rooms.map((room) => [room.id, room.roomNo]));
      const { rows: total } = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM com_resident_room rr JOIN com_resident r ON r.id = rr.resident_id AND ${sqlSameTenant('r', 'rr')}
        WHERE ${sqlScope('rr', scope)} AND ${where}`);
      return { data: all.slice(page * size).map((row) => ({ ...row, roomNo: roomNo.get(row.roomId) ?? '' })), recordsTotal: total[0].n };
    },
  });
};
