import { AreaOption, PERMISSIONS, SysUser, USER_MESSAGES, UserCreateBody, UserDetail, UserOption, UserUpdateBody, envelope, idListSchema, idSchema } from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { clientIpOf } from '../../platform/client-ip.ts';
import type { AppDeps } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/crud.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import { decryptPassword } from '../../platform/password-transport.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { createLockout } from '../auth/lockout.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { avatarBytesMatch } from '../profile/routes.ts';
import { userDetail } from './detail.ts';
import { registerUserListRoutes } from './list.ts';
import { assertRolesWithinOwn, assertUserWithinOwn } from '../role/grant-limits.ts';
import { areasLiteral, peerIdsText, seesAllStaff, seesUser, staffContactsFor } from './peers.ts';
import {
  assertNotLastAdmin,
  checkAreas,
  checkDepartment,
  checkNewPassword,
  checkPost,
  checkRoles,
  generatePassword,
  lockAdministrators,
  lockUser,
  onlyAdministrators,
  recentHashes,
  setPassword,
} from './rules.ts';
import { pgScope } from '../../platform/scope-sql.ts';
import { checkNotReferenced, keyOf } from '../../platform/references.ts';
import { allowPicking } from '../../platform/labels.ts';

const SYSTEM = '/zhwy/api/system';
const ADMIN = '/zhwy/api/zhwy_admin/user';
const tags = ['system'];
const U = PERMISSIONS.user;
/** The operation log's message key parameters (the web words them in the reader's language). */
const LOG_USER = { entity: 'system.user', title: '用户' };

const uniq = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value === '' ? null : value);
const conflict = (message: string, fields?: Record<string, string>) => new AppError(409, message, { fields });
const statusSchema = z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], { error: (issue) => (issue.input == null ? 'required' : 'enum') }).transform(Number);

/** The username is free among the tenant's live users (another than `exceptId`): else 409 on `username`. */
const assertUsernameFree = async (client: pg.PoolClient | pg.Pool, tenantId: number, username: string, exceptId = 0) => {
  const { rows } = await client.query(`SELECT 1 FROM sys_user WHERE ${pgScope(null, 1)} AND username = $2 AND id <> $3 LIMIT 1`, [tenantId, username, exceptId]);
  if (rows.length > 0) throw conflict(USER_MESSAGES.usernameTaken, { username: USER_MESSAGES.usernameTaken });
};
/** A concurrent create of the same name loses at the unique index: the same answer as the check. */
const usernameRace = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.usernameTaken, { username: USER_MESSAGES.usernameTaken });
  throw error;
};

/**
 * 用户管理 (spec §2 "User list", "User edit/create", §5, §7 "Users"; issue 12): the list, the detail, create and
 * edit (user, roles and communities in one transaction), status, delete, the option lists, and an administrator's
 * password reset and unlock. Every write names its operation for the log; passwords are redacted there by key.
 */
