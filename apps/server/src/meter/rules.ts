import { PERIOD_PATTERN, formatDecimal } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { Record_ } from '../platform/crud.ts';
import type { Db } from '../platform/db/client.ts';
import type { EntityHooks } from '../platform/entity-service.ts';
import { AppError, conflict, validationFailed } from '../platform/errors.ts';
import { sqlScope } from '../platform/scope-sql.ts';
import type { PayersService } from '../platform/services.ts';

/** A 422 naming one field with a catalogue key and its parameters (`{previous}`). */
const refuse = (field: string, key: string, params?: Record<string, unknown>) => new AppError(422, '提交的数据有误', { fields: { [field]: key }, params });

const changed = (values: Record_, current: Record_ | undefined, field: string) => values[field] !== undefined && (!current || String(values[field]) !== String(current[field]));

/**
 * A meter: its room must be of its community (the building follows the room); its fee item an enabled one of
 * charging method 3 (用量×单价) of the same community; once read, its room, fee item, community and initial reading
 * stay (a replaced meter is stopped and a new one added with its initial reading). The room is read through base's
 * `payers` (its community and building).
 */
export const meterRulesOf = (payers: PayersService): EntityHooks => ({
  validate: async ({ tx, tenantId, current }, values) => {
    const merged = { ...current, ...values };
    const areaId = Number(merged.areaId);
    if (changed(values, current, 'roomId') || changed(values, current, 'areaId')) {
      const room = await payers.room(tx, tenantId, Number(merged.roomId));
      if (!room || room.areaId !== areaId) throw validationFailed({ roomId: 'notInCommunity' });
      values.buildingId = room.buildingId;
    }
    if (changed(values, current, 'feeItemId') || changed(values, current, 'areaId')) {
      const { rows } = await tx.execute<{ area_id: string; charge_method: string; state: string }>(
        sql`SELECT area_id, charge_method, state FROM fee_item WHERE ${sqlScope(null, { tenantId })} AND id = ${Number(merged.feeItemId)}`,
      );
      const item = rows[0];
      if (!item || Number(item.area_id) !== areaId || item.charge_method !== '3' || item.state !== '1') throw validationFailed({ feeItemId: 'meterFeeItemMethod' });
    }
    if (current) {
      const fixed = ['areaId', 'roomId', 'feeItemId', 'initialReading'].filter((field) => changed(values, current, field));
      if (fixed.length > 0 && (await latestReading(tx, tenantId, Number(current.id)))) throw validationFailed(Object.fromEntries(fixed.map((field) => [field, 'meterHasReadings'])));
    }
  },
});

type Latest = { id: number; period: string; currentReading: number };
/** A meter's latest live reading (by month), or null. */
export const latestReading = async (tx: Db, tenantId: number, meterId: number): Promise<Latest | null> => {
  const { rows } = await tx.execute<{ id: string; period: string; current_reading: string }>(sql`
    SELECT id, period, current_reading FROM meter_reading WHERE ${sqlScope(null, { tenantId })} AND meter_id = ${meterId} ORDER BY period DESC LIMIT 1`);
  return rows[0] ? { id: Number(rows[0].id), period: rows[0].period, currentReading: Number(rows[0].current_reading) } : null;
};

/** The meters of one import (its transaction): a file enters one month per meter, so each reading follows the stored one. */
const importedMeters = new WeakMap<Db, Set<number>>();

/**
 * A reading: the meter in use names the row's community, building, room and fee item; the month comes after the
 * meter's latest reading (the same month again: 409); the previous reading is that latest reading's (or the meter's
 * initial reading), the current one not below it, the usage their difference — all in hundredths. Only a meter's
 * latest reading is edited (its reading, reader, date, remark) or deleted. Readings of one meter are written one at
 * a time (a transaction-scoped advisory lock on the meter), so the chain of previous readings stays true.
 */
export const readingRules: EntityHooks = {
  validate: async ({ tx, tenantId, current, importing }, values) => {
    if (current) {
      for (const field of ['meterId', 'period'] as const) if (changed(values, current, field)) throw validationFailed({ [field]: 'readingFixed' });
      await assertLatest(tx, tenantId, current);
      if (values.currentReading !== undefined) values.usage = usageBetween(Number(values.currentReading), Number(current.previousReading));
      return;
    }
    const period = String(values.period);
    if (!PERIOD_PATTERN.test(period)) throw validationFailed({ period: 'invalid' });
    const meterId = Number(values.meterId);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('meter_reading'), ${meterId % 2_147_483_647}::int)`);
    const { rows } = await tx.execute<{ area_id: string; building_id: string; room_id: string; fee_item_id: string; initial_reading: string; state: string }>(sql`
      SELECT area_id, building_id, room_id, fee_item_id, initial_reading, state FROM meter_info WHERE ${sqlScope(null, { tenantId })} AND id = ${meterId}`);
    const meter = rows[0];
    if (!meter) throw validationFailed({ meterId: 'refMissing' });
    if (meter.state !== '1') throw validationFailed({ meterId: 'meterNotInUse' });
    if (importing) {
      let seen = importedMeters.get(tx);
      if (!seen) importedMeters.set(tx, (seen = new Set()));
      if (seen.has(meterId)) throw validationFailed({ meterId: 'readingDuplicate' });
      seen.add(meterId);
    }
    const latest = await latestReading(tx, tenantId, meterId);
    if (latest && latest.period === period) throw conflict('readingDuplicate', { period: 'readingDuplicate' });
    if (latest && latest.period > period) throw refuse('period', 'readingPeriodPast', { period: latest.period });
    const previousReading = latest ? latest.currentReading : Number(meter.initial_reading);
    Object.assign(values, {
      areaId: Number(meter.area_id),
      buildingId: Number(meter.building_id),
      roomId: Number(meter.room_id),
      feeItemId: Number(meter.fee_item_id),
      previousReading,
      usage: usageBetween(Number(values.currentReading), previousReading),
    });
  },
  beforeDelete: ({ tx, tenantId, current }) => assertLatest(tx, tenantId, current),
};

/** current − previous in hundredths; a reading below the previous one is refused naming currentReading. */
const usageBetween = (currentReading: number, previousReading: number) => {
  if (currentReading < previousReading) throw refuse('currentReading', 'readingBelowPrevious', { previous: formatDecimal(previousReading, 2) });
  return currentReading - previousReading;
};

const assertLatest = async (tx: Db, tenantId: number, current: Record_) => {
  const latest = await latestReading(tx, tenantId, Number(current.meterId));
  if (latest?.id !== Number(current.id)) throw conflict('readingNotLatest');
};
