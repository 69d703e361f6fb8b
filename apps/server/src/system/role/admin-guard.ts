import { PERMISSIONS } from '@zhwy/contracts';
import type pg from 'pg';
import { AppError } from '../../platform/errors.ts';
import { pgScope, sameTenantText } from '../../platform/scope-sql.ts';

/**
 * Serialises the writes that can take away the last role administrator (grant saves here; user roles, status and
 * deletes on the user screens) within one tenant: the check below then sees every committed change.
 */
export const lockRoleAdministration = (client: pg.PoolClient, tenantId: number) =>
  client.query(`SELECT pg_advisory_xact_lock(hashtext('zhwy:role-admin'), $1::int)`, [tenantId]);

// An enabled, live user who holds the built-in administrator role or a role granted the role-edit button.
const ADMINISTRATOR_REMAINS_SQL = `
SELECT EXISTS (
  SELECT 1 FROM sys_user u
  JOIN sys_user_role ur ON ur.user_id = u.id
  JOIN sys_role r ON r.id = ur.role_id AND ${sameTenantText('r', 'u', { live: false })}
  WHERE ${pgScope('u', 1)} AND u.status = 0 AND (
    r.builtin_admin
    OR EXISTS (SELECT 1 FROM sys_role_menu rm JOIN sys_menu m ON m.id = rm.menu_id
               WHERE rm.role_id = r.id AND ${pgScope('m', 1, { live: false })} AND m.permission_code = $2)
  )
) AS "remains"`;

/**
 * No change may leave the tenant without an enabled user who can administer roles (spec §2 roles: no administrator
 * can remove the last grant that lets anyone do so). Call inside the write's transaction, after the write and after
 * lockRoleAdministration: a refusal rolls the whole change back (409 'roleAdminLast').
 */
export const assertRoleAdministratorRemains = async (client: pg.PoolClient, tenantId: number) => {
  const { rows } = await client.query<{ remains: boolean }>(ADMINISTRATOR_REMAINS_SQL, [tenantId, PERMISSIONS.role.edit]);
  if (!rows[0]?.remains) throw new AppError(409, 'roleAdminLast');
};
