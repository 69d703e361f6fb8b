import {
  METER_READING_PATHS,
  MeterInfo,
  MeterReading,
  READING_BATCH_MAX,
  createSchema,
  envelope,
  formatDecimal,
  permissionOf,
  readingBatchBody,
  readingSheetQuery,
  readingSheetRow,
} from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Record_ } from '../platform/crud.ts';
import type { Db } from '../platform/db/client.ts';
import { callOf } from '../platform/entity-context.ts';
import { registerEntityRoutes } from '../platform/entity-routes.ts';
import { entityService } from '../platform/entity-service.ts';
import { AppError, fieldErrors, notFound, validationFailed, worded } from '../platform/errors.ts';
import { labelsOfIds } from '../platform/labels.ts';
import type { ModuleDeps } from '../platform/module.ts';
import { mutate } from '../platform/mutation.ts';
import { ok } from '../platform/reply.ts';
import { type Scope, assertInScope, scoped } from '../platform/scope.ts';
import { sqlSameTenant, sqlScope } from '../platform/scope-sql.ts';
import type { PayersService } from '../platform/services.ts';
import { meterRulesOf, readingRules } from './rules.ts';
import { meterInfo, meterReading } from './schema.ts';

/** The building must be the tenant's (else 404) and of one of the caller's communities (else 403). */
const visibleBuilding = async (db: Db, payers: PayersService, scope: Scope, buildingId: number) => {
  const areaId = await payers.communityOf(db, scope.tenantId, 'building', buildingId);
  if (areaId === undefined) throw notFound('记录不存在');
  assertInScope(scope, areaId);
};

type SheetRecord = {
  meter_id: string;
  meter_no: string;
  meter_type: string;
  room_id: string;
  previous: string;
  reading_id: string | null;
  current_reading: string | null;
  usage: string | null;
  later: string | null;
};

/**
 * The meters in use of a building read for a fee item, with what the month's entry needs: the reading before the
 * month (the meter's last one before it, else its initial reading), the month's own reading where entered, and
 * whether a later month is read already. In the rooms' order (building, unit, number), then the meter number.
 */
const sheetOf = async (db: Db, scope: Scope, { buildingId, feeItemId, period }: z.infer<typeof readingSheetQuery>) => {
  const { rows } = await db.execute<SheetRecord>(sql`
    SELECT m.id AS meter_id, m.meter_no, m.meter_type, m.room_id,
      COALESCE(cur.previous_reading,
        (SELECT p.current_reading FROM meter_reading p WHERE ${sqlSameTenant('p', 'm')} AND p.meter_id = m.id AND p.period < ${period} ORDER BY p.period DESC LIMIT 1),
        m.initial_reading) AS previous,
      cur.id AS reading_id, cur.current_reading, cur.usage,
      (SELECT max(l.period) FROM meter_reading l WHERE ${sqlSameTenant('l', 'm')} AND l.meter_id = m.id AND l.period > ${period}) AS later
    FROM meter_info m
    LEFT JOIN com_room r ON r.id = m.room_id AND ${sqlSameTenant('r', 'm', { live: false })}
    LEFT JOIN meter_reading cur ON cur.meter_id = m.id AND cur.period = ${period} AND ${sqlSameTenant('cur', 'm')}
    WHERE ${sqlScope('m', scope, { community: 'area_id' })} AND m.building_id = ${buildingId} AND m.fee_item_id = ${feeItemId} AND m.state = '1'
    ORDER BY r.place_key, m.meter_no, m.id
    LIMIT ${READING_BATCH_MAX}`);
  return rows;
};

/** One row of the batch as a create of the entity (its field rules, the reading parsed into hundredths). */
const rowBody = createSchema(MeterReading);

const decimalOrNull = (value: string | null) => (value === null ? null : formatDecimal(Number(value), 2));

/**
 * 仪表 and 抄表记录 (CRUD, export, template and import from their definitions, with their rules as hooks), and the
 * month's entry of one building: its sheet (queryListAll) and its batch save (addList), all rows or none.
 */
