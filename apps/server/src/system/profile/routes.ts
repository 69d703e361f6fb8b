import { AVATAR_DATA_URL, CurrentUser, ProfileUpdateBody, VALIDATION_MESSAGES, envelope, pickLocale } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { AppDeps } from '../../platform/context.ts';
import type { TenantRow } from '../../platform/db/schema.ts';
import { unauthorized, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { sniff } from '../file/sniff.ts';
import { sysUser } from '../schema.ts';
import { pgScope, scopeWhere } from '../../platform/scope-sql.ts';

type UserRow = {
  id: number;
  username: string;
  family_name: string | null;
  name: string | null;
  mobile: string | null;
  email: string | null;
  img_path: string | null;
  disc_title: string | null;
  disc_detail: string | null;
  last_login: Date | null;
  register_time: Date | null;
  role_ids: string[];
  role_names: string[];
};

/** The logged-in user as `cscpCurrentUserDetails` answers it; null when the account is gone. */
export const currentUserDetails = async (pool: pg.Pool, tenant: TenantRow, userId: number): Promise<CurrentUser | null> => {
  const { rows } = await pool.query<UserRow>(
    `SELECT u.id, u.username, u.family_name, u.name, u.mobile, u.email, u.img_path, u.disc_title, u.disc_detail, u.last_login, u.register_time,
            ARRAY(SELECT r.id::text FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.id) AS role_ids,
            ARRAY(SELECT r.name FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.id) AS role_names
     FROM sys_user u WHERE u.id = $1 AND ${pgScope('u', 2)}`,
    [userId, tenant.id],
  );
  const u = rows[0];
  if (!u) return null;
  return {
    id: u.id,
    username: u.username,
    familyName: u.family_name,
    name: u.name,
    mobile: u.mobile,
    email: u.email,
    imgPath: u.img_path,
    discTitle: u.disc_title,
    discDetail: u.disc_detail,
    lastLogin: u.last_login?.toISOString() ?? null,
    registerTime: u.register_time?.toISOString() ?? null,
    roles: u.role_ids.join(','),
    roleNames: u.role_names,
    tenantCode: tenant.code,
    platformName: tenant.platformName,
  };
};

/** The declared type of an avatar data URL agrees with its first bytes (a PNG that says it is a PNG). */
export const avatarBytesMatch = (dataUrl: string): boolean => {
  const match = AVATAR_DATA_URL.exec(dataUrl);
  if (!match) return false;
  const head = Buffer.from(match[2].slice(0, 24), 'base64');
  return sniff(head, '')?.contentType === `image/${match[1]}`;
};

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/**
 * 个人中心 (spec §7 "Profile and password"): read and update the logged-in user's own details. The update never
 * takes a user id or roles from the body: password and profile updates concern the current user only, and
 * roles are read-only here.
 */
export const registerProfileRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];
  const { pool } = deps.database;

  const detailsOf = async (tenant: TenantRow, userId: number) => {
    const user = await currentUserDetails(pool, tenant, userId);
    // The session outlived its account (removed meanwhile): as good as logged out.
    if (!user) throw unauthorized('身份信息已过期，请重新登录');
    return user;
  };

  r.get('/zhwy/api/system/cscpCurrentUserDetails', {
    schema: { tags, summary: 'The logged-in user', response: { 200: envelope(CurrentUser) } },
    // The forced password page shows the account name from it.
    config: { access: 'login', beforePasswordChange: true },
    handler: async (request) => ok(await detailsOf(request.tenant!, request.user!.userId)),
  });

  r.put('/zhwy/api/system/edit/cscpUserDetails', {
    schema: {
      tags,
      summary: "Update the logged-in user's own profile (ids, roles and passwords in the body are not taken); answers the updated details",
      body: ProfileUpdateBody,
      response: { 200: envelope(CurrentUser) },
    },
    config: { access: 'login', operation: '修改个人信息', operationKey: { key: 'editProfile' } },
    handler: async (request) => {
      const { tenantId, userId } = request.user!;
      const body = request.body;
      if (body.imgPath && !avatarBytesMatch(body.imgPath)) {
        throw validationFailed({ imgPath: VALIDATION_MESSAGES[pickLocale(request.headers['accept-language'])].image });
      }
      const updated = await mutate(deps.database, request, (tx) =>
        tx
          .update(sysUser)
          .set({
            familyName: body.familyName,
            name: body.name,
            mobile: blankToNull(body.mobile),
            email: blankToNull(body.email),
            imgPath: blankToNull(body.imgPath),
            discTitle: blankToNull(body.discTitle),
            discDetail: blankToNull(body.discDetail),
            updateBy: userId,
            updateTime: new Date(),
          })
          .where(and(eq(sysUser.id, userId), scopeWhere(sysUser, { tenantId })))
          .returning({ id: sysUser.id }),
      );
      if (updated.length === 0) throw unauthorized('身份信息已过期，请重新登录');
      return ok(await detailsOf(request.tenant!, userId), '个人信息修改成功');
    },
  });
};
