import { BATCH_MAX, BatchGenerateSchema, Building, type EntityDef, Room, Unit, createSchema, envelope, planBatch } from '@zhwy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnyEntityTable, Record_ } from '../../platform/crud.ts';
import type { Db } from '../../platform/db/client.ts';
import { insertMany } from '../../platform/db/insert-many.ts';
import { AppError, conflict, fieldErrors, validationFailed } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { mutate } from '../../platform/mutation.ts';
import { eachPaced, mapPaced, pacer } from '../../platform/pace.ts';
import { ok } from '../../platform/reply.ts';
import { type Scope, assertInScope, scoped } from '../../platform/scope.ts';
import { comBuilding, comRoom, comUnit } from '../schema.ts';
import { visibleCommunity } from './queries.ts';
import { floorInBuilding } from './rules.ts';
import { sqlScope } from '../../platform/scope-sql.ts';

const tags = ['base'];
type BuildingInfo = { id: number; areaId: number; aboveFloors: number; underFloors: number };

/** The live buildings among `ids`, locked FOR SHARE, by id (one statement). */
const lockBuildings = async (tx: Db, tenantId: number, ids: number[]) => {
  const { rows } = await tx.execute<BuildingInfo>(sql`
    SELECT id, area_id AS "areaId", above_floors AS "aboveFloors", COALESCE(under_floors, 0) AS "underFloors" FROM com_building
    WHERE ${sqlScope(null, { tenantId })} AND id = ANY(${`{${ids.join(',')}}`}::bigint[]) FOR SHARE`);
  return new Map(rows.map((row) => [row.id, row]));
};

/** The live units among `ids`, locked FOR SHARE: unit id → building id. */
const lockUnits = async (tx: Db, tenantId: number, ids: number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const { rows } = await tx.execute<{ id: number; buildingId: number }>(sql`
    SELECT id, building_id AS "buildingId" FROM com_unit WHERE ${sqlScope(null, { tenantId })} AND id = ANY(${`{${ids.join(',')}}`}::bigint[]) FOR SHARE`);
  return new Map(rows.map((row) => [row.id, row.buildingId]));
};