export const registerMeter = (app: FastifyInstance, { database, services }: ModuleDeps) => {
  const { db } = database;
  registerEntityRoutes(app, { entity: MeterInfo, table: meterInfo, database, hooks: meterRulesOf(services.payers) });
  const readings = entityService(MeterReading, meterReading, readingRules);
  registerEntityRoutes(app, { service: readings, database });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(METER_READING_PATHS.queryListAll, {
    schema: { tags: ['meter'], summary: "A building's meters of a fee item for one month, with their previous readings", querystring: readingSheetQuery, response: { 200: envelope(z.array(readingSheetRow)) } },
    config: { access: permissionOf(MeterReading, 'list') },
    handler: async (request) => {
      const scope = scoped(request);
      await visibleBuilding(db, services.payers, scope, request.query.buildingId);
      const rows = await sheetOf(db, scope, request.query);
      const rooms = await labelsOfIds(database, request, 'base.room', [...new Set(rows.map((row) => Number(row.room_id)))], { scope });
      return ok(
        rows.map((row) => ({
          meterId: Number(row.meter_id),
          meterNo: row.meter_no,
          meterType: row.meter_type,
          roomId: Number(row.room_id),
          roomName: rooms.get(Number(row.room_id)) ?? String(row.room_id),
          previousReading: formatDecimal(Number(row.previous), 2),
          readingId: row.reading_id === null ? null : Number(row.reading_id),
          currentReading: decimalOrNull(row.current_reading),
          usage: decimalOrNull(row.usage),
          laterPeriod: row.later,
        })),
      );
    },
  });

  r.post(METER_READING_PATHS.addList, {
    schema: { tags: ['meter'], summary: "A month's readings of a building's meters, all saved or none", body: readingBatchBody },
    config: { access: permissionOf(MeterReading, 'add'), operation: '批量抄表', operationKey: { key: 'entityCreate', params: { entity: 'meter.meterReading', title: '抄表记录' } } },
    handler: async (request) => {
      const scope = scoped(request);
      const { buildingId, feeItemId, period, readingDate, reader, rows } = request.body;
      await visibleBuilding(db, services.payers, scope, buildingId);
      const saved = await mutate(database, request, async (tx) => {
        // Each row's meter must be one of the sheet's (this building, this fee item); every row is tried, so that
        // the answer names each refusal, and nothing is kept when there is one.
        const { rows: meters } = await tx.execute<{ id: string }>(sql`
          SELECT id FROM meter_info WHERE ${sqlScope(null, scope, { community: 'area_id' })} AND building_id = ${buildingId} AND fee_item_id = ${feeItemId}`);
        const ofSheet = new Set(meters.map((m) => Number(m.id)));
        // Each row's messages are worded here, with its own parameters (the previous reading it fell below).
        const language = request.headers['accept-language'];
        const refused: Record<string, string> = {};
        const refuse = (index: number, fields: Record<string, string>, params?: Record<string, unknown>) => {
          for (const [field, message] of Object.entries(fields)) refused[`rows.${index}.${field}`] = worded(message, language, params);
        };
        const created: Record_[] = [];
        const call = callOf(request, database, tx);
        for (const [index, row] of rows.entries()) {
          if (!ofSheet.has(row.meterId)) {
            refuse(index, { meterId: 'refMissing' });
            continue;
          }
          const sent = { meterId: row.meterId, period, currentReading: row.currentReading, readingDate, reader: reader ?? null, remark: row.remark ?? null };
          const parsed = rowBody.safeParse(sent);
          if (!parsed.success) {
            refuse(index, fieldErrors(parsed.error.issues, language, sent));
            continue;
          }
          try {
            created.push(await readings.create(call, parsed.data));
          } catch (error) {
            if (!(error instanceof AppError) || !error.extra.fields) throw error;
            refuse(index, error.extra.fields, error.extra.params);
          }
        }
        if (Object.keys(refused).length > 0) throw validationFailed(refused);
        return created;
      });
      return ok(saved);
    },
  });
};
