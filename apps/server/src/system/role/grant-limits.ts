import type pg from 'pg';
import { type UserAccess, loadAccess } from '../../platform/access.ts';
import { forbidden } from '../../platform/errors.ts';
import { pgScope } from '../../platform/scope-sql.ts';

/**
 * Nobody hands out more than they hold. An administrator (the built-in role) holds everything; anyone else who may
 * edit roles or users grants only menus they have themselves, and gives users only roles whose menus they have:
 * otherwise a user administrator could grant their own role, or a new account, every code of the tenant.
 */
export const assertMenusWithinOwn = (granter: Pick<UserAccess, 'isAdmin' | 'menus'>, menuIds: Iterable<number>, refusal = 'grantBeyondOwn') => {
  if (granter.isAdmin) return;
  const own = new Set(granter.menus.map((menu) => menu.id));
  for (const id of menuIds) if (!own.has(id)) throw forbidden(refusal, `menu ${id} is not the caller's own`);
};

/**
 * Nobody takes over an account stronger than their own (issue 20): resetting or setting its password, disabling,
 * enabling, deleting or unlocking it, or replacing its communities, needs the caller to hold every menu (and so every
 * permission code) and every community the target holds: the grant rule above, applied to the target's access. An
 * administrator (the built-in role) may act on anyone; nobody else on an administrator. 403 `userBeyondOwn`.
 */
export const assertUserWithinOwn = async (client: pg.PoolClient | pg.Pool, caller: Pick<UserAccess, 'isAdmin' | 'menus' | 'areaIds'> & { tenantId: number }, targetId: number) => {
  if (caller.isAdmin) return;
  const target = await loadAccess(client, caller.tenantId, targetId);
  if (target.isAdmin) throw forbidden('userBeyondOwn', `user ${targetId} is an administrator`);
  assertMenusWithinOwn(caller, target.menus.map((menu) => menu.id), 'userBeyondOwn');
  const own = new Set(caller.areaIds ?? []);
  const beyond = (target.areaIds ?? []).find((id) => !own.has(id));
  if (beyond !== undefined) throw forbidden('userBeyondOwn', `user ${targetId} serves community ${beyond}, which the caller does not`);
};

/** Roles given to a user: each role's menus must be the granter's own (roles the user already holds are not asked). */
export const assertRolesWithinOwn = async (client: pg.PoolClient, tenantId: number, granter: Pick<UserAccess, 'isAdmin' | 'menus'>, roleIds: number[]) => {
  if (granter.isAdmin || roleIds.length === 0) return;
  const { rows } = await client.query<{ roleId: number }>(
    `SELECT role_id AS "roleId" FROM sys_role_menu WHERE ${pgScope(null, 1, { live: false })} AND role_id = ANY($2::bigint[]) AND NOT (menu_id = ANY($3::bigint[])) LIMIT 1`,
    [tenantId, roleIds, granter.menus.map((menu) => menu.id)],
  );
  if (rows[0]) throw forbidden('grantBeyondOwn', `role ${rows[0].roleId} grants menus beyond the granter's own`);
};
