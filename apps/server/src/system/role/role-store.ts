import type { RoleRow } from '@zhwy/contracts';
import type pg from 'pg';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { pgScope } from '../../platform/scope-sql.ts';

export const ROLE_COLUMNS = 'id, name, role_extent AS "roleExtent", parent_id AS "parentId", icon, builtin_admin AS "builtinAdmin"';
export type Role = z.infer<typeof RoleRow>;

/** The tenant's role, locked FOR UPDATE inside a write; another tenant's id is not there (404). */
export const roleOf = async (client: pg.Pool | pg.PoolClient, tenantId: number, id: number, lock = false): Promise<Role> => {
  const { rows } = await client.query<Role>(`SELECT ${ROLE_COLUMNS} FROM sys_role WHERE ${pgScope(null, 1, { live: false })} AND id = $2${lock ? ' FOR UPDATE' : ''}`, [tenantId, id]);
  if (!rows[0]) throw notFound('角色不存在');
  return rows[0];
};

/** Live accounts holding the role (deleted ones do not keep it in use). */
export const usersOf = async (client: pg.Pool | pg.PoolClient, tenantId: number, roleId: number): Promise<number> =>
  (
    await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_user_role ur JOIN sys_user u ON u.id = ur.user_id
       WHERE ur.role_id = $1 AND ${pgScope('u', 2)}`,
      [roleId, tenantId],
    )
  ).rows[0]!.n;