const lockCommunities = async (tx: Db, tenantId: number, ids: number[]) => {
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM com_area WHERE ${sqlScope(null, { tenantId })} AND id = ANY(${`{${ids.join(',')}}`}::bigint[]) FOR SHARE`);
  return new Set(rows.map((row) => row.id));
};

const distinct = (rows: Record_[], name: string) => [...new Set(rows.map((row) => row[name]).filter((v) => v != null).map(Number))];


type Batch = {
  entity: EntityDef;
  table: AnyEntityTable;
  /** Checks of the whole list against the stored hierarchy (field errors named `<index>.<field>`). */
  check: (tx: Db, tenantId: number, rows: Record_[]) => Promise<void>;
  /** The key a row must not share with another row of the list or a stored row, and the refusal naming it. */
  unique: { key: (row: Record_) => string; stored: (tx: Db, tenantId: number, rows: Record_[]) => Promise<Set<string>>; refuse: (row: Record_, index: number) => AppError };
};

/**
 * A list of new rows, all or nothing: refusals name the row (`3.roomNo`) and, for a duplicate, the number itself.
 * Each pass over the rows gives the event loop a turn between chunks (issue 21).
 */
const saveBatch = async (database: ModuleDeps['database'], request: FastifyRequest, batch: Batch, rows: Record_[]) => {
  const { tenantId, userId } = request.user!;
  const scope = scoped(request);
  const tick = pacer();
  await eachPaced(rows, (row) => assertInScope(scope, row.areaId), tick);
  return mutate(database, request, async (tx) => {
    const communities = await lockCommunities(tx, tenantId, distinct(rows, 'areaId'));
    await eachPaced(
      rows,
      (row, i) => {
        if (!communities.has(Number(row.areaId))) throw validationFailed({ [`${i}.areaId`]: 'refMissing' });
      },
      tick,
    );
    await batch.check(tx, tenantId, rows);
    const seen = new Set<string>();
    const stored = await batch.unique.stored(tx, tenantId, rows);
    await eachPaced(
      rows,
      (row, i) => {
        const key = batch.unique.key(row);
        if (seen.has(key) || stored.has(key)) throw batch.unique.refuse(row, i);
        seen.add(key);
      },
      tick,
    );
    await insertMany(tx, batch.table as PgTable, await mapPaced(rows, (row) => ({ ...row, tenantId, createBy: userId }), tick));
    return ok({ created: rows.length });
  });
};

/**
 * The stored keys among the list's: one statement over the values the list names (the numbers too: a building's
 * 10,000 stored rooms read back whole cost the event loop ~50 ms of row parsing, issue 21).
 */
const storedKeys = async (tx: Db, query: SQL) => new Set((await tx.execute<{ k: string }>(query)).rows.map((row) => row.k));
const textArray = (values: unknown[]) => `{${values.map((v) => `"${String(v).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

const buildingBatch = (): Batch => ({
  entity: Building,
  table: comBuilding,
  check: async () => {},
  unique: {
    key: (row) => `${row.areaId}|${row.buildingNo}`,
    stored: (tx, tenantId, rows) =>
      storedKeys(tx, sql`SELECT area_id || '|' || building_no AS k FROM com_building WHERE ${sqlScope(null, { tenantId })}
        AND building_no = ANY(${textArray(rows.map((r) => r.buildingNo))}::text[])`),
    refuse: (row, i) => new AppError(409, 'buildingNoTaken', { fields: { [`${i}.buildingNo`]: 'taken' }, params: { buildingNo: row.buildingNo } }),
  },
});

/** Each row's building must be live and of the row's community; a room's unit of its building, its floor one the building has. */
const checkPlacement = async (tx: Db, tenantId: number, rows: Record_[], floorField?: string) => {
  const buildings = await lockBuildings(tx, tenantId, distinct(rows, 'buildingId'));
  const units = await lockUnits(tx, tenantId, distinct(rows, 'unitId'));
  await eachPaced(rows, (row, i) => {
    const building = buildings.get(Number(row.buildingId));
    if (!building) throw validationFailed({ [`${i}.buildingId`]: 'refMissing' });
    if (building.areaId !== Number(row.areaId)) throw validationFailed({ [`${i}.buildingId`]: 'notInCommunity' });
    if (row.unitId != null && units.get(Number(row.unitId)) !== building.id) throw validationFailed({ [`${i}.unitId`]: 'notInCommunity' });
    if (floorField && !floorInBuilding(building, Number(row[floorField]))) throw validationFailed({ [`${i}.${floorField}`]: 'floorOutOfBuilding' });
  });
};

const unitBatch = (): Batch => ({
  entity: Unit,
  table: comUnit,
  check: (tx, tenantId, rows) => checkPlacement(tx, tenantId, rows),
  unique: {
    key: (row) => `${row.buildingId}|${row.unitNo}`,
    stored: (tx, tenantId, rows) =>
      storedKeys(tx, sql`SELECT building_id || '|' || unit_no AS k FROM com_unit WHERE ${sqlScope(null, { tenantId })}
        AND building_id = ANY(${`{${distinct(rows, 'buildingId').join(',')}}`}::bigint[]) AND unit_no = ANY(${textArray(rows.map((r) => r.unitNo))}::text[])`),
    refuse: (_row, i) => conflict('duplicate', { [`${i}.unitNo`]: 'taken' }),
  },
});

const roomBatch = (): Batch => ({
  entity: Room,
  table: comRoom,
  check: (tx, tenantId, rows) => checkPlacement(tx, tenantId, rows, 'floor'),
  unique: {
    key: (row) => `${row.buildingId}|${row.unitId ?? 0}|${row.roomNo}`,
    stored: (tx, tenantId, rows) =>
      storedKeys(tx, sql`SELECT building_id || '|' || COALESCE(unit_id, 0) || '|' || room_no AS k FROM com_room WHERE ${sqlScope(null, { tenantId })}
        AND building_id = ANY(${`{${distinct(rows, 'buildingId').join(',')}}`}::bigint[]) AND room_no = ANY(${textArray(rows.map((r) => r.roomNo))}::text[])`),
    refuse: (row, i) => new AppError(409, 'roomNoTaken', { fields: { [`${i}.roomNo`]: 'taken' }, params: { roomNo: row.roomNo } }),
  },
});

/**
 * A list body of an entity's creates, checked row by row in the handler with a turn of the event loop between
 * chunks (issue 21: validating 10,000 rows in the route's schema held the loop for a second). The route's schema
 * checks only that it is a list of objects; a row without a field that has a default takes it, as the form would
 * have sent it; every row's errors are reported together, named `<index>.<field>` as before.
 */
const rowsOf = (entity: EntityDef) => {
  const defaults = Object.entries(entity.fields).filter(([, f]) => f.default !== undefined && !f.readOnly).map(([name, f]) => [name, f.default] as const);
  const schema = createSchema(entity);
  return async (request: FastifyRequest, body: Record_[]): Promise<Record_[]> => {
    const tick = pacer();
    const issues: z.core.$ZodIssue[] = [];
    const rows: Record_[] = [];
    for (const [index, row] of body.entries()) {
      const filled: Record_ = { ...row };
      for (const [name, value] of defaults) if (filled[name] === undefined) filled[name] = value;
      const parsed = schema.safeParse(filled);
      if (parsed.success) rows.push(parsed.data as Record_);
      else issues.push(...parsed.error.issues.map((issue) => ({ ...issue, path: [index, ...issue.path] })));
      if (index % 200 === 199) await tick();
    }
    if (issues.length > 0) {
      const fields = fieldErrors(issues, request.headers['accept-language'], body);
      throw new AppError(422, `提交的数据有误：${Object.entries(fields).map(([k, v]) => `${k} ${v}`).join('；')}`, { fields });
    }
    return rows;
  };
};
const ListBody = z.array(z.record(z.string(), z.unknown()), { error: 'required' }).min(1, { error: 'required' });

/**
 * batchSaveBuilding, batchSaveUnit, batchSaveRoom (lists of creates, all or nothing) and the batch wizard's
 * ComBuilding/batchGenerate (buildings, their units, floors and rooms by a numbering rule, in one transaction).
 */
export const registerBatch = (app: FastifyInstance, { database }: ModuleDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const saves = [
    { path: '/api/base/batchSaveBuilding', batch: buildingBatch() },
    { path: '/api/base/batchSaveUnit', batch: unitBatch() },
    { path: '/api/base/batchSaveRoom', batch: roomBatch() },
  ];
  for (const { path, batch } of saves) {
    const { entity } = batch;
    const parse = rowsOf(entity);
    r.post(path, {
      schema: { tags, summary: `Create a list of ${entity.module}.${entity.name} (each row as its create), all or none`, body: ListBody, response: { 200: envelope(z.object({ created: z.number() })) } },
      config: {
        access: `${entity.permission}:add`,
        operation: `批量新增${entity.title}`,
        operationKey: { key: 'entityCreate', params: { entity: `${entity.module}.${entity.name}`, title: entity.title } },
      },
      handler: async (request) => {
        const body = request.body as Record_[];
        if (body.length > BATCH_MAX) throw new AppError(422, 'batchTooMany', { params: { max: BATCH_MAX }, fields: { _: 'batchTooMany' } });
        return saveBatch(database, request, batch, await parse(request, body));
      },
    });
  }

  r.post('/api/base/ComBuilding/batchGenerate', {
    schema: {
      tags,
      summary: 'The batch wizard: buildings with their units, floors and rooms, all or none',
      body: BatchGenerateSchema,
      response: { 200: envelope(z.object({ buildings: z.number(), units: z.number(), floors: z.number(), rooms: z.number(), ms: z.number() })) },
    },
    config: { access: `${Building.permission}:add`, operation: '批量生成楼栋', operationKey: { key: 'entityBatchCreate', params: { entity: 'base.building', title: '楼栋' } } },
    handler: async (request) => {
      const started = performance.now();
      const input = request.body;
      const plan = planBatch(input);
      if (plan.rooms > BATCH_MAX) throw new AppError(422, 'batchTooMany', { params: { max: BATCH_MAX }, fields: { roomsPerFloor: 'batchTooMany' } });
      const scope: Scope = scoped(request);
      const { tenantId, userId } = request.user!;
      const duplicate = input.buildingNos.find((no, i) => input.buildingNos.indexOf(no) !== i);
      if (duplicate) throw new AppError(409, 'buildingNoTaken', { fields: { buildingNos: 'taken' }, params: { buildingNo: duplicate } });
      await mutate(database, request, async (tx) => {
        await visibleCommunity(tx, scope, input.areaId, true);
        const taken = await storedKeys(
          tx,
          sql`SELECT building_no AS k FROM com_building WHERE ${sqlScope(null, { tenantId })} AND area_id = ${input.areaId} AND building_no = ANY(${textArray(input.buildingNos)}::text[])`,
        );
        const first = input.buildingNos.find((no) => taken.has(no));
        if (first) throw new AppError(409, 'buildingNoTaken', { fields: { buildingNos: 'taken' }, params: { buildingNo: first } });
        await generate(tx, { tenantId, userId, input, plan });
      });
      return ok({ buildings: plan.buildings, units: plan.units, floors: plan.floors, rooms: plan.rooms, ms: Math.round(performance.now() - started) });
    },
  });
};

type Generate = { tenantId: number; userId: number; input: z.output<typeof BatchGenerateSchema>; plan: ReturnType<typeof planBatch> };

/** The inserts of a batch: one statement per level (buildings, units, floors, rooms), rows from unnest'ed arrays. */
const generate = async (tx: Db, { tenantId, userId, input, plan }: Generate) => {
  const list = (values: (string | number | null)[]) => `{${values.map((v) => (v === null ? 'NULL' : `"${v}"`)).join(',')}}`;
  const nos = input.buildingNos;
  const { rows: buildings } = await tx.execute<{ id: number; no: string }>(sql`
    INSERT INTO com_building (tenant_id, area_id, building_no, building_name, building_type, above_floors, under_floors, create_by)
    SELECT ${tenantId}, ${input.areaId}, no, no || '号楼', ${input.buildingType}, ${input.aboveFloors}, ${input.underFloors}, ${userId}
    FROM unnest(${list(nos)}::text[]) WITH ORDINALITY AS t(no, i) ORDER BY i
    RETURNING id, building_no AS no`);
  const buildingIds = buildings.map((b) => b.id);
  // Units: building × 1…units, numbered 1, 2, … and named 1单元, 2单元, …
  const unitIdOf = new Map<string, number>();
  if (input.units > 0) {
    const { rows: units } = await tx.execute<{ id: number; buildingId: number; no: string }>(sql`
      INSERT INTO com_unit (tenant_id, area_id, building_id, unit_no, unit_name, sort, create_by)
      SELECT ${tenantId}, ${input.areaId}, b, u::text, u || '单元', u, ${userId}
      FROM unnest(${list(buildingIds)}::bigint[]) AS b, generate_series(1, ${input.units}) AS u
      RETURNING id, building_id AS "buildingId", unit_no AS no`);
    for (const unit of units) unitIdOf.set(`${unit.buildingId}|${unit.no}`, unit.id);
  }
  await tx.execute(sql`
    INSERT INTO com_building_floor (tenant_id, area_id, building_id, floor_no, floor_name, create_by)
    SELECT ${tenantId}, ${input.areaId}, b, f, CASE WHEN f < 0 THEN '地下' || (-f) || '层' ELSE f || '层' END, ${userId}
    FROM unnest(${list(buildingIds)}::bigint[]) AS b, unnest(${list(plan.floorNos)}::int[]) AS f`);
  const template = plan.roomsOfBuilding();
  const building: number[] = [];
  const unit: (number | null)[] = [];
  const floor: number[] = [];
  const roomNo: string[] = [];
  for (const id of buildingIds)
    for (const room of template) {
      building.push(id);
      unit.push(room.unit === 0 ? null : unitIdOf.get(`${id}|${room.unit}`)!);
      floor.push(room.floor);
      roomNo.push(room.roomNo);
    }
  // The rule gives each room of a unit its own number; a clash (a rule and sizes that collide) is refused naming it.
  const seen = new Set<string>();
  for (let i = 0; i < roomNo.length; i++) {
    const key = `${building[i]}|${unit[i]}|${roomNo[i]}`;
    if (seen.has(key)) throw new AppError(409, 'roomNoTaken', { fields: { pattern: 'taken' }, params: { roomNo: roomNo[i] } });
    seen.add(key);
  }
  if (roomNo.length > 0) {
    await tx.execute(sql`
      INSERT INTO com_room (tenant_id, area_id, building_id, unit_id, floor, room_no, create_by, place_key)
      SELECT ${tenantId}, ${input.areaId}, t.b, t.u, t.f, t.n, ${userId}, room_place_key(cb.sort, cb.building_no, cu.sort, cu.unit_no, t.n)
      FROM unnest(${list(building)}::bigint[], ${list(unit)}::bigint[], ${list(floor)}::int[], ${list(roomNo)}::text[]) AS t(b, u, f, n)
      -- The place keys here, set-based (the rooms' trigger would look each building and unit up again): the rows just written.
      JOIN com_building cb ON cb.id = t.b LEFT JOIN com_unit cu ON cu.id = t.u`);
  }
};
