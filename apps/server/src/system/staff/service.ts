import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sqlScope } from '../../platform/scope-sql.ts';
import type { StaffMember, StaffSelection, StaffService } from '../../platform/services.ts';

/** Ids as one bigint[] parameter ('{1,2}'). */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`;

/** Each kind of choice: its table, and whether its rows are soft-deleted. */
const KINDS = {
  departmentIds: { table: 'com_department', live: true },
  workGroupIds: { table: 'sys_work_group', live: true },
  roleIds: { table: 'sys_role', live: false },
  userIds: { table: 'sys_user', live: true },
} as const;

type MemberRecord = { id: string; username: string; family_name: string | null; name: string | null; department_name: string | null };
const memberOf = (row: MemberRecord): StaffMember => ({
  id: Number(row.id),
  username: row.username,
  name: `${row.family_name ?? ''}${row.name ?? ''}`,
  departmentName: row.department_name,
});

/**
 * Staff for other modules (platform/services.ts `StaffService`): the letters' recipients are chosen by department
 * (its sub-departments too, by `ancestors`), work group, role or person; only enabled, live users receive.
 */
export const staffService = (): StaffService => ({
  unknownIds: async (tx: Db, tenantId: number, selection: StaffSelection) => {
    const unknown: Partial<Record<keyof StaffSelection, number[]>> = {};
    for (const [kind, { table, live }] of Object.entries(KINDS) as [keyof StaffSelection, (typeof KINDS)[keyof typeof KINDS]][]) {
      const ids = [...new Set(selection[kind])];
      if (ids.length === 0) continue;
      const { rows } = await tx.execute<{ id: string }>(
        sql`SELECT x.id FROM ${sql.raw(table)} x WHERE ${sqlScope('x', { tenantId }, { live })} AND x.id = ANY(${idArray(ids)}::bigint[])`,
      );
      const found = new Set(rows.map((row) => Number(row.id)));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) unknown[kind] = missing;
    }
    return unknown;
  },

  members: async (tx: Db, tenantId: number, { departmentIds, workGroupIds, roleIds, userIds }: StaffSelection) => {
    const scope = { tenantId };
    const { rows } = await tx.execute<{ id: string }>(sql`
      SELECT u.id FROM sys_user u
      WHERE ${sqlScope('u', scope)} AND u.status = 0 AND (
        u.id = ANY(${idArray(userIds)}::bigint[])
        OR u.department_id IN (
          SELECT d.id FROM com_department d WHERE ${sqlScope('d', scope)}
            AND (d.id = ANY(${idArray(departmentIds)}::bigint[]) OR string_to_array(d.ancestors, ',')::bigint[] && ${idArray(departmentIds)}::bigint[]))
        OR u.id IN (
          SELECT g.user_id FROM sys_work_group_user g JOIN sys_work_group w ON w.id = g.group_id AND ${sqlScope('w', scope)}
          WHERE ${sqlScope('g', scope, { live: false })} AND g.group_id = ANY(${idArray(workGroupIds)}::bigint[]))
        OR u.id IN (SELECT r.user_id FROM sys_user_role r WHERE ${sqlScope('r', scope, { live: false })} AND r.role_id = ANY(${idArray(roleIds)}::bigint[])))
      ORDER BY u.id`);
    return rows.map((row) => Number(row.id));
  },

  describe: async (tx: Db, tenantId: number, ids: readonly number[]) => {
    if (ids.length === 0) return [];
    const { rows } = await tx.execute<MemberRecord>(sql`
      SELECT u.id, u.username, u.family_name, u.name, d.department_name
      FROM sys_user u LEFT JOIN com_department d ON d.id = u.department_id AND ${sqlScope('d', { tenantId }, { live: false })}
      WHERE ${sqlScope('u', { tenantId }, { live: false })} AND u.id = ANY(${idArray(ids)}::bigint[])
      ORDER BY u.username`);
    return rows.map(memberOf);
  },

  options: async (tx: Db, tenantId: number, limit: number) => {
    const scope = { tenantId };
    const named = async (query: ReturnType<typeof sql>) => (await tx.execute<{ id: string; name: string }>(query)).rows.map((row) => ({ id: Number(row.id), name: row.name }));
    const departments = await named(sql`SELECT x.id, x.department_name AS name FROM com_department x WHERE ${sqlScope('x', scope)} ORDER BY x.orderby, x.id LIMIT ${limit}`);
    const workGroups = await named(sql`SELECT x.id, x.group_name AS name FROM sys_work_group x WHERE ${sqlScope('x', scope)} ORDER BY x.group_name, x.id LIMIT ${limit}`);
    const roles = await named(sql`SELECT x.id, x.name FROM sys_role x WHERE ${sqlScope('x', scope, { live: false })} ORDER BY x.name, x.id LIMIT ${limit}`);
    const { rows } = await tx.execute<MemberRecord>(sql`
      SELECT u.id, u.username, u.family_name, u.name, d.department_name
      FROM sys_user u LEFT JOIN com_department d ON d.id = u.department_id AND ${sqlScope('d', scope)}
      WHERE ${sqlScope('u', scope)} AND u.status = 0
      ORDER BY u.username LIMIT ${limit}`);
    return { departments, workGroups, roles, users: rows.map(memberOf) };
  },
});
