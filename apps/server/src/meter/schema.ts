import { MeterInfo, MeterReading } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { entityTable } from '../platform/db/entity-table.ts';

const live = sql`del_flag = 0`;

/** 仪表: initial_reading in hundredths; one meter number per community. */
export const meterInfo = entityTable(MeterInfo, {
  table: 'meter_info',
  indexes: (t) => [index('meter_info_building_idx').on(t.tenantId, t.buildingId, t.feeItemId).where(live)],
});
/**
 * 抄表记录: readings and usage in hundredths; one per meter and month (the unique index on period, meter). A meter's
 * readings in order (its latest, the one before a month) and a community's usage of a fee item for a month
 * (usageOf) each have their index.
 */
export const meterReading = entityTable(MeterReading, {
  table: 'meter_reading',
  indexes: (t) => [
    index('meter_reading_meter_idx').on(t.tenantId, t.meterId, t.period).where(live),
    index('meter_reading_usage_idx').on(t.tenantId, t.areaId, t.feeItemId, t.period).where(live),
  ],
});
