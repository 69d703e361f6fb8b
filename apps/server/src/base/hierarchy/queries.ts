import { maskValue } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { type Scope, assertInScope } from '../../platform/scope.ts';
import { sqlSameTenant, sqlScope } from '../../platform/scope-sql.ts';

export type BuildingRef = { id: number; areaId: number; buildingNo: string; buildingName: string; aboveFloors: number; underFloors: number };

/** A live building the caller may see (tenant and communities), or 404; `lock` takes it FOR SHARE / FOR UPDATE. */
export const visibleBuilding = async (tx: Db, scope: Scope, id: number, lock?: 'share' | 'update'): Promise<BuildingRef> => {
  const { rows } = await tx.execute<BuildingRef>(sql`
    SELECT id, area_id AS "areaId", building_no AS "buildingNo", building_name AS "buildingName",
      above_floors AS "aboveFloors", COALESCE(under_floors, 0) AS "underFloors"
    FROM com_building WHERE ${sqlScope(null, scope, { community: 'area_id' })} AND id = ${id}
    ${lock === 'update' ? sql`FOR UPDATE` : lock === 'share' ? sql`FOR SHARE` : sql``}`);
  if (!rows[0]) throw notFound();
  return rows[0];
};

/** A live community of the tenant inside the caller's scope (403 outside it, 404 when there is none). */
export const visibleCommunity = async (tx: Db, scope: Scope, id: number, lock = false): Promise<{ id: number; areaName: string }> => {
  assertInScope(scope, id);
  const { rows } = await tx.execute<{ id: number; areaName: string }>(sql`
    SELECT id, area_name AS "areaName" FROM com_area WHERE ${sqlScope(null, scope)} AND id = ${id}
    ${lock ? sql`FOR SHARE` : sql``}`);
  if (!rows[0]) throw notFound();
  return rows[0];
};

export type BoundResident = { bindingId: number; residentId: number; roomId: number; name: string; mobile: string; relation: string; residentType: string };

/** Residents bound to rooms (live bindings of live residents), masked as the resident list shows them (张**, 138****8000). */
export const boundResidents = async (tx: Db, tenantId: number, where: ReturnType<typeof sql>, limit = 1000): Promise<BoundResident[]> => {
  const { rows } = await tx.execute<BoundResident>(sql`
    SELECT rr.id AS "bindingId", r.id AS "residentId", rr.room_id AS "roomId", r.name, r.mobile, rr.relation,
      r.resident_type AS "residentType"
    FROM com_resident_room rr
    JOIN com_resident r ON r.id = rr.resident_id AND ${sqlSameTenant('r', 'rr')}
    WHERE ${sqlScope('rr', { tenantId })} AND ${where}
    ORDER BY rr.room_id, rr.relation, rr.id LIMIT ${limit}`);
  return rows.map((row) => ({ ...row, name: row.name ? maskValue('name', row.name) : '', mobile: row.mobile ? maskValue('mobile', row.mobile) : '' }));
};
