import { sql } from 'drizzle-orm';
import type { PayerKind, PayersParams, PayersService } from '../../platform/services.ts';
import { pgScope, sqlScope } from '../../platform/scope-sql.ts';

/**
 * What may be billed, as base offers it (the `payers` service; docs/billing.md, "Payers"): rooms, parking spaces and
 * cars, with the buildings rooms are chosen by. Billing checks the ids it is given here, reads a room's facts here,
 * and generation selects its payers through `payersText`, a subquery the planner flattens into its one INSERT …
 * SELECT per batch (the plan is the one over com_room itself).
 */

/** The table of each kind; only base writes these names. */
const TABLES: Record<PayerKind | 'building', string> = { room: 'com_room', parkingSpace: 'com_parking_space', car: 'com_car_info', building: 'com_building' };

const param = (n: number) => {
  if (!Number.isInteger(n) || n < 1) throw new Error(`not a parameter number: ${n}`);
  return `$${n}`;
};

/**
 * The payers of a kind in a community, as text for a statement with positional parameters: `(SELECT id, tenant_id,
 * area_id, building_id, building_area, state FROM …) <as>`. Rooms: those of the buildings and the rooms given
 * (each a bigint[] parameter, null for all); a parking space or a car has no building, area or state (nulls), and
 * none is chosen when buildings or rooms are. Aliases go into the text as written: plain identifiers only.
 */
export const payersText = (kind: PayerKind, params: PayersParams, as = 'p'): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(as)) throw new Error(`not an SQL identifier: ${as}`);
  const [community, buildings, rooms] = [param(params.community), param(params.buildings), param(params.rooms)];
  if (kind === 'room') {
    return `(SELECT r.id, r.tenant_id, r.area_id, r.building_id, r.building_area, r.state FROM com_room r
        WHERE ${pgScope('r', params.tenant)} AND r.area_id = ${community}
          AND (${buildings}::bigint[] IS NULL OR r.building_id = ANY(${buildings}::bigint[])) AND (${rooms}::bigint[] IS NULL OR r.id = ANY(${rooms}::bigint[]))) ${as}`;
  }
  return `(SELECT x.id, x.tenant_id, x.area_id, NULL::bigint AS building_id, NULL::bigint AS building_area, NULL::varchar AS state FROM ${TABLES[kind]} x
        WHERE ${pgScope('x', params.tenant)} AND x.area_id = ${community} AND ${buildings}::bigint[] IS NULL AND ${rooms}::bigint[] IS NULL) ${as}`;
};

const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`;

export const basePayers = (): PayersService => ({
  hasCommunity: async (tx, tenantId, areaId) => {
    const { rows } = await tx.execute(sql`SELECT 1 FROM com_area a WHERE ${sqlScope('a', { tenantId })} AND a.id = ${areaId}`);
    return rows.length > 0;
  },
  communityOf: async (tx, tenantId, kind, id) => {
    const { rows } = await tx.execute<{ area_id: string }>(sql`SELECT x.area_id FROM ${sql.raw(TABLES[kind])} x WHERE ${sqlScope('x', { tenantId })} AND x.id = ${id}`);
    return rows[0] ? Number(rows[0].area_id) : undefined;
  },
  notIn: async (tx, tenantId, areaId, kind, ids) => {
    if (ids.length === 0) return [];
    const { rows } = await tx.execute<{ id: string }>(
      sql`SELECT x.id FROM ${sql.raw(TABLES[kind])} x WHERE ${sqlScope('x', { tenantId })} AND x.area_id = ${areaId} AND x.id = ANY(${idArray(ids)}::bigint[])`,
    );
    const found = new Set(rows.map((row) => Number(row.id)));
    return [...new Set(ids.map(Number))].filter((id) => !found.has(id));
  },
  room: async (tx, tenantId, id) => {
    const { rows } = await tx.execute<{ id: string; area_id: string; building_id: string; building_area: string | null; state: string }>(
      sql`SELECT r.id, r.area_id, r.building_id, r.building_area, r.state FROM com_room r WHERE ${sqlScope('r', { tenantId })} AND r.id = ${id}`,
    );
    const row = rows[0];
    if (!row) return undefined;
    return { id: Number(row.id), areaId: Number(row.area_id), buildingId: Number(row.building_id), buildingArea: row.building_area === null ? null : Number(row.building_area), state: String(row.state) };
  },
  payersText,
  buildingRoomsSql: (tenantId, buildingId) => sql`SELECT r.id FROM com_room r WHERE ${sqlScope('r', { tenantId })} AND r.building_id = ${buildingId}`,
});
