import crypto from 'node:crypto';
import { ERROR_CODES, USER_MESSAGES } from '@zhwy/contracts';
import type pg from 'pg';
import type { Db } from '../../platform/db/client.ts';
import { liveRowsOf } from '../../platform/references.ts';
import { AppError, validationFailed } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/crypto.ts';
import { type Scope, assertInScope } from '../../platform/scope.ts';
import { assertPasswordRule, isCommonPassword } from '../auth/password-rule.ts';
import { pgScope } from '../../platform/scope-sql.ts';

/**
 * The rules of a user write that need the database (spec §5 "User form", issue 12): roles, communities, department
 * and post of the tenant; the built-in administrator never left without an enabled holder; passwords by the rule.
 * Each runs inside the write's transaction on its client.
 */

/** A change may not reuse the last this many passwords, the current one included (as the own password change). */
export const PASSWORD_HISTORY = 3;

/** Generated initial passwords: 12 characters, every class, no look-alikes; always passes the rule. */
export const generatePassword = (): string => {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '#@%+=!'];
  const pick = (set: string) => set[crypto.randomInt(set.length)];
  const chars = [...sets.map(pick), ...Array.from({ length: 8 }, () => pick(sets.slice(0, 3).join('')))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
};

/** The rule (naming the part that fails), common passwords and (with `hashes`, the current and earlier ones) reuse: 422 on `field` otherwise. */
export const checkNewPassword = async (plain: string, username: string, field: string, hashes: string[] = []) => {
  assertPasswordRule(plain, username, field);
  if (isCommonPassword(plain)) throw new AppError(422, 'passwordCommon', { code: ERROR_CODES.passwordRule, fields: { [field]: 'passwordCommon' } });
  for (const hash of hashes) {
    if (await verifyPassword(plain, hash)) throw new AppError(422, 'passwordReused', { code: ERROR_CODES.passwordRule, fields: { [field]: 'passwordReused' } });
  }
};

/** The user's current hash and the ones it replaced (newest first), for the reuse check. */
export const recentHashes = async (client: pg.PoolClient, tenantId: number, userId: number): Promise<string[]> => {
  const { rows } = await client.query<{ h: string }>(
    `(SELECT password_hash AS h, 0 AS o, 0::bigint AS id FROM sys_user WHERE id = $2 AND ${pgScope(null, 1, { live: false })})
     UNION ALL (SELECT password_hash, 1, id FROM sys_password_history WHERE ${pgScope(null, 1, { live: false })} AND user_id = $2 ORDER BY id DESC LIMIT $3)
     ORDER BY o, id DESC`,
    [tenantId, userId, PASSWORD_HISTORY - 1],
  );
  return rows.map((r) => r.h);
};

/**
 * Sets another user's password as an administrator: the replaced hash joins the history, the user must change it
 * at their next login (password_initial) and their sessions end.
 */
export const setPassword = async (client: pg.PoolClient, tenantId: number, userId: number, hash: string, byUserId: number, mustChange: boolean) => {
  await client.query(
    `INSERT INTO sys_password_history (tenant_id, user_id, password_hash) SELECT tenant_id, id, password_hash FROM sys_user WHERE id = $1 AND ${pgScope(null, 2, { live: false })}`,
    [userId, tenantId],
  );
  await client.query(
    `DELETE FROM sys_password_history WHERE ${pgScope(null, 1, { live: false })} AND user_id = $2 AND id NOT IN (
       SELECT id FROM sys_password_history WHERE ${pgScope(null, 1, { live: false })} AND user_id = $2 ORDER BY id DESC LIMIT $3)`,
    [tenantId, userId, PASSWORD_HISTORY - 1],
  );
  await client.query(
    `UPDATE sys_user SET password_hash = $1, password_initial = $5, password_changed_at = now(), update_by = $4, update_time = now()
     WHERE id = $2 AND ${pgScope(null, 3, { live: false })}`,
    [hash, userId, tenantId, byUserId, mustChange],
  );
};

/** The tenant's live user, locked FOR UPDATE for the write; 404 otherwise (another tenant's id is not there). */
export const lockUser = async (client: pg.PoolClient, tenantId: number, userId: number) => {
  const { rows } = await client.query<{ id: number; username: string; status: number; is_admin: boolean }>(
    `SELECT u.id, u.username, u.status,
            EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.builtin_admin) AS is_admin
     FROM sys_user u WHERE u.id = $1 AND ${pgScope('u', 2)} FOR UPDATE OF u`,
    [userId, tenantId],
  );
  if (!rows[0]) throw new AppError(404, '用户不存在');
  return rows[0];
};

