import { BASE_PERMISSIONS, type MessageWord, ROOM_STATE, Room, type RoomState, type ValidationKey, envelope, formatMoney, idSchema, permissionOf } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { boundResidents, visibleBuilding } from './queries.ts';
import { liveRelations } from './room-state.ts';
import { pgScope, sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';

const tags = ['base'];
/** A stored room state as the catalogue's word for it (worded in the caller's language). */
const stateWord = (state: string): MessageWord | string => (ROOM_STATE.items.some((item) => item.value === state) ? { msg: `roomState${state}` as ValidationKey } : state);

/**
 * The room's state calls, each after its checks (the state allows it: 409 roomStateNot; no arrears: 409 arrears):
 * sale 未售 → 空置; rent 空置 or 装修中 → 出租; leave 自住 or 出租 → 空置, only once nobody lives there any more (the
 * bindings are undone first: 409 roomHasResidents). The bindings keep the state true otherwise (syncRoomState).
 */
export const ROOM_TRANSITIONS = {
  sale: { verb: '出售', word: 'doSale', from: ['0'], to: '1' },
  rent: { verb: '出租', word: 'doRent', from: ['1', '4'], to: '3' },
  leave: { verb: '退房', word: 'doLeave', from: ['2', '3'], to: '1' },
} as const satisfies Record<string, { verb: string; word: ValidationKey; from: readonly RoomState[]; to: RoomState }>;

const RoomStateAnswer = z.object({ id: z.number(), state: z.string() });

export const registerRoomState = (app: FastifyInstance, { database, services }: ModuleDeps) => {
  const { db } = database;
  const { hasArrears, owedBy } = services.arrears;
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [call, { verb, word, from, to }] of Object.entries(ROOM_TRANSITIONS)) {
    r.post(`/api/zhwy/room-status/${call}`, {
      schema: { tags, summary: `Room ${call}: ${from.join('/')} → ${to}`, body: z.strictObject({ roomId: idSchema }), response: { 200: envelope(RoomStateAnswer) } },
      config: {
        access: BASE_PERMISSIONS.roomState,
        operation: `房屋${verb}`,
        operationKey: { key: 'entityTransition', params: { entity: 'base.room', title: '房屋', call, verb } },
      },
      handler: async (request) => {
        const scope = scoped(request);
        const { roomId } = request.body;
        await mutate(database, request, async (tx) => {
          const { rows } = await tx.execute<{ state: string }>(sql`
            SELECT state FROM com_room WHERE ${sqlScope(null, scope, { community: 'area_id' })} AND id = ${roomId} FOR UPDATE`);
          if (!rows[0]) throw notFound();
          if (!(from as readonly string[]).includes(rows[0].state)) throw conflict('roomStateNot', undefined, { state: stateWord(rows[0].state), action: { msg: word } });
          if (call === 'leave') {
            const relations = await liveRelations(tx, scope.tenantId, roomId);
            if (relations.length > 0) throw conflict('roomHasResidents', undefined, { n: relations.length });
          }
          if (await hasArrears(tx, scope.tenantId, { kind: 'room', id: roomId })) throw conflict('arrears', undefined, { action: { msg: word } });
          await tx.execute(sql`UPDATE com_room SET state = ${to}, update_by = ${request.user!.userId}, update_time = now() WHERE ${sqlScope(null, scope, { live: false })} AND id = ${roomId}`);
        });
        return ok({ id: roomId, state: to });
      },
    });
  }

  r.get('/api/zhwy/fee-bill/checkRoomIsArrears/:id', {
    schema: { tags, summary: 'Whether a room has unpaid bills (none until billing exists)', params: z.object({ id: idSchema }), response: { 200: envelope(z.object({ arrears: z.boolean() })) } },
    config: { access: { anyOf: [BASE_PERMISSIONS.roomState, permissionOf(Room, 'list'), BASE_PERMISSIONS.roomStateDiagram] } },
    handler: async (request) => {
      const scope = scoped(request);
      const { rows } = await db.execute(sql`SELECT 1 FROM com_room WHERE ${sqlScope(null, scope, { community: 'area_id' })} AND id = ${request.params.id}`);
      if (!rows[0]) throw notFound();
      return ok({ arrears: await hasArrears(db, scope.tenantId, { kind: 'room', id: request.params.id }) });
    },
  });

  // The diagram: the whole building in one compact answer (rooms as tuples).
  r.get('/api/base/room-state/building/:id', {
    schema: {
      tags,
      summary: 'A building for the room-state diagram: units, floors (top first), rooms as [id, unitId or 0, floor, roomNo, state, residents], counts per state, the rooms owing with what they owe',
      params: z.object({ id: idSchema }),
      response: {
        200: envelope(
          z.object({
            building: z.object({ id: z.number(), areaId: z.number(), buildingNo: z.string(), buildingName: z.string(), aboveFloors: z.number(), underFloors: z.number() }),
            units: z.array(z.object({ id: z.number(), unitName: z.string() })),
            floors: z.array(z.number()),
            rooms: z.array(z.tuple([z.number(), z.number(), z.number(), z.string(), z.string(), z.number()])),
            counts: z.record(z.string(), z.number()),
            // The rooms owing on bills due by today (billing's arrears service) and what each owes: the 收费状态 colours.
            owing: z.array(z.tuple([z.number(), z.string()])),
          }),
        ),
      },
    },
    config: { access: BASE_PERMISSIONS.roomStateDiagram },
    handler: async (request) => {
      const scope = scoped(request);
      const building = await visibleBuilding(db, scope, request.params.id);
      const { rows: units } = await db.execute<{ id: number; unitName: string }>(sql`
        SELECT id, unit_name AS "unitName" FROM com_unit WHERE ${sqlScope(null, scope)} AND building_id = ${building.id} ORDER BY COALESCE(sort, 0), natural_key(unit_no) COLLATE "C", id`);
      const { rows } = await database.pool.query<{ rows: [number, number, number, string, string, number][] }>(
        `SELECT COALESCE(json_agg(json_build_array(r.id, COALESCE(r.unit_id, 0), r.floor, r.room_no, r.state, COALESCE(b.n, 0)) ORDER BY r.floor DESC, r.place_key, r.id), '[]') AS rows
         FROM com_room r
         LEFT JOIN (SELECT room_id, count(*)::int AS n FROM com_resident_room WHERE ${pgScope(null, 1)}
                    AND room_id IN (SELECT id FROM com_room WHERE ${pgScope(null, 1)} AND building_id = $2) GROUP BY room_id) b ON b.room_id = r.id
         WHERE ${pgScope('r', 1)} AND r.building_id = $2`,
        [scope.tenantId, building.id],
      );
      const rooms = rows[0].rows;
      const counts: Record<string, number> = Object.fromEntries(ROOM_STATE.values.map((v) => [v, 0]));
      const floors = new Set<number>();
      for (const room of rooms) {
        counts[room[4]] = (counts[room[4]] ?? 0) + 1;
        floors.add(room[2]);
      }
      const owed = await owedBy(db, scope.tenantId, 'room', rooms.map((room) => room[0]));
      const owing = [...owed].map(([id, cents]): [number, string] => [id, formatMoney(cents)]);
      return ok({ building, units, floors: [...floors].sort((a, b) => b - a), rooms, counts, owing });
    },
  });

  r.get('/api/base/room-state/room/:id', {
    schema: {
      tags,
      summary: 'One room of the diagram with its residents (masked)',
      params: z.object({ id: idSchema }),
      response: {
        200: envelope(
          z.object({
            room: z.object({ id: z.number(), roomNo: z.string(), floor: z.number(), state: z.string(), buildingName: z.string(), unitName: z.string().nullable(), buildingArea: z.string().nullable(), layout: z.string().nullable(), roomUse: z.string() }),
            residents: z.array(z.object({ bindingId: z.number(), residentId: z.number(), roomId: z.number(), name: z.string(), mobile: z.string(), relation: z.string(), residentType: z.string() })),
          }),
        ),
      },
    },
    config: { access: BASE_PERMISSIONS.roomStateDiagram },
    handler: async (request) => {
      const scope = scoped(request);
      const { rows } = await db.execute<{ id: number; roomNo: string; floor: number; state: string; buildingName: string; unitName: string | null; buildingArea: number | null; layout: string | null; roomUse: string }>(sql`
        SELECT r.id, r.room_no AS "roomNo", r.floor, r.state, b.building_name AS "buildingName", u.unit_name AS "unitName", r.building_area AS "buildingArea", r.layout, r.room_use AS "roomUse"
        FROM com_room r JOIN com_building b ON b.id = r.building_id AND ${sqlSameTenant('b', 'r', { live: false })}
        LEFT JOIN com_unit u ON u.id = r.unit_id AND ${sqlSameTenant('u', 'r', { live: false })}
        WHERE ${sqlScope('r', scope, { community: 'area_id' })} AND r.id = ${request.params.id}`);
      const room = rows[0];
      if (!room) throw notFound();
      const residents = await boundResidents(db, scope.tenantId, sql`rr.room_id = ${room.id}`);
      return ok({ room: { ...room, buildingArea: room.buildingArea == null ? null : (Number(room.buildingArea) / 100).toFixed(2) }, residents });
    },
  });
};