export const registerUserRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerUserListRoutes(app, deps.database);
  // The user form and 用户小区授权 choose a user's communities by name: the labels call serves them (in the caller's
  // own communities, as checkAreas allows no more).
  allowPicking('base.community', [U.add, U.edit, U.area]);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const { pool } = database;
  const lockout = createLockout(deps.store, deps.config.login);

  /** A password as the browser sent it (AES, or RSA with the option): 422 on `field` when it is not one. */
  const plainOf = (field: string, value: string) => {
    const plain = decryptPassword(value, deps.passwordKey, deps.passwordRsa);
    if (plain === null || plain === '') throw validationFailed({ [field]: '密码格式不正确' }, '密码须经 AES 或 RSA 加密传输');
    return plain;
  };

  /**
   * Editing a user asks for the caller's own current password (spec §6). Wrong ones count toward the caller's own
   * lockout as at the login, so a left-open session cannot be used to guess it; refused with 422 on the field.
   */
  const checkCurrentPassword = async (request: FastifyRequest, sent: string) => {
    const { tenantId, userId, username } = request.user!;
    const plain = plainOf('currentUserPwd', sent);
    const refuse = (error: AppError) => {
      // A lockout keeps its own message (retry after …); a wrong password says how many attempts are left.
      const message = error.extra.attempts ? USER_MESSAGES.currentPasswordWrongLeft : error.message;
      return new AppError(422, message, { ...error.extra, params: { attempts: error.extra.attempts }, fields: { currentUserPwd: message } });
    };
    let attempt;
    try {
      attempt = await lockout.begin(tenantId, username, clientIpOf(request));
    } catch (error) {
      throw error instanceof AppError ? refuse(error) : error;
    }
    const { rows } = await pool.query<{ h: string }>(`SELECT password_hash AS h FROM sys_user WHERE id = $1 AND ${pgScope(null, 2, { live: false })}`, [userId, tenantId]);
    if (!rows[0] || !(await verifyPassword(plain, rows[0].h))) throw refuse(await attempt.fail());
    await attempt.succeed();
  };

  const detailOrNotFound = async (tenantId: number, userId: number) => {
    const detail = await userDetail(pool, tenantId, userId);
    if (!detail) throw notFound('用户不存在');
    return detail;
  };

  r.get(`${SYSTEM}/cscpUserDetailsByUserId`, {
    schema: { tags, summary: 'A user with roles, communities, department and post', querystring: z.object({ userId: idSchema }), response: { 200: envelope(UserDetail) } },
    config: { access: U.list },
    handler: async (request) => {
      // Issue 20: another community's staff are not there for a caller who is not an administrator; contacts masked without the edit code.
      if (!(await seesUser(pool, request, request.query.userId))) throw notFound('用户不存在');
      return ok(staffContactsFor(request, await detailOrNotFound(request.user!.tenantId, request.query.userId)));
    },
  });

  r.get(`${SYSTEM}/cscpUserExistByUsername`, {
    schema: {
      tags,
      summary: 'Whether a live user of the tenant has this account name (data: true/false)',
      querystring: z.object({ username: z.string().trim().min(1, { error: 'required' }).max(64, { error: 'max' }) }),
      response: { 200: envelope(z.boolean()) },
    },
    config: { access: U.list },
    handler: async (request) => {
      const { rows } = await pool.query(`SELECT 1 FROM sys_user WHERE ${pgScope(null, 1)} AND username = $2 LIMIT 1`, [request.user!.tenantId, request.query.username]);
      return ok(rows.length > 0);
    },
  });

  r.post(`${SYSTEM}/cscpUserDetails`, {
    schema: {
      tags,
      summary: 'Create a user (initial password: the given one, AES/RSA, or generated; answered once, changed at first login)',
      body: UserCreateBody,
      response: { 200: envelope(UserDetail.extend({ initialPassword: z.string() })) },
    },
    config: { access: U.add, operation: '新增用户', operationKey: { key: 'entityCreate', params: LOG_USER } },
    handler: async (request) => {
      const { tenantId, userId: me, isAdmin } = request.user!;
      const body = request.body;
      if (body.imgPath && !avatarBytesMatch(body.imgPath)) throw validationFailed({ imgPath: 'image' });
      const initialPassword = body.password ? plainOf('password', body.password) : generatePassword();
      if (body.password) await checkNewPassword(initialPassword, body.username, 'password');
      const passwordHash = await hashPassword(initialPassword);
      const roleIds = uniq(body.roles ?? body.roleIds ?? []);
      const areaIds = uniq(body.areaIds);
      const id = await mutate(database, request, async (tx, client) => {
        await assertUsernameFree(client, tenantId, body.username);
        const { grantsAdmin } = await checkRoles(client, tenantId, roleIds);
        if (grantsAdmin && !isAdmin) throw forbidden('forbidden', 'only an administrator grants the administrator role');
        await assertRolesWithinOwn(client, tenantId, request.user!, roleIds);
        const department = await checkDepartment(client, tenantId, body.departmentIds);
        const post = await checkPost(client, tenantId, body.post);
        await checkAreas(tx, scoped(request), areaIds);
        const { rows } = await client
          .query<{ id: number }>(
            `INSERT INTO sys_user (tenant_id, username, password_hash, password_initial, family_name, name, sex, mobile, is_contact, user_no, post_id,
                                   email, img_path, disc_title, disc_detail, department_id, department_ids, status, create_by)
             VALUES ($1, $2, $3, true, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 0, $17) RETURNING id`,
            [
              tenantId, body.username, passwordHash, blankToNull(body.familyName), body.name, body.sex, body.mobile, body.isContact ?? 0,
              blankToNull(body.userNo), post, blankToNull(body.email), blankToNull(body.imgPath), blankToNull(body.discTitle),
              blankToNull(body.discDetail), department.departmentId, department.departmentIds, me,
            ],
          )
          .catch(usernameRace);
        const id = rows[0].id;
        await client.query('INSERT INTO sys_user_role (tenant_id, user_id, role_id) SELECT $1, $2, unnest($3::bigint[])', [tenantId, id, roleIds]);
        await client.query('INSERT INTO sys_user_area (tenant_id, user_id, area_id) SELECT $1, $2, unnest($3::bigint[])', [tenantId, id, areaIds]);
        return id;
      });
      return ok({ ...(await detailOrNotFound(tenantId, id)), initialPassword }, '新增成功');
    },
  });

  r.put(`${SYSTEM}/cscpUserDetails`, {
    schema: {
      tags,
      summary: "Edit a user (cscpUserDetailDTO flat or nested; the caller's currentUserPwd required; newPassword optional)",
      body: UserUpdateBody,
      response: { 200: envelope(UserDetail) },
    },
    config: { access: U.edit, operation: '修改用户', operationKey: { key: 'entityUpdate', params: LOG_USER } },
    handler: async (request) => {
      const { tenantId, userId: me, isAdmin, tokenHash } = request.user!;
      const body = request.body;
      const id = Number(body.id ?? body.userId);
      if (body.imgPath && !avatarBytesMatch(body.imgPath)) throw validationFailed({ imgPath: 'image' });
      await checkCurrentPassword(request, body.currentUserPwd);
      const newPlain = body.newPassword ? plainOf('newPassword', body.newPassword) : null;
      const roleIds = uniq(body.roles ?? body.roleIds ?? []);
      const areaIds = uniq(body.areaIds);
      await mutate(database, request, async (tx, client) => {
        await lockAdministrators(client, tenantId);
        const target = await lockUser(client, tenantId, id);
        onlyAdministrators(isAdmin, target.is_admin);
        if (newPlain !== null && id !== me) await assertUserWithinOwn(client, request.user!, id);
        await assertUsernameFree(client, tenantId, body.username, id);
        const { grantsAdmin } = await checkRoles(client, tenantId, roleIds);
        if (grantsAdmin && !isAdmin) throw forbidden('forbidden', 'only an administrator grants the administrator role');
        const held = await client.query<{ roleId: number }>('SELECT role_id AS "roleId" FROM sys_user_role WHERE user_id = $1', [id]);
        const heldIds = new Set(held.rows.map((row) => row.roleId));
        await assertRolesWithinOwn(client, tenantId, request.user!, roleIds.filter((roleId) => !heldIds.has(roleId)));
        if (target.is_admin && !grantsAdmin && target.status === 0) await assertNotLastAdmin(client, tenantId, id);
        const department = await checkDepartment(client, tenantId, body.departmentIds);
        const post = await checkPost(client, tenantId, body.post);
        await checkAreas(tx, scoped(request), areaIds);
        if (newPlain !== null) {
          await checkNewPassword(newPlain, body.username, 'newPassword', await recentHashes(client, tenantId, id));
        }
        await client
          .query(
            `UPDATE sys_user SET username = $3, family_name = $4, name = $5, sex = $6, mobile = $7, is_contact = COALESCE($8, is_contact), user_no = $9,
                    post_id = $10, email = $11, img_path = $12, disc_title = $13, disc_detail = $14, department_id = $15, department_ids = $16,
                    update_by = $17, update_time = now()
             WHERE id = $1 AND ${pgScope(null, 2, { live: false })}`,
            [
              id, tenantId, body.username, blankToNull(body.familyName), body.name, body.sex, body.mobile, body.isContact ?? null,
              blankToNull(body.userNo), post, blankToNull(body.email), blankToNull(body.imgPath), blankToNull(body.discTitle),
              blankToNull(body.discDetail), department.departmentId, department.departmentIds, me,
            ],
          )
          .catch(usernameRace);
        // Roles and communities are replaced whole; the triggers bump the tenant's access version (next call sees them).
        await client.query('DELETE FROM sys_user_role WHERE user_id = $1 AND NOT (role_id = ANY($2::bigint[]))', [id, roleIds]);
        await client.query('INSERT INTO sys_user_role (tenant_id, user_id, role_id) SELECT $1, $2, unnest($3::bigint[]) ON CONFLICT DO NOTHING', [tenantId, id, roleIds]);
        await client.query(`DELETE FROM sys_user_area WHERE ${pgScope(null, 1, { live: false })} AND user_id = $2 AND NOT (area_id = ANY($3::bigint[]))`, [tenantId, id, areaIds]);
        await client.query(
          `INSERT INTO sys_user_area (tenant_id, user_id, area_id) SELECT $1, $2, a FROM unnest($3::bigint[]) a
           WHERE NOT EXISTS (SELECT 1 FROM sys_user_area x WHERE ${pgScope('x', 1, { live: false })} AND x.user_id = $2 AND x.area_id = a)`,
          [tenantId, id, areaIds],
        );
        if (newPlain !== null) {
          // Set by someone else, the password is known to them: the user changes it at their next login.
          await setPassword(client, tenantId, id, await hashPassword(newPlain), me, id !== me);
          await revokeUserSessions(client, id, id === me ? tokenHash : undefined);
        }
      });
      return ok(await detailOrNotFound(tenantId, id), '修改成功');
    },
  });

  r.post(`${ADMIN}/updateStatusByUserId`, {
    schema: {
      tags,
      summary: 'Enable (0) or disable (1) a user; disabling ends their sessions',
      body: z.object({ userId: idSchema, status: statusSchema }),
      response: { 200: envelope(z.null()) },
    },
    config: { access: U.status, operation: '修改用户状态', operationKey: { key: 'entitySetField', params: { ...LOG_USER, field: 'status', label: '状态' } } },
    handler: async (request) => {
      const { tenantId, userId: me, isAdmin } = request.user!;
      const { userId, status } = request.body;
      if (status === 1 && userId === me) throw conflict(USER_MESSAGES.selfDisable);
      await mutate(database, request, async (_tx, client) => {
        await lockAdministrators(client, tenantId);
        const target = await lockUser(client, tenantId, userId);
        onlyAdministrators(isAdmin, target.is_admin);
        await assertUserWithinOwn(client, request.user!, userId);
        if (status === 1 && target.is_admin && target.status === 0) await assertNotLastAdmin(client, tenantId, userId);
        await client.query(`UPDATE sys_user SET status = $3, update_by = $4, update_time = now() WHERE id = $1 AND ${pgScope(null, 2, { live: false })}`, [userId, tenantId, status, me]);
        if (status === 1) await revokeUserSessions(client, userId);
      });
      return ok(null, status === 1 ? '已禁用' : '已启用');
    },
  });

  r.delete(`${SYSTEM}/cscpUsers/:id`, {
    schema: { tags, summary: 'Delete a user (soft); their sessions end', params: z.object({ id: idSchema }), response: { 200: envelope(z.null()) } },
    config: { access: U.delete, operation: '删除用户', operationKey: { key: 'entityDelete', params: LOG_USER } },
    handler: async (request) => {
      const { tenantId, userId: me, isAdmin } = request.user!;
      const { id } = request.params;
      if (id === me) throw conflict(USER_MESSAGES.selfDelete);
      await mutate(database, request, async (tx, client) => {
        await lockAdministrators(client, tenantId);
        const target = await lockUser(client, tenantId, id);
        onlyAdministrators(isAdmin, target.is_admin);
        await assertUserWithinOwn(client, request.user!, id);
        if (target.is_admin && target.status === 0) await assertNotLastAdmin(client, tenantId, id);
        // A department's leader stays until the department names another: the framework's reference graph.
        await checkNotReferenced(tx, keyOf(SysUser), tenantId, [id]);
        await client.query(`UPDATE sys_user SET del_flag = 1, update_by = $3, update_time = now() WHERE id = $1 AND ${pgScope(null, 2, { live: false })}`, [id, tenantId, me]);
        // The account can never sign in again: its grants and communities go (nothing keeps a community "in use" for it).
        await client.query('DELETE FROM sys_user_role WHERE user_id = $1', [id]);
        await client.query(`DELETE FROM sys_user_area WHERE ${pgScope(null, 1, { live: false })} AND user_id = $2`, [tenantId, id]);
        await revokeUserSessions(client, id);
      });
      return ok(null, '删除成功');
    },
  });

  r.post(`${ADMIN}/resetPassword`, {
    schema: {
      tags,
      summary: "Reset another user's password: answers the new initial password once; changed at their next login; their sessions end",
      body: z.object({ userId: idSchema }),
      response: { 200: envelope(z.object({ userId: z.number(), username: z.string(), password: z.string() })) },
    },
    config: { access: U.resetPassword, operation: '重置用户密码', operationKey: { key: 'resetPassword' } },
    handler: async (request) => {
      const { tenantId, userId: me, isAdmin } = request.user!;
      const { userId } = request.body;
      if (userId === me) throw conflict('请在个人中心修改自己的密码');
      const password = generatePassword();
      const hash = await hashPassword(password);
      const username = await mutate(database, request, async (_tx, client) => {
        const target = await lockUser(client, tenantId, userId);
        onlyAdministrators(isAdmin, target.is_admin);
        await assertUserWithinOwn(client, request.user!, userId);
        await setPassword(client, tenantId, userId, hash, me, true);
        await revokeUserSessions(client, userId);
        return target.username;
      });
      return ok({ userId, username, password }, '密码已重置');
    },
  });

  r.post(`${ADMIN}/unlock`, {
    schema: { tags, summary: "Lift a user's login lockout (every address)", body: z.object({ userId: idSchema }), response: { 200: envelope(z.null()) } },
    config: { access: U.unlock, operation: '解锁账号', operationKey: { key: 'unlockAccount' } },
    handler: async (request) => {
      const { tenantId, isAdmin } = request.user!;
      const { rows } = await pool.query<{ username: string; is_admin: boolean }>(
        `SELECT u.username, EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.builtin_admin) AS is_admin
         FROM sys_user u WHERE u.id = $1 AND ${pgScope('u', 2)}`,
        [request.body.userId, tenantId],
      );
      if (!rows[0]) throw notFound('用户不存在');
      onlyAdministrators(isAdmin, rows[0].is_admin);
      await assertUserWithinOwn(pool, request.user!, request.body.userId);
      await lockout.unlock(tenantId, rows[0].username);
      return ok(null, '账号已解锁');
    },
  });

  r.get(`${ADMIN}/queryUserArea`, {
    schema: { tags, summary: "The caller's communities as options (the whole tenant for the administrator)", response: { 200: envelope(z.array(AreaOption)) } },
    config: { access: U.list },
    handler: async (request) => {
      const { tenantId, areaIds } = scoped(request);
      const { rows } = await pool.query<{ id: number; areaName: string; areaCode: string }>(
        `SELECT id, area_name AS "areaName", area_code AS "areaCode" FROM com_area
         WHERE ${pgScope(null, 1)} AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[])) ORDER BY id`,
        [tenantId, areaIds],
      );
      return ok(rows);
    },
  });

  r.get(`${ADMIN}/queryAllList`, {
    schema: { tags, summary: "The tenant's live users the caller sees (peers; everyone for an administrator) as options", response: { 200: envelope(z.array(UserOption)) } },
    config: { access: U.list },
    handler: async (request) => {
      const all = seesAllStaff(request);
      const { rows } = await pool.query<UserOption>(
        `SELECT id AS "userId", username, family_name AS "familyName", name, mobile FROM sys_user WHERE ${pgScope(null, 1)}
         ${all ? '' : `AND id IN ${peerIdsText('$1', '$2', '$3')}`} ORDER BY id`,
        all ? [request.user!.tenantId] : [request.user!.tenantId, areasLiteral(request), request.user!.userId],
      );
      return ok(rows.map((row) => staffContactsFor(request, row)));
    },
  });

  r.get('/api/base/new-com-area/getComAreaByAreaIds/:ids', {
    schema: {
      tags,
      summary: "Communities by a comma list of ids: the tenant's live ones within the caller's scope",
      params: z.object({ ids: idListSchema }),
      response: { 200: envelope(z.array(AreaOption)) },
    },
    config: { access: U.list },
    handler: async (request) => {
      const { tenantId, areaIds } = scoped(request);
      const { rows } = await pool.query<{ id: number; areaName: string; areaCode: string }>(
        `SELECT id, area_name AS "areaName", area_code AS "areaCode" FROM com_area
         WHERE ${pgScope(null, 1)} AND id = ANY($2::bigint[]) AND ($3::bigint[] IS NULL OR id = ANY($3::bigint[])) ORDER BY id`,
        [tenantId, request.params.ids, areaIds],
      );
      return ok(rows);
    },
  });
};
