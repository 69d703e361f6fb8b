import { sql } from 'drizzle-orm';
import type { Record_ } from '../../platform/crud.ts';
import type { Db } from '../../platform/db/client.ts';
import { type AppError, conflict, validationFailed } from '../../platform/errors.ts';
import { eachPaced, mapPaced, pacer } from '../../platform/pace.ts';
import { sqlScope } from '../../platform/scope-sql.ts';
import type { RuleContext, DeleteRuleContext } from '../../platform/entity-context.ts';

type Building = { areaId: number; aboveFloors: number; underFloors: number };

/** The live building `id` of the tenant, locked FOR SHARE (a concurrent delete waits), or null. */
export const lockBuilding = async (tx: Db, tenantId: number, id: number): Promise<Building | null> => {
  const { rows } = await tx.execute<Building>(sql`
    SELECT area_id AS "areaId", above_floors AS "aboveFloors", COALESCE(under_floors, 0) AS "underFloors"
    FROM com_building WHERE ${sqlScope(null, { tenantId })} AND id = ${id} FOR SHARE`);
  return rows[0] ?? null;
};

/** A floor number the building has: 1…above, −under…−1 (no floor 0). */
export const floorInBuilding = (building: Building, floor: number) => floor !== 0 && floor <= building.aboveFloors && floor >= -building.underFloors;

/** A row's building must be of the row's community (422 buildingId notInCommunity); answers the building. */
const buildingOf = async (tx: Db, tenantId: number, merged: Record_) => {
  const building = await lockBuilding(tx, tenantId, Number(merged.buildingId));
  if (!building) throw validationFailed({ buildingId: 'refMissing' });
  if (building.areaId !== Number(merged.areaId)) throw validationFailed({ buildingId: 'notInCommunity' });
  return building;
};

const touches = (values: Record_, names: string[]) => names.some((name) => values[name] !== undefined);

/** A unit: its building is of its community. */
export const validateUnit = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  if (touches(values, ['areaId', 'buildingId'])) await buildingOf(tx, tenantId, { ...current, ...values });
};

/** A floor: its building is of its community, and the building has that floor. */
export const validateFloor = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  if (!touches(values, ['areaId', 'buildingId', 'floorNo'])) return;
  const merged = { ...current, ...values };
  const building = await buildingOf(tx, tenantId, merged);
  if (!floorInBuilding(building, Number(merged.floorNo))) throw validationFailed({ floorNo: 'floorOutOfBuilding' });
};

/** A room: its building is of its community, its unit (if any) of its building, its floor one the building has. */
export const validateRoom = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  if (!touches(values, ['areaId', 'buildingId', 'unitId', 'floor'])) return;
  const merged = { ...current, ...values };
  const building = await buildingOf(tx, tenantId, merged);
  if (merged.unitId != null) {
    const { rows } = await tx.execute(sql`
      SELECT 1 FROM com_unit WHERE ${sqlScope(null, { tenantId })} AND id = ${Number(merged.unitId)} AND building_id = ${Number(merged.buildingId)}`);
    if (rows.length === 0) throw validationFailed({ unitId: 'notInCommunity' });
  }
  if (!floorInBuilding(building, Number(merged.floor))) throw validationFailed({ floor: 'floorOutOfBuilding' });
};

const ROOM_PLACEMENT = ['areaId', 'buildingId', 'unitId', 'floor'];
const idArray = (ids: Iterable<number>) => `{${[...new Set(ids)].filter(Number.isSafeInteger).join(',')}}`;

/**
 * validateRoom for many new rooms (an import) in two statements instead of one or two per row (issue 21): the
 * buildings the rows name, locked FOR SHARE as lockBuilding locks them, and their units. Answers each row's refusal,
 * the one validateRoom would throw, or undefined; the passes over the rows give the event loop a turn.
 */