/**
 * Serialises the writes that could leave the tenant without an enabled administrator (delete, disable, roles), so
 * that two of them cannot each see the other administrator still there.
 */
export const lockAdministrators = (client: pg.PoolClient, tenantId: number) =>
  client.query("SELECT pg_advisory_xact_lock(hashtext('zhwy:last-admin'), $1::int)", [tenantId]);

/** Refuses (409) when `userId` is the tenant's last enabled live user holding the built-in administrator role. */
export const assertNotLastAdmin = async (client: pg.PoolClient, tenantId: number, userId: number) => {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sys_user u
     WHERE ${pgScope('u', 1)} AND u.status = 0 AND u.id <> $2
       AND EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = u.id AND ${pgScope('r', 1, { live: false })} AND r.builtin_admin)`,
    [tenantId, userId],
  );
  if (rows[0].n === 0) throw new AppError(409, USER_MESSAGES.lastAdmin);
};

/** The role ids, each a role of the tenant; whether one is the built-in administrator role. */
export const checkRoles = async (client: pg.PoolClient, tenantId: number, roleIds: number[]) => {
  const { rows } = await client.query<{ id: number; builtin_admin: boolean }>(`SELECT id, builtin_admin FROM sys_role WHERE ${pgScope(null, 1, { live: false })} AND id = ANY($2::bigint[]) FOR SHARE`, [
    tenantId,
    roleIds,
  ]);
  if (rows.length !== roleIds.length) throw validationFailed({ roles: USER_MESSAGES.roleMissing });
  return { grantsAdmin: rows.some((r) => r.builtin_admin) };
};

/** Communities: live ones of the tenant (locked FOR SHARE) and of the caller's own scope (403 otherwise). */
export const checkAreas = async (tx: Db, scope: Scope, areaIds: number[]) => {
  assertInScope(scope, areaIds.join(','));
  const live = await liveRowsOf(tx, 'base.community', scope.tenantId, areaIds);
  if (live.length !== areaIds.length) throw validationFailed({ areaIds: USER_MESSAGES.areaMissing });
};

/**
 * The department (the last id of the cascader's path): a live department of the tenant, locked FOR SHARE. Answers
 * its path from the top as the server reads it (the stored `departmentIds`), whatever path the client sent.
 */
export const checkDepartment = async (client: pg.PoolClient, tenantId: number, departmentIds: number[]) => {
  const departmentId = departmentIds[departmentIds.length - 1];
  const { rows } = await client.query<{ id: number; parent_id: number; depth: number }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, 0 AS depth FROM com_department WHERE id = $1 AND ${pgScope(null, 2)}
       UNION ALL
       SELECT d.id, d.parent_id, up.depth + 1 FROM com_department d JOIN up ON d.id = up.parent_id
       WHERE ${pgScope('d', 2)} AND up.depth < 50
     ) SELECT id, parent_id, depth FROM up ORDER BY depth DESC`,
    [departmentId, tenantId],
  );
  if (rows.length === 0) throw validationFailed({ departmentIds: USER_MESSAGES.departmentMissing });
  await client.query('SELECT 1 FROM com_department WHERE id = $1 FOR SHARE', [departmentId]);
  return { departmentId, departmentIds: rows.map((r) => r.id).join(',') };
};

/** The post, when one is chosen: a live post of the tenant. */
export const checkPost = async (client: pg.PoolClient, tenantId: number, postId: number | null | undefined) => {
  if (!postId) return null;
  const { rows } = await client.query(`SELECT id FROM sys_post WHERE id = $1 AND ${pgScope(null, 2)} FOR SHARE`, [postId, tenantId]);
  if (rows.length === 0) throw validationFailed({ post: USER_MESSAGES.postMissing });
  return postId;
};

/** Whether the caller holds the built-in administrator role (session: isAdmin). */
export const onlyAdministrators = (callerIsAdmin: boolean, targetIsAdmin: boolean) => {
  // Who is not an administrator may not act on one (reset their password, disable, edit): it would make them one.
  if (targetIsAdmin && !callerIsAdmin) throw new AppError(403, 'forbidden', {}, 'the target user is an administrator');
};
