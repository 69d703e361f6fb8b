import { BASE_PERMISSIONS, Car, ParkingSpace, Room, envelope, idSchema, maskValue, permissionOf } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { labelsOfIds } from '../../platform/labels.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { sqlScope } from '../../platform/scope-sql.ts';
import { boundResidents } from './queries.ts';

/** At most this many of each kind: a room has a handful; more means the list page is the place to look. */
const LINKS_MAX = 100;

const ResidentLink = z.object({ bindingId: z.number(), residentId: z.number(), name: z.string(), mobile: z.string(), relation: z.string() });
const CarLink = z.object({ id: z.number(), plateNo: z.string(), ownerName: z.string(), status: z.string() });
const SpaceLink = z.object({ id: z.number(), label: z.string(), state: z.string() });

/**
 * A room's detail beside its fields (issue 24, cross-links): who lives there (its live bindings), the vehicles
 * registered to the room or to those residents, and the parking spaces those residents use or those vehicles park
 * in; each with its id, so the page links to its row. Personal data masked as the lists show it (张**, 138****8000,
 * 京A***45). Cars and spaces only for a caller who may read their lists (null otherwise: the page leaves them out);
 * residents, masked, for whoever reads the room, as the room-state diagram and the pickers show them.
 */
export const registerRoomLinks = (app: FastifyInstance, { database }: ModuleDeps) => {
  const { db } = database;
  app.withTypeProvider<ZodTypeProvider>().get('/api/base/comRoom/related/:id', {
    schema: {
      tags: ['base'],
      summary: "A room's residents, vehicles and parking spaces (masked), for its detail's links",
      params: z.object({ id: idSchema }),
      response: { 200: envelope(z.object({ residents: z.array(ResidentLink), cars: z.array(CarLink).nullable(), spaces: z.array(SpaceLink).nullable() })) },
    },
    config: { access: { anyOf: [permissionOf(Room, 'list'), BASE_PERMISSIONS.roomStateDiagram] } },
    handler: async (request) => {
      const scope = scoped(request);
      const roomId = request.params.id;
      const { rows } = await db.execute(sql`SELECT id FROM com_room WHERE ${sqlScope(null, scope, { community: 'area_id' })} AND id = ${roomId}`);
      if (!rows[0]) throw notFound();
      const residents = await boundResidents(db, scope.tenantId, sql`rr.room_id = ${roomId}`, LINKS_MAX);
      const residentIds = `{${[...new Set(residents.map((r) => r.residentId)), 0].join(',')}}`;
      const may = (code: string) => request.user!.permissions.has(code);
      const cars = may(permissionOf(Car, 'list'))
        ? (
            await db.execute<{ id: number; plateNo: string; ownerName: string | null; status: string; spaceId: number | null }>(sql`
              SELECT id, plate_no AS "plateNo", owner_name AS "ownerName", status, parking_space_id AS "spaceId" FROM com_car_info
              WHERE ${sqlScope(null, scope, { community: 'area_id' })} AND (room_id = ${roomId} OR resident_id = ANY(${residentIds}::bigint[]))
              ORDER BY id LIMIT ${LINKS_MAX}`)
          ).rows
        : null;
      let spaces: z.infer<typeof SpaceLink>[] | null = null;
      if (may(permissionOf(ParkingSpace, 'list'))) {
        const carSpaces = `{${[...new Set((cars ?? []).map((c) => c.spaceId).filter((id): id is number => id !== null)), 0].join(',')}}`;
        const { rows: found } = await db.execute<{ id: number; state: string }>(sql`
          SELECT id, state FROM com_parking_space
          WHERE ${sqlScope(null, scope, { community: 'area_id' })} AND (resident_id = ANY(${residentIds}::bigint[]) OR id = ANY(${carSpaces}::bigint[]))
          ORDER BY id LIMIT ${LINKS_MAX}`);
        // Named as every select names a space: its lot, then its number (地下车库-B1-001).
        const labels = await labelsOfIds(database, request, 'base.parkingSpace', found.map((s) => Number(s.id)), { scope });
        spaces = found.map((s) => ({ id: Number(s.id), state: s.state, label: labels.get(Number(s.id)) ?? String(s.id) }));
      }
      return ok({
        residents: residents.map(({ bindingId, residentId, name, mobile, relation }) => ({ bindingId, residentId, name, mobile, relation })),
        cars: cars && cars.map((c) => ({ id: Number(c.id), plateNo: maskValue('plate', c.plateNo), ownerName: c.ownerName ? maskValue('name', c.ownerName) : '', status: c.status })),
        spaces,
      });
    },
  });
};
