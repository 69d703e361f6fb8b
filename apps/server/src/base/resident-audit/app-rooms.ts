import { ERROR_CODES, idSchema } from '@zhwy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIpOf } from '../../platform/client-ip.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { countAgainst } from '../../platform/store/limits.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { isServable } from '../../platform/tenant.ts';
import { sqlScope } from '../../platform/scope-sql.ts';

/** The resident app's room lookup, beside its self-registration (register.ts): community → building → unit → room. */
export const APP_ROOMS_PATHS = {
  communities: '/api/app/communities',
  buildings: '/api/app/communities/:id/buildings',
  units: '/api/app/buildings/:id/units',
  floors: '/api/app/buildings/:id/floors',
  buildingRooms: '/api/app/buildings/:id/rooms',
  unitRooms: '/api/app/units/:id/rooms',
} as const;

/** Calls of every lookup level together, per client address and tenant (a whole lookup is 4–6 calls). */
export const APP_ROOMS_LIMITS = { perAddressPerMinute: 60, perAddressPerHour: 600 } as const;

/** Page sizes: 20 unless asked, at most 100; pages from 0, at most 1000 (a community has some thousand rooms). */
export const APP_ROOMS_PAGE = { size: 20, maxSize: 100, maxPage: 1000 } as const;

const digits = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { error: 'invalid' })
    .transform(Number)
    .pipe(z.number().max(max, { error: 'invalid' }));
const paging = {
  page: digits(APP_ROOMS_PAGE.maxPage).optional(),
  size: digits(APP_ROOMS_PAGE.maxSize).pipe(z.number().min(1, { error: 'invalid' })).optional(),
};
const floorNo = z
  .string()
  .regex(/^-?\d{1,3}$/, { error: 'invalid' })
  .transform(Number)
  .pipe(z.number().min(-20, { error: 'invalid' }).max(200, { error: 'invalid' }));
const idParams = z.object({ id: idSchema });

// Names and numbers only: never a resident, an owner, a room's state or anything a staff screen holds.
const CommunityItem = z.object({ id: z.number(), areaName: z.string(), district: z.string().nullable() });
const BuildingItem = z.object({ id: z.number(), buildingNo: z.string(), buildingName: z.string() });
const UnitItem = z.object({ id: z.number(), unitNo: z.string(), unitName: z.string() });
const FloorItem = z.object({ floor: z.number() });
const RoomItem = z.object({ id: z.number(), unitId: z.number().nullable(), floor: z.number(), roomNo: z.string() });

/** The platform's envelope with a page of rows and their total. */
const pageOf = <T extends z.ZodType>(row: T) => z.object({ code: z.number(), msg: z.string(), data: z.array(row), recordsTotal: z.number() });

type Paging = { page?: number; size?: number };

/** Where the lookup shows a level: live rows, enabled communities and buildings, the tenant's own. */
const shownCommunity = (tenantId: number) => sql`${sqlScope('a', { tenantId })} AND a.status = '0'`;
const shownBuilding = (tenantId: number) =>
  sql`${sqlScope('b', { tenantId })} AND b.status = '0'
    AND EXISTS (SELECT 1 FROM com_area a WHERE a.id = b.area_id AND ${shownCommunity(tenantId)})`;
const shownUnit = (tenantId: number) =>
  sql`${sqlScope('u', { tenantId })}
    AND EXISTS (SELECT 1 FROM com_building b WHERE b.id = u.building_id AND ${shownBuilding(tenantId)})`;

/** 404 unless the row exists where the lookup shows it (another tenant's, a deleted or a disabled one reads as none). */
const mustExist = async (db: Db, from: SQL, where: SQL) => {
  const { rows } = await db.execute(sql`SELECT 1 FROM ${from} WHERE ${where}`);
  if (!rows[0]) throw notFound();
};

/** One page of `select … from … where … order by …` and the total of `where`, in the platform's envelope. */
const pageFrom = async <T extends Record<string, unknown>>(db: Db, query: { select: SQL; from: SQL; where: SQL; orderBy: SQL }, paging: Paging) => {
  const size = paging.size ?? APP_ROOMS_PAGE.size;
  const offset = (paging.page ?? 0) * size;
  const [rows, total] = await Promise.all([
    db.execute<T>(sql`SELECT ${query.select} FROM ${query.from} WHERE ${query.where} ORDER BY ${query.orderBy} LIMIT ${size} OFFSET ${offset}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${query.from} WHERE ${query.where}`),
  ]);
  return { code: 0, msg: '操作成功', data: rows.rows, recordsTotal: total.rows[0].n };
};

/** `%text%` for LIKE, its wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The resident app's public room lookup (no staff token), so that a resident registering themselves
 * (POST /api/app/resident-register) can find the room id: the tenant's enabled communities, a community's buildings,
 * a building's units and floors, the rooms of a unit or of a building (optionally one floor). Names and numbers only.
 * The tenant is the host's (an unknown or disabled one: 403 tenantUnavailable, as the registration); every call counts
 * against one per-address limit (APP_ROOMS_LIMITS, 429 rateLimited), the malformed ones too; lists are paged.
 */
