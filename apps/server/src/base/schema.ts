import { Building, CarEntryRecord, Car, Community, FLOOR_LEADER_FIELDS, Floor, Garage, Parking, ParkingGate, ParkingSpace, Resident, ResidentAudit, ResidentRoom, Room, Unit } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { tenantColumn } from '../platform/db/columns.ts';
import type { CountTable } from '../platform/crud.ts';
import { entityTable } from '../platform/db/entity-table.ts';

// Lists run on live rows in their default order: the indexes below are partial on del_flag = 0 where the table
// soft-deletes, and their sort columns match the framework's ORDER BY (DESC is NULLS FIRST in PostgreSQL).
const live = sql`del_flag = 0`;

/** Communities (the spec's ComArea). The list's default order, newest first, walks the index. */
export const comArea = entityTable(Community, {
  table: 'com_area',
  indexes: (t) => [index('com_area_list_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst())],
});

export const comBuilding = entityTable(Building, {
  table: 'com_building',
  indexes: (t) => [index('com_building_list_idx').on(t.tenantId, t.areaId, t.sort, t.id).where(live)],
});

export const comUnit = entityTable(Unit, {
  table: 'com_unit',
  indexes: (t) => [index('com_unit_building_idx').on(t.tenantId, t.buildingId, t.sort, t.id).where(live)],
});

/** The stored floor: the leader by reference only (its name and mobile are read through it: base/hierarchy/floor-list.ts). */
const StoredFloor = { ...Floor, fields: Object.fromEntries(Object.entries(Floor.fields).filter(([name]) => !(FLOOR_LEADER_FIELDS as readonly string[]).includes(name))) };
export const comBuildingFloor = entityTable(StoredFloor, {
  table: 'com_building_floor',
  indexes: (t) => [index('com_building_floor_leader_idx').on(t.tenantId, t.leaderId).where(live)],
});

/**
 * Rooms. `place_key` orders them as a clerk reads them (building, unit, number, numbers in natural order: 2-302 before
 * 10-101; COLLATE "C"), kept by triggers from the room's, its building's and its unit's numbers and sort orders
 * (migration 0031): the list's default order, with the community first, walks com_room_place_idx.
 */
export const comRoom = entityTable(Room, {
  table: 'com_room',
  columns: { placeKey: text('place_key') },
  indexes: (t) => [
    index('com_room_place_idx').on(t.tenantId, t.areaId, t.placeKey, t.id).where(live),
    // The room-state diagram and the pickers: a building's rooms by floor.
    index('com_room_building_idx').on(t.tenantId, t.buildingId, t.floor, t.roomNo).where(live),
    index('com_room_unit_idx').on(t.tenantId, t.unitId).where(live),
  ],
});

export const comResident = entityTable(Resident, {
  table: 'com_resident',
  indexes: (t) => [
    index('com_resident_list_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
    index('com_resident_area_idx').on(t.tenantId, t.areaId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
    index('com_resident_building_idx').on(t.tenantId, t.buildingId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
    index('com_resident_mobile_idx').on(t.tenantId, t.mobile).where(live),
    // The list filtered by room (所在房屋: the search's room, a room's link to its residents).
    index('com_resident_room_idx').on(t.tenantId, t.roomId).where(live),
    // The three list indexes above also carry the name (INCLUDE, migration 0022: drizzle's builder has no INCLUDE):
    // a name search within the tenant, a community or a building is then read from the index alone, page and total.
    // No trigram index on the name: Chinese names are 2–3 characters and a search types one or two, which yield no
    // trigram; the planner then read the whole GIN index (7 s at 1,000,000 residents) instead of the community's or
    // building's rows. The name is filtered on the rows the other indexes find.
  ],
});

/**
 * The exact number of live residents per community and building (0: no room yet), kept by statement triggers in the
 * writing transaction (migration 0023): the resident list's total, unfiltered or by community and building, sums a
 * few rows instead of counting up to a million (CountTable, `live`).
 */
export const comResidentCount = pgTable(
  'com_resident_count',
  {
    tenantId: tenantColumn(),
    areaId: bigint('area_id', { mode: 'number' }).notNull(),
    buildingId: bigint('building_id', { mode: 'number' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.areaId, t.buildingId] })],
);
/** The resident list's totals by community and building (live residents). */
export const residentCounts: CountTable = { table: comResidentCount, fields: ['areaId', 'buildingId'], live: true };

export const comResidentRoom = entityTable(ResidentRoom, {
  table: 'com_resident_room',
  indexes: (t) => [
    index('com_resident_room_list_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
    index('com_resident_room_resident_idx').on(t.tenantId, t.residentId).where(live),
  ],
});

export const comResidentAudit = entityTable(ResidentAudit, {
  table: 'com_resident_audit',
  indexes: (t) => [index('com_resident_audit_list_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live)],
});

export const comCarInfo = entityTable(Car, {
  table: 'com_car_info',
  indexes: (t) => [
    index('com_car_info_list_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
    index('com_car_info_resident_idx').on(t.tenantId, t.residentId).where(live),
    index('com_car_info_space_idx').on(t.tenantId, t.parkingSpaceId).where(live),
    // A room's cars (its detail's links).
    index('com_car_info_room_idx').on(t.tenantId, t.roomId).where(live),
  ],
});

export const comParking = entityTable(Parking, { table: 'com_parking' });

export const comParkingSpace = entityTable(ParkingSpace, {
  table: 'com_parking_space',
  indexes: (t) => [
    index('com_parking_space_floor_idx').on(t.tenantId, t.parkingId, t.floor, t.spaceNo).where(live),
    // A resident's spaces (a room's detail lists its residents' spaces).
    index('com_parking_space_resident_idx').on(t.tenantId, t.residentId).where(live),
  ],
});

export const comGarage = entityTable(Garage, { table: 'com_garage' });

/** A gate's key is kept as a hash (key_hash), never shown again after it is issued. */
export const comParkingGate = entityTable(ParkingGate, {
  table: 'com_parking_gate',
  columns: { keyHash: varchar('key_hash', { length: 128 }) },
});

export const comCarComeinRecord = entityTable(CarEntryRecord, {
  table: 'com_car_comein_record',
  indexes: (t) => [
    index('com_car_comein_record_list_idx').on(t.tenantId, t.passTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('com_car_comein_record_area_idx').on(t.tenantId, t.areaId, t.passTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
});

/**
 * China's administrative divisions (province → city → district), the same for every tenant: shipped with the app
 * and loaded at start; `area/byParentCode/{code}` reads it.
 */
export const sysRegion = pgTable(
  'sys_region',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    parentCode: varchar('parent_code', { length: 12 }).notNull(),
    level: smallint('level').notNull(),
  },
  (t) => [index('sys_region_parent_idx').on(t.parentCode, t.code)],
);
