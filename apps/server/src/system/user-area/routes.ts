import { PERMISSIONS, envelope, idSchema } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.ts';
import { sysUserArea } from '../../platform/db/schema.ts';
import { liveRowsOf } from '../../platform/references.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { assertInScope, scoped } from '../../platform/scope.ts';
import { assertUserWithinOwn } from '../role/grant-limits.ts';
import { sysUser } from '../schema.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';

const PATH = '/zhwy/api/system/cscpUserAreas/:userId';
const params = z.object({ userId: idSchema });

/**
 * A user's communities (their data scope), for the 用户小区授权 page: read and replace the list (the user list it
 * chooses from is the user screens', system/user/list.ts). Every id must be a live community of the tenant, and of the
 * caller's own scope; the change applies from the user's next call.
 */
export const registerUserAreaRoutes = (app: FastifyInstance, { database }: AppDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const userOf = async (tenantId: number, userId: number) => {
    const [user] = await db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(scopeWhere(sysUser, { tenantId }), eq(sysUser.id, userId)))
      .limit(1);
    if (!user) throw notFound('用户不存在');
  };

  r.get(PATH, {
    schema: { tags: ['system'], summary: "A user's communities (data scope)", params, response: { 200: envelope(z.array(z.number())) } },
    config: { access: PERMISSIONS.user.area },
    handler: async (request) => {
      const { tenantId } = request.user!;
      await userOf(tenantId, request.params.userId);
      const rows = await db
        .select({ areaId: sysUserArea.areaId })
        .from(sysUserArea)
        .where(and(scopeWhere(sysUserArea, { tenantId }, { live: false }), eq(sysUserArea.userId, request.params.userId)))
        .orderBy(sysUserArea.areaId);
      return ok(rows.map((row) => row.areaId));
    },
  });

  r.put(PATH, {
    schema: {
      tags: ['system'],
      summary: "Replace a user's communities (data scope)",
      params,
      body: z.object({ areaIds: z.array(idSchema).max(1000) }).strict(),
      response: { 200: envelope(z.array(z.number())) },
    },
    config: { access: PERMISSIONS.user.area, operation: '分配用户小区', operationKey: { key: 'assignUserAreas' } },
    handler: async (request) => {
      const { tenantId } = request.user!;
      const { userId } = request.params;
      await userOf(tenantId, userId);
      const areaIds = [...new Set(request.body.areaIds)].sort((a, b) => a - b);
      // A caller whose own scope is limited grants only communities of it: no one widens a scope beyond their own.
      assertInScope(scoped(request), areaIds.join(','));
      await mutate(database, request, async (tx, client) => {
        // Replacing a stronger user's communities would strip what the caller cannot give back (issue 20).
        await assertUserWithinOwn(client, request.user!, userId);
        const live = await liveRowsOf(tx, 'base.community', tenantId, areaIds);
        if (live.length !== areaIds.length) throw validationFailed({ areaIds: 'refMissing' });
        await tx.delete(sysUserArea).where(and(scopeWhere(sysUserArea, { tenantId }, { live: false }), eq(sysUserArea.userId, userId)));
        if (areaIds.length > 0) await tx.insert(sysUserArea).values(areaIds.map((areaId) => ({ tenantId, userId, areaId })));
      });
      return ok(areaIds);
    },
  });
};
