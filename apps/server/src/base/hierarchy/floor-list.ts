import { Floor } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { varchar } from 'drizzle-orm/pg-core';
import { entityTable } from '../../platform/db/entity-table.ts';

/**
 * The view com_building_floor_list (migration 0023): com_building_floor with its leader's name and mobile read from
 * the live resident (scalar subqueries, so the view stays a simple, updatable view over the floor: the framework's
 * reads, writes and row locks go straight to com_building_floor). The two columns are declared generated so that
 * drizzle never writes them (an insert names no DEFAULT for them). Defined here, not in ../schema.ts: drizzle-kit
 * must not make a table of it.
 */
export const floorList = entityTable(Floor, {
  table: 'com_building_floor_list',
  columns: {
    leaderName: varchar('leader_name', { length: 50 }).generatedAlwaysAs(sql`NULL`),
    leaderPhone: varchar('leader_phone', { length: 20 }).generatedAlwaysAs(sql`NULL`),
  },
});