export const validateRooms = async ({ tx, tenantId }: RuleContext, rooms: Record_[]): Promise<(AppError | undefined)[]> => {
  const tick = pacer();
  const buildingIds = new Set<number>();
  const unitIds = new Set<number>();
  await eachPaced(
    rooms,
    (room) => {
      if (!touches(room, ROOM_PLACEMENT)) return;
      buildingIds.add(Number(room.buildingId));
      if (room.unitId != null) unitIds.add(Number(room.unitId));
    },
    tick,
  );
  if (buildingIds.size === 0) return rooms.map(() => undefined);
  const { rows: buildingRows } = await tx.execute<Building & { id: number }>(sql`
    SELECT id, area_id AS "areaId", above_floors AS "aboveFloors", COALESCE(under_floors, 0) AS "underFloors"
    FROM com_building WHERE ${sqlScope(null, { tenantId })} AND id = ANY(${idArray(buildingIds)}::bigint[])
    ORDER BY id FOR SHARE`);
  const buildings = new Map(buildingRows.map((row) => [Number(row.id), row]));
  const units = new Map<number, number>();
  if (unitIds.size > 0) {
    const { rows } = await tx.execute<{ id: number; buildingId: number }>(sql`
      SELECT id, building_id AS "buildingId" FROM com_unit WHERE ${sqlScope(null, { tenantId })} AND id = ANY(${idArray(unitIds)}::bigint[])`);
    for (const row of rows) units.set(Number(row.id), Number(row.buildingId));
  }
  return mapPaced(
    rooms,
    (room) => {
      if (!touches(room, ROOM_PLACEMENT)) return undefined;
      const building = buildings.get(Number(room.buildingId));
      if (!building) return validationFailed({ buildingId: 'refMissing' });
      if (building.areaId !== Number(room.areaId)) return validationFailed({ buildingId: 'notInCommunity' });
      if (room.unitId != null && units.get(Number(room.unitId)) !== Number(room.buildingId)) return validationFailed({ unitId: 'notInCommunity' });
      if (!floorInBuilding(building, Number(room.floor))) return validationFailed({ floor: 'floorOutOfBuilding' });
      return undefined;
    },
    tick,
  );
};

const countOf = async (tx: Db, query: ReturnType<typeof sql>) => Number((await tx.execute<{ n: number }>(query)).rows[0].n);

/**
 * A building with units or rooms is not deleted (409 buildingHasUnits / buildingHasRooms, counted); without them
 * its floor rows go with it (they only describe the building). Runs with the building locked FOR UPDATE.
 */
export const guardBuildingDelete = async ({ tx, tenantId, current }: DeleteRuleContext) => {
  const id = Number(current.id);
  const units = await countOf(tx, sql`SELECT count(*) AS n FROM com_unit WHERE ${sqlScope(null, { tenantId })} AND building_id = ${id}`);
  if (units > 0) throw conflict('buildingHasUnits', undefined, { n: units });
  const rooms = await countOf(tx, sql`SELECT count(*) AS n FROM com_room WHERE ${sqlScope(null, { tenantId })} AND building_id = ${id}`);
  if (rooms > 0) throw conflict('buildingHasRooms', undefined, { n: rooms });
  await tx.execute(sql`UPDATE com_building_floor SET del_flag = 1, update_time = now() WHERE ${sqlScope(null, { tenantId })} AND building_id = ${id}`);
};

/** A unit with rooms is not deleted (409 unitHasRooms). */
export const guardUnitDelete = async ({ tx, tenantId, current }: DeleteRuleContext) => {
  const rooms = await countOf(tx, sql`SELECT count(*) AS n FROM com_room WHERE ${sqlScope(null, { tenantId })} AND unit_id = ${Number(current.id)}`);
  if (rooms > 0) throw conflict('unitHasRooms', undefined, { n: rooms });
};

/** A floor with rooms (of its building, on its number) is not deleted (409 floorHasRooms). */
export const guardFloorDelete = async ({ tx, tenantId, current }: DeleteRuleContext) => {
  const rooms = await countOf(
    tx,
    sql`SELECT count(*) AS n FROM com_room WHERE ${sqlScope(null, { tenantId })} AND building_id = ${Number(current.buildingId)} AND floor = ${Number(current.floorNo)}`,
  );
  if (rooms > 0) throw conflict('floorHasRooms', undefined, { n: rooms });
};

/** A room with residents bound (live bindings) is not deleted (409 roomHasResidents). */
export const guardRoomDelete = async ({ tx, tenantId, current }: DeleteRuleContext) => {
  const residents = await countOf(tx, sql`SELECT count(*) AS n FROM com_resident_room WHERE ${sqlScope(null, { tenantId })} AND room_id = ${Number(current.id)}`);
  if (residents > 0) throw conflict('roomHasResidents', undefined, { n: residents });
};

/** For the community registration (base/community): a community with buildings is not deleted (409 communityHasBuildings). */
export const guardCommunityDelete = async ({ tx, tenantId, current }: DeleteRuleContext) => {
  const buildings = await countOf(tx, sql`SELECT count(*) AS n FROM com_building WHERE ${sqlScope(null, { tenantId })} AND area_id = ${Number(current.id)}`);
  if (buildings > 0) throw conflict('communityHasBuildings', undefined, { n: buildings });
};