export const registerAppRooms = (app: FastifyInstance, { database, store }: ModuleDeps) => {
  const { db } = database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Before validation, so a malformed call costs an attempt too. */
  const admit = async (request: FastifyRequest) => {
    const tenant = request.tenant;
    if (!isServable(tenant)) throw new AppError(403, 'tenantUnavailable', { code: ERROR_CODES.tenantUnavailable });
    const key = `app-rooms:ip:${tenant.id}:${clientIpOf(request)}`;
    await countAgainst(store, `${key}:m`, 60_000, APP_ROOMS_LIMITS.perAddressPerMinute);
    await countAgainst(store, `${key}:h`, 3_600_000, APP_ROOMS_LIMITS.perAddressPerHour);
  };
  const tenantOf = (request: FastifyRequest) => request.tenant!.id;
  const route = { config: { access: 'public' as const }, preValidation: admit };
  const tags = ['app'];

  r.get(APP_ROOMS_PATHS.communities, {
    ...route,
    schema: {
      tags,
      summary: "The host tenant's enabled communities, by name (public; `name` narrows by part of the name)",
      querystring: z.strictObject({ ...paging, name: z.string().trim().max(50, { error: 'max' }).optional() }),
      response: { 200: pageOf(CommunityItem) },
    },
    handler: async (request) => {
      const { name, ...paged } = request.query;
      const where = sql`${shownCommunity(tenantOf(request))} ${name ? sql`AND lower(a.area_name) LIKE ${containing(name)}` : sql``}`;
      return pageFrom(db, { select: sql`a.id, a.area_name AS "areaName", a.district`, from: sql`com_area a`, where, orderBy: sql`a.area_name, a.id` }, paged);
    },
  });

  r.get(APP_ROOMS_PATHS.buildings, {
    ...route,
    schema: { tags, summary: "An enabled community's enabled buildings (public)", params: idParams, querystring: z.strictObject(paging), response: { 200: pageOf(BuildingItem) } },
    handler: async (request) => {
      const tenantId = tenantOf(request);
      await mustExist(db, sql`com_area a`, sql`a.id = ${request.params.id} AND ${shownCommunity(tenantId)}`);
      const where = sql`b.area_id = ${request.params.id} AND ${sqlScope('b', { tenantId })} AND b.status = '0'`;
      const select = sql`b.id, b.building_no AS "buildingNo", b.building_name AS "buildingName"`;
      return pageFrom(db, { select, from: sql`com_building b`, where, orderBy: sql`COALESCE(b.sort, 0), b.building_no, b.id` }, request.query);
    },
  });

  r.get(APP_ROOMS_PATHS.units, {
    ...route,
    schema: { tags, summary: "A building's units (public; none when its rooms have no units)", params: idParams, querystring: z.strictObject(paging), response: { 200: pageOf(UnitItem) } },
    handler: async (request) => {
      const tenantId = tenantOf(request);
      await mustExist(db, sql`com_building b`, sql`b.id = ${request.params.id} AND ${shownBuilding(tenantId)}`);
      const where = sql`u.building_id = ${request.params.id} AND ${sqlScope('u', { tenantId })}`;
      return pageFrom(db, { select: sql`u.id, u.unit_no AS "unitNo", u.unit_name AS "unitName"`, from: sql`com_unit u`, where, orderBy: sql`COALESCE(u.sort, 0), u.unit_no, u.id` }, request.query);
    },
  });

  r.get(APP_ROOMS_PATHS.floors, {
    ...route,
    schema: {
      tags,
      summary: "The floors a building's rooms are on (public; `unitId`: of one unit)",
      params: idParams,
      querystring: z.strictObject({ unitId: idSchema.optional() }),
      response: { 200: z.object({ code: z.number(), msg: z.string(), data: z.array(FloorItem) }) },
    },
    handler: async (request) => {
      const tenantId = tenantOf(request);
      const { id } = request.params;
      await mustExist(db, sql`com_building b`, sql`b.id = ${id} AND ${shownBuilding(tenantId)}`);
      const { unitId } = request.query;
      const { rows } = await db.execute<{ floor: number }>(sql`
        SELECT DISTINCT floor FROM com_room WHERE ${sqlScope(null, { tenantId })} AND building_id = ${id} ${unitId ? sql`AND unit_id = ${unitId}` : sql``}
        ORDER BY floor`);
      return { code: 0, msg: '操作成功', data: rows };
    },
  });

  // The rooms of a unit, or of a whole building (rooms without a unit too): the same page under another parent.
  const roomLevels = [
    { path: APP_ROOMS_PATHS.buildingRooms, of: 'building', parent: sql`com_building b`, parentId: sql`b.id`, shown: shownBuilding, column: sql`r.building_id` },
    { path: APP_ROOMS_PATHS.unitRooms, of: 'unit', parent: sql`com_unit u`, parentId: sql`u.id`, shown: shownUnit, column: sql`r.unit_id` },
  ] as const;
  for (const level of roomLevels) {
    r.get(level.path, {
      ...route,
      schema: {
        tags,
        summary: `A ${level.of}'s rooms by floor and number (public; \`floor\` narrows to one floor)`,
        params: idParams,
        querystring: z.strictObject({ ...paging, floor: floorNo.optional() }),
        response: { 200: pageOf(RoomItem) },
      },
      handler: async (request) => {
        const tenantId = tenantOf(request);
        const { floor, ...paged } = request.query;
        await mustExist(db, level.parent, sql`${level.parentId} = ${request.params.id} AND ${level.shown(tenantId)}`);
        const where = sql`${sqlScope('r', { tenantId })} AND ${level.column} = ${request.params.id} ${floor !== undefined ? sql`AND r.floor = ${floor}` : sql``}`;
        const select = sql`r.id, r.unit_id AS "unitId", r.floor, r.room_no AS "roomNo"`;
        return pageFrom(db, { select, from: sql`com_room r`, where, orderBy: sql`r.floor, r.room_no, r.id` }, paged);
      },
    });
  }
};
