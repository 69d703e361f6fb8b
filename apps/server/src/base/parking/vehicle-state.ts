import { BASE_PERMISSIONS, SPACE_STATE, envelope, formatMoney, idSchema, maskValue } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { type Scope, scoped } from '../../platform/scope.ts';
import { pgScope, sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';
import { visibleCommunity } from '../hierarchy/queries.ts';

const tags = ['base'];
const access = BASE_PERMISSIONS.vehicleStateDiagram;

const LotRef = z.object({ id: z.number(), areaId: z.number(), parkingNo: z.string(), parkingName: z.string(), parkingType: z.string(), floors: z.number() });
type LotRef = z.infer<typeof LotRef>;

/** A live lot the caller may see (tenant and communities), else 404. */
const visibleLot = async (db: Db, scope: Scope, id: number): Promise<LotRef> => {
  const { rows } = await db.execute<LotRef>(sql`
    SELECT id, area_id AS "areaId", parking_no AS "parkingNo", parking_name AS "parkingName", parking_type AS "parkingType", floors
    FROM com_parking WHERE ${sqlScope(null, scope, { community: 'area_id' })} AND id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
};

/** What each space owes with its cars' bills (cents): the space's own bills (payer kind 2) plus its cars' (3). */
const owedWithCars = (spaceOwed: Map<number, number>, carOwed: Map<number, number>, carsOfSpace: Map<number, { id: number }[]>) => {
  const owed = new Map(spaceOwed);
  for (const [spaceId, cars] of carsOfSpace) {
    const cents = cars.reduce((total, car) => total + (carOwed.get(car.id) ?? 0), 0);
    if (cents > 0) owed.set(spaceId, (owed.get(spaceId) ?? 0) + cents);
  }
  return owed;
};

/**
 * 车辆状态图 (toll centre, code base:vehicleState:list): a community's lots; one lot's spaces in one compact answer
 * (tuples, as the room-state diagram), each with the plates of the cars registered on it (masked) and what the space
 * and its cars owe on bills due by today (billing's `arrears` service, kinds parkingSpace and car); one space's detail.
 */
export const registerVehicleState = (app: FastifyInstance, { database, services }: ModuleDeps) => {
  const { db } = database;
  const { owedBy } = services.arrears;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/base/vehicle-state/lots/:areaId', {
    schema: {
      tags,
      summary: "A community's parking lots for the vehicle-state diagram, each with its number of spaces",
      params: z.object({ areaId: idSchema }),
      response: { 200: envelope(z.array(z.object({ id: z.number(), parkingNo: z.string(), parkingName: z.string(), spaces: z.number() }))) },
    },
    config: { access },
    handler: async (request) => {
      const scope = scoped(request);
      const area = await visibleCommunity(db, scope, request.params.areaId);
      const { rows } = await db.execute<{ id: number; parkingNo: string; parkingName: string; spaces: number }>(sql`
        SELECT p.id, p.parking_no AS "parkingNo", p.parking_name AS "parkingName",
          (SELECT count(*)::int FROM com_parking_space s WHERE ${sqlSameTenant('s', 'p')} AND s.parking_id = p.id) AS spaces
        FROM com_parking p WHERE ${sqlScope('p', scope)} AND p.area_id = ${area.id}
        ORDER BY natural_key(p.parking_no) COLLATE "C", p.id LIMIT 1000`);
      return ok(rows);
    },
  });

  r.get('/api/base/vehicle-state/lot/:id', {
    schema: {
      tags,
      summary:
        'A lot for the vehicle-state diagram: its floors (top first), spaces as [id, floor, spaceNo, state, spaceType, plates (masked, comma-separated)], counts per state, the spaces owing with what they and their cars owe',
      params: z.object({ id: idSchema }),
      response: {
        200: envelope(
          z.object({
            lot: LotRef,
            floors: z.array(z.number()),
            spaces: z.array(z.tuple([z.number(), z.number(), z.string(), z.string(), z.string(), z.string()])),
            counts: z.record(z.string(), z.number()),
            // The spaces owing on bills due by today, their own and their cars': the 收费状态 colours.
            owing: z.array(z.tuple([z.number(), z.string()])),
          }),
        ),
      },
    },
    config: { access },
    handler: async (request) => {
      const scope = scoped(request);
      const lot = await visibleLot(db, scope, request.params.id);
      // The spaces as tuples in one statement, then the cars on them in another by the spaces' ids (one pass over
      // the cars, whatever plan the statistics give: a look-up per space could read every car of the tenant each time).
      const { rows } = await database.pool.query<{ spaces: [number, number, string, string, string][] }>(
        `SELECT COALESCE(json_agg(json_build_array(s.id, s.floor, s.space_no, s.state, s.space_type)
                ORDER BY s.floor DESC, natural_key(s.space_no) COLLATE "C", s.id), '[]') AS spaces
         FROM com_parking_space s WHERE ${pgScope('s', 1)} AND s.parking_id = $2`,
        [scope.tenantId, lot.id],
      );
      const { rows: cars } = await database.pool.query<{ id: string; spaceId: string; plateNo: string }>(
        `SELECT id, parking_space_id AS "spaceId", plate_no AS "plateNo" FROM com_car_info
         WHERE ${pgScope(null, 1)} AND parking_space_id = ANY($2::bigint[]) ORDER BY id`,
        [scope.tenantId, rows[0].spaces.map(([id]) => id)],
      );
      const carsOfSpace = new Map<number, { id: number; plate: string }[]>();
      for (const car of cars) carsOfSpace.set(Number(car.spaceId), [...(carsOfSpace.get(Number(car.spaceId)) ?? []), { id: Number(car.id), plate: maskValue('plate', car.plateNo) }]);
      const spaces = rows[0].spaces.map((space): [number, number, string, string, string, string] => [...space, (carsOfSpace.get(space[0]) ?? []).map((car) => car.plate).join(',')]);
      const counts: Record<string, number> = Object.fromEntries(SPACE_STATE.values.map((v) => [v, 0]));
      const floors = new Set<number>();
      for (const space of spaces) {
        counts[space[3]] = (counts[space[3]] ?? 0) + 1;
        floors.add(space[1]);
      }
      const owed = owedWithCars(
        await owedBy(db, scope.tenantId, 'parkingSpace', spaces.map((space) => space[0])),
        await owedBy(db, scope.tenantId, 'car', cars.map((car) => Number(car.id))),
        carsOfSpace,
      );
      const owing = spaces.filter(([id]) => owed.has(id)).map(([id]): [number, string] => [id, formatMoney(owed.get(id)!)]);
      return ok({ lot, floors: [...floors].sort((a, b) => b - a), spaces, counts, owing });
    },
  });

  r.get('/api/base/vehicle-state/space/:id', {
    schema: {
      tags,
      summary: 'One space of the vehicle-state diagram: its lot, user (masked), dates, its cars (plates and owners masked) and what the space and each car owe',
      params: z.object({ id: idSchema }),
      response: {
        200: envelope(
          z.object({
            space: z.object({
              id: z.number(),
              spaceNo: z.string(),
              floor: z.number(),
              spaceType: z.string(),
              state: z.string(),
              area: z.string().nullable(),
              parkingId: z.number(),
              parkingName: z.string(),
              userName: z.string().nullable(),
              startDate: z.string().nullable(),
              endDate: z.string().nullable(),
            }),
            cars: z.array(z.object({ id: z.number(), plateNo: z.string(), carType: z.string(), ownerName: z.string(), status: z.string(), owed: z.string() })),
            owed: z.object({ space: z.string(), cars: z.string(), total: z.string() }),
          }),
        ),
      },
    },
    config: { access },
    handler: async (request) => {
      const scope = scoped(request);
      const { rows } = await db.execute<{
        id: number;
        spaceNo: string;
        floor: number;
        spaceType: string;
        state: string;
        area: number | null;
        parkingId: number;
        parkingName: string;
        userName: string | null;
        startDate: string | null;
        endDate: string | null;
      }>(sql`
        SELECT s.id, s.space_no AS "spaceNo", s.floor, s.space_type AS "spaceType", s.state, s.area, s.parking_id AS "parkingId",
          p.parking_name AS "parkingName", r.name AS "userName",
          to_char(s.start_date, 'YYYY-MM-DD') AS "startDate", to_char(s.end_date, 'YYYY-MM-DD') AS "endDate"
        FROM com_parking_space s
        JOIN com_parking p ON p.id = s.parking_id AND ${sqlSameTenant('p', 's', { live: false })}
        LEFT JOIN com_resident r ON r.id = s.resident_id AND ${sqlSameTenant('r', 's')}
        WHERE ${sqlScope('s', scope, { community: 'area_id' })} AND s.id = ${request.params.id}`);
      const space = rows[0];
      if (!space) throw notFound();
      const { rows: cars } = await db.execute<{ id: number; plateNo: string; carType: string; ownerName: string | null; status: string }>(sql`
        SELECT id, plate_no AS "plateNo", car_type AS "carType", owner_name AS "ownerName", status
        FROM com_car_info WHERE ${sqlScope(null, scope)} AND parking_space_id = ${space.id} ORDER BY id LIMIT 100`);
      const spaceOwed = (await owedBy(db, scope.tenantId, 'parkingSpace', [space.id])).get(space.id) ?? 0;
      const carOwed = await owedBy(db, scope.tenantId, 'car', cars.map((car) => Number(car.id)));
      const carsOwed = cars.reduce((total, car) => total + (carOwed.get(Number(car.id)) ?? 0), 0);
      return ok({
        space: {
          ...space,
          area: space.area == null ? null : (Number(space.area) / 100).toFixed(2),
          userName: space.userName ? maskValue('name', space.userName) : null,
        },
        cars: cars.map((car) => ({
          ...car,
          id: Number(car.id),
          plateNo: maskValue('plate', car.plateNo),
          ownerName: car.ownerName ? maskValue('name', car.ownerName) : '',
          owed: formatMoney(carOwed.get(Number(car.id)) ?? 0),
        })),
        owed: { space: formatMoney(spaceOwed), cars: formatMoney(carsOwed), total: formatMoney(spaceOwed + carsOwed) },
      });
    },
  });
};
